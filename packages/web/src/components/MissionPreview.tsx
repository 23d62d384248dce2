/**
 * The mission about to be placed during setup, shown in full before its end of the spaceline is
 * chosen: name, location, type, points, span, the affiliations that may attempt it and what an
 * attempt needs.
 */
import type { MissionFacts } from '../deck.ts';
import { requirementChoices } from '../deck.ts';
import { TYPE_GLYPH, seatName, tone } from '../cards.ts';

export function MissionPreview({ mission }: { mission: MissionFacts }) {
  const choices = requirementChoices(mission.requirementsFormula);
  return (
    <section className={`mission-preview tone-${tone(mission)}`} aria-label="The mission to place" data-testid="placing-mission" data-def={mission.id}>
      <div className="mp-head">
        <span className="card-glyph" aria-hidden="true">
          {TYPE_GLYPH.mission}
        </span>
        <strong className="mp-name">{mission.name}</strong>
        <span className="mp-where">{mission.location}</span>
      </div>
      <dl className="mp-facts">
        <dt>Points</dt>
        <dd data-testid="mp-points">{mission.points}</dd>
        <dt>Span</dt>
        <dd data-testid="mp-span">{mission.span}</dd>
        <dt>Type</dt>
        <dd data-testid="mp-type">{mission.missionType === 'space' ? 'space mission (a ship’s crew attempts it)' : 'planet mission (an Away Team on the planet attempts it)'}</dd>
        <dt>Who may try</dt>
        <dd className="mp-icons" data-testid="mp-icons">
          {mission.affiliationIcons.map((a) => (
            <span key={a} className={`mp-icon tone-${a}`}>
              {seatName(a)}
            </span>
          ))}
        </dd>
        <dt>Needs</dt>
        <dd data-testid="mp-needs">
          {choices.map((alt, i) => (
            <span key={alt.join('+')} className="mp-alt">
              {i > 0 && <em className="mp-or"> or </em>}
              {alt.join(' + ')}
            </span>
          ))}
        </dd>
      </dl>
      <p className="hint">Points go to the first player to complete it; the span is the RANGE a ship spends to enter it.</p>
    </section>
  );
}

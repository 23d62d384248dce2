/**
 * The first-game guide on the game screen of a tutorial game: what to do next, in plain words
 * (guide.ts works it out from the decision, the table and the log), the lessons done so far, and
 * at the end where to read more. The suggested option and card are named in data attributes too,
 * so a test can follow the guide as a reader would.
 */
import type { GameEvent, PlayerView } from '@stccg/engine';
import { prettyText } from '../cards.ts';
import { href } from '../router.ts';
import { guideStep, LESSONS, LESSON_TITLE } from '../guide.ts';

/** A card id or location id as the view names them (handles): safe inside a CSS attribute selector. */
const SAFE_ID = /^[\w:.#-]+$/;

/** Marks the card (and the place) the guide names on the table, so the eye finds it. */
function highlight(ids: (string | undefined)[]): string {
  const sel = ids
    .filter((id): id is string => !!id && SAFE_ID.test(id))
    .flatMap((id) => [`.game-main [data-card="${id}"]`, `.game-main .mission[data-loc="${id}"] > .mission-face`]);
  return sel.length > 0 ? `${sel.join(', ')} { outline: 2px dashed var(--accent); outline-offset: 2px; }` : '';
}

export function GuidePanel({ view, log }: { view: PlayerView; log: readonly GameEvent[] }) {
  if (view.viewer === 'spectator') return null;
  const step = guideStep(view, log);
  return (
    <section
      className={`guide ${step.finished ? 'is-finished' : ''}`}
      aria-label="First-game guide"
      aria-live="polite"
      data-testid="guide"
      data-step={step.key}
      data-finished={step.finished ? 'true' : 'false'}
      {...(step.option ? { 'data-guide-option': step.option } : {})}
      {...(step.card ? { 'data-guide-card': step.card } : {})}
    >
      {(step.card || step.target) && <style>{highlight([step.card, step.target])}</style>}
      <div className="guide-head">
        <span className="guide-badge">Guide</span>
        <h3 data-testid="guide-title">{step.title}</h3>
      </div>
      <p className="guide-text" data-testid="guide-text">
        {prettyText(step.text)}
      </p>
      {step.note && (
        <p className="guide-note" data-testid="guide-note">
          {prettyText(step.note)}
        </p>
      )}
      <ol className="guide-lessons" aria-label="Lessons">
        {LESSONS.map((l) => (
          <li key={l} className={step.learnt.includes(l) ? 'is-done' : ''} data-lesson={l} data-done={step.learnt.includes(l) ? 'true' : 'false'}>
            <span aria-hidden="true">{step.learnt.includes(l) ? '✓' : '○'}</span> {LESSON_TITLE[l]}
          </li>
        ))}
      </ol>
      {step.finished && (
        <p className="guide-next">
          <a className="button small" href={href({ page: 'rules' })} target="_blank" rel="noopener" data-testid="guide-rules">
            Read the rules
          </a>{' '}
          <a className="button small quiet" href={href({ page: 'start' })} data-testid="guide-real-game">
            Play a real game
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * Gaps in Normal Space (Premiere event, 101_075). Played as the card play between two neighbouring
 * missions of the spaceline, it becomes a location of its own there (rules/gaps.ts): a gap with a span
 * of 4 and no mission, no planet. Every ship moving past it pays its span; a ship may end its move on it
 * (and must, to go on, when it lacks the RANGE to cross in one turn). Each time a ship comes to a stop on
 * the gap, one personnel aboard it, chosen at random, dies. docs/RULINGS.md "Issue 25: Gaps in Normal
 * Space and Temporal Causality Loop".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardId, LocationId } from '../core/types.ts';
import type { GameState } from '../core/types.ts';
import { emit } from '../core/flow.ts';
import { card, moveTo, name, personnelAboard } from '../rules/board.ts';
import { killRandom } from '../rules/dilemmas.ts';
import { GAP, GAP_SPAN, isGap } from '../rules/gaps.ts';

registerEventFacts(GAP, 'spaceline');

/** A ship that has come to a stop on a gap: one of its personnel, chosen at random, dies. */
function stopOnGap(s: GameState, ship: CardId, loc: LocationId): void {
  if (!isGap(s, loc) || card(s, ship).at.z !== 'inSpace') return;
  const crew = personnelAboard(s, ship);
  if (crew.length === 0) return;
  emit(s, 'gapStop', `${name(s, ship)} stops in ${name(s, loc)}: one personnel aboard is lost`, { card: loc, ship });
  killRandom(s, crew, `lost in ${name(s, loc)}`);
}

export default declareCard(GAP, {
  spec: {
    event: { target: { coded: 'the border between two neighbouring missions' }, effects: [{ coded: 'a gap of span 4 there; a ship stopping on it loses one random personnel' }] },
  },
  text: `Goes between two neighbouring missions: a gap in space of span ${GAP_SPAN} opens there, no mission and no planet. Each time a ship stops on the gap, one personnel aboard it, chosen at random, dies.`,
  event: {
    choices(s) {
      const out = [];
      for (let i = 0; i + 1 < s.spaceline.length; i++) {
        const left = s.spaceline[i] as LocationId;
        const right = s.spaceline[i + 1] as LocationId;
        if (isGap(s, left) || isGap(s, right)) continue; // between two missions: never beside another gap
        out.push({ key: left, label: `between ${name(s, left)} and ${name(s, right)}`, target: left });
      }
      return out;
    },
    play(s, _p, c, ch) {
      const left = ch.target as LocationId;
      const i = s.spaceline.indexOf(left);
      const right = s.spaceline[i + 1];
      if (i < 0 || right === undefined || isGap(s, right)) {
        moveTo(s, c, { z: 'discard' });
        emit(s, 'cardFizzles', `${name(s, c)} has no two missions left to go between and is discarded`, { card: c });
        return;
      }
      moveTo(s, c, { z: 'spaceline' });
      s.spaceline = [...s.spaceline.slice(0, i + 1), c, ...s.spaceline.slice(i + 1)];
      emit(s, 'gapOpened', `${name(s, c)} opens a gap of span ${GAP_SPAN} between ${name(s, left)} and ${name(s, right)}`, { card: c, loc: left });
    },
  },
  after: [{ type: 'shipArrived', run: (s, { ship, loc }) => stopOnGap(s, ship, loc) }],
});

/**
 * Supernova (Premiere event). Played only while its player has a Tox Uthat on the table (the
 * artifact played as an event on an earlier turn: one card play a turn sees to that). It goes on a
 * mission of the spaceline, anyone's; everything at that location is discarded and the mission is
 * left for its span only, never to be attempted; the Tox Uthat is used up (rules/supernova.ts).
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { isGap } from '../rules/gaps.ts';
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import type { LocationId } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';
import { explode, SUPERNOVA, supernovaOn, toxUthatOf } from '../rules/supernova.ts';

registerEventFacts(SUPERNOVA, 'mission');

export default declareCard(SUPERNOVA, {
  text: 'Needs your Tox Uthat on the table. Goes on any mission: everything at that location is discarded, the Tox Uthat too, and the mission stays only to measure distance; nobody may attempt it again.',
  // placed on a location; what it does there is code (rules/supernova.ts)
  spec: { event: { playsOn: { location: {} } } },
  event: {
    choices: (s, p) => (toxUthatOf(s, p) ? s.spaceline.filter((loc) => !supernovaOn(s, loc) && !isGap(s, loc)).map((loc) => ({ key: loc, label: `on ${name(s, loc)}`, target: loc })) : []),
    play(s, p, c, ch) {
      const loc = ch.target as LocationId;
      moveTo(s, c, { z: 'attached', host: loc });
      explode(s, p, c, loc);
    },
  },
  // the random deck generator deals it with this card
  deckNeeds: ['tox-uthat'],
});

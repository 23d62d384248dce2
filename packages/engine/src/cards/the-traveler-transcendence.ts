/**
 * The Traveler: Transcendence (Premiere event). Placed beside either player's draw deck (its own
 * player's or the opponent's): that player draws one card more at the end of each of his turns.
 * While it is in play no Static Warp Bubble works. Two beside one deck give one card (rules/traveler.ts).
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { opponent } from '../core/types.ts';
import { moveTo } from '../rules/board.ts';
import { TRAVELER } from '../rules/static-warp-bubble.ts';

registerEventFacts(TRAVELER, 'player');

export default declareCard(TRAVELER, {
  text: "Put it beside either player's draw deck: that player draws one more card at the end of each of his turns (once, however many). While it is in play, Static Warp Bubbles do nothing.",
  // on its owner's table, naming a player; what it does is rules/traveler.ts
  spec: { event: { playsOn: { table: true } } },
  event: {
    choices: (s, p) => [
      { key: 'you', label: 'beside your draw deck' },
      { key: 'opponent', label: `beside ${opponent(s, p)}'s draw deck` },
    ],
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'table' });
      s.effects.push({ kind: 'mark', by: TRAVELER, source: c, card: c, turn: s.turn.number, player: ch.key === 'you' ? p : opponent(s, p) });
    },
  },
});

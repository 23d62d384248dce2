/**
 * Samuel Clemens' Pocketwatch (Alternate Universe artifact, 103_007, [AU]). Earned to hand, it is
 * played once as an interrupt, at any moment an interrupt may be (not the turn's card play): the one
 * action of its player's next turn that the engine knows must happen, his end-of-turn card draw, happens
 * now: he draws the card, and the draw at the end of his next turn does not happen (rules/
 * early-draws.ts). Then it is discarded. Not offered with an empty draw deck, nor while a draw taken
 * early is still owed. docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { seat } from '../core/types.ts';
import { moveTo } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { drawEarly, earlyDraws, POCKETWATCH } from '../rules/early-draws.ts';

export default declareCard(POCKETWATCH, {
  text:
    'An artifact played once as an interrupt: something that would have to happen in your next turn happens at once instead. ' +
    'Here that is your card draw: you draw it now, and at the end of your next turn you draw nothing. Then it is discarded.',
  spec: { interrupt: { when: 'anyTime', target: { nothing: true }, effects: [{ coded: "the next turn's card draw, now" }] } },
  interrupt: {
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win): PlayChoice[] {
      if (!anyTime(win) || seat(s, p).deck.length === 0 || earlyDraws(s, p).length > 0) return [];
      return [{ key: 'draw', label: "draw now the card of your next turn's draw" }];
    },
    play(s, p, c) {
      moveTo(s, c, { z: 'discard' });
      drawEarly(s, p, c);
    },
  },
});

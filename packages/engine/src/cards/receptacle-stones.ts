/**
 * Receptacle Stones (Alternate Universe artifact, 103_005). Earned to hand (rules/artifacts.ts), it is
 * played as an event, the turn's card play on its holder's turn, on a ship of the opponent's in space,
 * and discarded at once. For the rest of that turn, each space dilemma its player meets in a space
 * attempt acts a second time, on that ship's crew: when the dilemma has been resolved for the
 * attempting crew (its outcome for them unchanged), it resolves again against the unstopped personnel
 * aboard that ship, at that ship's location, as if they had met it (rules/dilemmas.ts `echo`).
 * docs/RULINGS.md, "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { declareCard } from './registry.ts';
import { emit } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { addModifier } from '../core/modifiers.ts';
import { card, moveTo, name, ownShips } from '../rules/board.ts';
import { RECEPTACLE_STONES } from '../rules/receptacle-stones.ts';

/** The opponent's ships in space: where the stones may be played. */
function targets(s: GameState, p: PlayerId): CardId[] {
  return ownShips(s, opponent(s, p)).filter((id) => card(s, id).at.z === 'inSpace');
}

export default declareCard(RECEPTACLE_STONES, {
  spec: { event: { target: { coded: "a ship of the opponent's in space" }, effects: [{ coded: 'this turn, each space dilemma you meet acts on its crew too; discard' }] } },
  text:
    "An artifact kept in hand until you play it as an event on the crew of one of your opponent's ships, then discarded. " +
    'For the rest of that turn, each space dilemma your crews meet in a space attempt, once resolved for them, is resolved a second time against that ship\'s crew, as if they had met it where their ship is.',
  event: {
    choices: (s, p) => targets(s, p).map((ship) => ({ key: ship, label: `on the crew of ${name(s, ship)}`, target: ship })),
    play(s, p, c, ch) {
      const ship = ch.target as CardId;
      addModifier(s, 'sharesDilemmas', c, ship, { viewer: p });
      moveTo(s, c, { z: 'discard' });
      emit(s, 'receptacleStones', `${p}'s space dilemmas act on the crew of ${name(s, ship)} too for the rest of this turn`, { player: p, card: c, ship });
    },
  },
});

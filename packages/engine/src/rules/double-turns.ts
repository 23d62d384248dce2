/**
 * Double turns (Horga'hn's first print; Temporal Narcosis grants one too): a player with a card in play
 * whose abilities say `doubleTurns` takes two turns in a row, each a whole turn (its own card play,
 * moves, attempts and card draw at its end), before his opponent's turn. The second of the two is not
 * doubled again, and two such cards still give two turns, not three ("not cumulative"). Read by
 * rules/turn.ts passTurn, which asks here who plays next. docs/RULINGS.md, "Premiere artifacts, the last
 * four".
 */
import { emit } from '../core/flow.ts';
import type { GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { abilitiesInPlay } from './abilities.ts';
import { name } from './board.ts';
import { takeNarcosis } from './temporal-narcosis.ts';

/** The turn frame's mark: the turn now ending was the second of a double turn. */
export interface DoubleTurnMark {
  secondOfDouble?: boolean;
}

/** The card in play that gives this player double turns, if any (the first, if there are several). */
export function doubleTurnCard(s: GameState, p: PlayerId): string | undefined {
  return abilitiesInPlay(s).find((a) => a.owner === p && a.abilities.doubleTurns)?.card;
}

/** Who plays the next turn after `p`'s ends: `p` again when his turn is doubled and this was its first half, else the opponent. */
export function nextTurnPlayer(s: GameState, p: PlayerId, mark: DoubleTurnMark): PlayerId {
  if (mark.secondOfDouble) {
    delete mark.secondOfDouble;
    return opponent(s, p);
  }
  const narcosis = takeNarcosis(s, p); // a Temporal Narcosis played before this turn: spent now either way
  const by = doubleTurnCard(s, p) ?? narcosis;
  if (by === undefined) return opponent(s, p);
  mark.secondOfDouble = true;
  emit(s, 'doubleTurn', `${p} takes the second turn of a double turn (${name(s, by)})`, { player: p, card: by });
  return p;
}

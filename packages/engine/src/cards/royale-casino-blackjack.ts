/**
 * Royale Casino: Blackjack (Alternate Universe dilemma, planet, 5 or -5 points). A side game between
 * the two players: each shows his whole hand to both, and his number is the total printed CUNNING of
 * the personnel in it (other cards count nothing). The one closest to 21 without going over wins:
 * the card goes to his bonus area at +5, and the other player loses 5 points
 * (rules/variable-points.ts losePoints). Equal numbers, or both over 21, is a tie: nobody scores, the
 * card is discarded. A Mickey D. in the group that meets it wins the game outright
 * (rules/side-games.ts). Nobody is stopped; the attempt goes on (docs/RULINGS.md, "Alternate
 * Universe dilemmas, the last five").
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { name, personnelFacts, typeOf } from '../rules/board.ts';
import { attemptingTeam } from '../rules/dilemmas.ts';
import { sideGameWinner } from '../rules/side-games.ts';
import { losePoints, scoreCardPoints } from '../rules/variable-points.ts';

export const BLACKJACK = 'royale-casino-blackjack';
registerDilemmaFacts(BLACKJACK);

/** The stake: won by the winner, lost by the other player. */
export const STAKE = 5;

/** A player's blackjack number: the printed CUNNING of the personnel in his hand. */
export function handCunning(s: GameState, p: PlayerId): number {
  let n = 0;
  for (const id of seat(s, p).hand) if (typeOf(s, id) === 'personnel') n += personnelFacts(s, id).cunning;
  return n;
}

/** The winner of two numbers: closest to 21 without going over; null for a tie (equal, or both over). */
export function blackjackWinner(a: number, b: number): 'a' | 'b' | null {
  const okA = a <= 21;
  const okB = b <= 21;
  if (okA && (!okB || a > b)) return 'a';
  if (okB && (!okA || b > a)) return 'b';
  return null;
}

function settle(s: GameState, dilemma: CardId, winner: PlayerId, why: string): void {
  scoreCardPoints(s, winner, dilemma, STAKE, `won ${name(s, dilemma)}${why}`);
  losePoints(s, opponent(s, winner), dilemma, -STAKE, `lost ${name(s, dilemma)}`);
}

export default declareCard(BLACKJACK, {
  text: 'Both players show their whole hands; each counts the CUNNING of the personnel in his hand. Closest to 21 without going over scores 5 (the card goes to his bonus area) and the other loses 5. A tie, or both over 21: nothing, discard the card. Nobody is stopped.',
  dilemma: {
    resolve(s, f) {
      f.dispose = 'stays';
      const outright = sideGameWinner(s, BLACKJACK, attemptingTeam(s, f.player, f.loc, f.from)); // Mickey D. (rules/side-games.ts)
      if (outright !== undefined) {
        emit(s, 'sideGameWon', `${name(s, outright)} wins ${name(s, f.dilemma)} for ${f.player} without playing`, { card: f.dilemma, player: f.player, by: outright });
        settle(s, f.dilemma, f.player, ` (${name(s, outright)})`);
        return;
      }
      const other = opponent(s, f.player);
      const mine = handCunning(s, f.player);
      const theirs = handCunning(s, other);
      for (const [p, n] of [[f.player, mine], [other, theirs]] as const) {
        const hand = seat(s, p).hand;
        const shown = hand.length === 0 ? 'an empty hand' : hand.map((id) => name(s, id)).join(', ');
        emit(s, 'handShown', `${name(s, f.dilemma)}: ${p} shows ${shown}, CUNNING ${n}`, { player: p, cards: [...hand], total: n, card: f.dilemma });
      }
      const w = blackjackWinner(mine, theirs);
      if (w === null) {
        emit(s, 'sideGameTied', `${name(s, f.dilemma)} is a tie (${mine} against ${theirs}): nobody scores, the card is discarded`, { card: f.dilemma });
        f.dispose = 'discard';
        return;
      }
      settle(s, f.dilemma, w === 'a' ? f.player : other, ` with ${w === 'a' ? mine : theirs} against ${w === 'a' ? theirs : mine}`);
    },
  },
});

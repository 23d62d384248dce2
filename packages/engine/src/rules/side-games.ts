/**
 * Side games won outright (Mickey D., ability winsSideGames): a dilemma that plays a side game (Royale
 * Casino: Blackjack) asks here, with the group that meets it, whether a personnel among them wins it
 * without playing. The answer is that personnel, or undefined: the game is played as the dilemma
 * says. Royale Casino: Blackjack's card asks here (cards/royale-casino-blackjack.ts).
 * docs/RULINGS.md, "Alternate Universe personnel and ships" (AP6).
 */
import type { CardId, GameState } from '../core/types.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { findBlueprint } from '../cards/blueprints.ts';
import { noteEffect } from '../core/effects.ts';
import { abilitiesInPlay } from './abilities.ts';

/** The personnel among `members` who wins the side game of this dilemma (its title or definition id) outright, or undefined. */
export function sideGameWinner(s: GameState, dilemma: string, members: readonly CardId[]): CardId | undefined {
  const title = hasFacts(dilemma) ? facts(dilemma).name : (findBlueprint(dilemma)?.name ?? dilemma);
  for (const a of abilitiesInPlay(s)) {
    if (!a.abilities.winsSideGames?.includes(title) || !members.includes(a.card)) continue;
    noteEffect(s, a.def);
    return a.card;
  }
  return undefined;
}

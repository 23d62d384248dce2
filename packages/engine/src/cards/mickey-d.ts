/**
 * Mickey D. (Alternate Universe personnel, Non-Aligned CIVILIAN). His facts come from the card data;
 * his special text is this file: a Royale Casino side game met by a group he is in is won by that
 * group without playing it (ability winsSideGames, rules/side-games.ts, which the dilemma asks).
 */
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';

export const MICKEY_D = 'mickey-d';
registerPersonnelFacts(MICKEY_D);

export default declareCard(MICKEY_D, {
  text: 'A Royale Casino side game (Royale Casino: Blackjack) played by the group he is in is won by that group at once, without playing.',
  abilities: { winsSideGames: ['Royale Casino: Blackjack'] },
});

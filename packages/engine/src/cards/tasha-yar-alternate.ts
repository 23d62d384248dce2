/**
 * Tasha Yar - Alternate (Alternate Universe personnel, Federation SECURITY). Her facts come from the
 * card data (SECURITY, Honor, Leadership); her special download is this file: once in the game her
 * owner may take a Starfleet Type II Phaser from his draw deck and play it where she is (ability
 * downloads, rules/downloads.ts). docs/RULINGS.md, "Alternate Universe personnel and ships" (AP8).
 */
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';

export const TASHA_YAR_ALTERNATE = 'tasha-yar-alternate';
registerPersonnelFacts(TASHA_YAR_ALTERNATE);

export default declareCard(TASHA_YAR_ALTERNATE, {
  text: 'Once per game, during your turn, you may take a Starfleet Type II Phaser out of your draw deck and put it into play where she is; then shuffle the deck.',
  abilities: { downloads: ['Starfleet Type II Phaser'] },
});

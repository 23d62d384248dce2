/**
 * Edo Vessel (Alternate Universe ship, Non-Aligned). Its facts come from the card data, its SHIELDS X
 * being 8 as its text sets it; the rest of its text is this file: every attack on it that would hit is
 * nullified on an even chance (rules/even-chance.ts, asked by battle.ts). docs/RULINGS.md,
 * "Alternate Universe personnel and ships" (AP10).
 */
import { declareCard } from './registry.ts';
import { registerShipFacts } from './au-personnel.ts';

export const EDO_VESSEL = 'edo-vessel';
registerShipFacts(EDO_VESSEL, { shields: 8 });

export default declareCard(EDO_VESSEL, {
  text: 'Its SHIELDS are 8. Whenever it is attacked, the attack has an even chance of being nullified: a coin decides.',
  attacksOnItNullifiedHalf: true,
});

/**
 * Dathon (Alternate Universe personnel, Non-Aligned OFFICER). His facts come from the card data; his
 * special text is this file: a Tamarian-related dilemma (in our pool: Shaka, When the Walls Fell,
 * by the card data's characteristic) met by a group he is in is nullified (rules/nullify.ts: the
 * dilemma encounter asks, and the dilemma is discarded with no effect).
 */
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';
import { allBlueprints } from './blueprints.ts';

export const DATHON = 'dathon';
registerPersonnelFacts(DATHON);

/** The titles of the pool's dilemmas the card data marks Tamarian-related. */
export const TAMARIAN_DILEMMAS: readonly string[] = allBlueprints()
  .filter((b) => b.type === 'dilemma' && b.characteristics.includes('Tamarian-related dilemma'))
  .map((b) => b.name);

export default declareCard(DATHON, {
  text: 'Any Tamarian-related dilemma (Shaka, When the Walls Fell) that a group with him meets is nullified.',
  nullifiesWherePresent: TAMARIAN_DILEMMAS,
});

/**
 * Berlingoff Rasmussen (Alternate Universe personnel, Non-Aligned CIVILIAN). His facts come from the
 * card data (Treachery, Archaeology, Greed); his special text is this file: where he is present, his
 * owner may nullify a Time Travel Pod, discarding the pod and him (ability mayNullifyPresent,
 * rules/optional-nullify.ts): a pod played on the ship he is aboard asks his owner first.
 * docs/RULINGS.md, "Alternate Universe personnel and ships" (AP11).
 */
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';

export const RASMUSSEN = 'berlingoff-rasmussen';
registerPersonnelFacts(RASMUSSEN);

export default declareCard(RASMUSSEN, {
  text: 'Where he is, you may cancel a Time Travel Pod, putting both the pod and him in the discard pile.',
  abilities: { mayNullifyPresent: ['Time Travel Pod'] },
});

/**
 * Paul Rice (Alternate Universe personnel, Federation OFFICER, a hologram, universal). His facts come
 * from the card data; his special text is this file: an Echo Papa 607 Killer Drone on the planet where
 * he is (his opponent's before his own) is nullified, one for each Paul Rice there: it adds nothing to
 * an Away Team battle (ability nullifiesOnePresent, rules/present-nullify.ts, asked by the drone's
 * file). A hologram, he is on a planet only where a Holo-Projectors lets him be (rules/holograms.ts).
 * docs/RULINGS.md, "Alternate Universe personnel and ships" (AP12).
 */
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';

export const PAUL_RICE = 'paul-rice';
registerPersonnelFacts(PAUL_RICE);

export default declareCard(PAUL_RICE, {
  text: 'One Echo Papa 607 Killer Drone on the same planet as him is cancelled and adds nothing to a battle (the opponent\'s drone first).',
  abilities: { nullifiesOnePresent: 'Echo Papa 607 Killer Drone' },
});

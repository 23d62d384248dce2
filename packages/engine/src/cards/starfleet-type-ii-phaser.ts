/**
 * Starfleet Type II Phaser (Premiere equipment). Reports to any of your outposts. A hand weapon: each
 * of your Federation and Non-Aligned personnel in the same group as this card (aboard the same ship or
 * outpost, or on the same planet) has STRENGTH +2, in battle and in requirements alike. Any of your
 * personnel may carry it; only those of the affiliations named get the bonus (docs/RULINGS.md,
 * "Premiere and AU equipment"). Each copy in the group adds its own bonus.
 */
import { attributeItemCard } from './equipment.ts';

export default attributeItemCard('starfleet-type-ii-phaser', { attribute: 'STRENGTH', amount: 2, useOnly: ['federation', 'non-aligned'] }, 'Hand weapon: your Federation and Non-Aligned personnel in the same group as it get +2 STRENGTH; each copy adds its own +2.');

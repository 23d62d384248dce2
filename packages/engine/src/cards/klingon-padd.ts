/**
 * Klingon PADD (Premiere equipment). Reports to any of your outposts. Each of your Klingon personnel
 * in the same group as this card (aboard the same ship or outpost, or on the same planet) has CUNNING
 * +2. Any of your personnel may carry it; only those of the affiliations named get the bonus
 * (docs/RULINGS.md, "Premiere and AU equipment"). Each copy in the group adds its own bonus.
 */
import { attributeItemCard } from './equipment.ts';

export default attributeItemCard('klingon-padd', { attribute: 'CUNNING', amount: 2, useOnly: ['klingon'] }, 'Your Klingon personnel in the same group as this PADD get +2 CUNNING; each copy adds its own +2.');

/**
 * Interphase Generator (Premiere artifact, used as an equipment card). Earned to hand like any
 * artifact, then played and carried as equipment is (rules/artifacts.ts playedAsEquipment). Where it
 * is with its owner's personnel (aboard the same ship or outpost, or on the same planet) it nullifies
 * eight dilemmas: met by a team in its group, each is discarded with no effect and the attempt goes on
 * (rules/nullify.ts, asked by the dilemma encounter). All eight are Premiere cards; the card's "Armus"
 * is the dilemma Armus - Skin of Evil. Those with no card file yet are nullified by name all the same.
 * docs/RULINGS.md, "Premiere artifacts" (and "Premiere and AU equipment" E2, E7 for "where present").
 */
import { declareCard } from './registry.ts';

export const INTERPHASE_GENERATOR = 'interphase-generator';

export default declareCard(INTERPHASE_GENERATOR, {
  text:
    'An artifact you play and carry like equipment. A team of yours in its group that meets Chalnoth, Archer, Rebel Encounter, ' +
    'Impassable Door, Phased Matter, Crystalline Entity, Armus - Skin of Evil or Nausicaans discards that dilemma unresolved and goes on.',
  usedAsEquipment: true,
  nullifiesWherePresent: ['Chalnoth', 'Archer', 'Rebel Encounter', 'Impassable Door', 'Phased Matter', 'Crystalline Entity', 'Armus - Skin of Evil', 'Nausicaans'],
});

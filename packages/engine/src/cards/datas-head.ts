/**
 * Data's Head (Alternate Universe artifact, 103_002, [AU]), used as an equipment card (RULINGS PA1):
 * earned, it stays with the team that solved the mission; from hand it reports to its owner's outpost
 * as equipment does. The head itself has CUNNING 10 and Computer Skill: its owner's group counts them
 * once, as it would a member's (requirements and every team total; rules/group-items.ts). Aboard a
 * ship it adds 2 to the ship's RANGE, WEAPONS and SHIELDS; two heads aboard add 2, not 4 (not
 * cumulative). docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { declareCard } from './registry.ts';

export const DATAS_HEAD = 'datas-head';

export default declareCard(DATAS_HEAD, {
  text:
    'An artifact you play and carry like equipment. The head brings CUNNING 10 and Computer Skill to the group it is with, counted once. ' +
    'While it is aboard a ship, that ship has +2 RANGE, +2 WEAPONS and +2 SHIELDS; a second head there adds nothing more.',
  usedAsEquipment: true,
  abilities: { countsInGroup: { CUNNING: 10, skills: { 'Computer Skill': 1 } }, aboardShipBonus: { RANGE: 2, WEAPONS: 2, SHIELDS: 2 } },
});

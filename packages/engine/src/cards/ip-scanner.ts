/**
 * I.P. Scanner (Alternate Universe equipment). Reports to any of your outposts and is carried like
 * any equipment. Where it is with its owner's personnel (aboard the same ship or outpost, or on the
 * same planet) it nullifies three cards: the dilemmas Interphasic Plasma Creatures and Phased Matter,
 * and the interrupt Brain Drain. The declaration is the names (nullifiesWherePresent); rules/nullify.ts
 * finds the scanner for a group, and the dilemma encounter asks it for every dilemma met, so a
 * dilemma of those names met by a team with a scanner is discarded with no effect, whatever its own
 * file (none of the three has one yet) would do. Brain Drain, and Interphasic Plasma Creatures while
 * it lies on the table as an event, are to ask nullifierPresent with the personnel they act on when
 * their files come (docs/RULINGS.md, "Premiere and AU equipment").
 */
import { registerEquipmentFacts } from './equipment.ts';
import { declareCard } from './registry.ts';

export const IP_SCANNER = 'ip-scanner';
registerEquipmentFacts(IP_SCANNER);

export default declareCard(IP_SCANNER, {
  text: 'Three cards do nothing against your personnel in the group it is with: the dilemmas Phased Matter and Interphasic Plasma Creatures (discarded when met), and the interrupt Brain Drain.',
  nullifiesWherePresent: ['Interphasic Plasma Creatures', 'Brain Drain', 'Phased Matter'],
});

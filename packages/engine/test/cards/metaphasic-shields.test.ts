/** Metaphasic Shields (Premiere event): on the player's own ship, two more SHIELDS for every personnel of the SCIENCE classification on it. */
import { shieldsEventSpec } from './shields-event-spec.ts';

const SEVEN = ['Christopher Hobson', 'Linda Larson', 'Calloway', 'Taitt', 'Darian Wallace', 'Riva', 'Mr. Homn'];
shieldsEventSpec({ def: 'metaphasic-shields', blueprintId: '101_083', name: 'Metaphasic Shields', classification: 'SCIENCE', two: ['Taitt', 'Mendon'], skillOnly: 'seven-of-nine', seven: SEVEN });

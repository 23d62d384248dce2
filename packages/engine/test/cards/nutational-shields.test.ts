/** Nutational Shields (Premiere event): on the player's own ship, two more SHIELDS for every personnel of the ENGINEER classification on it. */
import { shieldsEventSpec } from './shields-event-spec.ts';

const SEVEN = ['Christopher Hobson', 'Linda Larson', 'Calloway', 'Taitt', 'Darian Wallace', 'Riva', 'Mr. Homn'];
shieldsEventSpec({ def: 'nutational-shields', blueprintId: '101_085', name: 'Nutational Shields', classification: 'ENGINEER', two: ['Linda Larson', 'Taurik'], skillOnly: 'Eric Pressman', seven: SEVEN });

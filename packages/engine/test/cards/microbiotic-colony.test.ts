/**
 * Microbiotic Colony (Premiere space dilemma): the ship is damaged unless SCIENCE, ENGINEER and OFFICER all aboard; a ship
 * already damaged is destroyed. Threshold crews at and one short; the other player's ship; met from an outpost.
 */
import { damageSpec } from './space-dilemma-spec.ts';

damageSpec({ name: 'Microbiotic Colony', blueprintId: '101_035', overcome: [['Dukath', 'Kromm', 'Batrell']], short: [['Kromm', 'Batrell'], ['Dukath', 'Batrell'], ['Dukath', 'Kromm']], points: 0 });

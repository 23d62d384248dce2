/**
 * Gravitic Mine (Premiere space dilemma): the ship is damaged unless SCIENCE and Navigation aboard; a ship
 * already damaged is destroyed. Threshold crews at and one short; the other player's ship; met from an outpost.
 */
import { damageSpec } from './space-dilemma-spec.ts';

damageSpec({ name: 'Gravitic Mine', blueprintId: '101_026', overcome: [['Dukath', 'Klag'], ['Torin', "B'iJik"]], short: [['Dukath', 'Batrell'], ['Klag', 'Batrell']], points: 0 });

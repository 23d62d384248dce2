/**
 * Nanites (Premiere space dilemma, 5 points): the ship is damaged unless two SCIENCE or Diplomacy among the crew; a ship
 * already damaged is destroyed. Threshold crews at and one short; the other player's ship; met from an outpost.
 */
import { damageSpec } from './space-dilemma-spec.ts';

damageSpec({ name: 'Nanites', blueprintId: '101_038', overcome: [['Dukath', 'Torin'], ["K'Tal"]], short: [['Dukath', 'Batrell']], points: 5 });

/**
 * Null Space (Premiere space dilemma, 5 points): the ship is damaged unless two Navigation aboard; a ship
 * already damaged is destroyed. Threshold crews at and one short; the other player's ship; met from an outpost.
 */
import { damageSpec } from './space-dilemma-spec.ts';

damageSpec({ name: 'Null Space', blueprintId: '101_041', overcome: [['Klag', "B'iJik"]], short: [['Klag', 'Batrell']], points: 5 });

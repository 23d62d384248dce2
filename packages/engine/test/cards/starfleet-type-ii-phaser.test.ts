/**
 * Starfleet Type II Phaser (Premiere equipment): your Federation and Non-Aligned personnel with it have STRENGTH +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'starfleet-type-ii-phaser', blueprintId: '101_064', name: 'Starfleet Type II Phaser', attribute: 'STRENGTH', useOnly: ['federation', 'non-aligned'], says: '+2 STRENGTH' });

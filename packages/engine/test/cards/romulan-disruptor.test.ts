/**
 * Romulan Disruptor (Premiere equipment): your Romulan and Non-Aligned personnel with it have STRENGTH +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'romulan-disruptor', blueprintId: '101_062', name: 'Romulan Disruptor', attribute: 'STRENGTH', useOnly: ['romulan', 'non-aligned'], says: '+2 STRENGTH' });

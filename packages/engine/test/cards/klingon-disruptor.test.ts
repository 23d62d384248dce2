/**
 * Klingon Disruptor (Premiere equipment): your Klingon and Non-Aligned personnel with it have STRENGTH +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'klingon-disruptor', blueprintId: '101_058', name: 'Klingon Disruptor', attribute: 'STRENGTH', useOnly: ['klingon', 'non-aligned'], says: '+2 STRENGTH' });

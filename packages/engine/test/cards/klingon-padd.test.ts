/**
 * Klingon PADD (Premiere equipment): your Klingon personnel with it have CUNNING +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'klingon-padd', blueprintId: '101_059', name: 'Klingon PADD', attribute: 'CUNNING', useOnly: ['klingon'], says: '+2 CUNNING' });

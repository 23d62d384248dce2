/**
 * Romulan PADD (Premiere equipment): your Romulan personnel with it have CUNNING +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'romulan-padd', blueprintId: '101_063', name: 'Romulan PADD', attribute: 'CUNNING', useOnly: ['romulan'], says: '+2 CUNNING' });

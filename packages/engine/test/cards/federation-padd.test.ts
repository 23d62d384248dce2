/**
 * Federation PADD (Premiere equipment): your Federation personnel with it have CUNNING +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { attributeItemSpec } from './equipment-spec.ts';

attributeItemSpec({ def: 'federation-padd', blueprintId: '101_057', name: 'Federation PADD', attribute: 'CUNNING', useOnly: ['federation'], says: '+2 CUNNING' });

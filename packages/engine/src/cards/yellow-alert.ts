/**
 * Yellow Alert (event). Goes on the table. Each of your personnel has CUNNING +1 while it is in
 * play; several Yellow Alerts still give only +1. (It would also cancel Red Alert!, a card not in
 * these decks.)
 */
import { declareCard } from './registry.ts';
import { tableEvent } from './common.ts';

export default declareCard('yellow-alert', {
  text: 'Your personnel get CUNNING +1 (only once, however many Yellow Alerts).',
  event: tableEvent(),
  abilities: { ownPersonnel: { CUNNING: 1 } },
});

/**
 * Yellow Alert (event). Goes on the table. Each of your personnel has CUNNING +1 while it is in
 * play; several Yellow Alerts still give only +1. (It would also cancel Red Alert!, a card not in
 * these decks.)
 */
import { eventCard } from './language.ts';

export default eventCard('yellow-alert', 'Your personnel get CUNNING +1 (only once, however many Yellow Alerts).', {
  playsOn: { table: true },
  abilities: { ownPersonnel: { CUNNING: 1 } },
});

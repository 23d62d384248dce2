/**
 * Red Alert! (Premiere event). Goes on the table with the turn's card play. From then on, its
 * owner's card play may instead be a run of reports for duty: any number of personnel, ships and
 * equipment, one after another, before his first order (rules/red-alert.ts). A Yellow Alert on the
 * table cancels it. docs/RULINGS.md, "Premiere events, batch B".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('red-alert', 'table');

export default eventCard(
  'red-alert',
  'Goes on the table. In place of your one card play you may report for duty as many personnel, ships and equipment as you like, before your first order. A Yellow Alert on the table cancels it.',
  { playsOn: { table: true } },
);

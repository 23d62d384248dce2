/**
 * Wartime Conditions (Alternate Universe event, 103_050). Played on its owner's table only once a ship
 * has attacked a Federation ship of his this game; while it is there, his Federation forces (barred from
 * starting battles in constructed play) may start battles against the affiliation of any ship that so
 * attacked. The memory of the attacks is its listener (rules/wartime.ts), read by battle.ts.
 * docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu" (LF3).
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { tableEvent } from './common.ts';
import { attackersOfFederation, noteAttackOnFederation, WARTIME_CONDITIONS } from '../rules/wartime.ts';

registerEventFacts(WARTIME_CONDITIONS, 'table');

export default declareCard(WARTIME_CONDITIONS, {
  text: 'Playable on your table only after a ship has attacked one of your Federation ships. While it is there, your Federation may start battles against the affiliation of a ship that attacked it.',
  spec: { event: { playsOn: { table: true } } },
  event: tableEvent((s, p) => attackersOfFederation(s, p).length > 0),
  after: [{ type: 'battleInitiated', run: noteAttackOnFederation }],
});

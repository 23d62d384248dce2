/**
 * Red Alert! (Premiere event, issue 25): while its owner has one on the table, his one card play
 * may instead be any number of reports for duty (personnel, ships, equipment), one after another,
 * before his first order. The turn shows it so: after the first such report the card play is
 * spent (no event or outpost may follow) but the turn stays in its play stage, and the player may
 * report again until he gives an order or ends the turn. A Yellow Alert on the table, anyone's,
 * cancels it (the intro Yellow Alert's card says so). turn.ts asks this file twice.
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { facts } from '../cards/facts.ts';
import type { CardId, GameState, Option, PlayerId } from '../core/types.ts';
import { card, eventsOnTable } from './board.ts';
import { playOptions } from './play.ts';

export const RED_ALERT = 'red-alert';
const YELLOW_ALERT = 'yellow-alert';

/** Whether a player's Red Alert! works now: one of his on the table, and no Yellow Alert anyone's. */
export function redAlertFor(s: GameState, p: PlayerId): boolean {
  const table = eventsOnTable(s);
  if (table.some((id) => card(s, id).def === YELLOW_ALERT)) return false;
  return table.some((id) => card(s, id).def === RED_ALERT && card(s, id).owner === p);
}

const REPORTED = new Set(['personnel', 'ship', 'equipment']);

/** Whether this card play is a report under Red Alert!: the play stage then goes on. */
export function reportKeepsPlay(s: GameState, p: PlayerId, o: Option): boolean {
  if (o.act.type !== 'play' || !redAlertFor(s, p)) return false;
  return REPORTED.has(facts(card(s, o.card as CardId).def).type);
}

/** After a report under Red Alert! (card play spent, still in the play stage): the further reports offered. */
export function redAlertOptions(s: GameState, p: PlayerId, out: Option[]): void {
  if (s.turn.stage !== 'play' || !s.turn.cardPlayed || !redAlertFor(s, p)) return;
  for (const o of playOptions(s, p)) {
    if (REPORTED.has(facts(card(s, o.card as CardId).def).type)) out.push({ ...o, label: `${o.label} (Red Alert!)` });
  }
}

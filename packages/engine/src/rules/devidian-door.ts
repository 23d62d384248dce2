/**
 * The Devidian Door's play "from the future" and the debt it leaves (issue 24, item 7; Alternate
 * Universe 103_033; docs/RULINGS.md, "Constructed: closing doors"). The card itself (played to the
 * table as the turn's card play) is cards/devidian-door.ts; its uses are offered here, beside the
 * turn's other orders (rules/turn.ts), as `use` acts.
 *
 * - Once in each of his turns, a player with a Devidian Door on the table (and an open Alternate
 *   Universe Door: the Devidian Door is an [AU] card) may play one personnel or equipment card from
 *   hand to the planet of any planet or dual mission on the spaceline. It is not the turn's card play.
 *   The card must be one he could bring into play there: the [AU] gate, the persona and unique rules,
 *   a hologram only where holograms may be, a personnel only where it may join his Away Team.
 * - That use leaves a debt (a mark of the Devidian Door used on the card played): during his next
 *   turn he shows a Devidian Door from hand and places it out of play. The engine shows it for him at
 *   the start of that turn when he holds one; a door that comes to hand later in the turn may be shown
 *   as an order. A debt still open when that turn ends (its draw comes too late), or when the game
 *   ends first, loses him the game.
 */
import { facts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { whyCannotJoin, isDualAffiliation } from './affiliations.ts';
import { card, eventsOnTable, missionFacts, missionLabel, moveTo, name } from './board.ts';
import { auDoorOpen, whyAuBlocked } from './doorways.ts';
import { hologramsRestricted, holoPlanet, isHologramDef } from './holograms.ts';
import { entryRefusal } from './play.ts';
import { openResponse } from './responses.ts';
import { devidianUsesAllowed } from './ophidian-cane.ts';

/** Devidian Door (Alternate Universe, 103_033), by its engine id. */
export const DEVIDIAN_DOOR = 'devidian-door';

/** This player's Devidian Doors on the table. */
export function devidianDoorsOf(s: GameState, p: PlayerId): CardId[] {
  return eventsOnTable(s, p).filter((id) => card(s, id).def === DEVIDIAN_DOOR);
}

/** The player's open debts: one mark for each use of a Devidian Door not yet paid. */
export function debtsOf(s: GameState, p: PlayerId): Mark[] {
  if (s.effects.length === 0) return [];
  return marksBy(s, DEVIDIAN_DOOR).filter((m) => card(s, m.source).owner === p);
}

/** The debts due now: the player's, from an earlier turn, in his own turn. */
export function dueDebts(s: GameState, p: PlayerId): Mark[] {
  return debtsOf(s, p).filter((m) => m.turn < s.turn.number);
}

const doorInHand = (s: GameState, p: PlayerId) => seat(s, p).hand.find((id) => card(s, id).def === DEVIDIAN_DOOR);

/** Pays the player's debts with a Devidian Door from hand (shown, then placed out of play); false when he holds none. */
export function payDebts(s: GameState, p: PlayerId, debts: readonly Mark[], door = doorInHand(s, p)): boolean {
  if (debts.length === 0) return true;
  if (door === undefined) return false;
  moveTo(s, door, { z: 'outOfPlay' });
  for (const m of debts) clearMark(s, m);
  emit(s, 'devidianDoorShown', `${p} shows ${name(s, door)} from hand and places it out of play (the Devidian Door's debt is paid)`, { player: p, card: door });
  return true;
}

/**
 * Whether the player owes a Devidian Door he could not show as his hand stands: an open debt and no
 * Devidian Door in hand (one shown pays every debt due, rules above). A position's value to a bot
 * weighs this (rules/endgame.ts lossesOwed), so no bot uses a door without a second to show.
 */
export function owesWithoutMeans(s: GameState, p: PlayerId): boolean {
  return debtsOf(s, p).length > 0 && doorInHand(s, p) === undefined;
}

/** Whether the player may still use a Devidian Door this turn (before looking at his hand). */
function mayUse(s: GameState, p: PlayerId): CardId | undefined {
  if (rulesOf(s).doorways === 'none' || s.turn.active !== p) return undefined;
  const door = devidianDoorsOf(s, p)[0];
  if (door === undefined || !auDoorOpen(s, p)) return undefined;
  if (debtsOf(s, p).filter((m) => m.turn === s.turn.number).length >= devidianUsesAllowed(s, p)) return undefined; // once each turn; three with an Ophidian Cane (rules/ophidian-cane.ts)
  return door;
}

/** The planets a card from this player's hand may be played to by the Devidian Door. */
export function futureSites(s: GameState, p: PlayerId, id: CardId): LocationId[] {
  const f = facts(card(s, id).def);
  if (f.type !== 'personnel' && f.type !== 'equipment') return [];
  if (isDualAffiliation(f.id) || whyAuBlocked(s, p, id) || entryRefusal(s, p, f.id)) return [];
  return s.spaceline.filter((loc) => {
    if (missionFacts(s, loc).missionType === 'space') return false;
    if (hologramsRestricted(s) && isHologramDef(f.id) && !holoPlanet(s, loc)) return false;
    return whyCannotJoin(s, id, `planet:${loc}`) === null;
  });
}

/** The Devidian Door's orders for the active player, appended to `out`. */
export function devidianOptions(s: GameState, p: PlayerId, out: Option[]): void {
  const due = s.turn.active === p ? dueDebts(s, p) : [];
  const held = due.length > 0 ? doorInHand(s, p) : undefined;
  if (held !== undefined) {
    out.push({ id: `show:${held}`, label: `Reveal ${name(s, held)} held in hand and remove it from the game (pays the Devidian Door's debt)`, card: held, group: 'use', act: { type: 'use', use: 'showDevidianDoor', card: held } });
  }
  const door = mayUse(s, p);
  if (door === undefined) return;
  const seen = new Set<string>();
  for (const id of seat(s, p).hand) {
    const d = card(s, id).def;
    if (seen.has(d)) continue;
    seen.add(d);
    for (const loc of futureSites(s, p, id)) {
      out.push({ id: `future:${id}@${loc}`, label: `Devidian Door: play ${name(s, id)} from the future to the planet of ${missionLabel(s, loc)}`, card: id, target: loc, group: 'use', act: { type: 'use', use: 'devidianDoor', card: id, target: loc } });
    }
  }
}

/** Carries out a Devidian Door order chosen from the main decision. */
export function chooseDevidian(s: GameState, p: PlayerId, o: Option): void {
  const a = o.act;
  if (a.type !== 'use') return;
  if (a.use === 'showDevidianDoor') {
    payDebts(s, p, dueDebts(s, p), a.card);
    return;
  }
  const door = mayUse(s, p) as CardId;
  const loc = a.target as LocationId;
  moveTo(s, a.card, { z: 'planet', loc });
  addMark(s, door, a.card);
  const verb = facts(card(s, a.card).def).type === 'personnel' ? 'reports' : 'is played';
  emit(s, 'cardPlayed', `${name(s, a.card)} ${verb} from the future to the planet of ${missionLabel(s, loc)} through ${p}'s ${name(s, door)}; ${p} must show a Devidian Door during the next turn`, { player: p, card: a.card, loc, door });
  happened(s, { type: 'cardPlayed', player: p, card: a.card });
  openResponse(s, opponent(s, p), { type: 'cardPlayed', card: a.card, by: p });
}

/**
 * At the end of the game (a deck run out, a player reaching 100 points): every debt, due or not, is
 * paid now with a Devidian Door from hand, shown for the player; the players who cannot pay.
 */
export function unpaidAtGameEnd(s: GameState): PlayerId[] {
  if (s.effects.length === 0) return [];
  return s.seats.filter((p) => !payDebts(s, p, debtsOf(s, p)));
}

/** The start of the player's turn (rules/turn.ts): a debt due now is paid for him when he holds a Devidian Door. */
export function payDueDebts(s: GameState, p: PlayerId): void {
  if (s.effects.length === 0) return;
  payDebts(s, p, dueDebts(s, p));
}

/** The end of the player's turn, after its draw (rules/turn.ts): why he loses the game, or null. */
export function unpaidAtTurnEnd(s: GameState, p: PlayerId): string | null {
  if (s.effects.length === 0 || dueDebts(s, p).length === 0) return null;
  return `${p} did not show a Devidian Door during the turn after using one`;
}

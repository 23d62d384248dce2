/**
 * Cloaking (constructed; digest 7.6; docs/RULINGS.md, "Constructed: cloaking, holograms and
 * battle"). On its owner's turn, a staffed, unstopped ship with a Cloaking Device may cloak, or
 * decloak, once a turn, at no cost: an order like a move. While cloaked it may move, but it cannot
 * be attacked, attack or fire back, beam or be beamed to, attempt a mission from space, or use its
 * tractor beam (nor be locked in one). Both players see that a ship is cloaked (the state view);
 * the flag is dropped when the ship leaves play (board.ts, resetStatus). The intro game has no
 * cloaking (the quick-start sheet says to ignore Cloaking Devices): GameRules.ships.cloaking.
 */
import { emit } from '../core/flow.ts';
import type { CardId, GameState, Option, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { card, name, ownShips, shipFacts, typeOf } from './board.ts';
import { isStaffed } from './movement.ts';
import { ordersOutOfTurn } from './control.ts';

export const CLOAKING_DEVICE = 'Cloaking Device';

/** Whether the card is a ship with a Cloaking Device. */
export function hasCloakingDevice(s: GameState, ship: CardId): boolean {
  return typeOf(s, ship) === 'ship' && shipFacts(s, ship).specialEquipment.includes(CLOAKING_DEVICE);
}

/** Whether the card is a cloaked ship. */
export function isCloaked(s: GameState, id: CardId): boolean {
  return s.cards[id]?.cloaked === true;
}

/** Whether a ship may use its tractor beam now (Ship Seizure): it has one and is not cloaked. */
export function tractorReady(s: GameState, ship: CardId): boolean {
  return typeOf(s, ship) === 'ship' && shipFacts(s, ship).specialEquipment.includes('Tractor Beam') && !isCloaked(s, ship);
}

/** Why the player cannot cloak or decloak the ship now, or null if they can. */
export function whyCannotCloak(s: GameState, p: PlayerId, ship: CardId): string | null {
  if (!rulesOf(s).ships.cloaking) return 'Ships do not cloak in this game: the quick-start rules ignore Cloaking Devices';
  const c = card(s, ship);
  const n = name(s, ship);
  if (!hasCloakingDevice(s, ship)) return `${n} has no Cloaking Device`;
  if ((c.ctrl ?? c.owner) !== p) return `${n} is not your ship`; // its controller's (rules/control.ts)
  if (s.turn.active !== p && !ordersOutOfTurn(s, p)) return 'A ship cloaks or decloaks only on its owner\'s turn'; // or while its controller commands it out of turn (Alien Parasites, rules/control.ts)
  if (c.at.z !== 'inSpace') return `${n} is not on the spaceline`;
  if (c.stopped) return `${n} is stopped and can do nothing more this turn`;
  if (!isStaffed(s, ship)) return `${n} needs at least one ${shipFacts(s, ship).affiliation} personnel aboard to work its Cloaking Device`;
  if (c.cloakTurn === s.turn.number) return `${n} has already ${c.cloaked ? 'cloaked' : 'decloaked'} this turn`;
  return null;
}

/** The cloak and decloak orders this player may give now, appended to `out` (a new list unless one is given). */
export function cloakOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  if (!rulesOf(s).ships.cloaking) return out;
  for (const ship of ownShips(s, p)) {
    if (!hasCloakingDevice(s, ship) || whyCannotCloak(s, p, ship) !== null) continue;
    const cloak = !isCloaked(s, ship);
    out.push({
      id: `${cloak ? 'cloak' : 'decloak'}:${ship}`,
      label: `${cloak ? 'Cloak' : 'Decloak'} ${name(s, ship)}`,
      card: ship,
      group: 'cloak',
      act: { type: 'cloak', card: ship, cloak },
    });
  }
  return out;
}

/** Carries out a cloak or decloak order. */
export function chooseCloak(s: GameState, p: PlayerId, o: Option): void {
  const act = o.act;
  if (act.type !== 'cloak') throw new Error(`not a cloaking option: ${o.id}`);
  const why = whyCannotCloak(s, p, act.card);
  if (why) throw new Error(why);
  setCloaked(s, act.card, act.cloak);
  card(s, act.card).cloakTurn = s.turn.number;
}

/** Cloaks or decloaks a ship (also for cards that force a ship to decloak). */
export function setCloaked(s: GameState, ship: CardId, cloaked: boolean): void {
  const c = card(s, ship);
  if (cloaked) c.cloaked = true;
  else delete c.cloaked;
  emit(s, cloaked ? 'shipCloaked' : 'shipDecloaked', `${name(s, ship)} ${cloaked ? 'cloaks' : 'decloaks'}`, { card: ship, player: c.owner });
}

/**
 * Beaming to the next location (Near-Warp Transport, Premiere interrupt): from one of the player's
 * ships in space to a container at a neighbouring spaceline location: the planet there (a planet or
 * dual mission), or his own ship (not cloaked) or outpost there. He picks up to six of his own
 * unstopped personnel and equipment aboard, one at a time, each one the destination takes (the mixing
 * rules, holograms); a planet's beaming limit counts the personnel beamed to it. The move is a beaming:
 * its listeners hear it (cardsBeamed) and the log shows it as beaming shows a transfer.
 */
import { beamAllowance, compatible, containerLabel, containerOf, planetOf } from './beaming.ts';
import { aboard, locationOf, missionFacts, moveTo, name, outpostsOf, ownShips, typeOf } from './board.ts';
import { shipToShipBarred } from './mission-text.ts';
import { CANCEL, DONE, pickAct } from '../core/acts.ts';
import { defineFrame, emit, pop, PUBLIC_FRAME } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId, Spot } from '../core/types.ts';
import { seat } from '../core/types.ts';

/** At most this many cards go in one Near-Warp Transport. */
export const NEAR_WARP_MAX = 6;

export interface NearWarpFrame extends Frame {
  kind: 'near-warp';
  player: PlayerId;
  ship: CardId;
  /** a ship or outpost card id, or `planet:<location>` (rules/beaming.ts Container) */
  to: string;
  picked: CardId[];
}

const spot = (c: string): Spot => (c.startsWith('planet:') ? { planet: c.slice(7) } : { card: c });

/** The locations next to this one on the spaceline. */
function neighbours(s: GameState, loc: LocationId): LocationId[] {
  const i = s.spaceline.indexOf(loc);
  if (i < 0) return [];
  return [s.spaceline[i - 1], s.spaceline[i + 1]].filter((l): l is LocationId => l !== undefined);
}

/** The containers of the player at a location a near-warp beam may reach: the planet, his uncloaked ships, his outposts. */
function targetsAt(s: GameState, p: PlayerId, loc: LocationId): string[] {
  const out: string[] = [];
  if (missionFacts(s, loc).missionType !== 'space') out.push(planetOf(loc));
  for (const ship of ownShips(s, p)) {
    const c = s.cards[ship] as CardState;
    if (c.at.z === 'inSpace' && c.at.loc === loc && !c.cloaked) out.push(ship);
  }
  for (const o of outpostsOf(s, p)) if (locationOf(s, o) === loc) out.push(o);
  return out;
}

/** How many more personnel may go to this container (a planet's beaming allowance; no limit aboard). */
function room(s: GameState, p: PlayerId, to: string, picked: readonly CardId[]): number {
  if (!to.startsWith('planet:')) return Infinity;
  return beamAllowance(s, p, to.slice(7)) - picked.filter((id) => typeOf(s, id) === 'personnel').length;
}

/** The cards aboard the ship the player may still pick for the beam to `to`. */
export function nearWarpPickable(s: GameState, p: PlayerId, ship: CardId, to: string, picked: readonly CardId[]): CardId[] {
  if (picked.length >= NEAR_WARP_MAX) return [];
  const left = room(s, p, to, picked);
  return aboard(s, ship).filter((id) => {
    const c = s.cards[id] as CardState;
    if (c.owner !== p || c.stopped || c.at.z !== 'aboard' || picked.includes(id)) return false;
    const t = typeOf(s, id);
    if (t !== 'personnel' && t !== 'equipment') return false;
    if (t === 'personnel' && left <= 0) return false;
    return compatible(s, id, to, picked);
  });
}

/** Every (ship, destination) pair the player may beam between now by near-warp. */
export function nearWarpPairs(s: GameState, p: PlayerId): [CardId, string][] {
  const out: [CardId, string][] = [];
  for (const ship of ownShips(s, p)) {
    const c = s.cards[ship] as CardState;
    if (c.at.z !== 'inSpace' || c.cloaked) continue;
    for (const loc of neighbours(s, c.at.loc)) {
      // ship to ship, where either end is at a Quash Conspiracy (rules/mission-text.ts)
      const noShipToShip = shipToShipBarred(s, c.at.loc) || shipToShipBarred(s, loc);
      for (const to of targetsAt(s, p, loc)) {
        if (noShipToShip && !to.startsWith('planet:') && typeOf(s, to) === 'ship') continue;
        if (nearWarpPickable(s, p, ship, to, []).length > 0) out.push([ship, to]);
      }
    }
  }
  return out;
}

/** A pair's words: "from X to Y at Z". */
export function nearWarpLabel(s: GameState, ship: CardId, to: string): string {
  const where = to.startsWith('planet:') ? '' : ` at ${name(s, locationOf(s, to) as LocationId)}`;
  return `beam from ${name(s, ship)} to ${containerLabel(s, to)}${where}`;
}

function move(s: GameState, f: NearWarpFrame): void {
  const to = spot(f.to);
  for (const id of f.picked) moveTo(s, id, to.planet !== undefined ? { z: 'planet', loc: to.planet } : { z: 'aboard', host: to.card as CardId });
  if (to.planet !== undefined) {
    const n = f.picked.filter((id) => typeOf(s, id) === 'personnel').length;
    if (n > 0) seat(s, f.player).beamedThisTurn[to.planet] = (seat(s, f.player).beamedThisTurn[to.planet] ?? 0) + n;
  }
  const from = containerOf({ card: f.ship });
  happened(s, { type: 'cardsBeamed', player: f.player, from: spot(from), to, cards: [...f.picked] });
  const text = `${f.player}: near-warp ${nearWarpLabel(s, f.ship, f.to)}: ${f.picked.map((id) => name(s, id)).join(', ')}`;
  if (to.planet !== undefined) emit(s, 'cardsTransferred', text, { player: f.player, from: spot(from), to, cards: [...f.picked] });
  else {
    emit(s, 'cardsTransferred', `${f.player}: near-warp ${nearWarpLabel(s, f.ship, f.to)}: ${f.picked.length} card(s)`, { player: f.player, from: spot(from), to, count: f.picked.length }, { not: f.player });
    emit(s, 'cardsTransferredSecret', text, { player: f.player, from: spot(from), to, cards: [...f.picked] }, f.player);
  }
}

defineFrame<NearWarpFrame>('near-warp', {
  // what is picked before it moves: seen by its player alone
  shown(f, viewer) {
    return f.player === viewer ? PUBLIC_FRAME(f) : { ...(PUBLIC_FRAME(f) as NearWarpFrame), picked: f.picked.map(() => '?') };
  },
  run(s, f) {
    const left = nearWarpPickable(s, f.player, f.ship, f.to, f.picked);
    if (left.length === 0) {
      pop(s, f);
      if (f.picked.length) move(s, f);
      return;
    }
    const options: Option[] = left.map((id) => ({ id: `pick:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) }));
    options.push(f.picked.length ? { id: 'done', label: `Done (${f.picked.length} chosen)`, group: 'done', act: DONE } : { id: 'cancel', label: 'Cancel', group: 'done', act: CANCEL });
    return {
      player: f.player,
      kind: 'pickTransfer',
      prompt: `Near-Warp Transport, ${nearWarpLabel(s, f.ship, f.to)}: choose up to ${NEAR_WARP_MAX - f.picked.length} more card(s)`,
      options,
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'cancel') return pop(s, f);
    if (o.act.type === 'done') {
      pop(s, f);
      move(s, f);
      return;
    }
    f.picked.push(o.card as CardId);
  },
});

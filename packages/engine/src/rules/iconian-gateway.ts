/**
 * Travel through an Iconian Gateway (Alternate Universe artifact played as an event on a planet
 * location): while it is in play, any player, at his main decision, may send his own unstopped
 * personnel and equipment from the surface of the gateway's planet to the surface of any other planet
 * location, picked one at a time (each one the destination takes: the mixing rules, holograms). It is a
 * move of his turn, as beaming is (it ends the turn's card-play stage), but it is not beaming: no
 * beaming limit counts it and nothing that stops beaming stops it. The opponent may respond after it,
 * as after any order.
 * Asked only while a gateway is in play. docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { compatible, planetOf } from './beaming.ts';
import { inPlayDefs, missionFacts, moveTo, name, onPlanet, typeOf } from './board.ts';
import { holdTransport, refusesTransport, registerCarrier, transportsHeld } from './held-transport.ts';
import { CANCEL, DONE, pickAct } from '../core/acts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { openResponse } from './responses.ts';

export const ICONIAN_GATEWAY = 'iconian-gateway';

/** The location a gateway in play stands on (attached to its mission), or undefined. */
function gatewayAt(s: GameState, gw: CardId): LocationId | undefined {
  const c = s.cards[gw] as CardState;
  return c.at.z === 'attached' ? c.at.host : undefined;
}

/** The player's cards on the planet at `from` that may go to the planet at `to`, `picked` going too. */
export function gatewayPickable(s: GameState, p: PlayerId, from: LocationId, to: LocationId, picked: readonly CardId[]): CardId[] {
  return onPlanet(s, from, p).filter((id) => {
    const c = s.cards[id] as CardState;
    if (c.stopped || c.at.z !== 'planet' || picked.includes(id) || refusesTransport(s, id)) return false; // refusesTransport: Barclay Transporter Phobia (rules/held-transport.ts)
    const t = typeOf(s, id);
    return (t === 'personnel' || t === 'equipment') && compatible(s, id, planetOf(to), picked);
  });
}

/** The journeys through gateways the player may start now, as main-decision options. */
export function gatewayOptions(s: GameState, p: PlayerId, out: Option[]): void {
  const gates = inPlayDefs(s).get(ICONIAN_GATEWAY);
  if (!gates) return;
  const done = new Set<LocationId>();
  for (const gw of gates) {
    const from = gatewayAt(s, gw);
    if (from === undefined || done.has(from)) continue;
    done.add(from);
    for (const to of s.spaceline) {
      if (to === from || missionFacts(s, to).missionType === 'space') continue;
      if (gatewayPickable(s, p, from, to, []).length === 0) continue;
      out.push({ id: `gateway:${gw}:${to}`, label: `Go through the Iconian Gateway at ${name(s, from)} to the planet at ${name(s, to)}`, card: gw, target: to, group: 'move', act: { type: 'use', use: 'iconianGateway', card: gw, target: to } });
    }
  }
}

interface GatewayFrame extends Frame {
  kind: 'iconianGateway';
  player: PlayerId;
  gateway: CardId;
  from: LocationId;
  to: LocationId;
  picked: CardId[];
}

/** Starts a journey chosen at the main decision: the player picks who goes. */
export function chooseGateway(s: GameState, p: PlayerId, o: Option): void {
  if (o.act.type !== 'use' || o.act.target === undefined) return;
  const from = gatewayAt(s, o.act.card);
  if (from === undefined) return;
  s.turn.stage = 'orders';
  openResponse(s, opponent(s, p), { type: 'between', after: o.act }); // after the journey, as after any order
  const f: GatewayFrame = { kind: 'iconianGateway', player: p, gateway: o.act.card, from, to: o.act.target, picked: [] };
  push(s, f);
}

function go(s: GameState, f: GatewayFrame): void {
  // constructed: held for the response point before a transport (Barclay Transporter Phobia, rules/held-transport.ts)
  if (transportsHeld(s) && f.picked.some((id) => typeOf(s, id) === 'personnel')) holdTransport(s, { player: f.player, by: 'gateway', from: f.from, to: f.to, via: f.gateway, cards: [...f.picked] });
  else travel(s, f.player, f.gateway, f.from, f.to, f.picked);
}

/** The cards go through the gateway, those still on its planet and not refusing transport. */
function travel(s: GameState, p: PlayerId, gateway: CardId, from: LocationId, to: LocationId, picked: readonly CardId[]): void {
  const ids = picked.filter((id) => {
    const at = (s.cards[id] as CardState).at;
    return at.z === 'planet' && at.loc === from && !refusesTransport(s, id);
  });
  if (ids.length === 0) return;
  for (const id of ids) moveTo(s, id, { z: 'planet', loc: to });
  emit(s, 'cardsTransferred', `${p}: through the Iconian Gateway from ${name(s, from)} to the planet at ${name(s, to)}: ${ids.map((id) => name(s, id)).join(', ')}`, {
    player: p,
    from: { planet: from },
    to: { planet: to },
    cards: [...ids],
    gateway,
  });
}

registerCarrier('gateway', (s, f) => travel(s, f.player, f.via as CardId, f.from, f.to, f.cards));

defineFrame<GatewayFrame>('iconianGateway', {
  // cards on a planet surface are seen by both players
  shown: PUBLIC_FRAME,
  run(s, f) {
    const left = gatewayPickable(s, f.player, f.from, f.to, f.picked);
    if (left.length === 0 && f.picked.length > 0) {
      pop(s, f);
      go(s, f);
      return;
    }
    const options: Option[] = left.map((id) => ({ id: `pick:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) }));
    options.push(f.picked.length ? { id: 'done', label: `Done (${f.picked.length} chosen)`, group: 'done', act: DONE } : { id: 'cancel', label: 'Cancel', group: 'done', act: CANCEL });
    return { player: f.player, kind: 'pickTransfer', prompt: `Iconian Gateway, to the planet at ${name(s, f.to)}: choose who goes`, options };
  },
  choose(s, f, o) {
    if (o.act.type === 'cancel') return pop(s, f);
    if (o.act.type === 'done') {
      pop(s, f);
      go(s, f);
      return;
    }
    f.picked.push(o.card as CardId);
  },
});

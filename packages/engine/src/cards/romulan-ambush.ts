/**
 * Romulan Ambush (Alternate Universe interrupt, 103_073). At any of its player's response points, on
 * an opponent's ship with SHIELDS under 6 (as the ship stands now) at the same location as a
 * D'deridex-class ship of his: first he picks one personnel aboard the target, who is taken captive
 * (rules/captives.ts; with one aboard no pick is asked), then the ship is destroyed with everyone
 * else aboard, who die. A cloaked target cannot be seen, so it cannot be ambushed. docs/RULINGS.md,
 * "Alternate Universe: captives".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { facts } from './facts.ts';
import type { PlayChoice } from './registry.ts';
import { pickAct } from '../core/acts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name, personnelAboard, shipsAt } from '../rules/board.ts';
import { capture } from '../rules/captives.ts';
import { isCloaked } from '../rules/cloaking.ts';
import { destroyShip } from '../rules/damage.ts';
import { anyTime } from '../rules/responses.ts';
import { shipAttribute } from '../rules/ship-attributes.ts';

export const ROMULAN_AMBUSH = 'romulan-ambush';
/** The SHIELDS a target must be under. */
export const SHIELDS_UNDER = 6;

const isDderidex = (s: GameState, ship: CardId): boolean => {
  const f = facts(card(s, ship).def);
  return f.type === 'ship' && f.class === "D'deridex Class";
};

/** The opponent's ships the player may ambush now, each with its location. */
export function targets(s: GameState, p: PlayerId): { ship: CardId; loc: LocationId }[] {
  const out: { ship: CardId; loc: LocationId }[] = [];
  for (const loc of s.spaceline) {
    if (!shipsAt(s, loc, p).some((id) => isDderidex(s, id))) continue;
    for (const t of shipsAt(s, loc, opponent(s, p))) if (!isCloaked(s, t) && shipAttribute(s, t, 'SHIELDS') < SHIELDS_UNDER) out.push({ ship: t, loc });
  }
  return out;
}

interface AmbushFrame extends Frame {
  kind: 'romulanAmbush';
  player: PlayerId;
  ship: CardId;
  source: CardId;
}

function finish(s: GameState, f: AmbushFrame, captive: CardId | undefined): void {
  pop(s, f);
  if (captive) capture(s, captive, f.player, `spared from ${name(s, f.ship)} by ${name(s, f.source)}`);
  destroyShip(s, f.ship, `ambushed by ${name(s, f.source)}`);
}

const ambushFrame: FrameHandler<AmbushFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (card(s, f.ship).at.z !== 'inSpace') return void pop(s, f);
    const crew = personnelAboard(s, f.ship);
    if (crew.length <= 1) return void finish(s, f, crew[0]);
    return {
      player: f.player,
      kind: 'romulanAmbush',
      prompt: `${name(s, f.source)}: choose the one personnel aboard ${name(s, f.ship)} taken captive; the rest die with the ship`,
      options: crew.map((id) => ({ id: `captive:${id}`, label: `Take ${name(s, id)} captive`, card: id, group: 'pick', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    finish(s, f, o.act.type === 'pick' ? o.act.card : undefined);
  },
};

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  return targets(s, p).map(({ ship, loc }) => ({ key: ship, label: `ambush ${card(s, ship).owner}'s ${name(s, ship)} at ${name(s, loc)}`, target: ship }));
}

export default playedInterrupt(
  ROMULAN_AMBUSH,
  "Where your D'deridex-class ship is, destroy an opponent's ship whose SHIELDS are below 6: you first pick one personnel aboard it to take captive, and everyone else aboard dies with the ship.",
  {
    spec: { when: 'anyTime', target: { coded: "an opponent's ship with SHIELDS under 6 where your D'deridex-class ship is" }, effects: [{ coded: 'one aboard taken captive (your choice), the ship destroyed with the rest' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, p, _c, win) => (anyTime(win) ? choices(s, p) : []),
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      if (!targets(s, p).some((x) => x.ship === t)) return emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, t)} out of reach`, { card: c });
      emit(s, 'ambush', `${p}'s ${name(s, c)} falls on ${name(s, t)}`, { card: c, ship: t });
      const f: AmbushFrame = { kind: 'romulanAmbush', player: p, ship: t, source: c };
      push(s, f);
    },
  },
  { frames: { romulanAmbush: ambushFrame as FrameHandler } },
);

/**
 * A ship that hurls its target (Gomtuu, CardBehaviour hurlsTarget): in a ship battle, when it is among
 * the attacking ships, or is the ship attacked and fires back, a target ship whose SHIELDS (its own
 * attribute, not the defense with an outpost's help) are below the card's figure is flung along the
 * spaceline, up to the card's span in either direction, to a location the hurling ship's player picks.
 * Whether it may be hurled is decided before damage is applied; the throw comes after the damage, and a
 * ship destroyed by it is not thrown. Hurling does not damage, uses no RANGE of either ship, and is no
 * move of its owner's (the ship stays stopped by the battle); the arrival is a ship's arrival as any
 * other (rules/movement.ts placeShip). battle.ts asks hurlerAmong and pushHurl. docs/RULINGS.md,
 * "Alternate Universe events, the last four, and Gomtuu" (LF5).
 */
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { behaviour } from '../cards/registry.ts';
import { card, locIndex, missionFacts, name } from './board.ts';
import { placeShip } from './movement.ts';
import { shipAttribute } from './ship-attributes.ts';

export const HURL_FRAME = 'hurl';

/** One throw of a ship, its destination picked by the hurling ship's player. */
export interface HurlFrame extends Frame {
  kind: typeof HURL_FRAME;
  player: PlayerId;
  hurler: CardId;
  target: CardId;
}

/** The first of these ships that may hurl this target now (its SHIELDS below the hurler's figure), if any. */
export function hurlerAmong(s: GameState, ships: readonly CardId[], target: CardId): CardId | undefined {
  for (const id of ships) {
    const h = behaviour(card(s, id).def)?.hurlsTarget;
    if (h && card(s, target).at.z === 'inSpace' && shipAttribute(s, target, 'SHIELDS') < h.shieldsBelow) return id;
  }
  return undefined;
}

/** The locations a ship could be thrown to from where it is, at most `span` away (the spans of the locations entered), with their cost. */
export function hurlDestinations(s: GameState, ship: CardId, span: number): Map<LocationId, number> {
  const out = new Map<LocationId, number>();
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return out;
  const start = locIndex(s, c.at.loc);
  for (const dir of [-1, 1]) {
    let cost = 0;
    for (let i = start + dir; i >= 0 && i < s.spaceline.length; i += dir) {
      const loc = s.spaceline[i] as LocationId;
      cost += missionFacts(s, loc).span;
      if (cost > span) break;
      out.set(loc, cost);
    }
  }
  return out;
}

/** Asks the hurling ship's player where the target goes (after the battle's damage). */
export function pushHurl(s: GameState, player: PlayerId, hurler: CardId, target: CardId): void {
  const f: HurlFrame = { kind: HURL_FRAME, player, hurler, target };
  push(s, f);
}

export const hurlFrame: FrameHandler<HurlFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const span = behaviour(card(s, f.hurler).def)?.hurlsTarget?.span ?? 0;
    const to = hurlDestinations(s, f.target, span);
    // destroyed by the battle, or nowhere to go
    if (to.size === 0) {
      if (card(s, f.target).at.z === 'inSpace') emit(s, 'noEffect', `${name(s, f.target)} has nowhere within ${span} span to be hurled to`, { card: f.target });
      pop(s, f);
      return;
    }
    const options: Option[] = [...to].map(([loc, cost]) => ({
      id: `hurl:${loc}`,
      label: `Hurl ${name(s, f.target)} to ${name(s, loc)} (${cost} span)`,
      // the option names the card acting, as its act does (core/invariants.ts); the hurled ship is in the label
      card: f.hurler,
      target: loc,
      group: 'pick',
      act: { type: 'use', use: 'hurl', card: f.hurler, target: loc },
    }));
    return { player: f.player, kind: 'hurlShip', prompt: `${name(s, f.hurler)} hurls ${name(s, f.target)}: choose where it goes, up to ${span} span away`, options };
  },
  choose(s, f, o) {
    pop(s, f);
    const loc = o.target as LocationId;
    const from = card(s, f.target).at;
    placeShip(s, f.target, loc);
    emit(s, 'shipHurled', `${name(s, f.hurler)} hurls ${name(s, f.target)}${from.z === 'inSpace' ? ` from ${name(s, from.loc)}` : ''} to ${name(s, loc)}`, { ship: f.target, by: f.hurler, to: loc });
  },
};

/**
 * The constructed seed phase's doorway step and what may be seeded where (issue 24, items 3 and 6;
 * rules digest §2 step 0, §2.5, §9.1), read by rules/setup.ts:
 *
 * - The doorway step (GameRules.doorways): before the missions, each player in the seeding order who
 *   has an Alternate Universe Door among their seed cards opens it face up on the table, or declines.
 *   A declined door stays with the seed cards that were not seeded.
 * - Dilemmas and artifacts (GameRules.artifacts) are seeded face down under any mission; a player
 *   puts no two copies of one card under one mission and at most one artifact of theirs under each
 *   mission; a card with the [AU] icon is seeded only while its owner's door is open (rules/doorways.ts).
 *   A Cryosatellite seeds at a space location only, and lets its owner seed one more artifact and up
 *   to three [AU] personnel with it; no personnel is seeded anywhere else (rules/seed-holders.ts).
 */
import { facts } from '../cards/facts.ts';
import { DONE } from '../core/acts.ts';
import { emit } from '../core/flow.ts';
import type { Ask } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { card, dilemmasUnder, moveTo, name } from './board.ts';
import { isAuDoor, whyAuBlocked } from './doorways.ts';
import { holderSeedVerdict } from './seed-holders.ts';
import type { SetupFrame } from './setup.ts';

/** This player's seed-pile cards of these types, in the order the cards were made. */
function seedCards(s: GameState, p: PlayerId, types: readonly string[]): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.owner === p && c.at.z === 'seedPile' && types.includes(facts(c.def).type)) out.push(id);
  }
  return out;
}

/** The Alternate Universe Door among this player's seed cards, if any. */
export function doorToOpen(s: GameState, p: PlayerId): CardId | undefined {
  return seedCards(s, p, ['doorway']).find((id) => isAuDoor(s, id));
}

/**
 * The doorway step: the first seat in the seeding order that has a door to open and has not decided
 * is asked; when none is left, the missions follow.
 */
export function openDoorwayDecision(s: GameState, f: SetupFrame, order: readonly PlayerId[]): Ask | undefined {
  for (const p of order) {
    if ((f.doorways ?? []).includes(p)) continue;
    const door = doorToOpen(s, p);
    if (door === undefined) {
      (f.doorways ??= []).push(p);
      continue;
    }
    f.seeder = p;
    const options: Option[] = [
      { id: `doorway:${door}`, label: `Open ${name(s, door)} face up on the table`, card: door, group: 'setup', act: { type: 'doorway', card: door } },
      { id: 'done', label: 'Open no doorway', group: 'setup', act: DONE },
    ];
    return { player: p, kind: 'seedDoorway', prompt: 'Before the missions: open your Alternate Universe Door on the table?', options };
  }
  f.step = 'missions';
  f.seeder = order[0] as PlayerId;
  return undefined;
}

/** Applies the doorway step's choice of the seat asked (SetupFrame.seeder). */
export function openDoorway(s: GameState, f: SetupFrame, o: Option): void {
  const p = f.seeder;
  (f.doorways ??= []).push(p);
  if (o.act.type !== 'doorway') {
    emit(s, 'doorwayDeclined', `${p} opens no doorway`, { player: p });
    return;
  }
  const door = o.act.card;
  moveTo(s, door, { z: 'table' });
  emit(s, 'doorwayOpened', `${p} opens ${name(s, door)} face up on the table`, { player: p, card: door });
}

/** The seed-pile cards this player may seed under missions now: dilemmas, artifacts where the format has them, none gated by the [AU] icon. */
export function seedCandidates(s: GameState, p: PlayerId): CardId[] {
  // personnel: only under a mission with the player's Cryosatellite (rules/seed-holders.ts)
  const types = rulesOf(s).artifacts === 'none' ? ['dilemma'] : ['dilemma', 'artifact', 'personnel'];
  return seedCards(s, p, types).filter((id) => whyAuBlocked(s, p, id) === null);
}

/** Why this player may not seed this card under this mission (null: they may). */
export function whyNotSeedableUnder(s: GameState, p: PlayerId, id: CardId, loc: LocationId): string | null {
  const au = whyAuBlocked(s, p, id);
  if (au) return au;
  const c = card(s, id);
  const mine = dilemmasUnder(s, loc).filter((x) => x !== id && card(s, x).owner === p);
  if (mine.some((x) => card(s, x).def === c.def)) return `You already have ${name(s, id)} under ${name(s, loc)}: no two copies of one card under one mission`;
  const held = holderSeedVerdict(s, p, id, loc); // a Cryosatellite's own place, and what seeds with it
  if (held !== undefined) return held;
  if (facts(c.def).type === 'artifact' && mine.some((x) => facts(card(s, x).def).type === 'artifact')) {
    return `You already have an artifact under ${name(s, loc)}: at most one of your artifacts under each mission`;
  }
  return null;
}

/** The missions this player may seed this card under. */
export function seedableUnder(s: GameState, p: PlayerId, id: CardId): LocationId[] {
  return s.spaceline.filter((loc) => whyNotSeedableUnder(s, p, id, loc) === null);
}

/**
 * Standing abilities of cards in play (cards/registry.ts CardAbilities), read by the rules they
 * change: a card declares what it does while it is in play, as data, and the rule asks here
 * (attribute bonuses, whether the spaceline wraps for a player, beaming limits, ships halting)
 * instead of a card pushing a function onto a hook list. Worked out once per board (the list is
 * kept with the board index, which changes whenever a card moves).
 */
import { behaviour, hasAbilities } from '../cards/registry.ts';
import type { CardAbilities } from '../cards/registry.ts';
import type { AttributeName } from '../cards/facts.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { after } from '../core/happenings.ts';
import { addModifier } from '../core/modifiers.ts';
import { boardIndex, personnelAboard } from './board.ts';
import { skillsOf } from './attributes.ts';

export interface InPlayAbility {
  card: CardId;
  def: string;
  owner: PlayerId;
  /** The location it is placed on, when it is attached to one (a mission's location). */
  at: LocationId | null;
  abilities: CardAbilities;
}

const NONE: readonly InPlayAbility[] = Object.freeze([]);

/** The cards in play with abilities, and those with each kind of ability (most lists are empty). */
interface InPlayIndex {
  version: number;
  all: readonly InPlayAbility[];
  ownPersonnel: readonly InPlayAbility[];
  ownShipsWrap: readonly InPlayAbility[];
  beamLimitHere: readonly InPlayAbility[];
  ignoresBeamLimits: readonly InPlayAbility[];
  haltsShipsHere: readonly InPlayAbility[];
  barsInterrupts: readonly InPlayAbility[];
  attemptsAs: readonly InPlayAbility[];
}
type Kind = Exclude<keyof InPlayIndex, 'version' | 'all'>;
const KINDS: readonly Kind[] = ['ownPersonnel', 'ownShipsWrap', 'beamLimitHere', 'ignoresBeamLimits', 'haltsShipsHere', 'barsInterrupts', 'attemptsAs'];

function inPlayIndex(s: GameState): InPlayIndex {
  // kept on the board index until a card moves
  const ix = boardIndex(s) as ReturnType<typeof boardIndex> & { abilities?: InPlayIndex };
  const hit = ix.abilities;
  if (hit !== undefined && hit.version === ix.version) return hit;
  let all: InPlayAbility[] | null = null;
  for (const id of ix.inPlay) {
    const c = s.cards[id] as CardState;
    if (!hasAbilities(c.def)) continue;
    const abilities = behaviour(c.def)?.abilities as CardAbilities;
    const at = c.at.z === 'attached' && s.spaceline.includes(c.at.host) ? c.at.host : null;
    (all ??= []).push({ card: id, def: c.def, owner: c.owner, at, abilities });
  }
  const out: InPlayIndex = { version: ix.version, all: all ?? NONE, ownPersonnel: NONE, ownShipsWrap: NONE, beamLimitHere: NONE, ignoresBeamLimits: NONE, haltsShipsHere: NONE, barsInterrupts: NONE, attemptsAs: NONE };
  if (all) for (const k of KINDS) out[k] = all.filter((a) => a.abilities[k] !== undefined);
  ix.abilities = out;
  return out;
}

/** The cards in play that declare abilities, in the order the cards were made. */
export function abilitiesInPlay(s: GameState): readonly InPlayAbility[] {
  return inPlayIndex(s).all;
}

/** The cards in play that bar interrupts (Goddess of Empathy; rules/interrupt-bar.ts): read at every response point, so kept apart. */
export function interruptBarsInPlay(s: GameState): readonly InPlayAbility[] {
  return inPlayIndex(s).barsInterrupts;
}

/** The Espionage cards in play (rules/espionage.ts): read at every attempt's affiliation check, so kept apart. */
export function espionageInPlay(s: GameState): readonly InPlayAbility[] {
  return inPlayIndex(s).attemptsAs;
}

/** The attribute bonuses a player's personnel get from cards in play: each card definition's once, however many copies. */
export function ownPersonnelBonuses(s: GameState, owner: PlayerId): Record<AttributeName, number> {
  const out: Record<AttributeName, number> = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };
  const list = inPlayIndex(s).ownPersonnel;
  if (list.length === 0) return out;
  let seen: string[] | null = null;
  for (const a of list) {
    const b = a.abilities.ownPersonnel;
    if (!b || a.owner !== owner) continue;
    if (seen?.includes(a.def)) continue;
    (seen ??= []).push(a.def);
    for (const k in b) out[k as AttributeName] += b[k as AttributeName] ?? 0;
  }
  return out;
}

/** Whether a player's ships treat the two ends of the spaceline as neighbours. */
export function spacelineWraps(s: GameState, p: PlayerId): boolean {
  for (const a of inPlayIndex(s).ownShipsWrap) if (a.owner === p) return true;
  return false;
}

/** The most personnel a player may beam to or from a location's planet in a turn (Infinity: no limit). */
export function beamLimitAt(s: GameState, p: PlayerId, loc: LocationId): number {
  const ix = inPlayIndex(s);
  if (ix.beamLimitHere.length === 0) return Infinity;
  for (const a of ix.ignoresBeamLimits) if (a.owner === p) return Infinity;
  let limit = Infinity;
  for (const a of ix.beamLimitHere) if (a.at === loc) limit = Math.min(limit, a.abilities.beamLimitHere as number);
  return limit;
}

/** Whether any card in play halts ships (a quick test before asking about each location). */
export function haltingInPlay(s: GameState): boolean {
  return inPlayIndex(s).haltsShipsHere.length > 0;
}

/** The card that halts this ship on entering the location, if any (its skill not aboard). */
export function haltedBy(s: GameState, ship: CardId, loc: LocationId): CardId | undefined {
  for (const a of inPlayIndex(s).haltsShipsHere) {
    const h = a.abilities.haltsShipsHere;
    if (!h || a.at !== loc) continue;
    if (!personnelAboard(s, ship).some((id) => (skillsOf(s, id).get(h.unlessSkill) ?? 0) > 0)) return a.card;
  }
  return undefined;
}

// A ship halted by a card may not move again this turn: a modifier from that card.
after('shipArrived', 'halting cards', (s, { ship, loc }) => {
  const by = haltedBy(s, ship, loc);
  if (by) addModifier(s, 'cannotMove', by, ship);
});

/**
 * The Charybdis (Alternate Universe event): while a copy is on the table, either player's, the
 * artifacts under a mission just completed are earned only if the completing team has Archaeology;
 * otherwise they stay under the completed mission, each marked `by` the card's definition. A held
 * artifact is acquired later, as a use at its player's main decision (not the card play, not an
 * order), by either player with personnel present at that location (on the planet, or aboard his ship
 * or outpost there): with Archaeology among them while a Charybdis is on the table; with anyone once
 * none is. Acquiring earns every held artifact there as completing the mission would have
 * (rules/artifacts.ts earnArtifacts: to hand, or to the group as equipment). missions.ts asks
 * charybdisHolds at completion; turn.ts offers acquireOptions. docs/RULINGS.md, "Alternate Universe
 * events, the last four, and Gomtuu" (LF4).
 */
import { emit } from '../core/flow.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { skillsOf } from './attributes.ts';
import { artifactsUnder, earnArtifacts } from './artifacts.ts';
import { card, inPlayByDef, locationOf, name, ownOutpostAt, ownShips, personnelAboard, personnelOnPlanet } from './board.ts';

export const CHARYBDIS = 'the-charybdis';
const SKILL = 'Archaeology';

/** A Charybdis on the table, either player's, if any. */
function charybdisInPlay(s: GameState): CardId | undefined {
  return inPlayByDef(s, CHARYBDIS).find((id) => s.cards[id]?.at.z === 'table');
}

const hasSkill = (s: GameState, ids: readonly CardId[]) => ids.some((id) => (skillsOf(s, id).get(SKILL) ?? 0) > 0);

/**
 * At a completion (missions.ts): true when a Charybdis holds the artifacts under the mission back, the
 * completing team having no Archaeology; they are marked and stay. False: earn them as usual.
 */
export function charybdisHolds(s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]): boolean {
  const ch = charybdisInPlay(s);
  if (ch === undefined || hasSkill(s, team)) return false;
  const held = artifactsUnder(s, loc);
  if (held.length === 0) return false;
  for (const a of held) {
    card(s, a).revealed = true;
    s.effects.push({ kind: 'mark', by: CHARYBDIS, source: ch, card: a, turn: s.turn.number, player: p });
  }
  emit(s, 'artifactsHeld', `${held.map((a) => name(s, a)).join(', ')} stay${held.length === 1 ? 's' : ''} under ${name(s, loc)}: with The Charybdis in play, only a team with Archaeology present acquires ${held.length === 1 ? 'it' : 'them'}`, { player: p, loc, cards: held });
  return true;
}

/** The groups of this player's personnel present at a location: on the planet (no host), then aboard each of his ships and his outpost there. */
function groupsAt(s: GameState, p: PlayerId, loc: LocationId): { from?: CardId; ids: CardId[] }[] {
  const out: { from?: CardId; ids: CardId[] }[] = [{ ids: personnelOnPlanet(s, loc, p) }];
  for (const ship of ownShips(s, p)) if (locationOf(s, ship) === loc) out.push({ from: ship, ids: personnelAboard(s, ship) });
  const o = ownOutpostAt(s, p, loc);
  if (o !== undefined) out.push({ from: o, ids: personnelAboard(s, o) });
  return out.filter((g) => g.ids.length > 0);
}

/** The locations where held artifacts still lie (each once). */
function heldAt(s: GameState): LocationId[] {
  const out: LocationId[] = [];
  for (const m of marksBy(s, CHARYBDIS)) {
    const at = s.cards[m.card]?.at;
    if (at?.z === 'underMission' && !out.includes(at.loc)) out.push(at.loc);
  }
  return out;
}

/** The group of this player's that may acquire the held artifacts at the location now, if any. */
function acquirer(s: GameState, p: PlayerId, loc: LocationId): { from?: CardId; ids: CardId[] } | undefined {
  const needSkill = charybdisInPlay(s) !== undefined;
  return groupsAt(s, p, loc).find((g) => !needSkill || hasSkill(s, g.ids));
}

/** The main decision's offers to acquire held artifacts (nothing to read unless a Charybdis has held some). */
export function acquireOptions(s: GameState, p: PlayerId, out: Option[]): void {
  if (s.effects.length === 0) return;
  for (const loc of heldAt(s)) {
    if (!acquirer(s, p, loc)) continue;
    out.push({ id: `acquire:${loc}`, label: `Acquire the artifacts left under ${name(s, loc)}`, target: loc, group: 'use', act: { type: 'use', use: 'acquireArtifacts', card: loc, target: loc } });
  }
}

/** Acquires every held artifact at the location for this player, with the group that may. */
export function chooseAcquire(s: GameState, p: PlayerId, o: Option): void {
  const loc = o.target as LocationId;
  const g = acquirer(s, p, loc);
  if (!g) return;
  for (const m of marksBy(s, CHARYBDIS)) {
    const at = s.cards[m.card]?.at;
    if (at?.z !== 'underMission' || at.loc === loc) clearMark(s, m);
  }
  emit(s, 'artifactsAcquired', `${p} acquires the artifacts left under ${name(s, loc)}`, { player: p, loc });
  earnArtifacts(s, p, loc, g.from);
}

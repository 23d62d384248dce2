/**
 * Affiliations (issue 24, item 5; ../shared/rules/constructed-rules.md 4 and 7.1): who may share a
 * ship, an outpost or an Away Team, who may report where, which affiliation a dual-affiliation
 * personnel plays as, and which forces may not battle one another. The format says how far the
 * mixing rule reaches (GameRules.mixing): the intro game's quick-start sheet keeps personnel off
 * ships of another affiliation and nothing more; first edition keeps different affiliations apart
 * aboard ships, at outposts and in Away Teams, Non-Aligned mixing with any, and a treaty on its
 * owner's table letting its two affiliations mix (docs/RULINGS.md, "Constructed: affiliations").
 */
import type { Affiliation } from '../cards/facts.ts';
import { facts } from '../cards/facts.ts';
import { findBlueprint } from '../cards/blueprints.ts';
import { behaviour } from '../cards/registry.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { affiliationLost } from './lost-affiliation.ts';
import { madeNonAligned } from './made-over.ts';
import { mixesOnPlanet } from './mission-text.ts';
import { isNeutralOutpost } from './outposts.ts';
import { boardIndex, byPlaces, card, crewOf, def, locationOf, missionFacts, name, onPlanet, outpostsAt, outpostsOf, shipsAt, typeOf } from './board.ts';

/** A place personnel join: a ship or outpost (its card id), or `planet:<location>` (the Away Team there). */
type Container = string;
const PLANET = 'planet:';

const duals = new Map<string, readonly Affiliation[]>();

/**
 * The affiliations a personnel card may play as: its printed ones for a dual-affiliation card
 * (Major Rakal, Stefan DeSeve: Romulan and Federation), else its one affiliation; none for a card
 * without an affiliation.
 */
export function affiliationsOfDef(defId: string): readonly Affiliation[] {
  let a = duals.get(defId);
  if (a === undefined) {
    const f = facts(defId);
    const b = f.type === 'personnel' ? findBlueprint(defId) : undefined;
    if (b && b.type === 'personnel' && b.slug === defId && b.affiliations.length > 1) a = [...b.affiliations];
    else a = f.type === 'personnel' || f.type === 'ship' || f.type === 'outpost' ? [f.affiliation] : [];
    duals.set(defId, a);
  }
  return a;
}

/** Whether a card of this definition has more than one affiliation to choose from. */
export function isDualAffiliation(defId: string): boolean {
  return affiliationsOfDef(defId).length > 1;
}

/** The affiliation a personnel, ship or outpost plays as now (a dual-affiliation card: the one chosen when it reported); null for other cards. */
export function affiliationOf(s: GameState, id: CardId): Affiliation | null {
  const c = s.cards[id] as CardState;
  if (madeNonAligned(s, id)) return 'non-aligned'; // Frame of Mind (rules/made-over.ts)
  if (c.aff !== undefined) return c.aff;
  if (affiliationLost(s, c.def)) return 'non-aligned'; // Lore's Fingernail (rules/lost-affiliation.ts)
  const f = facts(c.def);
  return f.type === 'personnel' || f.type === 'ship' || f.type === 'outpost' ? f.affiliation : null;
}

/** The pairs of affiliations the player's treaties on the table let mix (kept until a card moves). */
export function treatyPairs(s: GameState, p: PlayerId): readonly (readonly [Affiliation, Affiliation])[] {
  return byPlaces(s, `treaties:${p}`, () => {
    const out: (readonly [Affiliation, Affiliation])[] = [];
    for (const id of boardIndex(s).table) {
      const c = s.cards[id] as CardState;
      const t = c.owner === p ? behaviour(c.def)?.abilities?.treaty : undefined;
      if (t) out.push(t);
    }
    return out;
  });
}

/** Whether the player's cards of these two affiliations may share a ship, an outpost or an Away Team. */
export function mayMix(s: GameState, p: PlayerId, a: Affiliation | null, b: Affiliation | null): boolean {
  if (a === null || b === null || a === b || a === 'non-aligned' || b === 'non-aligned') return true;
  for (const [x, y] of treatyPairs(s, p)) if ((x === a && y === b) || (x === b && y === a)) return true;
  return false;
}

function label(a: Affiliation): string {
  return a === 'non-aligned' ? 'Non-Aligned' : a.charAt(0).toUpperCase() + a.slice(1);
}

function mixReason(who: string, a: Affiliation, other: string, b: Affiliation): string {
  return `${who} (${label(a)}) may not join ${other} (${label(b)}): different affiliations do not mix without a treaty between them`;
}

/**
 * Why a personnel may not join the group at a place (aboard a ship or outpost, or the owner's Away
 * Team on a planet), or null if it may. `also`: the cards going there with it; `as`: the affiliation
 * it would play as there (a dual-affiliation card changing sides; default: the one it plays as now).
 * The intro game asks only about ships in space (a personnel boards a ship of its affiliation, or is
 * Non-Aligned); first edition asks about the host's affiliation and every one of the owner's personnel there.
 */
export function whyCannotJoin(s: GameState, id: CardId, dest: Container, also: readonly CardId[] = [], as?: Affiliation): string | null {
  const planet = dest.startsWith(PLANET);
  if (typeOf(s, id) !== 'personnel') return null;
  const groups = rulesOf(s).mixing === 'groups';
  if (planet && !groups) return null;
  if (planet && mixesOnPlanet(s, dest.slice(PLANET.length))) return null; // Diplomatic Conference (rules/mission-text.ts)
  const a = as ?? (affiliationOf(s, id) as Affiliation);
  const p = card(s, id).owner;
  if (!planet) {
    const host = card(s, dest);
    const ht = typeOf(s, dest);
    if (!groups && (ht !== 'ship' || host.at.z !== 'inSpace')) return null; // the intro game: outposts take their owner's cards
    const b = affiliationOf(s, dest);
    if (b !== null && (groups ? !mayMix(s, p, a, b) : a !== b && a !== 'non-aligned')) return mixReason(name(s, id), a, name(s, dest), b);
    if (!groups) return null;
  }
  const there = planet ? onPlanet(s, dest.slice(PLANET.length), p) : crewOf(s, dest);
  for (const list of [there, also]) {
    for (const m of list) {
      if (m === id || typeOf(s, m) !== 'personnel' || card(s, m).owner !== p) continue;
      const b = affiliationOf(s, m) as Affiliation;
      if (!mayMix(s, p, a, b)) return mixReason(name(s, id), a, name(s, m), b);
    }
  }
  return null;
}

/**
 * Whether a personnel, ship or equipment card of this player may report to this outpost, playing as
 * `as` (a dual-affiliation personnel: the affiliation chosen; others: their own). Constructed: an
 * outpost of its affiliation; a Non-Aligned card or equipment, any; a personnel also an outpost of
 * an affiliation a treaty of its owner's lets it mix with, when it may mix with every personnel
 * aboard.
 */
export function mayReportAt(s: GameState, p: PlayerId, defId: string, outpost: CardId, as?: Affiliation): boolean {
  const f = facts(defId);
  const aff = as ?? (f.type === 'personnel' && affiliationLost(s, defId) ? 'non-aligned' : f.type === 'personnel' || f.type === 'ship' ? f.affiliation : null);
  if (aff === null || aff === 'non-aligned') return true;
  const of = def(s, outpost);
  if (of.type !== 'outpost') return false;
  if (of.affiliation === aff || isNeutralOutpost(of.id)) return f.type !== 'personnel' || crewMixes(s, p, aff, outpost); // the Neutral Outpost takes every affiliation (rules/outposts.ts)
  return f.type === 'personnel' && mayMix(s, p, aff, of.affiliation) && crewMixes(s, p, aff, outpost);
}

function crewMixes(s: GameState, p: PlayerId, aff: Affiliation, host: CardId): boolean {
  for (const m of crewOf(s, host)) {
    if (typeOf(s, m) === 'personnel' && card(s, m).owner === p && !mayMix(s, p, aff, affiliationOf(s, m))) return false;
  }
  return true;
}

/** The outposts of this player's where a card may report, as `as` (rules/play.ts reportSites). */
export function matchingOutposts(s: GameState, p: PlayerId, defId: string, as?: Affiliation): CardId[] {
  return outpostsOf(s, p).filter((o) => mayReportAt(s, p, defId, o, as));
}

/**
 * Constructed: the personnel now in a group they could not join (a treaty left play): why, for each
 * one, for the explain layer. Nothing is moved (docs/RULINGS.md, "A treaty leaves play").
 */
export function mixedApart(s: GameState, id: CardId): string | null {
  const c = card(s, id);
  if (rulesOf(s).mixing !== 'groups' || typeOf(s, id) !== 'personnel') return null;
  const at = c.at;
  if (at.z === 'aboard') return whyCannotJoin(s, id, at.host);
  if (at.z === 'planet') return whyCannotJoin(s, id, `${PLANET}${at.loc}`);
  return null;
}

/** The affiliations in a force: its cards', and for a ship or outpost, its crew's. */
export function forceAffiliations(s: GameState, ids: readonly CardId[]): Set<Affiliation> {
  const out = new Set<Affiliation>();
  for (const id of ids) {
    const a = affiliationOf(s, id);
    if (a) out.add(a);
    const t = typeOf(s, id);
    if (t === 'ship' || t === 'outpost') {
      for (const m of crewOf(s, id)) {
        const b = typeOf(s, m) === 'personnel' ? affiliationOf(s, m) : null;
        if (b) out.add(b);
      }
    }
  }
  return out;
}

/**
 * Why these attackers may not start a battle against these targets for their affiliation, or null:
 * an affiliation of GameRules.noBattleAmong (first edition: Romulan) in both forces (a Romulan crew
 * makes a Non-Aligned ship Romulan).
 */
export function whyBattleBarred(s: GameState, attackers: readonly CardId[], targets: readonly CardId[]): string | null {
  const barred = rulesOf(s).noBattleAmong;
  if (barred.length === 0) return null;
  const mine = forceAffiliations(s, attackers);
  const theirs = forceAffiliations(s, targets);
  for (const a of barred) if (mine.has(a) && theirs.has(a)) return `${label(a)} forces do not start battles against ${label(a)} forces`;
  return null;
}

/**
 * Constructed: why a personnel in play may not go to each other place of its owner's at its location
 * (a ship, an outpost, the planet's Away Team), and why it no longer belongs where it is: for "why not?".
 */
export function joinRefusals(s: GameState, id: CardId): string[] {
  if (rulesOf(s).mixing !== 'groups' || typeOf(s, id) !== 'personnel') return [];
  const c = card(s, id);
  const loc = locationOf(s, id);
  if (loc === undefined) return [];
  const out: string[] = [];
  const here = mixedApart(s, id);
  if (here) out.push(here);
  const places: Container[] = [...shipsAt(s, loc, c.owner), ...outpostsAt(s, loc).filter((o) => card(s, o).owner === c.owner)];
  if (missionFacts(s, loc).missionType !== 'space') places.push(`${PLANET}${loc}`);
  for (const to of places) {
    if ((c.at.z === 'aboard' && c.at.host === to) || (c.at.z === 'planet' && to === `${PLANET}${loc}`)) continue;
    const r = whyCannotJoin(s, id, to);
    if (r) out.push(r);
  }
  return out;
}

/** Constructed: why a ship may not attack each of the opponent's ships and outposts at its location for its affiliation (GameRules.noBattleAmong), for "why not?". */
export function battleRefusals(s: GameState, ship: CardId): string[] {
  const c = card(s, ship);
  if (rulesOf(s).noBattleAmong.length === 0 || c.at.z !== 'inSpace') return [];
  const out: string[] = [];
  const foes = [...shipsAt(s, c.at.loc), ...outpostsAt(s, c.at.loc)].filter((t) => card(s, t).owner !== c.owner);
  for (const t of foes) {
    const r = whyBattleBarred(s, [ship], [t]);
    if (r) out.push(`${name(s, ship)} may not attack ${name(s, t)}: ${r}`);
  }
  return out;
}

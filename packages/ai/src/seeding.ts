/**
 * Seeding as a player would (issue 28): where a constructed game's dilemmas and artifacts go, which
 * mission goes to which end of the spaceline, where the outpost stands.
 *
 * Everything is read from the card data, never from card names, so a card added later needs no code
 * here, and only from what the seat may know:
 * - the opponent's likely teams: personnel drawn (fixed seeds) from the opponent model's corpus of
 *   legal decks of the affiliation the opponent shows (opponent-model.ts corpusDecks), never from
 *   the opponent's own list or the cards of a sampled world;
 * - the seat's own likely teams: personnel drawn the same way from the seat's own cards.
 *
 * A dilemma with overcome requirements stops the teams that do not meet them (a wall); one without
 * stops an unknown share (STOP_UNCONDITIONAL: it kills, stops or weakens whatever the team). The
 * teams weighed at a mission are those that meet its requirements (the ones that would attempt it).
 * Each team meets the seat's dilemmas under a mission in the order the engine gives (first seeded first),
 * so a dilemma's worth at a mission is the share of likely teams it stops that every dilemma already
 * there let through: a second wall asking for what the first asked for adds nothing. That worth is
 * weighted by how likely the opponent is to attempt the mission (its icon, and how often its likely
 * teams meet the mission's requirements) and the mission's points. Walls go in front, the others
 * behind them. A mission the opponent cannot attempt gets no dilemma (the seat never meets its own
 * dilemmas, so its own missions need none).
 */
import { facts, opponent } from '@stccg/engine';
import type { CardId, GameState, LocationId, Option, PlayerId } from '@stccg/engine';
import type { Affiliation, DilemmaFacts, MissionFacts, PersonnelFacts, Requirements } from '@stccg/engine/cards/facts.ts';
import { sumMembers } from '@stccg/engine/rules/attributes.ts';
import type { MemberStats, TeamStats } from '@stccg/engine/rules/attributes.ts';
import { requirementsMet } from '@stccg/engine/rules/requirements.ts';
import { card, dilemmasUnder, missionFacts } from '@stccg/engine/rules/board.ts';
import { hasAuIcon } from '@stccg/engine/rules/doorways.ts';
import { corpusDecks } from './opponent-model.ts';
import { botRng } from './random.ts';

/** The share of teams a dilemma without overcome requirements is taken to stop. */
export const STOP_UNCONDITIONAL = 0.35;
/** Teams drawn from each corpus deck (or from the seat's own cards), of sizes cycling 4 to 9 (the heuristic gathers a mission's team before it attempts). */
const TEAMS_PER_DECK = 36;
const TEAM_SIZES = [4, 5, 6, 7, 8, 9] as const;
/** The least chance an opponent is taken to attempt a mission with its icon (its teams grow). */
const MIN_ATTEMPT = 0.15;
/** The fewest likely teams meeting a mission for the dilemmas there to be weighed against those teams alone. */
const MIN_ATTEMPTING = 8;

type Scorer = (o: Option) => number;

/** What one personnel brings by its printed facts (no bonuses of cards in play, no equipment). */
function printedMember(def: string): MemberStats {
  const f = facts(def) as PersonnelFacts;
  const skills = new Map<string, number>();
  for (const k of f.skills) skills.set(k.skill, (skills.get(k.skill) ?? 0) + k.level);
  return { skills, INTEGRITY: f.integrity, CUNNING: f.cunning, STRENGTH: f.strength, name: f.name, characteristics: f.characteristics, gender: f.gender, icons: f.icons, equipment: [] };
}

/** A team's stats from the personnel's printed facts (what a team of those cards brings, no equipment): the engine's sum over a reader of printed facts. */
export function factsTeam(defs: readonly string[]): TeamStats {
  const ids = defs.map((d, i) => `team:${d}#${i}`);
  const defOf = new Map(ids.map((id, i) => [id, defs[i] as string]));
  return sumMembers(ids, (id) => printedMember(defOf.get(id) as string), () => {
    throw new Error('a team of printed facts carries no equipment');
  });
}

/** Teams drawn (a fixed seed) from a list of personnel. */
function drawTeams(personnel: readonly string[], seed: number, n: number): TeamStats[] {
  if (personnel.length === 0) return [];
  const rng = botRng(seed);
  const out: TeamStats[] = [];
  for (let i = 0; i < n; i++) {
    const size = Math.min(personnel.length, TEAM_SIZES[i % TEAM_SIZES.length] as number);
    const pool = personnel.slice();
    const team: string[] = [];
    for (let k = 0; k < size; k++) team.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as string);
    out.push(factsTeam(team));
  }
  return out;
}

const isPersonnel = (d: string): boolean => facts(d).type === 'personnel';

const likelyCache = new Map<string, TeamStats[]>();
/**
 * The teams an opponent of these affiliations is likely to field: drawn from the personnel of each
 * corpus deck of them (the premade decks and the opponent model's random legal decks).
 */
export function likelyTeams(affs: readonly Affiliation[]): TeamStats[] {
  const key = [...affs].sort().join(',');
  const hit = likelyCache.get(key);
  if (hit) return hit;
  const out: TeamStats[] = [];
  let k = 0;
  for (const a of affs) for (const deck of corpusDecks(a)) out.push(...drawTeams(deck.draw.filter(isPersonnel), 0x5eed + k++, TEAMS_PER_DECK));
  likelyCache.set(key, out);
  return out;
}

const ownCache = new WeakMap<GameState, Map<PlayerId, TeamStats[]>>();
/** The teams a seat's own personnel (every card of its own it knows of) are likely to field. */
export function ownTeams(s: GameState, me: PlayerId): TeamStats[] {
  let m = ownCache.get(s);
  if (!m) ownCache.set(s, (m = new Map()));
  let t = m.get(me);
  if (!t) {
    const defs = Object.values(s.cards)
      .filter((c) => c.owner === me && isPersonnel(c.def))
      .map((c) => c.def)
      .sort();
    m.set(me, (t = drawTeams(defs, 0x0e1f, TEAMS_PER_DECK * 2)));
  }
  return t;
}

/** The share of teams that meet requirements. */
export function meetRate(teams: readonly TeamStats[], r: Requirements): number {
  if (teams.length === 0) return 0;
  let n = 0;
  for (const t of teams) if (requirementsMet(t, r)) n++;
  return n / teams.length;
}

/** The affiliations whose corpus stands for the opponent: the one its deck shows, else every one with a corpus. */
function foeAffiliations(s: GameState, foe: PlayerId): Affiliation[] {
  return foeAffiliationsOf(s.players[foe]?.deckAffiliation);
}

/** foeAffiliations from the affiliation the opponent's deck shows (null or undefined: none shown). */
export function foeAffiliationsOf(shown: Affiliation | null | undefined): Affiliation[] {
  if (shown) return [shown];
  return (['federation', 'klingon', 'romulan', 'non-aligned'] as Affiliation[]).filter((x) => corpusDecks(x).length > 0);
}

function hasIcon(m: MissionFacts, a: Affiliation | null | undefined): boolean {
  return a !== undefined && a !== null && m.affiliationIcons.includes(a);
}

/** How much a dilemma of this type does in an attempt at this mission (a planet dilemma in a space attempt is discarded). */
function typeFit(d: DilemmaFacts, m: MissionFacts): number {
  if (d.dilemmaType === 'dual' || d.dilemmaType === m.missionType) return 1;
  if (m.missionType === 'dual') return 0.5;
  return 0;
}

/**
 * Whether a team gets past a dilemma: 1 or 0 for one with overcome requirements (those it does not
 * apply to let every team by), 1 - STOP_UNCONDITIONAL for one without.
 */
function passes(t: TeamStats, d: DilemmaFacts): number {
  const only = d.appliesOnlyIf?.awayTeamHas.gender;
  if (only && !t.characteristics.has(only === 'female' ? 'Female' : 'Male')) return 1;
  if (d.overcomeRequirements) return requirementsMet(t, d.overcomeRequirements) ? 1 : 0;
  return 1 - STOP_UNCONDITIONAL;
}

/** The seat's own face-down cards under a mission, in the order the opponent meets them. */
function ownStack(s: GameState, me: PlayerId, loc: LocationId): DilemmaFacts[] {
  const mine = dilemmasUnder(s, loc).filter((id) => card(s, id).owner === me);
  const at = (id: CardId) => {
    const c = card(s, id);
    return c.at.z === 'underMission' ? (c.at.i ?? -1) : -1;
  };
  return mine
    .sort((a, b) => at(a) - at(b))
    .map((id) => facts(card(s, id).def))
    .filter((f): f is DilemmaFacts => f.type === 'dilemma');
}

/**
 * What a dilemma seeded next under a mission is worth against teams, in [0, 1]: the share of the
 * teams that get past every dilemma already there and that this one stops (the bonus points a team
 * earns getting past it, per 100, taken off).
 */
export function dilemmaWorth(d: DilemmaFacts, m: MissionFacts, before: readonly DilemmaFacts[], teams: readonly TeamStats[]): number {
  const fit = typeFit(d, m);
  if (fit === 0 || teams.length === 0) return 0;
  let stopped = 0;
  let bonus = 0;
  for (const t of teams) {
    let through = 1;
    for (const b of before) through *= typeFit(b, m) > 0 ? passes(t, b) : 1;
    const p = passes(t, d);
    stopped += through * (1 - p);
    bonus += through * p;
  }
  const n = teams.length;
  return fit * (stopped / n) - ((d.bonusPoints ?? 0) / 100) * (bonus / n);
}

/** How likely the opponent is to attempt a mission: 0 without its icon or once completed, else its likely teams' meet rate (at least MIN_ATTEMPT). */
export function attemptChance(s: GameState, foe: PlayerId, loc: LocationId, teams: readonly TeamStats[]): number {
  if (s.completed[loc]) return 0;
  return missionAttemptChance(missionFacts(s, loc), foeAffiliationsOf(s.players[foe]?.deckAffiliation), teams);
}

/** attemptChance of a mission not completed, for an opponent of these affiliations. */
export function missionAttemptChance(m: MissionFacts, affs: readonly Affiliation[], teams: readonly TeamStats[]): number {
  if (!affs.some((a) => hasIcon(m, a))) return 0;
  return Math.max(MIN_ATTEMPT, meetRate(teams, m.requirements));
}

/**
 * The seeding policy's score of a dilemma seeded next under a mission (seedScorer): 0 where the
 * opponent will not attempt (`chance` 0), else above 1, more for the share of the attempting teams
 * it stops past the dilemmas already there (`before`), a wall more in front and the others behind.
 */
export function dilemmaSeedScore(f: DilemmaFacts, m: MissionFacts, before: readonly DilemmaFacts[], attempting: readonly TeamStats[], chance: number): number {
  if (chance === 0) return 0;
  let w = dilemmaWorth(f, m, before, attempting);
  if (before.length === 0 && f.overcomeRequirements) w *= 1.15;
  if (before.length > 0 && !f.overcomeRequirements) w *= 1.15;
  return 1 + chance * (m.points / 10) * w;
}

/**
 * The teams that would attempt a mission: those of the likely teams that meet its requirements
 * (a dilemma matters against a team that could solve the mission), all of them when fewer than
 * MIN_ATTEMPTING do.
 */
export function attemptingTeams(teams: readonly TeamStats[], m: MissionFacts): TeamStats[] {
  const meet = teams.filter((t) => requirementsMet(t, m.requirements));
  return meet.length >= MIN_ATTEMPTING ? meet : [...teams];
}

/** Constructed seeding: scores of the seed options (dilemmas, artifacts) by the rules above; finishing scores 0. */
export function seedScorer(s: GameState, me: PlayerId): Scorer {
  const foe = opponent(s, me);
  const foeTeams = likelyTeams(foeAffiliations(s, foe));
  const myAff = s.players[me]?.deckAffiliation;
  const chance = new Map<LocationId, number>();
  const attempt = (loc: LocationId) => {
    let c = chance.get(loc);
    if (c === undefined) chance.set(loc, (c = attemptChance(s, foe, loc, foeTeams)));
    return c;
  };
  const attempting = new Map<LocationId, TeamStats[]>();
  const teamsAt = (loc: LocationId) => {
    let t = attempting.get(loc);
    if (t === undefined) attempting.set(loc, (t = attemptingTeams(foeTeams, missionFacts(s, loc))));
    return t;
  };
  return (o) => {
    const id = o.card as CardId | undefined;
    const loc = o.target as LocationId | undefined;
    if (!id || !loc || !s.cards[id]) return 0;
    const f = facts(card(s, id).def);
    const m = missionFacts(s, loc);
    if (f.type === 'artifact') {
      // earned by whoever solves the mission: under one the seat's own teams can solve, richer
      // the better, the opponent less likely to get there first
      if (!hasIcon(m, myAff) || s.completed[loc]) return -1;
      return 1 + (m.points / 100) * (0.5 + meetRate(ownTeams(s, me), m.requirements)) - 0.5 * attempt(loc);
    }
    if (f.type !== 'dilemma') return 0;
    const c = attempt(loc);
    if (c === 0) return 0;
    return dilemmaSeedScore(f, m, ownStack(s, me, loc), teamsAt(loc), c);
  };
}

/**
 * Constructed doorway step (an Alternate Universe Door offered face up before the missions): open it
 * when the seat holds cards the door lets it seed, play or report (its own cards bearing the [AU]
 * icon, read from the card data), else keep it shut; finishing scores 0. Before this rule the step
 * fell to the one-ply judgment, which sees no gain in a setup step, so the door never opened and the
 * seat's [AU] cards never played (docs/RULINGS.md, "Coverage: artifacts and stasis").
 */
export function doorwayScorer(s: GameState, me: PlayerId): Scorer {
  return (o) => {
    if (o.act.type !== 'doorway') return 0;
    const door = o.act.card;
    const uses = Object.values(s.cards).some((c) => c.owner === me && c.id !== door && hasAuIcon(c.def));
    return uses ? 1 : -1;
  };
}

/** Distance in positions along a spaceline from one end. */
function ownWeight(s: GameState, me: PlayerId, m: MissionFacts): number {
  if (!hasIcon(m, s.players[me]?.deckAffiliation)) return 0;
  return (m.points / 10) * (0.3 + meetRate(ownTeams(s, me), m.requirements));
}

/**
 * Constructed mission placement: the missions the seat's teams can solve close together (so one
 * ship reaches the next), the others out at the far end.
 */
export function missionScorer(s: GameState, me: PlayerId): Scorer {
  return (o) => {
    const id = o.card as CardId | undefined;
    if (!id || !s.cards[id] || o.act.type !== 'place') return 0;
    const f = facts(card(s, id).def);
    if (f.type !== 'mission') return 0;
    const w = ownWeight(s, me, f);
    const line = o.act.end === 'left' ? s.spaceline : [...s.spaceline].reverse();
    let near = 0;
    line.forEach((loc, i) => {
      near += ownWeight(s, me, missionFacts(s, loc)) / (1 + i);
    });
    const owner = line[0] !== undefined && card(s, line[0]).owner === me ? 0.01 : 0;
    return (w > 0 ? w * near : -near * 0.1) + owner;
  };
}

/**
 * Constructed outpost placement: nearest the missions the seat's teams can solve (weighted by
 * points and how often its teams meet them), those under more of the opponent's face-down cards
 * weighing less.
 */
export function outpostScorer(s: GameState, me: PlayerId): Scorer {
  const weights = new Map<LocationId, number>();
  for (const loc of s.spaceline) {
    if (s.completed[loc]) continue;
    const m = missionFacts(s, loc);
    const hidden = dilemmasUnder(s, loc).filter((id) => card(s, id).owner !== me).length;
    const w = ownWeight(s, me, m) * 0.85 ** hidden;
    if (w > 0) weights.set(loc, w);
  }
  const pos = (loc: LocationId) => s.spaceline.indexOf(loc);
  const span = (a: number, b: number) => {
    let d = 0;
    for (let i = Math.min(a, b) + 1; i <= Math.max(a, b); i++) d += missionFacts(s, s.spaceline[i] as LocationId).span;
    return d;
  };
  return (o) => {
    const loc = o.target as LocationId | undefined;
    if (!loc || pos(loc) < 0) return 0;
    let sc = 0;
    for (const [other, w] of weights) sc += w * (loc === other ? 3 : 0) - (w * span(pos(loc), pos(other))) / 10;
    return sc;
  };
}

/**
 * Mission attempts (quick-start "attempting missions"): your unstopped personnel on the planet
 * form the Away Team; at least one must match an affiliation icon of the mission (non-aligned
 * may join). The dilemmas the opponent seeded there are revealed and resolved one at a time; a
 * team that still meets the requirements afterward scores the points, and the mission is
 * completed: it stays on the spaceline and cannot be scored again. An enemy Away Team on the
 * planet does not prevent an attempt.
 *
 * Space missions, where the format attempts them (GameRules.attempts; the intro game does not): the
 * crew aboard one of the player's ships at the location attempts it, the ship staffed or not; where
 * the format says so (the 1996-97 rulings), also the crew aboard the player's outpost there. Each
 * ship or outpost is a team of its own and an option of its own; the attempt goes as a planet
 * attempt does, and a crew stopped by a dilemma stops the ship or outpost too, so that it cannot
 * attempt again this turn (another ship there may).
 */
import { isGap } from './gaps.ts';
import { missionPoints } from './mission-points.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { boardIndex, card, dilemmasUnder, missionFacts, name, outpostsAt, shipsAt } from './board.ts';
import { teamStats } from './attributes.ts';
import { attemptingTeam, encounter, teamLabel } from './dilemmas.ts';
import { scorePoints } from './endgame.ts';
import { requirementsMet } from './requirements.ts';
import { happened } from '../core/happenings.ts';
import { rulesOf } from '../formats/rules.ts';
import { missionCardOf } from './duplicate-missions.ts';
import { alternativeMet } from './mission-alternatives.ts';
import { discardMisSeeds } from './mis-seeds.ts';
import { earnArtifacts } from './artifacts.ts';
import { charybdisHolds } from './charybdis.ts';
import { affiliationOf } from './affiliations.ts';
import { espionageAffiliations } from './espionage.ts';
import type { Affiliation } from '../cards/facts.ts';
import { whyBarred } from './barred-missions.ts';
import { whyAbandoned } from './abandoned-missions.ts';
import { supernovaOn } from './supernova.ts';
import { iconsFor, printedPointsFor, solvedByText } from './mission-text.ts';

/**
 * The next card under the mission that this player meets: the opponent's, not yet faced in this
 * attempt, lowest in the seeding order (a seeded card's stack place, where the format keeps one;
 * else the order the cards were made in).
 */
export function nextDilemma(s: GameState, loc: LocationId, player: PlayerId, faced: readonly CardId[]): CardId | undefined {
  let best: CardId | undefined;
  let bestAt = Infinity;
  for (const d of dilemmasUnder(s, loc)) {
    const c = card(s, d);
    if (c.owner === player || faced.includes(d)) continue;
    const at = c.at.z === 'underMission' ? (c.at.i ?? -1) : -1;
    if (best === undefined || at < bestAt) {
      best = d;
      bestAt = at;
    }
  }
  return best;
}

export interface AttemptFrame extends Frame {
  kind: 'attempt';
  player: PlayerId;
  loc: LocationId;
  faced: CardId[];
  stopped?: boolean;
  /** The ship or outpost whose crew makes a space attempt (absent: the Away Team on the planet). */
  from?: CardId;
}

export function hasMatchingMember(s: GameState, team: readonly CardId[], loc: LocationId): boolean {
  // the team's owner reads his own copy of a stacked (duplicate) mission
  const first = team[0];
  // an asymmetric mission's opponent reads his own side's icons (rules/mission-text.ts)
  const printed = first === undefined ? missionFacts(s, loc).affiliationIcons : iconsFor(s, card(s, first).owner, loc);
  // an Espionage card of the team's owner on the mission adds its affiliation (rules/espionage.ts)
  const spies = first === undefined ? [] : espionageAffiliations(s, card(s, first).owner, loc);
  const icons = spies.length === 0 ? printed : [...printed, ...spies];
  return team.some((id) => icons.includes(affiliationOf(s, id) as Affiliation)); // a dual-affiliation card matches as the affiliation it plays as
}

/** The player's ships (and, where the format allows it, outposts) at a location, in the order the board keeps them: where a space attempt may be made from. */
export function spaceAttemptSites(s: GameState, p: PlayerId, loc: LocationId): CardId[] {
  const space = rulesOf(s).attempts.space;
  if (space.by === 'none') return [];
  const sites = shipsAt(s, loc, p);
  if (space.fromOutpost) for (const o of outpostsAt(s, loc)) if ((s.cards[o] as CardState).owner === p) sites.push(o);
  return sites;
}

/**
 * Why this player cannot attempt the mission now, or null if they can: by the Away Team on the
 * planet, or (`from`) by the crew aboard that ship or outpost. A space mission asked about with no
 * `from` gives the reason of the first of the player's ships or outposts there, or null when one
 * of them can.
 */
export function whyCannotAttempt(s: GameState, p: PlayerId, loc: LocationId, from?: CardId): string | null {
  if (isGap(s, loc)) return `${name(s, loc)} is a gap in space, no mission`; // rules/gaps.ts
  const m = missionFacts(s, missionCardOf(s, p, loc));
  if (s.completed[loc]) return `${m.name} has already been completed by ${s.completed[loc]}`;
  const barred = whyBarred(s, loc); // a card placed on the mission (rules/barred-missions.ts)
  if (barred) return barred;
  const abandoned = whyAbandoned(s, p, loc); // Edo Probe (rules/abandoned-missions.ts)
  if (abandoned) return abandoned;
  const nova = supernovaOn(s, loc); // constructed: rules/supernova.ts
  if (nova) return nova;
  const space = rulesOf(s).attempts.space;
  if (from === undefined && m.missionType === 'space') {
    if (space.by === 'none') return `${m.name} is a space mission; ${space.why}`;
    let first: string | null = null;
    for (const site of spaceAttemptSites(s, p, loc)) {
      const r = whyCannotAttempt(s, p, loc, site);
      if (r === null) return null;
      first ??= r;
    }
    return first ?? `You have no ship${space.fromOutpost ? ' or outpost' : ''} at ${m.name} to attempt it from`;
  }
  if (from !== undefined) {
    if (space.by === 'none') return `${m.name} is not attempted from a ship; ${space.why}`;
    if (m.missionType === 'planet') return `${m.name} is a planet mission: an Away Team on the planet attempts it`;
    const host = s.cards[from];
    if (!host || (host.ctrl ?? host.owner) !== p || !spaceAttemptSites(s, p, loc).includes(from)) {
      return `A space mission is attempted from one of your ships${space.fromOutpost ? ' or outposts' : ''} at it`;
    }
    if (host.stopped) return `${name(s, from)} is stopped and can do nothing more this turn`;
    if (host.cloaked) return `${name(s, from)} is cloaked: a cloaked ship attempts no mission`;
    const team = attemptingTeam(s, p, loc, from);
    if (team.length === 0) return `You have no unstopped personnel aboard ${name(s, from)} at ${m.name}`;
    if (!hasMatchingMember(s, team, loc)) {
      return `At least one personnel aboard ${name(s, from)} must match an affiliation icon of ${m.name} (${iconsFor(s, p, loc).join(', ')})`;
    }
    return null;
  }
  const team = attemptingTeam(s, p, loc);
  if (team.length === 0) return `You have no unstopped personnel on the planet at ${m.name}`;
  if (!hasMatchingMember(s, team, loc)) {
    return `At least one Away Team member must match an affiliation icon of ${m.name} (${iconsFor(s, p, loc).join(', ')})`;
  }
  return null;
}

/** The mission attempts this player may start now, appended to `out` (a new list unless one is given). */
export function attemptOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  // only planets where the player has cards can be attempted
  for (const [loc, here] of boardIndex(s).planet) {
    if (!here.some((id) => { const c = s.cards[id] as CardState; return (c.ctrl ?? c.owner) === p; })) continue;
    if (whyCannotAttempt(s, p, loc)) continue;
    const team = attemptingTeam(s, p, loc);
    out.push({ id: `attempt:${loc}`, label: `Attempt ${name(s, loc)} with ${team.length} personnel`, target: loc, group: 'attempt', act: { type: 'attempt', mission: loc } });
  }
  // space (and dual) missions, from each ship or outpost of the player's there, where the format attempts them
  if (rulesOf(s).attempts.space.by === 'none') return out;
  for (const loc of s.spaceline) {
    if (missionFacts(s, loc).missionType === 'planet' || isGap(s, loc)) continue;
    for (const from of spaceAttemptSites(s, p, loc)) {
      if (whyCannotAttempt(s, p, loc, from)) continue;
      const team = attemptingTeam(s, p, loc, from);
      out.push({
        id: `attempt:${loc}:${from}`,
        label: `Attempt ${name(s, loc)} with the ${team.length} personnel aboard ${name(s, from)}`,
        target: loc,
        group: 'attempt',
        act: { type: 'attempt', mission: loc, from },
      });
    }
  }
  return out;
}

export function chooseAttempt(s: GameState, p: PlayerId, o: Option): void {
  const loc = o.target as LocationId;
  const from = o.act.type === 'attempt' ? o.act.from : undefined;
  const team = attemptingTeam(s, p, loc, from);
  const aboard = from === undefined ? '' : ` aboard ${name(s, from)}`;
  emit(s, 'missionAttempted', `${p} attempts ${name(s, loc)} with ${team.map((id) => name(s, id)).join(', ')}${aboard}`, { player: p, loc, team });
  happened(s, { type: 'missionAttempted', player: p, loc, team: [...team] });
  const f: AttemptFrame = { kind: 'attempt', player: p, loc, faced: [] };
  if (from !== undefined) f.from = from;
  push(s, f);
}

defineFrame<AttemptFrame>('attempt', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const team = attemptingTeam(s, f.player, f.loc, f.from);
    if (f.stopped) {
      pop(s, f);
      emit(s, 'attemptEnded', `${f.player}'s attempt at ${name(s, f.loc)} ends: the ${teamLabel(s, f.from)} is stopped`, { player: f.player, loc: f.loc });
      return;
    }
    const barred = whyBarred(s, f.loc); // a dilemma placed on the mission ends the attempt (rules/barred-missions.ts)
    if (barred) {
      pop(s, f);
      emit(s, 'attemptEnded', `${f.player}'s attempt at ${name(s, f.loc)} ends: ${barred}`, { player: f.player, loc: f.loc });
      return;
    }
    if (team.length === 0 || !hasMatchingMember(s, team, f.loc)) {
      pop(s, f);
      emit(s, 'attemptEnded', `${f.player}'s attempt at ${name(s, f.loc)} ends: no ${f.from === undefined ? 'Away Team member' : `personnel aboard ${name(s, f.from)}`} of a matching affiliation is left`, {
        player: f.player,
        loc: f.loc,
      });
      return;
    }
    // the next dilemma seeded by the opponent (the player's own seeds are skipped)
    const next = nextDilemma(s, f.loc, f.player, f.faced);
    if (next) {
      f.faced.push(next);
      discardMisSeeds(s, next, f.loc);
      encounter(s, f.player, next, f.loc, f.from);
      return;
    }
    pop(s, f);
    const m = missionFacts(s, missionCardOf(s, f.player, f.loc));
    const own = solvedByText(s, f.player, f.loc, team); // requirements the mission's text reads itself (rules/mission-text.ts)
    if ((own ?? requirementsMet(teamStats(s, team), m.requirements)) || alternativeMet(s, f.player, missionCardOf(s, f.player, f.loc), f.loc, team)) {
      s.completed[f.loc] = f.player;
      emit(s, 'missionCompleted', `${f.player} completes ${m.name}`, { player: f.player, loc: f.loc, team });
      happened(s, { type: 'missionCompleted', player: f.player, loc: f.loc, team: [...team] });
      const printed = printedPointsFor(s, f.player, f.loc, team, m.points); // points its text varies (rules/mission-text.ts)
      const worth = missionPoints(s, f.loc, printed); // with the points placed on it: rules/mission-points.ts
      // what completing it scored, kept on the mission card as an X-point card keeps its points (the
      // score's invariant and a later loss of the mission read it there)
      if (worth !== m.points) card(s, f.loc).points = worth;
      scorePoints(s, f.player, worth, `completed ${m.name}`);
      // The Charybdis may hold the artifacts back until Archaeology is present (rules/charybdis.ts)
      if (rulesOf(s).artifacts === 'earnedToHand' && !charybdisHolds(s, f.player, f.loc, team)) earnArtifacts(s, f.player, f.loc, f.from);
    } else {
      emit(s, 'missionNotCompleted', `${f.player}'s ${teamLabel(s, f.from)} does not meet the requirements of ${m.name}; it is not stopped`, {
        player: f.player,
        loc: f.loc,
      });
    }
  },
});

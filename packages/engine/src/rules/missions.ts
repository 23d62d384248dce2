/**
 * Mission attempts (quick-start "attempting missions"): your unstopped personnel on the planet
 * form the Away Team; at least one must match an affiliation icon of the mission (non-aligned
 * may join). The dilemmas the opponent seeded there are revealed and resolved one at a time; a
 * team that still meets the requirements afterward scores the points, and the mission is
 * completed: it stays on the spaceline and cannot be scored again. An enemy Away Team on the
 * planet does not prevent an attempt.
 */
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { boardIndex, card, dilemmasUnder, missionFacts, name, personnelFacts } from './board.ts';
import { teamStats } from './attributes.ts';
import { awayTeam, encounter } from './dilemmas.ts';
import { scorePoints } from './endgame.ts';
import { requirementsMet } from './requirements.ts';
import { happened } from '../core/happenings.ts';
import { rulesOf } from '../formats/rules.ts';

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
}

export function hasMatchingMember(s: GameState, team: readonly CardId[], loc: LocationId): boolean {
  const icons = missionFacts(s, loc).affiliationIcons;
  return team.some((id) => icons.includes(personnelFacts(s, id).affiliation));
}

/** Why this player cannot attempt the mission now, or null if they can. */
export function whyCannotAttempt(s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[] = awayTeam(s, p, loc)): string | null {
  const m = missionFacts(s, loc);
  if (s.completed[loc]) return `${m.name} has already been completed by ${s.completed[loc]}`;
  const space = rulesOf(s).spaceAttempts;
  if (m.missionType === 'space' && space) return `${m.name} is a space mission; ${space}`;
  if (team.length === 0) return `You have no unstopped personnel on the planet at ${m.name}`;
  if (!hasMatchingMember(s, team, loc)) {
    return `At least one Away Team member must match an affiliation icon of ${m.name} (${m.affiliationIcons.join(', ')})`;
  }
  return null;
}

/** The mission attempts this player may start now, appended to `out` (a new list unless one is given). */
export function attemptOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  // only planets where the player has cards can be attempted
  for (const [loc, here] of boardIndex(s).planet) {
    if (!here.some((id) => (s.cards[id] as CardState).owner === p)) continue;
    const team = awayTeam(s, p, loc);
    if (whyCannotAttempt(s, p, loc, team)) continue;
    out.push({ id: `attempt:${loc}`, label: `Attempt ${name(s, loc)} with ${team.length} personnel`, target: loc, group: 'attempt', act: { type: 'attempt', mission: loc } });
  }
  return out;
}

export function chooseAttempt(s: GameState, p: PlayerId, o: Option): void {
  const loc = o.target as LocationId;
  const team = awayTeam(s, p, loc);
  emit(s, 'missionAttempted', `${p} attempts ${name(s, loc)} with ${team.map((id) => name(s, id)).join(', ')}`, { player: p, loc, team });
  happened(s, { type: 'missionAttempted', player: p, loc, team: [...team] });
  const f: AttemptFrame = { kind: 'attempt', player: p, loc, faced: [] };
  push(s, f);
}

defineFrame<AttemptFrame>('attempt', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const team = awayTeam(s, f.player, f.loc);
    if (f.stopped) {
      pop(s, f);
      emit(s, 'attemptEnded', `${f.player}'s attempt at ${name(s, f.loc)} ends: the Away Team is stopped`, { player: f.player, loc: f.loc });
      return;
    }
    if (team.length === 0 || !hasMatchingMember(s, team, f.loc)) {
      pop(s, f);
      emit(s, 'attemptEnded', `${f.player}'s attempt at ${name(s, f.loc)} ends: no Away Team member of a matching affiliation is left`, {
        player: f.player,
        loc: f.loc,
      });
      return;
    }
    // the next dilemma seeded by the opponent (the player's own seeds are skipped)
    const next = nextDilemma(s, f.loc, f.player, f.faced);
    if (next) {
      f.faced.push(next);
      encounter(s, f.player, next, f.loc);
      return;
    }
    pop(s, f);
    const m = missionFacts(s, f.loc);
    if (requirementsMet(teamStats(s, team), m.requirements)) {
      s.completed[f.loc] = f.player;
      emit(s, 'missionCompleted', `${f.player} completes ${m.name}`, { player: f.player, loc: f.loc, team });
      happened(s, { type: 'missionCompleted', player: f.player, loc: f.loc, team: [...team] });
      scorePoints(s, f.player, m.points, `completed ${m.name}`);
    } else {
      emit(s, 'missionNotCompleted', `${f.player}'s Away Team does not meet the requirements of ${m.name}; it is not stopped`, {
        player: f.player,
        loc: f.loc,
      });
    }
  },
});

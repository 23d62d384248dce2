/**
 * Senior Staff Meeting (Alternate Universe interrupt 103_076): played on a ship of its player's before
 * his first attempt of a space mission there, the first dilemma that ship's crew then encounters in an
 * attempt this turn is discarded with no effect. The card leaves a mark on the ship for the turn; the
 * encounter (rules/dilemmas.ts) asks `meetingDiscards`. Whether the player has attempted a mission
 * before is kept as a mark on the mission, and only in a game that holds a Senior Staff Meeting (no
 * other game's state changes). docs/RULINGS.md, "Alternate Universe interrupts, batch B".
 */
import { after } from '../core/happenings.ts';
import { emit } from '../core/flow.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { name } from './board.ts';

export const SENIOR_STAFF_MEETING = 'senior-staff-meeting';

/** Whether this player has attempted the mission at this location before (recorded in games holding the card). */
export function attemptedBefore(s: GameState, p: PlayerId, loc: LocationId): boolean {
  return marksBy(s, SENIOR_STAFF_MEETING).some((m) => m.card === loc && m.player === p);
}

/** Whether a meeting held this turn waits on this ship. */
export function meetingOn(s: GameState, ship: CardId): boolean {
  return marksBy(s, SENIOR_STAFF_MEETING).some((m) => m.card === ship && m.turn === s.turn.number);
}

/**
 * As a dilemma is encountered by the crew of `from`: the meeting held on that ship this turn, if any,
 * is spent and the dilemma is to be discarded with no effect (true). Stale meetings are dropped.
 */
export function meetingDiscards(s: GameState, dilemma: CardId, from: CardId | undefined): boolean {
  if (from === undefined || s.effects.length === 0) return false;
  let used: CardId | undefined;
  for (const m of marksBy(s, SENIOR_STAFF_MEETING)) {
    if (m.card !== from) continue;
    if (m.turn === s.turn.number && used === undefined) used = m.source;
    clearMark(s, m);
  }
  if (used === undefined) return false;
  emit(s, 'dilemmaNullified', `${name(s, used)}: the senior staff foresaw ${name(s, dilemma)}; it is discarded with no effect`, { card: dilemma, by: used });
  return true;
}

// every attempt is remembered, in a game with a Senior Staff Meeting in it
after('missionAttempted', 'senior staff meeting: attempts', (s, h) => {
  const meeting = Object.values(s.cards).find((c: CardState) => c.def === SENIOR_STAFF_MEETING);
  if (meeting === undefined || attemptedBefore(s, h.player, h.loc)) return;
  s.effects.push({ kind: 'mark', by: SENIOR_STAFF_MEETING, source: meeting.id, card: h.loc, turn: s.turn.number, player: h.player });
});

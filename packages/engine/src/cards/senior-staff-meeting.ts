/**
 * Senior Staff Meeting (Alternate Universe interrupt, 103_076; a Captain's Order). In his own main
 * decision, a player plays it on his ship at a space mission he has not attempted before, with OFFICER,
 * ENGINEER, MEDICAL, SCIENCE and SECURITY among the personnel aboard, and which may attempt it now: the
 * first dilemma that ship's crew encounters in an attempt this turn is discarded with no effect
 * (rules/staff-meeting.ts). Rulings: docs/RULINGS.md, "Alternate Universe interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { addMark } from '../core/modifiers.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { crewOf, locationOf, missionFacts, name, ownShips, typeOf } from '../rules/board.ts';
import { teamStats } from '../rules/attributes.ts';
import { whyCannotAttempt } from '../rules/missions.ts';
import { attemptedBefore, meetingOn, SENIOR_STAFF_MEETING } from '../rules/staff-meeting.ts';

/** The five skills the meeting needs aboard. */
export const STAFF = ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY'] as const;

/** The skills of the five the ship's personnel lack. */
export function missingStaff(s: GameState, ship: CardId): string[] {
  const skills = teamStats(s, crewOf(s, ship).filter((id) => typeOf(s, id) === 'personnel')).skills;
  return STAFF.filter((k) => (skills.get(k) ?? 0) === 0);
}

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  const out: PlayChoice[] = [];
  for (const ship of ownShips(s, p)) {
    const loc = locationOf(s, ship) as LocationId | undefined;
    if (loc === undefined || missionFacts(s, loc).missionType !== 'space' || s.completed[loc] !== undefined) continue;
    if (attemptedBefore(s, p, loc) || meetingOn(s, ship) || missingStaff(s, ship).length > 0) continue;
    if (whyCannotAttempt(s, p, loc, ship) !== null) continue;
    out.push({ key: ship, label: `on ${name(s, ship)} before attempting ${name(s, loc)}`, target: ship, ship });
  }
  return out;
}

export default playedInterrupt(
  SENIOR_STAFF_MEETING,
  'A Captain\'s Order. Before your first attempt of a space mission, play it on your ship there whose crew counts all five of SECURITY, SCIENCE, OFFICER, MEDICAL and ENGINEER: ' +
    'the first dilemma its crew meets in an attempt this turn is discarded and does nothing.',
  {
    spec: { when: 'anyTime', target: { coded: 'your ship at a space mission you have not attempted, with the five skills aboard' }, effects: [{ coded: 'the first dilemma of its attempt this turn is discarded' }] },
    windows: ['main'],
    choices: (s, p) => (s.turn.active === p ? choices(s, p) : []),
    play(s, p, c, ch) {
      const ship = ch.ship as CardId;
      addMark(s, c, ship);
      emit(s, 'staffMeeting', `${p}'s senior staff meet aboard ${name(s, ship)}: the first dilemma of its attempt this turn will be discarded`, { player: p, card: c, ship });
    },
  },
  // the random deck generator deals what it needs with it (decks/deck-wants.ts)
  { deckWants: { skills: STAFF, mission: 'space' } },
);

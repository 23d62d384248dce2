/**
 * Thine Own Self (Alternate Universe interrupt, 103_078). At any of its player's response points, on
 * the opponent's Away Team of one or two personnel on a planet whose mission is not yet completed (no
 * facility of these sets stands on a planet, so the card's facility exception never applies): the team
 * is "lost". Its personnel are laid face up with the mission card, marked by this card (rules place
 * `{ z: 'attached', host: mission }`): still their owner's cards, but at no planet, in no team, unable
 * to act; the equipment they carried stays on the planet. When the mission is completed, by the
 * player who solves it: its opponent takes them captive (rules/captives.ts); their owner rescues them,
 * and they join the solving team on the planet. docs/RULINGS.md, "Alternate Universe: captives".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, missionFacts, moveTo, name, personnelOnPlanet } from '../rules/board.ts';
import { capture } from '../rules/captives.ts';
import { anyTime } from '../rules/responses.ts';

export const THINE_OWN_SELF = 'thine-own-self';
/** The largest Away Team it may take. */
export const MOST = 2;

/** The planets where the opponent has an Away Team of one or two it may take: mission not completed. */
export function targets(s: GameState, p: PlayerId): { loc: LocationId; team: CardId[] }[] {
  const out: { loc: LocationId; team: CardId[] }[] = [];
  const foe = opponent(s, p);
  for (const loc of s.spaceline) {
    if (s.completed[loc] !== undefined || missionFacts(s, loc).missionType === 'space') continue;
    const team = personnelOnPlanet(s, loc, foe);
    if (team.length >= 1 && team.length <= MOST) out.push({ loc, team });
  }
  return out;
}

/** The personnel this card has lost with the mission at `loc` (still there). */
export function lostAt(s: GameState, loc: LocationId): CardId[] {
  const out: CardId[] = [];
  for (const m of marksBy(s, THINE_OWN_SELF)) {
    const at = (s.cards[m.card] as CardState).at;
    if (m.card !== m.source && at.z === 'attached' && at.host === loc && !out.includes(m.card)) out.push(m.card);
  }
  return out;
}

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  return targets(s, p).map(({ loc, team }) => ({ key: loc, label: `lose ${card(s, team[0] as CardId).owner}'s ${team.map((id) => name(s, id)).join(' and ')} at ${name(s, loc)}`, target: loc }));
}

/** A mission completed: the personnel lost there are taken captive by the solver, or rescued when he is their owner. */
function onCompleted(s: GameState, solver: PlayerId, loc: LocationId): void {
  const lost = lostAt(s, loc);
  if (lost.length === 0) return;
  for (const m of marksBy(s, THINE_OWN_SELF)) if (lost.includes(m.card)) clearMark(s, m);
  for (const id of lost) {
    if (card(s, id).owner === solver) {
      moveTo(s, id, { z: 'planet', loc });
      emit(s, 'personnelRescued', `${name(s, id)} is found again on ${name(s, loc)} by ${solver}, who completed it`, { card: id, loc });
    } else capture(s, id, solver, `found on ${name(s, loc)} by the player who completed it`);
  }
}

export default playedInterrupt(
  THINE_OWN_SELF,
  "On the opponent's Away Team of one or two personnel on a planet whose mission is not yet completed: they are lost, laid with the mission. Whoever completes that mission finds them: if you do, they become your captives; if their owner does, he gets them back with his team.",
  {
    spec: { when: 'anyTime', target: { coded: "the opponent's Away Team of one or two on a planet of an uncompleted mission" }, effects: [{ coded: 'lost with the mission until it is completed: captured by the solver, or rescued by their owner' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, p, _c, win) => (anyTime(win) ? choices(s, p) : []),
    play(s, p, c, ch) {
      const t = targets(s, p).find((x) => x.loc === ch.target);
      if (!t) return emit(s, 'cardFizzled', `${name(s, c)} finds no Away Team of one or two there any more`, { card: c });
      for (const id of t.team) {
        moveTo(s, id, { z: 'attached', host: t.loc });
        addMark(s, c, id);
      }
      emit(s, 'awayTeamLost', `${t.team.map((id) => name(s, id)).join(' and ')} ${t.team.length > 1 ? 'are' : 'is'} lost on ${name(s, t.loc)} (${name(s, c)})`, { card: c, loc: t.loc, team: t.team });
    },
  },
  { after: [{ type: 'missionCompleted', run: (s, h) => onCompleted(s, h.player, h.loc) }] },
);

/**
 * Full Planet Scan (Premiere interrupt; the database wording, docs/RULINGS.md "Card wording", entry 16).
 * At the start of its player's turn (his main decision before the turn's card play and before any
 * order): on one of his ships at a planet or dual mission with two or more staffing icons and, aboard,
 * unstopped personnel with Computer Skill and with Geology. One of each is stopped (one personnel with
 * both suffices; the engine picks in crew order, those with both first) and he alone sees the bottom
 * card of the seed stack under that mission; the other player learns only that he looked
 * (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { interruptCard } from './language.ts';
import { onlyWhen } from './interrupt-kit.ts';
import { declareCard } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { card, crewOf, dilemmasUnder, missionFacts, name, shipFacts, typeOf } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';

const DEF = 'full-planet-scan';
registerInterruptFacts(DEF);

/** Staffing icons the ship needs. */
export const SCAN_ICONS = 2;
const SKILLS = ['Computer Skill', 'Geology'] as const;

const has = (s: GameState, id: CardId, skill: string) => (skillsOf(s, id).get(skill) ?? 0) > 0;

/** The personnel to stop: one with each skill, those with both first; undefined when one is missing. */
export function scanners(s: GameState, ship: CardId): CardId[] | undefined {
  const crew = crewOf(s, ship).filter((id) => typeOf(s, id) === 'personnel' && !card(s, id).stopped);
  const both = crew.find((id) => SKILLS.every((k) => has(s, id, k)));
  if (both) return [both];
  const out = SKILLS.map((k) => crew.find((id) => has(s, id, k)));
  return out.every((id) => id !== undefined) ? (out as CardId[]) : undefined;
}

/** The bottom card of the seed stack under a mission (met last), if any. */
export function bottomSeed(s: GameState, loc: LocationId): CardId | undefined {
  let best: CardId | undefined;
  let bi = -Infinity;
  for (const id of dilemmasUnder(s, loc)) {
    const at = card(s, id).at;
    const i = at.z === 'underMission' ? (at.i ?? 0) : 0;
    if (i >= bi) [best, bi] = [id, i];
  }
  return best;
}

function fits(s: GameState, ship: CardId): boolean {
  const at = card(s, ship).at;
  if (at.z !== 'inSpace' || missionFacts(s, at.loc).missionType === 'space') return false;
  return shipFacts(s, ship).staffing.length >= SCAN_ICONS && scanners(s, ship) !== undefined;
}

const scan = onlyWhen(
  interruptCard(
    DEF,
    'When your turn begins, aboard one of your ships (two or more staffing icons) orbiting a planet mission: stop one of your people with Computer Skill and one with Geology, and look, alone, at the bottom card seeded under that mission.',
    { when: 'anyTime', target: { ship: { of: 'own' } }, effects: [] },
    (s, p, c, target) => {
      const ship = target as CardId;
      const who = fits(s, ship) ? scanners(s, ship) : undefined;
      if (!who) return;
      for (const id of who) card(s, id).stopped = true;
      const loc = (card(s, ship).at as { loc: LocationId }).loc;
      const seen = bottomSeed(s, loc);
      emit(s, 'seedExamined', `${p} stops ${who.map((id) => name(s, id)).join(' and ')} to scan ${name(s, loc)} and looks at the bottom card under it`, { player: p, card: c, loc, stopped: who, found: seen !== undefined });
      if (seen) emit(s, 'seedExaminedSecret', `${name(s, c)}: the bottom card under ${name(s, loc)} is ${name(s, seen)}`, { card: seen, loc }, p);
      else emit(s, 'seedExaminedSecret', `${name(s, c)}: nothing is seeded under ${name(s, loc)}`, { loc }, p);
    },
  ),
  // the start of the turn: the player's own main decision, before the card play and any order
  (s, p, ch, win) => win.type === 'main' && s.turn.active === p && s.turn.stage === 'play' && !s.turn.cardPlayed && ch.ship !== undefined && fits(s, ch.ship),
);

const { id, ...played } = scan;
// the random deck generator deals what it needs with it (decks/deck-wants.ts)
export default declareCard(id, { ...played, deckWants: { skills: SKILLS, mission: 'planet' } });

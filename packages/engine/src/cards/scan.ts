/**
 * Scan (Premiere interrupt, 101_135; its database wording, docs/RULINGS.md "Card wording" entry 18).
 * At the start of its player's own turn (before the card play and any order), on one of his ships in
 * space at a space mission, the ship printed with at least two staffing icons and with Computer Skill
 * and Stellar Cartography among the personnel aboard: those personnel are stopped (one with each skill,
 * one who has both where there is), and he looks at the bottom card of the seed cards under the
 * mission. The card is named in a log line to him alone. Rulings: docs/RULINGS.md, "Premiere
 * interrupts, batch B".
 */
import { playedInterrupt, startOfOwnTurn } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, crewOf, dilemmasUnder, locationOf, missionFacts, name, ownShips, shipFacts, typeOf } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';

const SKILLS = ['Computer Skill', 'Stellar Cartography'] as const;

/** The bottom card under a mission: the last to be met (highest stack place; else the last made). */
export function bottomSeed(s: GameState, loc: LocationId): CardId | undefined {
  let best: CardId | undefined;
  let bestAt = -Infinity;
  for (const d of dilemmasUnder(s, loc)) {
    const c = card(s, d);
    const at = c.at.z === 'underMission' ? (c.at.i ?? -1) : -1;
    if (best === undefined || at >= bestAt) {
      best = d;
      bestAt = at;
    }
  }
  return best;
}

/** The personnel aboard to stop: one with each skill, one who has both where there is; undefined if a skill is missing. */
export function scanners(s: GameState, ship: CardId): CardId[] | undefined {
  const crew = crewOf(s, ship).filter((id) => typeOf(s, id) === 'personnel' && !card(s, id).stopped);
  const has = (id: CardId, k: string) => (skillsOf(s, id).get(k) ?? 0) > 0;
  const both = crew.find((id) => SKILLS.every((k) => has(id, k)));
  if (both) return [both];
  const out: CardId[] = [];
  for (const k of SKILLS) {
    const one = crew.find((id) => has(id, k));
    if (!one) return undefined;
    out.push(one);
  }
  return out;
}

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  const out: PlayChoice[] = [];
  for (const ship of ownShips(s, p)) {
    const loc = locationOf(s, ship);
    if (card(s, ship).at.z !== 'inSpace' || !loc || missionFacts(s, loc).missionType !== 'space') continue;
    if (shipFacts(s, ship).staffing.length < 2 || !scanners(s, ship) || !bottomSeed(s, loc)) continue;
    out.push({ key: ship, label: `with ${name(s, ship)} at ${name(s, loc)}`, target: ship, ship });
  }
  return out;
}

export default playedInterrupt(
  'scan',
  'As your turn begins, pick a ship of yours at a space mission, printed with two or more staffing icons, with Computer Skill and Stellar Cartography aboard: those personnel are stopped and you look at the bottom seed card under that mission; only you learn what it is.',
  {
    spec: { when: 'anyTime', target: { coded: 'a ship of yours at a space mission, as your turn begins' }, effects: [{ coded: 'stop the scanners; look at the bottom seed card' }] },
    windows: ['main'],
    choices: (s, p, _c, win) => (startOfOwnTurn(s, p, win) ? choices(s, p) : []),
    play(s, p, c, ch) {
      const ship = ch.ship as CardId;
      const loc = locationOf(s, ship) as LocationId;
      const who = scanners(s, ship) ?? [];
      for (const id of who) card(s, id).stopped = true;
      const bottom = bottomSeed(s, loc);
      emit(s, 'seedScanned', `${p} scans the bottom seed card under ${name(s, loc)} with ${name(s, c)}; ${who.map((id) => name(s, id)).join(' and ')} ${who.length === 1 ? 'is' : 'are'} stopped`, { player: p, loc, stopped: who }, { not: p });
      emit(s, 'seedScannedSecret', bottom ? `The bottom seed card under ${name(s, loc)} is ${name(s, bottom)}` : `No seed card is left under ${name(s, loc)}`, { loc, card: bottom ?? null, stopped: who }, p);
    },
  },
  // the random deck generator deals what it needs with it (decks/deck-wants.ts): six of each skill, as
  // both must be aboard one ship at the moment (docs/RULINGS.md RD4)
  { deckWants: { skills: SKILLS, mission: 'space', count: 6 } },
);

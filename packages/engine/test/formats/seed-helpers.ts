/**
 * Shared set-up for the constructed seed-phase, turn and end specs (duplicate-missions, outposts,
 * mis-seeds, turn, winning): legal decks, and a constructed game played through its seed phase
 * (every first option, "done" where offered) to player-1's first main decision.
 */
import { expect } from 'vitest';
import { apply, autoAnswer, createEngine, facts } from '../../src/index.ts';
import type { CardId, DeckList, GameState, Option, Place } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { isHologramDef } from '../../src/rules/holograms.ts';

export const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
export const ofType = (type: string, aff?: string): string[] => pool.filter((c) => { const f = facts(c); return f.type === type && (aff === undefined || ('affiliation' in f && f.affiliation === aff)); }).sort();

/** A legal deck: the missions and seed cards given, the rest universal personnel of the affiliation and its ships. */
export function deck(aff: 'federation' | 'klingon', seeds: string[], missions: string[], size = 60): DeckList {
  const people = ofType('personnel', aff).filter((c) => !facts(c).unique && !isHologramDef(c)); // no hologram: it reports only aboard a Holodeck ship
  const ships = ofType('ship', aff).filter((c) => !facts(c).unique);
  const draw: string[] = [];
  for (let i = 0; draw.length < size - missions.length - seeds.length; i++) draw.push(i % 5 === 0 ? (ships[i % ships.length] as string) : (people[i % people.length] as string));
  return { missions, seed: seeds, draw };
}

export const FED_MISSIONS = ['study-stellar-collision', 'investigate-rogue-comet', 'avert-danger', 'distress-mission', 'hostage-situation', 'reported-activity'];
export const KLI_MISSIONS = ['survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous', 'sensitive-search'];
export const FED = (seeds = ['federation-outpost'], missions = FED_MISSIONS): DeckList => deck('federation', seeds, missions);
export const KLI = (seeds = ['klingon-outpost'], missions = KLI_MISSIONS): DeckList => deck('klingon', seeds, missions);

export const isMain = (s: GameState, p = 'player-1'): boolean => s.pending?.player === p && s.pending.kind === 'main';
export function choose(s: GameState, id: string): void {
  apply(s, { decision: (s.pending as { id: string }).id, option: id });
}
export const options = (s: GameState): Option[] => (s.pending as { options: Option[] } | null)?.options ?? [];

/** A constructed game made from these decks (seat order player-1, player-2). */
export function newGame(seed: number, p1: DeckList = FED(), p2: DeckList = KLI()): GameState {
  return engine.createGame({ seed, decks: { 'player-1': p1, 'player-2': p2 } }).state;
}

/** Plays the seed phase (and any turn of player-2's first) with the first option, "done" where offered, until `stop` holds. */
export function playUntil(s: GameState, stop: (s: GameState) => boolean, pickFn?: (s: GameState, opts: Option[]) => Option | undefined): void {
  for (let n = 0; n < 3000 && !stop(s) && s.pending && !s.result; n++) {
    const opts = options(s);
    const pick = pickFn?.(s, opts) ?? opts.find((o) => o.act.type === 'done') ?? (s.pending?.kind === 'main' ? opts.find((o) => o.act.type === 'endTurn') : undefined) ?? (opts[0] as Option);
    choose(s, pick.id);
  }
}

/** A constructed game at player-1's first main decision, no dilemma seeded. */
export function position(seed = 11, p1: DeckList = FED(), p2: DeckList = KLI()): GameState {
  const s = newGame(seed, p1, p2);
  playUntil(s, (x) => isMain(x) && x.turn.number >= 1);
  expect(isMain(s)).toBe(true);
  return s;
}

/** Answers every decision but player-1's main one: the answer nobody is asked for, else the first option. */
export function settle(s: GameState, main = 'player-1'): void {
  for (let n = 0; n < 200 && s.pending && !s.result && !isMain(s, main); n++) choose(s, autoAnswer(s) ?? (options(s)[0] as Option).id);
}

export const loc = (s: GameState, def: string): CardId => s.spaceline.find((l) => card(s, l).def === def) as CardId;

/** A card of the owner's draw deck made into `def` and moved to `at`. */
export function put(s: GameState, owner: string, def: string, at: Place): CardId {
  const c = Object.values(s.cards).find((x) => x.owner === owner && x.at.z === 'deck');
  if (!c) throw new Error(`no card left in ${owner}'s deck`);
  c.def = def;
  moveTo(s, c.id, at);
  return c.id;
}

/**
 * The one set-up of the constructed specs (issue 24): legal decks, a constructed game made from them,
 * stepped through its seed phase to a decision, cards then put where a case needs them, and the
 * decisions in between settled. Every constructed spec builds its positions here (the affiliation
 * specs' decks in affiliation-position.ts, the terminal's table in packages/cli/test/constructed-position.ts).
 *
 * The defaults: player-1 plays Federation, player-2 Klingon; each deck holds six missions, its outpost
 * as seed card, and universal personnel of its affiliation with one of its universal ships every fifth card.
 */
import { expect } from 'vitest';
import { advance, apply, autoAnswer, createEngine, facts, newGame as engineNewGame } from '../../src/index.ts';
import type { CardId, DeckList, GameState, Option, Place, PlayerId } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { isHologramDef } from '../../src/rules/holograms.ts';

export const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];

/** The engine's cards of a type (and affiliation), sorted by id. */
export const ofType = (type: string, aff?: string): string[] => pool.filter((c) => { const f = facts(c); return f.type === type && (aff === undefined || ('affiliation' in f && f.affiliation === aff)); }).sort();

/**
 * The universal personnel of an affiliation, sorted by id. No hologram by default: one reports only
 * aboard a Holodeck ship.
 */
export const personnel = (aff: string, holograms = false): string[] => ofType('personnel', aff).filter((c) => !facts(c).unique && (holograms || !isHologramDef(c)));

export interface DeckOptions {
  /** The personnel the draw deck cycles through; default: personnel(aff). */
  people?: readonly string[];
  /** A universal ship of the affiliation every fifth card (default); false: personnel only. */
  ships?: boolean;
  /** Cards the draw deck begins with, before the personnel. */
  extra?: readonly string[];
  /** The whole deck's size (default 60). */
  size?: number;
}

/** A legal deck: the missions and seed cards given, the draw deck filled as `o` says. */
export function deck(aff: 'federation' | 'klingon', seeds: string[], missions: string[], o: DeckOptions = {}): DeckList {
  const people = o.people ?? personnel(aff);
  const ships = o.ships === false ? [] : ofType('ship', aff).filter((c) => !facts(c).unique);
  const draw: string[] = [...(o.extra ?? [])];
  for (let i = 0; draw.length < (o.size ?? 60) - missions.length - seeds.length; i++) {
    draw.push(ships.length > 0 && i % 5 === 0 ? (ships[i % ships.length] as string) : (people[i % people.length] as string));
  }
  return { missions, seed: seeds, draw };
}

// Study Stellar Collision: space; Federation, Klingon and Romulan icons; Stellar Cartography; 25 points.
// Survey Mission: space, Klingon icon only. Avert Danger, Gault: planet missions.
export const FED_MISSIONS = ['study-stellar-collision', 'investigate-rogue-comet', 'avert-danger', 'distress-mission', 'hostage-situation', 'reported-activity'];
export const KLI_MISSIONS = ['survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous', 'sensitive-search'];
export const FED = (seeds = ['federation-outpost'], missions = FED_MISSIONS, o: DeckOptions = {}): DeckList => deck('federation', seeds, missions, o);
export const KLI = (seeds = ['klingon-outpost'], missions = KLI_MISSIONS, o: DeckOptions = {}): DeckList => deck('klingon', seeds, missions, o);

/**
 * A constructed game made from these decks (seat order player-1, player-2), at its first decision.
 * `unchecked`: made by the engine's newGame, not an engine, which refuses decks with cards it cannot
 * play yet (the doorway's and the artifacts' specs hold whatever those texts do).
 */
export function newGame(seed: number, p1: DeckList = FED(), p2: DeckList = KLI(), how: { unchecked?: boolean } = {}): GameState {
  const decks = { 'player-1': p1, 'player-2': p2 };
  return how.unchecked ? engineNewGame({ seed, format: 'constructed', decks }) : engine.createGame({ seed, decks }).state;
}

export const isMain = (s: GameState, p: PlayerId = 'player-1'): boolean => s.pending?.player === p && s.pending.kind === 'main';
/** The stop of stepUntil at `p`'s main decision of a turn (not before the first). */
export const atMain = (p: PlayerId = 'player-1') => (s: GameState): boolean => isMain(s, p) && s.turn.number >= 1;
export const options = (s: GameState): Option[] => (s.pending as { options: Option[] } | null)?.options ?? [];
export const choose = (s: GameState, id: string): ReturnType<typeof apply> => apply(s, { decision: (s.pending as { id: string }).id, option: id });

/** A choice for stepUntil: the option to take, or undefined for its default. */
export type Pick = (s: GameState, opts: Option[]) => Option | undefined;
/** Takes autoAnswer's option (the answer nobody is asked for) where there is one. */
export const autoPick: Pick = (s, opts) => { const a = autoAnswer(s); return a === null ? undefined : opts.find((o) => o.id === a); };

/** Steps on until `stop` holds or the game ends: `pick`'s option, else "done" where offered, else ending the turn at a main decision, else the first option. */
export function stepUntil(s: GameState, stop: (s: GameState) => boolean, pick?: Pick): void {
  for (let n = 0; n < 3000 && !stop(s) && s.pending && !s.result; n++) {
    const opts = options(s);
    const o = pick?.(s, opts) ?? opts.find((x) => x.act.type === 'done') ?? (s.pending?.kind === 'main' ? opts.find((x) => x.act.type === 'endTurn') : undefined) ?? (opts[0] as Option);
    choose(s, o.id);
  }
}

/** The game stepped through its seed phase to player-1's first main decision. */
export function reachMain(s: GameState, pick?: Pick): GameState {
  stepUntil(s, atMain('player-1'), pick);
  expect(isMain(s)).toBe(true);
  return s;
}

/** A constructed game (these decks, default FED() and KLI()) at player-1's first main decision, no card seeded under a mission. */
export function position(seed = 11, p1: DeckList = FED(), p2: DeckList = KLI()): GameState {
  const s = reachMain(newGame(seed, p1, p2));
  expect(Object.values(s.cards).some((c) => c.at.z === 'underMission')).toBe(false);
  return s;
}

/** Answers every decision until `main`'s main decision (or `alsoStop`): the answer nobody is asked for, else the first option. */
export function settle(s: GameState, main: PlayerId = 'player-1', alsoStop?: (s: GameState) => boolean): void {
  for (let n = 0; n < 200 && s.pending && !s.result && !isMain(s, main) && !alsoStop?.(s); n++) choose(s, autoAnswer(s) ?? (options(s)[0] as Option).id);
}

/** The main decision asked again after the position changed: its options. */
export function mainOptions(s: GameState, p: PlayerId = 'player-1'): Option[] {
  advance(s);
  expect(isMain(s, p)).toBe(true);
  return options(s);
}

/** Ends the turns until `p`'s next main decision. */
export function passTo(s: GameState, p: PlayerId): void {
  for (let n = 0; n < 20 && !isMain(s, p); n++) {
    if (s.pending?.kind === 'main') choose(s, 'end');
    else choose(s, autoAnswer(s) ?? (s.pending?.options[0] as Option).id);
  }
  expect(isMain(s, p)).toBe(true);
}

/** The location of the mission `def`. */
export const loc = (s: GameState, def: string): CardId => s.spaceline.find((l) => card(s, l).def === def) as CardId;

/** A card of the owner's draw deck made into `def` and moved to `at`. */
export function put(s: GameState, owner: PlayerId, def: string, at: Place): CardId {
  const c = Object.values(s.cards).find((x) => x.owner === owner && x.at.z === 'deck');
  if (!c) throw new Error(`no card left in ${owner}'s deck`);
  c.def = def;
  moveTo(s, c.id, at);
  return c.id;
}

/** A ship of the owner's at the location, with these personnel aboard (put in the order named). */
export function ship<const C extends readonly string[]>(s: GameState, owner: PlayerId, at: CardId, def: string, crew: C): { ship: CardId; crew: { -readonly [K in keyof C]: CardId } } {
  const id = put(s, owner, def, { z: 'inSpace', loc: at });
  return { ship: id, crew: crew.map((p) => put(s, owner, p, { z: 'aboard', host: id })) as { -readonly [K in keyof C]: CardId } };
}

/** The ids of the options of a group. */
export const ids = (opts: readonly Option[], group: string): string[] => opts.filter((o) => o.group === group).map((o) => o.id);

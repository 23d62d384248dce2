/**
 * Game records and replay: a record is {format, engineVersion, seed, decks, options, actions}
 * plus a state hash every HASH_EVERY actions; replaying it reproduces the game exactly.
 * Format 2 (engine 0.2) shuffles with ChaCha20 keyed by the seed; records of format 1 (engine
 * 0.1: sfc32 from a 32-bit seed, response windows only for a player holding an answer) still
 * replay, under those rules (GameState.legacy).
 */
import type { DeckList } from '../rules/setup.ts';
import { createState, standardDecks } from '../rules/setup.ts';
import { premiumAdditions } from '../cards/premium-facts.ts';
import { advance, apply } from './flow.ts';
import { concede } from '../rules/endgame.ts';
import { canonical, hash64, stateHash } from './hash.ts';
import { allFacts } from '../cards/facts.ts';
import type { Action, GameOptions, GameResult, GameState, PlayerId } from './types.ts';
import { isSeedKey } from './rng.ts';
import { FORMATS, formatRules, isFormatKey } from '../formats/rules.ts';
import type { GameSeed } from './rng.ts';
import { seat } from './types.ts';
import { UndoError, afterAction, beforeAction, undoLimit } from './undo.ts';
import type { Step, UndoLimit } from './undo.ts';

export const ENGINE_VERSION = '0.5.0';
export const RECORD_FORMAT = 'stccg1e-record/2';
/** Records of engine 0.1, replayed under its rules. */
export const LEGACY_RECORD_FORMAT = 'stccg1e-record/1';
export const HASH_EVERY = 25;

export interface GameRecord {
  format: typeof RECORD_FORMAT | typeof LEGACY_RECORD_FORMAT;
  engineVersion: string;
  /** The game's 256-bit key (64 hex digits), or the whole number it was expanded from. */
  seed: GameSeed;
  decks: Record<PlayerId, DeckList>;
  options: GameOptions;
  actions: Action[];
  /** State hash after every HASH_EVERY actions and at the end: [number of actions, hash]. */
  hashes: [number, string][];
  result?: GameResult | null;
  /** Changes of the "always give me the chance to respond" setting: [after this many actions, player, on]. */
  settings?: [number, PlayerId, boolean][];
  /** A player who conceded, and after how many actions. */
  conceded?: [number, PlayerId];
  /** Who played each seat, for people reading the file. */
  players?: Partial<Record<PlayerId, string>>;
  /** The card data the game was played with (cardDataVersion); records made before engine 0.2.1 have none. */
  cardData?: string;
  /**
   * Actions taken back (undo against a bot, core/undo.ts), in the order they were: [the number of
   * actions left in `actions` after the undo, the player, the actions taken back]. `actions` holds
   * only the actions that stand, so a record replays the same with or without this list; a
   * replay viewer shows each undo at its point.
   */
  undos?: [number, PlayerId, Action[]][];
}

let cardData: string | null = null;
/**
 * The version of the card data (every card's facts, premiums included) this engine plays with: a
 * hash of their canonical JSON, so a record says which cards it was played with, and any change
 * to a card's facts shows as a new version. (A card's rules are the engine's: ENGINE_VERSION.)
 */
export function cardDataVersion(): string {
  cardData ??= `facts:${hash64(canonical(allFacts()))}`;
  return cardData;
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

export interface NewGameOptions extends GameOptions {
  seed: GameSeed;
  decks?: Record<PlayerId, DeckList>;
  /** Replay under engine 0.1's rules (records of format 1 only; the seed is then a whole number). */
  legacy?: boolean;
}

/** The deck lists of a new game: the standard decks, with the premium cards added when asked. */
export function gameDecks(withPremiums?: boolean): Record<PlayerId, DeckList> {
  const d = standardDecks();
  if (!withPremiums) return d;
  for (const side of ['federation', 'klingon'] as const) {
    const add = premiumAdditions(side);
    const was = d[side] as DeckList;
    d[side] = { missions: [...was.missions, ...add.missions], seed: [...was.seed, ...add.seed], draw: [...was.draw, ...add.draw] };
  }
  return d;
}

/**
 * Creates a game and runs it to its first decision. Given deck lists are used as they are (a
 * record's decks already hold any premium cards); without them, withPremiums adds the premiums.
 */
export function newGame(o: NewGameOptions): GameState {
  if (!o.decks && formatRules(o.format).decks) throw new RangeError(`a ${String(o.format)} game is made with the players' own decks: give two deck lists`);
  const s = createState(o.legacy || typeof o.seed === 'number' ? Number(o.seed) >>> 0 : o.seed, o.decks ?? gameDecks(o.withPremiums), o.log !== false, o.legacy === true, o.format ?? 'intro');
  advance(s);
  return s;
}

/** A game with its record kept in step: what servers, bots and the CLI use. */
export class Game {
  readonly record: GameRecord;
  /** For each action in the record: who took it, and what bars taking it back (core/undo.ts). */
  private steps: Step[] = [];
  constructor(
    public state: GameState,
    record: Omit<GameRecord, 'actions' | 'hashes'>,
  ) {
    this.record = { ...record, actions: [], hashes: [] };
  }
  static create(o: NewGameOptions): Game {
    const decks = o.decks ?? gameDecks(o.withPremiums);
    const state = newGame({ ...o, decks });
    const options: GameOptions = {};
    if (o.withPremiums) options.withPremiums = true;
    if (o.format !== undefined && o.format !== 'intro') {
      options.format = o.format;
      const rev = formatRules(o.format).revision;
      if (rev) options.formatRevision = rev;
    }
    const seed = typeof o.seed === 'number' ? o.seed >>> 0 : o.seed;
    if (o.legacy) return new Game(state, { format: LEGACY_RECORD_FORMAT, engineVersion: '0.1.0', seed, decks, options });
    return new Game(state, { format: RECORD_FORMAT, engineVersion: ENGINE_VERSION, cardData: cardDataVersion(), seed, decks, options });
  }
  /** Sets a player's "always give me the chance to respond" setting, recorded for replay. */
  setAlwaysRespond(p: PlayerId, on: boolean): void {
    const pl = seat(this.state, p);
    if (pl.alwaysRespond === on) return;
    pl.alwaysRespond = on;
    (this.record.settings ??= []).push([this.record.actions.length, p, on]);
    this.rehashLast();
  }
  /**
   * A replay checks the hash after action n once the settings and a concession made at n are
   * applied: a hash already taken at n (every HASH_EVERY actions) is taken again after them.
   */
  private rehashLast(): void {
    const last = this.record.hashes[this.record.hashes.length - 1];
    if (last && last[0] === this.record.actions.length) last[1] = stateHash(this.state);
  }
  /** A player concedes: the game ends and the concession is recorded for replay. */
  concede(p: PlayerId): void {
    if (this.state.result) return;
    concede(this.state, p);
    this.record.conceded = [this.record.actions.length, p];
    this.rehashLast();
    this.finish();
  }
  act(action: Action, player?: PlayerId): void {
    const before = beforeAction(this.state);
    apply(this.state, action, player);
    this.steps.push(before ? afterAction(before, this.state, action.option) : { by: '', bar: 'no decision was pending' });
    this.record.actions.push({ decision: action.decision, option: action.option });
    const n = this.record.actions.length;
    if (n % HASH_EVERY === 0) this.record.hashes.push([n, stateHash(this.state)]);
    if (this.state.result) this.finish();
  }
  /**
   * How many of a player's most recent actions may be taken back now, and why not more: only the
   * player's own, never past one that brought something new to light or an action of the other
   * seat (core/undo.ts). Actions applied before this Game was made (none for Game.create) count as
   * another's.
   */
  undoLimit(player: PlayerId): UndoLimit {
    const known = this.steps.length === this.record.actions.length ? this.steps : [{ by: '', bar: 'the game was not played here' }, ...this.steps];
    return undoLimit(known, player, this.state.result !== null);
  }
  /**
   * Takes back the player's last `count` actions (within undoLimit): the game is rebuilt from its
   * record without them, exactly as it stood before them, and the undo is noted in the record.
   * Throws UndoError, changing nothing, when they may not be taken back.
   */
  undo(player: PlayerId, count = 1): void {
    if (!Number.isInteger(count) || count < 1) throw new UndoError(`the number of actions to take back must be a whole number from 1, not ${String(count)}`);
    const limit = this.undoLimit(player);
    if (limit.count === 0) throw new UndoError(`nothing to take back: ${limit.reason ?? 'no action of yours'}`);
    if (count > limit.count) throw new UndoError(`only ${limit.count} action${limit.count === 1 ? '' : 's'} may be taken back: before ${limit.count === 1 ? 'it' : 'them'}, ${limit.reason ?? 'the game began'}`);
    const keep = this.record.actions.length - count;
    const shorter: GameRecord = {
      ...this.record,
      actions: this.record.actions.slice(0, keep),
      hashes: this.record.hashes.filter(([n]) => n <= keep),
      // a setting changed after the point goes back with the game, still in force: it is now made there
      settings: this.record.settings?.map(([n, p, on]): [number, PlayerId, boolean] => [Math.min(n, keep), p, on]),
    };
    delete shorter.conceded;
    if (!shorter.settings) delete shorter.settings;
    const state = replay(shorter, { log: this.state.logging });
    const taken = this.record.actions.slice(keep);
    this.state = state;
    this.record.actions.length = keep;
    this.record.hashes = shorter.hashes;
    if (shorter.settings) this.record.settings = shorter.settings;
    (this.record.undos ??= []).push([keep, player, taken]);
    this.steps.length = Math.max(0, this.steps.length - count);
  }
  finish(): GameRecord {
    const n = this.record.actions.length;
    const last = this.record.hashes[this.record.hashes.length - 1];
    if (!last || last[0] !== n) this.record.hashes.push([n, stateHash(this.state)]);
    this.record.result = this.state.result;
    return this.record;
  }
}

/** Replays a record, checking every stored hash; throws ReplayError on any difference. */
export function replay(record: GameRecord, opts: { log?: boolean } = {}): GameState {
  if (!record || (record.format !== RECORD_FORMAT && record.format !== LEGACY_RECORD_FORMAT)) throw new ReplayError(`not a game record (format must be ${RECORD_FORMAT}, or ${LEGACY_RECORD_FORMAT} for engine 0.1's records)`);
  if (!Array.isArray(record.actions)) throw new ReplayError('the record has no action list');
  if (record.undos !== undefined && !(Array.isArray(record.undos) && record.undos.every((u) => Array.isArray(u) && Number.isInteger(u[0]) && typeof u[1] === 'string' && Array.isArray(u[2])))) throw new ReplayError('the record\'s undos must be a list of [actions left, player, actions taken back]');
  const legacy = record.format === LEGACY_RECORD_FORMAT;
  if (record.options?.format !== undefined && !isFormatKey(record.options.format)) throw new ReplayError(`the record's format ${JSON.stringify(record.options.format)} is none this engine plays (${Object.keys(FORMATS).join(', ')})`);
  const revision = formatRules(record.options?.format).revision;
  if (revision !== 0 && record.options.formatRevision !== revision) {
    throw new ReplayError(`the record was made under revision ${String(record.options.formatRevision ?? 'none')} of the ${String(record.options.format)} rules, a preview; this engine plays revision ${revision}, and a preview's records replay only under their own`);
  }
  const seedOk = legacy ? Number.isInteger(record.seed) && (record.seed as number) >= 0 : isSeedKey(record.seed) || (Number.isInteger(record.seed) && (record.seed as number) >= 0 && (record.seed as number) <= 0xffffffff);
  if (!seedOk) throw new ReplayError(legacy ? 'the record\'s seed must be a whole number' : 'the record\'s seed must be 64 lowercase hex digits or a whole number below 2^32');
  const s = newGame({ seed: record.seed, decks: record.decks, ...record.options, log: opts.log ?? true, legacy });
  const hashes = new Map(record.hashes ?? []);
  const settings = record.settings ?? [];
  const applySettings = (n: number) => {
    for (const [at, p, on] of settings) if (at === n) seat(s, p).alwaysRespond = on;
  };
  applySettings(0);
  if (record.conceded && record.conceded[0] === 0) concede(s, record.conceded[1]);
  // the hash after no action is taken after what happened before the first (a setting, a concession)
  if (hashes.has(0) && hashes.get(0) !== stateHash(s)) throw new ReplayError('state hash differs at the start');
  record.actions.forEach((a, i) => {
    try {
      apply(s, a);
    } catch (e) {
      throw new ReplayError(`action ${i + 1} cannot be replayed: ${(e as Error).message}`);
    }
    applySettings(i + 1);
    if (record.conceded && record.conceded[0] === i + 1) concede(s, record.conceded[1]);
    const h = hashes.get(i + 1);
    if (h !== undefined && h !== stateHash(s)) throw new ReplayError(`state hash differs after action ${i + 1}: the record does not match this engine`);
  });
  return s;
}

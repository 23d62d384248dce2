/**
 * Plays complete games between bots, checking the engine's invariants after every action.
 * Shared by `stccg sim` in the main thread and in its worker threads.
 */
import { writeFileSync } from 'node:fs';
import { Game, PREMADE_DECKS, checkInvariants, cloneState, createEngine, deckListOf, formatRules, parseDeckFile, randomDeck, seat, tookEffect, trackEffects, view } from '@stccg/engine';
import type { DeckList, Engine, FormatKey, GameRecord, GameState, PlayerId } from '@stccg/engine';
import { createBot, seatDecision } from '@stccg/ai';
import type { Bot, BotOptions, DilemmaModel, PlayoutValue } from '@stccg/ai';

export interface SimConfig {
  bots: [string, string];
  seed: number;
  swapSides: boolean;
  check: boolean;
  thinkMs?: number;
  /** Search bots: a fixed number of playouts per decision (per search thread) instead of a time budget. */
  iterations?: number;
  /** Search bots: threads per search (default: the available cores). */
  searchWorkers?: number;
  /** Search bots: 'paired' or 'tree' (see @stccg/ai). */
  searchMode?: 'paired' | 'tree';
  /** Search bots: turns a playout runs past the decision's turn (default 3). */
  horizon?: number;
  /** Search bots: playouts run to the game's end when a deck runs out within this many turns (BotOptions.endgame). */
  endgame?: number;
  /** Paired search: standard errors a gain must reach to overrule the heuristic's choice (default 1.5). */
  overruleZ?: number;
  /** Search bots: what scores a playout's end (default evaluation). */
  playoutValue?: PlayoutValue;
  /** Search bots: playouts play the full heuristic, not its cheap mode (BotOptions.fullPlayouts). */
  fullPlayouts?: boolean;
  /** Paired search: false weighs ship plays the heuristic does not make (BotOptions.heuristicShips; default true). */
  heuristicShips?: boolean;
  /** Paired search: false weighs no option followed by ending the turn (BotOptions.endPlans; default true). */
  endPlans?: boolean;
  /** Paired search: successive halving of the options weighed (BotOptions.halving; default on in constructed games). */
  halving?: boolean;
  /**
   * A measurement, not play: search bots sample the opponent's unseen cards from his true deck list
   * (BotOptions.opponentDeck) instead of the deck model, to measure what the model costs them.
   */
  searchPeeks?: boolean;
  /**
   * A measurement, not play: search bots see the opponent's seeded cards under the missions (dilemmas
   * and artifacts) face up in every view they are given, to measure what not knowing them costs.
   */
  searchSeesDilemmas?: boolean;
  /** Search bots: how their worlds deal the opponent's face-down dilemmas (BotOptions.dilemmaModel). */
  dilemmaModel?: DilemmaModel;
  /** Paired search: the playouts' heuristic of the seat sees its world's dilemmas (BotOptions.foreseeDilemmas). */
  foreseeDilemmas?: boolean;
  /** Paired search: goal plans weighed on the seat's turn (BotOptions.goalPlans; on by default in constructed since bots 21). */
  goalPlans?: boolean;
  /** Search bots: the worlds draw the opponent's deck from the corpus decks holding all he has shown (BotOptions.deckMatch). */
  deckMatch?: boolean;
  /**
   * A measurement: the first bot's random stream seeded otherwise (botSeed moved by this many steps of
   * RESEED_STEP), the deals unchanged. The second bot playing itself so reseeded, compared with its
   * mirror run (`--mirror`), shows how much of a result the bots' own chance decides.
   */
  reseed?: number;
  withPremiums?: boolean;
  maxActions: number;
  failureDir: string;
  /** Print each game's log (text) to stdout. */
  log?: boolean;
  /** The format (default: the intro game). */
  format?: FormatKey;
  /**
   * A format played with the players' own decks: a new random legal deck for each seat of each deal,
   * or the two decks given (first bot's, second bot's), the second one 'random' for a new random
   * legal deck at each deal (`--opponent-deck random`), or 'premade': the premade decks, every
   * ordered pair in turn (premadePair).
   */
  decks?: 'random' | 'premade' | [DeckList, DeckList | 'random'];
}

/** The two seats of a run's games, in the order they are made: the first is the first bot's unless sides are swapped. */
export function simSeats(cfg: Pick<SimConfig, 'format'>): [PlayerId, PlayerId] {
  const [a, b] = formatRules(cfg.format).seats;
  return [a, b];
}

let constructedEngine: Engine | null = null;
/** The engine of a format played with the players' own decks (made once per thread). */
function deckEngine(format: FormatKey): Engine {
  constructedEngine ??= createEngine({ format });
  return constructedEngine;
}

/** The seed of a seat's bot in a deal (the first bot's seat 1, the second's 2). */
export function botSeed(seed: number, seat: 1 | 2): number {
  return seed * 2 + seat;
}

/** How far apart one step of `--reseed` moves the first bot's seed (a prime, past any deal's seeds). */
export const RESEED_STEP = 1_000_003;

/**
 * The seed of a seat's random deck in a deal. The bots of a game are seeded seed*2+1 and seed*2+2
 * (botSeed); a deck seeded the same would draw its affiliation from the very number the random bot's
 * first choice is drawn from (both are mulberry32 streams), so each affiliation's decks would always
 * answer their first question (open the Alternate Universe Door?) alike: Romulan decks never opened it
 * and their [AU] cards never played. The deck's seed is mixed apart from the bot's.
 */
export function deckSeed(seed: number, seat: 1 | 2): number {
  return (Math.imul((seed * 2 + seat) >>> 0, 0x9e3779b1) ^ 0x7f4a7c15) >>> 0;
}

let premade: { id: string; name: string; list: DeckList }[] | null = null;
/** The premade decks (PREMADE_DECKS of kind premade), as deck lists, in their order. */
export function premadeLists(): { id: string; name: string; list: DeckList }[] {
  if (premade) return premade;
  const out: { id: string; name: string; list: DeckList }[] = [];
  for (const d of PREMADE_DECKS) {
    if (d.kind !== 'premade') continue;
    const parsed = parseDeckFile(d.text);
    const checked = parsed.ok ? deckListOf(parsed.cards) : null;
    if (!checked?.ok) throw new Error(`the premade deck ${d.id} is not playable (a bug in the premade decks)`);
    out.push({ id: d.id, name: d.name, list: checked.list });
  }
  return (premade = out);
}

/**
 * `--decks premade`: which premade decks a deal plays, by index into premadeLists: the first bot's
 * and the second bot's. The deal's seed walks through every ordered pair in turn (n decks: n*n
 * pairs, mirrors included), so consecutive seeds play each pair equally often.
 */
export function premadePair(seed: number): [number, number] {
  const n = premadeLists().length;
  const k = (((seed - 1) % (n * n)) + n * n) % (n * n);
  return [Math.floor(k / n), k % n];
}

/** The decks of a deal, by seat (null: the format's own decks). Random decks depend on the deal's seed only, so both games of a swapped deal use the same two. */
export function dealDecks(cfg: Pick<SimConfig, 'format' | 'decks'>, seed: number, swap: boolean): Record<PlayerId, DeckList> | null {
  if (!cfg.decks || !cfg.format || !formatRules(cfg.format).decks) return null;
  const [a, b] = simSeats(cfg);
  const lists = cfg.decks === 'premade' ? premadeLists() : [];
  const [i, j] = cfg.decks === 'premade' ? premadePair(seed) : [0, 0];
  const pair: [DeckList, DeckList] = cfg.decks === 'random'
    ? [randomDeck(deckSeed(seed, 1), { pool: deckEngine(cfg.format).cards }), randomDeck(deckSeed(seed, 2), { pool: deckEngine(cfg.format).cards })]
    : cfg.decks === 'premade'
      ? [(lists[i] as (typeof lists)[number]).list, (lists[j] as (typeof lists)[number]).list]
      : [cfg.decks[0], cfg.decks[1] === 'random' ? randomDeck(deckSeed(seed, 2), { pool: deckEngine(cfg.format).cards }) : cfg.decks[1]];
  // each bot keeps its own deck when the sides are swapped
  return swap ? { [a]: pair[1], [b]: pair[0] } : { [a]: pair[0], [b]: pair[1] };
}

export interface GameOutcome {
  index: number;
  seed: number;
  /** Which bot name played each side. */
  seats: Record<PlayerId, string>;
  /** Which bot slot (0 or 1) played each side. */
  slots: Record<PlayerId, 0 | 1>;
  winner: PlayerId | null;
  reason: string;
  turns: number;
  actions: number;
  scores: Record<PlayerId, number>;
  /** Decision times per bot slot, in milliseconds. */
  times: [number[], number[]];
  /** Card definitions played or encountered (left out of outcomes kept small, as in bench/results). */
  seen?: string[];
  /** A game with the players' own decks: the card definitions whose text took effect (@stccg/engine tookEffect). */
  took?: string[];
  failure?: string;
  failureFile?: string;
}

const SEEN_EVENTS = new Set(['cardPlayed', 'interruptPlayed', 'dilemmaRevealed']);

/** The seed of game `index`: seed+index, or with sides swapped seed+⌊index/2⌋ (a deal per pair of games). */
export function gameSeed(cfg: Pick<SimConfig, 'seed' | 'swapSides'>, index: number): number {
  return (cfg.seed + (cfg.swapSides ? Math.floor(index / 2) : index)) >>> 0;
}

export async function playGame(cfg: SimConfig, index: number, onLog?: (line: string) => void): Promise<GameOutcome> {
  // with sides swapped, each deal is played twice, once from each side, so the luck of the deal
  // cancels out of a comparison of the bots
  const seed = gameSeed(cfg, index);
  const swap = cfg.swapSides && index % 2 === 1;
  const [A, B] = simSeats(cfg);
  const slots: Record<PlayerId, 0 | 1> = swap ? { [A]: 1, [B]: 0 } : { [A]: 0, [B]: 1 };
  const botOptions = (bs: number): BotOptions => {
    const o: BotOptions = { seed: bs };
    if (cfg.thinkMs !== undefined) o.thinkMs = cfg.thinkMs;
    if (cfg.iterations !== undefined) o.iterations = cfg.iterations;
    if (cfg.searchWorkers !== undefined) o.workers = cfg.searchWorkers;
    if (cfg.searchMode !== undefined) o.mode = cfg.searchMode;
    if (cfg.horizon !== undefined) o.horizon = cfg.horizon;
    if (cfg.endgame !== undefined) o.endgame = cfg.endgame;
    if (cfg.dilemmaModel !== undefined) o.dilemmaModel = cfg.dilemmaModel;
    if (cfg.foreseeDilemmas) o.foreseeDilemmas = true;
    if (cfg.goalPlans !== undefined) o.goalPlans = cfg.goalPlans;
    if (cfg.deckMatch !== undefined) o.deckMatch = cfg.deckMatch;
    if (cfg.overruleZ !== undefined) o.overruleZ = cfg.overruleZ;
    if (cfg.playoutValue !== undefined) o.playoutValue = cfg.playoutValue;
    if (cfg.fullPlayouts) o.fullPlayouts = true;
    if (cfg.heuristicShips !== undefined) o.heuristicShips = cfg.heuristicShips;
    if (cfg.endPlans !== undefined) o.endPlans = cfg.endPlans;
    if (cfg.halving !== undefined) o.halving = cfg.halving;
    return o;
  };
  const decks = dealDecks(cfg, seed, swap);
  // each bot knows its own deck list (never the other's)
  // with --search-peeks (a measurement) each bot is handed the other's list too: only the search reads it
  const withDeck = (o: BotOptions, p: PlayerId): BotOptions => {
    const theirs = decks?.[p === A ? B : A];
    if (!decks?.[p]) return o;
    return cfg.searchPeeks && theirs ? { ...o, deck: decks[p], opponentDeck: theirs } : { ...o, deck: decks[p] };
  };
  // the first bot's stream moved apart with --reseed (a measurement of chance); the deal is the same
  const seatSeed = (p: PlayerId, seat: 1 | 2) => (botSeed(seed, seat) + (slots[p] === 0 ? (cfg.reseed ?? 0) * RESEED_STEP : 0)) >>> 0;
  const bots: Record<PlayerId, Bot> = {
    [A]: createBot(cfg.bots[slots[A] as 0 | 1], withDeck(botOptions(seatSeed(A, 1)), A)),
    [B]: createBot(cfg.bots[slots[B] as 0 | 1], withDeck(botOptions(seatSeed(B, 2)), B)),
  };
  const game = decks && cfg.format ? deckEngine(cfg.format).createGame({ seed, decks }) : Game.create({ seed, withPremiums: cfg.withPremiums });
  game.record.players = { [A]: (bots[A] as Bot).name, [B]: (bots[B] as Bot).name };
  const expectedCards = Object.keys(game.state.cards).length;
  // a game of the players' own decks keeps the notes of the cards whose text took effect (coverage)
  if (decks) trackEffects(game.state);
  const times: [number[], number[]] = [[], []];
  const out: GameOutcome = {
    index,
    seed,
    seats: { [A]: cfg.bots[slots[A] as 0 | 1], [B]: cfg.bots[slots[B] as 0 | 1] },
    slots,
    winner: null,
    reason: '',
    turns: 0,
    actions: 0,
    scores: { [A]: 0, [B]: 0 },
    times,
    seen: [],
  };
  const s = game.state;
  const fail = (why: string) => {
    out.failure = why;
    const file = `${cfg.failureDir}/sim-failure-seed${seed}.json`;
    try {
      writeFileSync(file, JSON.stringify({ ...game.record, failure: why }, null, 1));
      out.failureFile = file;
    } catch {
      // the failure is still reported
    }
  };
  try {
    while (!s.result) {
      if (game.record.actions.length >= cfg.maxActions) {
        fail(`stuck: no result after ${cfg.maxActions} actions`);
        break;
      }
      const p = s.pending;
      if (!p) {
        fail('no decision pending in a live game');
        break;
      }
      // the whole view, its log too, as the server and the terminal game give their bots: a bot that
      // reads the log (the search's knowledge of hidden crews, an earned artifact's new owner) plays
      // here as it plays there
      const v = cfg.searchSeesDilemmas && isSearch(cfg.bots[slots[p.player] as 0 | 1]) ? view(seededFaceUp(s, p.player), p.player) : view(s, p.player);
      const d = seatDecision(v);
      if (!d) {
        fail(`the view of ${p.player} does not show its own decision ${p.id}`);
        break;
      }
      const t0 = performance.now();
      const option = await (bots[p.player] as Bot).decide(v, d);
      times[slots[p.player] as 0 | 1].push(performance.now() - t0);
      game.act({ decision: p.id, option }, p.player);
      if (cfg.check) {
        const errs = checkInvariants(s, expectedCards);
        if (errs.length) {
          fail(`invariant broken after action ${game.record.actions.length}: ${errs.join('; ')}`);
          break;
        }
      }
    }
  } catch (e) {
    fail(`crash after ${game.record.actions.length} actions: ${(e as Error).stack ?? String(e)}`);
  } finally {
    await (bots[A] as Bot).close?.();
    await (bots[B] as Bot).close?.();
  }
  const seen = new Set<string>();
  for (const e of s.log) {
    if (SEEN_EVENTS.has(e.type) && typeof e.data?.card === 'string') seen.add((s.cards[e.data.card] as { def: string }).def);
    if (onLog && !e.to) onLog(e.text);
  }
  out.seen = [...seen];
  if (decks) out.took = [...tookEffect(s).keys()].sort();
  out.actions = game.record.actions.length;
  out.turns = s.turn.number;
  out.scores = { [A]: seat(s, A).score, [B]: seat(s, B).score };
  if (s.result) {
    out.winner = s.result.winner;
    out.reason = s.result.reason;
  }
  return out;
}

export type { GameRecord };

/** Whether a bot of this name is a search bot (the measurements' settings apply to it alone). */
function isSearch(name: string): boolean {
  return name.startsWith('search');
}

/**
 * `--search-sees-dilemmas` (a measurement): a copy of the state with the opponent's cards under the
 * missions face up, as if revealed, for the viewer's view; the game itself is not touched.
 */
export function seededFaceUp(s: GameState, viewer: PlayerId): GameState {
  const c = cloneState(s);
  for (const x of Object.values(c.cards)) if (x.at.z === 'underMission' && x.owner !== viewer) x.revealed = true;
  return c;
}

/**
 * Stepping through a finished game in the browser with the engine itself: the record's seed,
 * decks and actions rebuild every position; checkpoints every few actions make stepping back
 * cheap. The stored state hashes are checked on the way, so a record from another engine
 * version is reported instead of shown wrongly.
 */
import type { Act, FrozenEngine, GameRecord, GameState, Option, PlayerView, Viewer } from '@stccg/engine';
import { RECORD_FORMAT, ReplayError, apply, cloneState, concede, newGame, stateHash, view } from '@stccg/engine';

/** The engine functions a replay steps with: the current engine's, or a frozen past engine's (for its own records). */
export type ReplayEngine = Pick<FrozenEngine, 'RECORD_FORMAT' | 'newGame' | 'apply' | 'cloneState' | 'concede' | 'stateHash' | 'view'>;

export const CURRENT_ENGINE: ReplayEngine = {
  RECORD_FORMAT,
  newGame,
  apply,
  cloneState,
  concede,
  stateHash,
  view,
};

const EVERY = 20;

export class Replayer {
  readonly length: number;
  private checkpoints = new Map<number, GameState>();
  private hashes: Map<number, string>;
  private cur: { n: number; s: GameState };
  private labels = new Map<number, { player: string; option: Option }>();

  constructor(
    readonly record: GameRecord,
    private readonly engine: ReplayEngine = CURRENT_ENGINE,
  ) {
    const { newGame, cloneState } = engine;
    if (!record || typeof record !== 'object' || record.format !== engine.RECORD_FORMAT) throw new ReplayError(`not a game record (format must be ${engine.RECORD_FORMAT})`);
    if (!Array.isArray(record.actions)) throw new ReplayError('the record has no action list');
    this.length = record.actions.length;
    this.hashes = new Map(record.hashes ?? []);
    const s = newGame({ seed: record.seed, decks: record.decks, ...(record.options ?? {}), log: true });
    this.check(0, s);
    this.checkpoints.set(0, cloneState(s));
    this.cur = { n: 0, s };
  }

  /** A viewer's view of a position, by the engine that replays it (an engine before 0.3's in today's shape: legacyView). */
  view(s: GameState, viewer: Viewer): PlayerView {
    return legacyView(this.engine.view(s, viewer));
  }

  private check(n: number, s: GameState): void {
    const { stateHash, concede } = this.engine;
    const h = this.hashes.get(n);
    if (h === undefined || h === stateHash(s)) return;
    // A game ended by a concession: the final hash is taken after the concession, which is no action.
    // the seats are federation and klingon, or a constructed game's player-1 and player-2
    const named = this.record.result?.reason.match(/^(\S+) conceded$/)?.[1];
    const loser = named !== undefined && Object.hasOwn(this.record.decks ?? {}, named) ? named : undefined;
    if (n === this.length && loser && !s.result) {
      concede(s, loser);
      if (h === stateHash(s)) return;
    }
    throw new ReplayError(`state hash differs after action ${n}: the record does not match this engine`);
  }

  /** The state after the first n actions. The returned state must not be changed. */
  at(n: number): GameState {
    const { apply, cloneState } = this.engine;
    const target = Math.max(0, Math.min(this.length, Math.floor(n)));
    if (target < this.cur.n) {
      let k = target - (target % EVERY);
      while (!this.checkpoints.has(k)) k -= EVERY;
      this.cur = { n: k, s: cloneState(this.checkpoints.get(k) as GameState) };
    }
    const s = this.cur.s;
    for (let i = this.cur.n; i < target; i++) {
      const a = this.record.actions[i];
      if (!a) throw new ReplayError(`action ${i + 1} is missing`);
      const p = s.pending;
      const o = p?.options.find((x) => x.id === a.option);
      if (p && o) this.labels.set(i + 1, { player: p.player, option: { ...o } });
      try {
        apply(s, a);
      } catch (e) {
        throw new ReplayError(`action ${i + 1} cannot be replayed: ${(e as Error).message}`);
      }
      const done = i + 1;
      this.check(done, s);
      if (done % EVERY === 0 && !this.checkpoints.has(done)) this.checkpoints.set(done, cloneState(s));
    }
    this.cur.n = target;
    return s;
  }

  /** The option chosen by action n (1-based), read from the position before it. */
  describe(n: number): { player: string; option: Option } | null {
    if (n < 1 || n > this.length) return null;
    if (!this.labels.has(n)) {
      const back = this.cur.n;
      this.at(n - 1);
      this.at(n);
      this.at(back);
    }
    return this.labels.get(n) ?? null;
  }

  /** Action counts at which each turn starts (for "next turn" jumps). */
  turnStarts(): number[] {
    const out: number[] = [];
    const end = this.at(this.length);
    const seen = new Set<number>();
    for (const e of end.log) {
      if (e.type === 'turnStarted' && !seen.has(e.seq)) {
        seen.add(e.seq);
        out.push(e.seq);
      }
    }
    return out;
  }
}

/** The acts of the options that engines before 0.3 named by fixed ids (the ones that finish a choice). */
const FIXED: Record<string, Act> = {
  done: { type: 'done' },
  noswap: { type: 'done' },
  cancel: { type: 'cancel' },
  all: { type: 'pickAll' },
  pass: { type: 'pass' },
  end: { type: 'endTurn' },
};

/**
 * A view made by a frozen engine before 0.3 (no seats, options without acts) in the shape this
 * client reads: the seats as its players are listed, and each option an act from the fields that
 * engine gave it (a fixed id, its group, its card and target). A replay shows options, never takes them.
 */
export function legacyView(v: PlayerView): PlayerView {
  if (Array.isArray(v.seats)) return v;
  const act = (o: Option): Act => {
    if (Object.hasOwn(FIXED, o.id)) return FIXED[o.id] as Act;
    const card = o.card ?? '';
    const target = o.target ?? '';
    switch (o.group) {
      case 'move':
        return { type: 'move', ship: card, to: target };
      case 'attempt':
        return { type: 'attempt', mission: target };
      case 'play':
        return { type: 'play', card, ...(target ? { target } : {}) };
      case 'interrupt':
        return { type: 'interrupt', card, choice: '', ...(target ? { target } : {}) };
      default:
        return card ? { type: 'pick', card } : { type: 'done' };
    }
  };
  const p = v.pending;
  return {
    ...v,
    seats: Object.keys(v.players),
    pending: p && p.options ? { ...p, options: p.options.map((o) => (o.act ? o : { ...o, act: act(o) })) } : p,
  };
}

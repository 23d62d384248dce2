/**
 * Issue 28, "Through the server": a bot of the server plays a premade deck against a scripted
 * client that plays another premade deck over the wire (a `TestClient` socket, the protocol a
 * browser speaks). Used by the CI test (premade-bots.test.ts) and the benchmark
 * (bench/server-bots.ts).
 *
 * The client plays its seat with the heuristic (or random) policy on the views it is sent
 * (handles, never instance ids), leaves to the server the response points it answers itself
 * (`answeredFor`, as the web client does), and counts:
 * - refused actions: every `error` message the server sends it (none is expected: the client
 *   only sends option ids it was offered, with the seq it saw);
 * - a stuck game: no message for `stuckMs` while the game is not over;
 * - the bot's response points: a view whose pending decision is the bot's and a response point
 *   (`respond`, `personaSwap`), and the time until the view that shows it answered (the server's
 *   rule: a bot answers a response point `responseDelayMs` after it was asked, whatever it holds).
 * The server's warnings that a bot failed or chose an option not offered (the actor then picks at
 * random) are counted by the caller from the server's log (`botFailureLogger`).
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { botRng, createBot, seatDecision } from '@stccg/ai';
import type { Bot } from '@stccg/ai';
import { answeredFor, seat as seatOf } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import type { CreateGameRes, Seat } from '../src/protocol.ts';
import { readDeck } from '../src/decks.ts';
import { TestClient, http } from './helpers.ts';

export type ClientPolicy = 'heuristic' | 'random';

export interface PremadeGameSpec {
  /** The server's bot: random, heuristic or search. */
  bot: string;
  /** The deck texts: the client's and the bot's. */
  clientDeck: string;
  botDeck: string;
  /** The client's seat (the bot has the other). */
  clientSeat: 'player-1' | 'player-2';
  /** The client policy's seed. */
  seed: number;
}

export interface PremadeGameOptions {
  policy: ClientPolicy;
  /** No message for this long while the game is not over: stuck. */
  stuckMs: number;
  /** The client concedes after this many of its own decisions (0: never); the game counts as capped. */
  maxDecisions: number;
}

export interface PremadeGameOutcome {
  gameId: string;
  status: 'finished' | 'capped' | 'stuck' | 'closed';
  /** Who won and how (finished games). */
  winner: string | null;
  reason: string | null;
  turn: number | null;
  /** The bot's seat. */
  botSeat: Seat;
  /** Every error message the server sent the client: code and message. */
  refused: { code: string; message: string }[];
  /** Decisions the client answered. */
  clientDecisions: number;
  /** Decisions the client's policy failed on (answered at random instead). */
  clientPolicyErrors: number;
  /** Views that moved the game on (the seq of the last view). */
  seq: number;
  /** The bot's response points seen, and the time from the view that asked to the view that showed the answer. */
  botResponsePoints: number;
  botResponseMs: number[];
  /**
   * For the bot's response points asked right after the client's own action (the view the action
   * made): the time from sending that action to the view that showed the bot's answer. The server
   * asks the bot after applying the action, and answers a response point `responseDelayMs` after
   * asking, so each is at least the delay whatever the load (lateness in this process only adds).
   */
  botResponseAfterActMs: number[];
  /** Where the game stood when it stopped (for a stuck game). */
  where: string;
  ms: number;
}

/** A logger that counts the actor's warnings that a bot failed or answered with an option not offered. */
export function botFailureLogger(): { logger: Logger; failures: string[] } {
  const failures: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        try {
          const o = JSON.parse(line) as { level?: number; msg?: string; err?: string; game?: string; bot?: string };
          if ((o.level ?? 0) >= 40 && /bot/i.test(o.msg ?? '')) failures.push(`${o.game ?? '?'} ${o.bot ?? ''}: ${o.msg}${o.err ? ` (${o.err})` : ''}`);
        } catch {
          /* not a log line */
        }
      }
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, sink), failures };
}

const RESPONSE_KINDS = new Set(['respond', 'personaSwap']);

/** Creates the game (the bot's deck as `botDeck`) and plays the client's seat to the end, a cap, or a stall. */
export async function playPremadeGame(url: string, spec: PremadeGameSpec, o: PremadeGameOptions): Promise<PremadeGameOutcome> {
  const t0 = Date.now();
  const botSeat: Seat = spec.clientSeat === 'player-1' ? 'player-2' : 'player-1';
  const created = await http<CreateGameRes>(url, 'POST', '/api/games', {
    mode: 'bot',
    format: 'constructed',
    side: spec.clientSeat,
    bot: spec.bot,
    deck: spec.clientDeck,
    botDeck: spec.botDeck,
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const { gameId, token } = created.body;
  const read = readDeck(spec.clientDeck, 'the client deck');
  if (!('list' in read)) throw new Error(read.reasons.join('\n'));
  const rnd = botRng(spec.seed);
  const policy: Bot | null = o.policy === 'heuristic' ? createBot('heuristic', { seed: spec.seed, workers: 1, deck: read.list }) : null;

  const c = await TestClient.connect(url);
  const out: PremadeGameOutcome = {
    gameId,
    status: 'closed',
    winner: null,
    reason: null,
    turn: null,
    botSeat,
    refused: [],
    clientDecisions: 0,
    clientPolicyErrors: 0,
    seq: 0,
    botResponsePoints: 0,
    botResponseMs: [],
    botResponseAfterActMs: [],
    where: '',
    ms: 0,
  };
  let answered = '';
  let asked: { id: string; at: number; sinceAct: number | null } | null = null;
  let lastAct: { seq: number; at: number } | null = null;
  let heard = Date.now();
  let busy = false;
  let over = false;

  const where = (v: PlayerView | null) => `seq ${v?.seq}, turn ${v?.turn.number}, pending ${v?.pending?.kind ?? '-'} ${v?.pending?.id ?? ''} for ${v?.pending?.player ?? '-'}`;

  const choose = async (v: PlayerView): Promise<string> => {
    const p = v.pending as NonNullable<PlayerView['pending']>;
    const options = p.options ?? [];
    if (policy) {
      const d = seatDecision(v);
      if (d) {
        try {
          const id = await policy.decide(v, d);
          if (options.some((x) => x.id === id)) return id;
        } catch {
          /* counted below */
        }
      }
      out.clientPolicyErrors += 1;
    }
    return (options[Math.floor(rnd() * options.length)] ?? options[0])?.id ?? '';
  };

  const onView = async (v: PlayerView) => {
    out.seq = v.seq;
    const p = v.pending;
    // the bot's response points: asked, then answered (a later view with another decision pending, or none)
    if (asked && p?.id !== asked.id) {
      out.botResponseMs.push(Date.now() - asked.at);
      if (asked.sinceAct !== null) out.botResponseAfterActMs.push(Date.now() - asked.sinceAct);
      asked = null;
    }
    if (p && p.player === botSeat && RESPONSE_KINDS.has(p.kind) && !asked) {
      out.botResponsePoints += 1;
      asked = { id: p.id, at: Date.now(), sinceAct: lastAct && v.seq === lastAct.seq + 1 ? lastAct.at : null };
    }
    if (v.result || !p || p.player !== spec.clientSeat || !p.options || answered === p.id || busy) return;
    // a response point where "no" is the only answer: the server gives it (as the web client leaves it)
    if (answeredFor(p.kind, p.options, seatOf(v, spec.clientSeat).alwaysRespond) !== null) return;
    if (o.maxDecisions > 0 && out.clientDecisions >= o.maxDecisions) {
      // once: a second concession would be refused (the game is over)
      if (out.status !== 'capped') c.send({ type: 'concede' });
      out.status = 'capped';
      return;
    }
    busy = true;
    try {
      const option = await choose(v);
      answered = p.id;
      out.clientDecisions += 1;
      lastAct = { seq: v.seq, at: Date.now() };
      c.send({ type: 'act', seq: v.seq, decision: p.id, option });
    } finally {
      busy = false;
    }
    // a newer view may have come while the policy thought
    if (c.view && c.view.seq !== v.seq) await onView(c.view);
  };

  try {
    await new Promise<void>((resolve) => {
      const watchdog = setInterval(() => {
        if (over || Date.now() - heard < o.stuckMs) return;
        out.status = 'stuck';
        out.where = where(c.view);
        clearInterval(watchdog);
        resolve();
      }, Math.min(1000, o.stuckMs));
      c.onMessage((m) => {
        heard = Date.now();
        if (m.type === 'error') out.refused.push({ code: m.code, message: m.message });
        else if (m.type === 'gameOver') {
          over = true;
          if (out.status !== 'capped') out.status = 'finished';
          out.winner = m.result.winner;
          out.reason = m.result.reason;
          out.turn = m.result.turn;
          clearInterval(watchdog);
          resolve();
        } else if (m.type === 'welcome' || m.type === 'view') void onView(m.view);
      });
      c.ws.on('close', () => {
        clearInterval(watchdog);
        out.where = where(c.view);
        resolve();
      });
      c.send({ type: 'hello', gameId, token });
    });
  } finally {
    await c.close();
    await policy?.close?.();
  }
  out.ms = Date.now() - t0;
  if (!out.where) out.where = where(c.view);
  return out;
}

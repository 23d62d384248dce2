/** Test helpers: drive games between bots through views only. */
import { apply, newGame, view } from '@stccg/engine';
import type { GameState, PlayerId, PlayerView } from '@stccg/engine';
import type { Bot, SeatDecision } from '../src/bot.ts';
import { seatDecision } from '../src/bot.ts';
import { heuristicBot } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

/** A game played by random moves (the game's own seed and a separate move seed) up to `steps` actions. */
export function randomPosition(seed: number, steps: number): GameState {
  const s = newGame({ seed });
  const rnd = botRng(seed ^ 0x9e3779b9);
  for (let i = 0; i < steps && !s.result; i++) {
    const p = s.pending;
    if (!p) break;
    const o = p.options[Math.floor(rnd() * p.options.length)];
    if (!o) break;
    apply(s, { decision: p.id, option: o.id });
  }
  return s;
}

/** Views of random positions (seeds 40-47) with a live decision of two or more options, for the search tests. */
export function decisionPositions(): { seed: number; v: PlayerView }[] {
  const out: { seed: number; v: PlayerView }[] = [];
  for (let seed = 40; seed < 48; seed++) {
    const s = randomPosition(seed, 120 + seed * 3);
    if (!s.pending || s.pending.options.length < 2 || s.result) continue;
    out.push({ seed, v: view(s, s.pending.player) });
  }
  return out;
}

/** Plays a whole game between two bots; returns the final state and the number of decisions. */
export async function playGame(seed: number, bots: Record<PlayerId, Bot>, maxDecisions = 20_000): Promise<{ state: GameState; decisions: number }> {
  const s = newGame({ seed, log: true });
  let n = 0;
  while (!s.result && n < maxDecisions) {
    const p = s.pending as NonNullable<GameState['pending']>;
    const v = view(s, p.player);
    const d = seatDecision(v);
    if (!d) throw new Error('no seat decision in the view');
    const bot = bots[p.player] as Bot;
    const id = await bot.decide(v, d);
    if (!d.options.some((o) => o.id === id)) throw new Error(`${bot.name} chose ${id}, which was not offered`);
    apply(s, { decision: d.id, option: id });
    n++;
  }
  return { state: s, decisions: n };
}

/** A view without its log (the log is not part of what determinize rebuilds). */
export function comparable(v: ReturnType<typeof view>): string {
  const { log: _l, logStart: _s, logLength: _n, ...rest } = v;
  return JSON.stringify(rest);
}

/** Heuristic self-play (bot seeds 1 and 2) of the deal `seed`, stopped before its decision `steps`: the state, and the view and decision of the seat to decide. */
export async function heuristicPosition(seed: number, steps: number): Promise<{ s: GameState; v: PlayerView; d: SeatDecision }> {
  const s = newGame({ seed });
  const bots = { federation: heuristicBot({ seed: 1 }), klingon: heuristicBot({ seed: 2 }) };
  for (let i = 0; i < steps; i++) {
    const p = s.pending as NonNullable<GameState['pending']>;
    const v = view(s, p.player);
    apply(s, { decision: p.id, option: await (bots[p.player as 'federation' | 'klingon'] as Bot).decide(v, seatDecision(v) as SeatDecision) });
  }
  const v = view(s, s.pending?.player as PlayerId);
  return { s, v, d: seatDecision(v) as SeatDecision };
}

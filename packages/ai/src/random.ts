/**
 * The random bot: a uniform choice among the offered options, from its own seeded PRNG.
 * It is also the fuzzer behind `stccg sim`.
 */
import type { Bot, BotOptions, SeatDecision } from './bot.ts';
import type { PlayerView } from '@stccg/engine';

/** mulberry32: the bot's own small PRNG. */
export function botRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomBot(opts: BotOptions = {}): Bot {
  const rnd = botRng(opts.seed ?? 1);
  return {
    name: 'random',
    decide(_view: PlayerView, d: SeatDecision): string {
      const o = d.options[Math.floor(rnd() * d.options.length)];
      if (!o) throw new Error(`decision ${d.id} has no options`);
      return o.id;
    },
  };
}

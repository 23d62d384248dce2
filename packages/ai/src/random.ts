/**
 * The random bot: a uniform choice among the offered options, from its own seeded PRNG.
 * It is also the fuzzer behind `stccg sim`.
 */
import type { Bot, BotOptions, SeatDecision } from './bot.ts';
import type { PlayerView } from '@stccg/engine';
import { mulberry32 } from '@stccg/engine';

/** The bot's own small PRNG (mulberry32), never the game's. */
export const botRng = mulberry32;

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

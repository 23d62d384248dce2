/**
 * The bots, by name. Every bot is a function of the seat's view and decision only.
 */
import type { Bot, BotOptions } from './bot.ts';
import { randomBot } from './random.ts';

export type { Bot, BotOptions, SeatDecision } from './bot.ts';
export { seatDecision } from './bot.ts';
export { randomBot, botRng } from './random.ts';

const factories: Record<string, (o: BotOptions) => Bot> = {
  random: randomBot,
};

/** Registers a bot kind (heuristic, search) under a name. */
export function registerBot(name: string, make: (o: BotOptions) => Bot): void {
  factories[name] = make;
}

export function botNames(): string[] {
  return Object.keys(factories);
}

export function createBot(name: string, o: BotOptions = {}): Bot {
  const make = factories[name];
  if (!make) throw new Error(`unknown bot "${name}"; known bots: ${botNames().join(', ')}`);
  return make(o);
}

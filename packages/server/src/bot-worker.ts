/**
 * A bot worker thread: holds the bots of the games it is asked about and answers "which option"
 * for a seat's view. It sees only what the main thread sends: the seat's view and decision.
 */
import { parentPort } from 'node:worker_threads';
import { createBot, botNames } from '@stccg/ai';
import type { Bot, BotOptions } from '@stccg/ai';
import type { BotReply, BotRequest } from './bots.ts';

const bots = new Map<string, { bot: Bot; used: string }>();

/** Bots cheap to make are made afresh for each decision from a seed tied to the game's sequence
 * number, so their choices do not depend on which worker answers (games with a chosen seed are
 * reproducible); a search bot is kept per seat. */
const STATELESS = new Set(['random', 'heuristic']);

function botFor(req: Extract<BotRequest, { type: 'decide' }>): { bot: Bot; used: string } {
  const known = botNames().includes(req.name);
  const used = known ? req.name : 'random';
  const seed = (Math.imul(req.seed ^ req.view.seq, 0x9e3779b1) ^ req.view.seq) >>> 0;
  // the bot's own deck list in a game of the players' own decks (never the other player's)
  if (STATELESS.has(used)) return { bot: createBot(used, req.deck ? { seed, workers: 1, deck: req.deck } : { seed, workers: 1 }), used };
  let b = bots.get(req.key);
  if (!b) {
    const opts: BotOptions = { seed: req.seed, workers: 1 };
    if (req.thinkMs !== undefined) opts.thinkMs = req.thinkMs;
    if (req.deck) opts.deck = req.deck;
    b = { bot: createBot(used, opts), used };
    bots.set(req.key, b);
  }
  return b;
}

parentPort?.on('message', async (req: BotRequest) => {
  if (req.type === 'release') {
    const b = bots.get(req.key);
    bots.delete(req.key);
    await b?.bot.close?.();
    return;
  }
  let reply: BotReply;
  try {
    const b = botFor(req);
    const option = await b.bot.decide(req.view, req.decision);
    reply = { id: req.id, option, used: b.used };
  } catch (e) {
    reply = { id: req.id, error: (e as Error).message ?? String(e) };
  }
  parentPort?.postMessage(reply);
});

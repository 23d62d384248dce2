/**
 * A bot worker thread: holds the bots of the games it is asked about and answers "which option"
 * for a seat's view. It sees only what the main thread sends: the seat's view and decision.
 */
import { parentPort } from 'node:worker_threads';
import { createBot, botNames } from '@stccg/ai';
import type { Bot } from '@stccg/ai';
import type { BotReply, BotRequest } from './bots.ts';

const bots = new Map<string, { bot: Bot; used: string }>();

function botFor(req: Extract<BotRequest, { type: 'decide' }>): { bot: Bot; used: string } {
  let b = bots.get(req.key);
  if (!b) {
    const known = botNames().includes(req.name);
    const used = known ? req.name : 'random';
    const opts: { seed: number; thinkMs?: number; workers: number } = { seed: req.seed, workers: 1 };
    if (req.thinkMs !== undefined) opts.thinkMs = req.thinkMs;
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

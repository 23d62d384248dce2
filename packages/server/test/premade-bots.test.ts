/**
 * Issue 28, "Through the server", the short version of `npm run bench:server-bots`: every bot of
 * the server plays two pairs of premade decks, one game each, against a client playing the
 * heuristic over the wire, to the end or a cap on the client's decisions (it then concedes). No
 * game may stall, no action of the client be refused, no bot fail (the server's warnings that a
 * bot failed or answered with an option not offered), and the bot must answer its response points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREMADE_DECKS } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { BotName } from '../src/protocol.ts';
import { botFailureLogger, playPremadeGame } from './premade-bots.ts';

const deck = (id: string): string => {
  const d = PREMADE_DECKS.find((x) => x.id === id && x.kind === 'premade');
  if (!d) throw new Error(`no premade deck ${id}`);
  return d.text;
};
/** Two ordered pairs (the bot's deck, the client's): four different decks, each affiliation once. */
const PAIRS = [
  ['federation-diplomats', 'klingon-honor-guard'],
  ['romulan-schemers', 'non-aligned-smugglers'],
] as const;
/** The client concedes after this many of its own decisions: the test stays short. */
const CAP = 60;
const RESPONSE_DELAY = 10;

describe('every bot plays premade decks through the server (issue 28)', () => {
  let server: RunningServer;
  let dir: string;
  const log = botFailureLogger();
  let seed = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stccg-premade-bots-'));
    server = await startServer({
      port: 0,
      db: join(dir, 'games.sqlite'),
      webDir: null,
      logger: log.logger,
      botWorkers: 1,
      botThinkMs: 5,
      responseDelayMs: RESPONSE_DELAY,
      seedSource: () => seed,
      limits: { gamesPerMinute: 0, openGamesPerClient: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('knows the three bots of the server and the four premade decks', () => {
    expect(BotName.options).toEqual(['random', 'heuristic', 'search']);
    expect(PREMADE_DECKS.filter((d) => d.kind === 'premade')).toHaveLength(4);
  });

  const cases = BotName.options.flatMap((bot) => PAIRS.map(([botDeck, clientDeck], i) => ({ bot, botDeck, clientDeck, i })));
  it.each(cases)('$bot with $botDeck against a client with $clientDeck: no stall, no refusal, every response point answered', async ({ bot, botDeck, clientDeck, i }) => {
    seed = 28_000 + i;
    const g = await playPremadeGame(
      server.url,
      { bot, botDeck: deck(botDeck), clientDeck: deck(clientDeck), clientSeat: i % 2 === 0 ? 'player-1' : 'player-2', seed },
      { policy: 'heuristic', stuckMs: 20_000, maxDecisions: CAP },
    );
    const fails = log.failures.filter((f) => f.startsWith(g.gameId));
    expect({ status: g.status, where: g.where, refused: g.refused, fails, clientPolicyErrors: g.clientPolicyErrors }).toEqual({
      status: expect.stringMatching(/^(finished|capped)$/),
      where: expect.any(String),
      refused: [],
      fails: [],
      clientPolicyErrors: 0,
    });
    expect(g.clientDecisions).toBeGreaterThan(0);
    expect(g.botResponseAfterActMs.length).toBeGreaterThan(0);
    expect(g.clientDecisions).toBeLessThanOrEqual(CAP);
    // the bot was asked at response points, and each one asked was answered (the game moved on)
    expect(g.botResponsePoints).toBeGreaterThan(0);
    expect(g.botResponseMs.length).toBeGreaterThanOrEqual(g.botResponsePoints - 1);
    // the server's timing rule, a lower bound that holds however slow the machine (the server asks
    // the bot only after applying the client's action, and answers a response point the delay
    // after asking; 1 ms for the rounding of timers against Date.now)
    for (const ms of g.botResponseAfterActMs) expect(ms).toBeGreaterThanOrEqual(RESPONSE_DELAY - 1);
  }, 60_000);

  it('logged no bot failure at all, in any game or worker', () => {
    expect(log.failures).toEqual([]);
  });

  it('a capped game: the client concedes once it has answered maxDecisions, and it is counted as capped', async () => {
    seed = 28_100;
    const g = await playPremadeGame(
      server.url,
      { bot: 'random', botDeck: deck('klingon-honor-guard'), clientDeck: deck('federation-diplomats'), clientSeat: 'player-1', seed },
      { policy: 'random', stuckMs: 20_000, maxDecisions: 3 },
    );
    expect(g).toMatchObject({ status: 'capped', clientDecisions: 3, refused: [], winner: 'player-2', reason: 'player-1 conceded' });
  });
});

describe('the harness tells a stalled game (issue 28)', () => {
  it('a game whose response points are answered only after ten minutes is stuck after one second of silence (a game cannot end without response points), with where it stood', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-premade-stuck-'));
    const server = await startServer({ port: 0, db: join(dir, 'games.sqlite'), webDir: null, logger: false, botWorkers: 1, responseDelayMs: 600_000, seedSource: () => 28_200 });
    try {
      const g = await playPremadeGame(
        server.url,
        { bot: 'random', botDeck: deck('romulan-schemers'), clientDeck: deck('non-aligned-smugglers'), clientSeat: 'player-1', seed: 28_200 },
        { policy: 'random', stuckMs: 1000, maxDecisions: 0 },
      );
      expect(g.status).toBe('stuck');
      expect(g.refused).toEqual([]);
      // stopped at a response point (or earlier, while the bot worker starts on a slow machine)
      expect(g.where).toMatch(/^seq \d+, turn \d+, pending \w+ \S+ for player-[12]$/);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

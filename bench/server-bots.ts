/**
 * Issue 28, "Through the server": every bot of the server plays every ordered pair of premade
 * decks (PREMADE_DECKS of kind 'premade': the bot's deck against the client's, mirrors included)
 * through a real server, N seeded games each, against a scripted client over the wire.
 *
 *   npm run bench:server-bots -- [--games 20] [--bots random,heuristic,search] [--decks id,id]
 *                                [--think-ms 30] [--response-delay 50] [--policy heuristic|random]
 *                                [--stuck-seconds 60] [--max-decisions 0] [--seed 1]
 *
 * The server is started in this process (startServer) on a SQLite file in a temporary directory,
 * on loopback, with one bot worker thread; the search bot thinks --think-ms per decision (at a
 * response point at most 0.7 × --response-delay, the server's rule). Game i of a pair (i = 0..N-1)
 * has the seed --seed + i, and the client takes player-1 when i is even, player-2 when odd, so the
 * bot plays both seats. The client (packages/server/test/premade-bots.ts) plays its seat with the
 * heuristic on the views it is sent and leaves to the server the response points it answers itself.
 *
 * Counted per bot and pair: games finished, capped (the client conceded after --max-decisions),
 * stuck (no message for --stuck-seconds), refused actions (error messages to the client), bot
 * failures (the server's warnings that a bot failed or chose an option not offered, after which it
 * picks at random), the client policy's failures, the bot's wins, and the bot's response points
 * with the time from the view that asked to the view that answered, as this process saw them
 * ("resp ms"; the client shares its event loop with the server, so this may be shorter than the
 * delay when the asking view was read late), and, for those asked right after the client's own
 * action ("after act"), the time from sending that action to the answer, which the server's timing
 * rule makes at least --response-delay ("early": those shorter, less 1 ms for timer rounding).
 * Prints a table and a summary line; exits 1 if any game was stuck, any action refused, any bot
 * failed, or any answer was early.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PREMADE_DECKS } from '@stccg/engine';
import { startServer } from '../packages/server/src/index.ts';
import { BotName } from '../packages/server/src/protocol.ts';
import { botFailureLogger, playPremadeGame } from '../packages/server/test/premade-bots.ts';
import type { ClientPolicy, PremadeGameOutcome } from '../packages/server/test/premade-bots.ts';

/** The bots a game of the server may be created with. */
const SERVER_BOTS: readonly string[] = BotName.options;

const { values: a } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    bots: { type: 'string', default: SERVER_BOTS.join(',') },
    decks: { type: 'string', default: '' },
    'think-ms': { type: 'string', default: '30' },
    'response-delay': { type: 'string', default: '50' },
    policy: { type: 'string', default: 'heuristic' },
    'stuck-seconds': { type: 'string', default: '60' },
    'max-decisions': { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
  },
});

function int(name: string, v: string | undefined, min: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min} (got ${v})`);
    process.exit(2);
  }
  return n;
}

const games = int('games', a.games, 1);
const thinkMs = int('think-ms', a['think-ms'], 1);
const responseDelay = int('response-delay', a['response-delay'], 1);
const stuckMs = int('stuck-seconds', a['stuck-seconds'], 1) * 1000;
const maxDecisions = int('max-decisions', a['max-decisions'], 0);
const seedBase = int('seed', a.seed, 0);
const policy = a.policy as ClientPolicy;
if (policy !== 'heuristic' && policy !== 'random') {
  console.error(`--policy must be heuristic or random (got ${a.policy})`);
  process.exit(2);
}
const bots = (a.bots ?? '').split(',').filter(Boolean);
for (const b of bots) {
  if (!SERVER_BOTS.includes(b)) {
    console.error(`unknown bot "${b}"; the bots are ${SERVER_BOTS.join(', ')}`);
    process.exit(2);
  }
}
const premade = PREMADE_DECKS.filter((d) => d.kind === 'premade');
const wanted = (a.decks ?? '').split(',').filter(Boolean);
for (const id of wanted) {
  if (!premade.some((d) => d.id === id)) {
    console.error(`unknown premade deck "${id}"; the decks are ${premade.map((d) => d.id).join(', ')}`);
    process.exit(2);
  }
}
const decks = wanted.length ? premade.filter((d) => wanted.includes(d.id)) : premade;

const dir = mkdtempSync(join(tmpdir(), 'stccg-server-bots-'));
const { logger, failures } = botFailureLogger();
let nextSeed = 0;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  db: join(dir, 'games.sqlite'),
  webDir: null,
  logger,
  botWorkers: 1,
  botThinkMs: thinkMs,
  responseDelayMs: responseDelay,
  seedSource: () => nextSeed,
  // one client plays every game here: its per-client quotas are off
  limits: { gamesPerMinute: 0, openGamesPerClient: 0, connectionsPerAddress: 0 },
});

interface Row {
  bot: string;
  botDeck: string;
  clientDeck: string;
  games: PremadeGameOutcome[];
  botFailures: number;
}
const rows: Row[] = [];
const HEAD = ['bot', 'bot deck', 'client deck', 'games', 'finished', 'capped', 'stuck', 'refused', 'bot fails', 'client fails', 'bot won', 'bot resp pts', 'resp ms min/p50/max', 'after act', 'early', 'turns', 's/game'];
let headed = false;
function print(r: Row): void {
  if (!headed) {
    console.log(HEAD.join(' | '));
    headed = true;
  }
  console.log(cells(r).join(' | '));
}

const started = Date.now();
console.log(`# server bots: ${games} game(s) per bot and ordered pair; bots ${bots.join(', ')}; decks ${decks.map((d) => d.id).join(', ')}`);
console.log(`# search bot: ${thinkMs} ms per decision (at a response point min(${thinkMs}, ${Math.floor(responseDelay * 0.7)}) ms), one bot worker thread; response delay ${responseDelay} ms; client policy ${policy}; stuck after ${stuckMs / 1000} s without a message; decision cap ${maxDecisions || 'none'}; seeds ${seedBase}..${seedBase + games - 1}`);
try {
  for (const bot of bots) {
    for (const botDeck of decks) {
      for (const clientDeck of decks) {
        const row: Row = { bot, botDeck: botDeck.id, clientDeck: clientDeck.id, games: [], botFailures: 0 };
        for (let i = 0; i < games; i++) {
          nextSeed = seedBase + i;
          const before = failures.length;
          const g = await playPremadeGame(
            server.url,
            { bot, clientDeck: clientDeck.text, botDeck: botDeck.text, clientSeat: i % 2 === 0 ? 'player-1' : 'player-2', seed: seedBase + i },
            { policy, stuckMs, maxDecisions },
          );
          // the server's warnings name the game they are about
          row.botFailures += failures.slice(before).filter((f) => f.startsWith(g.gameId)).length;
          row.games.push(g);
          if (g.status === 'stuck') console.error(`STUCK: ${bot} ${botDeck.id} vs ${clientDeck.id} seed ${seedBase + i} game ${g.gameId}: ${g.where}`);
          for (const r of g.refused) console.error(`REFUSED: ${bot} ${botDeck.id} vs ${clientDeck.id} seed ${seedBase + i} game ${g.gameId}: ${r.code}: ${r.message}`);
        }
        rows.push(row);
        print(row);
      }
    }
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}

function cells(r: { bot: string; botDeck: string; clientDeck: string; games: PremadeGameOutcome[]; botFailures: number }): string[] {
  const gs = r.games;
  const count = (f: (g: PremadeGameOutcome) => boolean) => gs.filter(f).length;
  const resp = gs.flatMap((g) => g.botResponseMs);
  return [
    r.bot,
    r.botDeck,
    r.clientDeck,
    String(gs.length),
    String(count((g) => g.status === 'finished')),
    String(count((g) => g.status === 'capped')),
    String(count((g) => g.status === 'stuck' || g.status === 'closed')),
    String(gs.reduce((n, g) => n + g.refused.length, 0)),
    String(r.botFailures),
    String(gs.reduce((n, g) => n + g.clientPolicyErrors, 0)),
    String(count((g) => g.status === 'finished' && g.winner === g.botSeat)),
    String(gs.reduce((n, g) => n + g.botResponsePoints, 0)),
    resp.length ? `${Math.min(...resp)}/${quantile(resp, 0.5)}/${Math.max(...resp)}` : '-',
    String(gs.reduce((n, g) => n + g.botResponseAfterActMs.length, 0)),
    String(gs.reduce((n, g) => n + g.botResponseAfterActMs.filter((ms) => ms < responseDelay - 1).length, 0)),
    (gs.reduce((n, g) => n + (g.turn ?? 0), 0) / Math.max(1, gs.length)).toFixed(1),
    (gs.reduce((n, g) => n + g.ms, 0) / Math.max(1, gs.length) / 1000).toFixed(1),
  ];
}

const all = rows.flatMap((r) => r.games);
const total = { bot: 'all', botDeck: '-', clientDeck: '-', games: all, botFailures: failures.length };
for (const f of failures) console.error(`BOT FAILURE: ${f}`);
console.log(cells(total).join(' | '));
const stuck = all.filter((g) => g.status === 'stuck' || g.status === 'closed').length;
const refused = all.reduce((n, g) => n + g.refused.length, 0);
const afterAct = all.reduce((n, g) => n + g.botResponseAfterActMs.length, 0);
const early = all.reduce((n, g) => n + g.botResponseAfterActMs.filter((ms) => ms < responseDelay - 1).length, 0);
const respPts = all.reduce((n, g) => n + g.botResponsePoints, 0);
const ok = stuck === 0 && refused === 0 && total.botFailures === 0 && early === 0;
console.log(
  `${ok ? 'OK' : 'FAIL'}: ${all.length} games (${bots.length} bots × ${decks.length * decks.length} ordered pairs × ${games}), ${all.filter((g) => g.status === 'finished').length} finished, ${all.filter((g) => g.status === 'capped').length} capped, ${stuck} stuck, ${refused} refused actions, ${total.botFailures} bot failures; ${respPts} bot response points, all answered: ${afterAct} of them asked right after the client's action, ${early} of those answered sooner than ${responseDelay} ms after it; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = ok ? 0 : 1;

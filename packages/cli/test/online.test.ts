/**
 * Playing a second person by invite from the terminal (issue 24): `stccg play --server` creates a
 * constructed game and prints the invite, `stccg join LINK --deck FILE` takes the seat; both
 * terminals (scripted Io, answering by number) play through the server to GAME OVER and print
 * the same result. A deck the server refuses is reported with every reason and exit code 1, the
 * game still waiting; a used invite, an unknown server and a bad link are refused. A game made the
 * way the browser makes it (HTTP and the WebSocket protocol) is joined and played from the terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { WebSocket } from 'ws';
import { startServer } from '../../server/src/index.ts';
import type { RunningServer } from '../../server/src/index.ts';
import type { CreateGameRes, GameSummary } from '../../server/src/protocol.ts';
import { TestClient, http, playRandom } from '../../server/test/helpers.ts';
import { hostGame, joinGame, parseGameLink, serverBase } from '../src/online.ts';
import { serverPlayProblem } from '../src/play.ts';
import { resultOf, terminal } from './scripted-terminal.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FED = join(ROOT, 'decks', 'constructed-federation-playable.txt');
const KLI = join(ROOT, 'decks', 'constructed-klingon-playable.txt');
const BAD = join(import.meta.dirname, 'fixtures', 'decks', 'five-missions-no-outpost.txt');

/** A port nothing listens on (one that was free a moment ago). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const until = async (what: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('stccg play --server / stccg join: two terminals by invite', () => {
  let server: RunningServer;
  let records: string;
  beforeAll(async () => {
    server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 0 });
    records = mkdtempSync(join(tmpdir(), 'stccg-online-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(records, { recursive: true, force: true });
  });

  const summary = async (id: string) => (await http<GameSummary>(server.url, 'GET', `/api/games/${id}`)).body;

  it('one creates with a deck, a refused deck on join changes nothing, the other joins by the printed link; both play to the same GAME OVER; the invite is used up', { timeout: 90_000 }, async () => {
    // the host types a few commands at its first decision: help, log, why, and an undo that a game between two people refuses
    const host = terminal(11, { 1: 'help', 2: 'log', 3: 'undo', 4: 'show Federation Outpost' });
    const hosting = hostGame({ server: server.url, deck: FED, records, waitNoticeMs: 50 }, host.io);
    await until(() => host.out.some((l) => /stccg join '/.test(l)));
    const printed = host.out.join('\n');
    const link = /^ {2}(http:\/\/\S+\/#\/join\/\S+)$/m.exec(printed)?.[1] as string;
    expect(link).toMatch(/\/#\/join\/[\w-]+\?invite=[\w-]+$/);
    expect(printed).toContain(`stccg join '${link}' --deck THEIR-DECK.txt`);
    const gameId = parseGameLink(link).gameId;
    await until(() => host.out.includes('Waiting for your friend to join...'));
    const before = await summary(gameId);
    expect(before).toMatchObject({ status: 'waiting', format: 'constructed' });
    expect(before.seats['player-2']?.taken).toBe(false);

    // a deck the server refuses: every reason printed, exit 1, the game as it was
    const refused = terminal(1);
    expect(await joinGame({ link, deck: BAD, records }, refused.io)).toBe(1);
    const said = refused.err.join('\n');
    expect(said).toMatch(/^stccg join: the deck was refused, and nothing was created or changed \(\d+ reasons?\)/);
    expect(said).toMatch(/- .*missions?.*6/);
    expect(said).toMatch(/- .*[Oo]utpost/);
    expect(refused.out).toEqual([]);
    expect(await summary(gameId)).toEqual(before);

    // the friend joins with the link and his own deck; his socket drops once mid-game and is reconnected
    const sockets: WebSocket[] = [];
    const guest = terminal(22);
    const joining = joinGame({ link, deck: KLI, records, onSocket: (ws) => void sockets.push(ws) }, guest.io);
    await until(() => guest.asks() >= 30, 60_000);
    sockets[0]?.terminate();
    const [hostCode, guestCode] = await Promise.all([hosting, joining]);
    expect([hostCode, guestCode]).toEqual([0, 0]);

    expect(host.out).toContain('Your friend has joined: the game begins.');
    expect(host.out.join('\n')).toMatch(/You play your deck \(Player 1\) in a constructed game against your friend/);
    expect(guest.out.join('\n')).toMatch(new RegExp(`You play your deck \\(Player 2\\) in a constructed game against your friend, in game ${gameId} on ${server.url}`));
    // the commands at the first decision: help lists concede; the log; undo refused against a person
    const hostText = host.out.join('\n');
    expect(hostText).toMatch(/concede {9}give up the game/);
    expect(hostText).toMatch(/^Game log:/m);
    expect(hostText).toMatch(/Cannot undo: .*/);
    expect(hostText).toMatch(/Federation Outpost \(outpost/);
    // the board and numbered options as in a game against a bot
    expect(hostText).toMatch(/Score: you \(Player 1\) \d+ - Player 2 \d+/);
    expect(guest.out.join('\n')).toMatch(/Score: you \(Player 2\) \d+ - Player 1 \d+/);
    // the drop: said, and the seat taken up again with its token
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(guest.out).toContain('Connection to the server lost: reconnecting...');
    expect(guest.out).toContain('Reconnected.');

    // both terminals: the same result
    const a = resultOf(host.out, 'Player 1');
    const b = resultOf(guest.out, 'Player 2');
    expect(a).not.toBeNull();
    expect(a).toEqual(b);
    const final = await summary(gameId);
    expect(final.status).toBe('finished');
    expect(a?.scores).toEqual({ 'Player 1': final.scores['player-1'], 'Player 2': final.scores['player-2'] });
    expect(a?.winner).toBe(final.result?.winner === 'player-1' ? 'Player 1' : final.result?.winner === 'player-2' ? 'Player 2' : 'draw');
    // each saved the server's record
    expect(host.out.some((l) => l.startsWith('Game record saved to '))).toBe(true);
    expect(readdirSync(records).filter((f) => f.endsWith(`${gameId}.json`))).toHaveLength(2);

    // the invite is used up
    const late = terminal(3);
    expect(await joinGame({ link, deck: KLI, records }, late.io)).toBe(1);
    expect(late.err.join('\n')).toMatch(/stccg join: this invite has already been used/);
  });

  it('a constructed game made as the browser makes it is joined from the terminal and played to the end against the browser\'s seat', { timeout: 90_000 }, async () => {
    const deck = readFileSync(FED, 'utf8');
    const g = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend', format: 'constructed', deck });
    expect(g.status).toBe(201);
    const browser = await TestClient.connect(server.url);
    await browser.hello(g.body.gameId, g.body.token);
    const guest = terminal(5);
    const joining = joinGame({ link: g.body.inviteUrl as string, deck: KLI, records }, guest.io);
    // the browser's seat plays once the friend's deck is in (before, the server refuses every move)
    for (const t0 = Date.now(); (await summary(g.body.gameId)).status === 'waiting'; ) {
      if (Date.now() - t0 > 20_000) throw new Error('the terminal did not join');
      await new Promise((r) => setTimeout(r, 20));
    }
    const played = playRandom(browser, 'player-1', { seed: 9 });
    expect(await played.done).toBe('over');
    expect(await joining).toBe(0);
    const b = resultOf(guest.out, 'Player 2');
    expect(b).not.toBeNull();
    const r = browser.result;
    expect(b?.scores).toEqual({ 'Player 1': r?.scores['player-1'], 'Player 2': r?.scores['player-2'] });
    await browser.close();
  });

  it('the intro game by invite (no decks): the host leaves and comes back to the seat with its token; the friend concedes; both print the same end', { timeout: 60_000 }, async () => {
    const host = terminal(31, { 3: 'quit' });
    const hosting = hostGame({ server: server.url, records }, host.io);
    await until(() => host.out.some((l) => /stccg join '/.test(l)));
    const printed = host.out.join('\n');
    const link = /^ {2}(http:\/\/\S+\/#\/join\/\S+)$/m.exec(printed)?.[1] as string;
    // an intro game: the friend brings no deck
    expect(printed).toContain(`stccg join '${link}'\n`.trimEnd());
    expect(printed).not.toContain('--deck');
    const guest = terminal(32, { 6: 'concede' });
    const joining = joinGame({ link, records }, guest.io);
    expect(await hosting).toBe(0);
    expect(host.out).toContain('You stop the game.');
    const back = /^ {2}stccg join '(\S+)' --token (\S+)$/m.exec(host.out.join('\n'));
    expect(back?.[1]).toMatch(/\/#\/game\/[\w-]+$/);
    expect(host.out.some((l) => l.startsWith('GAME OVER'))).toBe(false);
    // back at the seat with the printed line
    const again = terminal(33);
    const resumed = joinGame({ link: back?.[1] as string, token: back?.[2] as string, records }, again.io);
    expect(await joining).toBe(0);
    expect(await resumed).toBe(0);
    expect(again.out.join('\n')).toMatch(/You are back at your seat \(Federation\) in game/);
    expect(guest.out).toContain('You concede.');
    const a = resultOf(again.out, 'Player 1');
    expect(a).toBeNull(); // the intro game's seats are Federation and Klingon
    const endA = again.out.find((l) => l.startsWith('GAME OVER'));
    const endB = guest.out.find((l) => l.startsWith('GAME OVER'));
    expect(endA).toMatch(/^GAME OVER: you win \(Klingon conceded\); Federation \d+, Klingon \d+\.$/);
    expect(endB).toMatch(/^GAME OVER: Federation wins \(Klingon conceded\); Klingon \d+, Federation \d+\.$/);
    // a token that is no seat's of the game
    const wrong = terminal(34);
    expect(await joinGame({ link: back?.[1] as string, token: 'not-a-token', records }, wrong.io)).toBe(1);
    expect(wrong.err.join('\n')).toMatch(/the token is not a seat's of game/);
  });

  it('--bot random: a constructed game against the server\'s bot, played to the end; undo goes to the server, which refuses it past the bot\'s answers', { timeout: 60_000 }, async () => {
    const me = terminal(41, { 2: 'undo' });
    expect(await hostGame({ server: server.url, deck: FED, bot: 'random', records }, me.io)).toBe(0);
    const text = me.out.join('\n');
    expect(text).not.toMatch(/invite/i);
    expect(text).toMatch(/You play your deck \(Player 1\) in a constructed game against the server's random bot/);
    // the first choice (a mission for the spaceline) was answered by the bot's: it stands; the seat is named as on the board
    expect(text).toMatch(/Cannot undo: nothing to take back: Player 2 has acted since, and its answers stand\./);
    expect(text).toMatch(/^GAME OVER: /m);
  });

  it('refuses clearly: no server there, a link with no game or no code, an unknown game, an intro game joined with a deck, a missing deck file', async () => {
    const io = () => terminal(1);
    const nobody = await closedPort();
    const t1 = io();
    expect(await joinGame({ link: `http://127.0.0.1:${nobody}/#/join/abc?invite=xyz`, records }, t1.io)).toBe(1);
    expect(t1.err.join('\n')).toBe(`stccg join: cannot reach the server at http://127.0.0.1:${nobody} (ECONNREFUSED): is it running, and is the address right?`);
    const t2 = io();
    expect(await hostGame({ server: `127.0.0.1:${nobody}`, records }, t2.io)).toBe(1);
    expect(t2.err.join('\n')).toMatch(/stccg play: cannot reach the server/);
    const t3 = io();
    expect(await joinGame({ link: `${server.url}/`, records }, t3.io)).toBe(2);
    expect(t3.err.join('\n')).toMatch(/names no game/);
    const t4 = io();
    expect(await joinGame({ link: `${server.url}/#/join/abc`, records }, t4.io)).toBe(2);
    expect(t4.err.join('\n')).toMatch(/holds no invite code/);
    const t5 = io();
    expect(await joinGame({ link: `${server.url}/#/join/nosuchgame`, code: 'abc', records }, t5.io)).toBe(1);
    expect(t5.err.join('\n')).toMatch(/no such game/);
    // the code given apart from the link; an intro game takes no deck
    const intro = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend' });
    const t6 = io();
    expect(await joinGame({ link: `${server.url}/#/join/${intro.body.gameId}`, code: intro.body.invite as string, deck: KLI, records }, t6.io)).toBe(1);
    expect(t6.err.join('\n')).toMatch(/intro decks.*leave out --deck/);
    const t7 = io();
    expect(await hostGame({ server: server.url, deck: '/no/such/deck.txt', records }, t7.io)).toBe(1);
    expect(t7.err.join('\n')).toMatch(/cannot read \/no\/such\/deck\.txt: no such file/);
    expect((await summary(intro.body.gameId)).seats.klingon?.taken).toBe(false);
  });

  it('reads server addresses and links', () => {
    expect(serverBase('localhost:3000')).toBe('http://localhost:3000');
    expect(serverBase('https://example.org/some/path')).toBe('https://example.org');
    expect(() => serverBase('ftp://x')).toThrow(/not an http/);
    expect(parseGameLink('http://h:1/#/join/G1?invite=C2')).toEqual({ server: 'http://h:1', gameId: 'G1', invite: 'C2' });
    expect(parseGameLink('http://h:1/#/join/G1', 'C3')).toEqual({ server: 'http://h:1', gameId: 'G1', invite: 'C3' });
    expect(parseGameLink('http://h:1/#/game/G1')).toEqual({ server: 'http://h:1', gameId: 'G1', invite: null });
  });
});

describe('an invite nobody takes in time', () => {
  it('the waiting terminal is told the game ended, exit 1; the expired invite is refused in a sentence', { timeout: 30_000 }, async () => {
    const clock = { t: Date.parse('2026-12-03T12:00:00Z') };
    const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 0, now: () => clock.t, limits: { unstartedExpiryMs: 60_000 } });
    try {
      const host = terminal(1);
      const hosting = hostGame({ server: server.url }, host.io);
      await until(() => host.out.includes('Waiting for your friend to join...'));
      const link = /^ {2}(http:\/\/\S+\/#\/join\/\S+)$/m.exec(host.out.join('\n'))?.[1] as string;
      clock.t += 60_001;
      await server.sweep();
      expect(await hosting).toBe(1);
      expect(host.err.join('\n')).toMatch(/^stccg: the game ended before your friend joined \(expired\)/);
      const late = terminal(2);
      expect(await joinGame({ link }, late.io)).toBe(1);
      expect(late.err.join('\n')).toMatch(/^stccg join: this invite has expired: nobody took the seat within/);
    } finally {
      await server.close();
    }
  });
});

describe('the stccg command', () => {
  const BIN = join(ROOT, 'packages', 'cli', 'bin', 'stccg.js');
  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [BIN, ...args], { cwd: tmpdir(), timeout: 30_000 }, (e, stdout, stderr) => resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, stdout, stderr }));
    });

  it('play --server: flags that do not go with a server game are refused; stccg join with a refused deck exits 1 with the reasons', { timeout: 60_000 }, async () => {
    const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 0 });
    try {
      const g = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend', format: 'constructed', deck: readFileSync(FED, 'utf8') });
      const bad = await run(['join', g.body.inviteUrl as string, '--deck', BAD]);
      expect(serverPlayProblem({ server: server.url, seed: 3 })).toBe('a game on a server gets its seed from the server: leave out --seed');
      expect(serverPlayProblem({ server: server.url })).toBeNull();
      expect(serverPlayProblem({ server: server.url, bot: 'random' })).toBeNull();
      expect(serverPlayProblem({ server: server.url, invite: true, bot: 'random' })).toMatch(/--invite \(a friend\) and --bot/);
      expect(serverPlayProblem({ invite: true })).toMatch(/--invite needs --server/);
      expect(serverPlayProblem({ server: server.url, opponentDeck: KLI })).toMatch(/leave out --opponent-deck/);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/the deck was refused, and nothing was created or changed/);
      expect(bad.stdout).toBe('');
      expect((await http<GameSummary>(server.url, 'GET', `/api/games/${g.body.gameId}`)).body.status).toBe('waiting');
    } finally {
      await server.close();
    }
  });
});

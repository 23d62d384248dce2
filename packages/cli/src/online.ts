/**
 * Games on a game server, played in the terminal (issue 24): against a friend by invite, or
 * against the server's bot.
 *
 *   stccg play --server URL [--deck FILE] [--invite | --bot random]
 *   stccg join LINK [CODE] [--deck FILE]
 *   stccg join GAME-LINK --token TOKEN          (back to a seat of yours)
 *
 * `play --server` creates the game (constructed with --deck, the intro game without), prints the
 * invite link and the `stccg join` line the friend can paste, waits for the friend and plays.
 * `join` takes the seat an invite opens (a link printed by a terminal or a browser) and plays. Both
 * play through the terminal loop of play.ts (the board, the option numbers, help/show/why/log),
 * talking to the server over its WebSocket protocol (packages/server/src/protocol.ts). A dropped
 * socket is reconnected with the seat token; the token is printed when the player leaves, so the
 * seat can be taken up again with `stccg join ... --token`.
 */
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { Command, Option as CliOption } from 'commander';
import { answeredFor } from '@stccg/engine';
import type { CardView, GameResult, Option, PlayerId, PlayerView } from '@stccg/engine';
import { seatDecision } from '@stccg/ai';
import type { SeatDecision } from '@stccg/ai';
import type { CreateGameRes, ErrorCode, GameSummary, JoinGameRes, Seat, ServerMsg } from '../../server/src/protocol.ts';
import { HELP, playAtTable, readableText, saveRecord, seatName, terminalIo, timestamp } from './play.ts';
import type { Io, Table } from './play.ts';

/** A problem that ends the command: its message (to print) and exit code. */
export class OnlineError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'OnlineError';
  }
}

/** The server's base URL (origin), without a trailing slash; a bare host:port is taken as http. */
export function serverBase(url: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
  let u: URL;
  try {
    u = new URL(withScheme);
  } catch {
    throw new OnlineError(`"${url}" is not a server address (give one like http://localhost:3000)`, 2);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new OnlineError(`"${url}" is not an http:// or https:// address`, 2);
  return u.origin;
}

/** What an invite link (ORIGIN/#/join/ID?invite=CODE, or the link and the code apart) or a game's link names. */
export interface GameLink {
  server: string;
  gameId: string;
  invite: string | null;
}

/**
 * Reads a link the browser or the terminal printed: ORIGIN/#/join/ID?invite=CODE (the invite), or
 * ORIGIN/#/join/ID with the code given apart, or a game's link ORIGIN/#/game/ID (to come back to a
 * seat with its token).
 */
export function parseGameLink(link: string, code?: string): GameLink {
  const server = serverBase(link);
  const m = /\/(?:join|game|watch)\/([A-Za-z0-9_-]+)/.exec(link.slice(link.indexOf('//') + 2));
  if (!m) throw new OnlineError(`"${link}" names no game: an invite link looks like ${server}/#/join/GAME?invite=CODE`, 2);
  const fromLink = /[?&]invite=([^&#\s]+)/.exec(link)?.[1];
  const invite = code ?? (fromLink === undefined ? null : decodeURIComponent(fromLink));
  return { server, gameId: m[1] as string, invite };
}

/** A call to the server's HTTP API: the answer, or an OnlineError with the server's message. */
async function api<T>(server: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: body === undefined ? {} : { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(server + path, init);
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new OnlineError(`cannot reach the server at ${server} (${cause?.code ?? cause?.message ?? (e as Error).message}): is it running, and is the address right?`);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const d = data as { error?: string; message?: string } | null;
    const err = new OnlineError(d?.message ?? `the server answered ${res.status} ${res.statusText}`);
    (err as OnlineError & { code?: string }).code = d?.error;
    throw err;
  }
  return data as T;
}

/** The text of a deck file, or why it cannot be read. */
function readDeckText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new OnlineError(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

export interface ConnectionOptions {
  /** Tries to reconnect after a dropped socket before giving up (default 10). */
  retries?: number;
  /** The longest wait between two tries, in ms (default 8000; the first waits 250 ms, then doubling). */
  maxBackoffMs?: number;
  /** How long without any message from the opponent before "Waiting for ..." is said, in ms (default 1500). */
  waitNoticeMs?: number;
  /** Called with each new socket (tests drop it to see the reconnect). */
  onSocket?: (ws: WebSocket) => void;
}

type WhyWaiter = (reasons: string[]) => void;

/**
 * A seat in a game on the server, over its WebSocket: the views it is sent, the whole log assembled
 * from them, and its answers; reconnects with the seat token when the socket drops.
 */
export class ServerTable implements Table {
  me: PlayerId;
  view: PlayerView | null = null;
  seats: GameSummary['seats'] | null = null;
  /** A constructed game waiting for the friend's deck. */
  waitingForDeck = false;
  constructed = false;
  result: GameResult | null = null;
  record: string | null = null;
  /** Why the table cannot go on (a wrong token, a game that cannot be played, no way back to the server). */
  fatal: string | null = null;
  private log: PlayerView['log'] = [];
  private shown = 0;
  private answered: string | null = null;
  private ws: WebSocket | null = null;
  private open = false;
  private stopped = false;
  private dropped = false;
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private wakers: (() => void)[] = [];
  private whyWaiters = new Map<string, WhyWaiter>();
  private undoWaiter: ((r: { undone: boolean; message: string }) => void) | null = null;
  private welcomed = false;
  /** A concession sent: no more decisions are put to the player (the game's end comes next). */
  private conceding = false;
  /** When the socket last heard from the server (ms). */
  private heard = 0;

  constructor(
    readonly server: string,
    readonly gameId: string,
    readonly token: string,
    seat: Seat,
    private readonly io: Io,
    private readonly o: ConnectionOptions = {},
  ) {
    this.me = seat;
  }

  readonly help = [
    ...HELP.split('\n').filter((l) => !/^\s+(undo|quit)\b|^\s{10,}a card drawn/.test(l)),
    '  undo            take back your last decision: in a game against the server\'s bot only, and',
    '                  never past new information or an answer of the bot',
    '  concede         give up the game (it ends at once, the other player winning)',
    '  quit            leave the table: the game waits on the server, and the line printed then',
    '                  takes you back to your seat',
  ].join('\n');

  readonly extraCommands: Record<string, () => Promise<'stop' | 'continue' | 'next'>> = {
    concede: async () => {
      if (!this.send({ type: 'concede' })) {
        this.io.out('Not connected to the server just now: try again in a moment.');
        return 'continue';
      }
      this.conceding = true;
      this.io.out('You concede.');
      return 'next';
    },
  };

  /** Connects and attaches to the seat; resolves with the first welcome, or fails with the server's reason. */
  async start(): Promise<void> {
    this.connect();
    await this.until(() => this.welcomed || this.fatal !== null);
    if (this.fatal) throw new OnlineError(this.fatal);
  }

  /** Closes the socket for good. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    this.timer = null;
    this.pinger = null;
    this.ws?.close();
    this.ws = null;
    this.wake();
  }

  private connect(): void {
    const ws = new WebSocket(this.server.replace(/^http/, 'ws') + '/ws');
    this.ws = ws;
    this.o.onSocket?.(ws);
    ws.on('open', () => {
      this.open = true;
      ws.send(JSON.stringify({ type: 'hello', gameId: this.gameId, token: this.token }));
      if (this.pinger) clearInterval(this.pinger);
      this.heard = Date.now();
      this.pinger = setInterval(() => {
        // a socket that stopped answering (the network gone without a close): given up, and reconnected
        if (Date.now() - this.heard > 60_000) ws.terminate();
        else this.send({ type: 'ping' });
      }, 25_000);
      this.pinger.unref();
    });
    ws.on('message', (data) => {
      this.heard = Date.now();
      let msg: ServerMsg;
      try {
        msg = JSON.parse(String(data)) as ServerMsg;
      } catch {
        return;
      }
      this.receive(msg);
      this.wake();
    });
    ws.on('error', () => {
      /* 'close' follows */
    });
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.open = false;
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = null;
      if (this.stopped || this.fatal || this.result) return this.wake();
      if (!this.welcomed) {
        this.fatal = `cannot connect to the game at ${this.server}/ws`;
        return this.wake();
      }
      if (!this.dropped) this.io.out('Connection to the server lost: reconnecting...');
      this.dropped = true;
      const retries = this.o.retries ?? 10;
      if (this.tries >= retries) {
        this.fatal = `lost the connection to the server at ${this.server} and could not reconnect (${retries} tries)`;
        return this.wake();
      }
      const wait = Math.min(this.o.maxBackoffMs ?? 8000, 250 * 2 ** this.tries++);
      this.timer = setTimeout(() => this.connect(), wait);
    });
  }

  private send(msg: object): boolean {
    const ws = this.ws;
    if (!ws || !this.open || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(msg));
    return true;
  }

  private wake(): void {
    for (const w of this.wakers.splice(0)) w();
  }

  /** Resolves at the next message (or when the table stops). */
  private changed(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.wakers.push(resolve));
  }

  /** Resolves once `done()` holds (checked after every message), or after `timeoutMs`. */
  private until(done: () => boolean, timeoutMs?: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const check = () => {
        if (done() || this.stopped) {
          if (timer) clearTimeout(timer);
          resolve();
        } else this.wakers.push(check);
      };
      if (timeoutMs !== undefined)
        timer = setTimeout(() => {
          this.wakers = this.wakers.filter((w) => w !== check);
          resolve();
        }, timeoutMs);
      check();
    });
  }

  private receive(msg: ServerMsg): void {
    switch (msg.type) {
      case 'welcome': {
        if (msg.seat !== this.me) {
          this.fatal = `the token is not a seat's of this game (the server attached it as ${msg.seat})`;
          return;
        }
        if (this.dropped) this.io.out('Reconnected.');
        this.dropped = false;
        this.tries = 0;
        this.welcomed = true;
        this.view = msg.view;
        this.log = [...msg.view.log];
        // a reconnect sends the whole log again (what was shown stays shown); an undo a shorter one
        this.shown = Math.min(this.shown, this.log.length);
        this.answered = null;
        this.constructed = msg.format === 'constructed';
        this.waitingForDeck = msg.waiting === true;
        if (msg.seats) this.seats = msg.seats;
        if (msg.view.result) this.result ??= msg.view.result;
        if (this.undoWaiter) {
          this.shown = this.log.length;
          this.undoWaiter({ undone: true, message: 'Undone: back to your decision before your last one.' });
          this.undoWaiter = null;
        }
        return;
      }
      case 'view':
        if (this.view && msg.view.seq < this.view.seq) return;
        this.view = msg.view;
        this.log = this.log.concat(msg.view.log);
        if (msg.view.result) this.result ??= msg.view.result;
        return;
      case 'players':
        this.seats = msg.seats;
        return;
      case 'gameOver':
        this.result = msg.result;
        this.record = msg.record;
        return;
      case 'why':
        this.whyWaiters.get(msg.card)?.(msg.reasons);
        this.whyWaiters.delete(msg.card);
        return;
      case 'error':
        return this.refused(msg.code, msg.message);
      default:
        return;
    }
  }

  private refused(code: ErrorCode, message: string): void {
    const fatal: ErrorCode[] = ['unknown-game', 'bad-token', 'quarantined', 'upgraded'];
    if (fatal.includes(code)) {
      this.fatal = code === 'bad-token' ? `the server does not know this seat token for game ${this.gameId}` : code === 'unknown-game' ? `the server has no game ${this.gameId}` : message;
      return;
    }
    if (code === 'cannot-undo' && this.undoWaiter) {
      this.undoWaiter({ undone: false, message: `Cannot undo: ${readableText(message, this.view?.seats ?? []).replace(/\.$/, '')}.` });
      this.undoWaiter = null;
      return;
    }
    if (code === 'game-over') return;
    if (!this.welcomed || this.dropped) {
      // the hello was refused for now (the store unable to give the game, the server stopping):
      // on the first connection that is the end; on a reconnect, the next try comes as after a drop
      if (!this.welcomed) this.fatal = message;
      else this.ws?.close();
      return;
    }
    // the decision is put to the player again (a stale answer: once the fresh view is in)
    this.answered = null;
    this.conceding = false;
    if (code !== 'stale') this.io.out(`The server refused that: ${message}`);
  }

  /** Whether the view holds a decision of the player's that the server does not answer for them. */
  private mine(v: PlayerView): boolean {
    const p = v.pending;
    if (!p || p.player !== this.me || !p.options || p.id === this.answered) return false;
    return answeredFor(p.kind, p.options, v.players[this.me]?.alwaysRespond ?? null) === null && seatDecision(v) !== null;
  }

  /** Waits until the other seat is taken and (in a constructed game) its deck is in. */
  async waitForOpponent(): Promise<void> {
    const other = Object.keys(this.seats ?? {}).find((s) => s !== this.me) as Seat | undefined;
    const ready = () => this.fatal !== null || this.result !== null || (!this.waitingForDeck && (other === undefined || this.seats?.[other]?.taken === true));
    if (ready()) return;
    this.io.out('Waiting for your friend to join...');
    await this.until(ready);
    if (this.fatal) throw new OnlineError(this.fatal);
    if (this.result) throw new OnlineError(`the game ended before your friend joined (${readableText(this.result.reason, this.view?.seats ?? [])}): create a new one for a new invite`);
    this.io.out('Your friend has joined: the game begins.');
  }

  async next(): Promise<PlayerView | null> {
    let noticed = false;
    let notice: ReturnType<typeof setTimeout> | null = null;
    try {
      for (;;) {
        if (this.fatal) throw new OnlineError(this.fatal);
        if (this.result || this.stopped) return null;
        const v = this.view;
        if (v && !this.waitingForDeck && !this.conceding && this.mine(v)) return v;
        const p = v?.pending;
        if (!noticed && !notice && p && p.player !== this.me) {
          notice = setTimeout(() => {
            const now = this.view?.pending;
            if (now && now.player !== this.me && !this.result) this.io.out(`Waiting for ${seatName(now.player)}...`);
            noticed = true;
          }, this.o.waitNoticeMs ?? 1500);
        }
        await this.changed();
      }
    } finally {
      if (notice) clearTimeout(notice);
    }
  }

  async act(_v: PlayerView, d: SeatDecision, option: Option): Promise<void> {
    for (;;) {
      if (this.fatal) throw new OnlineError(this.fatal);
      const v = this.view;
      // a reconnect in between may have brought a newer view: the loop asks again if the decision moved on
      if (!v || v.pending?.id !== d.id) return;
      if (this.send({ type: 'act', seq: v.seq, decision: d.id, option: option.id })) {
        this.answered = d.id;
        return;
      }
      this.io.out('Not connected to the server just now: your choice is sent once reconnected.');
      await this.until(() => this.open && this.welcomed && !this.dropped);
    }
  }

  newEvents(): string[] {
    const seats = this.view?.seats ?? [];
    const out = this.log.slice(this.shown).map((e) => `  ${readableText(e.text, seats)}`);
    this.shown = this.log.length;
    return out;
  }

  fullLog(): Promise<string[]> {
    const seats = this.view?.seats ?? [];
    return Promise.resolve(this.log.map((e) => `  ${readableText(e.text, seats)}`));
  }

  async why(_v: PlayerView, card: CardView): Promise<string[]> {
    let answer: string[] | null = null;
    this.whyWaiters.set(card.id, (r) => (answer = r));
    if (!this.send({ type: 'why', card: card.id })) return [];
    await this.until(() => answer !== null, 10_000);
    return answer ?? [];
  }

  async undo(v: PlayerView): Promise<{ undone: boolean; message: string }> {
    if (this.undoWaiter) return { undone: false, message: 'Cannot undo: an undo is on its way already.' };
    let out: { undone: boolean; message: string } | null = null;
    this.undoWaiter = (r) => (out = r);
    if (!this.send({ type: 'undo', seq: v.seq })) {
      this.undoWaiter = null;
      return { undone: false, message: 'Cannot undo: not connected to the server just now.' };
    }
    await this.until(() => out !== null || this.fatal !== null, 10_000);
    this.undoWaiter = null;
    return out ?? { undone: false, message: 'Cannot undo: the server did not answer.' };
  }

  ending(): { view: PlayerView; result: GameResult } | null {
    return this.result && this.view ? { view: this.view, result: this.result } : null;
  }
}

export interface OnlineOptions extends ConnectionOptions {
  /** Where game records are saved (default records). */
  records?: string;
}

/** The line that takes a player back to their seat. */
function resumeLine(t: ServerTable): string {
  return `stccg join '${t.server}/#/game/${t.gameId}' --token ${t.token}`;
}

/** Plays a seat the server gave (its token) in the terminal until the game is over or the player leaves; the exit code. */
async function playSeat(t: ServerTable, io: Io, intro: string, o: OnlineOptions, waitForFriend: boolean): Promise<number> {
  const onSigint = () => {
    io.out('\nInterrupted: the game waits on the server. To come back to it:');
    io.out(`  ${resumeLine(t)}`);
    t.stop();
    io.close();
    process.exit(130);
  };
  process.once('SIGINT', onSigint);
  try {
    await t.start();
    if (waitForFriend) await t.waitForOpponent();
    io.out(intro);
    const end = await playAtTable(t, io);
    if (end === 'over' && t.record) {
      const file = saveRecord(o.records ?? 'records', `${timestamp()}-${t.gameId}.json`, t.record);
      io.out(`Game record saved to ${file}`);
    } else if (end !== 'over') {
      io.out(`The game waits on the server. To come back to it:\n  ${resumeLine(t)}`);
    }
    return 0;
  } catch (e) {
    if (!(e instanceof OnlineError)) throw e;
    (io.err ?? io.out)(`stccg: ${e.message}`);
    if (t.view && !t.result) (io.err ?? io.out)(`The game may still wait on the server; to try again:\n  ${resumeLine(t)}`);
    return e.exitCode;
  } finally {
    process.removeListener('SIGINT', onSigint);
    t.stop();
  }
}

export interface HostOptions extends OnlineOptions {
  server: string;
  /** Your deck file: a constructed game; none: the intro game. */
  deck?: string;
  /** Against the server's bot (by name) instead of a friend. */
  bot?: string;
  /** Your seat in the intro game (federation or klingon). */
  as?: PlayerId;
}

/**
 * `stccg play --server URL`: creates a game on the server (against a friend by invite, or the
 * server's bot), prints the invite, waits for the friend and plays; the exit code.
 */
export async function hostGame(o: HostOptions, io: Io): Promise<number> {
  const err = io.err ?? io.out;
  let created: CreateGameRes;
  let server: string;
  try {
    server = serverBase(o.server);
    const deck = o.deck === undefined ? undefined : readDeckText(o.deck);
    const req: Record<string, unknown> = { mode: o.bot ? 'bot' : 'friend' };
    if (deck !== undefined) Object.assign(req, { format: 'constructed', deck });
    if (o.bot) req.bot = o.bot;
    if (o.as && deck === undefined) req.side = o.as;
    created = await api<CreateGameRes>(server, 'POST', '/api/games', req);
  } catch (e) {
    if (!(e instanceof OnlineError)) throw e;
    err(`stccg play: ${e.message}`);
    return e.exitCode;
  }
  const constructed = o.deck !== undefined;
  if (created.inviteUrl) {
    io.out(`Game ${created.gameId} created on ${server}${constructed ? ' (constructed: your friend brings a deck too)' : ' (the intro game)'}.`);
    io.out(`Send your friend this invite link (it opens the game in a browser):\n  ${created.inviteUrl}`);
    io.out(`or this line, to play from a terminal:\n  stccg join '${created.inviteUrl}'${constructed ? ' --deck THEIR-DECK.txt' : ''}`);
  }
  const t = new ServerTable(server, created.gameId, created.token, created.seat, io, o);
  const intro = `You play ${constructed ? `your deck (${seatName(created.seat)}) in a constructed game` : seatName(created.seat)} against ${o.bot ? `the server's ${o.bot} bot` : 'your friend'}. Type "help" for commands.`;
  return playSeat(t, io, intro, o, !o.bot);
}

export interface JoinOptions extends OnlineOptions {
  link: string;
  /** The invite code, when the link does not hold it. */
  code?: string;
  /** Your deck file (a constructed game). */
  deck?: string;
  /** A seat token of yours (from an earlier game): back to that seat, with no invite. */
  token?: string;
}

/** `stccg join LINK`: takes the seat an invite opens (or comes back to one's seat) and plays; the exit code. */
export async function joinGame(o: JoinOptions, io: Io): Promise<number> {
  const err = io.err ?? io.out;
  let link: GameLink;
  let seat: Seat;
  let token: string;
  try {
    link = parseGameLink(o.link, o.code);
    if (o.token) {
      token = o.token;
      seat = await seatOfToken(link, token);
    } else {
      if (!link.invite) throw new OnlineError(`"${o.link}" holds no invite code: give the whole link (with ?invite=...) or the code after it`, 2);
      const deck = o.deck === undefined ? undefined : readDeckText(o.deck);
      const body: Record<string, unknown> = { invite: link.invite };
      if (deck !== undefined) body.deck = deck;
      let joined: JoinGameRes;
      try {
        joined = await api<JoinGameRes>(link.server, 'POST', `/api/games/${encodeURIComponent(link.gameId)}/join`, body);
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'deck-needed') throw new OnlineError(`${(e as Error).message}; join with --deck FILE`);
        if (code === 'bad-request' && deck !== undefined) throw new OnlineError(`${(e as Error).message} (leave out --deck)`);
        throw e;
      }
      token = joined.token;
      seat = joined.seat;
    }
  } catch (e) {
    if (!(e instanceof OnlineError)) throw e;
    err(`stccg join: ${e.message}`);
    return e.exitCode;
  }
  const t = new ServerTable(link.server, link.gameId, token, seat, io, o);
  const where = `game ${link.gameId} on ${link.server}`;
  const intro = o.token
    ? `You are back at your seat (${seatName(seat)}) in ${where}. Type "help" for commands.`
    : `You play ${o.deck !== undefined ? `your deck (${seatName(seat)}) in a constructed game` : seatName(seat)} against your friend, in ${where}. Type "help" for commands.`;
  return playSeat(t, io, intro, o, false);
}

/** The seat a token plays in the linked game (the server's list of the token's games). */
async function seatOfToken(link: GameLink, token: string): Promise<Seat> {
  const { games } = await api<{ games: GameSummary[] }>(link.server, 'POST', '/api/games/list', { tokens: [token] });
  const g = games.find((x) => x.gameId === link.gameId);
  if (!g?.mySeat) throw new OnlineError(`the token is not a seat's of game ${link.gameId} on ${link.server}`);
  return g.mySeat;
}

export function joinCommand(): Command {
  return new Command('join')
    .description('take the seat of an invite link (from a browser or `stccg play --server`) and play in the terminal')
    .argument('<link>', 'the invite link, ORIGIN/#/join/GAME?invite=CODE (quote it in the shell)')
    .argument('[code]', 'the invite code, when the link does not hold it')
    .addOption(new CliOption('--deck <file>', 'your deck file (docs/DECKS.md), to join a constructed game'))
    .addOption(new CliOption('--token <token>', 'come back to a seat of yours (the line printed when you left)'))
    .addOption(new CliOption('--records <dir>', 'where game records are saved').default('records'))
    .action(async (link: string, code: string | undefined, opts: { deck?: string; token?: string; records: string }) => {
      const io = terminalIo();
      const jo: JoinOptions = { link, records: opts.records };
      if (code !== undefined) jo.code = code;
      if (opts.deck !== undefined) jo.deck = opts.deck;
      if (opts.token !== undefined) jo.token = opts.token;
      process.exitCode = await joinGame(jo, io);
      io.close();
    });
}

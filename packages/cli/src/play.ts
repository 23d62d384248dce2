/**
 * `stccg play`: a game in the terminal against a bot.
 *
 *   stccg play [--as federation|klingon] [--bot search|heuristic|random] [--seed N] [--think MS]
 *   stccg play --server URL [--deck FILE] [--invite | --bot random]   (a game on a server: online.ts)
 *
 * Each of your decisions shows the spaceline, your hand, your ships and crews, the score and what
 * happened since your last decision, then lists the options with numbers. Type a number, or a
 * command: help, show <card>, why <card>, log, board, undo, quit. The game record is saved at the
 * end, on quit, on end of input and on Ctrl-C, under ./records/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Interface } from 'node:readline/promises';
import { Command, InvalidArgumentError, Option as CliOption } from 'commander';
import { randomBytes } from 'node:crypto';
import { CONSTRUCTED_RULES, Game, autoAnswer, createEngine, explain, facts, opponent, readableText, seat, seatName, view } from '@stccg/engine';
import type { CardView, DeckList, GameRecord, GameResult, GameSeed, LocationView, Option, PlayerId, PlayerView, ShipView } from '@stccg/engine';
import { cardText } from '@stccg/engine/cards/registry.ts';
import { describeRequirements } from '@stccg/engine/rules/requirements.ts';
import { botNames, botRefusalForOwnDecks, createBot, seatDecision } from '@stccg/ai';
import { loadDeckPair } from './deck.ts';
import type { Bot, SeatDecision } from '@stccg/ai';

export interface PlayOptions {
  as: PlayerId;
  bot: string;
  /** A whole number (chosen with --seed), or a 256-bit key drawn from the system's secure generator. */
  seed: GameSeed;
  think: number;
  workers?: number;
  records: string;
  /** A constructed game: your deck and the bot's (deck lists checked already); you sit at player-1. */
  decks?: { mine: DeckList; theirs: DeckList };
}

export interface Io {
  out(s: string): void;
  ask(prompt: string): Promise<string | null>;
  close(): void;
  /** Where errors go (default: out). */
  err?(s: string): void;
}

export const HELP = [
  'Type the number of an option to take it, or one of these commands:',
  '  help            this help',
  '  board           show the table again',
  '  show <card>     what a card is and does (a name or part of one)',
  '  why <card>      why a card of yours cannot do something now',
  '  log             the whole game log so far',
  '  undo            take back your last decision, if nothing new has come to light since: not past',
  '                  a card drawn, a dilemma revealed, a random selection or any answer of the bot',
  '  quit            save the game record and stop',
].join('\n');

function affShort(a: string): string {
  return a === 'federation' ? 'Fed' : a === 'klingon' ? 'Kli' : a === 'romulan' ? 'Rom' : a;
}

/** Seat names and seat ids in engine texts, as the players read them (the engine's words: the browser and the server read the same). */
export { readableText, seatName };

/** "you", or the other seat's name. */
function whose(p: PlayerId, me: PlayerId): string {
  return p === me ? 'you' : seatName(p);
}

/** Whether a ship is cloaked (constructed games; the view shows the flag to both players). */
export function isCloaked(c: CardView): boolean {
  return c.cloaked === true;
}

function cardLine(c: CardView): string {
  const f = facts(c.def);
  const flags = [c.stopped ? 'stopped' : '', c.damaged ? 'damaged' : ''].filter(Boolean).join(', ');
  let stats = '';
  if (f.type === 'personnel') stats = ` [${f.skills.map((k) => (k.level > 1 ? `${k.skill} x${k.level}` : k.skill)).join(', ')}; I${f.integrity} C${f.cunning} S${f.strength}]`;
  return `${c.name}${stats}${flags ? ` (${flags})` : ''}`;
}

function crewText(crew: CardView[] | null, count: number): string {
  if (crew === null) return count ? `${count} card(s) aboard, unseen` : 'empty';
  return crew.length ? crew.map(cardLine).join('; ') : 'empty';
}

function shipText(sh: ShipView, me: PlayerId): string {
  const f = facts(sh.def);
  const stats = f.type === 'ship' ? `RANGE ${sh.rangeLeft} left, WEAPONS ${f.weapons}, SHIELDS ${f.shields}` : '';
  const flags = [isCloaked(sh) ? 'CLOAKED' : '', sh.docked ? 'docked' : '', sh.stopped ? 'stopped' : '', sh.damaged ? 'DAMAGED' : ''].filter(Boolean).join(', ');
  return `${sh.name} (${whose(sh.owner, me)}; ${stats}${flags ? `; ${flags}` : ''})`;
}

/**
 * The cards seeded under a mission: how many, the viewer's own by name (a dilemma, or an artifact
 * in a constructed game, with its type), the others face down; a card met already is shown to all.
 */
function underText(under: readonly (CardView | null)[], me: PlayerId): string {
  const hidden = under.filter((d) => d === null).length;
  const shown = under
    .filter((d): d is CardView => d !== null)
    .map((d) => `${d.name}${d.type === 'dilemma' ? '' : ` (${d.type})`}${d.revealed ? ' (revealed)' : d.owner === me ? ' (yours, face down)' : ''}`);
  return `${under.length} seed card${under.length === 1 ? '' : 's'} under it: ${[...shown, ...(hidden ? [`${hidden} face down`] : [])].join(', ')}`;
}

function locationText(l: LocationView, i: number, me: PlayerId, seats: readonly PlayerId[]): string[] {
  const m = facts(l.mission.def);
  const lines: string[] = [];
  if (m.type === 'mission') {
    const done = l.completedBy ? ` - COMPLETED by ${whose(l.completedBy, me)}` : '';
    lines.push(
      `${String(i + 1).padStart(2)}. ${m.name} [${m.affiliationIcons.map(affShort).join('/')}] span ${m.span}, ${m.points} pts, ${l.owner === me ? 'yours' : `${seatName(l.owner)}'s`}${done}`,
    );
    if (!l.completedBy) lines.push(`      needs: ${describeRequirements(m.requirements)}`);
  } else if (l.gap) lines.push(`${String(i + 1).padStart(2)}. ${l.mission.name}: a gap in space, span ${l.gap.span}, no mission (a ship that stops here loses one personnel at random), played by ${whose(l.owner, me)}`);
  else lines.push(`${String(i + 1).padStart(2)}. ${l.mission.name}`);
  if (l.dilemmas.length) lines.push(`      ${underText(l.dilemmas, me)}`);
  // every facility here, each player's, of any affiliation
  for (const o of l.outposts) lines.push(`      ${o.type === 'outpost' ? 'outpost' : 'facility'}: ${o.name} (${whose(o.owner, me)}) crew: ${crewText(o.crew, o.crewCount)}`);
  for (const sh of l.ships) lines.push(`      ship: ${shipText(sh, me)} crew: ${crewText(sh.crew, sh.crewCount)}`);
  // ships landed on the planet or carried in another ship (Engage Shuttle Operations)
  for (const sh of l.parked ?? []) {
    const where = sh.landed ? 'landed on the planet' : `carried aboard ${l.ships.find((x) => x.id === sh.carriedBy)?.name ?? 'another ship'}`;
    lines.push(`      ship ${where}: ${sh.name} (${whose(sh.owner, me)}) crew: ${crewText(sh.crew, sh.crewCount)}`);
  }
  for (const p of seats) {
    const here = (l.planet[p] ?? []) as CardView[];
    if (here.length) lines.push(`      on the planet (${whose(p, me)}): ${here.map(cardLine).join('; ')}`);
  }
  // a Borg Ship is nobody's ship: its card is its seeder's (rules/borg-ship.ts)
  for (const a of l.attached) lines.push(`      here: ${a.name} (${whose(a.owner, me)})${a.def === 'borg-ship' ? `: a ship no player controls, WEAPONS 24, SHIELDS 24${a.damaged ? ', damaged' : ''}` : ''}`);
  return lines;
}

export function renderBoard(v: PlayerView): string {
  const me = v.viewer as PlayerId;
  const foe = opponent(v, me);
  const you = seat(v, me);
  const them = seat(v, foe);
  const lines: string[] = [];
  lines.push('='.repeat(78));
  lines.push(
    `Turn ${v.turn.number} (${v.turn.active === me ? 'your turn' : `${seatName(v.turn.active)}'s turn`}) | Score: you (${seatName(me)}) ${you.score} - ${seatName(foe)} ${them.score} | decks ${you.deckCount} / ${them.deckCount} | ${seatName(foe)} hand ${them.handCount}`,
  );
  lines.push('Spaceline:');
  v.spaceline.forEach((l, i) => lines.push(...locationText(l, i, me, v.seats)));
  // events, and a constructed game's doorways: the cards each player has on the table
  const table = [...you.table, ...them.table];
  if (table.length) lines.push(`On the table: ${table.map((c) => `${c.name} (${c.type}, ${whose(c.owner, me)})`).join(', ')}`);
  lines.push(`Your hand (${you.handCount}): ${(you.hand ?? []).map((c) => `${c.name} (${c.type})`).join(', ') || '-'}`);
  if (you.seedCards && you.seedCards.length) lines.push(`To seed: ${you.seedCards.map((c) => c.name).join(', ')}`);
  if (you.bonus.length) lines.push(`Your bonus cards: ${you.bonus.map((c) => c.name).join(', ')}`);
  for (const [p, sv] of [[me, you], [foe, them]] as const) {
    const gone = sv.outOfPlay ?? [];
    if (gone.length) lines.push(`Out of play (${p === me ? 'yours' : `${seatName(p)}'s`}, ${gone.length}): ${gone.map((c) => c.name).join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * The numbers a player types for options. Within a turn, the options of the turn's main decisions
 * keep the number they first got, keyed by what they do (their act), so "end turn" or a ship's
 * move keeps its number all turn and new options take the next free ones; every other decision
 * (a response, a pick, a placement) numbers its options 1, 2, 3 in order.
 */
export class OptionNumbers {
  private turn = -1;
  private byAct = new Map<string, number>();
  private next = 1;

  of(turn: number, d: { kind: string; options: readonly Option[] }): number[] {
    if (d.kind !== 'main') return d.options.map((_, i) => i + 1);
    if (turn !== this.turn) {
      this.turn = turn;
      this.byAct.clear();
      this.next = 1;
    }
    const used = new Set<number>();
    return d.options.map((o) => {
      const key = JSON.stringify(o.act);
      let n = this.byAct.get(key);
      // two options that do the same (none should) get numbers of their own
      if (n === undefined || used.has(n)) {
        n = this.next++;
        this.byAct.set(key, n);
      }
      used.add(n);
      return n;
    });
  }
}

/** The decision's prompt and its options by number (in number order), with the numbers to read a choice by. */
export function renderOptions(v: PlayerView, numbers: OptionNumbers): { text: string; byNumber: Map<number, Option> } {
  const d = seatDecision(v);
  if (!d) return { text: '', byNumber: new Map() };
  const ns = numbers.of(v.turn.number, d);
  const byNumber = new Map(d.options.map((o, i) => [ns[i] as number, o]));
  const lines = [...byNumber].sort(([a], [b]) => a - b).map(([n, o]) => `  ${String(n).padStart(2)}) ${readableText(o.label, v.seats)}`);
  return { text: [readableText(d.prompt, v.seats), ...lines].join('\n'), byNumber };
}

/** Every card the viewer can see, for `show` and `why`. */
function visibleCards(v: PlayerView): CardView[] {
  const out: CardView[] = [];
  for (const p of v.seats) {
    const sv = seat(v, p);
    out.push(...(sv.hand ?? []), ...sv.discard, ...sv.table, ...sv.bonus, ...(sv.outOfPlay ?? []), ...(sv.seedCards ?? []));
  }
  for (const l of v.spaceline) {
    out.push(l.mission, ...l.dilemmas.filter((d): d is CardView => d !== null), ...l.attached, ...v.seats.flatMap((p) => l.planet[p] as CardView[]));
    for (const o of l.outposts) out.push(o, ...(o.crew ?? []));
    for (const sh of l.ships) out.push(sh, ...(sh.crew ?? []));
    for (const sh of l.parked ?? []) out.push(sh, ...(sh.crew ?? []));
  }
  return out;
}

export function findVisible(v: PlayerView, q: string): CardView[] {
  const n = q.trim().toLowerCase();
  const all = visibleCards(v);
  const exact = all.filter((c) => c.name.toLowerCase() === n || c.id.toLowerCase() === n);
  if (exact.length) return exact;
  return all.filter((c) => c.name.toLowerCase().includes(n));
}

export function describeCard(defId: string): string {
  const f = facts(defId);
  const lines = [`${f.name} (${f.type}${f.unique ? ', unique' : ''})`];
  if (f.type === 'personnel') {
    lines.push(`  ${f.affiliation} ${f.classification}; skills: ${f.skills.map((k) => (k.level > 1 ? `${k.skill} x${k.level}` : k.skill)).join(', ')}`);
    lines.push(`  INTEGRITY ${f.integrity}, CUNNING ${f.cunning}, STRENGTH ${f.strength}`);
  } else if (f.type === 'ship') lines.push(`  ${f.affiliation}; RANGE ${f.range}, WEAPONS ${f.weapons}, SHIELDS ${f.shields}`);
  else if (f.type === 'mission') lines.push(`  ${f.missionType} mission for ${f.affiliationIcons.join('/')}; span ${f.span}, ${f.points} points; needs ${describeRequirements(f.requirements)}`);
  else if (f.type === 'outpost') lines.push(`  SHIELDS ${f.shields}`);
  else if (f.type === 'dilemma' && f.overcomeRequirements) lines.push(`  overcome with: ${describeRequirements(f.overcomeRequirements)}`);
  lines.push(`  ${cardText(defId)}`);
  return lines.join('\n');
}

export function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/**
 * A game as the terminal loop sees it: the player's seat, the next decision of theirs, and the
 * commands answered from the game's side. A local game against a bot (LocalTable, below) or a game
 * on a server (online.ts) behind the same loop, so both look and answer alike.
 */
export interface Table {
  readonly me: PlayerId;
  /** The player's next decision (the other seat's and the automatic answers given meanwhile), or null once the game is over or stopped. */
  next(): Promise<PlayerView | null>;
  /** Takes an option of the decision in view `v`. */
  act(v: PlayerView, d: SeatDecision, option: Option): Promise<void>;
  /** The events the player has not been shown yet (and marks them shown), as log lines. */
  newEvents(): string[];
  /** The whole game log so far, as the player sees it. */
  fullLog(): Promise<string[]>;
  /** The reasons a card of the player's cannot act now (none: nothing forbids it). */
  why(v: PlayerView, card: CardView): Promise<string[]>;
  /** Takes back the player's last decision: what happened, and whether anything was taken back. */
  undo(v: PlayerView): Promise<{ undone: boolean; message: string }>;
  /** The game's end, once it is over: its last view and result. */
  ending(): { view: PlayerView; result: GameResult } | null;
  /**
   * Commands of this table's own (beyond those of every table), by name; each says what comes
   * next: 'stop' the loop, 'continue' asking, or look for the 'next' decision (or the game's end).
   */
  readonly extraCommands?: Record<string, () => Promise<'stop' | 'continue' | 'next'>>;
  /** The help text listing the commands. */
  readonly help?: string;
}

/** How the terminal loop ended: the game over, the player quitting, or the input ending. */
export type TableEnd = 'over' | 'quit' | 'eof' | 'stopped';

/**
 * The terminal loop over a table: at each decision of the player's, the board, what happened since
 * their last decision and the numbered options; then a number, or a command (help, board, show,
 * why, log, undo, quit and the table's own). At the end, the last events, the board and the result.
 */
export async function playAtTable(table: Table, io: Io, numbers = new OptionNumbers()): Promise<TableEnd> {
  const me = table.me;
  for (;;) {
    const v = await table.next();
    if (!v) break;
    const d = seatDecision(v);
    if (!d) throw new Error('no decision to make');
    const events = table.newEvents();
    io.out(renderBoard(v));
    if (events.length) io.out(['Since your last decision:', ...events].join('\n'));
    const listed = renderOptions(v, numbers);
    io.out(listed.text);
    let chosen: Option | null = null;
    let undone = false;
    ask: while (!chosen) {
      const line = await io.ask('choice> ');
      if (line === null) {
        io.out('End of input.');
        return 'eof';
      }
      const text = line.trim();
      if (text === '') continue;
      const num = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isNaN(num)) {
        const opt = listed.byNumber.get(num);
        if (opt) chosen = opt;
        else io.out(`No option ${num}: choose one of ${[...listed.byNumber.keys()].sort((a, b) => a - b).join(', ')}.`);
        continue;
      }
      const [cmd, ...rest] = text.split(/\s+/);
      const arg = rest.join(' ');
      const name = (cmd ?? '').toLowerCase();
      const extra = table.extraCommands?.[name];
      if (extra) {
        const then = await extra();
        if (then === 'stop') return 'quit';
        if (then === 'next') {
          undone = true;
          break ask;
        }
        continue;
      }
      switch (name) {
        case 'help':
        case '?':
          io.out(table.help ?? HELP);
          break;
        case 'board':
          io.out(renderBoard(v));
          io.out(listed.text);
          break;
        case 'log':
          io.out(['Game log:', ...(await table.fullLog())].join('\n'));
          break;
        case 'show': {
          const found = findVisible(v, arg);
          if (!arg) io.out('Usage: show <card>');
          else if (found.length === 0) io.out(`No card you can see is called "${arg}".`);
          else for (const def of new Set(found.map((c) => c.def))) io.out(describeCard(def));
          break;
        }
        case 'why': {
          const found = findVisible(v, arg).filter((c) => c.owner === me || facts(c.def).type === 'mission');
          if (!arg) io.out('Usage: why <card>');
          else if (found.length === 0) io.out(`No card of yours called "${arg}" is in sight.`);
          else {
            for (const c of found) {
              const reasons = await table.why(v, c);
              io.out(reasons.length ? `${c.name}:\n${reasons.map((r) => `  - ${r}`).join('\n')}` : `${c.name}: nothing forbids it now; its options are listed above.`);
            }
          }
          break;
        }
        case 'undo': {
          const u = await table.undo(v);
          io.out(u.message);
          if (u.undone) {
            undone = true;
            break ask;
          }
          break;
        }
        case 'quit':
        case 'exit':
          io.out('You stop the game.');
          return 'quit';
        default:
          io.out(`Unknown command "${cmd}". Type a number or "help".`);
      }
    }
    if (undone || !chosen) continue;
    await table.act(v, d, chosen);
  }
  const end = table.ending();
  if (!end) return 'stopped';
  const { view: last, result: r } = end;
  const foe = opponent(last, me);
  for (const line of table.newEvents()) io.out(line);
  io.out(renderBoard(last));
  io.out(`GAME OVER: ${r.winner ? (r.winner === me ? 'you win' : `${seatName(r.winner)} wins`) : 'a draw'} (${readableText(r.reason, last.seats)}); ${seatName(me)} ${r.scores[me]}, ${seatName(foe)} ${r.scores[foe]}.`);
  return 'over';
}

/** A game played in this process against a bot of @stccg/ai. */
class LocalTable implements Table {
  private shown = 0;
  constructor(
    readonly me: PlayerId,
    private readonly foe: PlayerId,
    private readonly game: Game,
    private bot: Bot,
    private readonly makeBot: () => Bot,
  ) {}

  get currentBot(): Bot {
    return this.bot;
  }

  async next(): Promise<PlayerView | null> {
    const game = this.game;
    const me = this.me;
    while (!game.state.result) {
      const pending = game.state.pending;
      if (!pending) return null;
      if (pending.player !== me) {
        const v = view(game.state, this.foe);
        const d = seatDecision(v);
        if (!d) throw new Error('the bot has no decision to make');
        const id = await this.bot.decide(v, d);
        game.act({ decision: d.id, option: id }, this.foe);
        continue;
      }
      const auto = autoAnswer(game.state);
      if (auto !== null) {
        // a response point where "no" is the only answer: given for you, as the server does
        game.act({ decision: pending.id, option: auto }, me);
        continue;
      }
      const v = view(game.state, me);
      if (!seatDecision(v)) throw new Error('no decision to make');
      return v;
    }
    return null;
  }

  act(_v: PlayerView, d: SeatDecision, option: Option): Promise<void> {
    this.game.act({ decision: d.id, option: option.id }, this.me);
    return Promise.resolve();
  }

  newEvents(): string[] {
    const v = view(this.game.state, this.me, { logFrom: this.shown });
    this.shown = v.logLength;
    return v.log.map((e) => `  ${readableText(e.text, v.seats)}`);
  }

  fullLog(): Promise<string[]> {
    const all = view(this.game.state, this.me);
    return Promise.resolve(all.log.map((e) => `  ${readableText(e.text, all.seats)}`));
  }

  why(_v: PlayerView, card: CardView): Promise<string[]> {
    return Promise.resolve(explain(this.game.state, this.me, card.id));
  }

  async undo(v: PlayerView): Promise<{ undone: boolean; message: string }> {
    // the engine's limit: your own actions only, never past new information or the bot's answers
    const game = this.game;
    const limit = game.undoLimit(this.me);
    if (limit.count === 0) return { undone: false, message: `Cannot undo: ${readableText(limit.reason ?? 'nothing to take back', v.seats)}.` };
    game.undo(this.me, 1);
    await this.bot.close?.();
    this.bot = this.makeBot();
    this.shown = view(game.state, this.me).logLength;
    return { undone: true, message: `Undone: back to your decision before action ${game.record.actions.length + 1}.` };
  }

  ending(): { view: PlayerView; result: GameResult } | null {
    const r = this.game.state.result;
    return r ? { view: view(this.game.state, this.me), result: r } : null;
  }
}

/** Plays one game in the terminal; resolves when it is over or the player stops. */
export async function playGame(o: PlayOptions, io: Io): Promise<{ record: GameRecord; file: string }> {
  const [seatA, seatB] = CONSTRUCTED_RULES.seats;
  const me: PlayerId = o.decks ? seatA : o.as;
  const foe: PlayerId = o.decks ? seatB : me === 'federation' ? 'klingon' : 'federation';
  // the bot's own generator: from --seed, or drawn apart from the game's key
  const botSeed = typeof o.seed === 'number' ? o.seed : randomBytes(4).readUInt32LE(0);
  const makeBot = (): Bot => {
    const opts: Parameters<typeof createBot>[1] = { seed: (botSeed ^ 0x51f15eed) >>> 0, thinkMs: o.think };
    if (o.workers !== undefined) opts.workers = o.workers;
    // the bot knows its own deck list, never the player's
    if (o.decks) opts.deck = o.decks.theirs;
    return createBot(o.bot, opts);
  };
  const game = o.decks ? createEngine({ format: 'constructed' }).createGame({ seed: o.seed, decks: { [me]: o.decks.mine, [foe]: o.decks.theirs } }) : Game.create({ seed: o.seed });
  const table = new LocalTable(me, foe, game, makeBot(), makeBot);
  let saved: { record: GameRecord; file: string } | null = null;

  const save = (): { record: GameRecord; file: string } => {
    if (saved) return saved;
    const record = game.finish();
    record.players = { [me]: 'human', [foe]: `bot:${o.bot}` };
    const file = saveRecord(o.records, `${timestamp()}-${typeof o.seed === 'number' ? `seed${o.seed}` : 'game'}.json`, record);
    saved = { record, file };
    io.out(`Game record saved to ${file}`);
    return saved;
  };
  const onSigint = () => {
    io.out('\nInterrupted.');
    save();
    io.close();
    void table.currentBot.close?.();
    process.exit(130);
  };
  process.once('SIGINT', onSigint);

  io.out(`You play ${o.decks ? `your deck (${seatName(me)}) in a constructed game` : seatName(me)} against the ${o.bot} bot${typeof o.seed === 'number' ? ` (seed ${o.seed})` : ''}. Type "help" for commands.`);
  let end: TableEnd;
  try {
    end = await playAtTable(table, io);
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
  const out = save();
  if (end === 'over' || end === 'stopped') await table.currentBot.close?.();
  return out;
}

/** Writes a game record as JSON into `dir` (made if need be); the file's path. */
export function saveRecord(dir: string, name: string, record: unknown): string {
  const d = resolve(dir);
  mkdirSync(d, { recursive: true });
  const file = join(d, name);
  writeFileSync(file, typeof record === 'string' ? record.trimEnd() + '\n' : JSON.stringify(record, null, 2) + '\n');
  return file;
}

/** The decks of `stccg play --deck FILE --opponent-deck FILE` (none: the intro game), or every reason they are refused. */
export function playDecks(o: { deck?: string; opponentDeck?: string }): { decks?: { mine: DeckList; theirs: DeckList } } | { reasons: string[] } {
  if (o.deck === undefined && o.opponentDeck === undefined) return {};
  if (o.deck === undefined || o.opponentDeck === undefined) return { reasons: ['a constructed game needs both --deck (yours) and --opponent-deck (the bot\'s)'] };
  const pair = loadDeckPair(o.deck, o.opponentDeck);
  return 'reasons' in pair ? pair : { decks: { mine: pair.lists[0], theirs: pair.lists[1] } };
}

function parseSeat(v: string): PlayerId {
  if (v === 'federation' || v === 'klingon') return v;
  throw new InvalidArgumentError('choose federation or klingon');
}
function parseIntArg(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number');
  return n;
}

export function terminalIo(): Io {
  const rl: Interface = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  let closed = false;
  const lines: string[] = [];
  const waiters: ((s: string | null) => void)[] = [];
  rl.on('line', (l) => {
    const w = waiters.shift();
    if (w) w(l);
    else lines.push(l);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiters.splice(0)) w(null);
  });
  rl.on('SIGINT', () => process.emit('SIGINT'));
  return {
    out: (s) => process.stdout.write(s + '\n'),
    err: (s) => process.stderr.write(s + '\n'),
    ask: (prompt) => {
      process.stdout.write(prompt);
      const l = lines.shift();
      if (l !== undefined) return Promise.resolve(l);
      if (closed) return Promise.resolve(null);
      return new Promise((res) => waiters.push(res));
    },
    close: () => rl.close(),
  };
}

/** Why the flags of `stccg play` do not make a game on a server (null: they do). */
export function serverPlayProblem(opts: { bot?: string; seed?: number; opponentDeck?: string; server?: string; invite?: boolean }): string | null {
  if (opts.server === undefined) return '--invite needs --server URL (the game server your friend can reach)';
  if (opts.invite && opts.bot !== undefined) return '--invite (a friend) and --bot (the server\'s bot) do not go together';
  if (opts.seed !== undefined) return 'a game on a server gets its seed from the server: leave out --seed';
  if (opts.opponentDeck !== undefined) return 'with --server your friend brings their own deck, and the server\'s bot plays its sample deck: leave out --opponent-deck';
  return null;
}

/** `stccg play --server URL ...`: the game is made and played on the server (online.ts); the exit code. */
async function playOnServer(opts: { as: PlayerId; bot?: string; seed?: number; records: string; deck?: string; opponentDeck?: string; server?: string; invite?: boolean }): Promise<number> {
  const problem = serverPlayProblem(opts);
  if (problem !== null || opts.server === undefined) {
    process.stderr.write(`stccg play: ${problem}\n`);
    return 2;
  }
  const { hostGame } = await import('./online.ts');
  const io = terminalIo();
  const ho: Parameters<typeof hostGame>[0] = { server: opts.server, records: opts.records, as: opts.as };
  if (opts.deck !== undefined) ho.deck = opts.deck;
  if (opts.bot !== undefined) ho.bot = opts.bot;
  try {
    return await hostGame(ho, io);
  } finally {
    io.close();
  }
}

export function playCommand(): Command {
  return new Command('play')
    .description('play a game in the terminal against a bot, or on a game server against a friend (--server)')
    .addOption(new CliOption('--as <side>', 'your side').argParser(parseSeat).default('federation'))
    .addOption(new CliOption('--bot <name>', `the opponent (${botNames().join(', ')}; default search, or random in a constructed game)`))
    .addOption(new CliOption('--deck <file>', 'a constructed game: your deck file (docs/DECKS.md); needs --opponent-deck'))
    .addOption(new CliOption('--opponent-deck <file>', 'a constructed game: the bot\'s deck file'))
    .addOption(new CliOption('--seed <n>', 'game seed, for a game you want to replay or share (default: a 256-bit key from the system\'s secure generator)').argParser(parseIntArg))
    .addOption(new CliOption('--think <ms>', 'search bot thinking time per decision').argParser(parseIntArg).default(1000))
    .addOption(new CliOption('--workers <k>', 'search bot worker threads (default: all cores)').argParser(parseIntArg))
    .addOption(new CliOption('--records <dir>', 'where game records are saved').default('records'))
    .addOption(new CliOption('--server <url>', 'play on a game server (stccg serve): against a friend by invite, or with --bot against the server\'s bot'))
    .addOption(new CliOption('--invite', 'with --server: a game against a friend, who joins by the printed link (the default with --server)'))
    .action(async (opts: { as: PlayerId; bot?: string; seed?: number; think: number; workers?: number; records: string; deck?: string; opponentDeck?: string; server?: string; invite?: boolean }) => {
      if (opts.server !== undefined || opts.invite) {
        process.exitCode = await playOnServer(opts);
        return;
      }
      const decks = playDecks(opts);
      if ('reasons' in decks) {
        for (const r of decks.reasons) process.stderr.write(`stccg play: ${r}\n`);
        process.exitCode = 2;
        return;
      }
      const bot = opts.bot ?? (decks.decks ? 'random' : 'search');
      if (!botNames().includes(bot)) throw new InvalidArgumentError(`unknown bot "${bot}"; known bots: ${botNames().join(', ')}`);
      const refused = decks.decks ? botRefusalForOwnDecks(bot) : null;
      if (refused) {
        process.stderr.write(`stccg play: --bot ${bot}: ${refused}; play a constructed game against --bot random\n`);
        process.exitCode = 2;
        return;
      }
      const io = terminalIo();
      const po: PlayOptions = { as: opts.as, bot, seed: opts.seed ?? randomBytes(32).toString('hex'), think: opts.think, records: opts.records };
      if (decks.decks) po.decks = decks.decks;
      if (opts.workers !== undefined) po.workers = opts.workers;
      await playGame(po, io);
      io.close();
    });
}

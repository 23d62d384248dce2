/**
 * `stccg deck check FILE [--exactly-60] [--json]`: reads a deck file (docs/DECKS.md) and checks it
 * against the constructed format's deck rules.
 *
 * Exit codes: 0 legal and every card implemented; 1 against the rules, or a file that cannot be
 * read or does not parse; 2 legal but holding cards the engine does not implement yet.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { SET_NAMES, constructedFormat, deckListOf, describeCard, parseDeckFile, validateDeck } from '@stccg/engine';
import type { DeckFileError, DeckList, DeckProblem, DeckReport, ParsedDeckFile } from '@stccg/engine';

export interface DeckIo {
  out(s: string): void;
  err(s: string): void;
}

export const EXIT_PLAYABLE = 0;
export const EXIT_ILLEGAL = 1;
export const EXIT_NOT_IMPLEMENTED = 2;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function fileErrorLines(errors: readonly DeckFileError[]): string[] {
  const out = [`File errors (${errors.length}):`];
  for (const e of errors) {
    out.push(`  line ${e.line}: "${e.text}": ${e.message}`);
    for (const c of e.candidates) out.push(`      ${c.blueprintId}  ${c.name} (${SET_NAMES[c.set]}, ${c.type})`);
  }
  return out;
}

function problemLines(problems: readonly DeckProblem[]): string[] {
  return [`Rule problems (${problems.length}):`, ...problems.map((p) => `  - [${p.rule}] ${p.message}`)];
}

/** The human report of a deck that parsed. */
export function formatDeckReport(file: string, report: DeckReport, exactly60: boolean): string {
  const lines = [
    `Deck ${file}: constructed format (Premiere, Alternate Universe, intro set), ${exactly60 ? 'exactly 60 cards' : '60 cards or more'}`,
    `Size: ${plural(report.size, 'card')}: ${report.seedCards} seed (${plural(report.missions, 'mission')}), ${report.drawCards} draw deck`,
  ];
  if (report.problems.length > 0) lines.push(...problemLines(report.problems));
  if (report.notImplemented.length > 0) {
    const copies = report.notImplemented.reduce((a, n) => a + n.count, 0);
    lines.push(`Cards not implemented yet (${plural(report.notImplemented.length, 'card')}, ${plural(copies, 'copy', 'copies')}):`);
    for (const n of report.notImplemented) lines.push(`  - ${n.count} ${describeCard(n.card)}: ${n.reason}`);
  }
  if (!report.legal) lines.push(`Result: against the rules (${plural(report.problems.length, 'problem')}).`);
  else if (report.notImplemented.length > 0) lines.push(`Result: legal, but the engine cannot play ${plural(report.notImplemented.length, 'of its cards', 'of its cards')} yet.`);
  else lines.push('Result: legal; the engine implements every card.');
  return lines.join('\n');
}

/** Reads and checks a deck file, printing to io; returns the exit code. */
export function checkDeckFile(file: string, opts: { exactly60?: boolean; json?: boolean }, io: DeckIo): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
    if (opts.json) io.out(`${JSON.stringify({ file, readable: false, error: why }, null, 2)}\n`);
    else io.err(`stccg deck check: cannot read ${file}: ${why}\n`);
    return EXIT_ILLEGAL;
  }
  const parsed: ParsedDeckFile = parseDeckFile(text);
  const exactly60 = opts.exactly60 === true;
  if (!parsed.ok) {
    if (opts.json) io.out(`${JSON.stringify({ file, readable: true, parsed: false, errors: parsed.errors }, null, 2)}\n`);
    else {
      io.out(`Deck ${file}: the file does not parse (${plural(parsed.errors.length, 'line')} to fix)\n`);
      io.out(`${fileErrorLines(parsed.errors).join('\n')}\n`);
      io.out('Result: the deck rules were not checked; fix the lines above first (a blueprint id names one card exactly).\n');
    }
    return EXIT_ILLEGAL;
  }
  const report = validateDeck(parsed.cards, constructedFormat({ exactly60 }));
  const code = !report.legal ? EXIT_ILLEGAL : report.notImplemented.length > 0 ? EXIT_NOT_IMPLEMENTED : EXIT_PLAYABLE;
  if (opts.json) io.out(`${JSON.stringify({ file, readable: true, parsed: true, exactly60, ...report, exitCode: code }, null, 2)}\n`);
  else io.out(`${formatDeckReport(file, report, exactly60)}\n`);
  return code;
}

/**
 * A deck file as a game's deck list (`--deck FILE`, `--opponent-deck FILE`): the list, or every
 * reason it cannot be played (unreadable, a line naming no card or several, a rule broken, a card
 * the engine does not play yet), each in a sentence.
 */
export function loadDeckList(file: string): { list: DeckList } | { reasons: string[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { reasons: [`cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`] };
  }
  const parsed = parseDeckFile(text);
  if (!parsed.ok) return { reasons: parsed.errors.map((e) => `${file} line ${e.line}: "${e.text}": ${e.message}`) };
  const r = deckListOf(parsed.cards);
  return r.ok ? { list: r.list } : { reasons: r.reasons.map((x) => `${file}: ${x}`) };
}

/** Two deck files (a player's and the opponent's) as deck lists, or the reasons of both, the first file's first. */
export function loadDeckPair(first: string, second: string): { lists: [DeckList, DeckList] } | { reasons: string[] } {
  const a = loadDeckList(first);
  const b = loadDeckList(second);
  if ('list' in a && 'list' in b) return { lists: [a.list, b.list] };
  return { reasons: [...('reasons' in a ? a.reasons : []), ...('reasons' in b ? b.reasons : [])] };
}

function buildDeckCommand(io: DeckIo, setExit: (code: number) => void, throwOnExit: boolean): Command {
  const cmd = new Command('deck')
    .description('deck files: check a deck against the constructed rules (docs/DECKS.md)')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  if (throwOnExit) cmd.exitOverride();
  const check = cmd
    .command('check')
    .description('check a deck file: exit 0 legal and fully implemented, 1 against the rules or unreadable, 2 legal with cards not implemented yet')
    .argument('<file>', 'a deck file: one "COUNT CARD" a line (CARD: name, slug or blueprint id)')
    .option('--exactly-60', 'the deck must hold exactly 60 cards (default: 60 or more)')
    .option('--json', 'print the report as JSON')
    .action((file: string, opts: { exactly60?: boolean; json?: boolean }) => setExit(checkDeckFile(file, opts, io)));
  if (throwOnExit) check.exitOverride();
  check.configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  return cmd;
}

/** Runs `stccg deck ...` with the arguments after "deck"; returns the exit code (commander's for a usage error). */
export function runDeck(argv: string[], io: DeckIo): number {
  let code = 0;
  const cmd = buildDeckCommand(io, (c) => {
    code = c;
  }, true);
  try {
    cmd.parse(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    throw e;
  }
  return code;
}

/** The `deck` command for the main CLI: prints to stdout/stderr and sets process.exitCode. */
export function deckCommand(): Command {
  const io: DeckIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };
  return buildDeckCommand(io, (code) => {
    if (code !== 0) process.exitCode = code;
  }, false);
}

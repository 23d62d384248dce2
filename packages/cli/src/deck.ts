/**
 * `stccg deck check FILE [--exactly-60] [--json]`: reads a deck file (docs/DECKS.md) and checks it
 * against the constructed format's deck rules.
 * `stccg deck show FILE [--json]`: the deck's composition (deckComposition: by type and affiliation,
 * the seed and draw halves, the skills, and what the deck's personnel could meet of each mission).
 * `stccg deck export FILE`: the deck (a deck file or a LackeyCCG .dek) as a deck file with type headings.
 *
 * Exit codes: 0 legal and every card implemented; 1 against the rules, or a file that cannot be
 * read or does not parse; 2 legal but holding cards the engine does not implement yet.
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { cliCommand, runCommand, type CommandIo } from './subcommand.ts';
import { SET_NAMES, constructedFormat, deckComposition, deckListOf, describeCard, importDeckText, parseDeckFile, parseLackeyDek, validateDeck } from '@stccg/engine';
import type { DeckComposition, DeckFileError, DeckList, DeckProblem, DeckReport, ImportError, MissionCoverage, ParsedDeckFile } from '@stccg/engine';

export type DeckIo = CommandIo;

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

const TYPE_WORDS: Record<string, [string, string]> = {
  mission: ['mission', 'missions'],
  dilemma: ['dilemma', 'dilemmas'],
  artifact: ['artifact', 'artifacts'],
  facility: ['facility', 'facilities'],
  doorway: ['doorway', 'doorways'],
  personnel: ['personnel', 'personnel'],
  ship: ['ship', 'ships'],
  equipment: ['equipment', 'equipment'],
  event: ['event', 'events'],
  interrupt: ['interrupt', 'interrupts'],
};
const typeWord = (type: string, n: number) => plural(n, ...(TYPE_WORDS[type] ?? [type, `${type}s`]));
const affWord = (a: string) => (a === 'non-aligned' ? 'Non-Aligned' : a === 'neutral' ? 'Neutral' : a[0]!.toUpperCase() + a.slice(1));

function missionLines(m: MissionCoverage): string[] {
  const verdict = m.verdict === 'could-meet' ? 'could meet' : m.verdict === 'cannot-meet' ? 'cannot meet' : 'not checked';
  const icons = m.affiliationIcons.length > 0 ? m.affiliationIcons.map(affWord).join('/') : 'no affiliation icon';
  const out = [`  ${m.name} (${m.missionType}, ${m.points} points, span ${m.span}, ${icons}): ${verdict}: ${m.requirements}`];
  if (m.verdict === 'could-meet') return out;
  if (m.attemptedBy.length === 0) {
    out.push(`      none of the deck's personnel may attempt it (it shows ${icons})`);
    return out;
  }
  for (const o of m.options) {
    const short = o.clauses.filter((c) => c.met !== true).map((c) => (c.met === null ? `${c.text} (not checked)` : c.detail ? (/^[A-Za-z]/.test(c.detail) ? c.detail : `${c.text}: ${c.detail}`) : `${c.text}: not in the deck`));
    if (short.length > 0) out.push(`      ${m.options.length > 1 ? 'one way, ' : ''}short of: ${short.join('; ')}`);
  }
  return out;
}

/** The human form of a deck's composition. */
export function formatComposition(file: string, c: DeckComposition, report: DeckReport): string {
  const half = (rows: DeckComposition['seed']) => (rows.length === 0 ? 'none' : rows.map((r) => typeWord(r.type, r.count)).join(', '));
  const lines = [
    `Deck ${file}: ${plural(c.size, 'card')}`,
    `Seed cards (${c.seedCards}): ${half(c.seed)}`,
    `Draw deck (${c.drawCards}): ${half(c.draw)}`,
  ];
  if (c.byAffiliation.length > 0) {
    lines.push('By affiliation:');
    for (const a of c.byAffiliation) {
      const parts = [a.personnel ? typeWord('personnel', a.personnel) : '', a.ships ? typeWord('ship', a.ships) : '', a.facilities ? typeWord('facility', a.facilities) : ''].filter(Boolean);
      lines.push(`  ${affWord(a.affiliation)}: ${a.count} (${parts.join(', ')})`);
    }
  }
  if (c.skills.length > 0) lines.push(`Skills of its personnel (levels; a unique personnel once): ${c.skills.map((s) => `${s.skill} ${s.levels}`).join(', ')}`);
  if (c.missions.length > 0) {
    const could = c.missions.filter((m) => m.verdict === 'could-meet').length;
    lines.push(`Missions: its personnel could meet ${could} of ${c.missions.length} (treaties, equipment and game text aside):`);
    for (const m of c.missions) lines.push(...missionLines(m));
  }
  if (c.unknown.length > 0) lines.push(`Not cards we know: ${c.unknown.join(', ')}`);
  lines.push(report.legal ? (report.notImplemented.length > 0 ? `Rules: legal; ${plural(report.notImplemented.length, 'card')} not implemented yet (stccg deck check ${file})` : 'Rules: legal; the engine implements every card') : `Rules: ${plural(report.problems.length, 'problem')} (stccg deck check ${file})`);
  return lines.join('\n');
}

function readText(file: string, command: string, io: DeckIo): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    io.err(`stccg deck ${command}: cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}\n`);
    return null;
  }
}

function importErrorLines(errors: readonly ImportError[]): string[] {
  return fileErrorLines(errors.map((e) => ({ ...e, kind: e.kind === 'unknown' || e.kind === 'ambiguous' ? e.kind : 'malformed' })));
}

/** `stccg deck show FILE`: exit 0 when every line reads (the deck need not be legal), 1 otherwise. */
export function showDeckFile(file: string, opts: { json?: boolean }, io: DeckIo): number {
  const text = readText(file, 'show', io);
  if (text === null) return EXIT_ILLEGAL;
  const imported = importDeckText(text, file);
  const cards = imported.ok ? imported.cards : imported.format === 'deck-file' ? parseDeckFile(text).cards : parseLackeyDek(text).cards;
  const composition = deckComposition(cards);
  const report = validateDeck(cards);
  if (opts.json) {
    io.out(`${JSON.stringify({ file, readable: imported.ok, errors: imported.ok ? [] : imported.errors, composition, legal: report.legal, playable: report.playable }, null, 2)}\n`);
    return imported.ok ? EXIT_PLAYABLE : EXIT_ILLEGAL;
  }
  if (!imported.ok) io.out(`${importErrorLines(imported.errors).join('\n')}\n(the composition below counts only the lines that read)\n`);
  io.out(`${formatComposition(file, composition, report)}\n`);
  return imported.ok ? EXIT_PLAYABLE : EXIT_ILLEGAL;
}

/** `stccg deck export FILE`: prints the deck with type headings; exit 1 (and every error, by line) when it does not read. */
export function exportDeck(file: string, io: DeckIo): number {
  const text = readText(file, 'export', io);
  if (text === null) return EXIT_ILLEGAL;
  const r = importDeckText(text, file);
  if (!r.ok) {
    io.err(`stccg deck export: ${file} does not read (${plural(r.errors.length, 'line')} to fix)\n${importErrorLines(r.errors).join('\n')}\n`);
    return EXIT_ILLEGAL;
  }
  io.out(r.text);
  return EXIT_PLAYABLE;
}

function buildDeckCommand(io: DeckIo, setExit: (code: number) => void, throwOnExit: boolean): Command {
  const cmd = new Command('deck')
    .description('deck files: check a deck against the constructed rules, show its composition, export it (docs/DECKS.md)')
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
  const show = cmd
    .command('show')
    .description("a deck's composition: by type and affiliation, seed cards and draw deck, its personnel's skills, and for each mission whether they could meet it")
    .argument('<file>', 'a deck file, or a LackeyCCG .dek deck')
    .option('--json', 'print the composition as JSON')
    .action((file: string, opts: { json?: boolean }) => setExit(showDeckFile(file, opts, io)));
  const exp = cmd
    .command('export')
    .description('print a deck (a deck file or a LackeyCCG .dek) as a deck file with type headings')
    .argument('<file>', 'a deck file, or a LackeyCCG .dek deck')
    .action((file: string) => setExit(exportDeck(file, io)));
  for (const c of [show, exp]) {
    if (throwOnExit) c.exitOverride();
    c.configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) });
  }
  return cmd;
}

/** Runs `stccg deck ...` with the arguments after "deck"; returns the exit code (commander's for a usage error). */
export function runDeck(argv: string[], io: DeckIo): number {
  return runCommand(buildDeckCommand, argv, io);
}

/** The `deck` command for the main CLI: prints to stdout/stderr and sets process.exitCode. */
export function deckCommand(): Command {
  return cliCommand(buildDeckCommand);
}

/**
 * `stccg coverage FILE [FILE...]` (issues 25 and 26): the cards whose text took effect over the games of
 * one or more outcomes files of constructed runs (`stccg sim --format constructed --outcomes FILE`), a
 * line per set counted against every card of the set, then the cards never counted by name. So the
 * coverage of several runs (random against random, heuristic against random) reads as one.
 */
import { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { setCoverage } from '@stccg/engine';
import type { SetKey } from '@stccg/engine';
import { setCoverageLines, unfinishedTail } from './sim.ts';

export interface CoverageIo {
  out(s: string): void;
  err(s: string): void;
}

const SETS: readonly SetKey[] = ['premiere', 'alternate-universe', 'intro-2pg'];

/** One file's games: each game's cards that took effect. A message instead when the file is not such a file. */
function readTook(file: string): string[][] | string {
  if (!existsSync(file)) return `${file}: no such file`;
  const bytes = readFileSync(file);
  // a last line left unfinished by a run stopped while writing it is dropped, as `stccg sim` drops it
  const lines = bytes.subarray(0, unfinishedTail(bytes) ?? bytes.length).toString('utf8').split('\n');
  const games = new Map<number, string[]>();
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line) continue;
    let x: unknown;
    try {
      x = JSON.parse(line);
    } catch {
      return `${file}:${i + 1}: not a JSON line of game outcomes`;
    }
    const o = x as { index?: unknown; took?: unknown };
    if (typeof x !== 'object' || x === null || !Number.isInteger(o.index)) return `${file}:${i + 1}: not a game outcome`;
    if (!Array.isArray(o.took) || !o.took.every((c) => typeof c === 'string')) {
      return `${file}:${i + 1}: the game does not list the cards that took effect (an intro game's outcome, or a file older than the list)`;
    }
    // a game written twice counts once
    games.set(o.index as number, o.took as string[]);
  }
  return [...games.values()];
}

/** Prints the coverage over the files; returns the exit code (2: no file, or a file that is not one of constructed outcomes). */
export function printCoverage(files: readonly string[], io: CoverageIo): number {
  if (files.length === 0) {
    io.err('name one or more outcomes files of constructed runs (stccg sim --format constructed --outcomes FILE)');
    return 2;
  }
  const games = new Map<string, number>();
  let n = 0;
  for (const f of files) {
    const took = readTook(f);
    if (typeof took === 'string') {
      io.err(took);
      return 2;
    }
    n += took.length;
    for (const g of took) for (const c of new Set(g)) games.set(c, (games.get(c) ?? 0) + 1);
  }
  io.out(`${n} game${n === 1 ? '' : 's'} in ${files.length} outcomes file${files.length === 1 ? '' : 's'}`);
  for (const l of setCoverageLines(SETS.map((s) => setCoverage(s, games)), true)) io.out(l);
  return 0;
}

export function coverageCommand(): Command {
  return new Command('coverage')
    .description('the cards that took effect over the games of outcomes files of constructed runs (stccg sim --outcomes), a line per set')
    .argument('[files...]', 'outcomes files of stccg sim --format constructed runs')
    .action((files: string[]) => {
      process.exitCode = printCoverage(files, { out: (s) => void process.stdout.write(s + '\n'), err: (s) => void process.stderr.write(s + '\n') });
    });
}

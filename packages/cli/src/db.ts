/**
 * `stccg db check [--db FILE_OR_URL]` and `stccg db backup FILE [--db FILE]`: whether the game
 * store is sound and every stored game still replays, and consistent copies of a live SQLite
 * database.
 */
import { Command, Option } from 'commander';
import { isPostgresUrl, openStore, storedEngineVersion, StoreCorrupt, StoreError } from '../../server/src/store.ts';
import type { GameStore } from '../../server/src/store.ts';
import { SqliteStore } from '../../server/src/store-sqlite.ts';
import { rebuild, rebuildFrozen } from '../../server/src/actor.ts';
import { ENGINE_VERSION, RESUMES_GAMES_OF, frozenEngine } from '@stccg/engine';

function defaultDb(): string {
  return process.env.DATABASE_URL ?? './data/stccg.sqlite';
}

export interface GameProblem {
  id: string;
  status: string;
  entries: number;
  problem: string;
}

export interface CheckReport {
  kind: 'sqlite' | 'postgres';
  where: string;
  /** Problems of the store itself (damaged file, missing tables, gaps in a log). */
  storeProblems: string[];
  /** Games stored, and how many of them replayed through the engine. */
  games: number;
  replayed: number;
  /** Games that cannot be loaded or do not replay. */
  failed: GameProblem[];
  /** Games marked quarantined in the store that replay now (a server start puts them back in play). */
  replaysAgain: string[];
  ok: boolean;
}

/**
 * Checks a store: its own integrity (store.check()), then every stored game replayed through the
 * engine, as the server would load it. Opens the store read-only: changes nothing.
 */
export async function checkDb(db: string): Promise<CheckReport> {
  const kind = isPostgresUrl(db) ? 'postgres' : 'sqlite';
  const report: CheckReport = { kind, where: db, storeProblems: [], games: 0, replayed: 0, failed: [], replaysAgain: [], ok: false };
  let store: GameStore;
  try {
    // the check's queries read whole tables: give them time
    store = await openStore(db, { readonly: true, queryTimeoutMs: 600_000 });
  } catch (e) {
    if (e instanceof StoreCorrupt) report.storeProblems.push(...e.problems.map((p) => `the file is damaged: ${p}`));
    else report.storeProblems.push(e instanceof StoreError ? e.message : `cannot open the store: ${(e as Error).message}`);
    return report;
  }
  report.where = store.where;
  try {
    try {
      report.storeProblems.push(...(await store.check()));
    } catch (e) {
      report.storeProblems.push(`the store's check failed: ${(e as Error).message}`);
    }
    let ids: string[] = [];
    try {
      ids = await store.gameIds();
    } catch (e) {
      report.storeProblems.push(`cannot list the games: ${(e as Error).message}`);
    }
    report.games = ids.length;
    for (const id of ids) {
      let loaded: Awaited<ReturnType<GameStore['load']>>;
      try {
        loaded = await store.load(id);
      } catch (e) {
        report.failed.push({ id, status: '?', entries: 0, problem: `cannot be read: ${(e as Error).message}` });
        continue;
      }
      if (!loaded) continue;
      try {
        // with the engine the game was started under: the current one when it resumes that
        // version's games, else that version's frozen engine (as a server start does)
        const version = storedEngineVersion(loaded.game);
        if (version === ENGINE_VERSION || RESUMES_GAMES_OF.includes(version)) rebuild(loaded.game, loaded.log);
        else {
          const engine = await frozenEngine(version);
          if (!engine) throw new Error(`it was started under engine ${version}, which is not kept: it cannot be replayed`);
          rebuildFrozen(engine, loaded.game, loaded.log);
        }
        report.replayed += 1;
        if (loaded.game.status === 'quarantined') report.replaysAgain.push(id);
      } catch (e) {
        report.failed.push({ id, status: loaded.game.status, entries: loaded.log.length, problem: (e as Error).message });
      }
    }
  } finally {
    await store.close();
  }
  report.ok = report.storeProblems.length === 0 && report.failed.length === 0;
  return report;
}

function printCheck(r: CheckReport): void {
  const out: string[] = [`stccg db check: ${r.kind} ${r.where}`];
  if (r.storeProblems.length === 0) out.push(`  store: ok (${r.kind === 'sqlite' ? 'integrity_check, foreign keys' : 'tables'}, every log numbered without a gap)`);
  else {
    out.push(`  store: ${r.storeProblems.length} problem${r.storeProblems.length === 1 ? '' : 's'}`);
    for (const p of r.storeProblems.slice(0, 50)) out.push(`    - ${p}`);
    if (r.storeProblems.length > 50) out.push(`    … and ${r.storeProblems.length - 50} more`);
  }
  out.push(`  games: ${r.games} stored, ${r.replayed} replay${r.failed.length ? `, ${r.failed.length} do${r.failed.length === 1 ? 'es' : ''} not:` : ''}`);
  for (const f of r.failed) out.push(`    - game ${f.id} (${f.status}, ${f.entries} log entries): ${f.problem}`);
  for (const id of r.replaysAgain) out.push(`  game ${id} is marked quarantined but replays now: the next server start puts it back in play`);
  const n = r.storeProblems.length + r.failed.length;
  const restore = r.kind === 'sqlite' ? 'restore the file from a backup made with `stccg db backup` (stop the server first, and keep the damaged file aside)' : 'restore the database from your PostgreSQL backups';
  if (n === 0) out.push('ok');
  else if (r.storeProblems.length > 0) out.push(`FAILED: ${n} problem${n === 1 ? '' : 's'}. The store itself is not sound: ${restore}.`);
  else {
    out.push(
      `FAILED: ${n} game${n === 1 ? '' : 's'} whose log no longer replays. The server keeps ${n === 1 ? 'it' : 'them'} quarantined (listed, never dropped, ${n === 1 ? 'its' : 'their'} players told why) until a server that replays ${n === 1 ? 'it' : 'them'} again starts; or ${restore}.`,
    );
  }
  process.stdout.write(out.join('\n') + '\n');
}

export interface BackupReport {
  from: string;
  to: string;
  pages: number;
  games: number;
  problems: string[];
}

/** Copies a (live) SQLite database into a new file with SQLite's online backup, then checks the copy. */
export async function backupDb(db: string, dest: string): Promise<BackupReport> {
  if (isPostgresUrl(db)) {
    throw new StoreError('stccg db backup copies a SQLite database; back up PostgreSQL with its own tools, for example `pg_dump --format=custom --file=FILE URL`');
  }
  const source = SqliteStore.open(db, { readonly: true });
  let pages: number;
  try {
    pages = (await source.backup(dest)).pages;
  } finally {
    await source.close();
  }
  return { from: db, to: dest, pages, ...SqliteStore.verifyCopy(dest) };
}

export function dbCommand(): Command {
  const db = new Command('db').description("the game store: check it (integrity, and every game's replay) and back it up");
  db.command('check')
    .description("check the store's integrity and replay every stored game through the engine; lists what fails and exits non-zero on any (changes nothing)")
    .addOption(new Option('--db <file-or-url>', 'SQLite file or postgres:// URL (default: $DATABASE_URL, else ./data/stccg.sqlite)'))
    .option('--json', 'print the report as JSON')
    .action(async (flags: { db?: string; json?: boolean }) => {
      const r = await checkDb(flags.db ?? defaultDb());
      if (flags.json) process.stdout.write(JSON.stringify(r, null, 2) + '\n');
      else printCheck(r);
      if (!r.ok) process.exitCode = 1;
    });
  db.command('backup')
    .description('copy a SQLite database, live (the server may keep running), into a new file with SQLite\'s online backup; the copy is checked')
    .argument('<file>', 'the new file (never overwritten)')
    .addOption(new Option('--db <file>', 'the SQLite database to copy (default: ./data/stccg.sqlite)'))
    .action(async (file: string, flags: { db?: string }) => {
      const r = await backupDb(flags.db ?? defaultDb(), file);
      if (r.problems.length > 0) {
        process.stderr.write(`stccg db backup: the copy ${r.to} fails its check, so the database itself is probably damaged; run \`stccg db check --db ${r.from}\`:\n${r.problems.map((p) => `  - ${p}`).join('\n')}\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`stccg db backup: copied ${r.from} to ${r.to} (${r.games} games, ${r.pages} pages); the copy passes integrity_check\n`);
    });
  return db;
}

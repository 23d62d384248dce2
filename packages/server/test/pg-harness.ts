/**
 * The PostgreSQL of the server tests: the database TEST_DATABASE_URL names (CI sets it), a fresh
 * schema per test or file, dropped after the file's tests, and the URL a server's --db takes for one.
 * Without TEST_DATABASE_URL a test that needs PostgreSQL is one skipped placeholder saying why (the
 * note below, counted by the review of a run), never a silent pass.
 */
import { afterAll, describe, it } from 'vitest';
import type { TestOptions } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The test database, or undefined: the tests that need it are skipped, saying why. */
export const pgUrl: string | undefined = process.env.TEST_DATABASE_URL;

/** What a skipped PostgreSQL test says. */
export const PG_SKIP_NOTE = 'skipped: TEST_DATABASE_URL is not set (CI sets it; see packages/server/README.md)';

/** The placeholder of tests that need PostgreSQL, when it is not there: one skipped test with the note. */
export function skippedWithoutPostgres(name: string): void {
  describe(name, () => {
    it.skip(PG_SKIP_NOTE, () => {});
  });
}

/**
 * With PostgreSQL, `declare(url)` declares its tests (describes or back ends) at the file's level;
 * without, one skipped placeholder named `name` says why.
 */
export function withPostgres(name: string, declare: (url: string) => void): void {
  if (pgUrl) declare(pgUrl);
  else skippedWithoutPostgres(name);
}

/** A describe block that needs PostgreSQL: `fn(url)` declares its tests; without it, the skipped placeholder of that name. */
export function describeWithPostgres(name: string, fn: (url: string) => void): void;
export function describeWithPostgres(name: string, options: TestOptions, fn: (url: string) => void): void;
export function describeWithPostgres(name: string, a: TestOptions | ((url: string) => void), b?: (url: string) => void): void {
  const [options, fn] = typeof a === 'function' ? [{}, a] : [a, b as (url: string) => void];
  withPostgres(name, (url) => describe(name, options, () => fn(url)));
}

/** A new schema name on the test database (t_ and 12 hex digits). */
export function schemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/** Drops these schemas of the test database, if any (nothing without TEST_DATABASE_URL). */
export async function dropSchemas(schemas: readonly string[]): Promise<void> {
  if (!pgUrl || schemas.length === 0) return;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
  await c.end();
}

/**
 * Fresh schemas for a file's tests, all dropped after them: call at the file's top level (it
 * registers the afterAll), then call the function it gives for each new schema.
 */
export function testSchemas(): () => string {
  const made: string[] = [];
  afterAll(() => dropSchemas(made));
  return () => {
    const s = schemaName();
    made.push(s);
    return s;
  };
}

/** The database URL of one schema of the test database: what a server's --db (or startServer's db) takes. */
export function schemaDb(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}

/** A client of the test database whose tables are those of one schema (not connected yet). */
export function schemaClient(url: string, schema: string): pg.Client {
  return new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
}

/**
 * The stores a storage test runs against: SQLite in memory always, and PostgreSQL (a fresh schema
 * per store, dropped after the file's tests) when TEST_DATABASE_URL is set; without it, a skipped
 * test says why.
 */
import { afterAll, describe, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore } from '../src/store.ts';
import type { GameStore } from '../src/store.ts';

export function storeBackends(postgresLabel: string): [string, () => Promise<GameStore>][] {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schemas: string[] = [];
  afterAll(async () => {
    if (!pgUrl || schemas.length === 0) return;
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
    await c.end();
  });
  const out: [string, () => Promise<GameStore>][] = [['SQLite', () => openStore(':memory:')]];
  if (pgUrl) {
    out.push([
      'PostgreSQL',
      () => {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        return openStore(pgUrl, { schema });
      },
    ]);
  } else {
    describe(postgresLabel, () => {
      it.skip('skipped: TEST_DATABASE_URL is not set (CI sets it; see packages/server/README.md)', () => {});
    });
  }
  return out;
}

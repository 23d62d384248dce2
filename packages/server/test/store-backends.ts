/**
 * The stores a storage test runs against: SQLite in memory always, and PostgreSQL (a fresh schema
 * per store, dropped after the file's tests) when TEST_DATABASE_URL is set; without it, a skipped
 * test says why.
 */
import { openStore } from '../src/store.ts';
import type { GameStore } from '../src/store.ts';
import { pgUrl, skippedWithoutPostgres, testSchemas } from './pg-harness.ts';

export function storeBackends(postgresLabel: string): [string, () => Promise<GameStore>][] {
  const newSchema = testSchemas();
  const out: [string, () => Promise<GameStore>][] = [['SQLite', () => openStore(':memory:')]];
  const url = pgUrl;
  if (url) out.push(['PostgreSQL', () => openStore(url, { schema: newSchema() })]);
  else skippedWithoutPostgres(postgresLabel);
  return out;
}

/**
 * Saved decks in storage (issue 27): one table, `decks`, kept beside the games in the same database
 * (SQLite file or PostgreSQL schema), made on first use, over the same SqlPort as the accounts
 * (accounts-store.ts). A deck belongs to an owner: an account (`account:ID`) or a browser's owner
 * key, kept only as its sha256 (`key:HASH`; never the key itself). A deck is private until shared:
 * its share id (random, unrelated to the owner) is the only way another reads it.
 */
import { tablesOnFirstUse } from './accounts-store.ts';
import type { SqlPort } from './accounts-store.ts';

export interface DeckRow {
  id: string;
  owner: string;
  name: string;
  text: string;
  shareId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeckStore {
  /** The owner's decks, newest (last changed) first. */
  list(owner: string): Promise<DeckRow[]>;
  /** The deck if it is this owner's; null otherwise (another owner's deck is no different from none). */
  get(owner: string, id: string): Promise<DeckRow | null>;
  /** Adds the deck unless its owner already has `limit` decks; false when over the limit. */
  insert(row: DeckRow, limit: number): Promise<boolean>;
  /** Changes the owner's deck; false when the owner has no such deck. */
  update(owner: string, id: string, change: { name?: string; text?: string; updatedAt: string }): Promise<boolean>;
  remove(owner: string, id: string): Promise<boolean>;
  /** Sets (or, with null, withdraws) the deck's share id; false when the owner has no such deck. */
  setShare(owner: string, id: string, shareId: string | null): Promise<boolean>;
  /** The deck shared under this id, or null. */
  byShare(shareId: string): Promise<DeckRow | null>;
  /** Gives every deck of one owner to another (a browser's decks to the account it signs in to); answers how many. */
  moveOwner(from: string, to: string): Promise<number>;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS decks (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  share_id TEXT UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`,
  'CREATE INDEX IF NOT EXISTS decks_owner ON decks(owner, updated_at)',
];

function toRow(r: Record<string, unknown>): DeckRow {
  return {
    id: String(r.id),
    owner: String(r.owner),
    name: String(r.name),
    text: String(r.body),
    shareId: r.share_id === null || r.share_id === undefined ? null : String(r.share_id),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

export class SqlDecks implements DeckStore {
  /** Makes the tables on first use (accounts-store.ts tablesOnFirstUse). */
  private readonly tables: () => Promise<void>;
  constructor(private readonly sql: SqlPort) {
    this.tables = tablesOnFirstUse(sql, TABLES);
  }

  async list(owner: string): Promise<DeckRow[]> {
    await this.tables();
    return (await this.sql.all('SELECT * FROM decks WHERE owner = ? ORDER BY updated_at DESC, created_at DESC, id', [owner])).map(toRow);
  }

  async get(owner: string, id: string): Promise<DeckRow | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT * FROM decks WHERE id = ? AND owner = ?', [id, owner]);
    return r ? toRow(r) : null;
  }

  async insert(d: DeckRow, limit: number): Promise<boolean> {
    await this.tables();
    // one statement: two requests at once cannot both pass the limit
    const n = await this.sql.run(
      `INSERT INTO decks (id, owner, name, body, share_id, created_at, updated_at)
       SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT)
       WHERE (SELECT count(*) FROM decks WHERE owner = ?) < ?`,
      [d.id, d.owner, d.name, d.text, d.shareId, d.createdAt, d.updatedAt, d.owner, limit],
    );
    return n > 0;
  }

  async update(owner: string, id: string, change: { name?: string; text?: string; updatedAt: string }): Promise<boolean> {
    await this.tables();
    const sets: string[] = [];
    const params: unknown[] = [];
    if (change.name !== undefined) {
      sets.push('name = ?');
      params.push(change.name);
    }
    if (change.text !== undefined) {
      sets.push('body = ?');
      params.push(change.text);
    }
    sets.push('updated_at = ?');
    params.push(change.updatedAt, id, owner);
    return (await this.sql.run(`UPDATE decks SET ${sets.join(', ')} WHERE id = ? AND owner = ?`, params)) > 0;
  }

  async remove(owner: string, id: string): Promise<boolean> {
    await this.tables();
    return (await this.sql.run('DELETE FROM decks WHERE id = ? AND owner = ?', [id, owner])) > 0;
  }

  async setShare(owner: string, id: string, shareId: string | null): Promise<boolean> {
    await this.tables();
    return (await this.sql.run('UPDATE decks SET share_id = ? WHERE id = ? AND owner = ?', [shareId, id, owner])) > 0;
  }

  async byShare(shareId: string): Promise<DeckRow | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT * FROM decks WHERE share_id = ?', [shareId]);
    return r ? toRow(r) : null;
  }

  async moveOwner(from: string, to: string): Promise<number> {
    await this.tables();
    if (from === to) return 0;
    return this.sql.run('UPDATE decks SET owner = ? WHERE owner = ?', [to, from]);
  }
}

/**
 * Accounts in storage (issue 29): the accounts, their sessions and the seats they hold, in three
 * tables kept beside the games in the same database (SQLite file or PostgreSQL), made on first use.
 * One implementation (SqlAccounts) over a small port each store gives: plain SQL with `?`
 * placeholders, which the PostgreSQL port numbers. No secret is kept in clear: a password as its
 * argon2id hash (accounts.ts), a session and a seat token as their sha256.
 */

/** What an account store answers of an account. */
export interface AccountRow {
  id: string;
  /** The name as its owner wrote it. */
  name: string;
  /** The name as it is compared (NFKC, lower case): two accounts never share it. */
  nameKey: string;
  passwordHash: string;
  createdAt: string;
  muted: boolean;
  banned: boolean;
}

export interface AccountStore {
  /** Creates the account; false when its name key is taken. */
  create(a: AccountRow): Promise<boolean>;
  byNameKey(nameKey: string): Promise<AccountRow | null>;
  byId(id: string): Promise<AccountRow | null>;
  setPassword(id: string, passwordHash: string): Promise<void>;
  setFlags(id: string, flags: { muted?: boolean; banned?: boolean }): Promise<void>;
  /** Deletes the account, its sessions and its seats (its games stay, as every game does). */
  remove(id: string): Promise<void>;
  addSession(idHash: string, accountId: string, at: string): Promise<void>;
  /** The account of a session, and when the session was made; null for none. */
  session(idHash: string): Promise<{ accountId: string; createdAt: string } | null>;
  removeSession(idHash: string): Promise<void>;
  /** Ends every session of the account; `except` keeps one (the one changing the password). */
  removeSessions(accountId: string, except?: string): Promise<void>;
  /** Gives these seats (their token hashes) to the account. */
  addSeats(accountId: string, tokenHashes: readonly string[]): Promise<void>;
  /** The token hashes of the account's seats. */
  seats(accountId: string): Promise<string[]>;
  /** The accounts holding a seat (by its token hash), oldest first by id: usually none or one. */
  accountsOfSeat(tokenHash: string): Promise<string[]>;
}

/** The SQL an account store needs from its database: `?` placeholders, rows as plain objects. */
export interface SqlPort {
  exec(sql: string): Promise<void>;
  run(sql: string, params: readonly unknown[]): Promise<number>;
  all(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * Runs the statements in one transaction: all of them or none. With `onlyIfFirstChanges`, when
   * the first changes no row, nothing else runs and false is returned (an "insert once" guard).
   */
  atomically(statements: readonly { sql: string; params: readonly unknown[] }[], opts?: { onlyIfFirstChanges?: boolean }): Promise<boolean>;
}

/** A store's tables, made on first use: once, and again after a failure (a database that was down then). */
export function tablesOnFirstUse(sql: SqlPort, tables: readonly string[]): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () =>
    (ready ??= (async () => {
      for (const t of tables) await sql.exec(t);
    })().catch((e: unknown) => {
      ready = null;
      throw e;
    }));
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  muted INTEGER NOT NULL DEFAULT 0,
  banned INTEGER NOT NULL DEFAULT 0
)`,
  `CREATE TABLE IF NOT EXISTS account_sessions (
  id_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_at TEXT NOT NULL
)`,
  'CREATE INDEX IF NOT EXISTS account_sessions_account ON account_sessions(account_id)',
  `CREATE TABLE IF NOT EXISTS account_seats (
  account_id TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  PRIMARY KEY (account_id, token_hash)
)`,
];

function toRow(r: Record<string, unknown>): AccountRow {
  return {
    id: String(r.id),
    name: String(r.name),
    nameKey: String(r.name_key),
    passwordHash: String(r.password_hash),
    createdAt: String(r.created_at),
    muted: Number(r.muted) === 1,
    banned: Number(r.banned) === 1,
  };
}

/** Whether a database error is a unique-key violation (SQLite or PostgreSQL). */
function isDuplicate(e: unknown): boolean {
  const code = String((e as { code?: unknown } | null)?.code ?? '');
  return code.startsWith('SQLITE_CONSTRAINT') || code === '23505';
}

export class SqlAccounts implements AccountStore {
  /** Makes the tables on first use (accounts-store.ts tablesOnFirstUse). */
  private readonly tables: () => Promise<void>;
  constructor(private readonly sql: SqlPort) {
    this.tables = tablesOnFirstUse(sql, TABLES);
  }

  async create(a: AccountRow): Promise<boolean> {
    await this.tables();
    try {
      await this.sql.run('INSERT INTO accounts (id, name, name_key, password_hash, created_at, muted, banned) VALUES (?, ?, ?, ?, ?, ?, ?)', [a.id, a.name, a.nameKey, a.passwordHash, a.createdAt, a.muted ? 1 : 0, a.banned ? 1 : 0]);
      return true;
    } catch (e) {
      if (isDuplicate(e)) return false;
      throw e;
    }
  }

  private async one(where: string, value: string): Promise<AccountRow | null> {
    await this.tables();
    const [r] = await this.sql.all(`SELECT * FROM accounts WHERE ${where} = ?`, [value]);
    return r ? toRow(r) : null;
  }

  byNameKey(nameKey: string): Promise<AccountRow | null> {
    return this.one('name_key', nameKey);
  }

  byId(id: string): Promise<AccountRow | null> {
    return this.one('id', id);
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.tables();
    await this.sql.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [passwordHash, id]);
  }

  async setFlags(id: string, flags: { muted?: boolean; banned?: boolean }): Promise<void> {
    await this.tables();
    if (flags.muted !== undefined) await this.sql.run('UPDATE accounts SET muted = ? WHERE id = ?', [flags.muted ? 1 : 0, id]);
    if (flags.banned !== undefined) await this.sql.run('UPDATE accounts SET banned = ? WHERE id = ?', [flags.banned ? 1 : 0, id]);
  }

  async remove(id: string): Promise<void> {
    await this.tables();
    await this.sql.run('DELETE FROM account_sessions WHERE account_id = ?', [id]);
    await this.sql.run('DELETE FROM account_seats WHERE account_id = ?', [id]);
    await this.sql.run('DELETE FROM accounts WHERE id = ?', [id]);
  }

  async addSession(idHash: string, accountId: string, at: string): Promise<void> {
    await this.tables();
    await this.sql.run('INSERT INTO account_sessions (id_hash, account_id, created_at) VALUES (?, ?, ?)', [idHash, accountId, at]);
  }

  async session(idHash: string): Promise<{ accountId: string; createdAt: string } | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT account_id, created_at FROM account_sessions WHERE id_hash = ?', [idHash]);
    return r ? { accountId: String(r.account_id), createdAt: String(r.created_at) } : null;
  }

  async removeSession(idHash: string): Promise<void> {
    await this.tables();
    await this.sql.run('DELETE FROM account_sessions WHERE id_hash = ?', [idHash]);
  }

  async removeSessions(accountId: string, except?: string): Promise<void> {
    await this.tables();
    if (except === undefined) await this.sql.run('DELETE FROM account_sessions WHERE account_id = ?', [accountId]);
    else await this.sql.run('DELETE FROM account_sessions WHERE account_id = ? AND id_hash <> ?', [accountId, except]);
  }

  async addSeats(accountId: string, tokenHashes: readonly string[]): Promise<void> {
    await this.tables();
    for (const h of new Set(tokenHashes)) {
      await this.sql.run('INSERT INTO account_seats (account_id, token_hash) VALUES (?, ?) ON CONFLICT (account_id, token_hash) DO NOTHING', [accountId, h]);
    }
  }

  async seats(accountId: string): Promise<string[]> {
    await this.tables();
    const rows = await this.sql.all('SELECT token_hash FROM account_seats WHERE account_id = ? ORDER BY token_hash', [accountId]);
    return rows.map((r) => String(r.token_hash));
  }

  async accountsOfSeat(tokenHash: string): Promise<string[]> {
    await this.tables();
    const rows = await this.sql.all('SELECT account_id FROM account_seats WHERE token_hash = ? ORDER BY account_id', [tokenHash]);
    return rows.map((r) => String(r.account_id));
  }
}

/** Numbers `?` placeholders as PostgreSQL's $1, $2, ... (the account SQL has no `?` in its text). */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * Accounts (issue 29, first part): sign up and sign in with a name and a password, sessions, sign
 * out here or everywhere, change the password, delete the account, and the operator's hand
 * (reset a password, mute, ban). Playing without an account stays possible: an account only adds.
 *
 * - A password is kept as its argon2id hash (@node-rs/argon2, its default parameters), never in
 *   clear and never logged; the name is compared NFKC-normalised and in lower case.
 * - A session is 32 random bytes given to the browser once, in an HTTP-only cookie; the store keeps
 *   its sha256. Signing out everywhere, changing the password, a ban and deletion end sessions.
 * - Attempts: wrong passwords are counted per account and address. After FREE_FAILURES from one
 *   address, that address waits before its next try on that account, the wait doubling with each
 *   further failure up to MAX_DELAY_S; an address with too many failures over all accounts in a
 *   window is refused for the window. The account itself is never locked: its owner, from another
 *   address, signs in as usual, so a guesser cannot lock the user out (and gets a few tries a minute).
 * - Seats: the seat tokens a browser holds as a guest are given to the account when it signs up or in
 *   (their sha256 only, like every seat token the server keeps), so the account's games can be listed
 *   from another browser.
 */
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountRow, AccountStore } from './accounts-store.ts';
import { HttpProblem, hashSecret } from './hub.ts';

export const NAME_RULE = 'a name is 3 to 24 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit';
export const PASSWORD_RULE = 'a password is 10 to 200 characters';
/** Wrong passwords one address may give for one account before it has to wait. */
export const FREE_FAILURES = 5;
/** The longest wait between tries, in seconds. */
export const MAX_DELAY_S = 15 * 60;
/** Wrong passwords one address may give over all accounts in ADDRESS_WINDOW_MS. */
export const ADDRESS_FAILURES = 50;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
/** How long a session lasts without signing in again, in seconds (the cookie's Max-Age). */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;

/** The name as accounts are told apart: NFKC, lower case, spaces collapsed. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Why this name cannot be an account's, or null. */
export function nameProblem(name: string): string | null {
  const n = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return /^[\p{L}\p{N}][\p{L}\p{N} ._-]{2,23}$/u.test(n) ? null : NAME_RULE;
}

/** Why this password cannot be used, or null. */
export function passwordProblem(password: string): string | null {
  const n = [...password].length;
  return n >= 10 && n <= 200 ? null : PASSWORD_RULE;
}

/** What a signed-in browser is told of its account. */
export interface AccountInfo {
  id: string;
  name: string;
  createdAt: string;
  muted: boolean;
}

export const info = (a: AccountRow): AccountInfo => ({ id: a.id, name: a.name, createdAt: a.createdAt, muted: a.muted });

interface Failures {
  count: number;
  /** When the next try is allowed (ms). */
  until: number;
}

export class Accounts {
  private readonly failures = new Map<string, Failures>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    readonly store: AccountStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Creates an account and signs it in: the new session's token (for the cookie) and the account. */
  async signUp(name: string, password: string, tokens: readonly string[] = []): Promise<{ session: string; account: AccountRow }> {
    const np = nameProblem(name);
    if (np) throw new HttpProblem(400, 'bad-name', np);
    const pp = passwordProblem(password);
    if (pp) throw new HttpProblem(400, 'bad-password', pp);
    const a: AccountRow = {
      id: randomUUID(),
      name: name.normalize('NFKC').trim().replace(/\s+/g, ' '),
      nameKey: nameKey(name),
      passwordHash: await argonHash(password),
      createdAt: new Date(this.now()).toISOString(),
      muted: false,
      banned: false,
    };
    if (!(await this.store.create(a))) throw new HttpProblem(409, 'name-taken', 'that name is taken: choose another');
    await this.store.addSeats(a.id, tokens.map(hashSecret));
    return { session: await this.newSession(a.id), account: a };
  }

  /** Signs in; refused alike for an unknown name and a wrong password (nobody learns which names exist). */
  async signIn(name: string, password: string, address: string, tokens: readonly string[] = []): Promise<{ session: string; account: AccountRow }> {
    const key = nameKey(name);
    this.checkWait(key, address);
    const a = await this.store.byNameKey(key);
    // an unknown name costs the same hashing time as a known one
    const ok = a ? await argonVerify(a.passwordHash, password) : (await argonHash(password), false);
    if (!a || !ok) {
      this.fail(key, address);
      throw new HttpProblem(401, 'wrong-password', 'that name and password do not match an account');
    }
    if (a.banned) throw new HttpProblem(403, 'banned', 'this account is banned: ask the server\'s operator');
    this.failures.delete(`${key}\u0000${address}`);
    await this.store.addSeats(a.id, tokens.map(hashSecret));
    return { session: await this.newSession(a.id), account: a };
  }

  /** The account a session cookie belongs to, or null (none, ended, too old, or the account banned or gone). */
  async whoIs(session: string | undefined): Promise<AccountRow | null> {
    if (!session || session.length > 100) return null;
    const s = await this.store.session(hashSecret(session));
    if (!s) return null;
    if (this.now() - Date.parse(s.createdAt) > SESSION_MAX_AGE_S * 1000) {
      await this.store.removeSession(hashSecret(session));
      return null;
    }
    const a = await this.store.byId(s.accountId);
    return a && !a.banned ? a : null;
  }

  signOut(session: string): Promise<void> {
    return this.store.removeSession(hashSecret(session));
  }

  signOutEverywhere(accountId: string): Promise<void> {
    return this.store.removeSessions(accountId);
  }

  /** Changes the password (the current one is asked again); every other session of the account ends. */
  async changePassword(a: AccountRow, current: string, next: string, session: string): Promise<void> {
    if (!(await argonVerify(a.passwordHash, current))) throw new HttpProblem(401, 'wrong-password', 'the current password is not right');
    const pp = passwordProblem(next);
    if (pp) throw new HttpProblem(400, 'bad-password', pp);
    await this.store.setPassword(a.id, await argonHash(next));
    await this.store.removeSessions(a.id, hashSecret(session));
  }

  /** Deletes the account (its password asked again); its games stay, with their guest seats. */
  async remove(a: AccountRow, password: string): Promise<void> {
    if (!(await argonVerify(a.passwordHash, password))) throw new HttpProblem(401, 'wrong-password', 'the password is not right');
    await this.store.remove(a.id);
  }

  /** Gives the seats of these tokens to the account. */
  adoptSeats(a: AccountRow, tokens: readonly string[]): Promise<void> {
    return this.store.addSeats(a.id, tokens.map(hashSecret));
  }

  // ---- the operator's hand (stccg admin) --------------------------------------------------------

  private async named(name: string): Promise<AccountRow> {
    const a = await this.store.byNameKey(nameKey(name));
    if (!a) throw new HttpProblem(404, 'unknown-account', `there is no account named "${name}"`);
    return a;
  }

  /** Sets a new random password (told once, to the operator, who passes it on); every session ends. */
  async resetPassword(name: string): Promise<string> {
    const a = await this.named(name);
    const password = randomBytes(12).toString('base64url');
    await this.store.setPassword(a.id, await argonHash(password));
    await this.store.removeSessions(a.id);
    return password;
  }

  async setMuted(name: string, muted: boolean): Promise<void> {
    await this.store.setFlags((await this.named(name)).id, { muted });
  }

  /** Bans (every session ends, signing in is refused) or lifts the ban. */
  async setBanned(name: string, banned: boolean): Promise<void> {
    const a = await this.named(name);
    await this.store.setFlags(a.id, { banned });
    if (banned) await this.store.removeSessions(a.id);
  }

  // ---- sessions and attempts --------------------------------------------------------------------

  private async newSession(accountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.store.addSession(hashSecret(token), accountId, new Date(this.now()).toISOString());
    return token;
  }

  /** Refuses a try that comes before its wait is over (429 with Retry-After). */
  private checkWait(key: string, address: string): void {
    const t = this.now();
    const recent = (this.byAddress.get(address) ?? []).filter((x) => t - x < ADDRESS_WINDOW_MS);
    if (recent.length >= ADDRESS_FAILURES) {
      const wait = Math.ceil(((recent[0] as number) + ADDRESS_WINDOW_MS - t) / 1000);
      throw new HttpProblem(429, 'too-many-attempts', `too many wrong passwords from your address: try again in ${wait} s`, wait);
    }
    const f = this.failures.get(`${key}\u0000${address}`);
    if (f && f.until > t) {
      const wait = Math.ceil((f.until - t) / 1000);
      throw new HttpProblem(429, 'too-many-attempts', `too many wrong passwords for this account from your address: try again in ${wait} s`, wait);
    }
  }

  private fail(key: string, address: string): void {
    const t = this.now();
    const k = `${key}\u0000${address}`;
    const f = this.failures.get(k) ?? { count: 0, until: 0 };
    f.count += 1;
    if (f.count >= FREE_FAILURES) f.until = t + Math.min(MAX_DELAY_S, 2 ** (f.count - FREE_FAILURES)) * 1000;
    this.failures.set(k, f);
    const list = (this.byAddress.get(address) ?? []).filter((x) => t - x < ADDRESS_WINDOW_MS);
    list.push(t);
    this.byAddress.set(address, list);
    // memory stays bounded: the oldest entries go first
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
    if (this.byAddress.size > 100_000) this.byAddress.delete(this.byAddress.keys().next().value as string);
  }
}

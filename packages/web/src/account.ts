/**
 * Accounts in the browser (issue 29): who is signed in (asked of the server; the session lives only
 * in the server's HTTP-only cookie, never in script), the account API calls, and the pure helpers
 * the pages use. Playing needs no account: a guest's seats stay in this browser (api.ts), and on
 * sign up or sign in they are given to the account, which then finds them from any browser.
 */
import { useSyncExternalStore } from 'react';
import { ApiError, call, onSeatTaken, tickets, type GameSummary, type SeatTicket } from './api.ts';

export interface AccountInfo {
  id: string;
  name: string;
  createdAt: string;
  muted: boolean;
}

// ---- the rules, as the server checks them (packages/server/src/accounts.ts), told before sending ----
export const NAME_RULE = 'A name is 3 to 24 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit.';
export const PASSWORD_RULE = 'A password is 10 to 200 characters.';

/** Why this name cannot be an account's, or null (the server's rule: NFKC, spaces collapsed). */
export function nameProblem(name: string): string | null {
  const n = name.normalize('NFKC').trim().replace(/\s+/g, ' ');
  return /^[\p{L}\p{N}][\p{L}\p{N} ._-]{2,23}$/u.test(n) ? null : NAME_RULE;
}

/** Why this password cannot be used, or null (counted in characters, not UTF-16 units). */
export function passwordProblem(password: string): string | null {
  const n = [...password].length;
  return n >= 10 && n <= 200 ? null : PASSWORD_RULE;
}

/** What is wrong with a sign-up form before it is sent (the first problem), or null. */
export function signUpProblem(name: string, password: string, again: string): string | null {
  return nameProblem(name) ?? passwordProblem(password) ?? (password !== again ? 'The two passwords are not the same.' : null);
}

/** A wait in seconds, as a person reads it: "40 s", "3 min", "15 min". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  return `${Math.ceil(s / 60)} min`;
}

/** The server's sentence as one shown to a person: a capital first letter, a full stop, and a long wait in minutes. */
export function sentence(message: string): string {
  const m = message.trim().replace(/in (\d+) s\b/, (_, s: string) => `in ${waitText(Number(s))}`);
  if (!m) return 'Something went wrong.';
  const first = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** What to tell a person of a failed account request. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return sentence(e.message);
  return 'The server could not be reached: try again in a moment.';
}

/**
 * The games of this browser's seats and of the account, one row a game (this browser's summary
 * first: the account's may be older), newest first, each with the seat played in it.
 */
export function mergeGames(local: readonly GameSummary[], account: readonly GameSummary[], localTickets: readonly Pick<SeatTicket, 'gameId' | 'seat'>[]): (GameSummary & { mySeat?: GameSummary['mySeat'] })[] {
  const byId = new Map<string, GameSummary>();
  for (const g of [...local, ...account]) {
    if (byId.has(g.gameId)) continue;
    const seat = g.mySeat ?? localTickets.find((t) => t.gameId === g.gameId)?.seat;
    byId.set(g.gameId, seat ? { ...g, mySeat: seat } : g);
  }
  return [...byId.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

// ---- who is signed in: one small store, read by React through useAccount() ----
type State = { known: false } | { known: true; account: AccountInfo | null };
let state: State = { known: false };
let asking: Promise<AccountInfo | null> | null = null;
const listeners = new Set<() => void>();

function set(account: AccountInfo | null): void {
  state = { known: true, account };
  for (const fn of listeners) fn();
}

/** Asks the server who is signed in (once; `again` asks anew). */
export function loadAccount(again = false): Promise<AccountInfo | null> {
  if (asking && !again) return asking;
  asking = call<{ account: AccountInfo | null }>('GET', '/api/account').then(
    (r) => {
      set(r.account ?? null);
      return r.account ?? null;
    },
    () => {
      // a server without accounts (or unreachable): as signed out
      set(null);
      return null;
    },
  );
  return asking;
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The signed-in account: undefined while not known yet, null when signed out. */
export function useAccount(): AccountInfo | null | undefined {
  const s = useSyncExternalStore(subscribe, () => state);
  if (!s.known) void loadAccount();
  return s.known ? s.account : undefined;
}

/** The account now, if known (for code outside React). */
export function knownAccount(): AccountInfo | null {
  return state.known ? state.account : null;
}

const guestTokens = () => tickets().map((t) => t.token).slice(0, 500);

export async function signUp(name: string, password: string): Promise<AccountInfo> {
  const r = await call<{ account: AccountInfo }>('POST', '/api/account/signup', { name, password, tokens: guestTokens() });
  set(r.account);
  asking = Promise.resolve(r.account);
  return r.account;
}

export async function signIn(name: string, password: string): Promise<AccountInfo> {
  const r = await call<{ account: AccountInfo }>('POST', '/api/account/signin', { name, password, tokens: guestTokens() });
  set(r.account);
  asking = Promise.resolve(r.account);
  return r.account;
}

function signedOut(): void {
  set(null);
  asking = Promise.resolve(null);
}

export async function signOut(): Promise<void> {
  await call('POST', '/api/account/signout', {});
  signedOut();
}

export async function signOutEverywhere(): Promise<void> {
  await call('POST', '/api/account/signout-all', {});
  signedOut();
}

export async function changePassword(current: string, next: string): Promise<void> {
  await call('POST', '/api/account/password', { current, next });
}

export async function deleteAccount(password: string): Promise<void> {
  await call('POST', '/api/account/delete', { password });
  signedOut();
}

/** The account's games, from any browser (empty when signed out). */
export async function accountGames(): Promise<GameSummary[]> {
  try {
    return (await call<{ games: GameSummary[] }>('POST', '/api/account/games', {})).games;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      signedOut();
      return [];
    }
    throw e;
  }
}

/** Gives a seat this browser just took to the signed-in account, so its other browsers find it too (best effort). */
export async function adoptSeat(token: string): Promise<void> {
  if (!knownAccount()) return;
  try {
    await call('POST', '/api/account/seats', { tokens: [token] });
  } catch {
    /* the seat stays this browser's; a later sign-in gives it */
  }
}
onSeatTaken((token) => void adoptSeat(token));

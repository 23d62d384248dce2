/**
 * The deck API (issue 27, packages/server/README.md "Decks") from the browser: every request sends
 * this browser's owner key in the X-Stccg-Owner header (ownerKey.ts; never in a URL) and the
 * session cookie when signed in, so a deck belongs to the browser or to the account. A request
 * whose input is already known to be refused (a name of 0 or over 60 characters, a deck text over
 * 64 KB) is not sent: it fails at once with the same kind of error, and nothing changes.
 */
import type { DeckFileError } from '@stccg/engine';
import type { DeckSummary } from '@stccg/server/protocol.ts';
import { ApiError } from './api.ts';
import { OWNER_HEADER, ownerKey } from './ownerKey.ts';

export type { DeckSummary };

/** The most a deck list may hold, as the server takes it (64 KB, UTF-8). */
export const MAX_DECK_BYTES = 64 * 1024;
export const MAX_DECK_NAME = 60;

/** The server's validation of a deck text: lines it could not read, and the rules the deck breaks. */
export interface DeckValidation {
  errors: DeckFileError[];
  problems: { rule: string; message: string }[];
}

export interface Deck extends DeckSummary {
  text: string;
  report: DeckValidation;
}

export interface SharedDeck {
  name: string;
  text: string;
  cardCount: number;
  valid: boolean;
  report: DeckValidation;
}

export interface DeckInput {
  name: string;
  text: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Why this deck name cannot be saved, or null. Counted in characters, after trimming. */
export function deckNameProblem(name: string): string | null {
  const n = [...name.trim()].length;
  if (n === 0) return 'Give the deck a name.';
  if (n > MAX_DECK_NAME) return `A deck name is at most ${MAX_DECK_NAME} characters; this one has ${n}.`;
  return null;
}

/** Why this deck text cannot be saved, or null. */
export function deckTextProblem(text: string): string | null {
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_DECK_BYTES ? `The deck list is ${bytes} bytes; a deck list may be at most ${MAX_DECK_BYTES} bytes (64 KB).` : null;
}

/** The server's sentence in an error body ({error, message}: the message; else the code), or the status text. */
function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object') {
    const o = data as { message?: unknown; error?: unknown };
    if (typeof o.message === 'string' && o.message) return o.message;
    if (typeof o.error === 'string' && o.error) return o.error;
  }
  return fallback;
}

/** One request to the deck API, with the owner key; the answer's JSON (null for 204), or an ApiError. */
export async function deckRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [OWNER_HEADER]: ownerKey() };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError('the server could not be reached; nothing was changed', 0);
  }
  const text = res.status === 204 ? '' : await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) throw new ApiError(messageOf(data, text || res.statusText || `HTTP ${res.status}`), res.status);
  return data as T;
}

const deckPath = (id: string) => `/api/decks/${encodeURIComponent(id)}`;

function checked(input: Partial<DeckInput>): void {
  const problem = (input.name !== undefined ? deckNameProblem(input.name) : null) ?? (input.text !== undefined ? deckTextProblem(input.text) : null);
  if (problem) throw new ApiError(problem, 400);
}

/** This browser's (or account's) decks, newest first. */
export async function listDecks(): Promise<DeckSummary[]> {
  return (await deckRequest<{ decks: DeckSummary[] }>('GET', '/api/decks')).decks;
}

/** Saves a new deck (an incomplete or invalid deck is saved too: work in progress). */
export async function createDeck(input: DeckInput): Promise<Deck> {
  checked(input);
  return (await deckRequest<{ deck: Deck }>('POST', '/api/decks', { name: input.name.trim(), text: input.text })).deck;
}

export async function getDeck(id: string): Promise<Deck> {
  return (await deckRequest<{ deck: Deck }>('GET', deckPath(id))).deck;
}

/** Renames a deck, or replaces its list, or both. */
export async function updateDeck(id: string, patch: Partial<DeckInput>): Promise<Deck> {
  checked(patch);
  const body: Partial<DeckInput> = {};
  if (patch.name !== undefined) body.name = patch.name.trim();
  if (patch.text !== undefined) body.text = patch.text;
  if (body.name === undefined && body.text === undefined) throw new ApiError('Nothing to change: give a new name or a new list.', 400);
  return (await deckRequest<{ deck: Deck }>('PUT', deckPath(id), body)).deck;
}

/** A copy of the deck, named "… (copy)". */
export async function copyDeck(id: string): Promise<Deck> {
  return (await deckRequest<{ deck: Deck }>('POST', `${deckPath(id)}/copy`)).deck;
}

export async function deleteDeck(id: string): Promise<void> {
  await deckRequest<null>('DELETE', deckPath(id));
}

/** Shares the deck: its read-only link's id and path (the same until withdrawn). */
export async function shareDeck(id: string): Promise<{ shareId: string; path: string }> {
  return deckRequest<{ shareId: string; path: string }>('POST', `${deckPath(id)}/share`);
}

/** Withdraws the deck's link: it then leads nowhere. */
export async function unshareDeck(id: string): Promise<void> {
  await deckRequest<null>('DELETE', `${deckPath(id)}/share`);
}

/** A shared deck, read only; null when the link was withdrawn or never was. */
export async function getSharedDeck(shareId: string): Promise<SharedDeck | null> {
  try {
    return (await deckRequest<{ deck: SharedDeck }>('GET', `/api/shared-decks/${encodeURIComponent(shareId)}`)).deck;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

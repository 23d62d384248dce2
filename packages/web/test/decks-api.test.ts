/** Unit tests of the deck API client (src/decksApi.ts) and the owner key (src/ownerKey.ts), with a fake fetch and storage. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api.ts';
import { MAX_DECK_BYTES as SERVER_MAX_DECK_BYTES } from '@stccg/server/protocol.ts';
import { MAX_DECK_BYTES, copyDeck, createDeck, deckNameProblem, deckTextProblem, deleteDeck, getDeck, getSharedDeck, listDecks, shareDeck, unshareDeck, updateDeck } from '../src/decksApi.ts';
import { OWNER_KEY_PATTERN, OWNER_KEY_STORAGE, newOwnerKey, ownerKey, type KeyStorage } from '../src/ownerKey.ts';

function memoryStorage(init: Record<string, string> = {}): KeyStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: string | undefined;
}
let sent: Sent[] = [];
let answer: { status: number; body?: unknown; raw?: string } = { status: 200, body: {} };
let store: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  sent = [];
  store = memoryStorage();
  vi.stubGlobal('localStorage', store);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body === undefined ? undefined : JSON.parse(init.body as string), credentials: init.credentials });
    const raw = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : raw, { status: answer.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = { id: 'd1', name: 'Mine', cardCount: 60, valid: true, problems: 0, createdAt: '2026-12-04T10:00:00.000Z', updatedAt: '2026-12-04T10:00:00.000Z', shareId: null };
const deck = { ...summary, text: '1 Tricorder', report: { errors: [], problems: [] } };

describe('the owner key', () => {
  it('is made once, 256 random bits in base64url, kept in storage and used again', () => {
    const s = memoryStorage();
    const k = ownerKey(s);
    expect(k).toMatch(OWNER_KEY_PATTERN);
    expect(s.data.get(OWNER_KEY_STORAGE)).toBe(k);
    expect(ownerKey(s)).toBe(k);
    // two browsers, two keys
    expect(ownerKey(memoryStorage())).not.toBe(k);
    // the bytes become the key (256 bits: 42 characters and 4 bits)
    expect(newOwnerKey((b) => b.fill(255))).toBe('_'.repeat(42) + '8');
    expect(newOwnerKey((b) => b.fill(0))).toBe('A'.repeat(43));
  });

  it('replaces a malformed stored key, and survives a storage that refuses', () => {
    const s = memoryStorage({ [OWNER_KEY_STORAGE]: 'short' });
    const k = ownerKey(s);
    expect(k).toMatch(OWNER_KEY_PATTERN);
    expect(s.data.get(OWNER_KEY_STORAGE)).toBe(k);
    const refusing: KeyStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    const once = ownerKey(refusing);
    expect(once).toMatch(OWNER_KEY_PATTERN);
    expect(ownerKey(refusing)).toBe(once);
  });
});

describe('deck API requests', () => {
  it('sends the owner key in a header (never in the URL) and the cookies, on every call', async () => {
    answer = { status: 200, body: { decks: [summary] } };
    expect(await listDecks()).toEqual([summary]);
    const key = store.data.get(OWNER_KEY_STORAGE)!;
    expect(key).toMatch(OWNER_KEY_PATTERN);
    expect(sent[0]).toMatchObject({ url: '/api/decks', method: 'GET', credentials: 'same-origin', body: undefined });
    expect(sent[0]!.headers['X-Stccg-Owner']).toBe(key);
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    expect(sent[0]!.url).not.toContain(key);
  });

  it('has the contract\'s shapes: create, get, update, copy, delete, share, withdraw, shared', async () => {
    answer = { status: 201, body: { deck } };
    expect(await createDeck({ name: '  Mine ', text: '1 Tricorder' })).toEqual(deck);
    answer = { status: 200, body: { deck } };
    await getDeck('d/1');
    await updateDeck('d1', { name: 'New name' });
    await updateDeck('d1', { text: '2 Tricorder' });
    answer = { status: 201, body: { deck: { ...deck, id: 'd2', name: 'Mine (copy)' } } };
    expect((await copyDeck('d1')).name).toBe('Mine (copy)');
    answer = { status: 204 };
    await deleteDeck('d1');
    answer = { status: 200, body: { shareId: 's'.repeat(22), path: `/decks/shared/${'s'.repeat(22)}` } };
    expect(await shareDeck('d1')).toEqual({ shareId: 's'.repeat(22), path: `/decks/shared/${'s'.repeat(22)}` });
    answer = { status: 204 };
    await unshareDeck('d1');
    answer = { status: 200, body: { deck: { name: 'Theirs', text: '1 Tricorder', cardCount: 1, valid: false, report: { errors: [], problems: [] } } } };
    expect((await getSharedDeck('abc'))?.name).toBe('Theirs');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/decks',
      'GET /api/decks/d%2F1',
      'PUT /api/decks/d1',
      'PUT /api/decks/d1',
      'POST /api/decks/d1/copy',
      'DELETE /api/decks/d1',
      'POST /api/decks/d1/share',
      'DELETE /api/decks/d1/share',
      'GET /api/shared-decks/abc',
    ]);
    expect(sent[0]!.body).toEqual({ name: 'Mine', text: '1 Tricorder' });
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(sent[2]!.body).toEqual({ name: 'New name' });
    expect(sent[3]!.body).toEqual({ text: '2 Tricorder' });
    // no body, no content type (the server would refuse an empty JSON body)
    for (const i of [4, 5, 6, 7]) {
      expect(sent[i]!.body).toBeUndefined();
      expect(sent[i]!.headers['content-type']).toBeUndefined();
    }
  });

  it('refuses before sending a name that is empty or over 60 characters, a text over 64 KB, or an empty change', async () => {
    expect(MAX_DECK_BYTES).toBe(SERVER_MAX_DECK_BYTES);
    expect(deckNameProblem('')).toBe('Give the deck a name.');
    expect(deckNameProblem('   ')).toBe('Give the deck a name.');
    expect(deckNameProblem('x'.repeat(60))).toBeNull();
    expect(deckNameProblem('x'.repeat(61))).toMatch(/at most 60 characters; this one has 61/);
    expect(deckNameProblem('🖖'.repeat(60))).toBeNull();
    expect(deckTextProblem('x'.repeat(MAX_DECK_BYTES))).toBeNull();
    expect(deckTextProblem('x'.repeat(MAX_DECK_BYTES + 1))).toMatch(/65537 bytes/);
    expect(deckTextProblem('é'.repeat(MAX_DECK_BYTES / 2 + 1))).toMatch(/at most 65536 bytes/);
    await expect(createDeck({ name: '', text: '' })).rejects.toMatchObject({ status: 400, message: 'Give the deck a name.' });
    await expect(createDeck({ name: 'ok', text: 'x'.repeat(MAX_DECK_BYTES + 1) })).rejects.toBeInstanceOf(ApiError);
    await expect(updateDeck('d1', { name: 'x'.repeat(61) })).rejects.toMatchObject({ status: 400 });
    await expect(updateDeck('d1', {})).rejects.toMatchObject({ status: 400 });
    expect(sent).toEqual([]);
  });

  it('turns an error answer into an ApiError with the server\'s sentence and status', async () => {
    answer = { status: 404, body: { error: 'not-found', message: 'no deck of yours has that id' } };
    await expect(getDeck('other')).rejects.toMatchObject({ status: 404, message: 'no deck of yours has that id' });
    answer = { status: 401, body: { error: 'a deck needs an owner: send X-Stccg-Owner or sign in' } };
    await expect(listDecks()).rejects.toMatchObject({ status: 401, message: 'a deck needs an owner: send X-Stccg-Owner or sign in' });
    answer = { status: 400, body: { error: 'bad-request', message: 'at most 200 decks' } };
    await expect(createDeck({ name: 'a', text: '' })).rejects.toMatchObject({ status: 400, message: 'at most 200 decks' });
    answer = { status: 500, raw: 'not json' };
    await expect(listDecks()).rejects.toMatchObject({ status: 500, message: 'not json' });
    // a withdrawn share link is no deck, not an error
    answer = { status: 404, body: { error: 'not-found', message: 'no shared deck' } };
    expect(await getSharedDeck('gone')).toBeNull();
    answer = { status: 500, body: { error: 'internal', message: 'boom' } };
    await expect(getSharedDeck('x')).rejects.toMatchObject({ status: 500 });
  });

  it('tells an unreachable server apart (status 0), having changed nothing', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(listDecks()).rejects.toMatchObject({ status: 0, message: 'the server could not be reached; nothing was changed' });
  });
});

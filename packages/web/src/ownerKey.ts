/**
 * This browser's owner key (issue 27): a random secret made on the first visit, kept in
 * localStorage, and sent as the header X-Stccg-Owner on the /api requests that need it (decks),
 * never in a URL. The server keeps only its sha256. 32 random bytes (256 bits), base64url.
 */
export const OWNER_KEY_STORAGE = 'stccg.ownerKey';
export const OWNER_HEADER = 'X-Stccg-Owner';
/** A well-formed key: 43 base64url characters (32 bytes), as made here. */
export const OWNER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** 32 random bytes as base64url, without padding. */
export function newOwnerKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(32));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The browser's storage, or a store of this page's own where there is none (private modes, tests). */
const memory = new Map<string, string>();
const fallback: KeyStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
function browserStorage(): KeyStorage {
  try {
    return globalThis.localStorage ?? fallback;
  } catch {
    return fallback;
  }
}

/** The owner key of this browser: the stored one when well formed, else a new one, stored. */
export function ownerKey(storage: KeyStorage = browserStorage(), random?: (bytes: Uint8Array) => Uint8Array): string {
  let k: string | null = null;
  try {
    k = storage.getItem(OWNER_KEY_STORAGE);
  } catch {
    k = null;
  }
  if (k && OWNER_KEY_PATTERN.test(k)) return k;
  // a key this page made while the storage refused it is kept (and stored, if it now can be)
  const made = memory.get(OWNER_KEY_STORAGE) ?? newOwnerKey(random);
  try {
    storage.setItem(OWNER_KEY_STORAGE, made);
  } catch {
    /* storage full or refused: this page keeps the key for its lifetime */
    memory.set(OWNER_KEY_STORAGE, made);
  }
  return made;
}

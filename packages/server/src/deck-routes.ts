/**
 * The deck API (issue 27): a player's saved decks, their validation, and read-only links to share
 * them. packages/server/README.md, "Decks", is the reference.
 *
 * Whose decks: the signed-in account's (the session cookie), else the browser's owner key, a random
 * key (at least 128 bits, base64url) the browser makes on its first visit and sends in the header
 * X-Stccg-Owner (never in a URL). The server keeps only its sha256 and never logs it. Neither: 401.
 * Signing in or up with the header moves that key's decks to the account (and so does
 * POST /api/account/decks, for a browser already signed in).
 *
 * A deck is saved whatever it holds (the builder keeps work in progress); every answer carries its
 * validation. Another owner's deck answers 404, as a deck that does not exist does: nothing tells
 * them apart, and the look-up is the same single query either way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import { parseDeckFile, validateDeck } from '@stccg/engine';
import type { DeckFileError, DeckReport } from '@stccg/engine';
import type { Accounts } from './accounts.ts';
import type { AccountRow } from './accounts-store.ts';
import type { DeckRow, DeckStore } from './decks-store.ts';
import type { DeckSummary } from './protocol.ts';
import { sameOrigin, sessionCookie } from './account-routes.ts';
import { HttpProblem, hashSecret } from './hub.ts';
import { MAX_DECK_BYTES } from './protocol.ts';
import { describeZod } from './server.ts';

/** The header a browser sends its owner key in. */
export const OWNER_HEADER = 'x-stccg-owner';
/** An owner key: base64url, 22 characters (128 bits) to 128. */
export const OWNER_KEY = /^[A-Za-z0-9_-]{22,128}$/;
/** The most decks one owner keeps. */
export const MAX_DECKS = 200;
/** A deck's name: 1 to 60 characters. */
export const MAX_DECK_NAME = 60;
/** The largest body of a deck request: a deck of MAX_DECK_BYTES, escaped as JSON, with room to spare. */
const BODY_LIMIT = 5 * MAX_DECK_BYTES;
/** Deck ids and share ids: 16 random bytes, base64url (22 characters). */
const ID = /^[A-Za-z0-9_-]{22}$/;
const newId = () => randomBytes(16).toString('base64url');

/** A deck's validation: the lines that do not read (with their numbers), then the deck rules' report over the lines that do. */
export type { DeckSummary };

export type DeckCheck = { readonly errors: readonly DeckFileError[] } & DeckReport;

export interface DeckBody extends DeckSummary {
  text: string;
  report: DeckCheck;
}

/** A deck text's validation: the lines that do not read, and the deck rules' report over the lines that do. */
export function checkDeckText(text: string): DeckCheck {
  const parsed = parseDeckFile(text);
  return { errors: parsed.errors, ...validateDeck(parsed.cards) };
}

const problemCount = (r: DeckCheck) => r.errors.length + r.problems.length + r.notImplemented.length;
const isValid = (r: DeckCheck) => r.errors.length === 0 && r.playable;

interface Verdict {
  cardCount: number;
  valid: boolean;
  problems: number;
}
/**
 * The summary figures of the last few hundred deck texts, by their sha256 (small entries: a list of
 * 200 decks is not checked 200 times on every visit, and a long report is never kept).
 */
const verdicts = new Map<string, Verdict>();
function verdictOf(text: string, report?: DeckCheck): Verdict {
  const key = hashSecret(text);
  const hit = verdicts.get(key);
  if (hit) return hit;
  const r = report ?? checkDeckText(text);
  const v = { cardCount: r.size, valid: isValid(r), problems: problemCount(r) };
  if (verdicts.size >= 1000) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(key, v);
  return v;
}

function summaryOf(d: DeckRow, report?: DeckCheck): DeckSummary {
  return { id: d.id, name: d.name, ...verdictOf(d.text, report), createdAt: d.createdAt, updatedAt: d.updatedAt, shareId: d.shareId };
}

function bodyOf(d: DeckRow): DeckBody {
  const report = checkDeckText(d.text);
  return { ...summaryOf(d, report), text: d.text, report };
}

/** A deck's name, trimmed, or the sentence saying why it is refused. */
export function deckNameProblem(name: string): string | null {
  const n = [...name.trim()].length;
  if (n === 0) return 'a deck needs a name (1 to 60 characters)';
  if (n > MAX_DECK_NAME) return `a deck's name may be at most ${MAX_DECK_NAME} characters; this one has ${n}`;
  if (/\p{Cc}/u.test(name.trim())) return "a deck's name may not hold control characters (line breaks, tabs)";
  return null;
}

/** Why a deck text is refused (too long), or null. An empty or invalid deck is accepted. */
export function deckTextProblem(text: string): string | null {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_DECK_BYTES) return `the deck is ${bytes} bytes long; a deck may be at most ${MAX_DECK_BYTES} bytes (64 KB)`;
  return null;
}

const CreateReq = z.strictObject({ name: z.string().max(1000), text: z.string() });
const UpdateReq = z.strictObject({ name: z.string().max(1000).optional(), text: z.string().optional() });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw new HttpProblem(400, 'bad-request', describeZod(r.error));
  return r.data;
}

function checkedName(name: string): string {
  const why = deckNameProblem(name);
  if (why) throw new HttpProblem(400, 'bad-name', why);
  return name.trim();
}

function checkedText(text: string): string {
  const why = deckTextProblem(text);
  if (why) throw new HttpProblem(400, 'deck-too-long', why);
  return text;
}

const notFound = () => new HttpProblem(404, 'unknown-deck', 'you have no deck with that id');
const tooMany = () => new HttpProblem(400, 'too-many-decks', `you have ${MAX_DECKS} decks, the most one player keeps; delete one first`);

/** The copy's name: the deck's, with " (copy)", cut to fit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  const chars = [...name];
  return chars.length + suffix.length <= MAX_DECK_NAME ? name + suffix : chars.slice(0, MAX_DECK_NAME - suffix.length).join('').trimEnd() + suffix;
}

/** The owner a well-formed owner key stands for (its hash; never the key). */
export function keyOwner(key: string): string {
  return `key:${hashSecret(key)}`;
}
export const accountOwner = (accountId: string) => `account:${accountId}`;

/** The owner key of a request, when it sends a well-formed one. */
function ownerKeyOf(req: FastifyRequest): string | null {
  const k = req.headers[OWNER_HEADER];
  return typeof k === 'string' && OWNER_KEY.test(k) ? k : null;
}

/**
 * The deck routes; `accounts` null on a store without accounts (decks are then only owner keys').
 * Answers the function that moves a request's owner-key decks to an account (the account routes
 * call it on sign-in and sign-up).
 */
export function registerDeckRoutes(
  app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>,
  decks: DeckStore,
  accounts: Accounts | null,
  now: () => number,
): (req: FastifyRequest, account: AccountRow) => Promise<void> {
  const at = () => new Date(now()).toISOString();

  /** Whose decks a request is about: the signed-in account's, else the owner key's; else 401. */
  const ownerOf = async (req: FastifyRequest): Promise<string> => {
    const session = sessionCookie(req.headers.cookie);
    if (session !== undefined && accounts) {
      const a = await accounts.whoIs(session);
      if (a) return accountOwner(a.id);
    }
    const key = ownerKeyOf(req);
    if (key !== null) return keyOwner(key);
    if (req.headers[OWNER_HEADER] !== undefined) throw new HttpProblem(401, 'bad-owner-key', `the ${OWNER_HEADER} header is not an owner key (22 to 128 letters, digits, "-" or "_")`);
    throw new HttpProblem(401, 'no-owner', `sign in, or send this browser's owner key in the ${OWNER_HEADER} header, to keep decks`);
  };

  // cross-site requests: a state-changing deck request naming another site is refused (as the account routes do for all of /api/)
  const sameSite = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    if (!sameOrigin(req.headers.origin, req.host)) return reply.code(403).send({ error: 'bad-origin', message: 'a request from another site is refused' });
  };
  const opts = { bodyLimit: BODY_LIMIT, preHandler: sameSite };
  const idOf = (id: string) => {
    if (!ID.test(id)) throw notFound();
    return id;
  };

  app.get('/api/decks', async (req) => {
    const owner = await ownerOf(req);
    return { decks: (await decks.list(owner)).map((d) => summaryOf(d)) };
  });

  app.post('/api/decks', opts, async (req, reply) => {
    const owner = await ownerOf(req);
    const b = parse(CreateReq, req.body);
    const row: DeckRow = { id: newId(), owner, name: checkedName(b.name), text: checkedText(b.text), shareId: null, createdAt: at(), updatedAt: at() };
    if (!(await decks.insert(row, MAX_DECKS))) throw tooMany();
    return reply.code(201).send({ deck: bodyOf(row) });
  });

  app.get<{ Params: { id: string } }>('/api/decks/:id', async (req) => {
    const owner = await ownerOf(req);
    const d = await decks.get(owner, idOf(req.params.id));
    if (!d) throw notFound();
    return { deck: bodyOf(d) };
  });

  app.put<{ Params: { id: string } }>('/api/decks/:id', opts, async (req) => {
    const owner = await ownerOf(req);
    const id = idOf(req.params.id);
    const b = parse(UpdateReq, req.body);
    if (b.name === undefined && b.text === undefined) throw new HttpProblem(400, 'bad-request', 'give the deck a new name, a new text, or both');
    const change = { name: b.name === undefined ? undefined : checkedName(b.name), text: b.text === undefined ? undefined : checkedText(b.text), updatedAt: at() };
    if (!(await decks.update(owner, id, change))) throw notFound();
    const d = await decks.get(owner, id);
    if (!d) throw notFound();
    return { deck: bodyOf(d) };
  });

  app.post<{ Params: { id: string } }>('/api/decks/:id/copy', opts, async (req, reply) => {
    const owner = await ownerOf(req);
    const d = await decks.get(owner, idOf(req.params.id));
    if (!d) throw notFound();
    const row: DeckRow = { id: newId(), owner, name: copyName(d.name), text: d.text, shareId: null, createdAt: at(), updatedAt: at() };
    if (!(await decks.insert(row, MAX_DECKS))) throw tooMany();
    return reply.code(201).send({ deck: bodyOf(row) });
  });

  app.delete<{ Params: { id: string } }>('/api/decks/:id', opts, async (req, reply) => {
    const owner = await ownerOf(req);
    if (!(await decks.remove(owner, idOf(req.params.id)))) throw notFound();
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/decks/:id/share', opts, async (req) => {
    const owner = await ownerOf(req);
    const id = idOf(req.params.id);
    const d = await decks.get(owner, id);
    if (!d) throw notFound();
    let shareId = d.shareId;
    if (shareId === null) {
      shareId = newId();
      if (!(await decks.setShare(owner, id, shareId))) throw notFound();
    }
    return { shareId, path: `/decks/shared/${shareId}` };
  });

  app.delete<{ Params: { id: string } }>('/api/decks/:id/share', opts, async (req, reply) => {
    const owner = await ownerOf(req);
    if (!(await decks.setShare(owner, idOf(req.params.id), null))) throw notFound();
    return reply.code(204).send();
  });

  app.get<{ Params: { shareId: string } }>('/api/shared-decks/:shareId', async (req) => {
    const d = ID.test(req.params.shareId) ? await decks.byShare(req.params.shareId) : null;
    if (!d) throw new HttpProblem(404, 'unknown-share', 'no deck is shared under that link (it may have been withdrawn)');
    const report = checkDeckText(d.text);
    return { deck: { name: d.name, text: d.text, cardCount: report.size, valid: isValid(report), report } };
  });

  /** Moves the owner key's decks (sent in the header) to the signed-in account. */
  const adopt = async (req: FastifyRequest, account: AccountRow): Promise<number> => {
    const key = ownerKeyOf(req);
    return key === null ? 0 : decks.moveOwner(keyOwner(key), accountOwner(account.id));
  };

  app.post('/api/account/decks', { preHandler: sameSite }, async (req) => {
    const session = sessionCookie(req.headers.cookie);
    const account = accounts && session !== undefined ? await accounts.whoIs(session) : null;
    if (!account) throw new HttpProblem(401, 'signed-out', 'you are not signed in');
    if (ownerKeyOf(req) === null) throw new HttpProblem(400, 'bad-owner-key', `send this browser's owner key in the ${OWNER_HEADER} header`);
    return { moved: await adopt(req, account) };
  });

  return async (req, account) => {
    try {
      await adopt(req, account);
    } catch (e) {
      // the sign-in stands; POST /api/account/decks moves them later
      req.log.warn({ err: e }, 'moving a browser\'s decks to its account failed');
    }
  };
}

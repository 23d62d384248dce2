/**
 * The account API (issue 29, first part; accounts.ts says what an account is). Every route is under
 * /api/account; bodies are JSON, checked with zod; a session travels only in the HTTP-only cookie
 * SESSION_COOKIE (SameSite=Strict, Secure on HTTPS), never in a body, a URL or a log.
 *
 * Cross-site requests: every state-changing request to /api/ (and the WebSocket upgrade, server.ts)
 * whose Origin header names another host is refused (403 bad-origin); a request that carries the
 * session cookie must name its origin (the Origin header, or Sec-Fetch-Site: same-origin), so a form
 * posted from another site cannot act with the cookie even where SameSite is not honoured.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';
import type { Accounts } from './accounts.ts';
import { SESSION_MAX_AGE_S, info } from './accounts.ts';
import type { AccountRow } from './accounts-store.ts';
import type { Hub } from './hub.ts';
import type { Ratings } from './ratings.ts';
import { HttpProblem } from './hub.ts';
import { clientKey } from './quotas.ts';
import { describeZod } from './server.ts';

export const SESSION_COOKIE = 'stccg_session';

const Name = z.string().max(100);
const Password = z.string().max(1000);
const Tokens = z.array(z.string().max(100)).max(500).optional();
const SignReq = z.strictObject({ name: Name, password: Password, tokens: Tokens });
const PasswordReq = z.strictObject({ current: Password, next: Password });
const DeleteReq = z.strictObject({ password: Password });
const SeatsReq = z.strictObject({ tokens: z.array(z.string().max(100)).max(500) });

/** The session cookie in a Cookie header (the WebSocket upgrade's), or undefined. */
export function sessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether an Origin header's host is the request's own (no header: true). */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw new HttpProblem(400, 'bad-request', describeZod(r.error));
  return r.data;
}

/**
 * `onSignIn`: told of every sign-in and sign-up before it is answered (the deck routes move the
 * browser's decks, deck-routes.ts).
 */
export async function registerAccountRoutes(app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>, accounts: Accounts, hub: Hub, ratings: Ratings | null = null, onSignIn?: (req: FastifyRequest, account: AccountRow) => Promise<void>): Promise<void> {
  await app.register(fastifyCookie);

  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!sameOrigin(origin, req.host)) return reply.code(403).send({ error: 'bad-origin', message: 'a request from another site is refused' });
    const hasSession = typeof req.headers.cookie === 'string' && req.headers.cookie.includes(`${SESSION_COOKIE}=`);
    if (hasSession && origin === undefined && req.headers['sec-fetch-site'] !== 'same-origin') {
      return reply.code(403).send({ error: 'bad-origin', message: 'a request with a session must say where it comes from (its Origin header)' });
    }
  });

  const setSession = (req: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge: SESSION_MAX_AGE_S });
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
  const sessionOf = (req: FastifyRequest): string | undefined => req.cookies[SESSION_COOKIE];
  /** The signed-in account, or 401. */
  const signedIn = async (req: FastifyRequest): Promise<{ account: AccountRow; session: string }> => {
    const session = sessionOf(req);
    const account = await accounts.whoIs(session);
    if (!account || session === undefined) throw new HttpProblem(401, 'signed-out', 'you are not signed in');
    return { account, session };
  };

  app.get('/api/account', async (req) => {
    const a = await accounts.whoIs(sessionOf(req));
    if (!a) return { account: null };
    return { account: ratings ? { ...info(a), ratings: await ratings.of(a.id) } : info(a) };
  });

  app.post('/api/account/signup', async (req, reply) => {
    const b = parse(SignReq, req.body);
    const { session, account } = await accounts.signUp(b.name, b.password, b.tokens);
    await onSignIn?.(req, account);
    setSession(req, reply, session);
    return reply.code(201).send({ account: info(account) });
  });

  app.post('/api/account/signin', async (req, reply) => {
    const b = parse(SignReq, req.body);
    const { session, account } = await accounts.signIn(b.name, b.password, clientKey(req.ip), b.tokens);
    await onSignIn?.(req, account);
    setSession(req, reply, session);
    return { account: info(account) };
  });

  app.post('/api/account/signout', async (req, reply) => {
    const session = sessionOf(req);
    if (session !== undefined) await accounts.signOut(session);
    clearSession(reply);
    return { ok: true };
  });

  app.post('/api/account/signout-all', async (req, reply) => {
    const { account } = await signedIn(req);
    await accounts.signOutEverywhere(account.id);
    clearSession(reply);
    return { ok: true };
  });

  app.post('/api/account/password', async (req) => {
    const { account, session } = await signedIn(req);
    const b = parse(PasswordReq, req.body);
    await accounts.changePassword(account, b.current, b.next, session);
    return { ok: true };
  });

  app.post('/api/account/delete', async (req, reply) => {
    const { account } = await signedIn(req);
    const b = parse(DeleteReq, req.body);
    await accounts.remove(account, b.password);
    clearSession(reply);
    return { ok: true };
  });

  /** Gives the seats of these tokens (a guest's, in this browser) to the signed-in account. */
  app.post('/api/account/seats', async (req) => {
    const { account } = await signedIn(req);
    await accounts.adoptSeats(account, parse(SeatsReq, req.body).tokens);
    return { ok: true };
  });

  /** The games of the signed-in account's seats, newest first, from any browser. */
  app.post('/api/account/games', async (req) => {
    const { account } = await signedIn(req);
    const games = await hub.listHashes(await accounts.store.seats(account.id));
    return ratings ? { ratings: await ratings.of(account.id), games: await ratings.annotate(games) } : { games };
  });
}

/**
 * Rematch (issue 29): after a game between two people, both ask (POST /api/games/:id/rematch with
 * their seat token in the body) and get a new game in which each takes the other seat, so the one
 * who did not go first goes first; in a constructed game each may bring another deck. The table is
 * told who asked (never a token); a rematch of a rated lobby game is rated.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPlayer } from '@stccg/engine';
import { Browser, lobbyGameConceded, serve } from './community-helpers.ts';
import { rebuild } from '../src/actor.ts';
import type { RunningServer } from '../src/server.ts';

const DECKS = join(dirname(fileURLToPath(import.meta.url)), '../../../decks');
const deck = (name: string) => readFileSync(join(DECKS, `${name}.txt`), 'utf8');

async function firstOf(server: RunningServer, gameId: string): Promise<string> {
  const loaded = await server.store.load(gameId);
  if (!loaded) throw new Error(`no game ${gameId}`);
  return firstPlayer(rebuild(loaded.game, []).state);
}

/** A friend game between two browsers, the joiner conceding; sockets left open. */
async function finishedFriendGame(base: string, o: { format?: 'constructed'; hostDeck?: string; joinDeck?: string } = {}) {
  const host = new Browser(base);
  const guest = new Browser(base);
  const c = await host.post('/api/games', { mode: 'friend', ...(o.format ? { format: o.format, deck: o.hostDeck } : {}) });
  expect(c.status).toBe(201);
  const gameId = c.body.gameId as string;
  const j = await guest.post(`/api/games/${gameId}/join`, { invite: c.body.invite, ...(o.joinDeck ? { deck: o.joinDeck } : {}) });
  expect(j.status).toBe(200);
  const a = await host.socket();
  await a.hello(gameId, c.body.token as string);
  const b = await guest.socket();
  await b.hello(gameId, j.body.token as string);
  const over = a.next((m) => m.type === 'gameOver');
  b.send({ type: 'concede' });
  await over;
  return { host, guest, gameId, a, b, hostSeat: c.body.seat as string, hostToken: c.body.token as string, guestSeat: j.body.seat as string, guestToken: j.body.token as string };
}

describe('rematch', () => {
  it('intro: the first asks and waits (the table is told, without tokens); the second makes it; each takes the other seat and the Klingon, the other person, goes first', async () => {
    const { base, server } = await serve();
    const t = await finishedFriendGame(base);
    expect(t.hostSeat).toBe('federation');
    const told = t.b.next((m) => m.type === 'rematch');
    const first = await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ status: 'waiting' });
    const m = await told;
    expect(m).toEqual({ type: 'rematch', asked: ['federation'] });
    const ready = t.a.next((x) => x.type === 'rematch' && x.gameId !== undefined);
    const second = await t.guest.post(`/api/games/${t.gameId}/rematch`, { token: t.guestToken });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'ready', seat: 'federation' });
    const newId = second.body.gameId as string;
    const toldReady = await ready;
    expect(toldReady).toEqual({ type: 'rematch', asked: ['federation', 'klingon'], gameId: newId });
    expect(JSON.stringify(toldReady)).not.toContain(second.body.token as string);
    // the first fetches its seat with the same request, as often as it likes
    const mine = await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken });
    expect(mine.body).toMatchObject({ status: 'ready', gameId: newId, seat: 'klingon' });
    expect((await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken })).body).toEqual(mine.body);
    expect(await firstOf(server, newId)).toBe('klingon');
    // both seats open with their new tokens
    const a2 = await t.host.socket();
    const w = a2.next((x) => x.type === 'welcome');
    await a2.hello(newId, mine.body.token as string);
    expect(await w).toMatchObject({ type: 'welcome', seat: 'klingon' });
  }, 60_000);

  it('constructed: the one who did not go first goes first, and a player may bring another deck', async () => {
    const { base, server } = await serve();
    const t = await finishedFriendGame(base, { format: 'constructed', hostDeck: deck('constructed-federation-playable'), joinDeck: deck('constructed-klingon-playable') });
    const oldFirst = await firstOf(server, t.gameId);
    await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken, deck: deck('constructed-klingon-playable') });
    const r = await t.guest.post(`/api/games/${t.gameId}/rematch`, { token: t.guestToken });
    expect(r.status).toBe(200);
    const newId = r.body.gameId as string;
    // the seat the first player held is now the other person's, who goes first
    expect(await firstOf(server, newId)).toBe(oldFirst);
    const loaded = await server.store.load(newId);
    const setup = loaded?.game.setup;
    expect(setup?.format).toBe('constructed');
    // both play the Klingon deck now: the host changed his, the guest kept hers
    const hostNew = (await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken })).body.seat as 'player-1' | 'player-2';
    const guestNew = r.body.seat as 'player-1' | 'player-2';
    expect(hostNew).toBe(t.guestSeat);
    expect(guestNew).toBe(t.hostSeat);
    expect(setup?.decks[hostNew]).toEqual(setup?.decks[guestNew]);
  }, 60_000);

  it('refuses a rematch before the end, from a wrong token, against the AI, with a deck in the intro game, or a broken deck; nothing is made', async () => {
    const { base } = await serve();
    const host = new Browser(base);
    const c = await host.post('/api/games', { mode: 'friend' });
    const gameId = c.body.gameId as string;
    const notOver = await host.post(`/api/games/${gameId}/rematch`, { token: c.body.token });
    expect(notOver.status).toBe(409);
    expect(notOver.body.message).toMatch(/not over/);
    expect((await host.post(`/api/games/${gameId}/rematch`, { token: 'not-a-token' })).status).toBe(403);
    expect((await host.post(`/api/games/${gameId}/rematch`, {})).status).toBe(400);
    expect((await host.post('/api/games/nosuchgame/rematch', { token: 'x' })).status).toBe(404);
    const bot = await host.post('/api/games', { mode: 'bot' });
    const s = await host.socket();
    await s.hello(bot.body.gameId as string, bot.body.token as string);
    const over = s.next((m) => m.type === 'gameOver');
    s.send({ type: 'concede' });
    await over;
    const vsBot = await host.post(`/api/games/${bot.body.gameId as string}/rematch`, { token: bot.body.token });
    expect(vsBot.status).toBe(409);
    expect(vsBot.body.message).toMatch(/two people/);
    const t = await finishedFriendGame(base);
    const withDeck = await t.host.post(`/api/games/${t.gameId}/rematch`, { token: t.hostToken, deck: '1 Tricorder' });
    expect(withDeck.status).toBe(400);
    expect(withDeck.body.message).toMatch(/intro decks/);
    const tc = await finishedFriendGame(base, { format: 'constructed', hostDeck: deck('constructed-federation-playable'), joinDeck: deck('constructed-klingon-playable') });
    const broken = await tc.host.post(`/api/games/${tc.gameId}/rematch`, { token: tc.hostToken, deck: '1 Tricorder' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('bad-deck');
    // the broken ask was not recorded: the guest's ask waits
    expect((await tc.guest.post(`/api/games/${tc.gameId}/rematch`, { token: tc.guestToken })).status).toBe(202);
  }, 60_000);

  it('a rematch of a rated lobby game between two accounts is rated too', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const { gameId, hostToken, joinToken } = await lobbyGameConceded(alice, bob, true);
    await alice.post(`/api/games/${gameId}/rematch`, { token: hostToken });
    const r = await bob.post(`/api/games/${gameId}/rematch`, { token: joinToken });
    const mine = await alice.post(`/api/games/${gameId}/rematch`, { token: hostToken });
    const newId = r.body.gameId as string;
    // Alice concedes the rematch: both ratings move again
    const a2 = await alice.socket();
    await a2.hello(newId, mine.body.token as string);
    const b2 = await bob.socket();
    await b2.hello(newId, r.body.token as string);
    const over2 = b2.next((m) => m.type === 'gameOver');
    a2.send({ type: 'concede' });
    await over2;
    const rec = await bob.get(`/api/games/${newId}/record`);
    expect(rec.body.rating).toMatchObject({ rated: true });
    const me = await bob.get('/api/account');
    expect((me.body.account as { ratings: { ratedGames: number }[] }).ratings[0]?.ratedGames).toBe(2);
  }, 60_000);
});

/**
 * Spectator settings (issue 29): a game created (or posted to the lobby) with `spectators: false`
 * refuses a hello without a token while it is played; its players still open it; once it is over
 * anyone may watch it (its replay is public). By default anyone may watch. A rematch keeps the setting.
 */
import { describe, expect, it } from 'vitest';
import { Browser, serve } from './community-helpers.ts';

async function watch(b: Browser, gameId: string) {
  const s = await b.socket();
  const first = s.next((m) => m.type === 'welcome' || m.type === 'error');
  s.send({ type: 'hello', gameId });
  return first;
}

describe('spectator settings', () => {
  it('a friend game without spectators refuses a watcher while it is played, not its players, and opens once over', async () => {
    const { base } = await serve();
    const host = new Browser(base);
    const guest = new Browser(base);
    const carol = new Browser(base);
    const c = await host.post('/api/games', { mode: 'friend', spectators: false });
    expect(c.status).toBe(201);
    const gameId = c.body.gameId as string;
    const j = await guest.post(`/api/games/${gameId}/join`, { invite: c.body.invite });
    const refused = await watch(carol, gameId);
    expect(refused).toMatchObject({ type: 'error', code: 'no-spectators' });
    expect(refused.type === 'error' && refused.message).toMatch(/allow no spectators/);
    const a = await host.socket();
    const w = a.next((m) => m.type === 'welcome');
    await a.hello(gameId, c.body.token as string);
    expect(await w).toMatchObject({ type: 'welcome', seat: 'federation' });
    const b = await guest.socket();
    await b.hello(gameId, j.body.token as string);
    const over = a.next((m) => m.type === 'gameOver');
    b.send({ type: 'concede' });
    await over;
    expect(await watch(carol, gameId)).toMatchObject({ type: 'welcome', seat: 'spectator' });
    // the rematch keeps the setting
    await host.post(`/api/games/${gameId}/rematch`, { token: c.body.token });
    const r = await guest.post(`/api/games/${gameId}/rematch`, { token: j.body.token });
    expect(await watch(carol, r.body.gameId as string)).toMatchObject({ type: 'error', code: 'no-spectators' });
  }, 60_000);

  it('by default, and with spectators: true, anyone may watch; a lobby game may refuse them too', async () => {
    const { base } = await serve();
    const host = new Browser(base);
    const carol = new Browser(base);
    for (const body of [{ mode: 'friend' }, { mode: 'friend', spectators: true }, { mode: 'bot' }]) {
      const c = await host.post('/api/games', body);
      expect(await watch(carol, c.body.gameId as string)).toMatchObject({ type: 'welcome', seat: 'spectator' });
    }
    const alice = await new Browser(base).signUp('Alice');
    const g = await alice.post('/api/lobby/games', { spectators: false });
    expect(g.status).toBe(201);
    expect(await watch(carol, g.body.gameId as string)).toMatchObject({ type: 'error', code: 'no-spectators' });
    // a malformed setting is refused, nothing made
    expect((await host.post('/api/games', { mode: 'friend', spectators: 'no' })).status).toBe(400);
  }, 60_000);
});

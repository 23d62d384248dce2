/**
 * Two people in two browser contexts: one creates a game and shares the invite link, the other
 * opens it and takes the other seat; both play by clicking through seeding into the game. Then a
 * concession ends it: the end screen shows the winner and the score chart, and the replay of the
 * finished game is stepped forward and back. No URL either browser requests carries the invite
 * code or a seat token (the code travels after the '#', and is cleared from the address bar).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, hasChromium, newPage, playBoth, startStack, type Stack } from './harness.ts';

describe.skipIf(!hasChromium)('two players through an invite link, then a replay', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('plays a friend through the invite link, ends the game, and steps through its replay', async () => {
    const alice = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bob = await stack.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const a = await newPage(alice);
    const b = await newPage(bob);
    // every URL the pages ask for, as sent (a fragment never is)
    const requested: string[] = [];
    for (const p of [a.page, b.page]) {
      p.on('request', (r) => requested.push(r.url().split('#')[0] as string));
      p.on('websocket', (w) => requested.push(w.url()));
    }

    await a.page.goto(`${stack.url}/`);
    await a.page.locator('input[name="side-friend"][value="klingon"]').check(); // Alice takes the Klingons
    await a.page.getByTestId('start-friend').click();
    const invite = await a.page.getByTestId('invite-url').inputValue();
    expect(invite).toMatch(/\/#\/join\/[\w-]+\?invite=/);
    const code = new URL(invite.replace('/#/', '/')).searchParams.get('invite') as string;
    expect(code.length).toBeGreaterThan(8);

    await b.page.goto(invite);
    await b.page.waitForSelector('[data-testid="table"]');
    expect(b.page.url()).toMatch(/#\/game\//);
    expect(b.page.url()).not.toContain(code);
    await a.page.waitForSelector('[data-testid="invite"]', { state: 'detached' });
    await expect.poll(() => b.page.locator('.game-title').textContent()).toContain('you play Federation');
    await expect.poll(() => a.page.locator('.game-title').textContent()).toContain('you play Klingon');

    expect(await playBoth([a.page, b.page], 3)).toBeGreaterThan(10);
    // the same spaceline for both (by mission name: each seat knows the cards by its own handles)
    const order = (page: typeof a.page) =>
      page.evaluate(() => [...document.querySelectorAll('.mission')].map((m) => m.querySelector('[aria-label^="Mission "]')?.getAttribute('aria-label')?.split(',')[0] ?? null));
    const missions = await order(a.page);
    expect(missions.length).toBeGreaterThan(0);
    expect(missions.every((m) => m !== null && m.startsWith('Mission '))).toBe(true);
    expect(missions).toEqual(await order(b.page));
    await b.page.screenshot({ path: join(ARTIFACTS, 'friend-phone.png') });

    // Bob concedes; both see the end screen
    await b.page.getByRole('button', { name: 'Concede' }).click();
    await b.page.getByRole('button', { name: 'Yes, concede' }).click();
    for (const p of [a.page, b.page]) await p.waitForSelector('[data-testid="end-screen"]');
    await expect.poll(() => a.page.locator('#end-title').textContent()).toBe('You win!');
    expect(await a.page.locator('[data-testid="score-chart"] path').count()).toBe(2);
    await a.page.screenshot({ path: join(ARTIFACTS, 'end-screen.png') });

    // the replay of the finished game, stepped forward and back
    await a.page.getByRole('link', { name: 'Watch the replay' }).click();
    await a.page.waitForSelector('[data-testid="replay-controls"], [role="alert"]');
    expect(await a.page.locator('[role="alert"]').allTextContents()).toEqual([]);
    const step = async () => (await a.page.getByTestId('replay-step').textContent()) ?? '';
    expect(await step()).toMatch(/^0 \/ \d+$/);
    const total = Number((await step()).split('/')[1]);
    expect(total).toBeGreaterThan(10);
    expect(await a.page.locator('.spaceline .mission').count()).toBeLessThan(12);
    for (let i = 0; i < 12; i++) await a.page.getByTestId('step-forward').click();
    expect(await step()).toBe(`12 / ${total}`);
    const missionsAt12 = await a.page.locator('.spaceline .mission').count();
    await a.page.getByTestId('step-back').click();
    expect(await step()).toBe(`11 / ${total}`);
    await a.page.keyboard.press('ArrowRight');
    expect(await step()).toBe(`12 / ${total}`);
    expect(await a.page.locator('.spaceline .mission').count()).toBe(missionsAt12);
    await a.page.getByRole('button', { name: 'To the end' }).click();
    expect(await step()).toBe(`${total} / ${total}`);
    await a.page.waitForSelector('[data-testid="end-screen"]');
    await a.page.getByRole('button', { name: 'See the table' }).click();
    await a.page.getByLabel('Seen by').selectOption('klingon');
    await a.page.waitForSelector('[data-testid="hand"]');
    await a.page.screenshot({ path: join(ARTIFACTS, 'replay-laptop.png') });

    const tokens = await Promise.all([a.page, b.page].map((p) => p.evaluate(() => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { token: string }[]).map((t) => t.token))));
    expect(tokens.flat()).toHaveLength(2);
    expect(requested.some((u) => u.includes('/api/games/list'))).toBe(true);
    for (const secret of [code, ...tokens.flat()]) expect(requested.filter((u) => u.includes(secret))).toEqual([]);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await alice.close();
    await bob.close();
  }, 240_000);
});

/**
 * Issue 29's closing scenario, in two Chromium contexts: two new accounts find each other in the
 * lobby, play a rated game with clocks and chat, see their ratings change (account page, leaderboard)
 * and replay the game; then a rematch, asked by one and accepted by the other, seats each on the
 * other side of a new game. The game was posted without spectators: a third browser is refused until it is over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, hasChromium, newPage, playBoth, signUp, startStack, type Stack } from './harness.ts';

const gameIdOf = (page: Page) => /#\/game\/([\w-]+)/.exec(page.url())?.[1] as string;

describe.skipIf(!hasChromium)('two new accounts: lobby, a rated game with clocks and chat, ratings, replay, rematch', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('plays it through', async () => {
    const a = await newPage(await stack.browser.newContext({ viewport: { width: 1280, height: 900 } }));
    const b = await newPage(await stack.browser.newContext({ viewport: { width: 1280, height: 900 } }));
    await signUp(a.page, stack.url, 'Picard Rated');
    await signUp(b.page, stack.url, 'Gowron Rated');
    // before any rated game: no rating yet, the leaderboard is empty
    await a.page.goto(`${stack.url}/#/account`);
    await a.page.getByTestId('my-ratings-none').waitFor();

    // Gowron posts a rated intro game with a clock as the Klingons; Picard finds it and joins
    await b.page.goto(`${stack.url}/#/lobby`);
    await b.page.getByTestId('leaderboard-empty').waitFor();
    await b.page.locator('input[name="lobby-side"][value="klingon"]').check();
    await b.page.getByTestId('lobby-clock').selectOption('10+5');
    await b.page.getByTestId('lobby-rated').check();
    // and lets nobody watch while it is played
    await b.page.getByTestId('lobby-spectators').uncheck();
    await b.page.getByTestId('lobby-post-submit').click();
    await b.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    const gameId = gameIdOf(b.page);
    await a.page.goto(`${stack.url}/#/lobby`);
    const row = a.page.locator(`[data-testid="lobby-game"][data-game="${gameId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('rated');
    await row.getByTestId('lobby-join').click();
    await a.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    expect(gameIdOf(a.page)).toBe(gameId);

    // a third browser may not watch it live, and is told why
    const c = await newPage(await stack.browser.newContext({ viewport: { width: 1280, height: 900 } }));
    await c.page.goto(`${stack.url}/#/watch/${gameId}`);
    await expect.poll(() => c.page.locator('[role="alert"]').first().textContent(), { timeout: 15_000 }).toMatch(/allow no spectators while it is played/);
    expect(await c.page.locator('[data-testid="table"]').count()).toBe(0);

    // the clocks show for both; they chat
    for (const p of [a.page, b.page]) await p.waitForSelector('[data-testid="clocks"]');
    await a.page.getByTestId('chat-input').fill('Make it so.');
    await a.page.getByTestId('chat-send').click();
    await expect.poll(() => b.page.getByTestId('chat-list').textContent(), { timeout: 15_000 }).toContain('Federation (Picard Rated): Make it so.');
    await b.page.getByTestId('chat-input').fill('Qapla!');
    await b.page.getByTestId('chat-send').click();
    await expect.poll(() => a.page.getByTestId('chat-list').textContent(), { timeout: 15_000 }).toContain('Klingon (Gowron Rated): Qapla!');

    // they play into the second turn, then the Klingon concedes
    await playBoth([a.page, b.page], 2);
    await b.page.getByRole('button', { name: 'Concede' }).click();
    await b.page.getByRole('button', { name: 'Yes, concede' }).click();
    for (const p of [a.page, b.page]) await p.waitForSelector('[data-testid="end-screen"]', { timeout: 30_000 });
    expect(await a.page.locator('#end-title').textContent()).toBe('You win!');
    await a.page.screenshot({ path: join(ARTIFACTS, 'community-end.png') });

    // a rematch: Picard asks, Gowron is told and accepts; each is on the other side of a new game
    await a.page.getByTestId('rematch').click();
    await expect.poll(() => a.page.getByTestId('rematch-status').textContent(), { timeout: 15_000 }).toMatch(/Waiting for your opponent/);
    await expect.poll(() => b.page.getByTestId('rematch-status').textContent(), { timeout: 15_000 }).toMatch(/Your opponent asks for a rematch/);
    await b.page.getByTestId('rematch').click();
    await expect.poll(() => gameIdOf(b.page), { timeout: 30_000 }).not.toBe(gameId);
    await expect.poll(() => gameIdOf(a.page), { timeout: 30_000 }).not.toBe(gameId);
    const rematchId = gameIdOf(a.page);
    expect(gameIdOf(b.page)).toBe(rematchId);
    await a.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    await expect.poll(() => a.page.locator('.game-title').textContent(), { timeout: 15_000 }).toContain('you play Klingon');
    await expect.poll(() => b.page.locator('.game-title').textContent(), { timeout: 15_000 }).toContain('you play Federation');

    // the ratings changed: the winner up, the loser down, on the account page and the leaderboard
    await a.page.goto(`${stack.url}/#/account`);
    await expect.poll(() => a.page.getByTestId('my-rating-intro').textContent(), { timeout: 15_000 }).toMatch(/^Intro decks: \d+ \(±\d+\), 1 rated game of 1 played$/);
    const won = a.page.locator(`[data-testid="recent-game"][data-game="${gameId}"]`);
    expect(await won.textContent()).toContain('won');
    expect(await won.getByTestId('rating-change').textContent()).toMatch(/rating 1500 → 1\d\d\d \(\+\d+\)/);
    await b.page.goto(`${stack.url}/#/account`);
    const lost = b.page.locator(`[data-testid="recent-game"][data-game="${gameId}"]`);
    await lost.waitFor({ timeout: 15_000 });
    expect(await lost.getByTestId('rating-change').textContent()).toMatch(/rating 1500 → 1\d\d\d \(−\d+\)/);
    await b.page.goto(`${stack.url}/#/lobby`);
    await expect.poll(() => b.page.getByTestId('leaderboard-row').first().textContent(), { timeout: 15_000 }).toContain('Picard Rated');
    expect(await b.page.getByTestId('leaderboard-row').count()).toBe(2);
    await b.page.screenshot({ path: join(ARTIFACTS, 'community-leaderboard.png') });

    // and the game replays, from the account's recent games
    await won.getByRole('link', { name: 'replay' }).click();
    await a.page.getByTestId('replay-controls').waitFor({ timeout: 30_000 });
    await a.page.getByTestId('step-forward').click();
    expect(await a.page.getByTestId('replay-step').textContent()).toMatch(/1/);
    // once over, the game opens to anyone
    await c.page.goto(`${stack.url}/#/watch/${gameId}`);
    await c.page.reload();
    await c.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 300_000);
});

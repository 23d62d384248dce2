/**
 * A constructed game in the browser, from the deck pasted on the start page to the end screen
 * (issue 24's "done when"): the game is created in the UI against the random bot, its first
 * decisions are taken by clicking, the table shows what constructed play adds (the seats Player 1
 * and Player 2, both players' missions, the count of cards seeded under each mission), and the
 * rest of the game is played quickly through the protocol by the browser tests' driver for the
 * page's seat (the page holds the same seat and is sent every view) until the game is over: the
 * end screen names the winner (or a draw) and both seats' scores. The server answers response
 * points at once (responseDelayMs 0), so a whole game fits in well under a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerView } from '@stccg/engine';
import { ARTIFACTS, hasChromium, newPage, playUntil, startStack, type Stack } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';
import { newMemory } from './driver.ts';

const FED = readFileSync(new URL('../../../decks/constructed-federation-playable.txt', import.meta.url), 'utf8');

describe.skipIf(!hasChromium)('a constructed game in a browser, to its end', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ responseDelayMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('is created from a pasted deck against the random bot and played until the end screen', { timeout: 180_000 }, async () => {
    stack.nextSeed(24);
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 860 } });
    const { page, errors } = await newPage(ctx);
    await page.goto(`${stack.url}/`);
    await page.getByTestId('format-ai-constructed').check();
    await page.getByTestId('deck-ai').fill(FED);
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
    const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
    expect(token).toBeTruthy();

    // the seed phase by clicking, to the first turn
    const mem = newMemory();
    const setup = await playUntil(page, mem, (p) => p.turn >= 1);
    expect(setup.decisions).toBeGreaterThan(5);
    expect(await page.locator('.spaceline .mission').count()).toBe(12);
    expect(await page.locator('[data-testid="seed-count"]').count()).toBe(12);
    const under = await page.locator('[data-testid="seed-count"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-under'))));
    expect(under.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect(await page.locator('[data-seat="player-1"] .seat-name').textContent()).toMatch(/Player 1.*\(you\)/);

    // the rest of the game through the protocol, for the page's seat, to its end
    const t0 = Date.now();
    let last: PlayerView | null = null;
    const stopped = await driveUntil(stack.url, gameId, token, 'player-1', (_p, v) => {
      last = v;
      return false;
    }, 5000);
    expect(stopped, 'the driver played on to the end of the game').toBeNull();
    expect((last as PlayerView | null)?.turn.number ?? 0).toBeGreaterThan(1);

    const end = page.getByTestId('end-screen');
    await end.waitFor({ timeout: 30_000 });
    const text = (await end.textContent()) ?? '';
    expect(text).toMatch(/You win!|Player 2 wins|A draw/);
    expect(text).toMatch(/Player 1 \d+ · Player 2 \d+ · /);
    expect(text).not.toMatch(/player-[12]|Federation \d|Klingon \d/);
    await page.screenshot({ path: join(ARTIFACTS, 'constructed-end.png') });
    // the table behind it: the end of a constructed game, nothing waiting
    await end.getByRole('button', { name: 'See the table' }).click();
    expect(await page.locator('[data-testid="decision"] .option:not([disabled])').count()).toBe(0);
    expect(errors).toEqual([]);
    // quickly: the whole game after the seed phase well inside a minute on a shared machine
    expect(Date.now() - t0).toBeLessThan(90_000);
    await ctx.close();
  });
});

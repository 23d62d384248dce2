/**
 * Constructed games in the browser (issue 24): a deck list pasted on the start page starts a game
 * against the random bot (the spaceline is seeded from both decks and turns are played, seats
 * named Player 1 and Player 2); a bad deck is refused with the server's reasons beside the form
 * and no game starts; a friend joins an invite to a constructed game with their own deck (a bad
 * one refused with its reasons, the seat staying open) and both play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, hasChromium, newPage, playBoth, playUntil, startStack, type Stack } from './harness.ts';
import { newMemory } from './driver.ts';

const deckFile = (name: string) => readFileSync(new URL(`../../../decks/${name}`, import.meta.url), 'utf8');
const FED = deckFile('constructed-federation-playable.txt');
const KLI = deckFile('constructed-klingon-playable.txt');
const BAD = '# a bad deck\n1 Sarthong Plunder\n3 No Such Card Anywhere\n1 Klingon Outpost\n';

describe.skipIf(!hasChromium)('constructed games in a browser', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('a bad deck shows its reasons and starts nothing; a pasted deck starts a game against the Cadet that seeds and plays', { timeout: 180_000 }, async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 860 } });
    const { page, errors } = await newPage(ctx);
    await page.goto(`${stack.url}/`);
    await page.getByTestId('format-ai-constructed').check();
    // the Cadet and the Officer play one's own deck, the Captain not yet; the bot's deck comes filled in with a sample
    await expect(page.locator('input[name="bot"][value="search"]').isDisabled()).resolves.toBe(true);
    await expect(page.locator('input[name="bot"][value="heuristic"]').isDisabled()).resolves.toBe(false);
    await page.locator('input[name="bot"][value="random"]').check();
    expect(await page.getByTestId('bot-deck').inputValue()).toMatch(/Klingon Outpost/);

    await page.getByTestId('deck-ai').fill(BAD);
    await page.getByTestId('start-bot').click();
    const refusal = page.getByTestId('bot-error');
    await refusal.waitFor();
    const reasons = (await refusal.textContent()) ?? '';
    expect(reasons).toMatch(/line 3 \("3 No Such Card Anywhere"\)/);
    expect(reasons).toMatch(/nothing was created/);
    expect(page.url()).not.toMatch(/#\/game\//);

    await page.getByTestId('deck-ai').fill(FED);
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
    expect(page.url()).toMatch(/#\/game\//);
    expect(await page.locator('[data-seat="player-1"] .seat-name').textContent()).toMatch(/Player 1.*\(you\)/);
    expect(await page.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/Player 2/);

    // the seed phase by clicking, to the first turn: both players' six missions on the spaceline
    const mem = newMemory();
    const setup = await playUntil(page, mem, (p) => p.turn >= 1);
    expect(setup.decisions).toBeGreaterThan(5);
    expect(await page.locator('.spaceline .mission').count()).toBe(12);
    const turns = await playUntil(page, mem, (p) => p.turn >= 4);
    expect(turns.last?.turn ?? 99).toBeGreaterThanOrEqual(4);
    expect(await page.locator('[data-testid="log"] li').count()).toBeGreaterThan(10);
    await page.screenshot({ path: join(ARTIFACTS, 'constructed-table.png'), fullPage: true });

    // conceding ends it: the end screen names the seats, and the replay plays the constructed record
    await page.getByRole('button', { name: 'Concede' }).click();
    await page.getByRole('button', { name: 'Yes, concede' }).click();
    const end = page.getByTestId('end-screen');
    await end.waitFor();
    expect(await end.textContent()).toMatch(/Player 2 wins[\s\S]*Player 1 0/);
    await end.getByText('Watch the replay').click();
    await page.getByTestId('replay-controls').waitFor();
    expect(await page.locator('select[aria-label="Seen by"] option').allTextContents()).toEqual(['a spectator', 'Player 1', 'Player 2']);
    await page.getByRole('button', { name: 'To the end' }).click();
    expect(await page.getByText('This record cannot be replayed').count()).toBe(0);
    // the browser logs the refused request's 400 answer; nothing else went wrong
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await ctx.close();
  });

  it('an invite to a constructed game: the friend joins with their own deck (a bad one is refused with its reasons), then both play', { timeout: 180_000 }, async () => {
    const ctxA = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const ctxB = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const { page: a, errors: errA } = await newPage(ctxA);
    const { page: b, errors: errB } = await newPage(ctxB);
    await a.goto(`${stack.url}/`);
    await a.getByTestId('format-friend-constructed').check();
    await a.getByTestId('deck-friend').fill(KLI);
    await a.getByTestId('start-friend').click();
    await a.getByTestId('waiting-for-deck').waitFor();
    const invite = await a.getByTestId('invite-url').inputValue();

    await b.goto(invite);
    await b.getByTestId('join-deck-form').waitFor();
    await b.getByTestId('join-deck').fill(BAD);
    await b.getByTestId('join-with-deck').click();
    const refusal = b.getByTestId('join-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/line 3/);
    // still waiting for a deck: the creator sees no table yet
    expect(await a.getByTestId('waiting-for-deck').count()).toBe(1);

    await b.getByTestId('join-deck').fill(FED);
    await b.getByTestId('join-with-deck').click();
    await b.waitForSelector('[data-testid="table"]');
    await a.waitForSelector('[data-testid="table"]');
    expect(await b.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/Player 2.*\(you\)/);
    const n = await playBoth([a, b], 3);
    expect(n).toBeGreaterThan(10);
    expect(await a.locator('.spaceline .mission').count()).toBe(12);
    expect([...errA, ...errB].filter((e) => !/status of 400/.test(e))).toEqual([]);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });
});

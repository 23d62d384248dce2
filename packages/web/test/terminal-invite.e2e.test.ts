/**
 * The browser and the terminal play each other (issue 24's "done when": a second person by invite,
 * in the terminal and in the browser). A constructed game created in the browser's start page is
 * joined from the terminal (`stccg join LINK --deck FILE`, cli/src/online.ts); one created from the
 * terminal (`stccg play --server URL --deck FILE`) is joined in the browser from the printed link.
 * The terminal answers by number (a scripted Io); the browser's seat is played through the
 * protocol by the browser tests' driver (the page holds the same seat and is sent every view),
 * until the page's end screen and the terminal's GAME OVER show the same scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hostGame, joinGame } from '../../cli/src/online.ts';
import { resultOf, terminal } from '../../cli/test/scripted-terminal.ts';
import { ARTIFACTS, hasChromium, newPage, startStack, type Stack } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';

const deckPath = (name: string) => new URL(`../../../decks/${name}`, import.meta.url).pathname;
const FED = deckPath('constructed-federation-playable.txt');
const KLI = deckPath('constructed-klingon-playable.txt');

/** The seat token this page's browser holds for the game. */
const tokenOf = (page: Page, gameId: string) =>
  page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token ?? null, gameId);

/** The end screen's scores, [Player 1, Player 2]. */
async function endScores(page: Page): Promise<number[] | null> {
  const end = page.getByTestId('end-screen');
  await end.waitFor({ timeout: 30_000 });
  const text = (await end.textContent()) ?? '';
  return /Player 1 (\d+) · Player 2 (\d+)/.exec(text)?.slice(1).map(Number) ?? null;
}

describe.skipIf(!hasChromium)('the browser and the terminal play each other by invite', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ responseDelayMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('a constructed game created in the browser is joined from the terminal by its invite link and played to the same end', { timeout: 120_000 }, async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const { page, errors } = await newPage(ctx);
    await page.goto(`${stack.url}/`);
    await page.getByTestId('format-friend-constructed').check();
    await page.getByTestId('deck-friend').fill(readFileSync(FED, 'utf8'));
    await page.getByTestId('start-friend').click();
    await page.getByTestId('waiting-for-deck').waitFor();
    const invite = await page.getByTestId('invite-url').inputValue();
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;

    // the terminal joins with the link the browser shows, and its own deck
    const term = terminal(7);
    const joining = joinGame({ link: invite, deck: KLI, records: join(ARTIFACTS, 'records') }, term.io);
    await page.waitForSelector('[data-testid="table"]');
    await expect.poll(() => page.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/Player 2/);
    const token = await tokenOf(page, gameId);
    expect(token).toBeTruthy();
    const driven = await driveUntil(stack.url, gameId, token as string, 'player-1', () => false, 5000);
    expect(driven, 'the browser seat was driven to the end').toBeNull();
    expect(await joining).toBe(0);
    const t = resultOf(term.out, 'Player 2');
    expect(t).not.toBeNull();
    expect(term.out.join('\n')).toMatch(/You play your deck \(Player 2\) in a constructed game/);
    const scores = await endScores(page);
    expect(scores).toEqual([t?.scores['Player 1'], t?.scores['Player 2']]);
    await page.screenshot({ path: join(ARTIFACTS, 'terminal-joined-end.png') });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a constructed game created from the terminal is joined in the browser from the printed link and played to the same end', { timeout: 120_000 }, async () => {
    const term = terminal(8);
    const hosting = hostGame({ server: stack.url, deck: FED, records: join(ARTIFACTS, 'records') }, term.io);
    await expect.poll(() => term.out.join('\n'), { timeout: 20_000 }).toMatch(/Waiting for your friend to join/);
    const invite = /^ {2}(http:\/\/\S+\/#\/join\/\S+)$/m.exec(term.out.join('\n'))?.[1] as string;
    expect(invite).toBeTruthy();

    const ctx = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const { page, errors } = await newPage(ctx);
    await page.goto(invite);
    await page.getByTestId('join-deck-form').waitFor();
    await page.getByTestId('join-deck').fill(readFileSync(KLI, 'utf8'));
    await page.getByTestId('join-with-deck').click();
    await page.waitForSelector('[data-testid="table"]');
    await expect.poll(() => page.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/Player 2.*\(you\)/);
    await expect.poll(() => term.out.includes('Your friend has joined: the game begins.')).toBe(true);
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
    const token = await tokenOf(page, gameId);
    const driven = await driveUntil(stack.url, gameId, token as string, 'player-2', () => false, 5000);
    expect(driven, 'the browser seat was driven to the end').toBeNull();
    expect(await hosting).toBe(0);
    const t = resultOf(term.out, 'Player 1');
    expect(t).not.toBeNull();
    const scores = await endScores(page);
    expect(scores).toEqual([t?.scores['Player 1'], t?.scores['Player 2']]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

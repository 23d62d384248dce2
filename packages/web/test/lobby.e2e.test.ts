/**
 * The lobby in two browsers (issue 29): two new accounts; B watches the lobby while A posts a game,
 * sees it appear live (format, host, clock) and joins it: both land at the table, on opposite
 * sides. A posts a second game and cancels it: it leaves B's list. A constructed game is joined
 * with B's deck. A and B exchange a lobby chat message; a message too long is refused before it is
 * sent, and past the rate limit the wait is told. A guest sees the list and why it cannot chat, and
 * is not offered a rated game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, hasChromium, newPage, signUp, startStack, type Stack } from './harness.ts';

describe.skipIf(!hasChromium)('the lobby: post, see it live, join; cancel; chat', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('posts a game that another account sees live and joins, and both chat in the lobby', async () => {
    const a = await newPage(await stack.browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const b = await newPage(await stack.browser.newContext({ viewport: { width: 1280, height: 800 } }));
    const g = await newPage(await stack.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));
    await signUp(a.page, stack.url, 'Kirk Lobby');
    await signUp(b.page, stack.url, 'Spock Lobby');

    // the start page links to the lobby
    await b.page.goto(`${stack.url}/`);
    await b.page.getByTestId('start-lobby').click();
    expect(b.page.url()).toMatch(/#\/lobby$/);
    await b.page.getByTestId('lobby-empty').waitFor();
    await expect.poll(() => b.page.getByTestId('lobby-online-list').textContent(), { timeout: 15_000 }).toContain('Spock Lobby');

    // A posts an intro game as the Klingons, 10 min + 5 s, rated, and lands at its table
    await a.page.goto(`${stack.url}/#/lobby`);
    await a.page.getByTestId('lobby-empty').waitFor();
    await a.page.locator('input[name="lobby-side"][value="klingon"]').check();
    await a.page.getByTestId('lobby-clock').selectOption('10+5');
    await a.page.getByTestId('lobby-rated').check();
    await a.page.getByTestId('lobby-post-submit').click();
    await a.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    const gameId = /#\/game\/([\w-]+)/.exec(a.page.url())?.[1] as string;
    expect(gameId).toBeTruthy();

    // B sees it appear without reloading; a guest sees it too, but may not take a rated game
    const row = b.page.locator(`[data-testid="lobby-game"][data-game="${gameId}"]`);
    await row.waitFor({ timeout: 15_000 });
    const text = await row.textContent();
    expect(text).toContain('Intro decks');
    expect(text).toContain('Kirk Lobby');
    expect(text).toContain('you play Federation');
    expect(text).toContain('rated');
    expect(text).toContain('10 min + 5 s a move');
    await g.page.goto(`${stack.url}/#/lobby`);
    const guestRow = g.page.locator(`[data-testid="lobby-game"][data-game="${gameId}"]`);
    await guestRow.waitFor({ timeout: 15_000 });
    expect(await guestRow.getByTestId('lobby-join').isDisabled()).toBe(true);
    expect(await g.page.getByTestId('lobby-rated').count()).toBe(0);
    expect(await g.page.getByTestId('lobby-chat-guest').textContent()).toMatch(/Sign in to chat/);
    expect(await g.page.getByTestId('lobby-chat-input').count()).toBe(0);
    await b.page.screenshot({ path: join(ARTIFACTS, 'lobby.png') });

    // B joins: the table, as Federation; A's table is the same game, as Klingon
    await row.getByTestId('lobby-join').click();
    await b.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    expect(b.page.url()).toContain(`#/game/${gameId}`);
    await expect.poll(() => b.page.locator('.game-title').textContent(), { timeout: 15_000 }).toContain('you play Federation');
    await expect.poll(() => a.page.locator('.game-title').textContent(), { timeout: 15_000 }).toContain('you play Klingon');
    // taken: the game leaves the list
    await g.page.getByTestId('lobby-empty').waitFor({ timeout: 15_000 });

    // A posts another game, comes back to the lobby and cancels it: it leaves B's list
    await a.page.goto(`${stack.url}/#/lobby`);
    await a.page.getByTestId('lobby-post-submit').click();
    await a.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    const second = /#\/game\/([\w-]+)/.exec(a.page.url())?.[1] as string;
    expect(second).not.toBe(gameId);
    await b.page.goto(`${stack.url}/#/lobby`);
    await b.page.locator(`[data-testid="lobby-game"][data-game="${second}"]`).waitFor({ timeout: 15_000 });
    expect(await b.page.locator(`[data-game="${second}"] [data-testid="lobby-cancel"]`).count()).toBe(0);
    await a.page.goto(`${stack.url}/#/lobby`);
    await a.page.locator(`[data-game="${second}"] [data-testid="lobby-cancel"]`).click();
    await b.page.getByTestId('lobby-empty').waitFor({ timeout: 15_000 });
    await a.page.getByTestId('lobby-empty').waitFor({ timeout: 15_000 });

    // a constructed game: A posts it with a deck and waits; B's Join asks for B's deck first; both land at the table
    await a.page.getByTestId('lobby-format-constructed').check();
    await a.page.getByRole('button', { name: 'Use the sample Federation deck' }).click();
    await a.page.getByTestId('lobby-post-submit').click();
    await a.page.getByTestId('waiting-for-deck').waitFor({ timeout: 30_000 });
    const third = /#\/game\/([\w-]+)/.exec(a.page.url())?.[1] as string;
    const cRow = b.page.locator(`[data-testid="lobby-game"][data-game="${third}"]`);
    await cRow.waitFor({ timeout: 15_000 });
    expect(await cRow.textContent()).toContain('Constructed');
    await cRow.getByTestId('lobby-join').click();
    await cRow.getByRole('button', { name: 'Use the sample Federation deck' }).click();
    await cRow.getByTestId('lobby-join').click();
    await b.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    expect(b.page.url()).toContain(`#/game/${third}`);
    await a.page.waitForSelector('[data-testid="table"]', { timeout: 30_000 });
    await a.page.goto(`${stack.url}/#/lobby`);
    await b.page.goto(`${stack.url}/#/lobby`);
    await a.page.getByTestId('lobby-empty').waitFor({ timeout: 15_000 });
    await b.page.getByTestId('lobby-empty').waitFor({ timeout: 15_000 });

    // the chat: A says something, B reads it and answers, A reads the answer
    await a.page.getByTestId('lobby-chat-input').fill('  Fascinating game, Mr Spock?  ');
    await a.page.getByTestId('lobby-chat-send').click();
    await expect.poll(() => b.page.getByTestId('lobby-chat').textContent(), { timeout: 15_000 }).toContain('Kirk Lobby');
    expect(await b.page.getByTestId('lobby-chat').textContent()).toContain('Fascinating game, Mr Spock?');
    expect(await a.page.getByTestId('lobby-chat-input').inputValue()).toBe('');
    await b.page.getByTestId('lobby-chat-input').fill('Indeed, Captain.');
    await b.page.getByTestId('lobby-chat-input').press('Enter');
    await expect.poll(() => a.page.getByTestId('lobby-chat').textContent(), { timeout: 15_000 }).toContain('Indeed, Captain.');
    // the guest reads it too
    await expect.poll(() => g.page.getByTestId('lobby-chat').textContent(), { timeout: 15_000 }).toContain('Indeed, Captain.');

    // too long: told before sending, nothing sent, the text kept
    const long = 'x'.repeat(501);
    await a.page.getByTestId('lobby-chat-input').fill(long);
    await a.page.getByTestId('lobby-chat-send').click();
    expect(await a.page.getByTestId('lobby-chat-error').textContent()).toBe('A message may have at most 500 characters (this one has 501).');
    expect(await a.page.getByTestId('lobby-chat-input').inputValue()).toBe(long);
    expect(await a.page.getByTestId('lobby-chat-message').count()).toBe(2);
    await a.page.screenshot({ path: join(ARTIFACTS, 'lobby-chat.png') });

    // too fast: the server refuses past 5 messages in 10 s and the lobby tells the wait (sent one
    // after another until refused; at most 12, so a slow machine only sends more before the refusal)
    const input = a.page.getByTestId('lobby-chat-input');
    const told = async () => /too fast/.test((await a.page.getByTestId('lobby-chat-error').allTextContents()).join(' '));
    for (let i = 0; i < 12 && !(await told()); i++) {
      await input.fill(`ping ${i}`);
      await input.press('Enter');
    }
    await expect.poll(told, { timeout: 15_000 }).toBe(true);
    expect(await a.page.getByTestId('lobby-chat-error').textContent()).toMatch(/^You are sending messages too fast: wait \d+ s, then send again\. This one was not sent\.$/);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(g.errors).toEqual([]);
  }, 240_000);
});

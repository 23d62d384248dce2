/**
 * The game screen of a game between two people (issue 29): two browser contexts play a friend
 * game with a clock and see both clocks, only the pending seat's running; the server's clock is
 * moved past the bank (no waiting) and the one whose time ran out loses, both end screens saying
 * so. A second game without a clock: the players chat, one closes the page, the other is told when
 * they may claim the game, is refused before the time is up (the server's sentence shown), then
 * claims it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { ARTIFACTS, hasChromium, newPage, readDecision, startStack, type Stack } from './harness.ts';

/** Real timers the test can jump ahead: every timer due by then fires at once. */
function skippableTimers() {
  let offset = 0;
  type Entry = { due: number; fn: () => void; handle: ReturnType<typeof setTimeout> | null };
  const pending = new Set<Entry>();
  const now = () => performance.now() + offset;
  return {
    timers: {
      now,
      setTimeout(fn: () => void, ms: number): unknown {
        const e: Entry = { due: now() + ms, fn, handle: null };
        e.handle = setTimeout(() => {
          pending.delete(e);
          fn();
        }, ms);
        e.handle.unref?.();
        pending.add(e);
        return e;
      },
    },
    advance(ms: number) {
      offset += ms;
      for (const e of [...pending].sort((a, b) => a.due - b.due)) {
        if (e.due > now()) continue;
        if (e.handle) clearTimeout(e.handle);
        pending.delete(e);
        e.fn();
      }
    },
  };
}

const CLAIM_AFTER_MS = 60_000;

describe.skipIf(!hasChromium)('the game screen of a game between two people: clocks, leaving and chat', () => {
  let stack: Stack;
  const fake = skippableTimers();
  let wallOffset = 0;
  beforeAll(async () => {
    stack = await startStack({ timers: fake.timers, now: () => Date.now() + wallOffset, claimAfterMs: CLAIM_AFTER_MS });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** Alice creates a friend game (with the clock chosen, if any) as the Federation; Bob opens the invite. */
  async function friendGame(clock: string | null): Promise<{ a: Page; b: Page; aErrors: string[]; bErrors: string[]; close: () => Promise<void> }> {
    const alice = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const bob = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const a = await newPage(alice);
    const b = await newPage(bob);
    await a.page.goto(`${stack.url}/`);
    if (clock) await a.page.getByTestId('clock-friend').selectOption(clock);
    await a.page.getByTestId('start-friend').click();
    const invite = await a.page.getByTestId('invite-url').inputValue();
    await b.page.goto(invite);
    await b.page.waitForSelector('[data-testid="table"]');
    await a.page.waitForSelector('[data-testid="invite"]', { state: 'detached' });
    return { a: a.page, b: b.page, aErrors: a.errors, bErrors: b.errors, close: async () => void (await Promise.all([alice.close(), bob.close()])) };
  }

  it('shows both clocks, runs only the pending seat\'s, and ends the game on time', async () => {
    const g = await friendGame('1');
    // both clocks, one minute each; exactly one runs: the seat whose decision is pending
    for (const p of [g.a, g.b]) {
      await p.waitForSelector('[data-testid="clocks"]');
      expect(await p.locator('[data-testid^="clock-"] .clock-time').count()).toBe(2);
    }
    let mine: Page | null = null;
    await expect.poll(async () => {
      mine = (await readDecision(g.a)) ? g.a : (await readDecision(g.b)) ? g.b : null;
      return mine !== null;
    }, { timeout: 30_000 }).toBe(true);
    const chooser = mine as unknown as Page;
    const waiter = chooser === g.a ? g.b : g.a;
    const running = chooser === g.a ? 'federation' : 'klingon';
    const still = running === 'federation' ? 'klingon' : 'federation';
    for (const p of [g.a, g.b]) {
      await expect.poll(() => p.getByTestId(`clock-${running}`).getAttribute('data-running')).toBe('true');
      expect(await p.getByTestId(`clock-${still}`).getAttribute('data-running')).toBe('false');
      // the waiting seat's clock is what the server said, and stays so
      expect(await p.getByTestId(`clock-${still}`).locator('.clock-time').textContent()).toBe('1:00');
    }
    // the running one counts down on its own between views
    await expect.poll(() => chooser.getByTestId(`clock-${running}`).locator('.clock-time').textContent(), { timeout: 20_000 }).toMatch(/^0:[0-5]\d$/);
    expect(await chooser.getByTestId('clock-' + running).locator('.clock-seat').textContent()).toBe('You');

    await chooser.screenshot({ path: join(ARTIFACTS, 'game-clocks.png') });
    // the server's clock is moved past the bank: the pending seat loses on time
    fake.advance(61_000);
    for (const p of [g.a, g.b]) await p.waitForSelector('[data-testid="end-screen"]');
    expect(await chooser.getByTestId('end-reason').textContent()).toBe('Your time ran out.');
    expect(await chooser.locator('#end-title').textContent()).not.toBe('You win!');
    expect(await waiter.locator('#end-title').textContent()).toBe('You win!');
    expect(await waiter.getByTestId('end-reason').textContent()).toBe(`${running === 'federation' ? 'Federation' : 'Klingon'} ran out of time.`);
    // the clocks stop: the loser's shows no time left, and nothing runs
    await chooser.getByRole('button', { name: 'See the table' }).click();
    expect(await chooser.getByTestId(`clock-${running}`).locator('.clock-time').textContent()).toBe('0:00');
    expect(await chooser.locator('[data-testid^="clock-"][data-running="true"]').count()).toBe(0);
    expect(await chooser.locator('[data-testid="decision"] .option:not([disabled])').count()).toBe(0);
    expect(g.aErrors).toEqual([]);
    expect(g.bErrors).toEqual([]);
    await g.close();
  }, 240_000);

  it('chats, and claims the game of an opponent who closed the page (refused before the time is up)', async () => {
    const g = await friendGame(null);
    // no clock: no clocks shown
    expect(await g.a.locator('[data-testid="clocks"]').count()).toBe(0);
    // a message each way in the players' channel
    await g.a.getByTestId('chat-input').fill('Good luck, Bob!');
    await g.a.getByTestId('chat-send').click();
    await expect.poll(() => g.b.getByTestId('chat-list').textContent()).toContain('Federation: Good luck, Bob!');
    await expect.poll(() => g.a.getByTestId('chat-list').textContent()).toContain('You: Good luck, Bob!');
    await g.b.getByTestId('chat-input').fill('  Qapla\'!  ');
    await g.b.getByTestId('chat-input').press('Enter');
    await expect.poll(() => g.a.getByTestId('chat-list').textContent()).toContain("Klingon: Qapla'!");
    expect(await g.b.getByTestId('chat-input').inputValue()).toBe('');
    // an empty message cannot be sent
    await g.a.getByTestId('chat-input').fill('   ');
    expect(await g.a.getByTestId('chat-send').isDisabled()).toBe(true);
    // a spectator (a guest) reads the players' channel, and may not speak: the server's reason is shown
    const gameId = /#\/game\/([^/?]+)/.exec(g.a.url())?.[1] as string;
    const carol = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const c = await newPage(carol);
    await c.page.goto(`${stack.url}/#/watch/${gameId}`);
    await c.page.waitForSelector('[data-testid="table"]');
    expect(await c.page.locator('#chat-title').textContent()).toBe("Spectators' chat");
    expect(await c.page.locator('[data-testid="chat-spectators"]').count()).toBe(0);
    await expect.poll(() => c.page.getByTestId('chat-list').textContent()).toContain("Klingon: Qapla'!");
    await c.page.getByTestId('chat-input').fill('hello from the stands');
    await c.page.getByTestId('chat-send').click();
    await expect.poll(() => c.page.getByTestId('chat-error').textContent()).toMatch(/^Sign in to chat/);
    expect(await c.page.getByTestId('chat-list').textContent()).not.toContain('hello from the stands');
    expect(c.errors).toEqual([]);
    await carol.close();
    // nothing about leaving while both are here
    expect(await g.a.locator('[data-testid="presence"]').count()).toBe(0);

    // Bob closes his page: Alice is told when she may claim the game
    await g.b.close();
    await expect.poll(() => g.a.getByTestId('claim-text').textContent(), { timeout: 20_000 }).toMatch(/^Your opponent left — you may claim the game in \d+ s\.$/);
    // too early: the server's refusal is shown, the game goes on
    await g.a.getByTestId('claim').click();
    await g.a.waitForSelector('[data-testid="claim-error"]');
    await g.a.screenshot({ path: join(ARTIFACTS, 'game-claim-chat.png') });
    await expect.poll(() => g.a.getByTestId('claim-error').textContent()).toMatch(/^Your opponent left only a while ago: you may claim the game in \d+ s/);
    expect(await g.a.locator('[data-testid="end-screen"]').count()).toBe(0);
    // the claim time passes on the server's wall clock: the claim ends the game
    wallOffset += CLAIM_AFTER_MS + 1000;
    await g.a.getByTestId('claim').click();
    await g.a.waitForSelector('[data-testid="end-screen"]');
    expect(await g.a.locator('#end-title').textContent()).toBe('You win!');
    expect(await g.a.getByTestId('end-reason').textContent()).toBe('Your opponent left the game, and you claimed it.');
    expect(g.aErrors).toEqual([]);
    expect(g.bErrors).toEqual([]);
    await g.close();
  }, 240_000);
});

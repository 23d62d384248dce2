/**
 * Views that arrive in quick succession (React error #185, "Maximum update depth exceeded", seen
 * once in CI while both seats of a constructed game were driven fast through the protocol). React
 * counts a commit that leaves an update of the sync or default lane pending as a "nested update"
 * and throws past 50 in a row; every view is a sync-lane update (useSyncExternalStore), and its
 * passive effects run at once after that commit. An effect that sets state on every view (the
 * feedback's flash and toasts, the told sequence's state, the selection dropped on a new decision)
 * leaves a default-lane update behind each time, and when the next view comes before the browser
 * gets to that update's task, the count only grows. Here the page's WebSocket is handed 120 views
 * back to back (each a step of the log naming a card, with a new decision), only microtasks
 * between them, at each pace: the page must take them all and show the last, with no page error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, newPage, startBotGame, startStack, waitForMyDecision, type Stack } from './harness.ts';

/** Records the page's WebSockets and the last view each received (before the app's script runs). */
function recordSockets(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __sockets: WebSocket[]; __lastView: unknown };
    w.__sockets = [];
    const Orig = window.WebSocket;
    class Recorded extends Orig {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        w.__sockets.push(this);
        this.addEventListener('message', (e) => {
          const m = JSON.parse(String(e.data)) as { type: string; view?: unknown };
          if ((m.type === 'view' || m.type === 'welcome') && m.view) w.__lastView = m.view;
        });
      }
    }
    window.WebSocket = Recorded;
  });
}

/**
 * Hands the page's socket `n` views after the last one it received, each one event later (the
 * event names a card on the table) with a decision of its own, as message events (an error in the
 * app's handler is the page's error, as with a real message); only microtasks run between them.
 * Returns the last seq sent.
 */
function burst(page: Page, n: number): Promise<number> {
  return page.evaluate(async (count) => {
    const w = window as unknown as { __sockets: WebSocket[]; __lastView: Record<string, unknown> & { seq: number; logLength: number; pending: Record<string, unknown> | null } };
    const ws = w.__sockets[w.__sockets.length - 1] as WebSocket;
    const base = w.__lastView;
    const card = /data-card="([^"]+)"/.exec(document.querySelector('.hand-area')?.innerHTML ?? '')?.[1] ?? 'x';
    let seq = base.seq;
    for (let i = 1; i <= count; i++) {
      seq = base.seq + i;
      const view = {
        ...base,
        seq,
        logStart: base.logLength + i - 1,
        logLength: base.logLength + i,
        log: [{ seq, type: 'cardPlayed', text: `A quick step ${i}`, data: { card } }],
        pending: base.pending ? { ...base.pending, id: `${String(base.pending.id)}-quick-${i}` } : null,
      };
      ws.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'view', view }) }));
      await Promise.resolve();
    }
    return seq;
  }, n);
}

describe.skipIf(!hasChromium)('views in quick succession', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  for (const pace of ['off', 'normal'] as const) {
    it(`a page takes 120 views back to back without React's update-depth error (pace ${pace})`, { timeout: 60_000 }, async () => {
      const ctx = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
      const { page, errors } = await newPage(ctx, { pace });
      await recordSockets(page);
      await startBotGame(stack, page, 185);
      expect(await waitForMyDecision(page)).not.toBeNull();
      const logBefore = await page.locator('[data-testid="log"] li').count();

      const last = await burst(page, 120);

      // every view was taken: the page shows the last one, its decision and the whole log
      await expect.poll(() => page.locator('.game').getAttribute('data-seq')).toBe(String(last));
      await expect.poll(() => page.getByTestId('decision').getAttribute('data-decision')).toMatch(/-quick-120$/);
      // told one step at a time at a pace: Skip shows everything at once
      if (pace !== 'off') await page.getByTestId('sequence-skip').click();
      await expect.poll(() => page.locator('[data-testid="log"] li').count()).toBe(Math.min(300, logBefore + 120));
      expect(await page.locator('[data-testid="log"] li').last().textContent()).toContain('A quick step 120');
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }
});

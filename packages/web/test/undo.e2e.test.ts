/**
 * Undo against the computer (issue 22, item 8), in a browser: an order begun is taken back with the
 * Undo button, step by step, and the table is as it was with the order offered again; Undo is
 * disabled once the computer has answered or a card has been drawn; the replay of the finished
 * game shows the undo at its point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, newPage, perform, playUntil, readDecision, startStack, waitForMyDecision, type PendingDom, type Stack } from './harness.ts';
import { newMemory } from './driver.ts';

/** What the table shows: the cards on it and in the hand, by their handles, and the log's length. */
function tableNow(page: Page) {
  return page.evaluate(() => ({
    cards: [...document.querySelectorAll('.game-main [data-card]')].map((e) => e.getAttribute('data-card')),
    hand: document.querySelectorAll('[data-testid="hand"] .card').length,
    log: document.querySelectorAll('[data-testid="log"] li').length,
  }));
}

const undoButton = (page: Page) => page.getByTestId('undo');

/** Waits for the Undo button to say that `n` actions may be taken back. */
async function undoCount(page: Page, n: number): Promise<void> {
  await page.waitForSelector(`[data-testid="undo"][data-count="${n}"]`, { timeout: 10_000 });
}

async function decisionAfter(page: Page, was: string): Promise<PendingDom> {
  await page.waitForFunction((id) => {
    const d = document.querySelector('[data-testid="decision"]:not(.is-busy)');
    return !!d && d.getAttribute('data-decision') !== id && !!d.querySelector('.option:not([disabled])');
  }, was);
  return (await readDecision(page)) as PendingDom;
}

describe.skipIf(!hasChromium)('undo against the computer in a browser', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('takes back an order begun, step by step, to the table as it was; not after a draw; the replay shows it', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 860 } });
    const { page, errors } = await newPage(ctx);
    stack.nextSeed(5);
    await page.goto(`${stack.url}/`);
    await page.getByText('Cadet').click();
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;

    // played on until a personnel of ours may be beamed
    const mem = newMemory();
    const reached = await playUntil(page, mem, (p) => p.kind === 'main' && p.turn >= 1 && p.options.some((o) => o.group === 'beam'));
    const main = reached.last as PendingDom;
    const beam = main.options.find((o) => o.group === 'beam') as PendingDom['options'][number];
    expect(beam).toBeDefined();
    // the computer has answered since our last action: nothing to take back
    await undoCount(page, 0);
    await expect(undoButton(page).isDisabled()).resolves.toBe(true);
    expect(await undoButton(page).getAttribute('title')).toMatch(/^Nothing to take back: /);
    const before = await tableNow(page);

    // the beam begun: its picks are asked, and the beam may be taken back
    await perform(page, main, beam);
    const picks = await decisionAfter(page, main.decision);
    expect(picks.kind).toBe('pickTransfer');
    await undoCount(page, 1);
    const one = picks.options.find((o) => o.group === 'pick');
    let steps = 1;
    let atPicks = picks;
    if (one && picks.options.filter((o) => o.group === 'pick').length > 1) {
      // one card picked, the beam not yet carried out: two actions of ours
      await perform(page, picks, one);
      atPicks = await decisionAfter(page, picks.decision);
      expect(atPicks.kind).toBe('pickTransfer');
      await undoCount(page, 2);
      steps = 2;
      await undoButton(page).click();
      const back = await decisionAfter(page, atPicks.decision);
      expect(back.kind).toBe('pickTransfer');
      expect(back.options.map((o) => o.id)).toContain(one.id);
      await undoCount(page, 1);
      atPicks = back;
    }
    expect(steps).toBeGreaterThanOrEqual(1);
    await undoButton(page).click();
    const again = await decisionAfter(page, atPicks.decision);
    expect(again.kind).toBe('main');
    expect(again.options.map((o) => o.id)).toContain(beam.id);
    await undoCount(page, 0);
    expect(await undoButton(page).isDisabled()).toBe(true);
    expect(await tableNow(page)).toEqual(before);

    // the turn ended: a card is drawn, and there is nothing to take back
    const end = again.options.find((o) => o.group === 'end') as PendingDom['options'][number];
    await perform(page, again, end);
    await undoCount(page, 0);
    expect(await undoButton(page).isDisabled()).toBe(true);
    expect(await undoButton(page).getAttribute('title')).toMatch(/^Nothing to take back: (a card was drawn|Klingon has acted since)/);
    expect(await waitForMyDecision(page)).not.toBeNull();

    // conceded; the replay shows the undo where it was made
    await page.getByRole('button', { name: 'Concede' }).click();
    await page.getByRole('button', { name: 'Yes, concede' }).click();
    await page.waitForSelector('[data-testid="end-screen"]');
    const res = await fetch(`${stack.url}/api/games/${gameId}/record`);
    const record = (await res.json()) as { undos?: [number, string, unknown[]][] };
    expect(record.undos?.length).toBe(steps);
    const at = (record.undos as [number, string, unknown[]][])[steps - 1]![0];
    await page.goto(`${stack.url}/#/replay/${gameId}`);
    await page.waitForSelector('[data-testid="replay-controls"]');
    await page.locator('[data-testid="replay-controls"] input[type="range"]').fill(String(at));
    await expect(page.getByTestId('replay-undo').textContent()).resolves.toMatch(/Federation took back 1 action here/);
    await page.locator('[data-testid="replay-controls"] input[type="range"]').fill(String(at + 1));
    expect(await page.getByTestId('replay-undo').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);
});

/**
 * The game told step by step at 1366x768 (issue 22, item 6), against the computer: the
 * opponent's turn shown one event after another while the later ones wait, Skip showing all at
 * once; a dilemma shown face up, with what it does, before its effect; a log line pointed at or
 * focused marking on the table the cards it names. Screenshots go to docs/screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hasChromium, newPage, perform, readDecision, startStack, waitForMyDecision, type Stack, SHOTS, startBotGame } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';
import { choose, newMemory } from './driver.ts';

const VIEWPORT = { width: 1366, height: 768 };

const logLines = (page: Page) => page.locator('[data-testid="log"] li');
const seqText = async (page: Page) => ((await page.getByTestId('sequence-text').textContent()) ?? '').replace(/^◆\s*/, '').trim();

/** Skips whatever is being told (the protocol driver's moves arrive as one long burst). */
async function skipAll(page: Page): Promise<void> {
  const skip = page.getByTestId('sequence-skip');
  if ((await skip.count()) > 0) await skip.click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="sequence"]'));
}

describe.skipIf(!hasChromium)('the game told step by step, at 1366x768', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it("tells the opponent's turn one event at a time, skippable, and a log line marks the cards it names", async () => {
    const ctx = await stack.browser.newContext({ viewport: VIEWPORT });
    const { page, errors } = await newPage(ctx, { pace: 'normal' });
    const { gameId, token } = await startBotGame(stack, page, 10);
    // the Federation is brought through the protocol to its main decision on turn 3
    let turn = 0;
    const at = await driveUntil(stack.url, gameId, token, 'federation', (p) => p.kind === 'main' && turn >= 3, 400, (v) => {
      turn = v.turn.number;
      return null;
    });
    expect(at, 'a main decision on turn 3').not.toBeNull();
    await skipAll(page);
    expect(await page.getByTestId('pace').inputValue()).toBe('normal');

    // the page ends the turn; the turn's end and the opponent's turn come as a burst
    const p = await waitForMyDecision(page);
    const end = p?.options.find((o) => o.group === 'end');
    expect(end, 'an end-of-turn option').toBeTruthy();
    if (!p || !end) return;
    await perform(page, p, end);
    await page.waitForSelector('[data-testid="sequence"]:not([data-queued="0"])', { timeout: 20_000 });
    const first = await seqText(page);
    const queued = Number(await page.getByTestId('sequence').getAttribute('data-queued'));
    const told = await logLines(page).count();
    expect(first.length).toBeGreaterThan(0);
    expect(queued).toBeGreaterThan(0);
    // the log has told the event shown, and not those waiting
    expect(((await logLines(page).last().textContent()) ?? '').trim().startsWith(first)).toBe(true);

    // it moves on by itself: the next event, one more line in the log
    await page.waitForFunction((t) => (document.querySelector('[data-testid="sequence-text"]')?.textContent ?? t).replace(/^◆\s*/, '').trim() !== t || !document.querySelector('[data-testid="sequence"]'), first, { timeout: 5000 });
    expect(await logLines(page).count()).toBeGreaterThan(told);
    // the opponent's own moves are told under its name
    await page.waitForFunction(() => /Klingon's turn/.test(document.querySelector('.seq-whose')?.textContent ?? ''), undefined, { timeout: 15_000 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, 'opponent-turn-1366x768.png') });

    // Skip: everything at once, the table as it is now
    await page.waitForSelector('[data-testid="sequence"]:not([data-queued="0"])', { timeout: 20_000 });
    const skipped = await page.evaluate(async () => {
      (document.querySelector('[data-testid="sequence-skip"]') as HTMLButtonElement).click();
      await new Promise((r) => setTimeout(r, 0));
      const g = document.querySelector('.game') as HTMLElement;
      return { panel: !!document.querySelector('[data-testid="sequence"]'), live: g.dataset.seq, shown: g.dataset.shownSeq };
    });
    expect(skipped.panel).toBe(false);
    expect(skipped.shown).toBe(skipped.live);

    // back to the player: pointing at a log line marks the cards it names, with an outline and a marker
    expect(await waitForMyDecision(page)).not.toBeNull();
    await skipAll(page);
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="log"] li[data-cards]')]
        .map((li, i) => ({ i, ids: (li.dataset.cards ?? '').split(' ') }))
        .filter((l) => l.ids.some((id) => document.querySelector(`.game-main [data-card="${CSS.escape(id)}"]`))),
    );
    expect(lines.length).toBeGreaterThan(0);
    const line = lines[lines.length - 1] as { i: number; ids: string[] };
    const li = page.locator('[data-testid="log"] li[data-cards]').nth(line.i);
    await li.scrollIntoViewIfNeeded();
    await li.hover();
    const onTable = line.ids.find((id) => id) as string;
    const marked = await page.evaluate((ids) => {
      const els = [...document.querySelectorAll<HTMLElement>('.game-main .is-marked')];
      const el = els.find((e) => ids.includes(e.dataset.card ?? '')) ?? null;
      return {
        ids: els.map((e) => e.dataset.card ?? e.dataset.loc ?? ''),
        outline: el ? getComputedStyle(el).outlineStyle : '',
        marker: el ? getComputedStyle(el, '::after').content : '',
      };
    }, line.ids);
    expect(marked.ids.some((id) => line.ids.includes(id)), `a card of ${line.ids.join(', ')} marked (${onTable})`).toBe(true);
    expect(marked.outline).toBe('dashed');
    expect(marked.marker).toContain('◆');
    await page.screenshot({ path: join(SHOTS, 'log-marks-1366x768.png') });
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.querySelectorAll('.game-main .is-marked').length === 0);
    // the keyboard: focusing the line marks them too
    await li.focus();
    expect(await page.locator('.game-main .is-marked').count()).toBeGreaterThan(0);
    await li.blur();

    // the pace is the player's: "off" is kept in this browser, and the next burst is shown at once
    await page.getByTestId('pace').selectOption('off');
    expect(await page.evaluate(() => localStorage.getItem('stccg.pace'))).toBe('off');
    const q = await waitForMyDecision(page);
    const endAgain = q?.options.find((o) => o.group === 'end');
    expect(endAgain, 'an end-of-turn option').toBeTruthy();
    if (!q || !endAgain) return;
    const seen = await page.evaluate(() => {
      const w = window as unknown as { sawSequence?: boolean };
      w.sawSequence = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="sequence"]')) w.sawSequence = true;
      }).observe(document.body, { childList: true, subtree: true });
      return w.sawSequence;
    });
    expect(seen).toBe(false);
    await perform(page, q, endAgain);
    expect(await waitForMyDecision(page)).not.toBeNull();
    expect(await page.evaluate(() => (window as unknown as { sawSequence?: boolean }).sawSequence)).toBe(false);
    expect(await page.evaluate(() => document.querySelector('.game')?.getAttribute('data-shown-seq') === document.querySelector('.game')?.getAttribute('data-seq'))).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);

  it('shows a dilemma face up, with what it does, before its effect', async () => {
    const ctx = await stack.browser.newContext({ viewport: VIEWPORT });
    const { page, errors } = await newPage(ctx, { pace: 'normal' });
    const { gameId, token } = await startBotGame(stack, page, 10);
    const at = await driveUntil(stack.url, gameId, token, 'federation', (p) => p.options.some((o) => o.group === 'attempt'), 400);
    expect(at, 'a chance to attempt a mission').not.toBeNull();
    await skipAll(page);

    // the page plays on (the driver's plan) until an attempt meets a dilemma
    const mem = newMemory();
    let reveal: { name: string; text: string; lastLine: string; lastClass: string; queued: number } | null = null;
    for (let n = 0; n < 200 && !reveal; n++) {
      const p = await waitForMyDecision(page);
      if (!p) break;
      const o = p.options.find((x) => x.group === 'attempt') ?? choose(p.kind, p.options, p.turn, mem);
      await perform(page, p, o);
      if (o.group !== 'attempt') continue;
      const shown = await page.waitForSelector('[data-testid="dilemma-reveal"]', { timeout: 6000 }).catch(() => null);
      if (!shown) continue;
      reveal = await page.evaluate(() => {
        const lis = document.querySelectorAll('[data-testid="log"] li');
        const last = lis[lis.length - 1] as HTMLElement;
        return {
          name: document.querySelector('[data-testid="dilemma-name"]')?.textContent ?? '',
          text: document.querySelector('.seq-reveal-text')?.textContent ?? '',
          lastLine: last.textContent ?? '',
          lastClass: last.className,
          queued: Number(document.querySelector('[data-testid="sequence"]')?.getAttribute('data-queued')),
        };
      });
      await page.mouse.move(0, 0);
      await page.screenshot({ path: join(SHOTS, 'dilemma-reveal-1366x768.png') });
    }
    expect(reveal, 'a dilemma met in an attempt').not.toBeNull();
    if (!reveal) return;
    // face up: its name, and what it does in our words
    expect(reveal.name.length).toBeGreaterThan(0);
    expect(reveal.text.length).toBeGreaterThan(10);
    // the log has told the dilemma and nothing after it: its effect is still waiting
    expect(reveal.lastClass).toContain('ev-dilemmaRevealed');
    expect(reveal.lastLine).toContain(reveal.name);
    expect(reveal.queued).toBeGreaterThan(0);
    // then the effect follows, after the dilemma, in the log
    await page.waitForFunction(() => {
      const lis = [...document.querySelectorAll('[data-testid="log"] li')];
      const i = lis.map((l) => l.classList.contains('ev-dilemmaRevealed')).lastIndexOf(true);
      return i >= 0 && i < lis.length - 1;
    }, undefined, { timeout: 10_000 });
    const after = await page.evaluate((name) => {
      const lis = [...document.querySelectorAll('[data-testid="log"] li')];
      const i = lis.findIndex((l) => l.classList.contains('ev-dilemmaRevealed') && (l.textContent ?? '').includes(name));
      return { i, next: lis.slice(i + 1).map((l) => [...l.classList].find((c) => c.startsWith('ev-') && c !== 'ev-important' && c !== 'ev-linked') ?? '') };
    }, reveal.name);
    expect(after.i).toBeGreaterThanOrEqual(0);
    expect(after.next.length).toBeGreaterThan(0);
    // the decision is never held up: an option chosen while the attempt is still told shows everything first
    const p = await readDecision(page);
    expect(p, 'a decision of the player after the attempt').not.toBeNull();
    const o = p ? choose(p.kind, p.options, p.turn, mem) : null;
    const acted = await page.evaluate(async (id) => {
      const telling = !!document.querySelector('[data-testid="sequence"]');
      const b = document.querySelector<HTMLButtonElement>(`[data-testid="decision"] [data-option="${CSS.escape(id)}"]`);
      b?.click();
      await new Promise((r) => setTimeout(r, 0));
      const g = document.querySelector('.game') as HTMLElement;
      return { telling, clicked: !!b, shown: g.dataset.shownSeq, live: g.dataset.seq, panel: !!document.querySelector('[data-testid="sequence"]') };
    }, o?.id ?? '');
    expect(acted.clicked).toBe(true);
    expect(acted.panel).toBe(false);
    expect(acted.shown).toBe(acted.live);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);
});

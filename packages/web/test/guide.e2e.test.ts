/**
 * The first-game guide (issue 22), in a real browser against the real server: "Learn to play" on
 * the start page starts the tutorial game, and the test completes it by following only the
 * guide: at each step it reads the guide's words and the option (and card) the guide names, and
 * does that, on the table when the guide names a card, until the guide says it is finished.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { ARTIFACTS, WEB, hasChromium, newPage, onTable, perform, readDecision, startStack, type Stack } from './harness.ts';

const SCREENSHOTS = resolve(WEB, '../../docs/screenshots');

interface GuideDom {
  step: string;
  finished: boolean;
  option: string | null;
  card: string | null;
  title: string;
  text: string;
  note: string;
}

describe.skipIf(!hasChromium)('the guided first game', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('is started from the start page and completed by following only the guide’s instructions', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const { page, errors } = await newPage(ctx);
    await page.goto(`${stack.url}/`);
    const learn = page.locator('section[aria-labelledby="learn"]');
    await expect(learn.textContent()).resolves.toMatch(/always the same/);
    await page.getByTestId('start-tutorial').click();
    await page.waitForSelector('[data-testid="table"]');
    expect(page.url()).toMatch(/#\/game\//);
    await expect(page.locator('.game-title').textContent()).resolves.toMatch(/guided first game/);

    const guide = page.getByTestId('guide');
    const read = (): Promise<GuideDom> =>
      guide.evaluate((el) => ({
        step: el.getAttribute('data-step') ?? '',
        finished: el.getAttribute('data-finished') === 'true',
        option: el.getAttribute('data-guide-option'),
        card: el.getAttribute('data-guide-card'),
        title: el.querySelector('[data-testid="guide-title"]')?.textContent ?? '',
        text: el.querySelector('[data-testid="guide-text"]')?.textContent ?? '',
        note: el.querySelector('[data-testid="guide-note"]')?.textContent ?? '',
      }));

    const seen: GuideDom[] = [];
    let screenshot = false;
    let followed = 0;
    let markedOnTable = false;
    for (let n = 0; n < 200; n++) {
      // the guide either names something to do, is finished, or asks to wait for the computer
      await page.waitForSelector('[data-testid="guide"][data-guide-option], [data-testid="guide"][data-finished="true"]', { timeout: 30_000 });
      const g = await read();
      if (seen[seen.length - 1]?.step !== g.step || seen[seen.length - 1]?.text !== g.text) seen.push(g);
      if (g.finished) break;
      // the computer moved on between the wait and the read: wait again
      if (!g.option) continue;
      // the option the guide names is offered by the decision on screen, under the words the guide uses
      await page.waitForSelector(`[data-testid="decision"]:not(.is-busy) [data-option="${g.option}"]:not([disabled])`, { state: 'attached', timeout: 10_000 });
      const p = await readDecision(page);
      const o = p?.options.find((x) => x.id === g.option);
      expect(o, `${g.step}: ${g.text}`).toBeTruthy();
      if (!p || !o) break;
      expect(g.text).toContain(o.label);
      if (g.card) o.card = g.card;
      if (g.step === 'move' && g.card) {
        // the ship the guide names is marked on the table
        const outline = await onTable(page, g.card).evaluate((el) => getComputedStyle(el).outlineStyle);
        expect(outline).toBe('dashed');
        markedOnTable = true;
      }
      if (g.step === 'dilemma' && !screenshot) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, 'guide-1366x768.png') });
        screenshot = true;
      }
      await perform(page, p, o);
      followed++;
    }

    // the guide's last word, once it stands (a busy machine may show the end a moment after the last step)
    await page.waitForSelector('[data-testid="guide"][data-finished="true"]', { timeout: 10_000 }).catch(() => undefined);
    const final = await read();
    expect(final.finished, `the guide's steps: ${seen.map((s) => s.step).join(', ')}; ${followed} followed`).toBe(true);
    expect(final.title).toMatch(/basics/);
    const steps = seen.map((s) => s.step);
    for (const k of ['report', 'end-turn', 'commission', 'board', 'move', 'beam', 'attempt', 'dilemma']) expect(steps, k).toContain(k);
    expect(steps.indexOf('move')).toBeLessThan(steps.indexOf('beam'));
    expect(steps.indexOf('beam')).toBeLessThan(steps.indexOf('attempt'));
    expect(steps.indexOf('attempt')).toBeLessThan(steps.indexOf('dilemma'));
    expect(followed).toBeGreaterThan(15);
    // what each lesson taught, in the guide's words
    expect(seen.find((s) => s.step === 'report')?.note).toMatch(/one card/);
    expect(seen.find((s) => s.step === 'move')?.note).toMatch(/RANGE/);
    expect(seen.find((s) => s.step === 'attempt')?.note).toMatch(/needs/);
    expect(seen.find((s) => s.step === 'dilemma')?.note).toMatch(/encounters/);
    // every lesson is ticked, and the table and log show them done
    await expect(guide.locator('[data-lesson][data-done="true"]').count()).resolves.toBe(5);
    for (const type of ['shipMoved', 'cardsTransferred', 'missionAttempted', 'dilemmaRevealed']) expect(await page.locator(`[data-testid="log"] li.ev-${type}`).count(), type).toBeGreaterThan(0);
    await expect(page.locator('[data-testid="log"] li.ev-shipMoved').first().textContent()).resolves.toMatch(/^Federation moves .*RANGE/);
    expect(screenshot).toBe(true);
    expect(markedOnTable).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'guide-finished.png') });

    // the end points to the rules page and to a real game
    await expect(page.getByTestId('guide-rules').getAttribute('href')).resolves.toBe('#/rules');
    await page.getByTestId('guide-real-game').click();
    await page.waitForSelector('[data-testid="start-bot"]');
    // the start page lists it as a guided game, not a real one
    await page.waitForSelector('.game-list li');
    await expect(page.locator('.game-list li').first().textContent()).resolves.toMatch(/guided game/);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);
});

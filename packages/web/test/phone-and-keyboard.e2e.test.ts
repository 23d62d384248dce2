/**
 * A phone and a keyboard at the table (issue 22): at 390x844 a tapped card's options open beside
 * it and inside the screen, nothing scrolls sideways, and every button, option and card to tap is
 * at least 44 px each way; at 1366x768 a turn's card is played with Tab and Enter alone; the
 * highlights carry words and ARIA state, not colour alone. Screenshots go to docs/screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PlayerView } from '@stccg/engine';
import { hasChromium, newPage, startStack, type Stack, SHOTS, startBotGame } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';
import type { DriverOption } from './driver.ts';

const PHONE = { width: 390, height: 844 };

/** A card of the hand to play in a turn (a main decision): its options, the first one a report. */
const handPlay = (p: { kind: string; options: DriverOption[] }) => p.kind === 'main' && p.options.some((o) => o.group === 'play' && !!o.card && /^Report /.test(o.label));

/** Brings the Federation through the protocol into a turn where a card of its hand can be reported; the page shows it. */
async function intoATurn(stack: Stack, page: Page, seed: number): Promise<{ card: string; options: DriverOption[] }> {
  const { gameId, token } = await startBotGame(stack, page, seed);
  const v = (await driveUntil(stack.url, gameId, token, 'federation', handPlay, 300)) as PlayerView | null;
  expect(v, 'a Federation turn with a card to report').not.toBeNull();
  const options = (v?.pending?.options ?? []) as DriverOption[];
  const card = options.find((o) => o.group === 'play' && /^Report /.test(o.label))?.card as string;
  await page.waitForSelector(`[data-testid="decision"][data-decision="${v?.pending?.id}"]:not(.is-busy)`);
  await page.waitForSelector(`[data-testid="hand"] [data-card="${card}"].is-actionable`);
  return { card, options: options.filter((o) => o.card === card || o.target === card) };
}

/** Every visible thing to tap on the game screen smaller than 44x44 px (none expected). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sel = '.game button, .game summary, .game a[href], .game .toggle, .game [data-card]:not(.card-back), .game .option';
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.checkVisibility() && el.getClientRects().length > 0)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 - 0.5 || r.height < 44 - 0.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
  });
}

const scrollWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** Every highlighted target on the table carries the word "target", and the selected card "selected" with aria-pressed. */
async function expectMarks(page: Page): Promise<{ targets: number; selected: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('.game-main') as HTMLElement;
    const targets = [...main.querySelectorAll<HTMLElement>('[data-mark="target"]')];
    for (const t of targets) {
      if (!t.querySelector('.mark-target')?.textContent?.includes('target')) throw new Error(`target without its word: ${t.outerHTML.slice(0, 120)}`);
      if (!/a destination/.test(t.getAttribute('aria-label') ?? '')) throw new Error(`target without its label: ${t.getAttribute('aria-label')}`);
    }
    // every highlighted destination (by colour) is one of them
    const tinted = main.querySelectorAll('.is-target').length;
    const marked = main.querySelectorAll('.is-target [data-mark="target"], [data-mark="target"].is-target, .is-target > [data-mark="target"]').length;
    if (tinted > 0 && marked === 0) throw new Error('highlighted targets carry no mark');
    const selected = [...main.querySelectorAll<HTMLElement>('[data-mark="selected"]')];
    for (const s of selected) {
      if (s.getAttribute('aria-pressed') !== 'true') throw new Error('a selected card not pressed');
      if (!s.querySelector('.mark-selected')?.textContent?.includes('selected')) throw new Error('a selected card without its word');
      if (!document.getElementById(s.getAttribute('aria-describedby') ?? '')) throw new Error('a selected card not described by its options');
    }
    return { targets: targets.length, selected: selected.length };
  });
}

describe.skipIf(!hasChromium)('a phone and a keyboard at the table', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('at 390x844: a tapped card shows its options beside it, nothing scrolls sideways, every target is 44 px', async () => {
    const ctx = await stack.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const { page, errors } = await newPage(ctx);
    const { card, options } = await intoATurn(stack, page, 10);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'phone-turn-390x844.png') });

    // tap the card in hand: it is selected, its options open next to it
    const chip = page.locator(`[data-testid="hand"] [data-card="${card}"]`);
    await chip.scrollIntoViewIfNeeded();
    const tapAt = (await chip.boundingBox()) as NonNullable<Awaited<ReturnType<typeof chip.boundingBox>>>;
    await chip.tap();
    const box = page.locator('.card-options[data-testid="selected-options"]');
    await box.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('.card-options.is-measuring'));
    await page.waitForTimeout(300);
    // only beside the card: the decision panel holds no second copy of them
    expect(await page.locator('[data-testid="selected-options"]').count()).toBe(1);
    const c = (await chip.boundingBox()) as NonNullable<Awaited<ReturnType<typeof chip.boundingBox>>>;
    const b = (await box.boundingBox()) as NonNullable<Awaited<ReturnType<typeof box.boundingBox>>>;
    expect(c).not.toBeNull();
    expect(b).not.toBeNull();
    // inside the screen
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height);
    // right under the card or right over it (a few pixels apart), not elsewhere on the page
    const gapBelow = b.y - (c.y + c.height);
    const gapAbove = c.y - (b.y + b.height);
    expect(gapBelow >= -1 && gapBelow <= 16 || gapAbove >= -1 && gapAbove <= 16, `box ${JSON.stringify(b)} card ${JSON.stringify(c)}`).toBe(true);
    // every option of the card is there, each inside the screen
    const shown = await box.locator('[data-option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
    expect(shown.sort()).toEqual(options.map((o) => o.id).sort());
    for (const id of shown) {
      const r = await box.locator(`[data-option="${id}"]`).boundingBox();
      expect(r, id as string).not.toBeNull();
      if (!r) continue;
      expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= PHONE.width && r.y + r.height <= PHONE.height, `${id} ${JSON.stringify(r)}`).toBe(true);
    }
    // the highlights say what they are in words and ARIA, not colour alone
    const marks = await expectMarks(page);
    expect(marks.selected).toBe(1);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await chip.locator('.mark-selected').textContent()).toContain('selected');
    expect(await page.getByTestId('inspector').locator('strong').first().textContent()).toBe(await chip.locator('.card-name').textContent());
    // the card did not move from under the finger when it and its targets were marked
    const after = (await chip.boundingBox()) as NonNullable<Awaited<ReturnType<typeof chip.boundingBox>>>;
    expect(Math.abs(after.y - tapAt.y) + Math.abs(after.x - tapAt.x)).toBeLessThanOrEqual(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'phone-card-options-390x844.png') });

    // its ✕ closes it; a second tap opens it again, and an option there plays the card
    await box.getByRole('button', { name: /Close the options/ }).tap();
    await expect.poll(() => box.count()).toBe(0);
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await chip.tap();
    await box.waitFor({ state: 'visible' });
    const before = await page.getAttribute('[data-testid="decision"]', 'data-decision');
    const report = options.find((o) => /^Report /.test(o.label)) as DriverOption;
    await box.locator(`[data-option="${report.id}"]`).tap();
    await page.waitForFunction((d) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== d, before, { timeout: 10_000 });
    await expect.poll(() => page.locator(`[data-testid="hand"] [data-card="${card}"]`).count(), { timeout: 10_000 }).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // later, a card on the spaceline (which scrolls sideways on its own) with orders to give: a ship
    // to move or a place to beam from; its options beside it, its destinations marked
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
    const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
    const order = (o: DriverOption) => (o.group === 'move' || o.group === 'beam') && !!o.card && !!o.target && o.target !== o.card;
    const moving = (await driveUntil(stack.url, gameId, token, 'federation', (p) => p.kind === 'main' && p.options.some(order), 300)) as PlayerView | null;
    expect(moving, 'a Federation order on the spaceline').not.toBeNull();
    const all = (moving?.pending?.options ?? []) as DriverOption[];
    const ship = all.find(order)?.card as string;
    const moves = all.filter((o) => order(o) && o.card === ship);
    await page.waitForSelector(`[data-testid="decision"][data-decision="${moving?.pending?.id}"]:not(.is-busy)`);
    const shipChip = page.locator(`.spaceline [data-card="${ship}"]`);
    await shipChip.scrollIntoViewIfNeeded();
    await shipChip.tap();
    await box.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('.card-options.is-measuring'));
    await page.waitForTimeout(300);
    const sc = (await shipChip.boundingBox()) as NonNullable<Awaited<ReturnType<typeof shipChip.boundingBox>>>;
    const sb = (await box.boundingBox()) as NonNullable<Awaited<ReturnType<typeof box.boundingBox>>>;
    expect(sb.x >= 0 && sb.y >= 0 && sb.x + sb.width <= PHONE.width && sb.y + sb.height <= PHONE.height, JSON.stringify(sb)).toBe(true);
    const below = sb.y - (sc.y + sc.height);
    const above = sc.y - (sb.y + sb.height);
    expect(below >= -1 && below <= 16 || above >= -1 && above <= 16, `box ${JSON.stringify(sb)} ship ${JSON.stringify(sc)}`).toBe(true);
    // the card is shown to read as well
    expect(await page.getByTestId('inspector').locator('strong').first().textContent()).toBe(await shipChip.locator('.card-name').textContent());
    for (const o of moves) expect(await box.locator(`[data-option="${o.id}"]`).count(), o.id).toBe(1);
    // each destination says "target" beside its highlight
    const shipMarks = await expectMarks(page);
    expect(shipMarks.targets).toBeGreaterThanOrEqual(new Set(moves.map((m) => m.target)).size);
    expect(shipMarks.selected).toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'phone-order-options-390x844.png') });
    // Escape closes it
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    expect(await page.locator('.game-main [data-mark="target"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);

  it('at 1366x768: a card is played with the keyboard alone (Tab, Enter, Tab, Enter; Escape deselects)', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const { page, errors } = await newPage(ctx);
    const { card, options } = await intoATurn(stack, page, 10);
    const report = options.find((o) => /^Report /.test(o.label)) as DriverOption;
    const focused = () => page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { card: a?.getAttribute('data-card') ?? null, option: a?.getAttribute('data-option') ?? null, hand: !!a?.closest('[data-testid="hand"]') };
    });
    // Tab through the page to the card in hand
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    let tabs = 0;
    for (; tabs < 400; tabs++) {
      const f = await focused();
      if (f.card === card && f.hand) break;
      await page.keyboard.press('Tab');
    }
    expect(tabs, 'the card is reached by Tab').toBeLessThan(400);
    // the focus is plain to see: a thick outline, not a colour change
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const chip = page.locator(`[data-testid="hand"] [data-card="${card}"]`);

    // Enter selects it: its options take the focus; Escape deselects and gives the focus back
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="selected-options"]');
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await expectMarks(page)).toMatchObject({ selected: 1 });
    await expect.poll(async () => (await focused()).option).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid="selected-options"]').count()).toBe(0);
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    expect((await focused()).card).toBe(card);

    // Enter again, Tab to the report option, Enter: the card is played
    const before = await page.getAttribute('[data-testid="decision"]', 'data-decision');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused()).option).not.toBeNull();
    let steps = 0;
    for (; steps < 30 && (await focused()).option !== report.id; steps++) await page.keyboard.press('Tab');
    expect((await focused()).option).toBe(report.id);
    await page.screenshot({ path: join(SHOTS, 'keyboard-option-1366x768.png') });
    await page.keyboard.press('Enter');
    await page.waitForFunction((d) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== d, before, { timeout: 10_000 });
    await expect.poll(() => chip.count(), { timeout: 10_000 }).toBe(0);
    // the personnel reported stands on the table now
    await expect.poll(() => page.locator(`.spaceline [data-card="${card}"]`).count(), { timeout: 10_000 }).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);
});

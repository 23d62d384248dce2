/**
 * The table at a laptop's 1366x768 (issue 22): the whole spaceline in sight, each personnel's
 * skills where it stands, and on the mission where the player's Away Team stands, whether the
 * team meets the mission's requirements or what it lacks. Screenshots go to docs/screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PlayerView } from '@stccg/engine';
import { facts } from '@stccg/engine';
import { hasChromium, newPage, startStack, type Stack, SHOTS, startBotGame } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';

const VIEWPORT = { width: 1366, height: 768 };

/** The size of the team an attempt option names ("Attempt X with 4 personnel"). */
const teamSize = (o: { label: string }) => Number(/with (\d+) personnel/.exec(o.label)?.[1] ?? 0);

/**
 * The table shows the requirement check of the player's Away Team at `loc`, and of no mission
 * where the player has none: "Requirements met", or "Needs:" and only things the mission asks for.
 */
async function expectChecks(page: Page, v: PlayerView, loc: string): Promise<{ met: boolean; text: string }> {
  const check = page.locator(`.mission[data-loc="${loc}"] [data-testid="mission-check"]`);
  expect(await check.isVisible()).toBe(true);
  const text = ((await check.textContent()) ?? '').replace(/^[✓✗]\s*/, '');
  const met = (await check.getAttribute('data-met')) === 'true';
  if (met) expect(text).toBe('Requirements met');
  else {
    expect(text).toMatch(/^Needs: /);
    const m = facts(v.spaceline.find((l) => l.id === loc)?.mission.def as string);
    const formula = m.type === 'mission' ? m.requirementsFormula : '';
    // each thing the team lacks is a skill or attribute of the mission's requirements, or the affiliation it needs
    for (const item of text.slice('Needs: '.length).split(', ')) {
      expect(formula.includes(item.replace(/ x\d+.*| > .*/, '')) || / member$/.test(item), item).toBe(true);
    }
  }
  const teams = v.spaceline.filter((l) => !l.completedBy && (l.planet.federation ?? []).some((c) => facts(c.def).type === 'personnel')).length;
  expect(await page.locator('[data-testid="mission-check"]').count()).toBe(teams);
  return { met, text };
}

describe.skipIf(!hasChromium)('the table at 1366x768', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('shows all twelve missions, the skills of the personnel, and the requirement check where the Away Team stands', async () => {
    const ctx = await stack.browser.newContext({ viewport: VIEWPORT });
    const { page, errors } = await newPage(ctx);
    const { gameId, token } = await startBotGame(stack, page, 10);
    // the Federation is brought through the protocol (the page holds the same seat) to its first
    // chance to attempt a mission: its Away Team then stands on a planet
    const first = (await driveUntil(stack.url, gameId, token, 'federation', (p) => p.options.some((o) => o.group === 'attempt'), 400)) as PlayerView | null;
    expect(first, 'a Federation Away Team able to attempt a mission').not.toBeNull();
    if (!first) return;
    const firstLoc = (first.pending?.options ?? []).find((o) => o.group === 'attempt')?.target as string;
    await page.waitForSelector(`.mission[data-loc="${firstLoc}"] [data-testid="mission-check"]`);
    await page.waitForSelector('[data-testid="decision"] [data-option^="attempt:"]');
    const early = await expectChecks(page, first, firstLoc);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, `table-1366x768-${early.met ? 'met' : 'needs'}-early.png`) });

    // then on to a chance to attempt with four personnel or more
    const big = (o: { group?: string; label: string }) => o.group === 'attempt' && teamSize(o) >= 4;
    const v = (await driveUntil(stack.url, gameId, token, 'federation', (p) => p.options.some(big), 400)) as PlayerView | null;
    expect(v, 'a Federation Away Team of four able to attempt a mission').not.toBeNull();
    if (!v) return;
    const loc = (v.pending?.options ?? []).find(big)?.target as string;
    await page.waitForFunction((n) => Number(/\((\d+)\)/.exec(document.querySelector(`.planet-zone[data-owner="federation"][data-planet="${n.loc}"] .zone-title`)?.textContent ?? '')?.[1] ?? 0) >= 4, { loc });
    await page.waitForSelector('[data-testid="decision"] [data-option^="attempt:"]');

    // all twelve missions inside the viewport, side by side, with the mission row in sight
    const missions = page.locator('.spaceline .mission');
    expect(await missions.count()).toBe(12);
    await missions.first().scrollIntoViewIfNeeded();
    for (let i = 0; i < 12; i++) {
      const box = await missions.nth(i).boundingBox();
      expect(box, `mission ${i + 1}`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `mission ${i + 1} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `mission ${i + 1} right edge`).toBeLessThanOrEqual(VIEWPORT.width);
      expect(box.y, `mission ${i + 1} top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `mission ${i + 1} bottom`).toBeLessThanOrEqual(VIEWPORT.height);
    }
    // nothing to scroll sideways: neither the page nor the spaceline hides a mission
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
    expect(await page.locator('.spaceline-scroll').evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);

    // each personnel of the Away Team shows its printed skills, every one, where it stands
    const team = (v.spaceline.find((l) => l.id === loc)?.planet.federation ?? []).filter((c) => facts(c.def).type === 'personnel');
    expect(team.length).toBeGreaterThanOrEqual(4);
    for (const c of team) {
      const f = facts(c.def);
      if (f.type !== 'personnel') continue;
      const chip = page.locator(`.planet-zone[data-planet="${loc}"] [data-card="${c.id}"]`);
      expect(await chip.isVisible()).toBe(true);
      const shown = await chip.locator('.skill-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-skill')));
      expect(shown.sort()).toEqual(f.skills.map((s) => s.skill).sort());
      for (const s of f.skills) expect(await chip.getAttribute('title')).toContain(s.skill);
    }

    // the mission where the team stands says whether it meets the requirements, or what it lacks
    await expectChecks(page, v, loc);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, 'table-1366x768.png') });

    // narrower, the spaceline scrolls, and follows the action: the mission attempted comes into view
    await page.setViewportSize({ width: 1024, height: 768 });
    const strip = page.locator('.spaceline-scroll');
    await expect.poll(() => strip.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const mission = page.locator(`.mission[data-loc="${loc}"]`);
    const inStrip = async () => {
      const [m, s] = await Promise.all([mission.boundingBox(), strip.boundingBox()]);
      return !!m && !!s && m.x >= s.x - 1 && m.x + m.width <= s.x + s.width + 1;
    };
    // the spaceline scrolled so that the mission is just out of sight
    const hidden = await strip.evaluate((e, id) => {
      const m = e.querySelector(`.mission[data-loc="${id}"]`) as HTMLElement;
      const left = m.getBoundingClientRect().left - e.getBoundingClientRect().left + e.scrollLeft;
      const width = m.getBoundingClientRect().width;
      if (left + width + 8 <= e.scrollWidth - e.clientWidth) e.scrollLeft = left + width + 8;
      else if (left - e.clientWidth - 8 >= 0) e.scrollLeft = left - e.clientWidth - 8;
      else return false;
      return true;
    }, loc);
    expect(hidden, 'the mission can be scrolled out of sight').toBe(true);
    await page.waitForTimeout(200);
    expect(await inStrip()).toBe(false);
    await page.locator(`[data-testid="decision"] [data-option="attempt:${loc}"]`).click();
    await expect.poll(inStrip, { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'table-1024x768-attempt.png') });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);
});

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
import { WEB, hasChromium, newPage, startStack, type Stack } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';

const SHOTS = join(WEB, '..', '..', 'docs', 'screenshots');
const VIEWPORT = { width: 1366, height: 768 };

/** Starts a game against the computer as the Federation and returns its page and seat token. */
async function startGame(stack: Stack, page: Page, seed: number): Promise<{ gameId: string; token: string }> {
  stack.nextSeed(seed);
  await page.goto(`${stack.url}/`);
  await page.getByText('Cadet').click();
  await page.getByTestId('start-bot').click();
  await page.waitForSelector('[data-testid="table"]');
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
  const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
  return { gameId, token };
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
    const { gameId, token } = await startGame(stack, page, 10);
    // the Federation is brought through the protocol to its first chance to attempt a mission
    // with four personnel or more: its Away Team then stands on a planet (the page holds the same seat)
    const big = (o: { group?: string; label: string }) => o.group === 'attempt' && Number(/with (\d+) personnel/.exec(o.label)?.[1] ?? 0) >= 4;
    const v = (await driveUntil(stack.url, gameId, token, 'federation', (p) => p.options.some(big), 400)) as PlayerView | null;
    expect(v, 'a Federation Away Team able to attempt a mission').not.toBeNull();
    if (!v) return;
    const loc = (v.pending?.options ?? []).find(big)?.target as string;
    await page.waitForSelector(`.planet-zone[data-planet="${loc}"][data-owner="federation"] .card`);
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
    // and no page-wide sideways scrolling hides any of them
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);

    // each personnel of the Away Team shows its printed skills, every one, where it stands
    const team = (v.spaceline.find((l) => l.id === loc)?.planet.federation ?? []).filter((c) => facts(c.def).type === 'personnel');
    expect(team.length).toBeGreaterThan(0);
    for (const c of team) {
      const f = facts(c.def);
      if (f.type !== 'personnel') continue;
      const chip = page.locator(`.planet-zone[data-planet="${loc}"] [data-card="${c.id}"]`);
      expect(await chip.isVisible()).toBe(true);
      const shown = await chip.locator('.skill-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-skill')));
      expect(shown.sort()).toEqual(f.skills.map((s) => s.skill).sort());
      expect(await chip.getAttribute('title')).toContain(f.skills[0]?.skill ?? '');
    }

    // the mission where the team stands says whether it meets the requirements, or what it lacks
    const check = page.locator(`.mission[data-loc="${loc}"] [data-testid="mission-check"]`);
    expect(await check.isVisible()).toBe(true);
    const text = ((await check.textContent()) ?? '').replace(/^[✓✗]\s*/, '');
    const met = (await check.getAttribute('data-met')) === 'true';
    if (met) expect(text).toBe('Requirements met');
    else {
      expect(text).toMatch(/^Needs: /);
      // each thing it lacks is named in the mission's requirements (or is the affiliation it needs)
      const formula = (() => {
        const m = facts(v.spaceline.find((l) => l.id === loc)?.mission.def as string);
        return m.type === 'mission' ? m.requirementsFormula : '';
      })();
      for (const item of text.slice('Needs: '.length).split(', ')) {
        const word = item.replace(/ x\d+.*| > .*/, '');
        expect(formula.includes(word) || /member$/.test(item), item).toBe(true);
      }
    }
    // missions with no team of the player's show no check
    const teams = v.spaceline.filter((l) => (l.planet.federation ?? []).some((c) => facts(c.def).type === 'personnel') && !l.completedBy).length;
    expect(await page.locator('[data-testid="mission-check"]').count()).toBe(teams);

    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SHOTS, 'table-1366x768.png') });
    await check.hover();
    await page.screenshot({ path: join(SHOTS, 'table-1366x768-mission.png') });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);
});

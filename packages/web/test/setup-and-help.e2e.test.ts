/**
 * A newcomer's help at the table (issue 22), in a real game against the computer:
 * - during setup, each mission to place is shown in full (points, span, type, who may attempt it,
 *   what it needs) while its end of the spaceline is still to be chosen;
 * - the player's own deck list, at any time: counts per card name by pile, as the engine's
 *   standard deck of the seat, nothing of the opponent's;
 * - an option group the player opened stays open on the next turns;
 * - the rules page, from the start page and from the game screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { CardFacts } from '@stccg/engine';
import { facts, standardDeck } from '@stccg/engine';
import { ARTIFACTS, WEB, hasChromium, newPage, perform, startStack, waitForMyDecision, type PendingDom, type Stack } from './harness.ts';
import { choose, newMemory } from './driver.ts';

type Mission = Extract<CardFacts, { type: 'mission' }>;
const SCREENSHOTS = resolve(WEB, '../../docs/screenshots');
const RULES_HEADINGS = ['The goal', 'Setting up: the seed phase', 'Your turn', 'Moving ships: RANGE and span', 'Beaming and Away Teams', 'Attempting a mission', 'Battle', 'The end of the game'];

/** The state of the decision panel's option groups: each group's key, size, and whether it shows open. */
async function groupsNow(page: Page): Promise<{ group: string; size: number; open: boolean }[]> {
  return page.locator('[data-testid="decision"] details.option-group').evaluateAll((els) =>
    els.map((d) => ({ group: d.getAttribute('data-group') ?? '', size: d.querySelectorAll('[data-option]').length, open: (d as HTMLDetailsElement).open })),
  );
}

describe.skipIf(!hasChromium)('a newcomer\'s help: the mission being placed, the deck list, remembered option groups, the rules', () => {
  let stack: Stack;
  let ctx: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    stack = await startStack();
    ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    ({ page, errors } = await newPage(ctx));
    stack.nextSeed(5);
    await page.goto(`${stack.url}/`);
    await page.getByText('Cadet').click();
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await stack?.close();
  });

  it('shows each mission to place in full before its end is chosen', async () => {
    const ours = new Map(standardDeck('federation').missions.map((id) => [facts(id).name, facts(id) as Mission]));
    let shown = 0;
    for (;;) {
      const p = await waitForMyDecision(page);
      if (!p || p.kind !== 'placeMission') break;
      const prompt = (await page.getByTestId('prompt').textContent()) ?? '';
      const preview = page.getByTestId('placing-mission');
      expect(await preview.isVisible()).toBe(true);
      const name = (await preview.locator('.mp-name').textContent()) ?? '';
      // the mission the prompt names, one of this seat's own, with its facts as the engine has them
      expect(prompt).toContain(name);
      const m = ours.get(name);
      expect(m, `${name} is a Federation mission`).toBeDefined();
      if (!m) break;
      expect(await preview.getByTestId('mp-points').textContent()).toBe(String(m.points));
      expect(await preview.getByTestId('mp-span').textContent()).toBe(String(m.span));
      expect(await preview.getByTestId('mp-type').textContent()).toContain(m.missionType);
      const icons = await preview.locator('.mp-icon').allTextContents();
      expect(icons.map((s) => s.toLowerCase())).toEqual(m.affiliationIcons);
      const needs = ((await preview.getByTestId('mp-needs').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const alt of m.requirementsFormula.split(' OR ')) expect(needs).toContain(alt.trim());
      // shown while the choice is still open: both ends are offered
      expect(p.options.map((o) => o.id).sort()).toEqual(['left', 'right']);
      if (shown === 0) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, 'setup-mission-1366x768.png') });
      }
      if (shown === 1) {
        // at a phone width the mission is read above the table, the ends' buttons under it
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await preview.isVisible()).toBe(true);
        const box = await preview.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        await page.screenshot({ path: join(ARTIFACTS, 'setup-mission-phone.png') });
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      shown++;
      await perform(page, p, p.options[shown % 2] as PendingDom['options'][number]);
    }
    // the Federation lays its first mission without a choice; the other five are asked
    expect(shown).toBe(5);
    // once the missions are down, the preview is gone
    expect(await page.getByTestId('placing-mission').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('opens the player\'s own deck list: counts per name by pile, as the standard deck; nothing of the opponent\'s', async () => {
    const std = standardDeck('federation');
    await page.getByTestId('open-deck-list').click();
    const dialog = page.getByTestId('deck-list');
    await dialog.waitFor();
    expect(Number(await dialog.getByTestId('deck-total').textContent())).toBe(std.missions.length + std.seed.length + std.draw.length);
    for (const pile of ['missions', 'seed', 'draw'] as const) {
      const section = dialog.locator(`[data-pile="${pile}"]`);
      expect(await section.locator('.deck-count').textContent()).toBe(`(${std[pile].length})`);
      const rows = await section.locator('li').evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-def') ?? '', Number(li.getAttribute('data-count'))] as const));
      const counts = new Map<string, number>();
      for (const id of std[pile]) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(new Map(rows)).toEqual(counts);
      // the name is shown with its count
      const [def, n] = rows[0] as readonly [string, number];
      expect(await section.locator(`li[data-def="${def}"]`).textContent()).toContain(`${n}×`);
      expect(await section.locator(`li[data-def="${def}"]`).textContent()).toContain(facts(def).name);
    }
    // nothing of the Klingon deck that the Federation deck does not hold
    const fedIds = new Set([...std.missions, ...std.seed, ...std.draw]);
    const kliOnly = Object.values(standardDeck('klingon')).flat().filter((id) => !fedIds.has(id));
    expect(kliOnly.length).toBeGreaterThan(0);
    for (const id of kliOnly) expect(await dialog.locator(`li[data-def="${id}"]`).count()).toBe(0);
    // a name opens the card to read: a ship of the draw deck, with its numbers
    const ship = std.draw.map((id) => facts(id)).find((f): f is Extract<CardFacts, { type: 'ship' }> => f.type === 'ship');
    expect(ship).toBeDefined();
    if (!ship) return;
    await dialog.locator(`li[data-def="${ship.id}"] button`).click();
    const reading = dialog.getByTestId('deck-reading');
    expect(await reading.textContent()).toContain(ship.name);
    expect(await reading.textContent()).toContain(`RNG ${ship.range} · WEA ${ship.weapons} · SHI ${ship.shields}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'deck-list-1366x768.png') });
    await reading.getByRole('button', { name: 'Close the card panel' }).click();
    expect(await dialog.getByTestId('deck-reading').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 60_000);

  it('keeps an option group the player opened open on the next turns', async () => {
    const mem = newMemory();
    // play on until a group shows closed (many options in all, many in the group)
    let opened: { group: string; turn: number } | null = null;
    for (let i = 0; i < 400 && !opened; i++) {
      const p = await waitForMyDecision(page);
      expect(p, 'the game goes on').not.toBeNull();
      if (!p) return;
      const closed = (await groupsNow(page)).find((g) => !g.open);
      if (closed && p.turn > 0) {
        await page.locator(`[data-testid="decision"] details[data-group="${closed.group}"] > summary`).click();
        expect((await groupsNow(page)).find((g) => g.group === closed.group)?.open).toBe(true);
        opened = { group: closed.group, turn: p.turn };
        break;
      }
      await perform(page, p, choose(p.kind, p.options, p.turn, mem));
    }
    expect(opened, 'a closed option group to open').not.toBeNull();
    if (!opened) return;
    // on later turns, wherever the group is offered, it shows open: also where it would start closed
    let later = 0;
    let laterClosedByDefault = 0;
    for (let i = 0; i < 600 && laterClosedByDefault === 0; i++) {
      const p = (await waitForMyDecision(page)) as PendingDom | null;
      if (!p) break;
      if (p.turn > opened.turn) {
        const groups = await groupsNow(page);
        const g = groups.find((x) => x.group === opened.group);
        if (g) {
          expect(g.open, `${g.group} on turn ${p.turn}`).toBe(true);
          later++;
          const all = groups.reduce((n, x) => n + x.size, 0);
          if (groups.length > 1 && all > 14 && g.size > 8) laterClosedByDefault++;
        }
      }
      if (p.turn > opened.turn + 8) break;
      await perform(page, p, choose(p.kind, p.options, p.turn, mem));
    }
    expect(later).toBeGreaterThan(0);
    expect(laterClosedByDefault).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 300_000);

  it('opens the rules from the game screen and from the start page', async () => {
    const [rules] = await Promise.all([ctx.waitForEvent('page'), page.getByTestId('open-rules').click()]);
    await rules.waitForSelector('[data-testid="rules"]');
    const headings = await rules.locator('[data-testid="rules"] h2').allTextContents();
    for (const h of RULES_HEADINGS) expect(headings).toContain(h);
    expect(await rules.locator('[data-testid="rules"]').textContent()).toContain('100 points');
    await rules.screenshot({ path: join(SCREENSHOTS, 'rules-1366x768.png') });
    // the game was not left
    expect(page.url()).toMatch(/#\/game\//);
    await rules.goto(`${stack.url}/`);
    await rules.getByTestId('start-rules').click();
    await rules.waitForSelector('[data-testid="rules"]');
    expect(rules.url()).toMatch(/#\/rules$/);
    expect(await rules.locator('[data-testid="rules"] h2').allTextContents()).toEqual(headings);
    expect(await rules.title()).toContain('Rules');
    await rules.close();
    expect(errors).toEqual([]);
  }, 60_000);
});

/**
 * Issue 22's "done when", at a laptop's 1366x768 and a phone's 390x844, against the computer on
 * a fixed deal, playing the Klingon (the side that may start a battle): seeding, a turn, an
 * attempt with a dilemma, the opponent's turn in progress, a battle and the end screen. Each
 * screenshot (docs/screenshots/done-when/) is taken after asserting what it must show. The seeding
 * step is also the browser test of "a card first, then its targets": the seeding list has a
 * button per dilemma, not per dilemma and mission; a dilemma chosen lights its missions, and a
 * click on one seeds it. A ship's destinations are chosen the same way on the way to the battle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { PlayerView } from '@stccg/engine';
import { facts } from '@stccg/engine';
import { hasChromium, newPage, onTable, perform, readDecision, startStack, waitForMyDecision, type PendingDom, type Stack, SHOTS } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';
import { choose, newMemory, type DriverOption } from './driver.ts';

const DIR = join(SHOTS, 'done-when');
const SEED = 11;
const SIZES = [
  { name: '1366x768', width: 1366, height: 768, phone: false },
  { name: '390x844', width: 390, height: 844, phone: true },
] as const;
type Size = (typeof SIZES)[number];

const teamSize = (o: { label: string }) => Number(/with (\d+) personnel/.exec(o.label)?.[1] ?? 0);

/** Where a Federation ship or outpost stands: the Klingon's ships are sent there to find a battle. */
function foeLocations(v: PlayerView): Set<string> {
  return new Set(v.spaceline.filter((l) => l.ships.some((s) => s.owner === 'federation') || l.outposts.some((o) => o.owner === 'federation')).map((l) => l.id));
}
const seekFoe = (v: PlayerView, options: DriverOption[]): DriverOption | null => {
  const foe = foeLocations(v);
  return options.find((o) => o.group === 'move' && !!o.target && foe.has(o.target)) ?? null;
};

/** Inside the viewport, all of it. */
async function inViewport(page: Page, l: Locator): Promise<boolean> {
  const b = await l.boundingBox();
  const vp = page.viewportSize() as { width: number; height: number };
  return !!b && b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= vp.width + 0.5 && b.y + b.height <= vp.height + 0.5;
}

async function noSideScroll(page: Page, size: Size): Promise<void> {
  expect(await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))).toBeLessThanOrEqual(size.width);
}

/** At a laptop's width all twelve missions are inside the viewport; at a phone's, the spaceline scrolls sideways in its own strip. */
async function expectMissions(page: Page, size: Size): Promise<void> {
  const missions = page.locator('.spaceline .mission');
  expect(await missions.count()).toBe(12);
  if (size.phone) return;
  await missions.first().scrollIntoViewIfNeeded();
  for (let i = 0; i < 12; i++) expect(await inViewport(page, missions.nth(i)), `mission ${i + 1} in the viewport`).toBe(true);
}

/** Every personnel shown on the spaceline carries its printed skills, each one. Returns how many were checked. */
async function expectSkills(page: Page): Promise<number> {
  const chips = await page.locator('.spaceline .card-personnel[data-def]').evaluateAll((els) =>
    els.map((e) => ({ def: e.getAttribute('data-def') as string, skills: [...e.querySelectorAll('.skill-tag')].map((t) => t.getAttribute('data-skill') as string) })),
  );
  for (const c of chips) {
    const f = facts(c.def);
    if (f.type !== 'personnel') continue;
    expect(c.skills.sort(), f.name).toEqual(f.skills.map((s) => s.skill).sort());
  }
  return chips.length;
}

async function waitDecision(page: Page, v: PlayerView | null): Promise<void> {
  await page.waitForSelector(`[data-testid="decision"][data-decision="${v?.pending?.id}"]:not(.is-busy)`, { timeout: 20_000 });
}

async function setPace(page: Page, pace: 'off' | 'slow'): Promise<void> {
  await page.getByTestId('pace').selectOption(pace);
}

async function skipTelling(page: Page): Promise<void> {
  const skip = page.getByTestId('sequence-skip');
  if ((await skip.count()) > 0) await skip.click().catch(() => {});
  await page.waitForFunction(() => !document.querySelector('[data-testid="sequence"]'));
}

/** The option group holding a card's line, opened if the player had it closed. */
async function openGroupOf(page: Page, sel: string): Promise<void> {
  const group = page.locator(`[data-testid="decision"] details.option-group:has(${sel})`);
  if ((await group.count()) > 0 && !(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('summary').click();
}

describe.skipIf(!hasChromium)('done when: seeding, a turn, an attempt with a dilemma, the opponent\'s turn, a battle and the end, at both sizes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    mkdirSync(DIR, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  for (const size of SIZES) {
    it(`at ${size.name}`, async () => {
      const ctx = await stack.browser.newContext({ viewport: { width: size.width, height: size.height }, ...(size.phone ? { isMobile: true, hasTouch: true } : {}) });
      const { page, errors } = await newPage(ctx);
      const shot = (what: string) => page.screenshot({ path: join(DIR, `${what}-${size.name}.png`) });

      // a game against the computer as the Klingon
      stack.nextSeed(SEED);
      await page.goto(`${stack.url}/`);
      await page.locator('input[name="side-ai"][value="klingon"]').check();
      await page.getByText('Cadet').click();
      await page.getByTestId('start-bot').click();
      await page.waitForSelector('[data-testid="table"]');
      const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
      const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
      const drive = (stop: Parameters<typeof driveUntil>[4], max: number, prefer?: Parameters<typeof driveUntil>[6]) => driveUntil(stack.url, gameId, token, 'klingon', stop, max, prefer);

      // ---- seeding: a button per dilemma; a dilemma chosen lights its missions; a click on one seeds it
      const seeding = await drive((p) => p.kind === 'seedDilemma', 100);
      expect(seeding, 'a dilemma to seed').not.toBeNull();
      if (!seeding?.pending) return;
      await waitDecision(page, seeding);
      const seeds = (seeding.pending.options ?? []).filter((o) => o.id.startsWith('seed:'));
      const dilemmas = new Set(seeds.map((o) => o.card));
      expect(dilemmas.size).toBeGreaterThan(1);
      expect(seeds.length, 'the wall there was: a seed per dilemma and mission').toBeGreaterThanOrEqual(dilemmas.size * 6);
      const listed = page.locator('[data-testid="decision"] .option-groups .option:visible');
      expect(await listed.count()).toBe(dilemmas.size);
      expect(await page.locator('[data-testid="decision"] [data-card-choice]').count()).toBe(dilemmas.size);
      for (const label of await listed.locator('.choice-label').allTextContents()) expect(label).toMatch(/^Seed .+…$/);
      const first = seeds[0] as DriverOption;
      const where = new Set(seeds.filter((o) => o.card === first.card).map((o) => o.target as string));
      await page.locator(`[data-card-choice="${first.card}"]`).click();
      // its missions light up, each marked "target" in words, and no other place
      await expect.poll(() => page.locator('.game-main [data-mark="target"]').count()).toBe(where.size);
      const lit = await page.locator('.game-main .mission > .mission-face[data-mark="target"]').evaluateAll((els) => els.map((e) => (e.parentElement as HTMLElement).dataset.loc));
      expect(new Set(lit)).toEqual(where);
      // their short list under the dilemma, for the keyboard and the phone, with a Cancel
      const list = page.locator(`[data-choice-card="${first.card}"] [data-testid="choice-targets"]`);
      expect(await list.isVisible()).toBe(true);
      expect(await list.locator('[data-option]').count()).toBe(where.size);
      expect(await list.getByTestId('choice-cancel').isVisible()).toBe(true);
      expect(await page.locator(`[data-card-choice="${first.card}"]`).getAttribute('aria-expanded')).toBe('true');
      await expectMissions(page, size);
      await noSideScroll(page, size);
      if (size.phone) {
        const box = await list.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      }
      await page.mouse.move(0, 0);
      await shot('seeding');
      // the click on a lit mission seeds the dilemma there: it shows under that mission, seeded by this player
      await onTable(page, first.target as string).click();
      await page.waitForFunction((d) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== d, seeding.pending.id);
      await page.waitForSelector(`.mission[data-loc="${first.target}"] .mission-extra [data-card="${first.card}"]`);
      expect(await page.locator('.game-main [data-mark="target"]').count()).toBe(0);
      // the same with the keyboard: Enter on a dilemma's line puts the focus on its first mission,
      // Enter there seeds it, and the focus goes on to the next decision's options
      const focused = () => page.evaluate(() => {
        const a = document.activeElement as HTMLElement | null;
        return { option: a?.getAttribute('data-option') ?? null, line: a?.getAttribute('data-card-choice') ?? null, inList: !!a?.closest('[data-testid="choice-targets"]'), inDecision: !!a?.closest('[data-testid="decision"]') };
      });
      const next = await waitForMyDecision(page);
      expect(next?.kind).toBe('seedDilemma');
      const again = next?.options.find((o) => o.id.startsWith('seed:')) as DriverOption;
      await page.locator(`[data-card-choice="${again.card}"]`).focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toMatchObject({ option: again.id, inList: true });
      await page.keyboard.press('Enter');
      await page.waitForSelector(`.mission[data-loc="${again.target}"] .mission-extra [data-card="${again.card}"]`);
      await expect.poll(async () => {
        const f = await focused();
        return f.inDecision && (f.option !== null || f.line !== null);
      }).toBe(true);

      // ---- a turn: the table with every personnel's skills and the requirement check where the Away Team stands
      const big = (o: DriverOption) => o.group === 'attempt' && teamSize(o) >= 3;
      const turn = await drive((p) => p.options.some(big), 400);
      expect(turn, 'a Klingon Away Team able to attempt a mission').not.toBeNull();
      if (!turn?.pending) return;
      await waitDecision(page, turn);
      const attempt = (turn.pending.options ?? []).find(big) as DriverOption;
      const loc = attempt.target as string;
      const check = page.locator(`.mission[data-loc="${loc}"] [data-testid="mission-check"]`);
      await check.waitFor();
      await expectMissions(page, size);
      expect(await expectSkills(page)).toBeGreaterThanOrEqual(3);
      const team = page.locator(`.planet-zone[data-planet="${loc}"][data-owner="klingon"] .card-personnel`);
      expect(await team.count()).toBeGreaterThanOrEqual(teamSize(attempt));
      expect((await check.textContent()) ?? '').toMatch(/Requirements met|Needs: /);
      await noSideScroll(page, size);
      if (size.phone) await check.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
      expect(await inViewport(page, check)).toBe(true);
      await page.mouse.move(0, 0);
      await shot('turn');

      // ---- an attempt with a dilemma: face up, with what it does, before its effect; the check on the mission attempted
      await setPace(page, 'slow');
      let p: PendingDom | null = await waitForMyDecision(page);
      const mem = newMemory();
      let revealed = false;
      for (let n = 0; n < 80 && p && !revealed; n++) {
        const o = p.options.find((x) => x.group === 'attempt' && x.target === loc) ?? p.options.find((x) => x.group === 'attempt') ?? choose(p.kind, p.options, p.turn, mem);
        await perform(page, p, o);
        if (o.group === 'attempt') {
          const reveal = await page.waitForSelector('[data-testid="dilemma-reveal"]', { timeout: 8000 }).catch(() => null);
          if (reveal) {
            const at = o.target as string;
            const mission = page.locator(`.mission[data-loc="${at}"]`);
            await mission.evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
            await page.mouse.move(0, 0);
            await shot('attempt-dilemma');
            const seen = await page.evaluate((id) => {
              const lis = document.querySelectorAll('[data-testid="log"] li');
              const last = lis[lis.length - 1] as HTMLElement;
              return {
                name: document.querySelector('[data-testid="dilemma-name"]')?.textContent ?? '',
                text: document.querySelector('.seq-reveal-text')?.textContent ?? '',
                lastClass: last.className,
                lastLine: last.textContent ?? '',
                queued: Number(document.querySelector('[data-testid="sequence"]')?.getAttribute('data-queued')),
                check: !!document.querySelector(`.mission[data-loc="${CSS.escape(id)}"] [data-testid="mission-check"]`),
              };
            }, at);
            // still the step the screenshot shows: the dilemma face up, its effect not yet told
            expect(await page.getByTestId('dilemma-reveal').count()).toBe(1);
            expect(seen.name.length).toBeGreaterThan(0);
            expect(seen.text.length).toBeGreaterThan(10);
            expect(seen.lastClass).toContain('ev-dilemmaRevealed');
            expect(seen.lastLine).toContain(seen.name);
            expect(seen.queued).toBeGreaterThan(0);
            expect(seen.check, 'the requirement check on the mission attempted').toBe(true);
            expect(await inViewport(page, page.getByTestId('dilemma-reveal'))).toBe(true);
            expect(await inViewport(page, page.locator(`.mission[data-loc="${at}"] [data-testid="mission-check"]`))).toBe(true);
            revealed = true;
            await skipTelling(page);
          }
        }
        p = await waitForMyDecision(page);
      }
      expect(revealed, 'a dilemma met in an attempt').toBe(true);

      // ---- the opponent's turn in progress: told step by step; the options do not move for it
      for (let n = 0; n < 40 && p && !p.options.some((o) => o.group === 'end'); n++) {
        await perform(page, p, choose(p.kind, p.options, p.turn, mem));
        p = await waitForMyDecision(page);
      }
      const end = p?.options.find((o) => o.group === 'end');
      expect(end, 'an end-of-turn option').toBeTruthy();
      if (!p || !end) return;
      await skipTelling(page);
      const panel = page.locator('.side-decision .decision');
      await page.locator(`[data-testid="decision"] [data-option="${end.id}"]`).scrollIntoViewIfNeeded();
      const before = (await panel.boundingBox()) as { x: number; y: number };
      await perform(page, p, end);
      await page.waitForFunction(() => /Federation's turn/.test(document.querySelector('[data-testid="sequence"] .seq-whose')?.textContent ?? ''), undefined, { timeout: 30_000 });
      const seq = page.getByTestId('sequence');
      expect(await inViewport(page, seq)).toBe(true);
      expect(((await page.getByTestId('sequence-text').textContent()) ?? '').length).toBeGreaterThan(3);
      expect(await page.getByTestId('sequence-skip').isVisible()).toBe(true);
      // the decision panel stays where it was, and the told step does not cover it
      const during = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
      // (at a laptop's width; on a phone the step stands over the foot of the screen)
      if (!size.phone) expect(Math.abs(during.y - before.y)).toBeLessThanOrEqual(1);
      const s = (await seq.boundingBox()) as { x: number; y: number; width: number; height: number };
      const overlap = s.x < during.x + during.width && during.x < s.x + s.width && s.y < during.y + during.height && during.y < s.y + s.height;
      expect(overlap, `step ${JSON.stringify(s)} over the decision ${JSON.stringify(during)}`).toBe(false);
      await noSideScroll(page, size);
      await page.mouse.move(0, 0);
      await shot('opponent-turn');
      await setPace(page, 'off');
      await skipTelling(page);

      // ---- on to a battle; on the way, a ship's destinations chosen the same way: the ship first, then a lit mission
      let moved = false;
      const byList = (v: PlayerView, options: DriverOption[]) => {
        const o = seekFoe(v, options);
        return o && options.filter((x) => x.group === 'move' && x.card === o.card).length >= 2 ? o : null;
      };
      let battleAt: PlayerView | null = null;
      for (let round = 0; round < 4 && !battleAt; round++) {
        const v = await drive((q, view) => q.options.some((o) => o.group === 'battle') || (!moved && byList(view, q.options) !== null), 600, seekFoe);
        expect(v, 'a battle to start, or a ship to send').not.toBeNull();
        if (!v?.pending) return;
        await waitDecision(page, v);
        if ((v.pending.options ?? []).some((o) => o.group === 'battle')) {
          battleAt = v;
          break;
        }
        const go = byList(v, (v.pending.options ?? [])) as DriverOption;
        const dests = new Set((v.pending.options ?? []).filter((o) => o.group === 'move' && o.card === go.card).map((o) => o.target as string));
        const line = `[data-card-choice="${go.card}"]`;
        await openGroupOf(page, line);
        await page.locator(line).click();
        await expect.poll(() => page.locator('.game-main .mission > .mission-face[data-mark="target"]').count()).toBe(dests.size);
        expect(await page.locator(`[data-choice-card="${go.card}"] [data-testid="choice-targets"] [data-option]`).count()).toBe(dests.size);
        await onTable(page, go.target as string).click();
        await page.waitForFunction((d) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== d, v.pending.id);
        const mission = v.spaceline.find((l) => l.id === go.target)?.mission.name as string;
        await expect.poll(async () => (await page.locator('[data-testid="log"] li.ev-shipMoved').last().textContent()) ?? '').toContain(mission);
        moved = true;
      }
      expect(moved, 'a ship sent by choosing it, then its destination').toBe(true);
      expect(battleAt, 'a battle the Klingon may start').not.toBeNull();
      if (!battleAt?.pending) return;
      const attack = ((battleAt.pending.options ?? []).find((o) => o.group === 'battle' && o.card) ?? (battleAt.pending.options ?? []).find((o) => o.group === 'battle')) as DriverOption;
      const field = attack.target as string;
      await setPace(page, 'slow');
      const bp = (await readDecision(page)) as PendingDom;
      await perform(page, bp, bp.options.find((o) => o.id === attack.id) as DriverOption);
      // the ships to attack with: all of them, or the last one left; then the attack is told
      const attackSource = 'attacks .+: (WEAPONS \\d+ against SHIELDS \\d+|STRENGTH \\d+ against \\d+)';
      let lastPick = '';
      for (let n = 0; n < 8; n++) {
        const state = await page.waitForFunction(
          ({ last, re }) => {
            const t = document.querySelector('[data-testid="sequence-text"]')?.textContent ?? '';
            if (new RegExp(re).test(t)) return 'told';
            const d = document.querySelector('[data-testid="decision"]:not(.is-busy)');
            if (d && d.getAttribute('data-kind') === 'pickAttackers' && d.getAttribute('data-decision') !== last && d.querySelector('.option:not([disabled])')) return 'pick';
            return false;
          },
          { last: lastPick, re: attackSource },
          { timeout: 20_000, polling: 50 },
        );
        if ((await state.jsonValue()) === 'told') break;
        const q = (await readDecision(page)) as PendingDom;
        lastPick = q.decision;
        expect((await page.getByTestId('prompt').textContent()) ?? '').toMatch(/attacking stops each ship/);
        const all = q.options.find((o) => o.id === 'all') ?? q.options.find((o) => o.group === 'pick') ?? (q.options[0] as DriverOption);
        await page.locator(`[data-testid="decision"] [data-option="${all.id}"]`).click();
      }
      // where it happens, in sight (a phone's page was scrolled up to the button that launched it)
      await page.locator(`.mission[data-loc="${field}"]`).evaluate((e) => e.scrollIntoView({ block: 'center', inline: 'center' }));
      await page.mouse.move(0, 0);
      await shot('battle');
      const battle = await page.evaluate((id) => ({
        event: document.querySelector('[data-testid="sequence"]')?.getAttribute('data-event'),
        text: document.querySelector('[data-testid="sequence-text"]')?.textContent ?? '',
        marked: !!document.querySelector(`.mission.is-marked[data-loc="${CSS.escape(id)}"]`),
      }), field);
      // still the step the screenshot shows: who attacks what, with what against what, and where (marked on the table)
      expect(battle.event).toBe('battle');
      expect(battle.text).toMatch(/Klingon attacks .+: (WEAPONS \d+ against SHIELDS \d+|STRENGTH \d+ against \d+)/);
      expect(battle.marked).toBe(true);
      expect(await inViewport(page, page.getByTestId('sequence'))).toBe(true);
      expect(await inViewport(page, page.locator(`.mission[data-loc="${field}"] > .mission-face`))).toBe(true);
      await setPace(page, 'off');
      await skipTelling(page);

      // ---- the end: a concession ends it; the end screen says who won, why, the scores and the turns
      await page.getByRole('button', { name: 'Concede' }).click();
      await page.getByRole('button', { name: 'Yes, concede' }).click();
      const endScreen = page.getByTestId('end-screen');
      await endScreen.waitFor();
      expect(await endScreen.locator('#end-title').textContent()).toBe('Federation wins');
      expect(await endScreen.locator('.end-reason').textContent()).toMatch(/^Klingon conceded/);
      const scores = (await endScreen.locator('.end-scores').textContent()) ?? '';
      expect(scores).toMatch(/Federation \d+ · Klingon \d+ · \d+ turns[,:] /);
      expect(await endScreen.getByRole('button', { name: 'See the table' }).isVisible()).toBe(true);
      // the whole card of the end screen in sight, the chart included
      expect(await inViewport(page, endScreen.locator('.end-screen'))).toBe(true);
      expect(await endScreen.locator('svg').first().isVisible()).toBe(true);
      await noSideScroll(page, size);
      await shot('end');
      expect(errors).toEqual([]);
      await ctx.close();
    }, 420_000);
  }
});

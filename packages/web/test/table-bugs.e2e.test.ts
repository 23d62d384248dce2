/**
 * The table's four bugs (issue 22), each as a person meets it in the browser:
 * 1. tapping a card to read it played it (its only option needed no target);
 * 2. the attack prompt said "press Done" and offered none, and a tap on the last ship launched the
 *    attack, with no word that attacking stops the ship;
 * 3. names lost their capitals in log lines and on the end screen, and a player's own load was
 *    told twice (once as the opponent's count, once in full);
 * 4. bad links misled: an unknown game to watch showed "reconnecting..." for ever, an unknown game
 *    to play said this browser holds no seat, a wrong invite code for a full game said "used".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlayerView } from '@stccg/engine';
import { hasChromium, newPage, perform, playUntil, readDecision, startStack, waitForMyDecision, type Stack } from './harness.ts';
import type { DriverOption } from './driver.ts';
import { newMemory } from './driver.ts';
import { driveUntil } from './protocol-driver.ts';

const decisionId = (page: Page) => page.getAttribute('[data-testid="decision"]', 'data-decision');
const logLines = (page: Page) => page.locator('[data-testid="log"] li').allTextContents();

/** The Klingon's plan for bug 2: report, load the crew aboard, fly to the Federation outpost. */
function toTheirOutpost(v: PlayerView, options: DriverOption[]): DriverOption | null {
  if (v.pending?.kind !== 'main') return null;
  const theirs = v.spaceline.find((l) => l.outposts.some((o) => o.owner !== v.viewer))?.id;
  return (
    options.find((o) => o.group === 'play' && /^(Report|Commission) /.test(o.label)) ??
    options.find((o) => o.group === 'beam' && /^Load from/.test(o.label)) ??
    options.find((o) => o.group === 'move' && o.target === theirs) ??
    options.find((o) => o.group === 'end') ??
    null
  );
}

describe.skipIf(!hasChromium)('the table\'s four bugs', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('1: tapping a card to read it never plays it; its one option is offered next to it', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const { page, errors } = await newPage(ctx);
    stack.nextSeed(2);
    await page.goto(`${stack.url}/`);
    await page.getByText('Cadet').click();
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
    // play on until a card in hand has one option that names nothing more (an event played on the table)
    let found: DriverOption | null = null;
    await playUntil(page, newMemory(), async (p) => {
      for (const o of p.options) {
        if (!o.card || o.group === 'pick' || (o.target && o.target !== o.card)) continue;
        if (p.options.filter((x) => x.card === o.card || x.target === o.card).length !== 1) continue;
        if ((await page.locator(`[data-testid="hand"] [data-card="${o.card}"]`).count()) > 0) {
          found = o;
          return true;
        }
      }
      return p.turn > 8;
    });
    const o = found as DriverOption | null;
    expect(o, 'a card in hand with a single untargeted option').not.toBeNull();
    if (!o) return;
    const before = await decisionId(page);
    const hand = await page.locator('[data-testid="hand"] .card').count();
    await page.locator(`[data-testid="hand"] [data-card="${o.card}"]`).click();
    await page.waitForTimeout(800);
    // nothing was played: the same decision, the same hand; the card is shown to read, and its option is offered
    expect(await decisionId(page)).toBe(before);
    expect(await page.locator('[data-testid="hand"] .card').count()).toBe(hand);
    expect(await page.getByTestId('inspector').textContent()).toContain(o.label.replace(/^Play /, '').split(' on ')[0]?.split(' to ')[0]?.trim().slice(0, 12) ?? '');
    const offered = page.locator(`[data-testid="selected-options"] [data-option="${o.id}"]`);
    expect(await offered.isVisible()).toBe(true);
    // the option's own button plays it
    await offered.click();
    await page.waitForFunction((d) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== d, before, { timeout: 10_000 });
    expect(await page.locator(`[data-testid="hand"] [data-card="${o.card}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);

  it('2 and 3: the attack says it stops the ship, offers no missing Done, and waits on the last ship; names keep their capitals', async () => {
    let page: Page | null = null;
    let errors: string[] = [];
    let close = async () => undefined as unknown;
    let battle: DriverOption | undefined;
    for (const seed of [11, 8, 9, 2]) {
      const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
      const opened = await newPage(ctx);
      stack.nextSeed(seed);
      await opened.page.goto(`${stack.url}/`);
      await opened.page.locator('input[name="side-ai"][value="klingon"]').check();
      await opened.page.getByText('Cadet').click();
      await opened.page.getByTestId('start-bot').click();
      await opened.page.waitForSelector('[data-testid="table"]');
      const gameId = /#\/game\/([^/?]+)/.exec(opened.page.url())?.[1] as string;
      const token = await opened.page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId);
      // brought quickly to the Federation outpost through the protocol; the page holds the same seat
      const v = await driveUntil(stack.url, gameId, token as string, 'klingon', (p) => p.options.some((o) => /^battle:(ship|outpost)@/.test(o.id)), 150, toTheirOutpost);
      battle = v?.pending?.options?.find((o) => /^battle:(ship|outpost)@/.test(o.id));
      if (battle) {
        page = opened.page;
        errors = opened.errors;
        close = () => ctx.close();
        break;
      }
      await ctx.close();
    }
    expect(battle, 'a Klingon ship that can attack').toBeDefined();
    if (!page || !battle) return;
    const p = await waitForMyDecision(page);
    expect(p?.options.some((o) => o.id === battle?.id)).toBe(true);
    await perform(page, p as NonNullable<typeof p>, battle);
    await page.waitForSelector('[data-testid="decision"][data-kind="pickAttackers"]');
    expect(await page.getByTestId('prompt').textContent()).toContain('attacking stops each ship and its crew');
    for (;;) {
      const d = (await readDecision(page)) as NonNullable<Awaited<ReturnType<typeof readDecision>>>;
      expect(d.kind).toBe('pickAttackers');
      const hint = (await page.locator('[data-testid="decision"] .hint').first().textContent()) ?? '';
      const done = d.options.find((o) => o.id === 'done');
      if (done) expect(hint).toContain(done.label);
      else expect(hint).not.toMatch(/Done/);
      const picks = d.options.filter((o) => o.group === 'pick' && o.card);
      const ship = picks[0] as DriverOption;
      const onTable = page.locator(`.game-main [data-card="${ship.card}"]`).first();
      await onTable.click();
      await page.waitForTimeout(800);
      if (picks.length > 1) {
        // one of several: picked at once, the decision goes on
        expect(await decisionId(page)).not.toBe(d.decision);
        continue;
      }
      // the last ship: a tap only selects it; its button, which says what happens, launches the attack
      expect(await decisionId(page)).toBe(d.decision);
      const go = page.locator(`[data-testid="selected-options"] [data-option="${ship.id}"]`);
      expect(await go.textContent()).toContain('the last one, so the attack goes ahead');
      await go.click();
      await page.waitForFunction((id) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== id, d.decision, { timeout: 10_000 });
      break;
    }
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="log"] li')].some((li) => / attacks /.test(li.textContent ?? '')), null, { timeout: 10_000 });

    // 3: the log keeps the names' capitals, and the Klingon's own loads are told once, in full
    const lines = await logLines(page);
    const loads = lines.filter((l) => /^Klingon: load from /.test(l));
    expect(loads.length).toBeGreaterThan(0);
    for (const l of loads) expect(l).toMatch(/^Klingon: load from Klingon Outpost onto I\.K\.C\. [A-Z][^:]*: [A-Z].* \(only you\)$/);
    expect(lines.filter((l) => /^Klingon: load from .*\d+ card\(s\)$/.test(l))).toEqual([]);
    expect(lines.filter((l) => /\b(federation|klingon)\b/.test(l))).toEqual([]);
    // and the end screen's reason
    await page.getByRole('button', { name: 'Concede' }).click();
    await page.getByRole('button', { name: 'Yes, concede' }).click();
    await page.waitForSelector('[data-testid="end-screen"]');
    expect(await page.locator('.end-reason').textContent()).toBe('Klingon conceded');
    expect(errors).toEqual([]);
    await close();
  }, 300_000);

  it('4: a link to no game says so; a game without a seat here says that; a wrong invite code is not called used', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const { page, errors } = await newPage(ctx);
    // watching a game that does not exist: told so, and no "reconnecting" for ever
    await page.goto(`${stack.url}/#/watch/nosuchgame1`);
    await page.waitForSelector('[data-testid="no-such-game"]', { timeout: 10_000 });
    await page.waitForTimeout(2500);
    expect(await page.getByTestId('no-such-game').textContent()).toContain('There is no game nosuchgame1 on this server');
    expect(await page.getByText('reconnecting').count()).toBe(0);
    // playing a game that does not exist: the same, not "no seat"
    await page.goto(`${stack.url}/#/game/nosuchgame2`);
    await page.waitForSelector('[data-testid="no-such-game"]', { timeout: 10_000 });
    expect(await page.getByTestId('no-seat').count()).toBe(0);

    // a friend game, taken by its friend through the API
    const created = await fetch(`${stack.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'friend', side: 'federation' }) });
    const g = (await created.json()) as { gameId: string; invite: string };
    const joined = await fetch(`${stack.url}/api/games/${g.gameId}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invite: g.invite }) });
    expect(joined.status).toBe(200);
    // a game that exists, in a browser with no seat in it: "no seat here", with the way to watch it
    await page.goto(`${stack.url}/#/game/${g.gameId}`);
    await page.waitForSelector('[data-testid="no-seat"]', { timeout: 10_000 });
    expect(await page.getByTestId('no-seat').textContent()).toContain('This browser holds no seat in game');
    // a wrong code: wrong, not used; the code that took the seat: used
    await page.goto(`${stack.url}/#/join/${g.gameId}?invite=wrongcode`);
    await page.waitForSelector('[role="alert"]', { timeout: 10_000 });
    expect(await page.getByRole('alert').textContent()).toContain('this invite code does not open a seat of this game');
    await page.goto(`${stack.url}/#/`);
    await page.goto(`${stack.url}/#/join/${g.gameId}?invite=${g.invite}`);
    await page.waitForSelector('[role="alert"]', { timeout: 10_000 });
    expect(await page.getByRole('alert').textContent()).toContain('this invite has already been used');
    expect(errors.filter((e) => !/status of 40[34]|409/.test(e))).toEqual([]);
    await ctx.close();
  }, 120_000);
});

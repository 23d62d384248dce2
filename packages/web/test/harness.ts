/**
 * Browser-test harness: builds the client once per test file, starts the real game server in
 * this process on a free port with an in-memory database, and drives Debian's chromium with
 * playwright-core. Tests skip (with a message) only when /usr/bin/chromium is missing.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { DriverMemory, DriverOption } from './driver.ts';
import { choose, newMemory } from './driver.ts';

export const CHROMIUM = process.env.STCCG_CHROMIUM ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`[web e2e] skipping the browser tests: ${CHROMIUM} is missing (apt-get install chromium)`);

export const WEB = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const ARTIFACTS = join(WEB, 'test-artifacts');

/**
 * STCCG_WEB_DEV=1 builds the client in development mode (React's dev runtime, unminified): its
 * errors name the component (a minified "error #185" does not). STCCG_CPU_THROTTLE=N slows every
 * page's CPU N times (CDP), to shake out races that show only on a slow machine.
 */
export const DEV_BUILD = process.env.STCCG_WEB_DEV === '1';
export const CPU_THROTTLE = Number(process.env.STCCG_CPU_THROTTLE ?? 0);

export async function buildClient(): Promise<string> {
  const { build } = await import('vite');
  mkdirSync(ARTIFACTS, { recursive: true });
  const outDir = mkdtempSync(join(tmpdir(), 'stccg-web-'));
  // vitest sets NODE_ENV=test, which would give a development build (React's dev runtime)
  const env = process.env.NODE_ENV;
  const mode = DEV_BUILD ? 'development' : 'production';
  process.env.NODE_ENV = mode;
  try {
    await build({ configFile: join(WEB, 'vite.config.ts'), mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, ...(DEV_BUILD ? { minify: false } : {}) } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
}

export interface Stack {
  url: string;
  browser: Browser;
  /**
   * The seed of the next game created (the server's test-only seedSource: a page can no longer
   * choose one); games after it get random seeds as usual.
   */
  nextSeed(seed: number): void;
  close(): Promise<void>;
}

/** responseDelayMs: how long a response point waits before it is answered for a seat (the server's default unless given; a test that plays a whole game gives 0). */
/**
 * `timers`: the clock the server schedules game clocks and response delays with (a test that runs
 * a bank out moves it: see game-clock.e2e.test.ts); `now`: its wall clock (claims, quotas);
 * `claimAfterMs`: how long a seat is away before it may be claimed against.
 */
export interface StackOptions {
  responseDelayMs?: number;
  timers?: { now(): number; setTimeout(fn: () => void, ms: number): unknown };
  now?: () => number;
  claimAfterMs?: number;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const webDir = await buildClient();
  const { startServer } = await import('@stccg/server');
  const seeds: number[] = [];
  const server = await startServer({ port: 0, db: ':memory:', webDir, logger: false, botWorkers: 1, botThinkMs: 200, seedSource: () => seeds.shift() ?? randomBytes(32).toString('hex'), ...(opts.responseDelayMs !== undefined ? { responseDelayMs: opts.responseDelayMs } : {}), ...(opts.timers ? { timers: opts.timers } : {}), ...(opts.now ? { now: opts.now } : {}), ...(opts.claimAfterMs !== undefined ? { claimAfterMs: opts.claimAfterMs } : {}) });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  return {
    url: server.url,
    browser,
    nextSeed: (seed) => void seeds.push(seed),
    async close() {
      await browser.close();
      await server.close();
      // the client built for this stack
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** Collects console errors and page errors; tests expect none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/**
 * A page watched for errors. The told sequence (src/sequence.ts) is off unless a test asks for a
 * pace: a test that plays fast need not wait for the opponent's turn to be told step by step.
 */
export async function newPage(ctx: BrowserContext, opts: { pace?: 'off' | 'fast' | 'normal' | 'slow' } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  if (CPU_THROTTLE > 1) await (await ctx.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  await page.addInitScript((pace) => {
    if (!localStorage.getItem('stccg.pace')) localStorage.setItem('stccg.pace', pace);
  }, opts.pace ?? 'off');
  return { page, errors: watchErrors(page) };
}

/** The locator of a thing on the table by the id an option names. */
export function onTable(page: Page, id: string) {
  if (id.startsWith('planet:')) return page.locator(`.planet-zone[data-planet="${id.slice(7)}"] button.zone-title`);
  if (id === 'left' || id === 'right') return page.locator(`[data-end="${id}"]`);
  return page.locator(`.mission[data-loc="${id}"] > .mission-face, .game-main [data-card="${id}"]`).first();
}

export interface PendingDom {
  decision: string;
  kind: string;
  turn: number;
  options: DriverOption[];
}

/** Waits until this page must decide (returns its decision) or the game is over (null). */
export async function waitForMyDecision(page: Page, timeoutMs = 30_000): Promise<PendingDom | null> {
  await page.waitForSelector('[data-testid="decision"]:not(.is-busy) .option:not([disabled]), [data-testid="end-screen"]', { timeout: timeoutMs, state: 'attached' });
  if ((await page.locator('[data-testid="end-screen"]').count()) > 0) return null;
  return readDecision(page);
}

/** This page's decision now, or null when it has none (waiting, busy, game over). */
export async function readDecision(page: Page): Promise<PendingDom | null> {
  return page.evaluate(() => {
    const d = document.querySelector('[data-testid="decision"]:not(.is-busy)') as HTMLElement | null;
    if (!d || !d.querySelector('.option:not([disabled])')) return null;
    const turnText = d.querySelector('.turn-line')?.textContent ?? '';
    const m = /Turn (\d+)/.exec(turnText);
    const options = [...d.querySelectorAll<HTMLElement>('.option-groups [data-option], .finish [data-option]')].map((b) => {
      const o: { id: string; label: string; card?: string; target?: string; group?: string } = { id: b.dataset.option as string, label: b.textContent ?? '' };
      if (b.dataset.optCard) o.card = b.dataset.optCard;
      if (b.dataset.optTarget) o.target = b.dataset.optTarget;
      if (b.dataset.optGroup) o.group = b.dataset.optGroup;
      return o;
    });
    return { decision: d.dataset.decision as string, kind: d.dataset.kind as string, turn: m ? Number(m[1]) : 0, options };
  });
}

async function decisionGone(page: Page, decision: string, ms: number): Promise<boolean> {
  try {
    await page.waitForFunction((id) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== id, decision, { timeout: ms });
    return true;
  } catch {
    return false;
  }
}

/**
 * Carries out an option the way a person would: on the table when it names a card and a place
 * (click the card, then the place), else with its button. Returns how it was done.
 */
export async function perform(page: Page, p: PendingDom, o: DriverOption): Promise<'table' | 'list'> {
  const card = o.card ? onTable(page, o.card) : null;
  if (card && (await card.count()) > 0 && (await card.isVisible())) {
    await card.click();
    if (await decisionGone(page, p.decision, 400)) return 'table';
    // on a phone the card's options open beside it, over the table: chosen there, as a person would
    const beside = page.locator(`.card-options[data-testid="selected-options"] [data-option="${o.id}"]`);
    if ((await beside.count()) > 0) {
      await beside.click();
      await decisionGone(page, p.decision, 5000);
      return 'table';
    }
    if (o.target && o.target !== o.card) {
      const target = onTable(page, o.target);
      if ((await target.count()) > 0 && (await target.isVisible())) {
        await target.click();
        if (await decisionGone(page, p.decision, 400)) return 'table';
      }
    }
    const sel = page.locator(`[data-testid="selected-options"] [data-option="${o.id}"]`);
    if ((await sel.count()) > 0) {
      await sel.click();
      await decisionGone(page, p.decision, 5000);
      return 'table';
    }
  }
  const button = page.locator(`[data-testid="decision"] [data-option="${o.id}"]`).first();
  if (!(await button.isVisible())) {
    const group = button.locator('xpath=ancestor::details[1]');
    if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator('xpath=summary').click();
    // one of the targets of a card listed once: the card first, then the target under it
    const byCard = button.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " card-choice ")][1]/button[@data-card-choice]');
    if ((await byCard.count()) > 0 && (await byCard.getAttribute('aria-expanded')) !== 'true') await byCard.click();
  }
  await button.click();
  await decisionGone(page, p.decision, 5000);
  return 'list';
}

/** Plays this page's seat with the driver until `until` holds, the game ends, or maxDecisions. */
export async function playUntil(page: Page, mem: DriverMemory, until: (p: PendingDom) => Promise<boolean> | boolean, maxDecisions = 400): Promise<{ decisions: number; tableClicks: number; last: PendingDom | null }> {
  let decisions = 0;
  let tableClicks = 0;
  let last: PendingDom | null = null;
  while (decisions < maxDecisions) {
    const p = await waitForMyDecision(page);
    if (!p) return { decisions, tableClicks, last };
    last = p;
    if (await until(p)) return { decisions, tableClicks, last };
    const o = choose(p.kind, p.options, p.turn, mem);
    if ((await perform(page, p, o)) === 'table') tableClicks++;
    decisions++;
  }
  return { decisions, tableClicks, last };
}

export async function score(page: Page, seat: 'federation' | 'klingon'): Promise<number> {
  return Number(await page.locator(`[data-testid="score-${seat}"] .score-value`).textContent());
}

/** Two seats in two pages, played in turn by the driver until a page reaches the given turn. */
export async function playBoth(pages: Page[], untilTurn: number, max = 600): Promise<number> {
  const mems = pages.map(() => newMemory());
  let n = 0;
  while (n < max) {
    let acted = false;
    for (const [i, page] of pages.entries()) {
      const p = await readDecision(page);
      if (!p) continue;
      if (p.turn >= untilTurn) return n;
      await perform(page, p, choose(p.kind, p.options, p.turn, mems[i] as DriverMemory));
      n++;
      acted = true;
    }
    if (!acted) await (pages[0] as Page).waitForTimeout(100);
  }
  return n;
}

/** Where the browser tests keep the screenshots the issue asks for (docs/screenshots). */
export const SHOTS = join(WEB, '..', '..', 'docs', 'screenshots');

/** Starts a game against the computer (Cadet) as the Federation on a chosen deal; returns its id and seat token. */
export async function startBotGame(stack: Stack, page: Page, seed: number): Promise<{ gameId: string; token: string }> {
  stack.nextSeed(seed);
  await page.goto(`${stack.url}/`);
  await page.getByText('Cadet').click();
  await page.getByTestId('start-bot').click();
  await page.waitForSelector('[data-testid="table"]');
  const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
  const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
  return { gameId, token };
}

/** Signs up a new account from the sign-up page (its password made from its name) and waits for the header to name it. */
export async function signUp(page: Page, url: string, name: string): Promise<void> {
  const password = `${name} password, long enough`;
  await page.goto(`${url}/#/signup`);
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-again').fill(password);
  await page.getByTestId('signup-submit').click();
  await expect.poll(() => page.getByTestId('account-name').textContent(), { timeout: 15_000 }).toContain(name);
}

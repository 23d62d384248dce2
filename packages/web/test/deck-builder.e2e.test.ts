/**
 * The deck builder in Chromium (issue 27's browser test): from an empty browser, by search and
 * filter alone, a legal deck is built card by card; a validation error is seen (a seventh mission)
 * and fixed; the deck is saved, the page reloaded and the deck is there; it is exported (a
 * download), and the export imported in a second browser context (after a bad list is refused
 * naming its line), where a premade deck is a start too; its read-only link opens there until withdrawn; and the saved deck, picked on
 * the start page (where a deck that fails the check cannot start a game, and the page says why),
 * is played against the AI to the end of the game (the seed phase by clicking, the rest through the
 * protocol by the tests' driver, as constructed-end.e2e.test.ts does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Blueprint, PlayerView } from '@stccg/engine';
import { PREMADE_DECKS, findBlueprint, parseDeckFile } from '@stccg/engine';
import { ARTIFACTS, SHOTS, hasChromium, newPage, playUntil, startStack, type Stack } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';
import { newMemory } from './driver.ts';
import { TYPE_ORDER } from '../src/deckPool.ts';

const FED = readFileSync(new URL('../../../decks/constructed-federation-playable.txt', import.meta.url), 'utf8');
const recipe = parseDeckFile(FED).cards.map((c) => ({ b: findBlueprint(c.blueprintId) as Blueprint, count: c.count }));
const total = recipe.reduce((a, c) => a + c.count, 0);

const deckSize = async (page: Page) => Number(await page.getByTestId('deck-size').textContent());

/** Adds the recipe's cards as a person would: the type filter (and, for personnel, the affiliation), then the name in the search box, then "+". */
async function buildByHand(page: Page): Promise<void> {
  let type = '';
  let aff = '';
  for (const t of TYPE_ORDER) {
    for (const { b, count } of recipe.filter((c) => c.b.type === t)) {
      if (type !== t) await page.getByTestId('filter-type').selectOption((type = t));
      const a = b.type === 'personnel' ? b.affiliation : '';
      if (aff !== a) await page.getByTestId('filter-affiliation').selectOption((aff = a));
      await page.getByTestId('pool-search').fill(b.name);
      const add = page.locator(`[data-testid="pool-results"] [data-card="${b.blueprintId}"] [data-testid="add-card"]`);
      const before = await deckSize(page);
      for (let i = 0; i < count; i++) await add.click();
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="deck-size"]')?.textContent) === n, before + count);
    }
  }
  await page.getByTestId('filter-affiliation').selectOption('');
}

describe.skipIf(!hasChromium)('the deck builder in a browser', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ responseDelayMs: 0 });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('builds a legal deck by search and filter, fixes a problem, saves, reloads, exports, imports it elsewhere, shares it, and plays it to the end', { timeout: 420_000 }, async () => {
    const ctxA = await stack.browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const { page, errors } = await newPage(ctxA);
    await page.goto(`${stack.url}/`);
    await page.getByTestId('start-decks').click();
    await page.getByTestId('pool-search').waitFor();
    expect(await page.locator('[data-testid="saved-decks"]').count()).toBe(0);
    expect(await deckSize(page)).toBe(0);
    // an empty deck is not playable, and says why
    expect(await page.getByTestId('deck-problems').textContent()).toMatch(/at least 60/);

    // a card's facts and our description, on hover
    await page.getByTestId('pool-search').fill('Federation Outpost');
    await page.locator('[data-testid="pool-results"] .pool-name').first().hover();
    expect(await page.getByTestId('deck-inspector').textContent()).toMatch(/Federation Outpost[\s\S]*outpost/);

    await buildByHand(page);
    expect(await deckSize(page)).toBe(total);
    await page.getByTestId('deck-valid').waitFor();
    expect(await page.getByTestId('deck-coverage').locator('li').count()).toBe(6);

    // a seventh mission, found by the points filter: the check says what is wrong; removing it fixes it
    await page.getByTestId('pool-search').fill('');
    await page.getByTestId('filter-type').selectOption('mission');
    await page.getByTestId('filter-min-points').fill('35');
    const inDeck = new Set(recipe.map((c) => c.b.blueprintId));
    const rows = await page.locator('[data-testid="pool-results"] li').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') as string));
    const extra = rows.find((id) => !inDeck.has(id)) as string;
    expect(extra).toBeTruthy();
    await page.locator(`[data-testid="pool-results"] [data-card="${extra}"] [data-testid="add-card"]`).click();
    const problems = page.getByTestId('deck-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toMatch(/7 missions; it needs exactly 6/);
    await page.locator(`[data-testid="deck-cards"] [data-card="${extra}"] button[aria-label^="Remove one"]`).click();
    await page.getByTestId('deck-valid').waitFor();
    await page.getByTestId('filter-min-points').fill('');
    await page.getByTestId('filter-type').selectOption('personnel');
    await page.getByTestId('filter-skill').selectOption('Diplomacy');
    await page.locator('[data-testid="pool-results"] .pool-name').first().hover();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'deck-builder-1400x900.png') });

    // save, then reload: the deck is the server's now
    await page.getByTestId('deck-name').fill('Away Team Federation');
    await page.getByTestId('deck-save').click();
    await page.waitForURL(/#\/decks\/[A-Za-z0-9_-]{22}$/);
    const deckId = /#\/decks\/([^/?]+)/.exec(page.url())?.[1] as string;
    await page.locator(`[data-testid="saved-decks"] [data-deck="${deckId}"]`).waitFor();
    expect(await page.locator(`[data-testid="saved-decks"] [data-deck="${deckId}"]`).textContent()).toMatch(new RegExp(`Away Team Federation[\\s\\S]*${total} cards · ✓ legal`));
    await page.reload();
    await page.getByTestId('deck-valid').waitFor();
    expect(await deckSize(page)).toBe(total);
    expect(await page.getByTestId('deck-name').inputValue()).toBe('Away Team Federation');
    // the owner key lives in the browser and never in an address
    const key = await page.evaluate(() => localStorage.getItem('stccg.ownerKey'));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.url()).not.toContain(key as string);

    // export: a download of the deck file, with type headings
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deck-export').click()]);
    expect(download.suggestedFilename()).toBe('Away-Team-Federation.txt');
    const exported = readFileSync((await download.path()) as string, 'utf8');
    expect(exported).toMatch(/^Missions:$/m);
    expect(exported).toMatch(/^Personnel:$/m);

    // share: a read-only link
    await page.getByTestId('deck-share').click();
    const shareUrl = await page.getByTestId('share-url').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${stack.url}/decks/shared/[A-Za-z0-9_-]{22}$`));
    expect(shareUrl).not.toContain(key as string);

    // a second browser: a bad list is refused naming its line; the export reads in whole
    const ctxB = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const { page: b, errors: errB } = await newPage(ctxB);
    await b.goto(`${stack.url}/#/decks`);
    await b.getByTestId('import-open').click();
    await b.getByTestId('import-text').fill('Missions:\n1 Avert Disaster\n2 No Such Card Anywhere\n');
    await b.getByTestId('import-paste').click();
    expect(await b.getByTestId('import-errors').textContent()).toMatch(/Line 3 \(“2 No Such Card Anywhere”\): no card is named/);
    expect(await deckSize(b)).toBe(0);
    await b.getByTestId('import-file').setInputFiles({ name: 'Away-Team-Federation.txt', mimeType: 'text/plain', buffer: Buffer.from(exported) });
    await b.getByTestId('deck-valid').waitFor();
    expect(await deckSize(b)).toBe(total);
    expect(await b.getByTestId('deck-name').inputValue()).toBe('Away-Team-Federation');
    // the other browser's decks are not this one's
    expect(await b.locator(`[data-deck="${deckId}"]`).count()).toBe(0);
    // a premade deck to start from, when the game ships them: legal as it comes
    const premade = PREMADE_DECKS.find((d) => d.kind === 'premade');
    if (premade) {
      await b.getByTestId('start-from').selectOption(premade.id);
      await b.waitForFunction((n) => (document.querySelector('[data-testid="deck-name"]') as HTMLInputElement | null)?.value === n, premade.name);
      await b.getByTestId('deck-valid').waitFor();
    }

    await b.goto(shareUrl);
    await b.getByTestId('shared-deck').waitFor();
    expect(await b.getByTestId('shared-deck').textContent()).toMatch(/Away Team Federation[\s\S]*A shared deck, read only/);
    expect(await b.getByTestId('shared-deck').locator('button[aria-label^="Remove one"]').count()).toBe(0);
    await page.getByTestId('deck-unshare').click();
    await page.getByTestId('deck-status').waitFor();
    await b.reload();
    await b.getByTestId('shared-missing').waitFor();

    // a deck that fails the check starts nothing, and the page says why; the saved deck starts a game
    await page.goto(`${stack.url}/`);
    await page.getByTestId('format-ai-constructed').check();
    await page.getByTestId('deck-ai').fill('1 Tricorder\n');
    expect(await page.getByTestId('deck-ai-check').textContent()).toMatch(/cannot start a game[\s\S]*at least 60/);
    await page.getByTestId('start-bot').click();
    expect(await page.getByTestId('bot-error').textContent()).toMatch(/nothing was created[\s\S]*your deck: the deck holds 1 card; it needs at least 60/);
    expect(page.url()).not.toMatch(/#\/game\//);
    await page.locator(`[data-testid="deck-ai-choose"] option[value="saved:${deckId}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('deck-ai-choose').selectOption(`saved:${deckId}`);
    await page.waitForFunction(() => (document.querySelector('[data-testid="deck-ai"]') as HTMLTextAreaElement | null)?.value.includes('Missions:'));
    expect(await page.getByTestId('deck-ai-check').textContent()).toMatch(/A legal deck/);
    await page.getByTestId('start-bot').click();
    await page.waitForSelector('[data-testid="table"]');
    const gameId = /#\/game\/([^/?]+)/.exec(page.url())?.[1] as string;
    const token = (await page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token, gameId)) as string;
    const setup = await playUntil(page, newMemory(), (p) => p.turn >= 1);
    expect(setup.decisions).toBeGreaterThan(5);
    let last: PlayerView | null = null;
    const stopped = await driveUntil(stack.url, gameId, token, 'player-1', (_p, v) => {
      last = v;
      return false;
    }, 5000);
    expect(stopped, 'the driver played on to the end of the game').toBeNull();
    expect((last as PlayerView | null)?.turn.number ?? 0).toBeGreaterThan(1);
    const end = page.getByTestId('end-screen');
    await end.waitFor({ timeout: 60_000 });
    expect(await end.textContent()).toMatch(/You win!|Player 2 wins|A draw/);
    await page.screenshot({ path: join(ARTIFACTS, 'deck-builder-game-end.png') });

    // the browser logs the refused requests' answers (the shared link after its withdrawal); nothing else went wrong
    expect(errors).toEqual([]);
    expect(errB.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });
});

/**
 * A constructed game between two people by invite, in the browser, to its end (issue 24's "done
 * when"): player one pastes a deck and creates a constructed friend game in the start page's UI,
 * player two (a second browser context) opens the invite link and joins with his own pasted deck.
 * A joiner's deck that fails validation is refused first, with its reasons beside the form, and
 * leaves the game as it was (still waiting, the seat open, the same summary). Both tables then
 * show their seats (Player 1 and Player 2) and each side plays the deck it brought (player one's
 * cards are Federation, player two's Klingon); the rest of the game is played quickly through the
 * protocol for both seats by the browser tests' driver (the pages hold the same seats and are sent
 * every view) until both pages show the end screen with the same winner and scores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { GameSummary } from '@stccg/server/protocol.ts';
import { ARTIFACTS, hasChromium, newPage, startStack, type Stack } from './harness.ts';
import { driveUntil } from './protocol-driver.ts';

const deckFile = (name: string) => readFileSync(new URL(`../../../decks/${name}`, import.meta.url), 'utf8');
const FED = deckFile('constructed-federation-playable.txt');
const KLI = deckFile('constructed-klingon-playable.txt');
/** The Klingon deck a mission and six personnel short: every line reads, but it fails the deck rules (size and missions). */
const BAD_KLI = KLI.replace(/^1 Test Mission\n/m, '').replace(/^3 Vekma\n/m, '').replace(/^3 Narik\n/m, '');

/** The seat token this page's browser holds for the game. */
const tokenOf = (page: Page, gameId: string) =>
  page.evaluate((id) => (JSON.parse(localStorage.getItem('stccg.seats') ?? '[]') as { gameId: string; token: string }[]).find((t) => t.gameId === id)?.token ?? null, gameId);

/** The cards this page holds (to seed and in hand): names and affiliation colours (tone classes). */
const myCards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.hand-area .card[data-def]')].map((c) => ({ name: c.querySelector('.card-name')?.textContent ?? '', tone: /tone-(\w+)/.exec(c.className)?.[1] ?? '?' })),
  );

/** The card names a deck list names. */
const namesIn = (deck: string) => new Set([...deck.matchAll(/^\d+ (.+)$/gm)].map((m) => (m[1] as string).trim()));

describe.skipIf(!hasChromium)('a constructed game between two people by invite, to its end', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ responseDelayMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('player one invites with a pasted deck, player two joins with his own (a bad one refused, nothing changed), both play to the same end screen', { timeout: 120_000 }, async () => {
    const t0 = Date.now();
    stack.nextSeed(2024);
    const ctxA = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const ctxB = await stack.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const { page: a, errors: errA } = await newPage(ctxA);
    const { page: b, errors: errB } = await newPage(ctxB);
    const summary = async (id: string) => (await (await fetch(`${stack.url}/api/games/${id}`)).json()) as GameSummary;

    // player one: a constructed friend game from a pasted deck, in the UI
    await a.goto(`${stack.url}/`);
    await a.getByTestId('format-friend-constructed').check();
    await a.getByTestId('deck-friend').fill(FED);
    await a.getByTestId('start-friend').click();
    await a.getByTestId('waiting-for-deck').waitFor();
    const invite = await a.getByTestId('invite-url').inputValue();
    expect(invite).toMatch(/\/#\/join\/[\w-]+\?invite=/);
    const gameId = /#\/game\/([^/?]+)/.exec(a.url())?.[1] as string;
    expect(invite).toContain(`/join/${gameId}?`);
    const tokenA = await tokenOf(a, gameId);
    expect(tokenA).toBeTruthy();
    const before = await summary(gameId);
    expect(before.status).toBe('waiting');
    expect(before.format).toBe('constructed');
    expect(before.seats['player-1']?.taken).toBe(true);
    expect(before.seats['player-2']?.taken).toBe(false);

    // player two opens the invite: asked for his deck; one that fails validation is refused with its reasons
    await b.goto(invite);
    await b.getByTestId('join-deck-form').waitFor();
    await b.getByTestId('join-deck').fill(BAD_KLI);
    await b.getByTestId('join-with-deck').click();
    const refusal = b.getByTestId('join-error');
    await refusal.waitFor();
    const reasons = (await refusal.textContent()) ?? '';
    expect(BAD_KLI).not.toBe(KLI);
    expect(reasons).toMatch(/nothing was created or changed \(2 reasons\)/);
    expect(reasons).toMatch(/53 cards; it needs at least 60/);
    expect(reasons).toMatch(/5 missions; it needs exactly 6/);
    // nothing changed: the game still waits with player two's seat open, and he holds no seat
    expect(await summary(gameId)).toEqual(before);
    expect(await tokenOf(b, gameId)).toBeNull();
    expect(await a.getByTestId('waiting-for-deck').count()).toBe(1);
    expect(await b.getByTestId('join-deck').inputValue()).toBe(BAD_KLI);
    expect(await b.getByTestId('join-with-deck').isEnabled()).toBe(true);
    await b.screenshot({ path: join(ARTIFACTS, 'constructed-invite-refused.png') });

    // his own deck, corrected: both tables open, seated Player 1 and Player 2
    await b.getByTestId('join-deck').fill(KLI);
    await b.getByTestId('join-with-deck').click();
    await b.waitForSelector('[data-testid="table"]');
    await a.waitForSelector('[data-testid="table"]');
    const tokenB = await tokenOf(b, gameId);
    expect(tokenB).toBeTruthy();
    expect(tokenB).not.toBe(tokenA);
    await expect.poll(() => a.locator('[data-seat="player-1"] .seat-name').textContent()).toMatch(/Player 1.*\(you\)/);
    expect(await a.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/^(?!.*\(you\)).*Player 2/);
    await expect.poll(() => b.locator('[data-seat="player-2"] .seat-name').textContent()).toMatch(/Player 2.*\(you\)/);
    expect(await b.locator('[data-seat="player-1"] .seat-name').textContent()).toMatch(/^(?!.*\(you\)).*Player 1/);
    const after = await summary(gameId);
    expect(after.status).toBe('playing');
    expect(after.seats['player-2']?.taken).toBe(true);

    // each side holds the deck it brought: player one's cards are Federation, player two's Klingon
    await expect.poll(async () => (await myCards(a)).length).toBeGreaterThan(5);
    await expect.poll(async () => (await myCards(b)).length).toBeGreaterThan(5);
    const cardsA = await myCards(a);
    const cardsB = await myCards(b);
    expect(cardsA.map((c) => c.name)).toContain('Federation Outpost');
    expect(cardsB.map((c) => c.name)).toContain('Klingon Outpost');
    expect(cardsA.filter((c) => !namesIn(FED).has(c.name))).toEqual([]);
    expect(cardsB.filter((c) => !namesIn(KLI).has(c.name))).toEqual([]);
    expect(cardsA.map((c) => c.tone)).not.toContain('klingon');
    expect(cardsB.map((c) => c.tone)).not.toContain('federation');
    await b.screenshot({ path: join(ARTIFACTS, 'constructed-invite-joined.png') });

    // the rest of the game through the protocol, both seats at once, to its end
    const [stopA, stopB] = await Promise.all([
      driveUntil(stack.url, gameId, tokenA as string, 'player-1', () => false, 5000),
      driveUntil(stack.url, gameId, tokenB as string, 'player-2', () => false, 5000),
    ]);
    expect(stopA, 'player one was driven to the end of the game').toBeNull();
    expect(stopB, 'player two was driven to the end of the game').toBeNull();
    const final = await summary(gameId);
    expect(final.status).toBe('finished');
    expect(final.turn).toBeGreaterThan(1);
    // what the driven seats do on seed 2024: player one attempts Investigate Disappearance from
    // his Federation Outpost and player two Test Mission from the I.K.S. Bortas (the driver's
    // attempts with the personnel aboard), both solve theirs, and player one's draw deck runs out
    // on turn 67 with him ahead 35 to 25. Should a change to the engine or the driver move this,
    // read the new game's outcome (its record's attempts and points) and assert that instead.
    expect(final.result?.winner ?? null, `the winner on seed 2024 (${final.result?.reason ?? ''})`).toBe('player-1');
    expect(final.scores).toEqual({ 'player-1': 35, 'player-2': 25 });
    expect(final.result?.reason).toMatch(/draw deck is empty/);

    // both pages: the end screen, the same winner and the same scores
    const ends = await Promise.all(
      [a, b].map(async (p) => {
        const end = p.getByTestId('end-screen');
        await end.waitFor({ timeout: 30_000 });
        return { title: (await p.locator('#end-title').textContent()) ?? '', text: (await end.textContent()) ?? '' };
      }),
    );
    const [endA, endB] = ends as [{ title: string; text: string }, { title: string; text: string }];
    const scoresOf = (text: string) => /Player 1 (\d+) · Player 2 (\d+)/.exec(text)?.slice(1).map(Number) ?? null;
    expect(scoresOf(endA.text)).not.toBeNull();
    expect(scoresOf(endA.text)).toEqual(scoresOf(endB.text));
    expect(scoresOf(endA.text)).toEqual([final.scores['player-1'], final.scores['player-2']]);
    expect(scoresOf(endA.text)).toEqual([35, 25]);
    expect(endA.title).toBe('You win!');
    expect(endB.title).toMatch(/Player 1 wins/);
    for (const e of [endA, endB]) expect(e.text).not.toMatch(/player-[12]|Federation \d|Klingon \d/);
    await a.waitForTimeout(600); // the end screen fades in
    await a.screenshot({ path: join(ARTIFACTS, 'constructed-invite-end-p1.png') });
    await b.screenshot({ path: join(ARTIFACTS, 'constructed-invite-end-p2.png') });
    // the browser logs the refused join's 400 answer; nothing else went wrong
    expect([...errA, ...errB].filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(Date.now() - t0).toBeLessThan(60_000);
    await Promise.all([ctxA.close(), ctxB.close()]);
  });
});

/**
 * Accounts in two browsers (issue 29): A starts a game against the computer as a guest and signs
 * up (its guest seat becomes the account's); B, another browser with no seat token, is told a wrong
 * password, signs in, finds that game in "Your games", opens it and plays its seat by the session
 * cookie alone; then B signs out. A guest's start page stays as it was: no account is needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, hasChromium, newPage, startStack, waitForMyDecision, type Stack } from './harness.ts';

describe.skipIf(!hasChromium)('accounts: sign up in one browser, play the same game from another', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('gives a guest game to a new account and opens it from a second browser', async () => {
    const ctxA = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ctxB = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const a = await newPage(ctxA);
    const b = await newPage(ctxB);
    const name = 'Picard 1701';
    const password = 'make it so, number one';

    // A: a guest, as ever; the header offers to sign in
    await a.page.goto(`${stack.url}/`);
    await a.page.getByTestId('account-signin-link').waitFor();
    await a.page.getByTestId('start-bot').click();
    await a.page.waitForSelector('[data-testid="table"]');
    const gameId = /#\/game\/([\w-]+)/.exec(a.page.url())?.[1] as string;
    expect(gameId).toBeTruthy();
    await expect.poll(() => a.page.locator('.game-title').textContent()).toContain('you play Federation');

    // A signs up: the rules are told before anything is sent, then the account is made
    await a.page.goto(`${stack.url}/#/signup`);
    await a.page.getByTestId('signup-name').fill('x');
    await a.page.getByTestId('signup-password').fill('short');
    await a.page.getByTestId('signup-again').fill('short');
    await a.page.getByTestId('signup-submit').click();
    expect(await a.page.getByTestId('signup-error').textContent()).toMatch(/A name is 3 to 24/);
    await a.page.getByTestId('signup-name').fill(name);
    await a.page.getByTestId('signup-submit').click();
    expect(await a.page.getByTestId('signup-error').textContent()).toMatch(/A password is 10 to 200 characters/);
    await a.page.getByTestId('signup-password').fill(password);
    await a.page.getByTestId('signup-again').fill(password);
    await a.page.getByTestId('signup-submit').click();
    await expect.poll(() => a.page.getByTestId('account-name').textContent(), { timeout: 10_000 }).toContain(name);
    await a.page.locator(`[data-testid="my-games"] li[data-game="${gameId}"]`).waitFor();
    await a.page.screenshot({ path: join(ARTIFACTS, 'account-start-page.png') });
    // a game A starts signed in is the account's too
    await a.page.locator('input[name="side-ai"][value="klingon"]').check();
    await a.page.getByTestId('start-bot').click();
    await a.page.waitForSelector('[data-testid="table"]');
    const secondId = /#\/game\/([\w-]+)/.exec(a.page.url())?.[1] as string;
    expect(secondId).toBeTruthy();

    // B: the name is taken; a wrong password is told as such
    await b.page.goto(`${stack.url}/#/signup`);
    await b.page.getByTestId('signup-name').fill(name.toLowerCase());
    await b.page.getByTestId('signup-password').fill(password);
    await b.page.getByTestId('signup-again').fill(password);
    await b.page.getByTestId('signup-submit').click();
    await expect.poll(() => b.page.getByTestId('signup-error').textContent(), { timeout: 10_000 }).toBe('That name is taken: choose another.');
    await b.page.goto(`${stack.url}/#/signin`);
    await b.page.getByTestId('signin-name').fill(name);
    await b.page.getByTestId('signin-password').fill('not the password at all');
    await b.page.getByTestId('signin-submit').click();
    await expect.poll(() => b.page.getByTestId('signin-error').textContent(), { timeout: 10_000 }).toBe('That name and password do not match an account.');

    // B signs in, sees A's game in its list, and opens it: the table, with its own seat
    await b.page.getByTestId('signin-password').fill(password);
    await b.page.getByTestId('signin-submit').click();
    await expect.poll(() => b.page.getByTestId('account-name').textContent(), { timeout: 10_000 }).toContain(name);
    const row = b.page.locator(`[data-testid="my-games"] li[data-game="${gameId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('as Federation');
    await expect.poll(() => b.page.locator(`[data-testid="my-games"] li[data-game="${secondId}"]`).textContent()).toContain('as Klingon');
    expect(await b.page.evaluate(() => localStorage.getItem('stccg.seats'))).toBeNull();
    // the hello B sends names the seat and carries no token
    const hellos: string[] = [];
    b.page.on('websocket', (ws) => ws.on('framesent', (f) => void (typeof f.payload === 'string' && f.payload.includes('"hello"') && hellos.push(f.payload))));
    await row.getByRole('link', { name: 'resume' }).click();
    await b.page.waitForSelector('[data-testid="table"]');
    await expect.poll(() => b.page.locator('.game-title').textContent()).toContain('you play Federation');
    expect(hellos.map((h) => JSON.parse(h) as unknown)).toContainEqual({ type: 'hello', gameId, seat: 'federation' });
    // and B plays it: a move made there is taken
    const d = await waitForMyDecision(b.page);
    expect(d).not.toBeNull();
    await b.page.locator(`[data-testid="decision"] [data-option="${d?.options[0]?.id ?? ''}"]`).click();
    await b.page.waitForFunction((id) => document.querySelector('[data-testid="decision"]')?.getAttribute('data-decision') !== id, d?.decision, { timeout: 15_000 });
    await b.page.screenshot({ path: join(ARTIFACTS, 'account-second-browser.png') });

    // B signs out: the header offers to sign in again, and the game is no longer B's
    await b.page.goto(`${stack.url}/#/account`);
    await b.page.getByTestId('account-info').waitFor();
    await b.page.screenshot({ path: join(ARTIFACTS, 'account-page.png') });
    await b.page.getByTestId('signout').click();
    await b.page.getByTestId('account-signin-link').waitFor();
    await b.page.goto(`${stack.url}/#/game/${gameId}`);
    await b.page.getByTestId('no-seat').waitFor();

    // A is still signed in (signing out ends only that browser's session)
    await a.page.goto(`${stack.url}/#/account`);
    await expect.poll(() => a.page.getByTestId('account-info').textContent()).toContain(name);

    expect(a.errors).toEqual([]);
    // the refused sign-up and sign-in answer 409 and 401: the browser logs those failed loads
    expect(b.errors.filter((e) => !/status of 40[19]/.test(e))).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  }, 120_000);

  it('changes the password, deletes the account, and tells a guesser to wait', async () => {
    const ctx = await stack.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await newPage(ctx);
    const name = 'Data Soong';
    const first = 'an android dreams';
    const second = 'of electric sheep, sir';
    await page.goto(`${stack.url}/#/signup`);
    await page.getByTestId('signup-name').fill(name);
    await page.getByTestId('signup-password').fill(first);
    await page.getByTestId('signup-again').fill(first);
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('account-name').waitFor();

    // the password: a wrong current one is told, then it is changed
    await page.goto(`${stack.url}/#/account`);
    await page.getByTestId('password-current').fill('not my password');
    await page.getByTestId('password-next').fill(second);
    await page.getByTestId('password-again').fill(second);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByTestId('password-error').textContent(), { timeout: 10_000 }).toBe('The current password is not right.');
    await page.getByTestId('password-current').fill(first);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('password-done').waitFor();

    // deleting asks for the password
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-password').fill(first);
    await page.getByTestId('delete-confirm').click();
    await expect.poll(() => page.getByTestId('account-error').textContent(), { timeout: 10_000 }).toBe('The password is not right.');
    await page.getByTestId('delete-password').fill(second);
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('account-signin-link').waitFor();

    // a guesser: after five wrong passwords, the wait is told in a sentence
    await page.goto(`${stack.url}/#/signin`);
    await page.getByTestId('signin-name').fill(name);
    await page.getByTestId('signin-password').fill(second);
    let told = '';
    for (let i = 0; i < 10 && !/^Too many/.test(told); i++) {
      await page.getByTestId('signin-submit').click();
      await page.getByTestId('signin-error').waitFor();
      await page.waitForSelector('[data-testid="signin-submit"]:not([disabled])');
      told = (await page.getByTestId('signin-error').textContent()) ?? '';
      if (!/^Too many/.test(told)) expect(told).toBe('That name and password do not match an account.');
    }
    expect(told).toMatch(/^Too many wrong passwords for this account from your address: try again in \d+ s\.$/);
    expect(errors.filter((e) => !/status of (40[0-9]|429)/.test(e))).toEqual([]);
    await ctx.close();
  }, 120_000);
});

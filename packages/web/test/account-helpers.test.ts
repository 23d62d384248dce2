/** Unit tests of the account helpers: the rules told before sending, the server's sentences, the merged game list, the hello, the routes. */
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@stccg/server/protocol.ts';
import { nameProblem as serverNameProblem, passwordProblem as serverPasswordProblem } from '@stccg/server/accounts.ts';
import { errorText, mergeGames, nameProblem, NAME_RULE, PASSWORD_RULE, passwordProblem, sentence, signUpProblem, waitText } from '../src/account.ts';
import { ApiError } from '../src/api.ts';
import { helloMsg } from '../src/client.ts';
import { href, parseRoute } from '../src/router.ts';

describe('the account rules, as the server has them', () => {
  it('tells a bad name and a bad password before anything is sent', () => {
    for (const n of ['Picard', 'Jean-Luc Picard', 'data_2', '  Worf  ', 'O.Brien', 'Ｗｏｒｆ', 'Kira Nerys 24 chars long']) expect(nameProblem(n)).toBeNull();
    for (const n of ['', 'ab', '-dash first', 'a'.repeat(25), 'semi;colon', 'emoji 🖖 here']) expect(nameProblem(n)).toBe(NAME_RULE);
    expect(passwordProblem('123456789')).toBe(PASSWORD_RULE);
    expect(passwordProblem('1234567890')).toBeNull();
    // characters, not UTF-16 units: ten emoji are ten characters
    expect(passwordProblem('🖖'.repeat(10))).toBeNull();
    expect(passwordProblem('x'.repeat(201))).toBe(PASSWORD_RULE);
  });

  it('agrees with the server on every sample', () => {
    for (const n of ['Picard', 'ab', ' Worf ', 'Ｗｏｒｆ', '_x_', 'a b', 'x'.repeat(24), 'x'.repeat(25), 'Ünal', '数据数据']) expect(nameProblem(n) === null).toBe(serverNameProblem(n) === null);
    for (const p of ['', '123456789', '1234567890', '🖖'.repeat(10), 'y'.repeat(200), 'y'.repeat(201)]) expect(passwordProblem(p) === null).toBe(serverPasswordProblem(p) === null);
  });

  it('checks a sign-up form: name, then password, then the second password', () => {
    expect(signUpProblem('x', 'short', 'other')).toBe(NAME_RULE);
    expect(signUpProblem('Picard', 'short', 'other')).toBe(PASSWORD_RULE);
    expect(signUpProblem('Picard', 'long enough pw', 'long enough pW')).toBe('The two passwords are not the same.');
    expect(signUpProblem('Picard', 'long enough pw', 'long enough pw')).toBeNull();
  });
});

describe("the server's messages as sentences", () => {
  it('capitalises, ends with a full stop, and tells a long wait in minutes', () => {
    expect(sentence('that name is taken: choose another')).toBe('That name is taken: choose another.');
    expect(sentence('too many wrong passwords for this account from your address: try again in 4 s')).toBe('Too many wrong passwords for this account from your address: try again in 4 s.');
    expect(sentence('too many wrong passwords from your address: try again in 900 s')).toBe('Too many wrong passwords from your address: try again in 15 min.');
    expect(sentence('Done.')).toBe('Done.');
    expect(sentence('  ')).toBe('Something went wrong.');
    expect(waitText(0.2)).toBe('1 s');
    expect(waitText(59)).toBe('59 s');
    expect(waitText(61)).toBe('2 min');
  });

  it("tells a server's refusal, and an unreachable server", () => {
    expect(errorText(new ApiError('that name and password do not match an account', 401))).toBe('That name and password do not match an account.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('The server could not be reached: try again in a moment.');
  });
});

const game = (gameId: string, createdAt: string, mySeat?: 'federation' | 'klingon'): GameSummary => ({ gameId, status: 'playing', seats: {}, turn: 1, scores: {}, result: null, createdAt, ...(mySeat ? { mySeat } : {}) });

describe("this browser's games and the account's, in one list", () => {
  it('lists each game once, newest first, with the seat played in it', () => {
    const local = [game('g2', '2026-01-02T00:00:00Z', 'klingon'), game('g1', '2026-01-01T00:00:00Z')];
    const account = [game('g3', '2026-01-03T00:00:00Z', 'federation'), game('g2', '2026-01-02T00:00:00Z', 'klingon'), game('g0', '2025-12-31T00:00:00Z', 'klingon')];
    const merged = mergeGames(local, account, [{ gameId: 'g1', seat: 'federation' }]);
    expect(merged.map((g) => [g.gameId, g.mySeat])).toEqual([
      ['g3', 'federation'],
      ['g2', 'klingon'],
      ['g1', 'federation'],
      ['g0', 'klingon'],
    ]);
    expect(mergeGames([], [], [])).toEqual([]);
  });
});

describe('the hello that attaches a socket', () => {
  it("sends the token when this browser has one, the account's seat without a token otherwise, and nothing to watch", () => {
    expect(helloMsg('g', 'tok')).toEqual({ type: 'hello', gameId: 'g', token: 'tok' });
    expect(helloMsg('g', { seat: 'klingon' })).toEqual({ type: 'hello', gameId: 'g', seat: 'klingon' });
    expect(helloMsg('g', null)).toEqual({ type: 'hello', gameId: 'g' });
  });
});

describe('account routes', () => {
  it('reads and writes the sign-in, sign-up and account pages', () => {
    for (const page of ['signin', 'signup', 'account'] as const) {
      expect(parseRoute({ pathname: '/', search: '', hash: `#/${page}` })).toEqual({ page });
      expect(parseRoute({ pathname: `/${page}`, search: '', hash: '' })).toEqual({ page });
      expect(href({ page })).toBe(`#/${page}`);
    }
  });
});

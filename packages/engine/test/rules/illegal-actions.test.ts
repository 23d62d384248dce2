/**
 * Illegal actions: apply() accepts only an option that was offered for the pending decision, by
 * the player it belongs to. Anything else — an option not offered, the wrong player, a stale
 * decision id, a malformed action — throws IllegalActionError naming the decision and what was
 * offered, and leaves the state exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { apply, IllegalActionError, newGame, stateHash } from '../../src/index.ts';
import type { Action, GameState } from '../../src/index.ts';
import { setupTest } from '../harness.ts';

function snapshot(s: GameState): { hash: string; json: string } {
  return { hash: stateHash(s), json: JSON.stringify(s) };
}

function expectRejected(s: GameState, action: unknown, player?: 'federation' | 'klingon'): IllegalActionError {
  const before = snapshot(s);
  let err: unknown;
  try {
    apply(s, action as Action, player);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect(snapshot(s)).toEqual(before);
  return err as IllegalActionError;
}

describe('illegal actions', () => {
  it('an option that was not offered is rejected with the decision and the offered options named', () => {
    const h = setupTest({ klingon: { hand: ['Klag'] } });
    const p = h.s.pending;
    const err = expectRejected(h.s, { decision: p?.id, option: 'battle:ship@federation:uss-galaxy#1' });
    expect(err.decision).toMatchObject({ id: p?.id, kind: 'main', player: 'klingon' });
    expect(err.offered).toEqual(p?.options.map((o) => o.id));
    expect(err.message).toContain(p?.id as string);
    expect(err.message).toContain('main');
    expect(err.message).toContain('battle:ship@federation:uss-galaxy#1');
    for (const id of err.offered) expect(err.message).toContain(id);
    h.finish();
  });

  it('an option id of another decision kind is not accepted here (legality is membership)', () => {
    const h = setupTest({ klingon: { atOutpost: ['Klag'] } });
    expectRejected(h.s, { decision: h.s.pending?.id, option: 'done' });
    expectRejected(h.s, { decision: h.s.pending?.id, option: 'pass' });
    h.finish();
  });

  it('an answer from the wrong player is rejected, even with an offered option', () => {
    const h = setupTest({ klingon: { hand: ['Klag'] } });
    const p = h.s.pending;
    const err = expectRejected(h.s, { decision: p?.id, option: 'end' }, 'federation');
    expect(err.message).toMatch(/belongs to klingon, not federation/);
    expect(err.decision?.player).toBe('klingon');
    h.finish();
  });

  it('an answer to a stale decision is rejected, even when its option is offered again now', () => {
    const h = setupTest({ klingon: { atOutpost: ['Klag'] } });
    const stale = h.s.pending?.id as string;
    h.choose('end');
    h.choose('end');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.options.some((o) => o.id === 'end')).toBe(true);
    const err = expectRejected(h.s, { decision: stale, option: 'end' });
    expect(err.message).toMatch(/pending decision is/);
    h.finish();
  });

  it('malformed actions are rejected', () => {
    const h = setupTest({});
    const id = h.s.pending?.id;
    for (const bad of [null, undefined, 'end', 42, {}, { decision: id }, { option: 'end' }, { decision: 7, option: 'end' }, { decision: id, option: 3 }, []]) {
      const err = expectRejected(h.s, bad);
      expect(err.offered).toEqual(['end']);
    }
    h.finish();
  });

  it('the game goes on normally after rejected actions', () => {
    const h = setupTest({ klingon: { hand: ['Klag'] } });
    expectRejected(h.s, { decision: h.s.pending?.id, option: 'nonsense' });
    h.choose('Report Klag');
    expect(h.where(h.card('Klag')).z).toBe('aboard');
    h.finish();
  });

  it('setup decisions are held to their options too', () => {
    const s = newGame({ seed: 4 });
    expect(s.pending?.kind).toBe('placeMission');
    const err = expectRejected(s, { decision: s.pending?.id, option: 'middle' });
    expect(err.offered).toEqual(['left', 'right']);
  });

  it('with no decision pending (game over) nothing is accepted', () => {
    const h = setupTest({ klingon: { deckSize: 1 } });
    h.choose('end');
    expect(h.s.result).not.toBeNull();
    const err = expectRejected(h.s, { decision: 'd1', option: 'end' });
    expect(err.decision).toBeNull();
    h.finish();
  });
});

import { describe, expect, it } from 'vitest';
import { setupTest } from './harness.ts';

describe('test harness', () => {
  it('builds a position with cards where the spec puts them and a pending main decision', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { hand: ['Taitt'], atOutpost: ['Mendon'], ships: [{ card: 'U.S.S. Galaxy', crew: ['Giusti'] }] },
    });
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.where(h.card('Taitt', 'federation'))).toEqual({ z: 'hand' });
    expect(h.where(h.card('Mendon', 'federation')).z).toBe('aboard');
    expect(h.where(h.card('Giusti', 'federation'))).toEqual({ z: 'aboard', host: h.card('U.S.S. Galaxy', 'federation', 'inSpace') });
    h.finish();
  });
  it('rejects an unknown card with a clear error', () => {
    expect(() => setupTest({ federation: { hand: ['No Such Card'] } })).toThrow(/unknown card "No Such Card"/);
  });
  it('choose() reports the offered options when the text matches none', () => {
    const h = setupTest({ turn: { active: 'federation' } });
    expect(() => h.choose('fly to the moon')).toThrow(/offered/);
  });
});

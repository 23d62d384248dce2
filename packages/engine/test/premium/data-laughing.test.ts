/**
 * Data Laughing: its three uses target cards that are not in our card pool (Calamarain, Data's Head, Lore
 * Returns), so in the intro game it is never offered and stays in hand.
 */
import { describe, expect, it } from 'vitest';
import { cardText, facts } from '../../src/index.ts';
import { setupTest } from '../harness.ts';

describe('Data Laughing', () => {
  it('positive: it is a known interrupt with its text in our words', () => {
    expect(facts('data-laughing')).toMatchObject({ type: 'interrupt', name: 'Data Laughing' });
    expect(cardText('data-laughing')).toMatch(/Calamarain/);
  });

  it('negative: it is never offered on your own turn', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { hand: ['data-laughing', 'taitt'] } });
    expect(h.options().some((o) => o.card === h.card('data-laughing'))).toBe(false);
    expect(h.offers('Report Taitt')).toBe(true);
    h.finish();
  });

  it('boundary: nor in a response window the player asked always to get', () => {
    const h = setupTest({ turn: { active: 'klingon' }, federation: { alwaysRespond: true, hand: ['data-laughing'] }, klingon: { hand: ['kromm'] } });
    h.choose('Report Kromm');
    expect(h.s.pending).toMatchObject({ player: 'federation' });
    expect(h.options().some((o) => o.card === h.card('data-laughing'))).toBe(false);
    h.passResponses();
    expect(h.s.pending).toMatchObject({ player: 'klingon', kind: 'main' });
    h.finish();
  });
});

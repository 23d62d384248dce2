/**
 * Rule 3, playing cards: a ship is commissioned docked at your outpost; personnel report for duty
 * at your outpost; equipment enters play at your outpost.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';

const SPACELINE = ['Cargo Rendezvous', 'A Good Place To Die', 'Gravesworld', 'Gault'];

describe('rule 3 playing cards: where they enter play', () => {
  it('a ship is commissioned docked at its owner\'s outpost', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { hand: ['U.S.S. Galaxy'], outpost: 'Gravesworld' } });
    h.choose('Commission U.S.S. Galaxy');
    const ship = h.card('U.S.S. Galaxy', 'federation');
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Gravesworld') });
    expect(h.s.cards[ship]?.damaged).toBe(false);
    h.finish();
  });

  it('personnel report for duty at the outpost (aboard it, not on a ship or the planet)', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { hand: ['Klag'], outpost: 'Gault' } });
    h.choose('Report Klag');
    expect(h.where(h.card('Klag'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost') });
    expect(h.log().some((l) => /Klag reports for duty/.test(l))).toBe(true);
    h.finish();
  });

  it('equipment enters play at the outpost', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { hand: ['Tricorder'] } });
    h.choose('Play Tricorder');
    expect(h.where(h.card('Tricorder', 'klingon'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost') });
    h.finish();
  });

  it('without an outpost in play no personnel, ship or equipment can be played', () => {
    const h = setupTest({ spaceline: SPACELINE, klingon: { hand: ['Klag', "I.K.C. K'Vort", 'Tricorder'], outpost: 'none' } });
    expect(h.options().filter((o) => o.group === 'play')).toEqual([]);
    expect(h.labels()).toEqual(['Draw a card and end your turn']);
    h.finish();
  });

  it('cards are played only on their owner\'s turn', () => {
    const h = setupTest({ spaceline: SPACELINE, federation: { hand: ['Taitt', 'U.S.S. Nebula'] } });
    expect(h.s.pending?.player).toBe('klingon');
    h.choose('end');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.offers('Report Taitt')).toBe(true);
    expect(h.offers('Commission U.S.S. Nebula')).toBe(true);
    h.finish();
  });

  it('a unique card cannot be played while its owner already has it in play (comprehensive rules)', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { atOutpost: ['Montgomery Scott'], hand: ['Montgomery Scott', 'Mendon'] },
    });
    expect(h.offers('Report Montgomery Scott')).toBe(false);
    expect(h.offers('Report Mendon')).toBe(true);
    h.finish();
  });

  it('a second copy of a non-unique card can be played', () => {
    const h = setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { atOutpost: ['Mendon'], hand: ['Mendon'] } });
    h.choose('Report Mendon');
    expect(h.cards('Mendon', 'federation').filter((id) => h.where(id).z === 'aboard')).toHaveLength(2);
    h.finish();
  });
});

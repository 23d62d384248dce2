/**
 * Ferengi Attack (Klingon dilemma): beaten off by CUNNING + STRENGTH above 68 or by anyone with Greed;
 * otherwise the encountering player's opponent picks one member to die; stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

const FED = { active: 'federation' as const };
// CUNNING + STRENGTH: Taurik 15, Hobson 13 (x2), Sito Jaxa 12, Mendon 7 = 60
const BASE = ['Taurik', 'Christopher Hobson', 'Christopher Hobson', 'Sito Jaxa', 'Mendon'];

describe('Ferengi Attack', () => {
  it('CUNNING + STRENGTH of 69 beats them off: nobody dies, nobody is stopped, the card is discarded', () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Ferengi Attack'] }, federation: { planets: { gravesworld: [...BASE, 'Linda Larson'] } } }); // + 9
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Ferengi Attack')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(false);
    expect(h.where(h.card('Ferengi Attack')).z).toBe('discard');
    h.finish();
  });

  it("exactly 68 is not above 68: the encountering player's opponent picks the victim, the team is stopped", () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Ferengi Attack'] }, federation: { planets: { gravesworld: [...BASE, 'Calloway'] } } }); // + 8
    attempt(h, 'Gravesworld');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.options()).toHaveLength(6);
    h.choose('Calloway');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Calloway')]);
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(true);
    expect(h.where(h.card('Ferengi Attack')).z).toBe('discard');
    h.finish();
  });

  it('anyone with Greed bargains them away, whatever the totals', () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Ferengi Attack'] }, federation: { planets: { gravesworld: ['Mendon', 'Dr. Farek'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Ferengi Attack')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('Greed in an enemy Away Team on the same planet does not help', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { gravesworld: ['Ferengi Attack'] },
      federation: { planets: { gravesworld: ['Mendon', 'Taurik'] } },
      klingon: { planets: { gravesworld: ['Gorta'] } },
    });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Ferengi Attack')]);
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.options().map((o) => o.card).sort()).toEqual([h.card('Mendon'), h.card('Taurik')].sort());
    h.choose('Mendon');
    expect(h.where(h.card('Gorta', 'klingon')).z).toBe('planet');
    h.finish();
  });
});

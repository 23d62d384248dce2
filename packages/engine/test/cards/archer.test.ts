/**
 * Archer (Klingon dilemma): unless SECURITY and MEDICAL are both in the Away Team, the member with the
 * highest INTEGRITY + CUNNING + STRENGTH is killed (ties: the encountering player's opponent picks).
 * Stopped; the dilemma is discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

const FED = { active: 'federation' as const };

describe('Archer', () => {
  it('shoots the member with the highest attribute total; the team is stopped and the card discarded', () => {
    // Taurik 7+7+8 = 22, Hobson 6+7+6 = 19, Mendon 7+5+2 = 14
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Mendon', 'Taurik', 'Christopher Hobson'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Taurik')]);
    expect(h.where(h.card('Taurik')).z).toBe('discard');
    expect(h.s.cards[h.card('Mendon')]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Christopher Hobson')]?.stopped).toBe(true);
    expect(h.where(h.card('Archer')).z).toBe('discard');
    h.finish();
  });

  it('SECURITY and MEDICAL together overcome it: nobody dies and nobody is stopped', () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Sito Jaxa', 'Calloway', 'Taurik'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Archer')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(false);
    expect(h.where(h.card('Archer')).z).toBe('discard');
    h.finish();
  });

  it('MEDICAL alone is not enough', () => {
    // Hobson 19 against Calloway 7+5+3 = 15
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Calloway', 'Christopher Hobson'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Christopher Hobson')]);
    h.finish();
  });

  it("a tie for the highest total: the encountering player's opponent picks among the tied only", () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Christopher Hobson', 'Christopher Hobson', 'Mendon'] } } });
    const [a, b] = h.cards('Christopher Hobson', 'federation') as [string, string];
    attempt(h, 'Gravesworld');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.options().map((o) => o.card).sort()).toEqual([a, b].sort());
    h.choose(`victim:${a}`);
    expect(eventCards(h, 'personnelKilled')).toEqual([a]);
    expect(h.where(b).z).toBe('planet');
    expect(h.where(h.card('Mendon')).z).toBe('planet');
    h.finish();
  });
});

/**
 * Hunter Gangs (Klingon dilemma): two Away Team members chosen at random are hunted one after the other:
 * even CUNNING (with bonuses in play) gets away, odd CUNNING is killed. Nobody is stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards } from './helpers.ts';

const FED = { active: 'federation' as const };

describe('Hunter Gangs', () => {
  it('members with even CUNNING all get away; nobody is stopped; the card is discarded', () => {
    // Giusti, McKnight, Sito Jaxa: CUNNING 6 each
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Hunter Gangs'] }, federation: { planets: { gravesworld: ['Giusti', 'McKnight', 'Sito Jaxa'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelEscaped')).toHaveLength(2);
    expect(eventCards(h, 'personnelKilled')).toEqual([]);
    for (const n of ['Giusti', 'McKnight', 'Sito Jaxa']) {
      expect(h.where(h.card(n)).z).toBe('planet');
      expect(h.s.cards[h.card(n)]?.stopped).toBe(false);
    }
    expect(h.where(h.card('Hunter Gangs')).z).toBe('discard');
    h.finish();
  });

  it('exactly two are hunted: of three members with odd CUNNING, two die and one is left', () => {
    // Calloway 5, Darian Wallace 5, Taurik 7
    const names = ['Calloway', 'Darian Wallace', 'Taurik'];
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Hunter Gangs'] }, federation: { planets: { gravesworld: names } } });
    attempt(h, 'Gravesworld');
    const dead = eventCards(h, 'personnelKilled');
    expect(dead).toHaveLength(2);
    expect(new Set(dead).size).toBe(2);
    const alive = names.map((n) => h.card(n)).filter((id) => !dead.includes(id));
    expect(alive).toHaveLength(1);
    expect(h.where(alive[0] as string).z).toBe('planet');
    h.finish();
  });

  it('a lone member is the only one hunted', () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Hunter Gangs'] }, federation: { planets: { gravesworld: ['Taurik'] } } });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Taurik')]);
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('CUNNING is read with bonuses in play: Yellow Alert turns 6 into 7 and the hunted die', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { gravesworld: ['Hunter Gangs'] },
      federation: { table: ['Yellow Alert'], planets: { gravesworld: ['Giusti', 'McKnight'] } },
    });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Giusti'), h.card('McKnight')].sort());
    h.finish();
  });
});

/**
 * Chalnoth (Premiere 101_019, planet dilemma, 5 points): SECURITY x3 or STRENGTH>40 overcome it and
 * score its 5 points; otherwise the encountering player's opponent picks a member to die, the Away
 * Team is stopped and the card is discarded.
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

// STRENGTH: Kromm 8, Divok 8, B'iJik 6, Torin 6, J'Ddan 6, Toral 6 = 40; Klag 7 for Toral: 41. No SECURITY among them.
const FORTY = ['Kromm', 'Divok', "B'iJik", 'Torin', "J'Ddan", 'Toral'];
const FORTY_ONE = ['Kromm', 'Divok', "B'iJik", 'Torin', "J'Ddan", 'Klag'];

describe('Chalnoth', () => {
  it('is a planet dilemma worth 5, implemented, with its text in our words', () => {
    const f = facts('chalnoth');
    expect(f.type === 'dilemma' && [f.dilemmaType, f.bonusPoints]).toEqual(['planet', 5]);
    expect(cardImplementation('101_019')).toEqual({ implemented: true });
    expect(cardText('chalnoth')).toContain('SECURITY x3 or STRENGTH>40');
  });

  it('STRENGTH 41 overcomes it: the encountering player scores 5, nobody dies, nobody is stopped', () => {
    const h = meet(['Chalnoth'], { team: FORTY_ONE });
    expect(teamStats(h.s, FORTY_ONE.map((r) => h.card(r, 'player-2'))).STRENGTH).toBe(41);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Chalnoth')]);
    expect(h.where(h.card('Chalnoth'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('three SECURITY overcome it (Gorath, Kle\'eg, Mogh: STRENGTH only 23)', () => {
    const h = meet(['Chalnoth'], { team: ['Gorath', "Kle'eg", 'Mogh'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Chalnoth')]);
    expect(seat(h.s, 'player-2').score).toBe(5);
    h.finish();
  });

  it('STRENGTH exactly 40 is not above 40 (boundary): player-1 picks the victim, the team is stopped, the card discarded, no points', () => {
    const h = meet(['Chalnoth'], { team: FORTY });
    expect(teamStats(h.s, FORTY.map((r) => h.card(r, 'player-2'))).STRENGTH).toBe(40);
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.options()).toHaveLength(6);
    h.choose('Toral');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Toral')]);
    expect(stopped(h, 'Kromm')).toBe(true);
    expect(h.where(h.card('Chalnoth')).z).toBe('discard');
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });

  it('two SECURITY are one short (boundary)', () => {
    const h = meet(['Chalnoth'], { team: ['Gorath', "Kle'eg"] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Chalnoth')]);
    expect(h.s.pending?.kind).toBe('chooseKill');
    h.finish();
  });

  it("the opponent's Away Team on the planet adds nothing (wrong player): player-1's strong team there does not help", () => {
    const h = meet(['Chalnoth'], { team: ['Gorath', "Kle'eg"], p1: { planets: { Gault: ['Data', 'worf', 'Tasha Yar'] } } });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Chalnoth')]);
    h.finish();
  });
});

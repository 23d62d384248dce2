/**
 * Zaldan (Alternate Universe 103_031, planet dilemma): unless 2 Treachery, a disruptor, Wesley
 * Crusher or Exobiology is with the Away Team, two members with Diplomacy, at random, die.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const Z = ['Zaldan'];
const DIPLOMATS = ['Gowron', "K'Ehleyr", 'Riva'];

describe('Zaldan', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('zaldan');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('103_031')).toEqual({ implemented: true });
    expect(cardText('zaldan')).toContain('2 Treachery');
  });

  it.each([
    ['two Treachery (Duras, Kell)', ['Duras', 'Kell']],
    ['a Klingon Disruptor carried by the team', ['Klag', 'Klingon Disruptor']],
    ['Wesley Crusher', ['Wesley Crusher']],
    ["Exobiology (Nu'Daq)", ["Nu'Daq"]],
  ])('overcome with %s: no diplomat dies, nobody stopped', (_l, extra) => {
    const h = meet(Z, { team: [...DIPLOMATS, ...extra] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Zaldan')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Gowron')).toBe(false);
    h.finish();
  });

  it('one Treachery only (boundary): two of the three diplomats die at random, never the others; the rest are stopped', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const h = meet(Z, { team: [...DIPLOMATS, 'Duras', 'Klag'], seed });
      const dead = eventCards(h, 'personnelKilled');
      expect(dead).toHaveLength(2);
      for (const d of dead) expect(DIPLOMATS.map((r) => h.card(r, 'player-2'))).toContain(d);
      for (const d of dead) seen.add(String(h.s.cards[d]?.def));
      expect(stopped(h, 'Duras')).toBe(true);
      expect(h.where(h.card('Zaldan')).z).toBe('discard');
      expect(h.s.pending?.kind).toBe('main');
    }
    expect(seen.size).toBe(3);
  });

  it('a single diplomat: only he dies', () => {
    const h = meet(Z, { team: ['Gowron', 'Klag'] });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Gowron')]);
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it('no Diplomacy in the team: nothing happens, discarded, nobody stopped', () => {
    const h = meet(Z, { team: ['Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Zaldan')]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it("the opponent's Wesley Crusher and disruptor on the planet do not help (wrong player)", () => {
    const h = meet(Z, { team: ['Gowron', 'Klag'], p1: { planets: { Gault: ['Wesley Crusher', 'Klingon Disruptor', 'Duras', 'Kell'] } } });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Gowron')]);
    h.finish();
  });
});

/**
 * El-Adrel Creature (Premiere 101_023, planet dilemma): it attacks the two Away Team members of
 * highest STRENGTH (the encountering player picks among ties); their STRENGTH together above 16
 * drives it off; otherwise one of the two at random dies and the team is stopped. Discarded either
 * way. docs/RULINGS.md, "Premiere dilemmas, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const EA = ['El-Adrel Creature'];

describe('El-Adrel Creature', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('el-adrel-creature');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_023')).toEqual({ implemented: true });
    expect(cardText('el-adrel-creature')).toContain('two strongest');
  });

  it('the two strongest, Kargan 9 and Kromm 8, make 17: driven off, nobody dies, nobody stopped', () => {
    const h = meet(EA, { team: ['Kargan', 'Kromm', 'Klag'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('El-Adrel Creature')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('El-Adrel Creature')).z).toBe('discard');
    h.finish();
  });

  it('Kromm 8 and Divok 8 make exactly 16 (boundary): one of the two dies at random, never Klag (7); the team is stopped', () => {
    const h = meet(EA, { team: ['Kromm', 'Divok', 'Klag', 'Toq'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('El-Adrel Creature')]);
    const dead = eventCards(h, 'personnelKilled');
    expect(dead).toHaveLength(1);
    expect([h.card('Kromm'), h.card('Divok')]).toContain(dead[0]);
    expect(stopped(h, 'Klag')).toBe(true);
    expect(h.where(h.card('El-Adrel Creature')).z).toBe('discard');
    h.finish();
  });

  it('three tied at 8 with 16 at stake: the encountering player picks the two it attacks, and the third is safe', () => {
    const h = meet(EA, { team: ['Kromm', 'Divok', 'Morag'] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('chooseAttacked');
    expect(h.options()).toHaveLength(3);
    h.choose('Kromm');
    expect(h.options()).toHaveLength(2);
    h.choose('Divok');
    const dead = eventCards(h, 'personnelKilled');
    expect(dead).toHaveLength(1);
    expect([h.card('Kromm'), h.card('Divok')]).toContain(dead[0]);
    expect(h.where(h.card('Morag')).z).toBe('planet');
    h.finish();
  });

  it('no choice is asked where the total is above 16 whatever the pick (Kargan 9 and three at 8)', () => {
    const h = meet(EA, { team: ['Kargan', 'Kromm', 'Divok', 'Morag'] });
    expect(h.s.pending?.kind).toBe('main');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('El-Adrel Creature')]);
    h.finish();
  });

  it('a lone member of STRENGTH 7 is the only one attacked, and dies', () => {
    const h = meet(EA, { team: ['Klag'] });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    h.finish();
  });

  it("the opponent's strong personnel on the planet are not attacked and do not help (wrong player)", () => {
    const h = meet(EA, { team: ['Klag'], p1: { planets: { Gault: ['Data', 'worf'] } } });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    h.finish();
  });
});

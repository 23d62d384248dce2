/**
 * Empathic Echo (Alternate Universe 103_013, dual dilemma): one member with Empathy, at random, dies
 * unless SECURITY and MEDICAL are present; a team with no Empathy is not touched.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const EE = ['Empathic Echo'];

describe('Empathic Echo', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('empathic-echo');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_013')).toEqual({ implemented: true });
    expect(cardText('empathic-echo')).toContain('SECURITY + MEDICAL');
  });

  it('SECURITY (Gorath) and MEDICAL (Divok) present: overcome, the empath lives, nobody stopped', () => {
    const h = meet(EE, { team: ['Deanna Troi', 'Gorath', 'Divok'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Empathic Echo')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Deanna Troi')).toBe(false);
    expect(h.where(h.card('Empathic Echo')).z).toBe('discard');
    h.finish();
  });

  it('SECURITY without MEDICAL (one short): the only empath dies, the rest are stopped', () => {
    const h = meet(EE, { team: ['Deanna Troi', 'Gorath', 'Klag'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Empathic Echo')]);
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Deanna Troi')]);
    expect(stopped(h, 'Gorath')).toBe(true);
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it('only empaths can die: with two empaths one of them dies, picked at random (over seeds both die), never a non-empath', () => {
    const dead = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const h = meet(EE, { team: ['Deanna Troi', 'Lwaxana Troi', 'Klag', 'Kromm'], seed });
      const k = eventCards(h, 'personnelKilled');
      expect(k).toHaveLength(1);
      expect([h.card('Deanna Troi'), h.card('Lwaxana Troi')]).toContain(k[0]);
      expect(h.s.pending?.kind).toBe('main');
      dead.add(String(h.s.cards[k[0]!]?.def));
    }
    expect(dead.size).toBe(2);
  });

  it('a team with no Empathy: nothing happens, the card is discarded, nobody stopped', () => {
    const h = meet(EE, { team: ['Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Empathic Echo')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it("the opponent's personnel on the planet count for nothing (wrong player): neither his MEDICAL nor his empath", () => {
    const h = meet(EE, { team: ['Deanna Troi', 'Gorath'], p1: { planets: { Gault: ['Beverly Crusher', 'Lwaxana Troi'] } } });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Deanna Troi')]);
    expect(h.where(h.card('Lwaxana Troi', 'player-1')).z).toBe('planet');
    h.finish();
  });

  it('acts on a crew in space too (dual)', () => {
    const h = meet(EE, { space: true, team: ['Deanna Troi', 'Klag'] });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Deanna Troi')]);
    h.finish();
  });
});

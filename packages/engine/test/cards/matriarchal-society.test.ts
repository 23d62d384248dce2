/**
 * Matriarchal Society (Premiere 101_033, planet dilemma): a barrier passed only with two or more
 * females in the Away Team; otherwise the team is stopped and the card stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const MS = ['Matriarchal Society'];

describe('Matriarchal Society', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('matriarchal-society');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_033')).toEqual({ implemented: true });
    expect(cardText('matriarchal-society')).toContain('at least two females');
  });

  it('two females (Vekma, Kurak) get the team past: discarded, nobody stopped', () => {
    const h = meet(MS, { team: ['Vekma', 'Kurak', 'Klag'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Matriarchal Society')]);
    expect(h.where(h.card('Matriarchal Society')).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('one female is one short (boundary): stopped, the card stays under the mission', () => {
    const h = meet(MS, { team: ['Vekma', 'Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Matriarchal Society')]);
    expect(h.where(h.card('Matriarchal Society')).z).toBe('underMission');
    expect(stopped(h, 'Vekma')).toBe(true);
    h.finish();
  });

  it('an all-male team is stopped too: the females are what it asks for, not a trigger', () => {
    const h = meet(MS, { team: ['Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Matriarchal Society')]);
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it("the opponent's females on the planet do not count (wrong player)", () => {
    const h = meet(MS, { team: ['Vekma', 'Klag'], p1: { planets: { Gault: ['Taitt', 'Calloway'] } } });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Matriarchal Society')]);
    h.finish();
  });
});

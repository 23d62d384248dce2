/**
 * Wind Dancer (Premiere 101_054, planet dilemma): a barrier passed with Lwaxana Troi, or with one
 * member who alone has Youth, Music or STRENGTH>9; otherwise the team is stopped and the card stays
 * under the mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const WD = ['Wind Dancer'];
const pass = (team: string[], more = {}) => {
  const h = meet(WD, { team, ...more });
  expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Wind Dancer')]);
  expect(h.where(h.card('Wind Dancer')).z).toBe('discard');
  h.finish();
};

describe('Wind Dancer', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('wind-dancer');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_054')).toEqual({ implemented: true });
    expect(cardText('wind-dancer')).toContain('Youth, Music or STRENGTH>9');
  });

  it('Youth (Divok), Music (L\'Kor) or STRENGTH 10 (Koral) in one member gets the team past', () => {
    pass(['Divok', 'Klag']);
    pass(["L'Kor", 'Klag']);
    pass(['Koral', 'Klag']);
  });

  it('Lwaxana Troi in the Away Team gets it past', () => {
    pass(['Lwaxana Troi', 'Klag']);
  });

  it('STRENGTH exactly 9 in one member is not above 9 (boundary): Kargan and Klag, 16 together, are stopped and the card stays', () => {
    const h = meet(WD, { team: ['Kargan', 'Klag'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Wind Dancer')]);
    expect(h.where(h.card('Wind Dancer')).z).toBe('underMission');
    expect(stopped(h, 'Kargan')).toBe(true);
    h.finish();
  });

  it("the opponent's Youth on the planet does not help (wrong player)", () => {
    const h = meet(WD, { team: ['Kargan', 'Klag'], p1: { planets: { Gault: ['Calloway'] } } });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Wind Dancer')]);
    h.finish();
  });
});

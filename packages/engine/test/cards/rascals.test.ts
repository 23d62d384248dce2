/**
 * Rascals (Alternate Universe 103_025, space dilemma): up to 4 unique personnel of the crew (at random
 * if more) become kids while the card is on the ship: STRENGTH 2, Youth in place of the first skill in
 * the box. 2 MEDICAL and Biology aboard cure it. Constructed positions: player-2 (active) attempts
 * Survey Mission from its I.K.C. K'Vort; docs/RULINGS.md, "Alternate Universe dilemmas, the last five".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf, skillsOf } from '../../src/rules/attributes.ts';
import { madeOverBy } from '../../src/rules/made-over.ts';
import { endTurn } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const R = ['Rascals'];
const skills = (h: ReturnType<typeof meet>, ref: string) => [...skillsOf(h.s, h.card(ref, 'player-2')).keys()];

describe('Rascals', () => {
  it('is a space dilemma, implemented, with its text in our words', () => {
    const f = facts('rascals');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('space');
    expect(cardImplementation('103_025')).toEqual({ implemented: true });
    expect(cardText('rascals')).toContain('become kids');
  });

  it('a unique crew member becomes a kid (STRENGTH 2, Youth for his first skill); a non-unique one is left alone; nobody is stopped', () => {
    const h = meet(R, { team: ['Morag', 'Klag'], space: true });
    const morag = h.card('Morag', 'player-2');
    expect(h.where(h.card('Rascals'))).toEqual({ z: 'attached', host: h.card("I.K.C. K'Vort", 'player-2') });
    expect(madeOverBy(h.s, h.card('Rascals'))).toEqual([morag]);
    expect(attributeOf(h.s, morag, 'STRENGTH')).toBe(2);
    expect(attributeOf(h.s, morag, 'CUNNING')).toBe(facts('morag').type === 'personnel' ? (facts('morag') as { cunning: number }).cunning : -1);
    expect(skills(h, 'Morag')).toEqual(['Youth', 'Computer Skill', 'Greed']);
    expect(skills(h, 'Klag')).toEqual(['OFFICER', 'Navigation']);
    expect(attributeOf(h.s, h.card('Klag', 'player-2'), 'STRENGTH')).toBe(7);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(stopped(h, 'Morag')).toBe(false);
    endTurn(h);
    expect(attributeOf(h.s, morag, 'STRENGTH')).toBe(2);
    h.finish();
  });

  it('five unique members: four kids at random (boundary: the maximum), one left alone', () => {
    const five = ['Morag', 'Kurak', 'Korris', 'Konmel', 'Kargan'];
    const h = meet(R, { team: five, space: true });
    const kids = madeOverBy(h.s, h.card('Rascals'));
    expect(kids).toHaveLength(4);
    expect(new Set(kids).size).toBe(4);
    const left = five.map((n) => h.card(n, 'player-2')).filter((id) => !kids.includes(id));
    expect(left).toHaveLength(1);
    h.finish();
  });

  it('no unique member in the crew: nothing to act on, the card is discarded', () => {
    const h = meet(R, { team: ['Klag', 'Kromm'], space: true });
    expect(h.where(h.card('Rascals')).z).toBe('discard');
    expect(skills(h, 'Klag')).toEqual(['OFFICER', 'Navigation']);
    h.finish();
  });

  it('2 MEDICAL and Biology aboard when it is met: nobody becomes a kid, it is discarded', () => {
    const h = meet(R, { team: ['Morag', 'Divok', 'Vekma'], space: true });
    expect(h.where(h.card('Rascals')).z).toBe('discard');
    expect(attributeOf(h.s, h.card('Morag', 'player-2'), 'STRENGTH')).toBe(8);
    h.finish();
  });

  it('one MEDICAL short (MEDICAL and Biology only): Morag is a kid and stays one through the end of the turn', () => {
    const h = meet(R, { team: ['Morag', 'Divok'], space: true });
    expect(madeOverBy(h.s, h.card('Rascals'))).toEqual([h.card('Morag', 'player-2')]);
    endTurn(h);
    expect(h.where(h.card('Rascals')).z).toBe('attached');
    expect(skills(h, 'Morag')).toContain('Youth');
    h.finish();
  });
});

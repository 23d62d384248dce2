/**
 * Engineering PADD (Premiere equipment): each of your SCIENCE personnel in its group has one more
 * level of ENGINEER, counted in mission and dilemma requirements; one PADD serves the whole group.
 * Set up as constructed positions; docs/RULINGS.md, "Premiere and AU equipment".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

/** player-2 attempts Gault, where player-1 seeded Alien Labyrinth (ENGINEER x2 or a Tricorder gets through). */
function labyrinth(team: string[], p1: Record<string, unknown> = {}) {
  const h = setupTest(base({ seeded: { Gault: ['Alien Labyrinth'] }, planets: {}, ...p1 }, { planets: { Gault: team } }));
  h.choose(`attempt:${h.card('Gault')}`);
  h.passResponses();
  return h;
}

describe('Engineering PADD', () => {
  it('is equipment of the card data granting ENGINEER to SCIENCE personnel, implemented, with its text in our words', () => {
    const f = facts('engineering-padd');
    expect(f.type === 'equipment' && f.grantsSkill).toMatchObject({ skill: 'ENGINEER', level: 1, to: { classification: 'SCIENCE' } });
    expect(cardImplementation('101_056')).toEqual({ implemented: true });
    expect(cardText('engineering-padd')).toContain('SCIENCE personnel');
  });

  it('reports from hand to its owner\'s outpost; a SCIENCE personnel aboard then has ENGINEER', () => {
    const h = setupTest(base({}, { hand: ['Engineering PADD'], outposts: [{ card: 'Klingon Outpost', at: 'Gault', crew: ['Vekor'] }] }));
    const vekor = h.card('Vekor', 'player-2');
    expect(skillsOf(h.s, vekor).get('ENGINEER')).toBeUndefined();
    h.choose('Play Engineering PADD');
    h.passResponses();
    expect(h.where(h.card('Engineering PADD', 'player-2'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(skillsOf(h.s, vekor).get('ENGINEER')).toBe(1);
    h.finish();
  });

  it('one PADD serves every SCIENCE personnel with it: two of them make the ENGINEER x2 of Alien Labyrinth', () => {
    // Klag (a Klingon OFFICER, no ENGINEER) lets the team attempt the Klingon mission
    const h = labyrinth(['Klag', 'Vekor', 'Etana Jol', 'Engineering PADD']);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });

  it('one SCIENCE personnel with it is one ENGINEER: one short of the labyrinth (boundary)', () => {
    const short = labyrinth(['Klag', 'Vekor', 'Engineering PADD']);
    expect(eventCards(short, 'dilemmaNotOvercome')).toEqual([short.card('Alien Labyrinth')]);
    // an ENGINEER of his own (Kromm) and the PADD's level on Vekor make two
    const h = labyrinth(['Klag', 'Kromm', 'Vekor', 'Engineering PADD']);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
    short.finish();
  });

  it('gives nothing to another classification, nor from aboard the ship, nor the opponent\'s PADD', () => {
    const h = setupTest(
      base(
        { planets: { Gault: ['Taitt', 'Engineering PADD'] } },
        { planets: { Gault: ['Klag', 'Vekor'] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Kromm', 'Engineering PADD'] }] },
      ),
    );
    expect(skillsOf(h.s, h.card('Klag', 'player-2')).get('ENGINEER')).toBeUndefined();
    expect(skillsOf(h.s, h.card('Vekor', 'player-2')).get('ENGINEER')).toBeUndefined();
    h.finish();
  });
});

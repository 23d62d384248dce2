/**
 * The card language (issue 23, item 4), first part: standard dilemmas declared as plain data
 * (cards/language.ts). Each converted card keeps its own spec (microvirus.test.ts and the others,
 * unchanged); here: that the declarations are data a reader can use, and the parts of the
 * language no intro card uses yet (a member chosen at random).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { behaviour, cardRegistry, installCards, installedCards } from '../../src/cards/registry.ts';
import type { CardDefinition } from '../../src/cards/registry.ts';
import { dilemmaCard } from '../../src/cards/language.ts';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

const FED = { active: 'federation' as const };
const DECLARED = ['microvirus', 'ferengi-attack', 'archer', 'anaphasic-organism', 'hidden-entrance', 'alien-labyrinth', 'impassable-door', 'malfunctioning-door'];

// a test card takes the place of Impassable Door in a registry of its own, for one test
const standard = installedCards();
const instead = (d: CardDefinition) => installCards(cardRegistry(standard.definitions.map((x) => (x.id === d.id ? d : x))));
afterEach(() => installCards(standard));

describe('the card language: dilemmas', () => {
  it('a declared dilemma carries its behaviour as plain data, which says what it does', () => {
    for (const id of DECLARED) {
      const spec = behaviour(id)?.spec?.dilemma;
      expect(spec, id).toBeDefined();
      // plain data: it survives JSON as it is
      expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    }
    expect(behaviour('microvirus')?.spec?.dilemma).toEqual({ fail: [{ kill: { from: 'awayTeam', by: 'opponent' }, why: 'infected by Microvirus' }], failDispose: 'discard', overcomeDispose: 'bonus' });
    expect(behaviour('anaphasic-organism')?.spec?.dilemma?.onlyIf).toEqual({ from: 'awayTeam', gender: 'female' });
    // cards the language cannot say yet keep their code and have no spec
    expect(behaviour('hunter-gangs')?.spec).toBeUndefined();
  });

  it('a member chosen at random is killed; the team is stopped; the dilemma goes where it says', () => {
    instead(dilemmaCard('impassable-door', 'test: a random member dies', { fail: [{ kill: { from: 'awayTeam', by: 'random' }, why: 'a test' }], failDispose: 'return' }));
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Taurik', 'Darian Wallace'] } } });
    attempt(h, 'Homeward');
    const killed = eventCards(h, 'personnelKilled');
    expect(killed).toHaveLength(1);
    expect([h.card('Taurik'), h.card('Darian Wallace')]).toContain(killed[0]);
    expect(events(h, 'personnelKilled')[0]?.data?.why).toBe('a test, chosen at random');
    expect(h.where(h.card('Impassable Door'))).toEqual({ z: 'underMission', loc: h.card('Homeward') });
    h.finish();
  });

  it('a group of one gender with nobody in it: the effect finds no one and nobody dies', () => {
    instead(dilemmaCard('impassable-door', 'test: a random male dies', { fail: [{ kill: { from: 'awayTeam', gender: 'male', by: 'random' }, why: 'a test' }], failDispose: 'discard' }));
    // two women: the group of men is empty
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Calloway', 'Linda Larson'] } } });
    attempt(h, 'Homeward');
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Impassable Door')]);
    expect(h.where(h.card('Impassable Door')).z).toBe('discard');
    h.finish();
  });
});

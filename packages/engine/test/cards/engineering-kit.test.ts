/**
 * Engineering Kit (equipment): each of your OFFICER personnel with it has one more level of ENGINEER,
 * counted in mission and dilemma requirements.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attempt, eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Engineering Kit', () => {
  it('enters play at your outpost as the turn\'s card play, and OFFICERs with it there have ENGINEER', () => {
    const h = setupTest({ klingon: { hand: ['Engineering Kit'], atOutpost: ['Klag'] } });
    const kit = h.card('Engineering Kit', 'klingon');
    expect(skillsOf(h.s, h.card('Klag')).get('ENGINEER')).toBeUndefined();
    h.choose('Play Engineering Kit');
    h.passResponses();
    expect(eventCards(h, 'cardPlayed')).toEqual([kit]);
    expect(h.where(kit)).toEqual({ z: 'aboard', host: h.card('Klingon Outpost') });
    expect(skillsOf(h.s, h.card('Klag')).get('ENGINEER')).toBe(1);
    h.finish();
  });

  it('an OFFICER with the kit is the second ENGINEER a dilemma asks for (Alien Labyrinth, ENGINEER x2)', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ['Klag', "K'Tesh", 'Engineering Kit'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });

  it('counts in a mission requirement: OFFICER + kit supplies the ENGINEER of Cargo Rendezvous', () => {
    // ENGINEER + Physics + INTEGRITY>30: Hobson 6 + Mendon 7 + Sito Jaxa 8 + Calloway 7 + Giusti 7 = 35
    const team = ['Christopher Hobson', 'Mendon', 'Sito Jaxa', 'Calloway', 'Giusti'];
    const without = setupTest({ turn: { active: 'federation' }, federation: { planets: { 'cargo-rendezvous': team } } });
    attempt(without, 'Cargo Rendezvous');
    expect(without.s.completed[without.card('Cargo Rendezvous')]).toBeUndefined();
    without.finish();
    const h = setupTest({ turn: { active: 'federation' }, federation: { planets: { 'cargo-rendezvous': [...team, 'Engineering Kit'] } } });
    attempt(h, 'Cargo Rendezvous');
    expect(h.s.completed[h.card('Cargo Rendezvous')]).toBe('federation');
    expect(seat(h.s, 'federation').score).toBe(35);
    h.finish();
  });

  it('gives nothing to a personnel of another classification, nor to the opponent\'s OFFICERs', () => {
    const h = setupTest({
      dilemmas: { gault: ['Alien Labyrinth'] },
      klingon: { planets: { gault: ['Torin', "K'Tesh", 'Engineering Kit'] } },
      federation: { planets: { gault: ['Engineering Kit'] } },
    });
    expect(skillsOf(h.s, h.card('Torin')).get('ENGINEER')).toBeUndefined();
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });

  it('one kit serves every OFFICER with it: two OFFICERs make ENGINEER x2 on their own', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ['Klag', 'Batrell', 'Engineering Kit'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });
});

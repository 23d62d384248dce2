/**
 * Two-Dimensional Creatures (Premiere space dilemma): goes onto the ship, which cannot move; empaths
 * aboard are disabled; SCIENCE and ENGINEER aboard free the ship, and the card is then discarded,
 * curing the empaths. SCIENCE alone, ENGINEER alone, both; an empath's skills; met from an outpost (DD3).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attemptingTeam } from '../../src/rules/dilemmas.ts';
import { rangeLeft } from '../../src/rules/movement.ts';
import { endTurn, events } from './helpers.ts';
import { attemptFromShip, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const T = 'Two-Dimensional Creatures';
const KVORT = "I.K.C. K'Vort";

describe('Two-Dimensional Creatures', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_053')).toEqual({ implemented: true });
    expect(cardText('two-dimensional-creatures')).toContain('empath');
  });

  it('met: it goes onto the ship, which cannot move; the empath aboard is disabled; the crew goes on', () => {
    const h = spaceAttempt(['Batrell', 'Maques'], [T]);
    const ship = h.card(KVORT, 'player-2');
    const maques = h.card('Maques', 'player-2');
    expect(h.where(h.card(T, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(rangeLeft(h.s, ship)).toBe(0);
    expect(skillsOf(h.s, maques).size).toBe(0);
    expect(skillsOf(h.s, h.card('Batrell', 'player-2')).get('Honor')).toBe(1);
    expect(attemptingTeam(h.s, 'player-2', h.card(SSC), ship)).toEqual([h.card('Batrell', 'player-2')]);
    expect(h.s.cards[ship]?.stopped).toBeFalsy();
    expect(events(h, 'missionCompleted').length + events(h, 'missionNotCompleted').length).toBe(1);
    h.finish();
  });

  it('SCIENCE alone, or ENGINEER alone, aboard (boundary): the ship stays held, the card stays at the turn\'s end', () => {
    for (const crew of [['Dukath', 'Maques'], ['Kromm', 'Maques']]) {
      const h = spaceAttempt(crew, [T]);
      const ship = h.card(KVORT, 'player-2');
      expect(rangeLeft(h.s, ship)).toBe(0);
      endTurn(h);
      expect(h.where(h.card(T, 'player-1')).z).toBe('attached');
      h.finish();
    }
  });

  it('SCIENCE and ENGINEER aboard when it is met: it is discarded at once, nobody disabled', () => {
    const h = spaceAttempt(['Dukath', 'Kromm', 'Maques'], [T]);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Maques', 'player-2')).get('Empathy')).toBe(2);
    h.finish();
  });

  it('an ENGINEER coming aboard frees the ship at once; the card goes at the end of the turn and the empath recovers', () => {
    const h = spacePosition(['Dukath', 'Maques'], [T], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Kromm'] }] } });
    attemptFromShip(h);
    const ship = h.card(KVORT, 'player-2');
    expect(rangeLeft(h.s, ship)).toBe(0);
    h.choose("Load from Klingon Outpost onto I.K.C. K'Vort");
    h.choose('Kromm');
    h.passResponses();
    expect(rangeLeft(h.s, ship)).toBeGreaterThan(0);
    expect(skillsOf(h.s, h.card('Maques', 'player-2')).size).toBe(0);
    endTurn(h);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Maques', 'player-2')).get('Empathy')).toBe(2);
    h.finish();
  });

  it('an empath of the other player at the mission, aboard his own ship, is not disabled (wrong ship)', () => {
    const h = spaceAttempt(['Batrell'], [T], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Deanna Troi'] }] } });
    expect(skillsOf(h.s, h.card('Deanna Troi', 'player-1')).get('Empathy')).toBe(1);
    h.finish();
  });

  it('met from an outpost: no ship to go on, discarded with no effect', () => {
    const h = spacePosition([], [T], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Batrell', 'Maques'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Maques', 'player-2')).get('Empathy')).toBe(2);
    h.finish();
  });
});

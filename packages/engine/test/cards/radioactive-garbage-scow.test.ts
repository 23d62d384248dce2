/**
 * Radioactive Garbage Scow (Premiere space dilemma): goes onto the mission and ends the attempt;
 * nobody may attempt the mission while it is there; a ship with a Tractor Beam and two ENGINEER
 * aboard tows it away. One ENGINEER and two; the wrong player's ship; a cloaked ship (DD1).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { events } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const G = 'Radioactive Garbage Scow';
const KVORT = "I.K.C. K'Vort";
const tows = (h: ReturnType<typeof spaceAttempt>) => h.options().filter((o) => o.id.startsWith('tow:'));
const attempts = (h: ReturnType<typeof spaceAttempt>) => h.options().filter((o) => o.group === 'attempt');

describe('Radioactive Garbage Scow', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_045')).toEqual({ implemented: true });
    expect(cardText('radioactive-garbage-scow')).toContain('tow');
  });

  it('met: it goes onto the mission, the attempt ends with the crew unstopped, the next dilemma stays under it', () => {
    const h = spaceAttempt(['Batrell', 'Klag'], [G, 'Nanites']);
    const loc = h.card(SSC);
    expect(h.where(h.card(G, 'player-1'))).toEqual({ z: 'attached', host: loc });
    expect(h.where(h.card('Nanites', 'player-1')).z).toBe('underMission');
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.stopped).toBeFalsy();
    expect(h.s.cards[h.card('Batrell', 'player-2')]?.stopped).toBeFalsy();
    expect(events(h, 'attemptEnded')).toHaveLength(1);
    expect(h.s.completed[loc]).toBeUndefined();
    expect(attempts(h)).toEqual([]);
    expect(whyCannotAttempt(h.s, 'player-1', loc)).toContain('towed away');
    h.finish();
  });

  it('one ENGINEER aboard (boundary): no tow is offered', () => {
    const h = spaceAttempt(['Kromm', 'Batrell'], [G]);
    expect(tows(h)).toEqual([]);
    h.finish();
  });

  it('two ENGINEER aboard a ship with a Tractor Beam: the tow discards the scow and the mission may be attempted again', () => {
    const h = spaceAttempt(['Kromm', 'Gorta'], [G]);
    expect(tows(h)).toHaveLength(1);
    h.chooseId(tows(h)[0]?.id as string);
    h.passResponses();
    expect(h.where(h.card(G, 'player-1')).z).toBe('discard');
    expect(attempts(h).length).toBeGreaterThan(0);
    h.finish();
  });

  it('the other player\'s ship with two ENGINEER gives the active player no tow (wrong player)', () => {
    const h = spacePosition(['Batrell'], [G], { p1: { ships: [{ card: 'I.K.S. Buruk', at: SSC, crew: ['Kromm', 'Gorta'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(G, 'player-1')).z).toBe('attached');
    expect(tows(h)).toEqual([]);
    h.finish();
  });
});

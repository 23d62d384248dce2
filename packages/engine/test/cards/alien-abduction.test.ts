/**
 * Alien Abduction (Premiere 101_010, planet dilemma; older print): the Away Team member of highest
 * CUNNING (its owner picking among ties) is held on the mission until the mission is completed or
 * 3 Leadership of its owner are on that planet. Two Leadership and three; a tie; the opponent's
 * Leadership; a Leadership beamed down later; the mission completed (RULINGS C5).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { endTurn, events } from './helpers.ts';
import { meet, PLANET, stopped } from './dilemma-positions.ts';

const AA = 'Alien Abduction';

describe('Alien Abduction', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_010')).toEqual({ implemented: true });
    expect(cardText('alien-abduction')).toContain('3 Leadership');
  });

  it('the most CUNNING member is held on the mission with the dilemma; the rest go on, not stopped', () => {
    const h = meet([AA], { team: ['Kurak', 'Klag', 'Batrell'] });
    const gault = h.card(PLANET);
    expect(h.where(h.card('Kurak', 'player-2'))).toEqual({ z: 'attached', host: gault });
    expect(h.where(h.card(AA, 'player-1'))).toEqual({ z: 'attached', host: gault });
    expect(stopped(h, 'Klag')).toBe(false);
    // still held on later turns
    endTurn(h);
    endTurn(h);
    expect(h.where(h.card('Kurak', 'player-2')).z).toBe('attached');
    h.finish();
  });

  it('a tie for the highest CUNNING: the encountering player (not the opponent) picks who is taken', () => {
    const h = meet([AA], { team: ['Lursa', "B'Etor", 'Klag'] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.labels()).toEqual(expect.arrayContaining(['Lursa is taken', "B'Etor is taken"]));
    expect(h.labels()).not.toContain('Klag is taken');
    h.choose("B'Etor is taken");
    h.passResponses();
    expect(h.where(h.card("B'Etor", 'player-2')).z).toBe('attached');
    expect(h.where(h.card('Lursa', 'player-2')).z).toBe('planet');
    h.finish();
  });

  it('two Leadership left with the team (one short) do not bring it back; three do, at once (boundary)', () => {
    const two = meet([AA], { team: ["K'mpec", 'Gowron'] }); // K'mpec taken; Gowron has Leadership x2
    expect(two.where(two.card("K'mpec", 'player-2')).z).toBe('attached');
    two.finish();
    const three = meet([AA], { team: ["K'mpec", 'Gowron', 'Toq'] });
    expect(three.where(three.card("K'mpec", 'player-2')).z).toBe('planet');
    expect(three.where(three.card(AA, 'player-1')).z).toBe('discard');
    expect(events(three, 'personnelReleased')).toHaveLength(1);
    three.finish();
  });

  it('the opponent\'s Leadership on the planet do not count (wrong player)', () => {
    const h = meet([AA], { team: ["K'mpec", 'Gowron'], p1: { planets: { [PLANET]: ['Tasha Yar', 'Satelk', 'Shelby'] } } });
    expect(h.where(h.card("K'mpec", 'player-2')).z).toBe('attached');
    h.finish();
  });

  it('a third Leadership beamed down later brings it back at once', () => {
    const h = meet([AA], { team: ["K'mpec", 'Gowron'], p2: { ships: [{ card: "I.K.C. K'Vort", at: PLANET, crew: ['Toq'] }] } });
    endTurn(h);
    endTurn(h);
    h.choose('Beam down');
    h.choose('Toq');
    h.passResponses();
    expect(h.where(h.card("K'mpec", 'player-2')).z).toBe('planet');
    expect(h.where(h.card(AA, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('the rest of the team completing the mission brings it back', () => {
    const h = meet([AA], { team: ["K'mpec", "J'Ddan", 'Kargan', 'Batrell'] });
    expect(events(h, 'missionCompleted')).toHaveLength(1);
    expect(h.where(h.card("K'mpec", 'player-2'))).toEqual({ z: 'planet', loc: h.card(PLANET) });
    expect(h.where(h.card(AA, 'player-1')).z).toBe('discard');
    h.finish();
  });
});

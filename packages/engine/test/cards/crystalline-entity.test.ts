/**
 * Crystalline Entity (Premiere dual dilemma, 5 points): in space, all personnel aboard the ship die
 * unless SHIELDS over 6 or Music aboard; on a planet, the whole Away Team dies unless SCIENCE and
 * MEDICAL are in it. SHIELDS at 6 and 7; each side's condition one short; the other player's crew;
 * met from an outpost (RULINGS B3).
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { events } from './helpers.ts';
import { attemptFromShip, notOvercome, overcame, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const CE = 'Crystalline Entity';
const dead = (h: ReturnType<typeof spaceAttempt>) => events(h, 'personnelKilled').map((e) => e.data?.card);

function planet(team: string[]) {
  const h = setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    'player-1': { missions: ['Reported Activity'], seeded: { Gault: [CE] }, outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], planets: { Gault: team }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] },
  });
  h.choose('Attempt Gault');
  h.passResponses();
  return h;
}

describe('Crystalline Entity', () => {
  it('is implemented, a dual dilemma, its text in our words', () => {
    expect(cardImplementation('101_021')).toEqual({ implemented: true });
    expect(facts('crystalline-entity').type === 'dilemma' && facts('crystalline-entity')).toMatchObject({ dilemmaType: 'dual', bonusPoints: 5 });
    expect(cardText('crystalline-entity')).toContain('SHIELDS');
  });

  it('space: a ship with SHIELDS 7 (I.K.C. Vor\'Cha) overcomes it, 5 points, nobody dies', () => {
    const h = spacePosition(['Batrell', 'Kromm'], [CE], { ship: "I.K.C. Vor'Cha" });
    const before = seat(h.s, 'player-2').score;
    attemptFromShip(h, "I.K.C. Vor'Cha");
    expect(overcame(h)).toBe(true);
    expect(dead(h)).toEqual([]);
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    h.finish();
  });

  it('space: SHIELDS exactly 6 (I.K.C. K\'Vort) without Music: every personnel aboard dies, the ship stays', () => {
    const h = spaceAttempt(['Batrell', 'Kromm', 'Dukath'], [CE]);
    expect(notOvercome(h)).toBe(true);
    expect(dead(h)).toHaveLength(3);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('inSpace');
    expect(h.where(h.card(CE, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('space: Music aboard (L\'Kor) overcomes it on a SHIELDS 6 ship', () => {
    const h = spaceAttempt(["L'Kor", 'Batrell'], [CE]);
    expect(overcame(h)).toBe(true);
    expect(dead(h)).toEqual([]);
    h.finish();
  });

  it('space: SCIENCE and MEDICAL, the planet condition, do not help a crew in space', () => {
    const h = spaceAttempt(['Dukath', 'Divok'], [CE]);
    expect(notOvercome(h)).toBe(true);
    expect(dead(h)).toHaveLength(2);
    h.finish();
  });

  it('space: the other player\'s ship at the mission, with SHIELDS 9, neither helps nor loses anyone', () => {
    const h = spaceAttempt(['Batrell'], [CE], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Taitt'] }] } });
    expect(dead(h)).toEqual([h.card('Batrell', 'player-2')]);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('aboard');
    h.finish();
  });

  it('planet: SCIENCE and MEDICAL in the Away Team overcome it', () => {
    const h = planet(['Dukath', 'Divok', 'Batrell']);
    expect(overcame(h)).toBe(true);
    expect(dead(h)).toEqual([]);
    h.finish();
  });

  it('planet: SCIENCE without MEDICAL: the whole Away Team dies, the crew in orbit does not', () => {
    const h = planet(['Dukath', 'Batrell']);
    expect(notOvercome(h)).toBe(true);
    expect(dead(h)).toHaveLength(2);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('aboard');
    h.finish();
  });

  it('met from an outpost: the outpost\'s SHIELDS stand for the ship\'s', () => {
    const shields = facts('klingon-outpost').type === 'outpost' ? (facts('klingon-outpost') as { shields: number }).shields : 0;
    expect(shields).toBeGreaterThan(6);
    const h = spacePosition([], [CE], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Batrell'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(overcame(h)).toBe(true);
    expect(dead(h)).toEqual([]);
    h.finish();
  });
});

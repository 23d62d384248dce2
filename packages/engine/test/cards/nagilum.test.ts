/**
 * Nagilum (Premiere space dilemma, 5 points): overcome with 3 Diplomacy or STRENGTH over 40 aboard;
 * otherwise half the crew, rounded down, is killed at random. Thresholds at and one below; a crew of
 * one (half rounds down to none); the other player's ship.
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { events } from './helpers.ts';
import { attemptFromShip, notOvercome, overcame, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const N = 'Nagilum';
const STRENGTH_40 = ['Kromm', 'Divok', 'Torin', "B'iJik", "J'Ddan", 'Vekma'];
const STRENGTH_41 = ['Kromm', 'Divok', 'Torin', "B'iJik", "J'Ddan", 'Batrell'];
const killed = (h: ReturnType<typeof spaceAttempt>) => events(h, 'personnelKilled').length;

describe('Nagilum', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_037')).toEqual({ implemented: true });
    expect(cardText('nagilum')).toContain('half');
  });

  it('three Diplomacy aboard overcome it: nobody dies, 5 points', () => {
    const h = spacePosition(["K'Tal", 'Torak', 'Vagh'], [N]);
    const before = seat(h.s, 'player-2').score;
    attemptFromShip(h);
    expect(overcame(h)).toBe(true);
    expect(killed(h)).toBe(0);
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    h.finish();
  });

  it('two Diplomacy (one short) do not: half of the three crew, one, is killed; the crew stopped', () => {
    const h = spaceAttempt(["K'Tal", 'Torak', 'Batrell'], [N]);
    expect(notOvercome(h)).toBe(true);
    expect(killed(h)).toBe(1);
    expect(h.where(h.card(N, 'player-1')).z).toBe('discard');
    expect(h.s.cards[h.card("I.K.C. K'Vort", 'player-2')]?.stopped).toBe(true);
    h.finish();
  });

  it('STRENGTH 41 overcomes it; STRENGTH exactly 40 does not, and three of six die', () => {
    const at = spaceAttempt(STRENGTH_41, [N]);
    expect(STRENGTH_41.reduce((a, p) => a + attributeOf(at.s, at.card(p, 'player-2'), 'STRENGTH'), 0)).toBe(41);
    expect(overcame(at)).toBe(true);
    expect(killed(at)).toBe(0);
    at.finish();
    const below = spaceAttempt(STRENGTH_40, [N]);
    expect(notOvercome(below)).toBe(true);
    expect(killed(below)).toBe(3);
    const left = STRENGTH_40.filter((p) => below.where(below.card(p, 'player-2')).z === 'aboard');
    expect(left).toHaveLength(3);
    below.finish();
  });

  it('a crew of one: half rounds down to none, so nobody dies, though the crew is stopped', () => {
    const h = spaceAttempt(['Batrell'], [N]);
    expect(notOvercome(h)).toBe(true);
    expect(killed(h)).toBe(0);
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('aboard');
    h.finish();
  });

  it('the other player\'s crew at the mission is not counted, and none of it dies', () => {
    const h = spaceAttempt(['Batrell', 'Klag'], [N], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Taitt', 'Mendon'] }] } });
    expect(killed(h)).toBe(1);
    expect(events(h, 'personnelKilled')[0]?.data?.card).not.toBe(h.card('Taitt', 'player-1'));
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('aboard');
    expect(h.where(h.card('Mendon', 'player-1')).z).toBe('aboard');
    h.finish();
  });
});

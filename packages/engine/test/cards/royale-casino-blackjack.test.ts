/**
 * Royale Casino: Blackjack (Alternate Universe 103_026, planet dilemma, 5 or -5 points): both players
 * show their hands; each counts the printed CUNNING of the personnel in it; closest to 21 without going
 * over scores 5 (the card in his bonus area) and the other loses 5; a tie scores nothing. Constructed
 * positions: player-2 (active) meets it at Gault; docs/RULINGS.md, "Alternate Universe dilemmas, the
 * last five".
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { blackjackWinner } from '../../src/cards/royale-casino-blackjack.ts';
import { events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const RC = ['Royale Casino: Blackjack'];

describe('Royale Casino: Blackjack', () => {
  it('is a planet dilemma, implemented, with its text in our words', () => {
    const f = facts('royale-casino-blackjack');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('103_026')).toEqual({ implemented: true });
    expect(cardText('royale-casino-blackjack')).toContain('Closest to 21');
  });

  it('closest to 21 without going over: the winner is the closest, equal or both over is a tie (boundaries 21 and 22)', () => {
    expect(blackjackWinner(20, 19)).toBe('a');
    expect(blackjackWinner(21, 20)).toBe('a');
    expect(blackjackWinner(22, 5)).toBe('b');
    expect(blackjackWinner(0, 22)).toBe('a');
    expect(blackjackWinner(20, 20)).toBeNull();
    expect(blackjackWinner(23, 22)).toBeNull();
  });

  it('the encountering player closer (20, a Tricorder counting nothing, against 19): +5 with the card, the opponent -5; both hands shown; nobody stopped', () => {
    const h = meet(RC, { team: ['Klag'], p2: { hand: ['Data', 'Geordi La Forge', 'Tricorder'] }, p1: { hand: ['Data', 'Taitt'] } });
    expect(events(h, 'handShown').map((e) => [e.data?.player, e.data?.total])).toEqual([['player-2', 20], ['player-1', 19]]);
    expect(events(h, 'handShown')[0]?.text).toContain('Tricorder');
    expect(h.where(h.card('Royale Casino: Blackjack'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(seat(h.s, 'player-1').score).toBe(-5);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('the encountering player goes over (22) and the opponent holds 5: the opponent wins the card and +5, the encountering player -5', () => {
    const h = meet(RC, { team: ['Klag'], p2: { hand: ['Data', 'Taitt', 'Batrell'] }, p1: { hand: ['Klag'] } });
    expect(h.where(h.card('Royale Casino: Blackjack'))).toEqual({ z: 'bonus', player: 'player-1' });
    expect(seat(h.s, 'player-1').score).toBe(5);
    expect(seat(h.s, 'player-2').score).toBe(-5);
    h.finish();
  });

  it('a tie (20 against 20): nobody scores, the card is discarded', () => {
    const h = meet(RC, { team: ['Klag'], p2: { hand: ['Data', 'Geordi La Forge'] }, p1: { hand: ['Taitt', 'Tasha Yar', 'Kromm'] } });
    expect(h.where(h.card('Royale Casino: Blackjack')).z).toBe('discard');
    expect(seat(h.s, 'player-1').score).toBe(0);
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });

  it('Mickey D. in the team wins it outright, whatever the hands (no hand is shown)', () => {
    const h = meet(RC, { team: ['Klag', 'Mickey D.'], p2: { hand: ['Data', 'Taitt', 'Batrell'] }, p1: { hand: ['Klag'] } });
    expect(events(h, 'handShown')).toEqual([]);
    expect(h.where(h.card('Royale Casino: Blackjack'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(seat(h.s, 'player-1').score).toBe(-5);
    h.finish();
  });
});

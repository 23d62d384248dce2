/**
 * Rule 9, end of the game: the first player to reach 100 points wins at once; when a draw deck is
 * empty at the end of a turn (after that turn's draw), the player with more points wins, and equal
 * points make a draw.
 */
import { describe, expect, it } from 'vitest';
import { apply, IllegalActionError } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { seat } from '../../src/index.ts';

// Reported Activity 35, Distress Mission 35, Gault 30, Sensitive Search 30 (Computer Skill + CUNNING>28)
const SPACELINE = ['Homeward', 'Reported Activity', 'Distress Mission', 'Gault', 'Sensitive Search', 'Avert Danger'];
const SEARCH_TEAM = ['Narik', 'Klag', 'Torin', 'Dukath', "J'Ddan"];

function scoring(completed: string[]) {
  const h = setupTest({
    spaceline: SPACELINE,
    klingon: { outpost: 'Gault', completed, planets: { 'Sensitive Search': SEARCH_TEAM }, hand: ['Kromm'] },
    federation: { outpost: 'Homeward' },
  });
  h.choose(`attempt:${h.card('Sensitive Search')}`);
  h.passResponses();
  return h;
}

describe('rule 9 end: 100 points wins at once', () => {
  it('reaching exactly 100 points ends the game immediately, in the middle of the turn', () => {
    const h = scoring(['Reported Activity', 'Distress Mission']); // 70 + 30
    expect(seat(h.s, 'klingon').score).toBe(100);
    expect(h.s.result?.winner).toBe('klingon');
    expect(h.s.result?.reason).toMatch(/100 points/);
    expect(h.s.pending).toBeNull();
    expect(h.s.turn.active).toBe('klingon');
    expect(seat(h.s, 'klingon').hand).toHaveLength(1); // no end-of-turn draw happened
    h.finish();
  });

  it('going past 100 also wins at once', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', completed: ['Reported Activity', 'Gault', 'Avert Danger'], planets: { 'Distress Mission': ['Batrell', 'Gorath', "Kle'eg", 'Kromm', 'Divok'] } },
    }); // 95 + 35
    h.choose(`attempt:${h.card('Distress Mission')}`);
    h.passResponses();
    expect(seat(h.s, 'klingon').score).toBe(130);
    expect(h.s.result?.winner).toBe('klingon');
    expect(h.s.pending).toBeNull();
    h.finish();
  });

  it('boundary: 95 points do not end the game', () => {
    const h = scoring(['Reported Activity', 'Gault']); // 65 + 30
    expect(seat(h.s, 'klingon').score).toBe(95);
    expect(h.s.result).toBeNull();
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('no action is accepted once the game is over', () => {
    const h = scoring(['Reported Activity', 'Distress Mission']);
    expect(() => apply(h.s, { decision: 'd1', option: 'end' })).toThrow(IllegalActionError);
    expect(() => apply(h.s, { decision: 'd1', option: 'end' })).toThrow(/game is over/);
    h.finish();
  });
});

describe('rule 9 end: an empty draw deck', () => {
  const endWith = (klingonDeck: number, federationDeck: number, kCompleted: string[] = [], fCompleted: string[] = []) => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', deckSize: klingonDeck, completed: kCompleted },
      federation: { outpost: 'Homeward', deckSize: federationDeck, completed: fCompleted },
    });
    h.choose('end');
    return h;
  };

  it('the turn in which the last card is drawn ends the game, after the draw', () => {
    const h = endWith(1, 10, ['Gault']);
    expect(seat(h.s, 'klingon').deck).toHaveLength(0);
    expect(seat(h.s, 'klingon').hand).toHaveLength(1);
    expect(h.s.result?.winner).toBe('klingon');
    expect(h.s.result?.reason).toMatch(/draw deck is empty/);
    expect(h.s.result?.turn).toBe(1);
    h.finish();
  });

  it('boundary: with two cards left the game goes on after the draw', () => {
    const h = endWith(2, 10, ['Gault']);
    expect(h.s.result).toBeNull();
    expect(h.s.turn.active).toBe('federation');
    h.finish();
  });

  it('a player who starts the turn with an empty deck ends the game at the end of that turn', () => {
    const h = endWith(0, 10);
    expect(h.s.result).not.toBeNull();
    h.finish();
  });

  it('either player\'s empty deck ends the game: the opponent\'s deck empty at the end of this turn', () => {
    const h = endWith(10, 0, [], ['Distress Mission']);
    expect(h.s.result?.winner).toBe('federation');
    h.finish();
  });

  it('the player with more points wins', () => {
    const h = endWith(1, 10, ['Gault'], ['Distress Mission']); // 30 to 35
    expect(h.s.result?.winner).toBe('federation');
    expect(h.s.result?.scores).toEqual({ federation: 35, klingon: 30 });
    h.finish();
  });

  it('equal points are a draw', () => {
    const h = endWith(1, 10, ['Reported Activity'], ['Distress Mission']); // 35 to 35
    expect(h.s.result?.winner).toBeNull();
    expect(h.s.result?.scores).toEqual({ federation: 35, klingon: 35 });
    h.finish();
  });

  it('equal points of zero are a draw too', () => {
    const h = endWith(1, 10);
    expect(h.s.result?.winner).toBeNull();
    h.finish();
  });
});

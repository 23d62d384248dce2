/**
 * The end of a constructed game (issue 24; constructed digest 10; docs/RULINGS.md, "Constructed:
 * seed phase, turn and end", rulings S8 and S9): the first player to 100 points wins at once; when a
 * draw deck is empty at the end of a turn the game ends and more points win (equal points: a draw);
 * a player may concede.
 */
import { describe, expect, it } from 'vitest';
import { advance, concede, seat } from '../../src/index.ts';
import type { CardId, GameState } from '../../src/index.ts';
import { moveTo } from '../../src/rules/board.ts';
import { scorePoints, WINNING_SCORE } from '../../src/rules/endgame.ts';
import { choose, isMain, loc, position, put, settle, stepUntil } from './constructed-setup.ts';

/** Leaves `n` cards in the player's draw deck (the rest set out of play). */
function deckOf(s: GameState, p: string, n: number): void {
  const d = seat(s, p).deck;
  while (d.length > n) moveTo(s, d[0] as CardId, { z: 'outOfPlay' });
}
const endTurn = (s: GameState) => choose(s, 'end');

describe('100 points (constructed)', () => {
  it('the player who reaches 100 points by completing a mission wins at once', () => {
    const s = position();
    expect(WINNING_SCORE).toBe(100);
    seat(s, 'player-1').score = 80; // as if earned
    const at = loc(s, 'study-stellar-collision');
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: galaxy });
    advance(s);
    choose(s, `attempt:${at}:${galaxy}`);
    settle(s);
    expect(s.result).toMatchObject({ winner: 'player-1', reason: 'reached 100 points', scores: { 'player-1': 105, 'player-2': 0 } });
    expect(s.pending).toBeNull();
  });

  it('99 points is not a win; exactly 100 is', () => {
    const s = position();
    scorePoints(s, 'player-2', 99, 'a test');
    expect(s.result).toBeNull();
    scorePoints(s, 'player-2', 1, 'a test');
    expect(s.result).toMatchObject({ winner: 'player-2', reason: 'reached 100 points' });
  });
});

describe('running out of cards (constructed)', () => {
  it('the turn in which a draw deck is emptied ends the game: more points win', () => {
    const s = position();
    deckOf(s, 'player-1', 1);
    scorePoints(s, 'player-2', 30, 'a test');
    endTurn(s); // player-1 draws his last card
    settle(s); // the response points after the draw (Subspace Schism) answered
    expect(seat(s, 'player-1').deck).toHaveLength(0);
    expect(s.result).toMatchObject({ winner: 'player-2', reason: 'player-1 draw deck is empty; 0 to 30' });
  });

  it('with cards left the game goes on (boundary: one card left after the draw)', () => {
    const s = position();
    deckOf(s, 'player-1', 2);
    endTurn(s);
    stepUntil(s, (x) => x.turn.active === 'player-2' && x.pending?.kind === 'main');
    expect(seat(s, 'player-1').deck).toHaveLength(1);
    expect(s.result).toBeNull();
  });

  it('either deck counts: the opponent\'s deck already empty ends the game at the end of this turn', () => {
    const s = position();
    deckOf(s, 'player-2', 0);
    scorePoints(s, 'player-1', 10, 'a test');
    expect(s.result).toBeNull(); // not before the turn ends
    endTurn(s);
    settle(s); // the response points after the draw (Subspace Schism) answered
    expect(s.result).toMatchObject({ winner: 'player-1', reason: 'player-2 draw deck is empty; 10 to 0' });
  });

  it('equal points: the game is a draw', () => {
    const s = position();
    deckOf(s, 'player-1', 1);
    scorePoints(s, 'player-1', 35, 'a test');
    scorePoints(s, 'player-2', 35, 'a test');
    endTurn(s);
    settle(s); // the response points after the draw (Subspace Schism) answered
    expect(s.result).toMatchObject({ winner: null, reason: 'player-1 draw deck is empty; 35 to 35' });
    expect(s.log.some((e) => e.type === 'gameOver' && e.text.startsWith('The game is a draw'))).toBe(true);
  });
});

describe('conceding (constructed)', () => {
  it('a player who concedes loses, whatever the score; a finished game does not change', () => {
    const s = position();
    scorePoints(s, 'player-1', 50, 'a test');
    concede(s, 'player-1');
    expect(s.result).toMatchObject({ winner: 'player-2', reason: 'player-1 conceded', scores: { 'player-1': 50, 'player-2': 0 } });
    concede(s, 'player-2');
    expect(s.result?.winner).toBe('player-2');
    expect(isMain(s)).toBe(false);
  });
});

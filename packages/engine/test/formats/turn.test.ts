/**
 * The turn in constructed games (issue 24; constructed digest 3; docs/RULINGS.md, "Constructed: seed
 * phase, turn and end", rulings S5-S7): one normal card play (a personnel, ship, equipment or event,
 * or an outpost built) at the start of the player's own turn; interrupts do not use it and come on
 * either player's turn, between actions and in answer to them; events only in the player's own
 * card-play step; the turn ends with its draw; stopped cards unstop at the end of the turn.
 */
import { describe, expect, it } from 'vitest';
import { advance, seat } from '../../src/index.ts';
import type { CardId, GameState, Option } from '../../src/index.ts';
import { card } from '../../src/rules/board.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { choose, isMain, loc, options, position, put, stepUntil } from './constructed-setup.ts';

const main = (s: GameState): Option[] => { advance(s); expect(isMain(s)).toBe(true); return options(s); };
const plays = (s: GameState) => main(s).filter((o) => o.group === 'play');
const interrupts = (s: GameState) => main(s).filter((o) => o.group === 'interrupt');
const fedInHand = (s: GameState): CardId[] => seat(s, 'player-1').hand.filter((id) => card(s, id).def !== 'long-range-scan' && card(s, id).def !== 'yellow-alert');

/** Two of player-2's ships with a crew each, at the first location (targets for Long-Range Scan). */
function enemyShips(s: GameState): CardId[] {
  const at = s.spaceline[0] as CardId;
  return [0, 1].map(() => put(s, 'player-2', 'ikc-kvort', { z: 'inSpace', loc: at }));
}

describe('the turn (constructed)', () => {
  it('one normal card play per turn: after it no card but interrupts is played, and the next turn has one again', () => {
    const s = position();
    const n = s.turn.number;
    const p = plays(s);
    expect(p.length).toBeGreaterThan(0);
    choose(s, (p[0] as Option).id);
    stepUntil(s, (x) => isMain(x));
    expect(s.turn.cardPlayed).toBe(true);
    expect(plays(s)).toEqual([]);
    const other = fedInHand(s)[0] as CardId;
    expect(whyNotPlayable(s, 'player-1', other)).toBe('You have already played your one card this turn');
    // player-2's turn, then player-1's next: a card play again
    choose(s, 'end');
    stepUntil(s, (x) => isMain(x) && x.turn.number === n + 2);
    expect(s.turn.cardPlayed).toBe(false);
    expect(plays(s).length).toBeGreaterThan(0);
  });

  it('interrupts do not use the card play: any number of them, before or after it', () => {
    const s = position();
    const [a, b] = enemyShips(s) as [CardId, CardId];
    put(s, 'player-1', 'long-range-scan', { z: 'hand' });
    put(s, 'player-1', 'long-range-scan', { z: 'hand' });
    expect(interrupts(s).map((o) => o.target).sort()).toEqual([a, b].sort());
    choose(s, (plays(s)[0] as Option).id);
    stepUntil(s, (x) => isMain(x));
    // after the card play: still offered
    const first = interrupts(s)[0] as Option;
    choose(s, first.id);
    stepUntil(s, (x) => isMain(x));
    expect(s.turn.cardPlayed).toBe(true);
    // and a second one, at the other ship
    const second = interrupts(s);
    expect(second).toHaveLength(1);
    expect(second[0]?.target).not.toBe(first.target);
    expect(whyNotPlayable(s, 'player-1', second[0]?.card as CardId)).toBe('Interrupts are played from the interrupt list when their moment comes');
  });

  it('events only on the player\'s own turn, in its card-play step (boundary: not after an order)', () => {
    const s = position();
    const ev = put(s, 'player-1', 'yellow-alert', { z: 'hand' });
    expect(whyNotPlayable(s, 'player-1', ev)).toBeNull();
    expect(plays(s).some((o) => o.card === ev)).toBe(true);
    // after an order the card-play step is over
    const ship = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: s.spaceline[0] as CardId });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: ship });
    const move = main(s).find((o) => o.act.type === 'move') as Option;
    expect(move).toBeDefined();
    choose(s, move.id);
    stepUntil(s, (x) => isMain(x));
    expect(whyNotPlayable(s, 'player-1', ev)).toBe('The one card play comes at the start of the turn, before any orders');
    expect(plays(s)).toEqual([]);
    // on the opponent's turn: not at all
    choose(s, 'end');
    stepUntil(s, (x) => isMain(x, 'player-2'));
    expect(whyNotPlayable(s, 'player-1', ev)).toBe('Cards other than interrupts are played only on your own turn');
  });

  it('the opponent may play an interrupt on the player\'s turn, in answer to his action', () => {
    const s = position();
    const ship = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: s.spaceline[0] as CardId });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: ship });
    const scan = put(s, 'player-2', 'long-range-scan', { z: 'hand' });
    const move = main(s).find((o) => o.act.type === 'move') as Option;
    choose(s, move.id);
    // player-2 is asked, and may scan the ship that moved
    expect(s.pending?.player).toBe('player-2');
    const answer = options(s).find((o) => o.card === scan);
    expect(answer?.target).toBe(ship);
    choose(s, (answer as Option).id);
    stepUntil(s, (x) => isMain(x));
    expect(card(s, scan).at).toEqual({ z: 'discard' });
    expect(s.turn.active).toBe('player-1');
  });

  it('the turn ends with its draw: one card from the deck to the hand, and the other player\'s turn begins', () => {
    const s = position();
    const n = s.turn.number;
    const hand = seat(s, 'player-1').hand.length;
    const deck = seat(s, 'player-1').deck.length;
    const top = seat(s, 'player-1').deck[deck - 1] as CardId;
    choose(s, 'end');
    expect(seat(s, 'player-1').hand).toHaveLength(hand + 1);
    expect(seat(s, 'player-1').deck).toHaveLength(deck - 1);
    expect(card(s, top).at).toEqual({ z: 'hand' });
    stepUntil(s, (x) => isMain(x, 'player-2'));
    expect(s.turn).toMatchObject({ number: n + 1, active: 'player-2', stage: 'play', cardPlayed: false });
  });

  it('stopped cards can do nothing more this turn and unstop at its end', () => {
    const s = position();
    const at = loc(s, 'study-stellar-collision');
    const ship = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    const crew = put(s, 'player-1', 'taitt', { z: 'aboard', host: ship });
    card(s, ship).stopped = true;
    card(s, crew).stopped = true;
    expect(main(s).filter((o) => o.act.type === 'move' || o.act.type === 'attempt')).toEqual([]);
    choose(s, 'end');
    stepUntil(s, (x) => isMain(x, 'player-2'));
    expect(card(s, ship).stopped).toBe(false);
    expect(card(s, crew).stopped).toBe(false);
  });
});

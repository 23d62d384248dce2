/**
 * rules/time-travel.ts: a ship sent into the future takes with it every card aboard and on it (a
 * dilemma placed on it too), and they all come back to their places as the due turn begins.
 */
import { describe, expect, it } from 'vitest';
import { returnFromFuture, sendToFuture, inTheFuture } from '../../src/rules/time-travel.ts';
import { disabledByCard } from '../../src/rules/disabled.ts';
import { spaceAttempt } from '../cards/space-dilemma-spec.ts';

function gone() {
  const h = spaceAttempt(['Kurak', 'Gowron', "K'mpec", 'Lursa'], ['Ktarian Game']);
  const ship = h.card("I.K.C. K'Vort", 'player-2');
  const game = h.card('Ktarian Game', 'player-1');
  const victim = h.s.effects.find((e) => e.kind === 'mark' && e.by === 'ktarian-game')?.card as string;
  sendToFuture(h.s, game, ship, 2);
  return { h, ship, game, victim };
}

describe('ships in the future (rules/time-travel.ts)', () => {
  it('the ship, its crew and a card on it all leave play', () => {
    const { h, ship, game, victim } = gone();
    for (const id of [ship, game, victim]) expect(h.where(id).z).toBe('outOfPlay');
    expect(inTheFuture(h.s, victim)).toBe(true);
    expect(disabledByCard(h.s, victim)).toBe(false); // out of play, nobody is disabled
  });

  it('one turn early (boundary) nothing comes back; on the due turn all come back, the card on the ship and its victim too', () => {
    const { h, ship, game, victim } = gone();
    h.s.turn.number += 1;
    returnFromFuture(h.s);
    expect(h.where(ship).z).toBe('outOfPlay');
    h.s.turn.number += 1;
    returnFromFuture(h.s);
    expect(h.where(ship).z).toBe('inSpace');
    expect(h.where(game)).toEqual({ z: 'attached', host: ship });
    expect(h.where(victim)).toEqual({ z: 'aboard', host: ship });
    expect(disabledByCard(h.s, victim)).toBe(true);
    expect(inTheFuture(h.s, victim)).toBe(false);
  });
});

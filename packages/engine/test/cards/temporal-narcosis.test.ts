/**
 * Temporal Narcosis (Alternate Universe interrupt, 103_077, [AU]): while the other player puts a
 * Horga'hn or a Revolving Door (in play) or Armbands or a Vortex (just played) to use, its player's next
 * turn is a double turn. Constructed positions from interrupts-b-position.ts; player-1 holds the card and has his
 * Alternate Universe Door open on the table.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { plays, setup } from './interrupts-b-position.ts';
import type { Harness } from '../harness.ts';

const TN = 'Temporal Narcosis';
const DOOR = 'Alternate Universe Door';
const HORGAHN = "Horga'hn";

/** Ends the active player's turn and passes the response points after it: the new active player. */
function endTurn(h: Harness): string {
  h.choose('end', h.s.turn.active);
  h.passResponses();
  // the start-of-turn question of a Revolving Door on the table
  while (h.s.pending?.kind === 'revolveDoor') h.choose('Leave');
  return h.s.turn.active;
}

describe('Temporal Narcosis', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_077')).toEqual({ implemented: true });
    expect(cardText('temporal-narcosis')).toContain('double turn');
  });

  it("against the opponent's Horga'hn: the player's next turn, not the one he plays it in, is doubled", () => {
    const h = setup({ hand: [TN], table: [DOOR] }, { table: [HORGAHN] });
    expect(plays(h, TN)).toEqual([`Play ${TN}: against player-2's ${HORGAHN}: your next turn is a double turn`]);
    h.choose(`Play ${TN}`);
    h.passResponses();
    expect(h.where(h.card(TN))).toEqual({ z: 'discard' });
    const turn = h.s.turn.number;
    // this turn is not doubled; player-2 then takes his Horga'hn's two turns
    expect([endTurn(h), endTurn(h), endTurn(h)]).toEqual(['player-2', 'player-2', 'player-1']);
    // player-1's next turn is doubled, once
    expect([endTurn(h), endTurn(h)]).toEqual(['player-1', 'player-2']);
    expect(h.s.turn.number).toBe(turn + 5);
    expect(h.log().some((l) => l.includes('second turn of a double turn (Temporal Narcosis)'))).toBe(true);
    h.finish();
  });

  it('played in the opponent\'s turn, the very next turn is the doubled one; a second copy is not offered meanwhile', () => {
    const h = setup({ hand: [TN, TN], table: [DOOR] }, { table: ['Revolving Door'], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] }, { active: 'player-2' });
    h.choose("Move I.K.C. K'Vort", 'player-2');
    // player-1's response point after the order, while player-2's Revolving Door lies on the table
    expect(plays(h, TN)).toEqual([`Play ${TN}: against player-2's Revolving Door: your next turn is a double turn`]);
    h.choose(`Play ${TN}`, 'player-1');
    h.passResponses();
    expect(endTurn(h)).toBe('player-1');
    // boundary: one double turn waits already
    expect(plays(h, TN)).toEqual([]);
    expect([endTurn(h), endTurn(h)]).toEqual(['player-1', 'player-2']);
    h.finish();
  });

  it("right after the opponent plays Emergency Transporter Armbands", () => {
    const h = setup({ hand: [TN], table: [DOOR] }, { hand: ['Emergency Transporter Armbands'], atOutpost: ['Klag'] }, { active: 'player-2' });
    h.choose('Play Emergency Transporter Armbands', 'player-2');
    expect(h.s.pending?.player).toBe('player-1');
    expect(plays(h, TN)).toEqual([`Play ${TN}: against player-2's Emergency Transporter Armbands: your next turn is a double turn`]);
    h.finish();
  });

  it("negative: the player's own Horga'hn is no use by the opponent; without the open door the [AU] card is not played", () => {
    const own = setup({ hand: [TN], table: [DOOR, HORGAHN] });
    expect(plays(own, TN)).toEqual([]);
    own.finish();
    const closed = setup({ hand: [TN] }, { table: [HORGAHN] });
    expect(plays(closed, TN)).toEqual([]);
    closed.finish();
  });
});

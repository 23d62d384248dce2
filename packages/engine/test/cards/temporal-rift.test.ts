/**
 * Temporal Rift (Premiere interrupt, 101_140; countdown 2): its player's own ship in space, not docked,
 * leaves the present with all aboard and comes back at that location at the end of the second full
 * turn of his after the play. Constructed positions: player-1's U.S.S. Hood at Gault with Taitt and
 * Mendon. docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { ownShips } from '../../src/rules/board.ts';
import { riftTurnsCounted } from '../../src/rules/temporal-rift.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const TR = 'Temporal Rift';
const HOOD = 'U.S.S. Hood';

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, active = 'player-1'): Harness {
  return setupTest({
    ...base({ hand: [TR], planets: {}, ships: [{ card: HOOD, at: 'Gault', crew: ['Taitt', 'Mendon'] }], deckSize: 10, ...p1 }, { deckSize: 10, ...p2 }),
    turn: { active },
  } as Parameters<typeof setupTest>[0]);
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${TR}`));
/** Ends the turn; the answers nobody needs (responses, a persona swap offered at a turn's start) are passed. */
function endTurn(h: Harness): void {
  const idle = () => {
    for (let n = 0; n < 20 && h.s.pending && h.s.pending.kind !== 'main'; n++) h.choose(h.s.pending.kind === 'personaSwap' ? 'noswap' : 'pass');
  };
  idle();
  h.choose('Draw a card and end your turn');
  idle();
}

describe('Temporal Rift', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('temporal-rift').type).toBe('interrupt');
    expect(cardImplementation('101_140')).toEqual({ implemented: true });
    expect(cardText('temporal-rift')).toContain('full turns of yours');
  });

  it('played in its player\'s turn: the ship and crew are gone through two full turns of his, and back at Gault at the end of the second', () => {
    const h = position();
    const hood = h.card(HOOD, 'player-1');
    const rift = h.card(TR, 'player-1');
    expect(offered(h)).toEqual([`Play ${TR}: on ${HOOD}`]);
    h.choose(`Play ${TR}: on ${HOOD}`);
    h.passResponses();
    expect(h.where(hood)).toEqual({ z: 'attached', host: rift });
    expect(h.where(rift)).toEqual({ z: 'attached', host: h.card('Gault') });
    expect(h.where(h.card('Taitt', 'player-1'))).toEqual({ z: 'aboard', host: hood });
    expect(ownShips(h.s, 'player-1')).toEqual([]);
    endTurn(h); // turn 1 (the play's, not full)
    endTurn(h); // turn 2, player-2's
    expect(riftTurnsCounted(h.s, rift)).toBe(0);
    endTurn(h); // turn 3, player-1's first full turn: one below
    expect(riftTurnsCounted(h.s, rift)).toBe(1);
    expect(h.where(hood).z).toBe('attached');
    endTurn(h); // turn 4
    endTurn(h); // turn 5: the second
    expect(h.where(hood)).toEqual({ z: 'inSpace', loc: h.card('Gault') });
    expect(h.where(rift).z).toBe('discard');
    expect(h.where(h.card('Taitt', 'player-1'))).toEqual({ z: 'aboard', host: hood });
    expect(h.log().some((l) => l.includes('reappears at Gault'))).toBe(true);
    h.finish();
  });

  it('negative: not on the opponent\'s ship, nor on a ship docked at its owner\'s outpost', () => {
    const h = position({ ships: [{ card: HOOD, at: 'Distress Mission', crew: ['Taitt'] }], outposts: [{ card: 'Federation Outpost', at: 'Distress Mission' }] }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(offered(h)).toEqual([]);
    h.finish();
  });

  it('boundary: played in the opponent\'s turn, its player\'s next turn is the first full one', () => {
    const h = position({ alwaysRespond: true }, { hand: ['Res-Q'], discard: ['Kromm'] }, 'player-2');
    const hood = h.card(HOOD, 'player-1');
    const rift = h.card(TR, 'player-1');
    h.choose('Play Res-Q');
    h.choose(`Play ${TR}: on ${HOOD}`);
    h.passResponses();
    h.choose('Kromm');
    expect(h.where(hood).z).toBe('attached');
    endTurn(h); // turn 1, player-2's
    endTurn(h); // turn 2, player-1's first full turn
    expect(riftTurnsCounted(h.s, rift)).toBe(1);
    endTurn(h); // turn 3
    expect(h.where(hood).z).toBe('attached');
    endTurn(h); // turn 4: the second
    expect(h.where(hood)).toEqual({ z: 'inSpace', loc: h.card('Gault') });
    h.finish();
  });

  it('the Alternate Universe Door from the opponent\'s hand ends the rift at once: the ship reappears, the door returns to his hand; with no rift in play it offers no such play', () => {
    const h = position({}, { hand: ['Alternate Universe Door'], alwaysRespond: true });
    const door = h.card('Alternate Universe Door', 'player-2');
    const hood = h.card(HOOD, 'player-1');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${TR}: on ${HOOD}`);
    // player-2 answers the rift as it is played: nothing to end yet (the ship is not in it)
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.labels().filter((l) => l.includes('nullify Temporal Rift'))).toEqual([]);
    h.choose('pass');
    h.passResponses();
    expect(h.where(hood).z).toBe('attached');
    h.choose('Draw a card and end your turn');
    for (let n = 0; n < 20 && h.s.pending && h.s.pending.kind !== 'main'; n++) h.choose(h.s.pending.kind === 'personaSwap' ? 'noswap' : 'pass');
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'main' });
    const label = `Play Alternate Universe Door: nullify ${TR}: ${HOOD} reappears, the door returns to hand`;
    expect(h.labels()).toContain(label);
    h.choose(label);
    h.passResponses();
    expect(h.where(hood)).toEqual({ z: 'inSpace', loc: h.card('Gault') });
    expect(h.where(h.card(TR, 'player-1')).z).toBe('discard');
    expect(h.where(door).z).toBe('hand');
    h.finish();
  });
});

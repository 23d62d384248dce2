/**
 * Dead in Bed (Alternate Universe interrupt, 103_057): at any moment an interrupt may be played, kill one
 * personnel in stasis, anyone's. The stasis comes from a Vulcan Nerve Pinch in a battle on Gault
 * (battle-positions.ts).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardsInStasis } from '../../src/rules/stasis.ts';
import type { Harness } from '../harness.ts';
import { attack, plays } from './battle-positions.ts';
import { endTurn } from './helpers.ts';

const DIB = 'Dead in Bed';
const VNP = 'Vulcan Nerve Pinch';
/** Dead in Bed carries the [AU] icon: its player needs an open Alternate Universe Door. */
const DOOR = 'Alternate Universe Door';

/** player-2's Klag attacks player-1's Taurik, who pinches him: Klag is in stasis until the end of player-1's next turn. */
function pinched(more: { p1Hand?: string[]; p2Hand?: string[] } = {}): Harness {
  const h = attack({ p2: ['Klag'], p1: ['Taurik'], p1More: { hand: [VNP, ...(more.p1Hand ?? [])], table: [DOOR] }, p2More: { hand: more.p2Hand ?? [], table: [DOOR] } });
  h.choose(`Play ${VNP}`);
  h.passResponses();
  expect(cardsInStasis(h.s)).toEqual([h.card('Klag', 'player-2')]);
  return h;
}

describe('Dead in Bed', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_057')).toEqual({ implemented: true });
    expect(cardText('dead-in-bed')).toContain('in stasis');
  });

  it('kills the opponent\'s personnel in stasis at the player\'s own main decision', () => {
    const h = pinched({ p1Hand: [DIB] });
    endTurn(h); // player-1's turn
    expect(plays(h, DIB)).toEqual([`Play ${DIB}: kill Klag, in stasis`]);
    h.choose(`Play ${DIB}`);
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(cardsInStasis(h.s)).toEqual([]);
    h.finish();
  });

  it('either player\'s: the owner of the personnel in stasis may kill him too', () => {
    const h = pinched({ p2Hand: [DIB] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, DIB)).toEqual([`Play ${DIB}: kill Klag, in stasis`]);
    h.choose(`Play ${DIB}`);
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('negative and boundary: nobody in stasis, or the stasis just over at the end of player-1\'s next turn: not offered', () => {
    const none = attack({ p2: ['Klag'], p1: ['Tebok'], p1More: { hand: [DIB], table: [DOOR] } });
    none.passResponses();
    expect(plays(none, DIB)).toEqual([]);
    none.finish();
    const h = pinched({ p2Hand: [DIB] });
    endTurn(h); // player-2's turn ends
    expect(plays(h, DIB)).toEqual([]); // player-1's main: he holds none
    endTurn(h); // player-1's turn ends: Klag is free
    expect(cardsInStasis(h.s)).toEqual([]);
    expect(plays(h, DIB)).toEqual([]);
    h.finish();
  });
});

/**
 * Energy Vortex (Premiere interrupt): right after the opponent plays a non-interrupt card from hand, it
 * returns to his hand and he may play a different card instead. Set up as constructed positions
 * (player-2 active with a Klingon Outpost at Gault); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const V = 'Energy Vortex';

function position(hand2: string[], p1: Record<string, unknown> = {}): Harness {
  return setupTest(base({ hand: [V], alwaysRespond: true, ...p1 }, { hand: hand2, discard: ['Kromm'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
}
const plays = (h: Harness) => h.options().filter((o) => o.group === 'play').map((o) => o.label);

describe('Energy Vortex', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('energy-vortex').type).toBe('interrupt');
    expect(cardImplementation('101_115')).toEqual({ implemented: true });
    expect(cardText('energy-vortex')).toContain('returns to his hand');
  });

  it('an event just played goes back to hand undone; the card play is open again for a different card', () => {
    const h = position(['Res-Q', 'Klag']);
    h.choose('Play Res-Q');
    h.choose(`Play ${V}: send Res-Q back`);
    h.passResponses();
    const resq = h.card('Res-Q', 'player-2');
    expect(h.where(resq).z).toBe('hand');
    expect(h.where(h.card('Kromm', 'player-2')).z).toBe('discard');
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'main' });
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(whyNotPlayable(h.s, 'player-2', resq)).toMatch(/different one/);
    expect(plays(h).some((l) => l.startsWith('Play Res-Q'))).toBe(false);
    expect(plays(h)).toContain('Report Klag at Klingon Outpost');
    h.choose('Report Klag at Klingon Outpost');
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('aboard');
    h.finish();
  });

  it('a personnel just reported goes back to hand; another copy of it may not be reported this turn (boundary), a different card may', () => {
    const h = setupTest(base({ hand: [V], alwaysRespond: true }, { hand: ['Klag', 'Klag', 'Batrell'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    h.choose('Report Klag at Klingon Outpost');
    h.choose(`Play ${V}`);
    h.passResponses();
    expect(h.cards('Klag', 'player-2').map((id) => h.where(id).z)).toEqual(['hand', 'hand']);
    expect(plays(h)).toEqual(['Report Batrell at Klingon Outpost']);
    h.finish();
  });

  it('a ship returned with a card its owner played on it meanwhile: that card is discarded, nothing is left on a card in hand', () => {
    // random game seed 528: an Auto-Destruct Sequence answering the Vortex stayed on the ship in hand
    const h = setupTest(base({ hand: [V], alwaysRespond: true }, { hand: ["I.K.C. K'Vort", 'Auto-Destruct Sequence'], alwaysRespond: true, outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    h.choose("I.K.C. K'Vort");
    h.choose(`Play ${V}`);
    h.choose('Play Auto-Destruct Sequence');
    h.passResponses();
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    expect(h.where(ship).z).toBe('hand');
    expect(h.where(h.card('Auto-Destruct Sequence', 'player-2')).z).toBe('discard');
    h.finish(); // the invariants: nothing aboard a card out of play
  });

  it('negative: not against an interrupt, nor a card played as one', () => {
    const h = position(['Thought Maker']);
    h.choose('Play Thought Maker');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.labels()).toEqual(['No response']);
    h.choose('No response');
    h.finish();
  });

  it('wrong player: its holder\'s own cards give it no moment; in his own turn it is never offered', () => {
    const h = setupTest(base({}, { hand: [V, 'Res-Q'], discard: ['Kromm'] }));
    expect(h.labels().some((l) => l.startsWith(`Play ${V}`))).toBe(false);
    h.choose('Play Res-Q');
    h.passResponses();
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    h.finish();
  });
});

/**
 * Amanda Rogers (Premiere interrupt): right after the opponent plays an interrupt, or a card as an
 * interrupt, it is cancelled before it resolves; another Amanda Rogers is immune. Set up as
 * constructed positions (player-2 active); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const A = 'Amanda Rogers';
const T = 'Thought Maker';

describe('Amanda Rogers', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('amanda-rogers').type).toBe('interrupt');
    expect(cardImplementation('101_108')).toEqual({ implemented: true });
    expect(cardText('amanda-rogers')).toContain('cancelled');
  });

  it('cancels a card the opponent just played as an interrupt: Thought Maker does nothing and is discarded', () => {
    const h = setupTest(base({ hand: [A], deckTop: ['Klag', 'Kromm'], deckSize: 2 }, { hand: [T] }));
    const deck = [...seat(h.s, 'player-1').deck];
    h.choose(`Play ${T}`);
    expect(h.s.pending).toMatchObject({ player: 'player-1', kind: 'respond' });
    h.choose(`Play ${A}: nullify ${T}`);
    h.passResponses();
    expect(h.where(h.card(T, 'player-2')).z).toBe('discard');
    expect(h.where(h.card(A, 'player-1')).z).toBe('discard');
    expect(h.s.pending?.kind).not.toBe('rearrangeDeck');
    expect(seat(h.s, 'player-1').deck).toEqual(deck);
    expect(h.log().some((l) => l.includes('nullified by Amanda Rogers'))).toBe(true);
    h.finish();
  });

  it('cancels a true interrupt: the pair of Wormholes sends no ship', () => {
    const h = setupTest(base({ hand: [A] }, { hand: ['Wormhole', 'Wormhole'], ships: [{ card: "I.K.C. K'Vort", at: 'Avert Danger', crew: ['Klag'] }] }));
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    h.choose('Play Wormhole: send');
    h.choose(`Play ${A}`);
    h.passResponses();
    expect(h.where(ship)).toMatchObject({ z: 'inSpace', loc: h.s.spaceline[0] });
    expect(h.s.cards[ship]?.stopped).toBe(false);
    expect(h.log().some((l) => l.includes('goes to'))).toBe(false);
    h.finish();
  });

  it('negative: not against an event, nor on the player\'s own turn with nothing just played', () => {
    const h = setupTest(base({ hand: [A], discard: ['Klag'], alwaysRespond: true }, { hand: ['Res-Q', A], discard: ['Kromm'] }));
    expect(h.options().some((o) => o.label.startsWith(`Play ${A}`))).toBe(false);
    h.choose('Play Res-Q');
    expect(h.s.pending).toMatchObject({ player: 'player-1', kind: 'respond' });
    expect(h.labels()).toEqual(['No response']);
    h.finish();
  });

  it('boundary: another Amanda Rogers is immune; the first one still cancels the card', () => {
    const h = setupTest(base({ hand: [A] }, { hand: [T, A], alwaysRespond: true }));
    h.choose(`Play ${T}`);
    h.choose(`Play ${A}: nullify ${T}`);
    // player-2 answers the Amanda Rogers just played: his own copy has nothing to cancel
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'respond' });
    expect(h.labels()).toEqual(['No response']);
    h.passResponses();
    expect(h.where(h.card(T, 'player-2')).z).toBe('discard');
    expect(h.where(h.cards(A, 'player-2')[0] as string).z).toBe('hand');
    h.finish();
  });
});

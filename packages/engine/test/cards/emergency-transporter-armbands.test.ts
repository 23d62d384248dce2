/**
 * Emergency Transporter Armbands (Premiere interrupt): one beaming order of one's own personnel up or
 * down, at any moment an interrupt may be played, the opponent's turn too. Set up as constructed
 * positions: player-1's Taitt and Mendon on Gault under its U.S.S. Hood, player-2 active;
 * docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const E = 'Emergency Transporter Armbands';
const HOOD = 'U.S.S. Hood';

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return setupTest(base({ hand: [E], alwaysRespond: true, ships: [{ card: HOOD, at: 'Gault', crew: [] }], ...p1 }, { hand: ['Res-Q'], discard: ['Kromm'], ...p2 }));
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${E}`));

describe('Emergency Transporter Armbands', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('emergency-transporter-armbands').type).toBe('interrupt');
    expect(cardImplementation('101_114')).toEqual({ implemented: true });
    expect(cardText('emergency-transporter-armbands')).toContain('beam your personnel');
  });

  it('in the opponent\'s turn, right after he plays a card: its player beams his Away Team up to his ship', () => {
    const h = position();
    h.choose('Play Res-Q');
    expect(h.s.pending?.player).toBe('player-1');
    expect(offered(h)).toEqual([`Play ${E}: beam up from the planet at Gault to ${HOOD}`]);
    h.choose(`Play ${E}`);
    h.passResponses();
    expect(h.s.pending).toMatchObject({ player: 'player-1', kind: 'pickTransfer' });
    h.choose('All of them');
    // the response point before the cards move (Barclay Transporter Phobia's, constructed rules revision 5)
    h.passResponses();
    const hood = h.card(HOOD, 'player-1');
    expect(h.where(h.card('Taitt', 'player-1'))).toEqual({ z: 'aboard', host: hood });
    expect(h.where(h.card('Mendon', 'player-1'))).toEqual({ z: 'aboard', host: hood });
    expect(h.where(h.card(E, 'player-1')).z).toBe('discard');
    h.passResponses();
    // Res-Q goes on
    h.choose('Kromm');
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'main' });
    h.finish();
  });

  it('negative: only the player\'s own personnel, and never the opponent\'s; no ship or outpost there, nothing to offer', () => {
    const h = position({ ships: [] });
    h.choose('Play Res-Q');
    expect(offered(h)).toEqual([]);
    h.passResponses();
    h.finish();
    const mine = position({ hand: [], alwaysRespond: false }, { hand: [E], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(offered(mine)).toEqual([`Play ${E}: beam down from I.K.C. K'Vort to the planet at Gault`]);
    mine.finish();
  });

  it('boundary: stopped personnel stay where they are', () => {
    const h = position();
    // stopped as a dilemma would leave them (a position names no stopped personnel); the replay starts from here
    for (const n of ['Taitt', 'Mendon']) h.s.cards[h.card(n, 'player-1')]!.stopped = true;
    h.start.cards = structuredClone(h.s.cards);
    h.choose('Play Res-Q');
    expect(offered(h)).toEqual([]);
    h.passResponses();
    h.finish();
  });
});

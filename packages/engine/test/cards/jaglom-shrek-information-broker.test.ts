/**
 * Jaglom Shrek - Information Broker (Premiere interrupt): its player looks through the opponent's draw
 * deck, alone, and it stays as it was. Set up as constructed positions (player-2 active, player-1's deck
 * top Klag, Kromm, Taitt); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { seat } from '../../src/core/types.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const J = 'Jaglom Shrek - Information Broker';

describe('Jaglom Shrek - Information Broker', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('jaglom-shrek-information-broker').type).toBe('interrupt');
    expect(cardImplementation('101_123')).toEqual({ implemented: true });
    expect(cardText('jaglom-shrek-information-broker')).toContain('draw deck');
  });

  it('the player sees the opponent\'s deck top first, alone; the deck keeps its order; the card is discarded; no card play is used', () => {
    const h = setupTest(base({ deckTop: ['Klag', 'Kromm', 'Taitt'], deckSize: 3 }, { hand: [J] }));
    const before = [...seat(h.s, 'player-1').deck];
    h.choose(`Play ${J}`);
    h.passResponses();
    expect(seat(h.s, 'player-1').deck).toEqual(before);
    expect(h.where(h.card(J, 'player-2')).z).toBe('discard');
    expect(h.s.turn.cardPlayed).toBe(false);
    const seen = view(h.s, 'player-2').log.filter((e) => e.type === 'deckSeenSecret');
    expect(seen.map((e) => e.text)).toEqual(["player-1's draw deck, top first: Klag, Kromm, Taitt"]);
    for (const v of [view(h.s, 'player-1'), view(h.s, 'spectator')]) {
      expect(v.log.filter((e) => e.type === 'deckSeenSecret')).toEqual([]);
      expect(v.log.filter((e) => e.type === 'deckLookedAt').map((e) => e.data?.count)).toEqual([3]);
    }
    h.finish();
  });

  it('boundary: an empty opposing deck shows nothing; the player\'s own deck is never the one seen', () => {
    const h = setupTest(base({ deckTop: [], deckSize: 0 }, { hand: [J], deckTop: ['Galathon'], deckSize: 1 }));
    h.choose(`Play ${J}`);
    h.passResponses();
    const seen = view(h.s, 'player-2').log.filter((e) => e.type === 'deckSeenSecret');
    expect(seen.map((e) => e.text)).toEqual(["player-1's draw deck, top first: empty"]);
    h.finish();
  });

  it('wrong timing: it is no normal card play; in the opponent\'s turn it is played at a response point', () => {
    const h = setupTest(base({ hand: [J], alwaysRespond: true, deckTop: ['Klag'], deckSize: 1 }, { hand: ['Res-Q'], discard: ['Kromm'], deckTop: ['Galathon'], deckSize: 1 }));
    expect(whyNotPlayable(h.s, 'player-1', h.card(J, 'player-1'))).toMatch(/interrupt/);
    h.choose('Play Res-Q');
    h.choose(`Play ${J}`);
    h.passResponses();
    expect(view(h.s, 'player-1').log.filter((e) => e.type === 'deckSeenSecret').map((e) => e.text)).toEqual(["player-2's draw deck, top first: Galathon"]);
    h.finish();
  });
});

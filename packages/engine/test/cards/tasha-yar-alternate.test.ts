/**
 * Tasha Yar - Alternate (Alternate Universe personnel): her special download takes a Starfleet Type II
 * Phaser from her owner's draw deck into play where she is, once per game. Constructed positions
 * (player-2 active); docs/RULINGS.md, "Alternate Universe personnel and ships" AP8.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { auPosition } from './au-personnel-position.ts';
import { events } from './helpers.ts';

type H = ReturnType<typeof auPosition>;
const PHASER = 'Starfleet Type II Phaser';
const downloads = (h: H) => h.options().filter((o) => o.id.startsWith('download:'));

describe('Tasha Yar - Alternate', () => {
  it('is a Federation SECURITY of the card data, implemented, with its text in our words', () => {
    const f = facts('tasha-yar-alternate');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.strength]).toEqual(['federation', 'SECURITY', 8]);
    expect(cardImplementation('103_100')).toEqual({ implemented: true });
    expect(behaviour('tasha-yar-alternate')?.abilities).toEqual({ downloads: [PHASER] });
    expect(cardText('tasha-yar-alternate')).toContain('Once per game');
  });

  it('on a planet: the phaser comes from the deck to the planet with her, her STRENGTH +2; the card play stays open; the deck is one card shorter', () => {
    const h = auPosition({}, { planets: { Gault: ['Tasha Yar - Alternate'] }, deckTop: [PHASER, 'Klag'] });
    const before = h.s.players['player-2']!.deck.length;
    const [o] = downloads(h);
    expect(o?.label).toContain(PHASER);
    h.choose(o!.id);
    const phaser = h.card(PHASER, 'player-2');
    expect(h.where(phaser)).toEqual({ z: 'planet', loc: h.card('Gault') });
    expect(attributeOf(h.s, h.card('Tasha Yar - Alternate', 'player-2'), 'STRENGTH')).toBe(8 + 2);
    expect(h.s.players['player-2']!.deck.length).toBe(before - 1);
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(events(h, 'cardDownloaded')).toHaveLength(1);
    h.finish();
  });

  it('boundary: once per game: with a second phaser in the deck, no second download, this turn or the next', () => {
    const h = auPosition({}, { ships: [{ card: 'Runabout', at: 'Gault', crew: ['Tasha Yar - Alternate'] }], deckTop: [PHASER, PHASER] });
    h.choose(downloads(h)[0]!.id);
    expect(h.where(h.cards(PHASER, 'player-2').find((id) => h.where(id).z === 'aboard')!)).toEqual({ z: 'aboard', host: h.card('Runabout', 'player-2') });
    expect(downloads(h)).toEqual([]);
    h.finish();
  });

  it('negative: no phaser in the draw deck, nothing offered; the wrong player: her owner\'s opponent is never offered it', () => {
    const h = auPosition({ planets: { Gault: ['Tasha Yar - Alternate'] }, deckTop: [PHASER] }, { planets: { Gault: ['Klag'] }, deckTop: ['Kromm'] });
    expect(h.s.players['player-2']!.deck.some((id) => h.s.cards[id]?.def === 'starfleet-type-ii-phaser')).toBe(false);
    expect(downloads(h)).toEqual([]);
    h.finish();
  });
});

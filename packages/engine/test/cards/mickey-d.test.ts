/**
 * Mickey D. (Alternate Universe personnel): a Royale Casino side game met by the group he is in is
 * won outright. Royale Casino: Blackjack's card asks rules/side-games.ts, which this spec holds
 * (its own spec plays the game). Constructed positions; docs/RULINGS.md, "Alternate
 * Universe personnel and ships" AP6.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { sideGameWinner } from '../../src/rules/side-games.ts';
import { auPosition } from './au-personnel-position.ts';

const ROYALE = 'Royale Casino: Blackjack';

describe('Mickey D.', () => {
  it('is a Non-Aligned CIVILIAN of the card data, implemented, with its text in our words', () => {
    const f = facts('mickey-d');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.strength]).toEqual(['non-aligned', 'CIVILIAN', 8]);
    expect(cardImplementation('103_110')).toEqual({ implemented: true });
    expect(behaviour('mickey-d')?.abilities).toEqual({ winsSideGames: [ROYALE] });
    expect(cardText('mickey-d')).toContain('Royale Casino');
  });

  it('in the group that meets Royale Casino: Blackjack, he wins its game outright (by title or by the card\'s id)', () => {
    const h = auPosition({}, { planets: { Gault: ['Mickey D.', 'Klag'] } });
    const team = [h.card('Mickey D.', 'player-2'), h.card('Klag', 'player-2')];
    expect(sideGameWinner(h.s, ROYALE, team)).toBe(team[0]);
    expect(sideGameWinner(h.s, 'royale-casino-blackjack', team)).toBe(team[0]);
    h.finish();
  });

  it('negative and boundary: a group without him (he is elsewhere, or the opponent\'s), and another dilemma: no outright win', () => {
    const h = auPosition({ planets: { Gault: ['Mickey D.'] } }, { planets: { Gault: ['Klag'], 'Avert Danger': ['Mickey D.'] } });
    const klag = h.card('Klag', 'player-2');
    expect(sideGameWinner(h.s, ROYALE, [klag])).toBeUndefined();
    const mine = h.card('Mickey D.', 'player-2');
    expect(sideGameWinner(h.s, 'Archer', [mine])).toBeUndefined();
    expect(sideGameWinner(h.s, ROYALE, [mine])).toBe(mine);
    h.finish();
  });
});

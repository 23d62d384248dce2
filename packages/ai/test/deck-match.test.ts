/**
 * The deck model's match (issue 28, BotOptions.deckMatch, `stccg sim --deck-match`): a search bot may
 * take the opponent to play a deck of the corpus (the premade decks and random legal decks of his
 * affiliation) that holds every card he has shown, where one does; where none does, the model draws
 * from the whole corpus as before. It reads only the cards shown, never the opponent's list.
 */
import { describe, expect, it } from 'vitest';
import type { DeckList, PlayerId, SeatView } from '@stccg/engine';
import { corpusDecks, holdsAll, sampleSeatCards } from '../src/opponent-model.ts';
import type { ModelCard } from '../src/opponent-model.ts';
import { botRng } from '../src/random.ts';

const foe: PlayerId = 'player-2';
const cardsOf = (defs: readonly string[]): ModelCard[] => defs.map((def, i) => ({ id: `${foe}:${def}#${100 + i}`, def, owner: foe }));
const allDefs = (d: DeckList): string[] => [...d.missions, ...d.seed, ...d.draw];
const sv = { deckAffiliation: 'klingon' } as unknown as SeatView;
const counts = { missions: 0, underMissions: 6, seeds: 0, draw: 20 };

/** The sampled cards (seen ones apart) of n samples, with the match on or off. */
function samples(seen: ModelCard[], match: boolean, n = 24): string[][] {
  return Array.from({ length: n }, (_, k) => sampleSeatCards(foe, sv, seen, counts, seen.map((c) => c.id), botRng(1000 + k), match).map((c) => c.def));
}

describe('the deck model matching the corpus decks to the cards shown', () => {
  const corpus = corpusDecks('klingon');
  const premade = corpus[0] as DeckList;
  const others = corpus.slice(1);

  it('holdsAll: a list holds the cards shown when it has as many copies of each', () => {
    expect(holdsAll(premade, [])).toBe(true);
    expect(holdsAll(premade, cardsOf(premade.missions))).toBe(true);
    // one copy more than the list has is not held
    const def = premade.draw[0] as string;
    const copies = allDefs(premade).filter((d) => d === def).length;
    expect(holdsAll(premade, cardsOf(Array.from({ length: copies }, () => def)))).toBe(true);
    expect(holdsAll(premade, cardsOf(Array.from({ length: copies + 1 }, () => def)))).toBe(false);
    // a card the list does not have
    const stranger = allDefs(others[0] as DeckList).find((d) => !allDefs(premade).includes(d)) as string;
    expect(holdsAll(premade, cardsOf([stranger]))).toBe(false);
  });

  it('takes a seat that has shown the premade deck\'s missions to play it, and draws from the whole corpus without the match', () => {
    const seen = cardsOf(premade.missions);
    // no random deck of the corpus holds all six missions, so the premade deck is the one that fits
    expect(corpus.filter((d) => holdsAll(d, seen))).toEqual([premade]);
    const held = new Set(allDefs(premade));
    for (const s of samples(seen, true)) for (const def of s) expect(held.has(def)).toBe(true);
    // without the match, other decks of the corpus are drawn too
    expect(samples(seen, false).some((s) => s.some((def) => !held.has(def)))).toBe(true);
  });

  it('draws from the whole corpus when no deck holds every card shown, or nothing is shown yet', () => {
    const held = new Set(allDefs(premade));
    // the premade missions and a card the premade deck does not have: no corpus deck fits
    const stranger = allDefs(others[0] as DeckList).find((d) => !held.has(d)) as string;
    const seen = cardsOf([...premade.missions, stranger]);
    expect(corpus.some((d) => holdsAll(d, seen))).toBe(false);
    expect(samples(seen, true)).toEqual(samples(seen, false));
    // nothing shown: the match changes nothing
    expect(samples([], true)).toEqual(samples([], false));
  });
});

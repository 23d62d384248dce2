/**
 * Coalescent Organism (Alternate Universe 103_010, dual dilemma): unless Exobiology, a random member
 * dies at the end of his owner's next full turn, and the organism passes to a random one of his
 * owner's personnel with him, and so on.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { CardId } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { countdownVictims } from '../../src/rules/countdown.ts';
import type { Harness } from '../harness.ts';
import { endTurn, eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const CO = ['Coalescent Organism'];
const victims = (h: Harness): CardId[] => countdownVictims(h.s, h.card('Coalescent Organism'));

describe('Coalescent Organism', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('coalescent-organism');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_010')).toEqual({ implemented: true });
    expect(cardText('coalescent-organism')).toContain('Overcome with Exobiology');
  });

  it("Exobiology (Nu'Daq): overcome, discarded, nobody carries it", () => {
    const h = meet(CO, { team: ["Nu'Daq", 'Klag'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Coalescent Organism')]);
    expect(h.where(h.card('Coalescent Organism')).z).toBe('discard');
    h.finish();
  });

  it('no Exobiology: one member carries it, the attempt goes on; he dies at the end of his next full turn (not before), then it passes to the other', () => {
    const h = meet(CO, { team: ['Klag', 'Kromm'] });
    expect(stopped(h, 'Klag')).toBe(false);
    const [first] = victims(h);
    expect([h.card('Klag'), h.card('Kromm')]).toContain(first);
    const other = first === h.card('Klag') ? h.card('Kromm') : h.card('Klag');
    endTurn(h); // the turn it was met in ends: nobody dies
    endTurn(h); // player-1's turn
    expect(events(h, 'personnelKilled')).toEqual([]);
    endTurn(h); // player-2's next full turn ends: the carrier dies
    expect(eventCards(h, 'personnelKilled')).toEqual([first]);
    expect(victims(h)).toEqual([other]);
    expect(h.where(h.card('Coalescent Organism')).z).toBe('attached');
    endTurn(h);
    endTurn(h); // player-2's next full turn: the second dies; nobody left with him, the card is discarded
    expect(eventCards(h, 'personnelKilled')).toEqual([first, other]);
    expect(h.where(h.card('Coalescent Organism')).z).toBe('discard');
    h.finish();
  });

  it('a carrier alone when he dies: it passes to nobody (the opponent\'s personnel on the planet do not take it: wrong player)', () => {
    const h = meet(CO, { team: ['Klag'], p1: { planets: { Gault: ['Tasha Yar'] } } });
    endTurn(h);
    endTurn(h);
    endTurn(h);
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    expect(h.where(h.card('Coalescent Organism')).z).toBe('discard');
    expect(h.where(h.card('Tasha Yar', 'player-1')).z).toBe('planet');
    h.finish();
  });
});

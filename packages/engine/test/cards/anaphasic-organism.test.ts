/**
 * Anaphasic Organism (Federation dilemma): only with a female in the Away Team; unless SECURITY and
 * MEDICAL are both there, the female with the highest INTEGRITY + CUNNING + STRENGTH is discarded (not
 * killed); ties are settled by the encountering player's opponent. Stopped; the dilemma is discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

describe('Anaphasic Organism', () => {
  it('takes the female with the highest attribute total: she is discarded, not killed, and the team is stopped', () => {
    // Vekma 6+5+6 = 17, Vekor 2+7+6 = 15
    const h = setupTest({ dilemmas: { gault: ['Anaphasic Organism'] }, klingon: { planets: { gault: ['Vekma', 'Vekor', 'Klag'] } } });
    const vekma = h.card('Vekma');
    attempt(h, 'Gault');
    expect(eventCards(h, 'personnelDiscarded')).toEqual([vekma]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.where(vekma).z).toBe('discard');
    expect(h.where(h.card('Vekor', 'klingon')).z).toBe('planet');
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(h.where(h.card('Anaphasic Organism')).z).toBe('discard');
    h.finish();
  });

  it('does nothing without a female: discarded, nobody lost, nobody stopped', () => {
    const h = setupTest({ dilemmas: { gault: ['Anaphasic Organism'] }, klingon: { planets: { gault: ['Klag', 'Batrell'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Anaphasic Organism')]);
    expect(h.where(h.card('Anaphasic Organism')).z).toBe('discard');
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(false);
    expect(h.where(h.card('Klag')).z).toBe('planet');
    h.finish();
  });

  it('SECURITY and MEDICAL together overcome it (MEDICAL may be the female herself)', () => {
    const h = setupTest({ dilemmas: { gault: ['Anaphasic Organism'] }, klingon: { planets: { gault: ['Vekma', "Kle'eg"] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Anaphasic Organism')]);
    expect(h.where(h.card('Vekma')).z).toBe('planet');
    expect(h.s.cards[h.card('Vekma')]?.stopped).toBe(false);
    h.finish();
  });

  it('MEDICAL without SECURITY is not enough (both women are MEDICAL; the higher total goes)', () => {
    const h = setupTest({ dilemmas: { gault: ['Anaphasic Organism'] }, klingon: { planets: { gault: ['Vekor', 'Vekma', 'Klag'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Anaphasic Organism')]);
    expect(eventCards(h, 'personnelDiscarded')).toEqual([h.card('Vekma')]);
    h.finish();
  });

  it("two females tied for the highest total: the encountering player's opponent chooses which one goes", () => {
    const h = setupTest({ dilemmas: { gault: ['Anaphasic Organism'] }, klingon: { planets: { gault: ['Vekma', 'Vekma', 'Vekor', 'Klag'] } } });
    const [a, b] = h.cards('Vekma', 'klingon');
    attempt(h, 'Gault');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.kind).toBe('chooseDiscard');
    expect(h.options().map((o) => o.card).sort()).toEqual([a, b].sort());
    h.choose(`victim:${b}`);
    expect(h.where(b as string).z).toBe('discard');
    expect(h.where(a as string).z).toBe('planet');
    expect(h.where(h.card('Vekor', 'klingon')).z).toBe('planet');
    h.finish();
  });
});

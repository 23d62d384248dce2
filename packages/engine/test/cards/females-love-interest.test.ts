/**
 * Female's Love Interest (Federation dilemma): one female of the Away Team, chosen at random, goes to
 * the planet farthest along the spaceline; no effect without a female. Nobody is stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

describe("Female's Love Interest", () => {
  it('one of the females, at random, goes to the farthest planet; the rest of the team is not stopped', () => {
    // default spaceline of 12 planets: Gault is 6th, Sensitive Search (the right end) is 6 locations away
    const h = setupTest({ dilemmas: { gault: ["Female's Love Interest"] }, klingon: { planets: { gault: ['Vekma', 'Vekor', 'Klag'] } } });
    const women = [h.card('Vekma'), h.card('Vekor', 'klingon')];
    attempt(h, 'Gault');
    const moved = eventCards(h, 'personnelRelocated');
    expect(moved).toHaveLength(1);
    expect(women).toContain(moved[0]);
    const far = h.card('Sensitive Search');
    expect(h.where(moved[0] as string)).toEqual({ z: 'planet', loc: far });
    const stayed = women.find((w) => w !== moved[0]) as string;
    expect(h.where(stayed)).toEqual({ z: 'planet', loc: h.card('Gault') });
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(false);
    expect(h.where(h.card("Female's Love Interest")).z).toBe('discard');
    h.finish();
  });

  it('has no effect on an Away Team without a female', () => {
    const h = setupTest({ dilemmas: { gault: ["Female's Love Interest"] }, klingon: { planets: { gault: ['Klag', 'Batrell'] } } });
    attempt(h, 'Gault');
    expect(events(h, 'personnelRelocated')).toEqual([]);
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card("Female's Love Interest")]);
    expect(h.where(h.card('Klag')).z).toBe('planet');
    expect(h.where(h.card("Female's Love Interest")).z).toBe('discard');
    h.finish();
  });

  it('equally far ends: the one a ship would need more RANGE to reach wins (Gault span 2 vs A Good Place To Die span 3)', () => {
    const h = setupTest({
      spaceline: ['gault', 'cargo-rendezvous', 'a-good-place-to-die'],
      dilemmas: { 'cargo-rendezvous': ["Female's Love Interest"] },
      klingon: { outpost: 'gault', planets: { 'cargo-rendezvous': ['Vekma', 'Klag'] } },
      federation: { outpost: 'cargo-rendezvous' },
    });
    attempt(h, 'Cargo Rendezvous');
    expect(h.where(h.card('Vekma'))).toEqual({ z: 'planet', loc: h.card('A Good Place To Die') });
    h.finish();
  });

  it('equally far ends with equal spans: the left end', () => {
    const h = setupTest({
      spaceline: ['a-good-place-to-die', 'cargo-rendezvous', 'distress-mission'],
      dilemmas: { 'cargo-rendezvous': ["Female's Love Interest"] },
      klingon: { outpost: 'a-good-place-to-die', planets: { 'cargo-rendezvous': ['Vekma', 'Klag'] } },
      federation: { outpost: 'cargo-rendezvous' },
    });
    attempt(h, 'Cargo Rendezvous');
    expect(h.where(h.card('Vekma'))).toEqual({ z: 'planet', loc: h.card('A Good Place To Die') });
    h.finish();
  });
});

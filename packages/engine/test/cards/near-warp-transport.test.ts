/**
 * Near-Warp Transport (Premiere interrupt, 101_130): in its player's own turn, beam from his ship to the
 * next location along the spaceline (the planet there, or his ship or outpost there), up to six of his
 * personnel and equipment. Constructed positions: spaceline Avert Danger, Gault, Distress Mission,
 * Reported Activity; player-1 active, his U.S.S. Hood at Gault. docs/RULINGS.md, "Premiere: the last
 * interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const NW = 'Near-Warp Transport';
const HOOD = 'U.S.S. Hood';
const SEVEN = ['Taitt', 'Mendon', 'Calloway', 'Giusti', 'Linda Larson', 'Simon Tarses', 'Sito Jaxa'];

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, active = 'player-1'): Harness {
  return setupTest({ ...base({ hand: [NW], planets: {}, ships: [{ card: HOOD, at: 'Gault', crew: ['Taitt', 'Mendon'] }], ...p1 }, p2), turn: { active } } as Parameters<typeof setupTest>[0]);
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${NW}`));

describe('Near-Warp Transport', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('near-warp-transport').type).toBe('interrupt');
    expect(cardImplementation('101_130')).toEqual({ implemented: true });
    expect(cardText('near-warp-transport')).toContain('next location');
  });

  it('beams personnel from the ship down to the planet of the next location; the two not picked stay', () => {
    const h = position({ ships: [{ card: HOOD, at: 'Gault', crew: ['Taitt', 'Mendon', 'Calloway'] }] });
    expect(offered(h)).toEqual([`Play ${NW}: beam from ${HOOD} to the planet at Avert Danger`, `Play ${NW}: beam from ${HOOD} to the planet at Distress Mission`]);
    h.choose(`Play ${NW}: beam from ${HOOD} to the planet at Distress Mission`);
    h.passResponses();
    expect(h.s.pending).toMatchObject({ player: 'player-1', kind: 'pickTransfer' });
    h.choose('Taitt');
    h.choose('Done');
    const dm = h.card('Distress Mission');
    expect(h.where(h.card('Taitt', 'player-1'))).toEqual({ z: 'planet', loc: dm });
    expect(h.where(h.card('Mendon', 'player-1')).z).toBe('aboard');
    expect(h.where(h.card(NW, 'player-1')).z).toBe('discard');
    expect(h.log().some((l) => l.includes('near-warp') && l.includes('Taitt'))).toBe(true);
    h.finish();
  });

  it('negative: not in the opponent\'s turn; not two locations away; not the opponent\'s ship\'s crew', () => {
    const theirs = position({ alwaysRespond: true }, { hand: ['Res-Q'], discard: ['Kromm'] }, 'player-2');
    theirs.choose('Play Res-Q');
    expect(theirs.s.pending?.player).toBe('player-1');
    expect(offered(theirs)).toEqual([]);
    theirs.passResponses();
    theirs.finish();
    // the ship at Reported Activity: only Distress Mission is next to it; player-2's ship at Gault is not player-1's
    const far = position({ ships: [{ card: HOOD, at: 'Reported Activity', crew: ['Taitt'] }] }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(offered(far)).toEqual([`Play ${NW}: beam from ${HOOD} to the planet at Distress Mission`]);
    far.finish();
  });

  it('boundary: six cards at most; the sixth picked sends them at once and the seventh stays aboard', () => {
    const h = position({ ships: [{ card: HOOD, at: 'Gault', crew: SEVEN }] });
    h.choose(`Play ${NW}: beam from ${HOOD} to the planet at Distress Mission`);
    h.passResponses();
    for (const n of SEVEN.slice(0, 6)) {
      expect(h.s.pending?.kind).toBe('pickTransfer');
      h.choose(n);
    }
    const dm = h.card('Distress Mission');
    for (const n of SEVEN.slice(0, 6)) expect(h.where(h.card(n, 'player-1'))).toEqual({ z: 'planet', loc: dm });
    expect(h.where(h.card('Sito Jaxa', 'player-1')).z).toBe('aboard');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });
});

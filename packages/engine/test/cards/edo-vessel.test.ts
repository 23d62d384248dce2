/**
 * Edo Vessel (Alternate Universe ship): SHIELDS 8; an attack on it that would hit is nullified on an
 * even chance (the game's generator). Constructed positions: player-2 (active) attacks player-1's Edo
 * Vessel at Gault with two Klingon ships (WEAPONS 14 against SHIELDS 8: a hit, not a direct one).
 * docs/RULINGS.md, "Alternate Universe personnel and ships" AP10.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { defenseOf, weaponsOf } from '../../src/rules/battle.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { events } from './helpers.ts';

const EDO = 'Edo Vessel';

function attacked(seed: number, target = EDO, crew = ['Lakanta', 'Mickey D.'], only?: string): Harness {
  const h = setupTest({
    format: 'constructed',
    seed,
    spaceline: ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], ships: [{ card: target, at: 'Gault', crew }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], ships: [{ card: "I.K.C. Vor'Cha", at: 'Gault', crew: ['Klag'] }, { card: "I.K.C. K'Vort", at: 'Gault', crew: ['Kromm'] }] },
  } as PositionSpec);
  h.choose(`battle:ship@${h.card(target, 'player-1')}`);
  if (only !== undefined) {
    h.choose(`pick:${h.card(only, 'player-2')}`);
    h.choose('done');
  } else if (h.s.pending?.kind === 'pickAttackers') h.choose('all');
  if (h.s.pending?.kind === 'chooseRetaliationTarget') h.choose(h.options()[0]!.id);
  h.passResponses();
  return h;
}

describe('Edo Vessel', () => {
  it('is a Non-Aligned ship of the card data with SHIELDS 8 (its X), implemented, with its text in our words', () => {
    const f = facts('edo-vessel');
    expect(f.type === 'ship' && [f.affiliation, f.range, f.weapons, f.shields]).toEqual(['non-aligned', 5, 10, 8]);
    expect(cardImplementation('103_119')).toEqual({ implemented: true });
    expect(behaviour('edo-vessel')?.attacksOnItNullifiedHalf).toBe(true);
    expect(cardText('edo-vessel')).toContain('even chance');
  });

  it('an attack that would hit: over many seeds, nullified on some (no damage) and let through on others (damaged); each seed decides the same way again', () => {
    const outcomes = new Map<boolean, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const h = attacked(seed);
      const edo = h.card(EDO, 'player-1');
      expect(weaponsOf(h.s, [h.card("I.K.C. Vor'Cha", 'player-2'), h.card("I.K.C. K'Vort", 'player-2')])).toBeGreaterThan(defenseOf(h.s, edo));
      const [toss] = events(h, 'attackChance');
      const nullified = toss?.data?.nullified === true;
      expect(h.s.cards[edo]?.damaged).toBe(!nullified);
      outcomes.set(nullified, (outcomes.get(nullified) ?? 0) + 1);
      const again = attacked(seed);
      expect(events(again, 'attackChance')[0]?.data?.nullified).toBe(nullified);
      h.finish();
    }
    expect(outcomes.get(true)).toBeGreaterThan(0);
    expect(outcomes.get(false)).toBeGreaterThan(0);
  });

  it('negative: another ship attacked the same way is hit with no toss (a direct hit here: destroyed)', () => {
    const h = attacked(1, 'Combat Vessel', ['Narik', 'Gorta']);
    expect(events(h, 'attackChance')).toEqual([]);
    expect(events(h, 'battle')[0]?.data?.hit).toBe(true);
    expect(h.where(h.card('Combat Vessel', 'player-1')).z).not.toBe('inSpace');
    h.finish();
  });

  it('boundary: an attack that would not hit (WEAPONS 8 against SHIELDS 8) tosses no coin and does nothing', () => {
    const h = attacked(1, EDO, ['Lakanta', 'Mickey D.'], "I.K.C. Vor'Cha");
    expect(events(h, 'battle')[0]?.data).toMatchObject({ attack: 8, defense: 8, hit: false });
    expect(events(h, 'attackChance')).toEqual([]);
    expect(h.s.cards[h.card(EDO, 'player-1')]?.damaged).toBe(false);
    h.finish();
  });
});

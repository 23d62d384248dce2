/**
 * Modifiers (issue 23, item 3, first part): a lasting effect is a modifier with a source, the card
 * it is on, what it does and how long it lasts, asked about in one place (core/modifiers.ts); no
 * card sets a field on another card. Cards using them (Tetryon Field, Loss of Orbital Stability,
 * Long-Range Scan) hold their own rules in their specs; here: the modifier's own life.
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { GameState } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { addModifier, hasModifier, endOfTurnModifiers } from '../../src/core/modifiers.ts';
import { rangeLeft } from '../../src/rules/movement.ts';
import { moveTo } from '../../src/rules/board.ts';

/** A position with a crewed ship of each seat in space. */
function withShips(): { s: GameState; fed: string; kli: string; source: string } {
  const h = setupTest({
    turn: { active: 'federation' },
    federation: { ships: [{ card: 'Runabout', crew: ['Taitt'] }] },
    klingon: { ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
  });
  const s = h.s;
  const fed = h.card('runabout', 'federation', 'inSpace');
  const kli = h.card("I.K.C. K'Vort", 'klingon', 'inSpace');
  const source = Object.keys(s.cards).find((id) => s.cards[id]?.def === 'tetryon-field') as string;
  expect(source).toBeDefined();
  return { s, fed, kli, source };
}

describe('modifiers', () => {
  it('a cannotMove modifier leaves its ship no RANGE, and only that ship', () => {
    const { s, fed, kli, source } = withShips();
    const before = rangeLeft(s, kli);
    expect(rangeLeft(s, fed)).toBeGreaterThan(0);
    addModifier(s, 'cannotMove', source, fed);
    expect(hasModifier(s, fed, 'cannotMove')).toBe(true);
    expect(rangeLeft(s, fed)).toBe(0);
    expect(rangeLeft(s, kli)).toBe(before);
    expect(hasModifier(s, kli, 'cannotMove')).toBe(false);
    // the view says so, for every viewer
    for (const v of ['federation', 'klingon', 'spectator'] as const) {
      const shown = view(s, v).spaceline.flatMap((l) => l.ships).find((sh) => sh.id === fed);
      expect(shown?.noMoreMoves).toBe(true);
    }
  });

  it('it lasts until the end of the turn', () => {
    const { s, fed, source } = withShips();
    addModifier(s, 'cannotMove', source, fed);
    endOfTurnModifiers(s);
    expect(hasModifier(s, fed, 'cannotMove')).toBe(false);
    expect(rangeLeft(s, fed)).toBeGreaterThan(0);
  });

  it('it ends when its card leaves play', () => {
    const { s, fed, source } = withShips();
    addModifier(s, 'cannotMove', source, fed);
    moveTo(s, fed, { z: 'discard' });
    expect(s.effects.filter((e) => e.kind === 'modifier' && e.card === fed)).toEqual([]);
  });

  it('a modifier that concerns one player (crewKnown) is asked about and shown for that player only', () => {
    const { s, kli, source } = withShips();
    addModifier(s, 'crewKnown', source, kli, { viewer: 'federation' });
    expect(hasModifier(s, kli, 'crewKnown', 'federation')).toBe(true);
    expect(hasModifier(s, kli, 'crewKnown', 'klingon')).toBe(false);
    const crewFor = (v: 'federation' | 'spectator') => view(s, v).spaceline.flatMap((l) => l.ships).find((sh) => sh.id === kli)?.crew;
    expect(crewFor('federation')).not.toBeNull();
    expect(crewFor('spectator')).toBeNull();
    expect(view(s, 'spectator').effects).toEqual([]);
  });
});

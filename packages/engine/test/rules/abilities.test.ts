/**
 * Declared abilities (issue 23, items 3 and 4): a card says, as data, what it does while in play
 * (CardAbilities), and the rule it changes asks rules/abilities.ts instead of a hook list. Each
 * card's own spec holds its rule (yellow-alert.test.ts and the others, unchanged); here: that an
 * ability counts in play and not in hand, for its owner, once per card definition, and where it is.
 */
import { describe, expect, it } from 'vitest';
import { behaviour } from '../../src/cards/registry.ts';
import { abilitiesInPlay, beamLimitAt, ownPersonnelBonuses, spacelineWraps } from '../../src/rules/abilities.ts';
import { setupTest } from '../harness.ts';

describe('declared abilities', () => {
  it('the cards that declare them say what they do as data', () => {
    expect(behaviour('yellow-alert')?.abilities).toEqual({ ownPersonnel: { CUNNING: 1 } });
    expect(behaviour('where-no-one-has-gone-before')?.abilities).toEqual({ ownShipsWrap: true });
    expect(behaviour('atmospheric-ionization')?.abilities).toEqual({ beamLimitHere: 3 });
    expect(behaviour('pattern-enhancers')?.abilities).toEqual({ ignoresBeamLimits: true });
    expect(behaviour('tetryon-field')?.abilities).toEqual({ haltsShipsHere: { unlessSkill: 'Navigation' } });
  });

  it('an ability counts while its card is in play, for its owner only; a second copy adds nothing', () => {
    const h = setupTest({ federation: { table: ['yellow-alert', 'yellow-alert', 'where-no-one-has-gone-before'] }, klingon: { hand: ['yellow-alert'] } });
    expect(abilitiesInPlay(h.s).map((a) => a.def)).toEqual(['yellow-alert', 'yellow-alert', 'where-no-one-has-gone-before']);
    expect(ownPersonnelBonuses(h.s, 'federation')).toEqual({ INTEGRITY: 0, CUNNING: 1, STRENGTH: 0 });
    // in hand: nothing
    expect(ownPersonnelBonuses(h.s, 'klingon')).toEqual({ INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 });
    expect(spacelineWraps(h.s, 'federation')).toBe(true);
    expect(spacelineWraps(h.s, 'klingon')).toBe(false);
  });

  it('a limit placed on a location holds there and nowhere else, and not for a player who ignores limits', () => {
    const h = setupTest({ klingon: { attached: [{ card: 'atmospheric-ionization', on: 'gault' }], table: ['pattern-enhancers'] } });
    const gault = h.card('Gault');
    const other = h.s.spaceline.find((l) => l !== gault) as string;
    expect(beamLimitAt(h.s, 'federation', gault)).toBe(3);
    expect(beamLimitAt(h.s, 'federation', other)).toBe(Infinity);
    // the Klingon has Pattern Enhancers on the table
    expect(beamLimitAt(h.s, 'klingon', gault)).toBe(Infinity);
  });
});

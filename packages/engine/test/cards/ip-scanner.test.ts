/**
 * I.P. Scanner (Alternate Universe equipment): with its owner's personnel (aboard the same ship or
 * outpost, or on the same planet) three cards do nothing to them: the dilemmas Phased Matter and
 * Interphasic Plasma Creatures, and the interrupt Brain Drain. None of the three has a card file yet: the specs give Phased Matter its facts from the
 * card data (as its file will) and show the encounter discarding it with no effect; Brain Drain's
 * and a tabled Interphasic Plasma Creatures' check is rules/nullify.ts nullifierPresent, specced
 * directly. Set up as constructed positions; docs/RULINGS.md, "Premiere and AU equipment".
 */
import { describe, expect, it } from 'vitest';
import { CardFacts, facts, hasFacts, registerFacts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { nullifierPresent } from '../../src/rules/nullify.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards, events } from './helpers.ts';

// Phased Matter (Premiere planet dilemma) has no card file yet: its facts as the card data gives them
if (!hasFacts('phased-matter')) {
  registerFacts([CardFacts.parse({ id: 'phased-matter', name: 'Phased Matter', unique: false, universal: false, type: 'dilemma', affiliation: null, dilemmaType: 'planet', appliesOnlyIf: null, overcomeRequirements: null, bonusPoints: null })]);
}

/** player-2's Away Team (Klag, Kromm and `more`) attempts Gault, where player-1 seeded `seeded`. */
function attemptGault(more: string[], seeded: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  const h = setupTest(base({ seeded: { Gault: seeded }, planets: {}, ...p1 }, { planets: { Gault: ['Klag', 'Kromm', ...more] }, ...p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  h.passResponses();
  return h;
}

describe('I.P. Scanner', () => {
  it('is equipment of the card data, implemented, naming the three cards it nullifies, with its text in our words', () => {
    expect(facts('ip-scanner').type).toBe('equipment');
    expect(cardImplementation('103_035')).toEqual({ implemented: true });
    expect(behaviour('ip-scanner')?.nullifiesWherePresent).toEqual(['Interphasic Plasma Creatures', 'Brain Drain', 'Phased Matter']);
    expect(cardText('ip-scanner')).toContain('Brain Drain');
  });

  it('with the Away Team, Phased Matter met is nullified: discarded with no effect, and the attempt goes on to the next dilemma', () => {
    const h = attemptGault(['I.P. Scanner'], ['Phased Matter', 'Hidden Entrance']);
    const pm = h.card('Phased Matter', 'player-1');
    expect(eventCards(h, 'dilemmaNullified')).toEqual([pm]);
    expect(events(h, 'dilemmaNullified')[0]?.data?.by).toBe(h.card('I.P. Scanner', 'player-2'));
    expect(h.where(pm).z).toBe('discard');
    // not stopped by it: the team meets Hidden Entrance next
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([pm, h.card('Hidden Entrance', 'player-1')]);
    h.finish();
  });

  it('without a scanner, Phased Matter is not nullified', () => {
    const h = attemptGault([], ['Phased Matter']);
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([h.card('Phased Matter', 'player-1')]);
    expect(events(h, 'dilemmaNullified')).toEqual([]);
    h.finish();
  });

  it('not with the team: aboard the ship above, or the opponent\'s scanner on the planet, nullifies nothing', () => {
    const ship = attemptGault([], ['Phased Matter'], {}, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['I.P. Scanner'] }] });
    expect(events(ship, 'dilemmaNullified')).toEqual([]);
    ship.finish();
    const theirs = attemptGault([], ['Phased Matter'], { planets: { Gault: ['Taitt', 'I.P. Scanner'] } });
    expect(events(theirs, 'dilemmaNullified')).toEqual([]);
    theirs.finish();
  });

  it('a dilemma it does not name is met as usual with the scanner there (Archer)', () => {
    const h = attemptGault(['I.P. Scanner'], ['Archer']);
    expect(events(h, 'dilemmaNullified')).toEqual([]);
    expect(h.where(h.card('Archer', 'player-1')).z).toBe('discard');
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    h.finish();
  });

  it('Brain Drain and Interphasic Plasma Creatures: a scanner in the group of the personnel they act on is found, by name or card id; none elsewhere', () => {
    const h = setupTest(base({ planets: { Gault: ['Taitt', 'Mendon'] } }, { planets: { Gault: ['Klag', 'I.P. Scanner'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger', crew: ['Kromm'] }] }));
    const scanner = h.card('I.P. Scanner', 'player-2');
    const klag = h.card('Klag', 'player-2');
    expect(nullifierPresent(h.s, 'Brain Drain', [klag])).toBe(scanner);
    expect(nullifierPresent(h.s, 'interphasic-plasma-creatures', [klag])).toBe(scanner);
    expect(nullifierPresent(h.s, 'Archer', [klag])).toBeUndefined();
    // Kromm at the outpost elsewhere, and the opponent's Away Team on the same planet: not with the scanner
    expect(nullifierPresent(h.s, 'Brain Drain', [h.card('Kromm', 'player-2')])).toBeUndefined();
    expect(nullifierPresent(h.s, 'Brain Drain', [h.card('Taitt', 'player-1')])).toBeUndefined();
    h.finish();
  });
});

/**
 * Interphase Generator (Premiere artifact, used as equipment): with its owner's team (the same ship or
 * outpost, or the same planet) eight named dilemmas are discarded with no effect when met. Set up as
 * constructed positions; docs/RULINGS.md, "Premiere artifacts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { nullifierPresent } from '../../src/rules/nullify.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards, events } from './helpers.ts';

const G = 'Interphase Generator';

/** player-2's Away Team (Klag, Kromm and `more`) attempts Gault, where player-1 seeded `seeded`. */
function attemptGault(more: string[], seeded: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  const h = setupTest(base({ seeded: { Gault: seeded }, planets: {}, ...p1 }, { planets: { Gault: ['Klag', 'Kromm', ...more] }, ...p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  h.passResponses();
  return h;
}

describe('Interphase Generator', () => {
  it('is an artifact of the card data, implemented, played as equipment, naming its eight dilemmas, with its text in our words', () => {
    expect(facts('interphase-generator').type).toBe('artifact');
    expect(cardImplementation('101_003')).toEqual({ implemented: true });
    expect(behaviour('interphase-generator')?.usedAsEquipment).toBe(true);
    expect(behaviour('interphase-generator')?.nullifiesWherePresent).toHaveLength(8);
    expect(cardText('interphase-generator')).toContain('Armus - Skin of Evil');
  });

  it('from hand it reports to its owner\'s outpost as equipment does', () => {
    const h = setupTest(base({}, { hand: [G], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    h.choose(`Play ${G}`);
    h.passResponses();
    expect(h.where(h.card(G, 'player-2'))).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    h.finish();
  });

  it('with the Away Team, Archer met is nullified: discarded with no effect, and the attempt goes on to the next dilemma', () => {
    const h = attemptGault([G], ['Archer', 'Hidden Entrance']);
    const archer = h.card('Archer', 'player-1');
    expect(eventCards(h, 'dilemmaNullified')).toEqual([archer]);
    expect(events(h, 'dilemmaNullified')[0]?.data?.by).toBe(h.card(G, 'player-2'));
    expect(h.where(archer).z).toBe('discard');
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([archer, h.card('Hidden Entrance', 'player-1')]);
    h.finish();
  });

  it('Impassable Door too; without the generator, Archer is met and kills', () => {
    const door = attemptGault([G], ['Impassable Door']);
    expect(eventCards(door, 'dilemmaNullified')).toEqual([door.card('Impassable Door', 'player-1')]);
    door.finish();
    const bare = attemptGault([], ['Archer']);
    expect(events(bare, 'dilemmaNullified')).toEqual([]);
    expect(events(bare, 'personnelKilled')).toHaveLength(1);
    bare.finish();
  });

  it('not present: aboard the ship above the team, or the opponent\'s generator on the planet, nullifies nothing (wrong player)', () => {
    const ship = attemptGault([], ['Archer'], {}, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: [G] }] });
    expect(events(ship, 'dilemmaNullified')).toEqual([]);
    ship.finish();
    const theirs = attemptGault([], ['Archer'], { planets: { Gault: ['Taitt', G] } });
    expect(events(theirs, 'dilemmaNullified')).toEqual([]);
    theirs.finish();
  });

  it('a dilemma it does not name (Hidden Entrance) is met as usual with the generator there', () => {
    const h = attemptGault([G], ['Hidden Entrance']);
    expect(events(h, 'dilemmaNullified')).toEqual([]);
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([h.card('Hidden Entrance', 'player-1')]);
    h.finish();
  });

  it('the named dilemmas with no card file yet are found by their names; "Armus" alone is no card title (boundary)', () => {
    const h = setupTest(base({}, { planets: { Gault: ['Klag', G] } }));
    const team = [h.card('Klag', 'player-2')];
    for (const n of ['Chalnoth', 'Rebel Encounter', 'Phased Matter', 'Crystalline Entity', 'Armus - Skin of Evil', 'Nausicaans']) {
      expect(nullifierPresent(h.s, n, team)).toBe(h.card(G, 'player-2'));
    }
    expect(nullifierPresent(h.s, 'Armus', team)).toBeUndefined();
    expect(nullifierPresent(h.s, 'Chalnoth', [h.card('Taitt', 'player-1')])).toBeUndefined();
  });
});

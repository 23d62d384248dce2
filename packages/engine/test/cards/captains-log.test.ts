/**
 * Captain's Log (Alternate Universe event 103_037): on its owner's table, his ships with their
 * matching commander aboard are SHIELDS and WEAPONS +3; one copy's worth. Constructed positions
 * (player-2 active). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { defenseOf, weaponsOf } from '../../src/rules/battle.ts';
import { isMatchingCommander } from '../../src/rules/matching-commander.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const C = "Captain's Log";
type H = ReturnType<typeof setupTest>;
/** player-2 (Federation side here) with the U.S.S. Phoenix (WEAPONS 7, SHIELDS 8) at Avert Danger. */
function phoenix(crew: string[], p2: Record<string, unknown> = {}, p1: Record<string, unknown> = {}): H {
  return setupTest(base({ ...p1 }, { ships: [{ card: 'U.S.S. Phoenix', at: 'Avert Danger', crew }], ...p2 }));
}
const ship = (h: H) => h.card('U.S.S. Phoenix', 'player-2');
const stats = (h: H) => [weaponsOf(h.s, [ship(h)]), defenseOf(h.s, ship(h))];

describe("Captain's Log", () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('captains-log').type).toBe('event');
    expect(cardImplementation('103_037')).toEqual({ implemented: true });
    expect(cardText('captains-log')).toContain('3 more SHIELDS');
  });

  it('played on the table: the Phoenix with Benjamin Maxwell aboard is WEAPONS 10, SHIELDS 11', () => {
    const h = phoenix(['Benjamin Maxwell', 'Taitt'], { hand: [C] });
    expect(isMatchingCommander(h.s, h.card('Benjamin Maxwell'), ship(h))).toBe(true);
    expect(stats(h)).toEqual([7, 8]);
    h.choose(`Play ${C}`);
    h.passResponses();
    expect(h.where(h.card(C))).toEqual({ z: 'table' });
    expect(stats(h)).toEqual([10, 11]);
    h.finish();
  });

  it('negative: without its matching commander aboard (another captain, or none) nothing changes', () => {
    expect(stats(phoenix(['Taitt'], { table: [C] }))).toEqual([7, 8]);
    expect(stats(phoenix(['jean-luc-picard'], { table: [C] }))).toEqual([7, 8]);
  });

  it("wrong player: the opponent's Captain's Log gives player-2's ship nothing", () => {
    expect(stats(phoenix(['Benjamin Maxwell'], {}, { table: [C] }))).toEqual([7, 8]);
  });

  it('boundary: a second copy adds nothing (+3, not +6)', () => {
    expect(stats(phoenix(['Benjamin Maxwell'], { table: [C, C] }))).toEqual([10, 11]);
  });
});

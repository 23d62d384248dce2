/**
 * The engine's cards by the community's blueprint ids: the table (cards/data/intro-blueprints.json)
 * names, for each card the engine plays that Premiere, Alternate Universe or the intro set holds,
 * the imported card of the same name (three by their ids: their printed names differ, see
 * blueprints.test.ts); and a test position names cards by blueprint id as well as by id or name.
 */
import { describe, expect, it } from 'vitest';
import { allFacts, buildPosition } from '../../src/index.ts';
import { allBlueprints, blueprintFacts } from '../../src/cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint } from '../../src/cards/blueprint-ids.ts';
import { INTRO } from '../../src/cards/facts.ts';
import { seat } from '../../src/index.ts';
import { withCardsLeftOut } from '../../src/cards/left-out.ts';

const RENAMED: Record<string, string> = { 'palor-toff-alien-trader': '101_131', 'ikc-kvort': '101_347', 'ikc-vorcha': '101_350' };
/** Showcase cards that share a Premiere card's name but are a later printing of another affiliation: not that card. */
const LATER_PRINTINGS = new Set(['worf-the-trouble-with-tribbles']);

describe('cards by blueprint id', () => {
  it('every intro card has its blueprint id, the card of the same name (or one of the three renamed)', () => {
    for (const f of INTRO.cards) {
      const bp = blueprintOfDef(f.id);
      expect(bp, f.id).toBeDefined();
      expect(defOfBlueprint(bp as string)).toBe(f.id);
      if (RENAMED[f.id]) expect(bp).toBe(RENAMED[f.id]);
      else expect(blueprintFacts(bp as string).name, f.id).toBe(f.name);
    }
  });

  it('the table holds exactly the engine cards with one imported card of their name, and no blueprint twice', () => {
    const expected: Record<string, string> = {};
    for (const f of allFacts()) {
      const same = allBlueprints().filter((b) => b.name === f.name);
      const bp = RENAMED[f.id] ?? (same.length === 1 ? same[0]?.blueprintId : undefined);
      // two engine cards of one name (a later printing in the persona showcase): the blueprint is
      // the one whose slug is the engine's id
      const twins = allFacts().filter((g) => g.name === f.name).length;
      if (bp && !LATER_PRINTINGS.has(f.id) && (twins === 1 || blueprintFacts(bp).slug === f.id)) expected[f.id] = bp;
    }
    const table = Object.fromEntries(allFacts().flatMap((f) => (blueprintOfDef(f.id) ? [[f.id, blueprintOfDef(f.id) as string]] : [])));
    expect(table).toEqual(expected);
    expect(new Set(Object.values(table)).size).toBe(Object.keys(table).length);
    // a card and its blueprint play the same affiliation (the showcase's Non-Aligned Worf is not Premiere's Federation Worf)
    for (const [id, bp] of Object.entries(table)) {
      const f = allFacts().find((g) => g.id === id);
      const b = blueprintFacts(bp);
      if (f && (f.type === 'personnel' || f.type === 'ship') && (b.type === 'personnel' || b.type === 'ship')) expect(b.affiliations, id).toContain(f.affiliation);
    }
  });

  it('a position names a card by its blueprint id; one the engine does not play is refused with a sentence; prototype keys name nothing', () => {
    const s = buildPosition({ federation: { hand: [blueprintOfDef('taitt') as string] }, klingon: { hand: ['101_347'] } });
    const hand = (p: 'federation' | 'klingon') => seat(s, p).hand.map((id) => s.cards[id]?.def);
    expect(hand('federation')).toEqual(['taitt']);
    expect(hand('klingon')).toEqual(['ikc-kvort']);
    // every card of the pool is built: Barclay Transporter Phobia (an interrupt of Alternate Universe) and Gaps in
    // Normal Space (a Premiere event), neither in the intro decks, are named by their blueprint ids
    const built = buildPosition({ federation: { hand: ['103_054', '101_075'] } });
    expect(seat(built, 'federation').hand.map((id) => built.cards[id]?.def)).toEqual(['barclay-transporter-phobia', 'gaps-in-normal-space']);
    // Gaps in Normal Space left out of the engine's cards with its facts withdrawn, as if not built: refused with a sentence
    withCardsLeftOut(
      ['gaps-in-normal-space'],
      () => {
        expect(defOfBlueprint('101_075')).toBeUndefined();
        expect(() => buildPosition({ federation: { hand: ['101_075'] } })).toThrow("card 101_075 is not one the engine plays yet (it plays the intro decks' cards and the premiums)");
        // the boundary: the card beside it is still named
        expect(() => buildPosition({ federation: { hand: ['103_054'] } })).not.toThrow();
      },
      { facts: true },
    );
    // put back when done
    expect(defOfBlueprint('101_075')).toBe('gaps-in-normal-space');
    expect(defOfBlueprint('constructor')).toBeUndefined();
    expect(blueprintOfDef('__proto__')).toBeUndefined();
  });
});

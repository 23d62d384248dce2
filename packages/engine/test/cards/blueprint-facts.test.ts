/**
 * Cards by blueprint id (issue 23, item 2): a Premiere or Alternate Universe personnel or ship that
 * needs no card file (no game text, no special text in its skill box, one affiliation, printed
 * numbers) is its facts and plays as the engine's own cards do, known by its slug and by its
 * blueprint id; a hologram too (issue 24: its Holo icon brings the hologram rules). A card that
 * needs a file says why, and the engine does not play it yet.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, checkInvariants, createEngine, facts, hasFacts, standardDecks } from '../../src/index.ts';
import type { Option } from '../../src/index.ts';
import { allBlueprints } from '../../src/cards/blueprints.ts';
import type { PersonnelBlueprint, ShipBlueprint } from '../../src/cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint, tableDefOfBlueprint } from '../../src/cards/blueprint-ids.ts';
import { needsCardFile } from '../../src/cards/blueprint-facts.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { PositionError } from '../../src/core/position.ts';
import { withCardsLeftOut } from '../../src/cards/left-out.ts';

const candidates = allBlueprints().filter((b): b is PersonnelBlueprint | ShipBlueprint => (b.type === 'personnel' || b.type === 'ship') && b.set !== 'intro-2pg');

describe('plain Premiere and Alternate Universe personnel and ships', () => {
  it('each needs a card file for a stated reason, or has engine facts under its slug, and its blueprint id names it', () => {
    const plain = candidates.filter((b) => needsCardFile(b) === null);
    expect(candidates).toHaveLength(200);
    expect(plain).toHaveLength(183);
    const reasons = new Map<string, number>();
    for (const b of candidates) {
      const why = needsCardFile(b);
      if (why) reasons.set(why, (reasons.get(why) ?? 0) + 1);
    }
    expect(Object.fromEntries(reasons)).toEqual({ 'it has game text': 17 });
    for (const b of plain) {
      const def = tableDefOfBlueprint(b.blueprintId) ?? b.slug;
      expect(hasFacts(def), b.blueprintId).toBe(true);
      expect(defOfBlueprint(b.blueprintId)).toBe(def);
      expect(blueprintOfDef(def)).toBe(b.blueprintId);
      const f = facts(def);
      expect(f.type).toBe(b.type);
      // a card the intro set or the showcase already gives keeps its facts (and the name it has there)
      if (def === b.slug && tableDefOfBlueprint(b.blueprintId) === undefined) expect(f.name).toBe(b.name);
    }
    // the K'Vort is the intro set's, by its intro id, whatever the Premiere printing calls it
    const kvort = candidates.find((b) => tableDefOfBlueprint(b.blueprintId) === 'ikc-kvort');
    expect(kvort).toBeDefined();
    expect(facts('ikc-kvort').name).toBe("I.K.C. K'Vort");
    expect(kvort?.slug === 'ikc-kvort' || !hasFacts(kvort?.slug ?? '')).toBe(true);
  });

  it('a plain personnel\'s facts are its printed ones: Alynna Nechayev (101_197)', () => {
    const f = facts('alynna-nechayev');
    expect(f).toMatchObject({ type: 'personnel', name: 'Alynna Nechayev', affiliation: 'federation', classification: 'OFFICER' });
    expect(f.type === 'personnel' && f.skills).toEqual([
      { skill: 'OFFICER', level: 1 },
      { skill: 'Diplomacy', level: 1 },
      { skill: 'Leadership', level: 1 },
    ]);
    const ship = facts('uss-excelsior');
    expect(ship).toMatchObject({ type: 'ship', affiliation: 'federation', staffing: ['staff', 'staff'] });
  });

  it('a position names one by blueprint id or by name, and its skills count; a card with game text is refused, saying the engine does not play it yet', () => {
    const s = buildPosition({ federation: { planets: { homeward: ['101_197', 'Taurik'] } } });
    const nechayev = Object.values(s.cards).find((c) => c.def === 'alynna-nechayev');
    expect(nechayev?.at.z).toBe('planet');
    expect(skillsOf(s, nechayev?.id as string).get('Diplomacy')).toBe(1);
    expect(() => buildPosition({ federation: { planets: { homeward: ['Alynna Nechayev'] } } })).not.toThrow();
    // Albert Einstein, a plain hologram, is one (the intro rules let a hologram stand anywhere)
    const einstein = Object.values(buildPosition({ federation: { planets: { homeward: ['101_195'] } } }).cards).find((c) => c.def === 'albert-einstein');
    expect(einstein?.at.z).toBe('planet');
    // every card of the pool is built: a card with game text, such as Engage Shuttle Operations or Gaps in Normal Space, is named too
    expect(() => buildPosition({ federation: { hand: ['103_038', '101_075'] } })).not.toThrow();
    // Gaps in Normal Space left out of the engine's cards with its facts withdrawn, as if not built, is refused
    withCardsLeftOut(
      ['gaps-in-normal-space'],
      () => {
        expect(() => buildPosition({ federation: { hand: ['101_075'] } })).toThrow(PositionError);
        expect(() => buildPosition({ federation: { hand: ['101_075'] } })).toThrow(/is not one the engine plays yet/);
        expect(() => buildPosition({ federation: { hand: ['Gaps in Normal Space'] } })).toThrow(/unknown card "Gaps in Normal Space"/);
        // the boundary: a card still built beside it is named
        expect(() => buildPosition({ federation: { hand: ['103_038'] } })).not.toThrow();
      },
      { facts: true },
    );
  });

  it('holograms (issue 24): one whose card is only its skills and icons is plain, one with more game text says why not; K\'Tesh is the intro set\'s', () => {
    const holos = candidates.filter((b) => b.type === 'personnel' && b.icons.includes('holographic'));
    const why = Object.fromEntries(holos.map((b) => [b.name, needsCardFile(b)]));
    expect(why).toEqual({
      'Albert Einstein': null,
      'Dr. Leah Brahms': null,
      "Fek'lhr": null,
      Jera: null,
      "K'Tesh": null,
      'Sir Isaac Newton': null,
      Tomek: null,
      // his skill box: "Nullifies one Echo Papa 607 where present."
      'Paul Rice': 'it has game text',
    });
    const rice = holos.find((b) => b.name === 'Paul Rice') as PersonnelBlueprint;
    expect(rice.specialText).toBe(true);
    // not plain: his facts come with his own card file (cards/paul-rice.ts), not from the plain table
    expect(hasFacts(rice.slug)).toBe(true);
    expect(defOfBlueprint(rice.blueprintId)).toBe(rice.slug);
    expect(tableDefOfBlueprint(rice.blueprintId)).toBeUndefined();
    for (const b of holos.filter((x) => x.name !== 'Paul Rice')) {
      const def = tableDefOfBlueprint(b.blueprintId) ?? b.slug;
      expect(defOfBlueprint(b.blueprintId), b.name).toBe(def);
      const f = facts(def);
      expect(f.type === 'personnel' && f.icons, b.name).toContain('holographic');
    }
    // the boundary: K'Tesh keeps the intro set's facts under its intro id
    expect(tableDefOfBlueprint('101_265')).toBe('ktesh');
    expect(facts('albert-einstein')).toMatchObject({ type: 'personnel', affiliation: 'federation', classification: 'SCIENCE', icons: ['holographic'] });
    const constructed = [...createEngine({ format: 'constructed' }).cards];
    expect(['albert-einstein', 'dr-leah-brahms', 'feklhr', 'jera', 'sir-isaac-newton', 'tomek', 'ktesh'].filter((c) => !constructed.includes(c))).toEqual([]);
  });

  it('a deck with one is refused by the intro engine, naming the card, and played by an engine whose pool has it', () => {
    const intro = createEngine({ format: 'intro' });
    const d = standardDecks();
    const fed = d.federation as NonNullable<typeof d.federation>;
    const decks = { ...d, federation: { ...fed, draw: [...fed.draw.slice(1), 'alynna-nechayev'] } };
    expect(intro.deckRefusal(decks)).toMatch(/deck holds Alynna Nechayev, which is not in this engine's card pool$/);
    const wider = createEngine({ format: 'intro', cards: [...intro.cards, 'alynna-nechayev'] });
    expect(wider.deckRefusal(decks)).toBeNull();
    const s = wider.newGame({ seed: 11, decks });
    expect(Object.values(s.cards).filter((c) => c.def === 'alynna-nechayev')).toHaveLength(1);
    for (let i = 0; i < 300 && s.pending && !s.result; i++) {
      apply(s, { decision: s.pending.id, option: (s.pending.options[(i * 5) % s.pending.options.length] as Option).id });
    }
    expect(checkInvariants(s)).toEqual([]);
  });
});

/**
 * The persona data loads and validates, and bad data is refused with a clear error.
 */
import { describe, expect, it } from 'vitest';
import personaTableJson from '../../data/personas.json' with { type: 'json' };
import showcaseJson from '../../data/persona-showcase.json' with { type: 'json' };
import introJson from '../../data/intro-2pg.json' with { type: 'json' };
import { PersonaDataError, loadPersonaCatalogue, personaCatalogue } from '../../src/rules/personas.ts';

const clone = <T>(x: T): T => structuredClone(x);

function loadError(table: unknown, showcase: unknown = showcaseJson, intro: unknown = introJson): PersonaDataError {
  try {
    loadPersonaCatalogue(table, showcase, intro);
  } catch (e) {
    expect(e).toBeInstanceOf(PersonaDataError);
    return e as PersonaDataError;
  }
  throw new Error('expected the data to be refused');
}

describe('persona data', () => {
  it('loads all 173 personas of the table', () => {
    expect(personaCatalogue.personas.size).toBe(173);
  });

  it('loads the 64 showcase entries and the 83 intro deck cards', () => {
    const sources = [...personaCatalogue.cards.values()].map((c) => c.source);
    expect(sources.filter((s) => s === 'showcase')).toHaveLength(64);
    // Montgomery Scott is in both files; the showcase entry describes him.
    expect(sources.filter((s) => s === 'intro')).toHaveLength(82);
  });

  it('the nine premium cards of the intro box are known', () => {
    for (const id of showcaseJson.groups.premiumsIn2pgBox) expect(personaCatalogue.cards.has(id)).toBe(true);
  });

  it('every card the persona article names is known', () => {
    for (const id of showcaseJson.groups.personaShowcase) expect(personaCatalogue.cards.has(id)).toBe(true);
  });

  it('the facts-only copies carry no paraphrased effect text, notes or sources', () => {
    const text = JSON.stringify(showcaseJson) + JSON.stringify(personaTableJson);
    for (const key of ['effectSummary', 'modernTextSummary', 'olderTextSummary', '"notes"', '"why"', '"via"', '"verification"']) {
      expect(text).not.toContain(key);
    }
  });

  it('rejects a persona with an unknown kind, naming the path', () => {
    const bad = clone(personaTableJson) as { personas: { kind: string }[] };
    bad.personas[0]!.kind = 'planet';
    const err = loadError(bad);
    expect(err.message).toMatch(/personas\.json/);
    expect(err.message).toMatch(/personas\[0\]\.kind/);
  });

  it('rejects a card id that is not a slug', () => {
    const bad = clone(showcaseJson) as { cards: { id: string }[] };
    bad.cards[0]!.id = 'Admiral McCoy';
    const err = loadError(personaTableJson, bad);
    expect(err.message).toMatch(/persona-showcase\.json/);
    expect(err.message).toMatch(/slug/);
  });

  it('rejects a persona without versions', () => {
    const bad = clone(personaTableJson) as { personas: { versions: unknown[] }[] };
    bad.personas[3]!.versions = [];
    expect(loadError(bad).message).toMatch(/versions/);
  });

  it('rejects an "any" group name that does not start with "any"', () => {
    const bad = clone(showcaseJson) as { cards: { anyGroups: string[] }[] };
    bad.cards[0]!.anyGroups = ['McCoy'];
    expect(loadError(personaTableJson, bad).message).toMatch(/any/);
  });

  it('rejects a mirror counterpart that is also a version of the persona it mirrors', () => {
    const bad = clone(showcaseJson) as { cards: { id: string; personas: string[] | null }[] };
    const intendant = bad.cards.find((c) => c.id === 'the-intendant')!;
    intendant.personas = ['The Intendant', 'Kira Nerys'];
    expect(loadError(personaTableJson, bad).message).toMatch(/mirror counterpart/);
  });

  it('rejects copies (one copy key) that carry different names', () => {
    const bad = clone(showcaseJson) as { cards: { id: string; name: string }[] };
    bad.cards.find((c) => c.id === 'seven-of-nine-alt-printing')!.name = 'Seven';
    expect(loadError(personaTableJson, bad).message).toMatch(/copy key/);
  });

  it('rejects a universal card that is given a persona', () => {
    const bad = clone(showcaseJson) as { cards: { id: string; universal: boolean | null; unique: boolean }[] };
    const c = bad.cards.find((x) => x.id === 'galen')!;
    c.universal = true;
    expect(loadError(personaTableJson, bad).message).toMatch(/universal/);
  });

  it('rejects an impersonator placed in an "any" group of the one it imitates', () => {
    const bad = clone(showcaseJson) as { cards: { id: string; anyGroups: string[] }[] };
    bad.cards.find((c) => c.id === 'obrien-founder')!.anyGroups = ['any Miles'];
    expect(loadError(personaTableJson, bad).message).toMatch(/impersonator/);
  });

  it('rejects an intro file that is not a card list', () => {
    const err = loadError(personaTableJson, showcaseJson, { cards: 'none' });
    expect(err.message).toMatch(/intro-2pg\.json/);
  });
});

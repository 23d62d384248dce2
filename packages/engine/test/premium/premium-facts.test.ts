/**
 * The showcase cards as engine facts: registered once, validated by the engine schema, mapped with the
 * rulings of docs/RULINGS.md (Persona rulings) ("Showcase cards in the engine").
 */
import { describe, expect, it } from 'vitest';
import { allFacts, facts, INTRO, PREMIUM_IDS, registerShowcaseCards } from '../../src/index.ts';
import { showcaseFacts } from '../../src/cards/premium-facts.ts';

describe('showcase card facts', () => {
  it('the nine premium cards of the intro box are known to the engine', () => {
    expect([...PREMIUM_IDS].sort()).toEqual(['admiral-mccoy', 'admiral-picard', 'commander-data', 'commander-troi', 'data-laughing', 'giral', 'jarod', 'mogh', 'spock']);
    for (const id of PREMIUM_IDS) expect(() => facts(id)).not.toThrow();
  });

  it('registration is idempotent and keeps the intro facts of a card in both files (Montgomery Scott)', () => {
    const before = allFacts().length;
    registerShowcaseCards();
    registerShowcaseCards();
    expect(allFacts().length).toBe(before);
    expect(facts('montgomery-scott')).toEqual(INTRO.cards.find((c) => c.id === 'montgomery-scott'));
  });

  it('skills include the classification, as in the intro file', () => {
    expect(facts('admiral-mccoy')).toMatchObject({ classification: 'V.I.P.', skills: expect.arrayContaining([{ skill: 'V.I.P.', level: 1 }, { skill: 'MEDICAL', level: 1 }]) });
  });

  it('a dual-personnel card is one personnel with both halves\' skills and summed attributes', () => {
    expect(facts('the-trois')).toMatchObject({ type: 'personnel', integrity: 13, cunning: 13, strength: 7, affiliation: 'federation' });
  });

  it('both colour printings of one card get the same engine facts apart from the id', () => {
    const { id: _a, ...seven } = facts('seven-of-nine');
    const { id: _b, ...alt } = facts('seven-of-nine-alt-printing');
    expect(alt).toEqual(seven);
  });

  it('an affiliation the quick-start engine does not have plays as Non-Aligned', () => {
    expect(facts('locutus-of-borg')).toMatchObject({ affiliation: 'non-aligned', classification: 'OFFICER' });
    expect(facts('kira-nerys')).toMatchObject({ affiliation: 'non-aligned' });
  });

  it('ships, the copy-effect incidents and Discommendation are mapped; other card types are left out', () => {
    expect(facts('starship-enterprise')).toMatchObject({ type: 'ship', range: 6, weapons: 5, shields: 6 });
    expect(facts('delta-quadrant-spatial-scission').type).toBe('event');
    expect(facts('discommendation').type).toBe('event');
    const ids = showcaseFacts().map((f) => f.id);
    expect(ids).not.toContain('blended');
    expect(ids).not.toContain('persistence-of-memory');
  });
});

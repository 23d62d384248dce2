/**
 * Persona rules beyond the article's own examples: positive, negative and boundary cases, and properties
 * that must hold for every pair of known cards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import personaTableJson from '../../data/personas.json' with { type: 'json' };
import showcaseJson from '../../data/persona-showcase.json' with { type: 'json' };
import introJson from '../../data/intro-2pg.json' with { type: 'json' };
import {
  loadPersonaCatalogue,
  makePersonaRules,
  PersonaLookupError,
  PersonaRuleError,
  anyGroup,
  areCopies,
  checkPlay,
  copyLimit,
  findCard,
  inAnyGroup,
  isSamePersona,
  mayCoexist,
  maySwap,
  personaCatalogue,
  personaInfo,
  personasOf,
  relate,
  swapVerdict,
  transferOnSwap,
  versionsOf,
} from '../../src/rules/personas.ts';

const ids = [...personaCatalogue.cards.keys()];
const anyId = fc.constantFrom(...ids);

describe('card lookup', () => {
  it('finds a card by slug id', () => {
    expect(findCard('galen').id).toBe('galen');
    expect(findCard('jadzia-dax-klingon').id).toBe('jadzia-dax-klingon');
    expect(findCard('JADZIA-DAX-KLINGON').id).toBe('jadzia-dax-klingon');
  });

  it('an id typed exactly wins, but a capitalised name shared by several cards is ambiguous', () => {
    expect(findCard('chakotay').id).toBe('chakotay');
    expect(() => findCard('Chakotay')).toThrow(PersonaLookupError);
  });

  it('finds a card by its exact name, case-insensitively', () => {
    expect(findCard('locutus of borg').id).toBe('locutus-of-borg');
    expect(findCard('GALEN').id).toBe('galen');
    expect(findCard("O'Brien Founder").id).toBe('obrien-founder');
  });

  it('finds an intro deck card by name', () => {
    expect(findCard('Christopher Hobson').id).toBe('christopher-hobson');
  });

  it('a name shared by several cards is an ambiguous lookup listing every candidate id', () => {
    try {
      findCard('Jean-Luc Picard');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PersonaLookupError);
      const err = e as PersonaLookupError;
      expect(err.kind).toBe('ambiguous');
      expect(err.candidates.map((c) => c.id)).toEqual(expect.arrayContaining(['jean-luc-picard', 'jean-luc-picard-first-contact']));
    }
  });

  it('the two colour printings of Seven of Nine make her name ambiguous', () => {
    expect(() => findCard('Seven of Nine')).toThrow(PersonaLookupError);
  });

  it('an unknown card is an error of kind unknown', () => {
    try {
      findCard('Kamin');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PersonaLookupError);
      expect((e as PersonaLookupError).kind).toBe('unknown');
    }
  });

  it('a database name with its set suffix finds the one card it names', () => {
    expect(findCard('Worf (The Trouble with Tribbles)').id).toBe('worf-the-trouble-with-tribbles');
  });
});

describe('versions and personas', () => {
  it('a dual-personnel card is a version of both of its personas', () => {
    expect(personasOf('data-and-picard')).toEqual(expect.arrayContaining(['Data', 'Jean-Luc Picard']));
    expect(personaInfo('the-trois').dualPersonnel).toBe(true);
    expect(isSamePersona('jean-luc-and-beverly', 'galen')).toBe(true);
    expect(mayCoexist('data-and-picard', 'galen')).toBe(false);
  });

  it('two dual-personnel cards sharing one persona may not both be in play', () => {
    expect(mayCoexist('data-and-picard', 'jean-luc-and-beverly')).toBe(false);
  });

  it('an intro deck unique personnel is the only version of its own persona', () => {
    const info = personaInfo('montgomery-scott');
    expect(info.personas).toEqual(['Montgomery Scott']);
    expect(info.otherVersions).toEqual([]);
    expect(personaInfo('ikc-kratak').personas).toEqual(["I.K.C. K'Ratak"]);
  });

  it('an intro deck universal personnel belongs to no persona and allows any number of copies', () => {
    expect(personasOf('christopher-hobson')).toEqual([]);
    expect(mayCoexist('christopher-hobson', 'christopher-hobson')).toBe(true);
    expect(copyLimit('christopher-hobson')).toBe(Number.POSITIVE_INFINITY);
  });

  it('each player\'s limit is separate: the module answers for one player, and the reasons say so', () => {
    expect(checkPlay('montgomery-scott', ['montgomery-scott']).allowed).toBe(false);
    expect(checkPlay('montgomery-scott', ['montgomery-scott']).reasons.join(' ')).toMatch(/each player separately/);
    // Dr. Farek is universal: even one player may hold several.
    expect(checkPlay('dr-farek', ['dr-farek', 'dr-farek']).allowed).toBe(true);
  });

  it('a universal card never shares a persona with a unique card of the same title', () => {
    expect(isSamePersona('dr-farek', 'dr-farek')).toBe(false);
    expect(areCopies('dr-farek', 'dr-farek')).toBe(true);
  });

  it('a unique card and a universal card with the same title may not be in play together', () => {
    // No real pair exists in our data, so a unique "Christopher Hobson" is added to a copy of the showcase.
    const showcase = structuredClone(showcaseJson) as { cards: Record<string, unknown>[] };
    showcase.cards.push({
      ...showcase.cards.find((c) => c.id === 'mr-homn')!,
      id: 'christopher-hobson-unique', name: 'Christopher Hobson', personas: ['Christopher Hobson'], copyKey: 'test:hobson',
    });
    const rules = makePersonaRules(loadPersonaCatalogue(personaTableJson, showcase, introJson));
    expect(rules.isSamePersona('christopher-hobson', 'christopher-hobson-unique')).toBe(false);
    expect(rules.mayCoexist('christopher-hobson', 'christopher-hobson-unique')).toBe(false);
    expect(rules.mayCoexist('christopher-hobson', 'christopher-hobson')).toBe(true);
  });

  it('cards with exactly the same title are versions of the same persona: both Ezri Dax cards carry both personas', () => {
    expect(personasOf('ezri-dax-cold-front')).toEqual(expect.arrayContaining(['Jadzia Dax', 'Ezri Dax']));
    expect(isSamePersona('ezri-dax-cold-front', 'ezri-dax')).toBe(true);
    expect(areCopies('ezri-dax-cold-front', 'ezri-dax')).toBe(false);
  });

  it('versionsOf lists other versions but not copies', () => {
    expect(versionsOf('chakotay')).toContain('captain-chakotay');
    expect(versionsOf('chakotay')).not.toContain('chakotay-alt-printing');
    expect(versionsOf('mr-homn')).toEqual([]);
  });

  it('a single-version persona such as Maques or Mr. Homn may only be held once', () => {
    expect(mayCoexist('maques', 'maques')).toBe(false);
    expect(mayCoexist('maques', 'mr-homn')).toBe(true);
  });

  it('Commander Rand is a version of the Yeoman Rand persona (named in bold in her lore)', () => {
    expect(isSamePersona('commander-rand', 'yeoman-rand')).toBe(true);
    expect(maySwap('yeoman-rand', 'commander-rand')).toBe(true);
  });

  it('the Barash premiums are separate personas from the characters they resemble', () => {
    expect(isSamePersona('commander-data', 'data-and-picard')).toBe(false);
    expect(isSamePersona('commander-troi', 'deanna-troi')).toBe(false);
    expect(mayCoexist('commander-troi', 'deanna-troi')).toBe(true);
  });

  it('Thomas Riker is a separate persona and not "any William T. Riker"', () => {
    expect(isSamePersona('thomas-riker', 'william-t-riker')).toBe(false);
    expect(inAnyGroup('thomas-riker', 'any William T. Riker')).toBe(false);
  });

  it('Colonel Kira is a version of Kira Nerys and so satisfies "any Kira"', () => {
    expect(isSamePersona('colonel-kira', 'kira-nerys')).toBe(true);
    expect(inAnyGroup('colonel-kira', 'any Kira')).toBe(true);
  });
});

describe('copy effects', () => {
  it('Delta Quadrant Spatial Scission allows a second copy of a [DQ] card but not a third', () => {
    const opts = { copyEffects: ['dq-spatial-scission'] as const };
    expect(copyLimit('seven-of-nine', opts)).toBe(2);
    expect(checkPlay('seven-of-nine', ['seven-of-nine-alt-printing'], opts).allowed).toBe(true);
    expect(checkPlay('seven-of-nine', ['seven-of-nine', 'seven-of-nine-alt-printing'], opts).allowed).toBe(false);
  });

  it('Delta Quadrant Spatial Scission does nothing for a card without the [DQ] icon', () => {
    expect(copyLimit('captain-chakotay', { copyEffects: ['dq-spatial-scission'] })).toBe(1);
    expect(mayCoexist('captain-chakotay', 'captain-chakotay', { copyEffects: ['dq-spatial-scission'] })).toBe(false);
  });

  it('Clone Machine allows another copy of an ordinary unique personnel', () => {
    expect(mayCoexist('captain-chakotay', 'captain-chakotay', { copyEffects: ['clone-machine'] })).toBe(true);
    expect(checkPlay('galen', ['galen', 'galen'], { copyEffects: ['clone-machine'] }).allowed).toBe(true);
  });

  it('Clone Machine cannot copy a hologram, an android or a dual-personnel card', () => {
    const opts = { copyEffects: ['clone-machine'] as const };
    expect(mayCoexist('the-doctor', 'the-doctor', opts)).toBe(false);
    expect(mayCoexist('lal', 'lal', opts)).toBe(false);
    expect(mayCoexist('the-trois', 'the-trois', opts)).toBe(false);
  });

  it('Clone Machine does not copy ships', () => {
    expect(mayCoexist('uss-enterprise-a', 'uss-enterprise-a', { copyEffects: ['clone-machine'] })).toBe(false);
  });

  it('copy effects never allow another version, and the reasons say why', () => {
    const v = checkPlay('captain-chakotay', ['chakotay'], { copyEffects: ['dq-spatial-scission', 'clone-machine'] });
    expect(v.allowed).toBe(false);
    expect(v.reasons.join(' ')).toMatch(/never allow a second version/);
  });
});

describe('persona swap', () => {
  it('a swap needs a version of the same persona', () => {
    expect(maySwap('galen', 'data-and-picard')).toBe(false); // dual: Data must also be swapped out
    expect(maySwap('galen', 'william-t-riker')).toBe(false);
  });

  it('a dual-personnel card may replace versions of both its personas swapped out together', () => {
    expect(swapVerdict(['deanna-troi', 'lwaxana-troi'], ['the-trois']).allowed).toBe(true);
    expect(swapVerdict(['deanna-troi'], ['the-trois']).allowed).toBe(false);
  });

  it('a swap may not bring two versions of one persona into play', () => {
    expect(swapVerdict(['the-trois'], ['deanna-troi', 'lwaxana-troi', 'commander-troi']).allowed).toBe(false);
    expect(swapVerdict(['jean-luc-picard'], ['galen', 'locutus-of-borg']).allowed).toBe(false);
  });

  it('Ezri Dax, one personnel with two personas, may be swapped for a Jadzia Dax version', () => {
    expect(maySwap('ezri-dax', 'jadzia-dax')).toBe(true);
    expect(maySwap('jadzia-dax', 'ezri-dax')).toBe(true);
  });

  it('mirror counterparts and impersonators cannot be swapped in for the persona they mirror or imitate', () => {
    expect(maySwap('kira-nerys', 'the-intendant')).toBe(false);
    expect(maySwap('mr-scott', 'chief-engineer-scott')).toBe(false);
  });

  it('universal cards and non-personnel cards cannot be swapped', () => {
    expect(maySwap('emh-program', 'the-doctor')).toBe(false);
    expect(maySwap('dr-farek', 'dr-farek')).toBe(false);
    expect(maySwap('discommendation', 'discommendation')).toBe(false);
  });

  it('only a card you played and control may be swapped', () => {
    expect(maySwap('galen', 'jean-luc-picard', { playedByYou: false })).toBe(false);
    expect(maySwap('galen', 'jean-luc-picard', { controlledByYou: false })).toBe(false);
  });

  it('a swap must not break the persona limit against your other cards in play', () => {
    // Bones (Paradise Lost) is one personnel who is a version of both Dr. McCoy and Mr. Spock: swapping
    // Dr. McCoy for him is refused while a Mr. Spock version is in play beside them.
    expect(swapVerdict(['dr-mccoy'], ['bones']).allowed).toBe(true);
    expect(swapVerdict(['dr-mccoy'], ['bones'], { otherInPlay: ['dr-mccoy', 'mr-spock'] }).allowed).toBe(false);
    // The card being swapped out does not count against the one coming in.
    expect(swapVerdict(['jean-luc-picard'], ['galen'], { otherInPlay: ['jean-luc-picard', 'worf-son-of-mogh'] }).allowed).toBe(true);
    // The Intendant is not a version of Kira Nerys, so she does not block a Kira swap.
    expect(swapVerdict(['kira-nerys'], ['kira'], { otherInPlay: ['kira-nerys', 'the-intendant'] }).allowed).toBe(true);
  });

  it('ship versions swap like personnel versions', () => {
    expect(maySwap('starship-enterprise', 'starship-enterprise-the-motion-pictures')).toBe(true);
    expect(maySwap('starship-enterprise', 'uss-enterprise-a')).toBe(false);
  });
});

describe('"any" groups', () => {
  it('"any X" is wider than a persona: Admiral Picard and Lt. (j.g.) Picard count for "any Jean-Luc Picard"', () => {
    const g = anyGroup('any Jean-Luc Picard');
    expect(g.members.map((m) => m.id)).toEqual(expect.arrayContaining(['admiral-picard', 'lt-jg-picard', 'galen']));
  });

  it('"any version of X\'s persona" holds versions only', () => {
    const g = anyGroup("any version of Jean-Luc Picard's persona");
    expect(g.kind).toBe('any-version');
    const members = g.members.map((m) => m.id);
    expect(members).toContain('galen');
    expect(members).toContain('data-and-picard');
    expect(members).not.toContain('admiral-picard');
  });

  it('the group name may be given without "any" and in any case', () => {
    expect(anyGroup('scotty').group).toBe('any Scotty');
    expect(anyGroup('ANY SCOTTY').members.length).toBeGreaterThanOrEqual(3);
  });

  it('an impersonator named by the group is listed in the reasons as not counting', () => {
    expect(anyGroup('any Kira').reasons.join(' ')).toMatch(/Kira Founder/);
    expect(inAnyGroup('kira-founder', 'any Kira')).toBe(false);
  });

  it('an unknown group is a lookup error', () => {
    expect(() => anyGroup('any Kamin')).toThrow(PersonaLookupError);
  });

  it('a persona without a recorded group gives versions plus mirror counterparts', () => {
    const g = anyGroup('any Chakotay');
    expect(g.members.map((m) => m.id)).toEqual(expect.arrayContaining(['chakotay', 'captain-chakotay']));
    expect(g.members.map((m) => m.id)).not.toContain('revised-chakotay');
  });

  it('uncertain members are reported apart and do not count', () => {
    const g = anyGroup('any Data');
    expect(g.uncertainMembers.map((m) => m.id)).toContain('commander-data');
    expect(inAnyGroup('commander-data', 'any Data')).toBe(false);
  });
});

describe('relate answers', () => {
  it('every relate answer explains itself', () => {
    const r = relate('the-doctor', 'emh-program');
    expect(r.samePersona).toBe(false);
    expect(r.reasons.join(' ')).toMatch(/universal/);
  });

  it('a card related to itself: same persona, copies, not two in play, no swap', () => {
    const r = relate('galen', 'galen');
    expect(r).toMatchObject({ samePersona: true, copies: true, mayCoexist: false, maySwap: false });
  });
});

describe('attached cards on a swap', () => {
  it('an attached card without a known target test is refused', () => {
    expect(() => transferOnSwap('galen', [{ id: 'x', defId: 'blended' }])).toThrow(PersonaRuleError);
  });

  it('a caller may pass its own target test', () => {
    const tests = {
      'some-equipment': { describe: 'a Federation personnel', test: (c: { affiliations: string[] }) => c.affiliations.includes('federation') },
    };
    expect(transferOnSwap('jean-luc-picard', [{ id: 'x', defId: 'some-equipment' }], tests).transferred).toHaveLength(1);
    // Galen is Non-Aligned: the same card goes back to its owner.
    expect(transferOnSwap('galen', [{ id: 'x', defId: 'some-equipment' }], tests).returnedToOwner).toHaveLength(1);
  });

  it('a card with only persona-table facts cannot be judged as a target', () => {
    expect(() => transferOnSwap('worf', [{ id: 'x', defId: 'discommendation' }])).toThrow(PersonaRuleError);
  });
});

describe('properties over every known card', () => {
  it('same persona, copies and coexistence are symmetric', () => {
    fc.assert(
      fc.property(anyId, anyId, (a, b) => {
        expect(isSamePersona(a, b)).toBe(isSamePersona(b, a));
        expect(areCopies(a, b)).toBe(areCopies(b, a));
        expect(mayCoexist(a, b)).toBe(mayCoexist(b, a));
      }),
      { numRuns: 300 },
    );
  });

  it('a universal card never shares a persona with anything', () => {
    const universal = ids.filter((id) => personaInfo(id).universal);
    expect(universal.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...universal), anyId, (u, other) => {
        expect(isSamePersona(u, other)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('two different versions of one persona may never coexist, whatever copy effect is in play', () => {
    fc.assert(
      fc.property(anyId, fc.subarray(['dq-spatial-scission', 'clone-machine'] as const), (a, effects) => {
        for (const b of versionsOf(a)) expect(mayCoexist(a, b, { copyEffects: effects })).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('copies always share a name and are never swappable for each other', () => {
    fc.assert(
      fc.property(anyId, anyId, (a, b) => {
        if (!areCopies(a, b)) return;
        expect(personaInfo(a).name).toBe(personaInfo(b).name);
        expect(maySwap(a, b)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('no mirror counterpart or impersonator is a version of the persona it mirrors or imitates', () => {
    for (const id of ids) {
      const info = personaInfo(id);
      if (info.mirrorOf) expect(info.personas).not.toContain(info.mirrorOf);
      if (info.impersonates) expect(info.personas).not.toContain(info.impersonates);
    }
  });
});

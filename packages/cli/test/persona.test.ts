import { describe, expect, it } from 'vitest';
import { personaCatalogue, personaRules, playPersonaRules } from '@stccg/engine/rules/personas.ts';
import { personaCommand, runPersona } from '../src/persona.ts';

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runPersona(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

describe('stccg persona show', () => {
  it('prints the persona facts of a card found by id, with the reasons', () => {
    const r = run('show', 'galen');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Galen \[galen\]/);
    expect(r.out).toMatch(/Versions of: +Jean-Luc Picard/);
    expect(r.out).toMatch(/Why:/);
    expect(r.err).toBe('');
  });

  it('--json prints exactly the show object', () => {
    const r = run('show', 'the-intendant', '--json');
    expect(r.code).toBe(0);
    const obj = JSON.parse(r.out) as Record<string, unknown>;
    expect(obj).toMatchObject({ id: 'the-intendant', name: 'The Intendant', universal: false, mirrorOf: 'Kira Nerys', impersonates: null });
    for (const key of ['personas', 'anyGroups', 'otherVersions', 'reasons']) expect(obj).toHaveProperty(key);
  });

  it('an ambiguous name exits 2 and lists the candidate ids', () => {
    const r = run('show', 'Jean-Luc Picard');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/jean-luc-picard\b/);
    expect(r.err).toMatch(/jean-luc-picard-first-contact/);
  });

  it('an unknown card exits 2 with a clear message', () => {
    const r = run('show', 'Kamin');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no card has the id or exact name "Kamin"/);
  });

  it('a missing argument is a usage error, not a success', () => {
    const r = run('show');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/missing required argument/);
  });
});

describe('stccg persona relate', () => {
  it('--json prints exactly the relate object', () => {
    const r = run('relate', 'galen', 'jean-luc-picard', '--json');
    expect(r.code).toBe(0);
    const obj = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(obj).sort()).toEqual(
      ['a', 'b', 'copies', 'mayCoexist', 'maySwap', 'reasons', 'samePersona', 'sharedAnyGroups', 'sharedPersonas'].sort(),
    );
    expect(obj).toMatchObject({ samePersona: true, copies: false, mayCoexist: false, maySwap: true });
  });

  it('human output answers each question and gives the reasons', () => {
    const r = run('relate', 'seven-of-nine', 'seven-of-nine-alt-printing');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Copies: +yes/);
    expect(r.out).toMatch(/Swap A in play for B in hand: +no/);
    expect(r.out).toMatch(/copies/);
  });

  it('accepts exact names as well as ids', () => {
    const r = run('relate', 'The Doctor', 'E.M.H. Program', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ samePersona: false, mayCoexist: true });
  });

  it('exits 2 when either card is ambiguous', () => {
    const r = run('relate', 'galen', 'Chakotay');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/chakotay-alt-printing/);
  });
});

describe('stccg persona any', () => {
  it('"any Scotty" lists Montgomery Scott, Mr. Scott and Chief Engineer Scott', () => {
    const r = run('any', 'any Scotty', '--json');
    expect(r.code).toBe(0);
    const obj = JSON.parse(r.out) as { group: string; members: { id: string }[] };
    expect(obj.group).toBe('any Scotty');
    expect(obj.members.map((m) => m.id)).toEqual(expect.arrayContaining(['montgomery-scott', 'mr-scott', 'chief-engineer-scott']));
  });

  it('human output lists members with how each belongs', () => {
    const r = run('any', 'any Miles');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Members/);
    expect(r.out).not.toMatch(/obrien-founder/);
    expect(r.out).toMatch(/O'Brien Founder impersonates/);
  });

  it('an unknown group exits 2', () => {
    const r = run('any', 'any Kamin');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no "any" group/);
  });
});

describe('stccg persona reads the catalogue the game reads (playPersonaCatalogue)', () => {
  it('knows a plain Premiere card the persona table does not: Tasha Yar, by name and by id', () => {
    expect(personaCatalogue.cards.has('tasha-yar')).toBe(false);
    const r = run('show', 'Tasha Yar');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^Tasha Yar \[tasha-yar\]: personnel, Premiere$/m);
    expect(r.out).toMatch(/Versions of: +Tasha Yar$/m);
    expect(run('show', 'tasha-yar').out).toBe(r.out);
    const j = JSON.parse(run('show', 'tasha-yar', '--json').out) as unknown;
    expect(j).toEqual(playPersonaRules.personaInfo('tasha-yar'));
    // a plain hologram too, universal: a version of no persona
    expect(run('show', 'Albert Einstein').out).toMatch(/Universal: +yes/);
  });

  it('relate and any know them as well', () => {
    const r = JSON.parse(run('relate', 'tasha-yar', 'Tasha Yar', '--json').out) as { samePersona: boolean; copies: boolean; maySwap: boolean };
    expect(r).toMatchObject({ samePersona: true, copies: true, maySwap: false });
    const g = JSON.parse(run('any', 'any Tasha Yar', '--json').out) as { members: { id: string }[] };
    expect(g.members.map((m) => m.id)).toEqual(['tasha-yar']);
  });

  it('a card the older catalogue knew answers as before: the intro decks\' cards and the premiums exactly, a persona-table card without the note that only its persona facts are stored once the card data gives its facts', () => {
    for (const id of ['galen', 'the-intendant', 'worf', 'jean-luc-picard', 'lt-jg-picard', 'montgomery-scott']) {
      if (!personaCatalogue.cards.has(id)) continue;
      const now = JSON.parse(run('show', id, '--json').out) as { reasons: string[] };
      const before = personaRules.personaInfo(id);
      const note = 'Only its persona facts are stored (from the persona table), not its game text.';
      expect(now, id).toEqual(now.reasons.includes(note) ? before : { ...before, reasons: before.reasons.filter((x) => x !== note) });
    }
    for (const g of ['any Scotty', 'any Worf']) expect(JSON.parse(run('any', g, '--json').out), g).toEqual(personaRules.anyGroup(g));
  });

  it('the persona table\'s id of a Premiere card the card data names otherwise finds that one card, listed once', () => {
    const r = run('show', 'u-s-s-enterprise');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^U\.S\.S\. Enterprise \[uss-enterprise\]: ship, Premiere$/m);
    expect(r.out).not.toMatch(/\[u-s-s-enterprise\]/);
    const amb = run('show', 'U.S.S. Enterprise');
    expect(amb.code).toBe(2);
    expect(amb.err.match(/^ {2}\S+/gm)?.map((x) => x.trim())).toEqual(['uss-enterprise', 'u-s-s-enterprise-chain-of-command', 'u-s-s-enterprise-20th-anniversary']);
  });
});

describe('personaCommand', () => {
  it('is a commander command named persona with the three subcommands', () => {
    const cmd = personaCommand();
    expect(cmd.name()).toBe('persona');
    expect(cmd.commands.map((c) => c.name()).sort()).toEqual(['any', 'relate', 'show']);
  });

  it('help exits 0 and lists the subcommands', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/relate/);
  });
});

/**
 * Premiere and Alternate Universe missions by blueprint id (issue 24, constructed play): a mission's
 * requirement formula is read into the requirement grammar (every shape the 59 missions of the two
 * sets use, and the intro missions' hand-written requirements exactly); a plain mission (no game
 * text, one side, printed span and points, requirements the engine's check knows) has engine facts
 * under its slug; any other says why it needs a card file, and the deck check says so. The Romulan
 * Outpost is an outpost like the Federation and Klingon ones; the Neutral Outpost needs a file.
 * The intro cards keep their facts.
 */
import { describe, expect, it } from 'vitest';
import { INTRO, cardImplementation, facts, hasFacts, seat, standardDecks } from '../../src/index.ts';
import type { DeckList } from '../../src/index.ts';
import { allBlueprints, blueprintFacts } from '../../src/cards/blueprints.ts';
import type { FacilityBlueprint, MissionBlueprint } from '../../src/cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint, tableDefOfBlueprint } from '../../src/cards/blueprint-ids.ts';
import { needsMissionCardFile, needsOutpostCardFile } from '../../src/cards/blueprint-missions.ts';
import { RequirementsFormulaError, engineRequirements, parseRequirementsFormula } from '../../src/cards/requirements-formula.ts';
import { Clause } from '../../src/cards/facts.ts';
import type { Requirements } from '../../src/cards/facts.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import type { TeamStats } from '../../src/rules/attributes.ts';
import { clauseMet, describeRequirements, requirementsMet } from '../../src/rules/requirements.ts';
import { setupTest } from '../harness.ts';
import { behaviour } from '../../src/cards/registry.ts';

const parse = (formula: string) => parseRequirementsFormula(formula);
/** Requirements of one alternative. */
const all = (...allOf: unknown[]) => ({ anyOf: [{ allOf }] });

const missions = allBlueprints().filter((b): b is MissionBlueprint => b.type === 'mission' && b.set !== 'intro-2pg');
const plain = missions.filter((b) => needsMissionCardFile(b) === null);

describe('reading a requirement formula', () => {
  it('skills, counts, attributes over a number, and the three written together', () => {
    expect(parse('Geology + Honor + INTEGRITY>35')).toEqual(all(
      { skill: 'Geology', count: 1 }, { skill: 'Honor', count: 1 }, { attribute: 'INTEGRITY', greaterThan: 35 },
    ));
    expect(parse('Diplomacy + INTEGRITY>30 + CUNNING>30')).toEqual(all(
      { skill: 'Diplomacy', count: 1 }, { attribute: 'INTEGRITY', greaterThan: 30 }, { attribute: 'CUNNING', greaterThan: 30 },
    ));
    // a count written "x3", "x 2" or in front; a classification in any case; the same skill twice adds up
    expect(parse('Diplomacy x3 + STRENGTH>35')).toEqual(all({ skill: 'Diplomacy', count: 3 }, { attribute: 'STRENGTH', greaterThan: 35 }));
    expect(parse('Treachery x 2 + Computer Skill')).toEqual(all({ skill: 'Treachery', count: 2 }, { skill: 'Computer Skill', count: 1 }));
    expect(parse('2 Medical')).toEqual(all({ skill: 'MEDICAL', count: 2 }));
    expect(parse('Medical x2')).toEqual(parse('2 MEDICAL'));
    expect(parse('MEDICAL + Biology + MEDICAL')).toEqual(all({ skill: 'MEDICAL', count: 2 }, { skill: 'Biology', count: 1 }));
    expect(parse('V.I.P. + Stellar Cartography')).toEqual(all({ skill: 'V.I.P.', count: 1 }, { skill: 'Stellar Cartography', count: 1 }));
  });

  it('alternatives: OR between them, each its own clauses', () => {
    expect(parse('MEDICAL x3 OR Biology + OFFICER')).toEqual({
      anyOf: [{ allOf: [{ skill: 'MEDICAL', count: 3 }] }, { allOf: [{ skill: 'Biology', count: 1 }, { skill: 'OFFICER', count: 1 }] }],
    });
    expect(parse('Diplomacy x5 OR Honor x4 OR Treachery x4').anyOf).toHaveLength(3);
    expect(parse('Archaeology OR CUNNING>32')).toEqual({ anyOf: [{ allOf: [{ skill: 'Archaeology', count: 1 }] }, { allOf: [{ attribute: 'CUNNING', greaterThan: 32 }] }] });
  });

  it('named cards, personnel with an icon, sums of attributes, a number per Away Team member, characteristics', () => {
    expect(parse('MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2').anyOf[1]).toEqual({ allOf: [{ personnelNamed: 'Geordi La Forge' }, { skill: 'MEDICAL', count: 2 }] });
    // Guinan is of a later set; the Time Travel Pod an artifact; the Interphase Generator an artifact used as equipment
    expect(parse('{Guinan} OR {Data} OR {Time Travel Pod}')).toEqual({
      anyOf: [{ allOf: [{ personnelNamed: 'Guinan' }] }, { allOf: [{ personnelNamed: 'Data' }] }, { allOf: [{ artifactNamed: 'Time Travel Pod' }] }],
    });
    expect(parse('{Interphase Generator}')).toEqual(all({ equipmentNamed: 'Interphase Generator' }));
    expect(parse('Astrophysics + Physics + 3 {[AU] icon Personnel}')).toEqual(all(
      { skill: 'Astrophysics', count: 1 }, { skill: 'Physics', count: 1 }, { personnelWithIcon: 'alternateUniverse', count: 3 },
    ));
    expect(parse('CUNNING + STRENGTH>68 OR Greed')).toEqual({ anyOf: [{ allOf: [{ attributeSum: ['CUNNING', 'STRENGTH'], greaterThan: 68 }] }, { allOf: [{ skill: 'Greed', count: 1 }] }] });
    expect(parse('STRENGTH>10 x number of Away Team members (minimum 3 personnel).')).toEqual(all({ attribute: 'STRENGTH', greaterThanPerPersonnel: 10 }, { minPersonnel: 3 }));
    expect(parse('Tal Shiar + INTEGRITY<21')).toEqual(all({ skill: 'Tal Shiar', count: 1 }, { attribute: 'INTEGRITY', lessThan: 21 }));
    expect(parse('Music + Youth + CIVILIAN x2 + Female + Male')).toEqual(all(
      { skill: 'Music', count: 1 }, { skill: 'Youth', count: 1 }, { skill: 'CIVILIAN', count: 2 }, { characteristic: 'Female' }, { characteristic: 'Male' },
    ));
    expect(parse('Any Vulcan + Diplomacy')).toEqual(all({ characteristic: 'Vulcan' }, { skill: 'Diplomacy', count: 1 }));
    expect(parse('One V.I.P. from each of four different affiliations')).toEqual(all({ skillAcrossAffiliations: 'V.I.P.', affiliations: 4 }));
  });

  it('boundaries: numbers as printed (0 too), spaces around ">" and "+", runs of spaces', () => {
    expect(parse('INTEGRITY>0')).toEqual(all({ attribute: 'INTEGRITY', greaterThan: 0 }));
    expect(parse('  Physics   +INTEGRITY > 28 ')).toEqual(all({ skill: 'Physics', count: 1 }, { attribute: 'INTEGRITY', greaterThan: 28 }));
    expect(parse('CUNNING>050')).toEqual(all({ attribute: 'CUNNING', greaterThan: 50 }));
    expect(parse('Stellar Cartography')).toEqual(all({ skill: 'Stellar Cartography', count: 1 }));
  });

  it('a formula it cannot read is refused with an error naming the formula and the part', () => {
    const bad: [string, RegExp][] = [
      ['', /it is empty/],
      ['   ', /it is empty/],
      ['OR Diplomacy', /"OR" has nothing on one side/],
      ['Diplomacy OR', /"OR" has nothing on one side/],
      ['Diplomacy OR OR Honor', /"OR" has nothing on one side/],
      ['Diplomacy +', /"\+" has nothing on one side/],
      ['+ Honor', /"\+" has nothing on one side/],
      ['Diplomacy + + Honor', /"\+" has nothing on one side/],
      ['Diplomcy + Honor', /"Diplomcy" is not a requirement we can read/],
      ['diplomacy', /"diplomacy" is not a requirement/],
      ['Diplomacy or Honor', /"Diplomacy or Honor" is not a requirement/],
      ['INTEGRITY>', /"INTEGRITY>" is not a requirement/],
      ['INTEGRITY>abc', /not a requirement/],
      ['INTEGRITY>-5', /not a requirement/],
      ['INTEGRITY>35.5', /not a requirement/],
      ['INTEGRITY=35', /not a requirement/],
      ['INTEGRITY>123456789012345678901234', /too large/],
      ['Honor x0', /a count is 1 or more/],
      ['0 Honor', /a count is 1 or more/],
      ['{Nobody We Know}', /\{Nobody We Know\} names no personnel, equipment or artifact we know/],
      ['{Tricorder', /not a requirement/],
      ['2 {[XYZ] icon Personnel}', /\[XYZ\] is not an icon we know/],
      ['INTEGRITY + Diplomacy', /must be followed by an attribute and "> N"/],
      ['Diplomacy + CUNNING', /must be followed by an attribute/],
      ['INTEGRITY + CUNNING<40', /a sum of attributes is compared with ">"/],
      ['CUNNING + CUNNING>40', /names an attribute twice/],
      ['One V.I.P. from each of one different affiliations', /not a number of affiliations/],
      ['Geology + Honor + INTEGRITY>35 Only once per game.', /not a requirement we can read/],
    ];
    for (const [formula, why] of bad) {
      expect(() => parse(formula), formula).toThrow(RequirementsFormulaError);
      expect(() => parse(formula), formula).toThrow(why);
      expect(() => parse(formula), formula).toThrow(`requirement formula "${formula}"`);
    }
  });

  it('reproduces every intro mission\'s hand-written requirements exactly', () => {
    const intro = INTRO.cards.filter((c) => c.type === 'mission');
    expect(intro).toHaveLength(12);
    for (const m of intro) expect(parse(m.requirementsFormula), m.id).toEqual(m.requirements);
  });

  it('reads every formula of the 59 Premiere and Alternate Universe missions as the card import did', () => {
    expect(missions).toHaveLength(59);
    const byKey = (x: unknown): unknown =>
      Array.isArray(x) ? x.map(byKey) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, byKey(v)])) : x;
    for (const b of missions) expect(byKey(parse(b.requirementsFormula)), b.blueprintId).toEqual(byKey(b.requirements));
  });

  it('the engine takes requirements whose every clause its check knows; it names the others', () => {
    expect(engineRequirements(parse('Diplomacy + Female'))).toEqual({ requirements: all({ skill: 'Diplomacy', count: 1 }, { characteristic: 'Female' }) });
    expect(engineRequirements(parse('{Data} OR {Time Travel Pod}'))).toEqual({ reason: "its requirements ask for an artifact ({Time Travel Pod}), which the engine's requirement check does not know" });
    expect(engineRequirements(parse('One V.I.P. from each of four different affiliations'))).toEqual({ reason: "its requirements ask for one V.I.P. from each of 4 affiliations, which the engine's requirement check does not know" });
  });
});

/** TeamStats by hand, for the clause checks at their boundaries. */
const team = (p: Partial<TeamStats>): TeamStats => ({
  members: [], skills: new Map(), INTEGRITY: 0, CUNNING: 0, STRENGTH: 0, strengths: [], names: new Set(),
  characteristics: new Set(), equipmentNames: new Set(), icons: new Map(), ...p,
});
const clause = (c: unknown): Clause => Clause.parse(c);

describe('the requirement check: the clauses the Alternate Universe missions add', () => {
  it('"ATTRIBUTE<N" is strictly less, as ">" is strictly more', () => {
    const c = clause({ attribute: 'INTEGRITY', lessThan: 21 });
    expect(clauseMet(team({ INTEGRITY: 20 }), c)).toBe(true);
    expect(clauseMet(team({ INTEGRITY: 21 }), c)).toBe(false);
    expect(clauseMet(team({ INTEGRITY: 35 }), clause({ attribute: 'INTEGRITY', greaterThan: 35 }))).toBe(false);
    expect(clauseMet(team({ INTEGRITY: 36 }), clause({ attribute: 'INTEGRITY', greaterThan: 35 }))).toBe(true);
  });

  it('a sum over a number per Away Team member, and a least number of members', () => {
    const r = parse('STRENGTH>10 x number of Away Team members (minimum 3 personnel).') as Requirements;
    const three = ['a', 'b', 'c'];
    expect(requirementsMet(team({ members: three, STRENGTH: 31 }), r)).toBe(true);
    expect(requirementsMet(team({ members: three, STRENGTH: 30 }), r)).toBe(false);
    expect(requirementsMet(team({ members: [...three, 'd'], STRENGTH: 31 }), r)).toBe(false);
    expect(requirementsMet(team({ members: ['a', 'b'], STRENGTH: 99 }), r)).toBe(false);
    expect(describeRequirements(r)).toBe("STRENGTH>10 x the team's size + at least 3 personnel");
  });

  it('so many personnel with an icon', () => {
    const c = clause({ personnelWithIcon: 'alternateUniverse', count: 3 });
    expect(clauseMet(team({ icons: new Map([['alternateUniverse', 3]]) }), c)).toBe(true);
    expect(clauseMet(team({ icons: new Map([['alternateUniverse', 2], ['command', 4]]) }), c)).toBe(false);
  });

  it('in play: icons are counted per member, and "Female" and "Male" are the members\' genders (the intro personnel print none as a characteristic)', () => {
    const h = setupTest({ federation: { planets: { homeward: ['Rachel Garrett', 'Jack Crusher', 'Richard Castillo', 'McKnight', 'Mot the Barber'] } } });
    const ids = ['Rachel Garrett', 'Jack Crusher', 'Richard Castillo', 'McKnight', 'Mot the Barber'].map((n) => h.card(n));
    expect(facts('mcknight')).toMatchObject({ gender: 'female', characteristics: expect.not.arrayContaining(['Female']) as unknown });
    const t = teamStats(h.s, ids);
    expect(t.icons.get('alternateUniverse')).toBe(3);
    expect(t.characteristics.has('Female') && t.characteristics.has('Male')).toBe(true);
    expect(clauseMet(t, clause({ personnelWithIcon: 'alternateUniverse', count: 3 }))).toBe(true);
    expect(clauseMet(t, clause({ personnelWithIcon: 'alternateUniverse', count: 4 }))).toBe(false);
    // Fissure Research also asks for Physics, which none of them has
    const fissure = facts('fissure-research');
    expect(fissure.type === 'mission' && requirementsMet(t, fissure.requirements)).toBe(false);
    expect(fissure.type === 'mission' && requirementsMet({ ...t, skills: new Map([...t.skills, ['Physics', 1]]) }, fissure.requirements)).toBe(true);
    const noFemale = teamStats(h.s, [h.card('Mot the Barber')]);
    expect(noFemale.characteristics.has('Female')).toBe(false);
    h.finish();
  });
});

describe('the plain Premiere and Alternate Universe missions', () => {
  it('51 of the 59 have engine facts under their slug; each of the other 8 needs a card file for a stated reason and has facts only from its card file', () => {
    expect(plain).toHaveLength(51);
    expect(plain.filter((b) => b.set === 'premiere')).toHaveLength(48);
    expect(plain.filter((b) => b.set === 'alternate-universe').map((b) => b.name)).toEqual(['Risa Shore Leave', 'Fissure Research', 'Brute Force']);
    const reasons: Record<string, string> = {};
    for (const b of missions) {
      const why = needsMissionCardFile(b);
      if (why) reasons[`${b.blueprintId} ${b.name}`] = why;
    }
    expect(reasons).toEqual({
      '101_173 Investigate Time Continuum': "its requirements ask for an artifact ({Time Travel Pod}), which the engine's requirement check does not know",
      '103_082 Reunion': 'it has game text',
      '103_084 Diplomatic Conference': 'it has game text',
      '103_085 FGC-47 Research': 'it has game text',
      '103_088 Warped Space': "it is asymmetric: its opponent's side differs",
      '103_089 Qualor II Rendezvous': 'it has game text',
      '103_090 Quash Conspiracy': 'it has game text',
      '103_091 Compromised Mission': "it is asymmetric: its opponent's side differs",
    });
    for (const b of missions) {
      const isPlain = needsMissionCardFile(b) === null;
      expect(tableDefOfBlueprint(b.blueprintId), b.blueprintId).toBeUndefined();
      // a mission that needs a file has facts once its card file exists (Investigate Time Continuum), none before
      const fromFile = behaviour(b.slug) !== undefined;
      expect(hasFacts(b.slug), b.blueprintId).toBe(isPlain || fromFile);
      expect(defOfBlueprint(b.blueprintId), b.blueprintId).toBe(isPlain || fromFile ? b.slug : undefined);
      if (!isPlain) continue;
      expect(blueprintOfDef(b.slug)).toBe(b.blueprintId);
      expect(cardImplementation(b.blueprintId), b.blueprintId).toEqual({ implemented: true });
      const f = facts(b.slug);
      expect(f).toMatchObject({ type: 'mission', name: b.name, missionType: b.missionType, span: b.span, points: b.points, affiliationIcons: b.affiliationIcons, quadrant: 'alpha' });
    }
  });

  it('a mission\'s facts are its printed ones: Excavation (101_154), Iconia Investigation (101_163), Brute Force (103_087)', () => {
    expect(facts('excavation')).toEqual({
      id: 'excavation', name: 'Excavation', unique: true, universal: false, characteristics: [], type: 'mission',
      affiliation: ['federation', 'romulan'], affiliationIcons: ['federation', 'romulan'], location: null, quadrant: 'alpha',
      missionType: 'planet', span: 3, points: 25, requirementsFormula: 'Archaeology OR CUNNING>32',
      requirements: { anyOf: [{ allOf: [{ skill: 'Archaeology', count: 1 }] }, { allOf: [{ attribute: 'CUNNING', greaterThan: 32 }] }] },
    });
    expect(facts('iconia-investigation')).toMatchObject({ missionType: 'planet', affiliationIcons: ['romulan'], span: 3, points: 35, characteristics: ['Neutral Zone Region'] });
    expect(facts('study-stellar-collision')).toMatchObject({ missionType: 'space', affiliationIcons: ['federation', 'romulan', 'klingon'], span: 3, points: 25 });
    expect(facts('brute-force')).toMatchObject({ requirements: all({ attribute: 'STRENGTH', greaterThanPerPersonnel: 10 }, { minPersonnel: 3 }) });
  });

  it('the other reasons: text, an opponent\'s side, a dual mission, a printed X, no icons, a formula it cannot read', () => {
    const base = blueprintFacts('101_146') as MissionBlueprint;
    expect(needsMissionCardFile(base)).toBeNull();
    expect(needsMissionCardFile({ ...base, missionType: 'dual' })).toBe('it is a dual mission');
    expect(needsMissionCardFile({ ...base, span: 'X' })).toBe('its span is printed as X');
    expect(needsMissionCardFile({ ...base, points: 'X' })).toBe('its points are printed as X');
    expect(needsMissionCardFile({ ...base, affiliationIcons: [] })).toBe('it has no affiliation icons');
    expect(needsMissionCardFile({ ...base, requirementsFormula: 'Geology + Hnor' })).toBe('its requirements cannot be read (requirement formula "Geology + Hnor": "Hnor" is not a requirement we can read (a skill, "Skill xN", ATTRIBUTE>N, {a named card}, ...))');
  });

  it('a plain mission is attempted as the intro ones are: Risa Shore Leave, its Female and Male from the members\' genders', () => {
    const decks = standardDecks();
    const fed = decks.federation as DeckList;
    decks.federation = { ...fed, missions: ['risa-shore-leave', ...fed.missions.filter((m) => m !== 'homeward')] };
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { planets: { 'Risa Shore Leave': ['McKnight', 'Mr. Homn', 'Mot the Barber'] } },
    }, decks);
    h.choose(`attempt:${h.card('Risa Shore Leave')}`);
    h.passResponses();
    expect(h.s.completed[h.card('Risa Shore Leave')]).toBe('federation');
    expect(seat(h.s, 'federation').score).toBe(30);
    h.finish();
  });
});

describe('the intro cards and the outposts', () => {
  it('the intro cards keep their own facts (the same objects), missions and outposts included', () => {
    for (const c of INTRO.cards) expect(facts(c.id), c.id).toBe(c);
    for (const id of ['106_002', '106_013', '101_104', '101_105']) expect(facts(defOfBlueprint(id) as string)).toBe(INTRO.cards.find((c) => c.id === defOfBlueprint(id)));
  });

  it('the Romulan Outpost is an outpost like the Federation and Klingon ones; the Neutral Outpost needs a card file (it has one)', () => {
    expect(facts('romulan-outpost')).toEqual({ id: 'romulan-outpost', name: 'Romulan Outpost', type: 'outpost', affiliation: 'romulan', unique: false, universal: true, shields: 32, characteristics: [] });
    const { id: _k, name: _n, affiliation: _a, ...klingon } = facts('klingon-outpost');
    const { id: _r, name: _rn, affiliation: _ra, ...romulan } = facts('romulan-outpost');
    expect(romulan).toEqual({ ...klingon, characteristics: [] });
    expect(defOfBlueprint('101_106')).toBe('romulan-outpost');
    expect(cardImplementation('101_106')).toEqual({ implemented: true });
    const neutral = blueprintFacts('103_052') as FacilityBlueprint;
    expect(needsOutpostCardFile(neutral)).toMatch(/^it is neutral: it goes only at space missions, .*does not repair ships$/);
    // its facts come from its card file (cards/neutral-outpost.ts), which makes it implemented
    expect(hasFacts(neutral.slug)).toBe(behaviour(neutral.slug) !== undefined);
    expect(cardImplementation('103_052')).toEqual({ implemented: true });
  });
});

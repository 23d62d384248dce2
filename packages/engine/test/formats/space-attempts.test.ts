/**
 * Space mission attempts in constructed games (issue 24; docs/RULINGS.md, constructed rulings 11
 * and 12): the crew aboard one of the player's ships at a space mission attempts it, staffed or
 * not, and (the 1996-97 rulings, the period default) the crew aboard the player's outpost there;
 * one member must match an affiliation icon of the mission (Non-Aligned may join); each ship or
 * outpost is a team of its own; a crew stopped by a dilemma stops its ship. A dilemma met where
 * it does not belong (a planet dilemma in a space attempt, a space dilemma in a planet attempt)
 * is discarded with no effect; a dual dilemma belongs to both. The intro game attempts planet
 * missions only. Positions are made from a constructed game just past its seed phase, the cards
 * moved into place.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CONSTRUCTED_RULES, facts, INTRO_RULES, seat } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option } from '../../src/index.ts';
import { registerFacts } from '../../src/cards/facts.ts';
import { attemptOptions, whyCannotAttempt } from '../../src/rules/missions.ts';
import { card, invalidate, moveTo } from '../../src/rules/board.ts';
import { wrongWhere } from '../../src/rules/dilemmas.ts';
import { setupTest } from '../harness.ts';
import { choose, loc, mainOptions, personnel, position, put, settle, ship as shipAt } from './constructed-setup.ts';

// Positions: constructed-setup.ts's position(), player-1 (Federation) at its first main decision,
// no dilemma seeded; player-1 placed Study Stellar Collision (space, Federation/Romulan/Klingon icons,
// Stellar Cartography, 25 points), player-2 (Klingon) Survey Mission (space, Klingon icon only) among
// others; Avert Danger is a planet mission.

/** A ship of player-1's at the location, with these personnel aboard. */
const ship = (s: GameState, at: CardId, crew: string[], def = 'uss-galaxy'): { ship: CardId; crew: CardId[] } => shipAt(s, 'player-1', at, def, crew);
/** The attempts of the main decision asked again after the position changed. */
const refresh = (s: GameState): Option[] => mainOptions(s).filter((o) => o.group === 'attempt');
const noEffect = (s: GameState) => s.log.filter((e) => e.type === 'dilemmaNoEffect').map((e) => e.text);

// a Federation personnel with neither Stellar Cartography nor a Command icon
const plainFed = () => personnel('federation').find((c) => { const f = facts(c) as Extract<CardFacts, { type: 'personnel' }>; return !f.skills.some((k) => k.skill === 'Stellar Cartography') && !f.icons.includes('command'); }) as string;

/** Premiere's Tsiolkovsky Infection (space) and a dual dilemma of this test's own with no card file (every dilemma of the sets has one now), as facts, placed by hand. */
const dilemmaFacts = (id: string, name: string, dilemmaType: 'space' | 'dual'): CardFacts => ({
  id, name, unique: false, universal: null, characteristics: [],
  type: 'dilemma', affiliation: null, dilemmaType, appliesOnlyIf: null, overcomeRequirements: null, bonusPoints: null,
});
const SPACE_DILEMMA = dilemmaFacts('tsiolkovsky-infection', 'Tsiolkovsky Infection', 'space');
const DUAL_DILEMMA = dilemmaFacts('test-dual-dilemma', 'Test Dual Dilemma', 'dual');

describe('space mission attempts (constructed)', () => {
  it('the crew aboard a ship at a space mission attempts it, the ship unstaffed, and scores the points', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const { ship: galaxy, crew } = ship(s, m, ['taitt']);
    const opts = refresh(s);
    expect(opts.map((o) => o.id)).toEqual([`attempt:${m}:${galaxy}`]);
    expect(opts[0]?.label).toBe('Attempt Study Stellar Collision with the 1 personnel aboard U.S.S. Galaxy');
    expect(opts[0]?.act).toEqual({ type: 'attempt', mission: m, from: galaxy });
    expect(whyCannotAttempt(s, 'player-1', m)).toBeNull();
    const before = seat(s, 'player-1').score;
    choose(s, `attempt:${m}:${galaxy}`);
    settle(s);
    expect(s.completed[m]).toBe('player-1');
    expect(seat(s, 'player-1').score).toBe(before + 25);
    expect(s.log.find((e) => e.type === 'missionAttempted')?.data?.team).toEqual(crew);
    // completed: never again
    expect(refresh(s)).toEqual([]);
    expect(whyCannotAttempt(s, 'player-1', m, galaxy)).toBe('Study Stellar Collision has already been completed by player-1');
  });

  it('a ship at a planet mission makes no attempt there; the Away Team on the planet does', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: galaxy } = ship(s, m, ['taitt']);
    expect(refresh(s)).toEqual([]);
    expect(whyCannotAttempt(s, 'player-1', m, galaxy)).toBe('Avert Danger is a planet mission: an Away Team on the planet attempts it');
    expect(whyCannotAttempt(s, 'player-1', m)).toBe('You have no unstopped personnel on the planet at Avert Danger');
  });

  it('no crew member matching an icon of the mission: not offered, with the reason', () => {
    const s = position();
    const m = loc(s, 'survey-mission'); // Klingon icon only
    const { ship: galaxy } = ship(s, m, ['taitt']);
    expect(refresh(s)).toEqual([]);
    const why = 'At least one personnel aboard U.S.S. Galaxy must match an affiliation icon of Survey Mission (klingon)';
    expect(whyCannotAttempt(s, 'player-1', m, galaxy)).toBe(why);
    expect(whyCannotAttempt(s, 'player-1', m)).toBe(why);
    // nobody there at all
    const empty = loc(s, 'investigate-rogue-comet');
    expect(whyCannotAttempt(s, 'player-1', empty)).toBe('You have no ship or outpost at Investigate Rogue Comet to attempt it from');
  });

  it('Non-Aligned personnel do not attempt alone, but join a matching member and their skills count', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const { ship: runabout } = ship(s, m, ['dr-reyga'], 'runabout');
    expect(refresh(s)).toEqual([]);
    expect(whyCannotAttempt(s, 'player-1', m, runabout)).toMatch(/^At least one personnel aboard Runabout must match an affiliation icon/);
    put(s, 'player-1', plainFed(), { z: 'aboard', host: runabout });
    expect(refresh(s).map((o) => o.id)).toEqual([`attempt:${m}:${runabout}`]);
    choose(s, `attempt:${m}:${runabout}`);
    settle(s);
    expect(s.completed[m]).toBe('player-1'); // Stellar Cartography is Dr. Reyga's
  });

  it('each ship\'s crew is a team of its own: two crews at the mission do not pool', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const a = ship(s, m, [plainFed()]);
    const b = ship(s, m, ['dr-reyga'], 'runabout');
    // only the Federation crew may attempt; it lacks Stellar Cartography, which the other ship has
    expect(refresh(s).map((o) => o.id)).toEqual([`attempt:${m}:${a.ship}`]);
    choose(s, `attempt:${m}:${a.ship}`);
    settle(s);
    expect(s.completed[m]).toBeUndefined();
    expect(s.log.some((e) => e.type === 'missionNotCompleted' && e.text.includes('crew of U.S.S. Galaxy does not meet the requirements'))).toBe(true);
    expect(card(s, a.ship).stopped).toBe(false);
    void b;
  });

  it('a stopped crew or a stopped ship cannot attempt; another ship there still may', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const a = ship(s, m, ['taitt']);
    const b = ship(s, m, ['taitt'], 'runabout');
    for (const id of a.crew) card(s, id).stopped = true;
    expect(whyCannotAttempt(s, 'player-1', m, a.ship)).toBe('You have no unstopped personnel aboard U.S.S. Galaxy at Study Stellar Collision');
    card(s, b.ship).stopped = true;
    expect(whyCannotAttempt(s, 'player-1', m, b.ship)).toBe('Runabout is stopped and can do nothing more this turn');
    expect(refresh(s)).toEqual([]);
    expect(whyCannotAttempt(s, 'player-1', m)).toBe('You have no unstopped personnel aboard U.S.S. Galaxy at Study Stellar Collision');
    const c = ship(s, m, ['taitt'], 'uss-nebula');
    expect(refresh(s).map((o) => o.id)).toEqual([`attempt:${m}:${c.ship}`]);
  });

  it('the crew aboard the player\'s outpost at a space mission may attempt it (the 1996-97 rulings, the period default)', () => {
    expect(CONSTRUCTED_RULES.attempts.space).toEqual({ by: 'crew', fromOutpost: true });
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const outpost = Object.values(s.cards).find((c) => c.owner === 'player-1' && c.at.z === 'outpost')?.id as CardId;
    moveTo(s, outpost, { z: 'outpost', loc: m });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: outpost });
    expect(refresh(s).map((o) => o.id)).toEqual([`attempt:${m}:${outpost}`]);
    choose(s, `attempt:${m}:${outpost}`);
    settle(s);
    expect(s.completed[m]).toBe('player-1');
  });

  it('the opponent\'s outpost is no place to attempt from, nor is an outpost elsewhere', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const theirs = Object.values(s.cards).find((c) => c.owner === 'player-2' && c.at.z === 'outpost')?.id as CardId;
    moveTo(s, theirs, { z: 'outpost', loc: m });
    expect(whyCannotAttempt(s, 'player-1', m, theirs)).toBe('A space mission is attempted from one of your ships or outposts at it');
    expect(attemptOptions(s, 'player-1')).toEqual([]);
  });
});

describe('dilemmas met where they do not belong (constructed)', () => {
  const archer = facts('archer');
  afterEach(() => registerFacts([archer]));

  it('planet dilemmas met in a space attempt are discarded with no effect, in seeding order, and the crew completes the mission', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const archerId = put(s, 'player-2', 'archer', { z: 'underMission', loc: m, i: 0 });
    const virus = put(s, 'player-2', 'microvirus', { z: 'underMission', loc: m, i: 1 });
    const { ship: galaxy, crew } = ship(s, m, ['taitt', plainFed()]);
    refresh(s);
    choose(s, `attempt:${m}:${galaxy}`);
    settle(s);
    expect(noEffect(s)).toEqual([
      'Archer is a planet dilemma met in a space attempt: it is discarded with no effect',
      'Microvirus is a planet dilemma met in a space attempt: it is discarded with no effect',
    ]);
    expect(card(s, archerId).at).toEqual({ z: 'discard' });
    expect(card(s, virus).at).toEqual({ z: 'discard' });
    for (const id of crew) expect(card(s, id).at).toEqual({ z: 'aboard', host: galaxy });
    expect(s.completed[m]).toBe('player-1');
  });

  it('a space dilemma met in a planet attempt is discarded with no effect; a dual one is not (it is met: here it has no behaviour)', () => {
    registerFacts([SPACE_DILEMMA, DUAL_DILEMMA]);
    const s = position();
    const m = loc(s, 'avert-danger');
    const tsio = put(s, 'player-2', 'tsiolkovsky-infection', { z: 'underMission', loc: m, i: 0 });
    put(s, 'player-2', 'test-dual-dilemma', { z: 'underMission', loc: m, i: 1 });
    put(s, 'player-1', 'taitt', { z: 'planet', loc: m });
    const opts = refresh(s);
    expect(opts.map((o) => o.id)).toEqual([`attempt:${m}`]);
    choose(s, `attempt:${m}`);
    settle(s);
    expect(noEffect(s)).toEqual([
      'Tsiolkovsky Infection is a space dilemma met in a planet attempt: it is discarded with no effect',
      'Test Dual Dilemma has no behaviour in this engine yet and does nothing',
    ]);
    expect(card(s, tsio).at).toEqual({ z: 'discard' });
  });

  it('a planet dilemma in a planet attempt still acts', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    put(s, 'player-2', 'archer', { z: 'underMission', loc: m, i: 0 });
    const team = [put(s, 'player-1', 'taitt', { z: 'planet', loc: m }), put(s, 'player-1', plainFed(), { z: 'planet', loc: m })];
    refresh(s);
    choose(s, `attempt:${m}`);
    settle(s);
    expect(noEffect(s)).toEqual([]);
    expect(team.filter((id) => card(s, id).at.z === 'discard')).toHaveLength(1);
  });

  it('a dual dilemma met in a space attempt acts on the crew: a member is killed, the crew and its ship are stopped', () => {
    // Archer read as a dual dilemma, for this test only
    registerFacts([{ ...archer, dilemmaType: 'dual' } as CardFacts]);
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    put(s, 'player-2', 'archer', { z: 'underMission', loc: m, i: 0 });
    const { ship: galaxy, crew } = ship(s, m, ['taitt', plainFed()]);
    refresh(s);
    choose(s, `attempt:${m}:${galaxy}`);
    settle(s);
    expect(noEffect(s)).toEqual([]);
    const dead = crew.filter((id) => card(s, id).at.z === 'discard');
    expect(dead).toHaveLength(1);
    const left = crew.filter((id) => !dead.includes(id));
    for (const id of left) expect(card(s, id).stopped).toBe(true);
    expect(card(s, galaxy).stopped).toBe(true);
    expect(s.completed[m]).toBeUndefined();
    expect(s.log.some((e) => e.type === 'awayTeamStopped' && e.text === 'player-1\'s crew of U.S.S. Galaxy at Study Stellar Collision is stopped by Archer')).toBe(true);
    expect(s.log.some((e) => e.type === 'attemptEnded' && e.text.endsWith('the crew of U.S.S. Galaxy is stopped'))).toBe(true);
    expect(whyCannotAttempt(s, 'player-1', m, galaxy)).toBe('U.S.S. Galaxy is stopped and can do nothing more this turn');
  });

  it('a crew stopped aboard its outpost stops the outpost (the 1997 rulings): no second attempt from it this turn', () => {
    registerFacts([{ ...archer, dilemmaType: 'dual' } as CardFacts]);
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    put(s, 'player-2', 'archer', { z: 'underMission', loc: m, i: 0 });
    const outpost = Object.values(s.cards).find((c) => c.owner === 'player-1' && c.at.z === 'outpost')?.id as CardId;
    moveTo(s, outpost, { z: 'outpost', loc: m });
    for (const p of ['taitt', plainFed(), plainFed()]) put(s, 'player-1', p, { z: 'aboard', host: outpost });
    refresh(s);
    choose(s, `attempt:${m}:${outpost}`);
    settle(s);
    expect(card(s, outpost).stopped).toBe(true);
    expect(whyCannotAttempt(s, 'player-1', m, outpost)).toBe('Federation Outpost is stopped and can do nothing more this turn');
    expect(refresh(s)).toEqual([]);
  });
});

describe('the intro game', () => {
  it('still refuses space attempts with its message, and resolves a dilemma wherever it is met', () => {
    expect(INTRO_RULES.attempts).toEqual({ space: { by: 'none', why: 'the quick-start decks attempt planet missions only' }, wrongWhere: 'resolve' });
    const h = setupTest({
      spaceline: ['Distress Mission', 'Reported Activity', 'Sensitive Search', 'Gault', 'Homeward', 'Reopen Dig'],
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag', 'Batrell'] }] },
    });
    const gault = h.card('Gault');
    // Gault read as a space mission (a Klingon one, as Survey Mission is)
    h.s.cards[gault]!.def = 'survey-mission';
    invalidate(h.s);
    expect(whyCannotAttempt(h.s, 'klingon', gault)).toBe('Survey Mission is a space mission; the quick-start decks attempt planet missions only');
    expect(whyCannotAttempt(h.s, 'klingon', gault, h.card("I.K.C. K'Vort"))).toBe('Survey Mission is not attempted from a ship; the quick-start decks attempt planet missions only');
    expect(attemptOptions(h.s, 'klingon')).toEqual([]);
    // a space dilemma met on a planet: the intro game has none, and would resolve it
    registerFacts([SPACE_DILEMMA]);
    const d = h.cards('Archer')[0] as CardId;
    h.s.cards[d]!.def = SPACE_DILEMMA.id;
    expect(wrongWhere(h.s, d)).toBeNull();
    expect(wrongWhere(h.s, d, h.card("I.K.C. K'Vort"))).toBeNull();
  });
});

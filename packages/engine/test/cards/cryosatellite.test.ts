/**
 * Cryosatellite (Alternate Universe artifact): seeds under a space mission only; with it, its owner may
 * seed one more artifact and up to three [AU] personnel under that mission; whoever solves the mission
 * earns them all (the personnel join the crew that solved it, the artifact goes to hand) and the
 * Cryosatellite is discarded. A personnel earned that cannot come into play there is discarded
 * (docs/RULINGS.md, "Constructed: Cryosatellite"; rules/seed-holders.ts).
 */
import { describe, expect, it } from 'vitest';
import { advance, apply, autoAnswer, buildPosition } from '../../src/index.ts';
import type { CardId, CardState, GameState, Option, PositionSpec } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { seedableUnder, whyNotSeedableUnder } from '../../src/rules/seeding.ts';
import { personaEntryCheck } from '../../src/rules/persona-play.ts';
import { FED, FED_MISSIONS, newGame, options, stepUntil } from '../formats/constructed-setup.ts';
import cryosatellite from '../../src/cards/cryosatellite.ts';
import { checkInvariants } from '../../src/core/invariants.ts';

const choose = (s: GameState, id: string) => apply(s, { decision: (s.pending as { id: string }).id, option: id });
const idOf = (s: GameState, owner: string, def: string, z?: string): CardId =>
  (Object.values(s.cards) as CardState[]).find((c) => c.owner === owner && c.def === def && (z === undefined || c.at.z === z))?.id as CardId;
const locOf = (s: GameState, def: string): CardId => s.spaceline.find((l) => card(s, l).def === def) as CardId;

describe('Cryosatellite: the card', () => {
  it('declares what seeds with it: one more artifact and three [AU] personnel, at a space location', () => {
    expect(cryosatellite.id).toBe('cryosatellite');
    expect(cryosatellite.seedsWith).toEqual({ where: 'space', artifacts: 1, personnel: { max: 3, icon: 'alternateUniverse' } });
  });
});

// ---- seeding: a constructed game in its seed phase, player-1 to seed (door open)

const SEEDS = ['federation-outpost', 'alternate-universe-door', 'cryosatellite', 'lt-jg-picard', 'jack-crusher', 'beverly-picard', 'rachel-garrett', 'calloway'];

function seedPhase(door = true): GameState {
  const s = newGame(5, FED(SEEDS, FED_MISSIONS));
  stepUntil(s, (x) => x.pending?.kind === 'seedDilemma' && x.pending.player === 'player-1', (_x, opts) => (door ? opts.find((o) => o.act.type === 'doorway' && o.id.includes('player-1')) : undefined));
  expect(s.pending?.kind).toBe('seedDilemma');
  return s;
}
const seedCard = (s: GameState, def: string) => idOf(s, 'player-1', def, 'seedPile');
/** A card of player-1's draw deck made into `def` and put in the seed pile (an artifact the engine cannot play yet has no place in a deck). */
function extra(s: GameState, def: string): CardId {
  const id = (Object.values(s.cards) as CardState[]).find((c) => c.owner === 'player-1' && c.at.z === 'deck')?.id as CardId;
  card(s, id).def = def;
  moveTo(s, id, { z: 'seedPile' });
  return id;
}
const under = (s: GameState, id: CardId, loc: CardId) => moveTo(s, id, { z: 'underMission', loc, i: Object.values(s.cards).filter((c) => c.at.z === 'underMission').length });

describe('Cryosatellite: seeding', () => {
  it('seeds only under a space mission: Study Stellar Collision and Investigate Rogue Comet, not the planet Avert Danger', () => {
    const s = seedPhase();
    const cryo = seedCard(s, 'cryosatellite');
    const where = seedableUnder(s, 'player-1', cryo).map((l) => card(s, l).def);
    expect(where).toContain('study-stellar-collision');
    expect(where).toContain('investigate-rogue-comet');
    expect(where).not.toContain('avert-danger');
    expect(whyNotSeedableUnder(s, 'player-1', cryo, locOf(s, 'avert-danger'))).toBe('Cryosatellite is seeded only at a space location; Avert Danger is a planet mission');
    // an offered seed of the decision
    expect(options(s).some((o) => o.id === `seed:${cryo}@${locOf(s, 'study-stellar-collision')}`)).toBe(true);
  });

  it('an [AU] personnel is seeded only where the player already has a Cryosatellite: offered there, once it is seeded', () => {
    const s = seedPhase();
    const loc = locOf(s, 'study-stellar-collision');
    const yar = seedCard(s, 'jack-crusher');
    expect(seedableUnder(s, 'player-1', yar)).toEqual([]);
    expect(whyNotSeedableUnder(s, 'player-1', yar, loc)).toMatch(/^Jack Crusher is a personnel: it is seeded only under a mission where you have seeded a card that carries personnel/);
    choose(s, `seed:${seedCard(s, 'cryosatellite')}@${loc}`);
    stepUntil(s, (x) => x.pending?.kind === 'seedDilemma' && x.pending.player === 'player-1');
    expect(seedableUnder(s, 'player-1', yar)).toEqual([loc]);
    expect(options(s).some((o) => o.id === `seed:${yar}@${loc}`)).toBe(true);
  });

  it('the opponent\'s Cryosatellite lets the player seed no personnel there', () => {
    const s = seedPhase();
    const loc = locOf(s, 'study-stellar-collision');
    const theirs = idOf(s, 'player-2', 'klingon-outpost'); // any card of player-2's, made a Cryosatellite
    card(s, theirs).def = 'cryosatellite';
    under(s, theirs, loc);
    expect(whyNotSeedableUnder(s, 'player-1', seedCard(s, 'lt-jg-picard'), loc)).toMatch(/is a personnel: it is seeded only under a mission where you have seeded/);
  });

  it('up to three [AU] personnel with it; a fourth is refused (boundary); a personnel without the [AU] icon is refused', () => {
    const s = seedPhase();
    const loc = locOf(s, 'study-stellar-collision');
    under(s, seedCard(s, 'cryosatellite'), loc);
    for (const d of ['lt-jg-picard', 'jack-crusher']) under(s, seedCard(s, d), loc);
    expect(whyNotSeedableUnder(s, 'player-1', seedCard(s, 'beverly-picard'), loc)).toBeNull(); // the third
    under(s, seedCard(s, 'beverly-picard'), loc);
    expect(whyNotSeedableUnder(s, 'player-1', seedCard(s, 'rachel-garrett'), loc)).toBe('You already have 3 personnel under Study Stellar Collision: at most 3 are seeded with Cryosatellite');
    expect(whyNotSeedableUnder(s, 'player-1', seedCard(s, 'calloway'), locOf(s, 'study-stellar-collision'))).toMatch(/has no Alternate Universe icon: only such personnel are seeded with Cryosatellite$/);
  });

  it('one more artifact with it (two in all); a third is refused; without it the one-artifact rule stands', () => {
    const s = seedPhase();
    const loc = locOf(s, 'study-stellar-collision');
    const other = locOf(s, 'investigate-rogue-comet');
    const tox = extra(s, 'tox-uthat');
    const flute = extra(s, 'ressikan-flute');
    under(s, tox, other);
    expect(whyNotSeedableUnder(s, 'player-1', flute, other)).toBe('You already have an artifact under Investigate Rogue Comet: at most one of your artifacts under each mission');
    under(s, seedCard(s, 'cryosatellite'), loc);
    expect(whyNotSeedableUnder(s, 'player-1', flute, loc)).toBeNull();
    under(s, flute, loc);
    moveTo(s, tox, { z: 'seedPile' });
    expect(whyNotSeedableUnder(s, 'player-1', tox, loc)).toBe('You already have 2 artifacts under Study Stellar Collision: with Cryosatellite at most 2');
  });

  it('an [AU] personnel needs its owner\'s open Alternate Universe Door to be seeded, as every [AU] card', () => {
    const s = seedPhase(false);
    const loc = locOf(s, 'study-stellar-collision');
    const cryo = idOf(s, 'player-1', 'cryosatellite');
    expect(seedableUnder(s, 'player-1', cryo)).toEqual([]); // Cryosatellite is [AU] itself
    under(s, cryo, loc);
    expect(whyNotSeedableUnder(s, 'player-1', seedCard(s, 'lt-jg-picard'), loc)).toMatch(/has the Alternate Universe icon: it may be seeded, played or reported only while you have an open Alternate Universe Door/);
  });
});

// ---- met and earned: constructed positions, player-1's Federation crew attempting Study Stellar Collision

type Side = NonNullable<PositionSpec['player-1']>;
function attemptPosition(seeded: string[], crew: string[] = ['Taitt'], p2: Partial<Side> = {}, seeded2?: Record<string, string[]>): GameState {
  return buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Study Stellar Collision'],
    turn: { active: 'player-1' },
    'player-1': { missions: ['Study Stellar Collision'], ships: [{ card: 'uss-galaxy', at: 'Study Stellar Collision', crew }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], seeded: seeded2 ?? { 'Study Stellar Collision': seeded }, ...p2 },
  });
}
/** Player-1's crew aboard the U.S.S. Galaxy attempts Study Stellar Collision; every other decision answered as nobody is asked, else the first option. */
function attempt(s: GameState): void {
  if (s.pending?.kind === 'personaSwap') choose(s, 'noswap');
  advance(s);
  const ship = idOf(s, 'player-1', 'uss-galaxy');
  const loc = locOf(s, 'study-stellar-collision');
  choose(s, `attempt:${loc}:${ship}`);
  for (let n = 0; n < 100 && s.pending && !(s.pending.player === 'player-1' && s.pending.kind === 'main'); n++) choose(s, autoAnswer(s) ?? (s.pending.options[0] as Option).id);
}
const at = (s: GameState, owner: string, def: string) => card(s, idOf(s, owner, def)).at;

describe('Cryosatellite: met in an attempt, earned when the mission is solved', () => {
  it('solved: the [AU] personnel join the crew aboard the ship as player-1\'s, the extra artifact goes to hand, Cryosatellite is discarded', () => {
    const s = attemptPosition(['Cryosatellite', 'Tox Uthat', 'Lt. (j.g.) Picard', 'Jack Crusher']);
    attempt(s);
    const ship = idOf(s, 'player-1', 'uss-galaxy');
    expect(s.completed[locOf(s, 'study-stellar-collision')]).toBe('player-1');
    for (const d of ['lt-jg-picard', 'jack-crusher']) {
      const c = (Object.values(s.cards) as CardState[]).find((x) => x.def === d) as CardState;
      expect(c.owner).toBe('player-1');
      expect(c.at).toEqual({ z: 'aboard', host: ship });
    }
    expect(at(s, 'player-1', 'tox-uthat')).toEqual({ z: 'hand' });
    expect(at(s, 'player-1', 'cryosatellite')).toEqual({ z: 'discard' });
    expect(s.log.some((e) => e.type === 'seededPersonnelFound')).toBe(true);
    expect(s.log.some((e) => e.text === "player-1 earns Lt. (j.g.) Picard from Study Stellar Collision: it joins the crew aboard U.S.S. Galaxy")).toBe(true);
  });

  it('not solved (no Stellar Cartography): nothing is earned; the personnel stay under the mission, face up, at the bottom', () => {
    const s = attemptPosition(['Cryosatellite', 'Lt. (j.g.) Picard'], ['Calloway']);
    attempt(s);
    const picard = (Object.values(s.cards) as CardState[]).find((x) => x.def === 'lt-jg-picard') as CardState;
    expect(s.completed[locOf(s, 'study-stellar-collision')]).toBeUndefined();
    expect(picard.owner).toBe('player-2');
    expect(picard.at.z).toBe('underMission');
    expect(picard.revealed).toBe(true);
  });

  it('a dual-affiliation personnel earned plays the side that mixes with the crew: Major Rakal joins a Federation crew as Federation', () => {
    const s = attemptPosition(['Cryosatellite', 'Major Rakal']);
    attempt(s);
    const rakal = (Object.values(s.cards) as CardState[]).find((x) => x.def === 'major-rakal') as CardState;
    expect(rakal.at.z).toBe('aboard');
    expect(rakal.aff).toBe('federation');
  });

  it('a second version of a persona the solver has in play is discarded: Major Rakal with Deanna Troi in the crew', () => {
    const s = attemptPosition(['Cryosatellite', 'Major Rakal'], ['Taitt', 'Deanna Troi']);
    attempt(s);
    expect(at(s, 'player-1', 'major-rakal')).toEqual({ z: 'discard' });
    expect(s.log.some((e) => e.type === 'seededPersonnelDiscarded' && /^player-1 earns Major Rakal from Study Stellar Collision, but it cannot come into play: /.test(e.text))).toBe(true);
  });

  it('a second copy of a unique card the solver has in play is discarded; the opponent\'s copy in play is no bar (the limit is per player)', () => {
    const s = attemptPosition(['Cryosatellite', 'Lt. (j.g.) Picard'], ['Taitt', 'Lt. (j.g.) Picard']);
    attempt(s);
    expect((Object.values(s.cards) as CardState[]).filter((c) => c.def === 'lt-jg-picard').map((c) => [c.owner, c.at.z]).sort()).toEqual([['player-1', 'aboard'], ['player-1', 'discard']]);
    const t = attemptPosition(['Cryosatellite', 'Lt. (j.g.) Picard'], ['Taitt'], { planets: { Gault: ['Lt. (j.g.) Picard'] } });
    attempt(t);
    expect((Object.values(t.cards) as CardState[]).filter((c) => c.def === 'lt-jg-picard' && c.owner === 'player-1').map((c) => c.at.z)).toEqual(['aboard']);
  });

  it('a personnel who may not mix with the crew is discarded (a Klingon with a Federation crew); a Federation one with it joins', () => {
    const s = attemptPosition(['Cryosatellite', 'Governor Worf', 'Richard Castillo']);
    attempt(s);
    expect(at(s, 'player-1', 'governor-worf')).toEqual({ z: 'discard' });
    expect(s.log.some((e) => e.type === 'seededPersonnelDiscarded' && e.text.includes('Governor Worf (Klingon) may not join U.S.S. Galaxy (Federation)'))).toBe(true);
    expect(at(s, 'player-1', 'richard-castillo')).toEqual({ z: 'aboard', host: idOf(s, 'player-1', 'uss-galaxy') });
  });

  it('a personnel under a mission with no Cryosatellite of its owner\'s there is mis-seeded: discarded when met; the attempt goes on', () => {
    const s = attemptPosition(['Lt. (j.g.) Picard']);
    attempt(s);
    expect(at(s, 'player-2', 'lt-jg-picard')).toEqual({ z: 'discard' });
    expect(s.log.some((e) => e.type === 'misSeedDiscarded')).toBe(true);
    expect(s.completed[locOf(s, 'study-stellar-collision')]).toBe('player-1');
  });

  it('a personnel seeded face down is not in play for its owner\'s persona limit: player-2 may still report a copy', () => {
    const s = attemptPosition(['Cryosatellite', 'Lt. (j.g.) Picard']);
    expect(personaEntryCheck(s, 'player-2', 'lt-jg-picard')).toBeNull();
    moveTo(s, idOf(s, 'player-2', 'lt-jg-picard'), { z: 'planet', loc: locOf(s, 'gault') });
    expect(personaEntryCheck(s, 'player-2', 'lt-jg-picard')).not.toBeNull();
  });

  it('the game invariants accept what a Cryosatellite carries and flag one card more (boundary), or a personnel without one', () => {
    const s = attemptPosition(['Cryosatellite', 'Tox Uthat', 'Lt. (j.g.) Picard', 'Jack Crusher', 'Beverly Picard']);
    const n = Object.keys(s.cards).length;
    expect(checkInvariants(s, n)).toEqual([]);
    const loc = locOf(s, 'study-stellar-collision');
    const more = idOf(s, 'player-2', 'rachel-garrett') ?? (Object.values(s.cards) as CardState[]).find((c) => c.owner === 'player-2' && c.at.z === 'deck')?.id as CardId;
    card(s, more).def = 'rachel-garrett';
    moveTo(s, more, { z: 'underMission', loc, i: 99 });
    expect(checkInvariants(s, n)).toEqual([`player-2 has 4 personnel under ${loc}`]);
    moveTo(s, idOf(s, 'player-2', 'cryosatellite'), { z: 'discard' });
    expect(checkInvariants(s, n)).toHaveLength(4); // each personnel, with no Cryosatellite there
  });
});

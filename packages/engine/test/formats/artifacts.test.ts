/**
 * Artifacts in constructed games (issue 24, item 7; docs/RULINGS.md, "Constructed: artifacts and
 * doorways"): seeded face down under missions like dilemmas, at most one of a player's artifacts
 * under each mission; met during an attempt, an artifact is not resolved but turned face up and
 * moved to the bottom of the mission's stack, and the attempt goes on; the player who solves the
 * mission earns every artifact still under it, to hand; an artifact is played as its card file says,
 * and one with no behaviour yet says so; an [AU] artifact waits for an open door. Invariants and the
 * view keep the artifacts under missions and the doorway on the table. Positions are made from
 * constructed games stepped through their seed phase, cards moved into place.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advance, cardImplementation, checkInvariants, CONSTRUCTED_RULES, explain, facts, INTRO_RULES, seat, view } from '../../src/index.ts';
import type { CardId, GameState, Option } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { playOptions, whyNotPlayable } from '../../src/rules/play.ts';
import { artifactsUnder, stackOrder, whyArtifactNotPlayable } from '../../src/rules/artifacts.ts';
import { whyNotSeedableUnder } from '../../src/rules/seeding.ts';
import { cardRegistry, declareCard, installCards, installedCards } from '../../src/cards/registry.ts';
import { CARDS } from '../../src/cards/catalogue.ts';
import { deckListOf } from '../../src/decks/deck-list.ts';
import { allFacts } from '../../src/cards/facts.ts';
import { choose, FED, FED_MISSIONS, KLI, KLI_MISSIONS, loc, newGame, put, reachMain, settle, stepUntil } from './constructed-setup.ts';
import type { DeckOptions } from './constructed-setup.ts';

const standard = installedCards();
afterEach(() => installCards(standard));

/** The personnel of the decks here: universal, with no [AU] icon, of the whole card data (not only the engine's cards). */
const people = (aff: string) => allFacts().filter((f) => f.type === 'personnel' && f.affiliation === aff && !f.unique && !f.icons.includes('alternateUniverse')).map((f) => f.id).sort();
const only = (aff: string): DeckOptions => ({ people: people(aff), ships: false });

/** A constructed game (unchecked: an engine refuses decks with cards it cannot play yet, the artifacts' texts) at its first decision. */
function game(seeds1: string[], seeds2: string[], seed = 11): GameState {
  return newGame(seed, FED(['federation-outpost', ...seeds1], FED_MISSIONS, only('federation')), KLI(['klingon-outpost', ...seeds2], KLI_MISSIONS, only('klingon')), { unchecked: true });
}
/** A constructed game at player-1's first main decision, nothing seeded. */
const position = (): GameState => reachMain(game([], []));
/** Study Stellar Collision (space, Stellar Cartography, 25 points) with a stack under it, and a ship of player-1's there with Taitt (Stellar Cartography) or a crew that cannot solve it. */
function stacked(stack: [string, string][], solvable = true): { s: GameState; m: CardId; under: CardId[]; ship: CardId } {
  const s = position();
  const m = loc(s, 'study-stellar-collision');
  const under = stack.map(([owner, def], i) => put(s, owner, def, { z: 'underMission', loc: m, i: 100 + i }));
  const ship = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: m });
  put(s, 'player-1', solvable ? 'taitt' : (people('federation').find((p) => !JSON.stringify(facts(p)).includes('Stellar Cartography')) as string), { z: 'aboard', host: ship });
  advance(s);
  return { s, m, under, ship };
}
const attempt = (s: GameState, m: CardId, ship: CardId) => {
  choose(s, `attempt:${m}:${ship}`);
  settle(s);
};

describe('the format field', () => {
  it('the intro game has no artifacts; constructed earns them to hand', () => {
    expect(INTRO_RULES.artifacts).toBe('none');
    expect(CONSTRUCTED_RULES.artifacts).toBe('earnedToHand');
  });
});

describe('seeding artifacts', () => {
  it('an artifact is seeded face down under any mission; a second artifact of the same player is not offered under that mission, the other player\'s is', () => {
    const s = game(['tox-uthat', 'horgahn'], ['thought-maker']);
    stepUntil(s, (x) => x.pending?.kind === 'seedDilemma' && x.pending.player === 'player-1');
    const opts = () => (s.pending?.options ?? []) as Option[];
    const m = loc(s, 'avert-danger');
    const tox = opts().find((o) => o.card && card(s, o.card).def === 'tox-uthat' && o.target === m) as Option;
    expect(tox).toBeDefined();
    expect(s.pending?.prompt).toMatch(/^Seed a dilemma or an artifact face down under any mission/);
    choose(s, tox.id);
    expect(card(s, tox.card as CardId).at).toMatchObject({ z: 'underMission', loc: m });
    expect(s.log.some((e) => e.type === 'dilemmaSeeded' && e.text === 'player-1 seeds a card face down under Avert Danger')).toBe(true);
    // player-2 may put its own artifact there
    if (s.pending?.player === 'player-2') {
      const tm = opts().find((o) => o.card && card(s, o.card).def === 'thought-maker' && o.target === m);
      expect(tm).toBeDefined();
      choose(s, (tm as Option).id);
    }
    expect(s.pending?.player).toBe('player-1');
    const horgahn = Object.values(s.cards).find((c) => c.def === 'horgahn')?.id as CardId;
    const where = opts().filter((o) => o.card === horgahn).map((o) => o.target);
    expect(where).not.toContain(m);
    expect(where).toHaveLength(s.spaceline.length - 1);
    expect(whyNotSeedableUnder(s, 'player-1', horgahn, m)).toBe('You already have an artifact under Avert Danger: at most one of your artifacts under each mission');
    expect(whyNotSeedableUnder(s, 'player-1', horgahn, loc(s, 'gault'))).toBeNull();
  });

  it('an artifact is a seed card in a deck, and one whose text the engine lacks keeps the deck from being played, named', () => {
    // every artifact of the sets has its card file now: the engine's pool without Receptacle Stones' stands for one that has none
    installCards(cardRegistry(CARDS.filter((d) => d.id !== 'receptacle-stones')));
    expect(cardImplementation('103_005')).toEqual({ implemented: false, reason: 'its game text has no behaviour in the engine yet' });
    const missions = ['101_146', '101_150', '101_151', '101_152', '101_153', '101_156'].map((blueprintId) => ({ blueprintId, count: 1 }));
    const r = deckListOf([...missions, { blueprintId: '101_104', count: 1 }, { blueprintId: '103_005', count: 1 }, { blueprintId: '101_223', count: 52 }]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reasons).toEqual(['Receptacle Stones (103_005, Alternate Universe) cannot be played yet: its game text has no behaviour in the engine yet']);
    expect(r.report.seedCards).toBe(8);
  });
});

describe('meeting an artifact in an attempt', () => {
  it('it is not resolved: turned face up, moved to the bottom of the stack; the attempt goes on to the next card and, solved, earns it to hand', () => {
    const { s, m, under, ship } = stacked([['player-2', 'tox-uthat'], ['player-2', 'archer']]);
    const [tox, archer] = under as [CardId, CardId];
    expect(stackOrder(s, m)).toEqual([tox, archer]);
    attempt(s, m, ship);
    const found = s.log.find((e) => e.type === 'artifactFound');
    expect(found?.data).toEqual({ player: 'player-1', card: tox, loc: m });
    // the dilemma after it was met in the same attempt (a planet dilemma in space: discarded with no effect)
    expect(s.log.findIndex((e) => e.type === 'dilemmaNoEffect')).toBeGreaterThan(s.log.indexOf(found as never));
    expect(card(s, archer).at.z).toBe('discard');
    expect(s.completed[m]).toBe('player-1');
    // earned: the solver's, in the solver's hand
    expect(card(s, tox).at).toEqual({ z: 'hand' });
    expect(card(s, tox).owner).toBe('player-1');
    expect(seat(s, 'player-1').hand).toContain(tox);
    expect(seat(s, 'player-2').hand).not.toContain(tox);
    expect(s.log.find((e) => e.type === 'artifactEarned')?.data).toEqual({ player: 'player-1', card: tox, loc: m, from: 'player-2' });
  });

  it('not solved: the artifact stays under the mission, face up, at the bottom of the stack, and is nobody\'s to hold', () => {
    const { s, m, under, ship } = stacked([['player-2', 'tox-uthat'], ['player-2', 'archer'], ['player-2', 'microvirus']], false);
    const [tox, archer, micro] = under as [CardId, CardId, CardId];
    attempt(s, m, ship);
    expect(s.completed[m]).toBeUndefined();
    expect(card(s, tox).owner).toBe('player-2');
    expect(card(s, tox).revealed).toBe(true);
    expect(artifactsUnder(s, m)).toEqual([tox]);
    const at = card(s, tox).at;
    expect(at.z === 'underMission' && at.i).toBeGreaterThan(102);
    expect([archer, micro].map((d) => card(s, d).at.z)).toEqual(['discard', 'discard']);
    expect(stackOrder(s, m)).toEqual([tox]);
    expect(checkInvariants(s, Object.keys(s.cards).length)).toEqual([]);
  });

  it('boundary: an artifact is the only card under the mission; the attempt meets nothing else and solving earns it; the solver\'s own artifact there, never met, is earned too', () => {
    const { s, m, under, ship } = stacked([['player-2', 'thought-maker'], ['player-1', 'receptacle-stones']]);
    const [tm, own] = under as [CardId, CardId];
    attempt(s, m, ship);
    expect(s.log.filter((e) => e.type === 'artifactFound').map((e) => e.data?.card)).toEqual([tm]);
    expect(s.completed[m]).toBe('player-1');
    expect([tm, own].map((id) => card(s, id).at.z)).toEqual(['hand', 'hand']);
    expect(checkInvariants(s, Object.keys(s.cards).length)).toEqual([]);
  });
});

describe('playing an earned artifact', () => {
  it('an artifact with no behaviour yet is not offered, and says why', () => {
    installCards(cardRegistry(CARDS.filter((d) => d.id !== 'receptacle-stones'))); // as above: the pool without its card file
    const s = position();
    put(s, 'player-1', 'alternate-universe-door', { z: 'table' });
    const tox = put(s, 'player-1', 'receptacle-stones', { z: 'hand' });
    expect(playOptions(s, 'player-1').some((o) => o.card === tox)).toBe(false);
    const why = 'Receptacle Stones: playing this artifact is not implemented yet (its card text has no behaviour in the engine)';
    expect(whyNotPlayable(s, 'player-1', tox)).toBe(why);
    expect(explain(s, 'player-1', tox)).toEqual([why]);
  });

  it('an [AU] artifact is not played while its holder\'s door is closed; the gate is named first', () => {
    const s = position();
    const cane = put(s, 'player-1', 'ophidian-cane', { z: 'hand' });
    expect(whyArtifactNotPlayable(s, 'player-1', cane)).toMatch(/^Ophidian Cane has the Alternate Universe icon/);
    put(s, 'player-1', 'alternate-universe-door', { z: 'table' });
    expect(whyArtifactNotPlayable(s, 'player-1', cane)).toMatch(/is played as an interrupt/); // the gate passed: its own play's reason
  });

  it('an artifact whose card file gives it an event\'s play is offered and played as an event', () => {
    const played: string[] = [];
    installCards(cardRegistry([...CARDS.filter((d) => d.id !== 'tox-uthat'), declareCard('tox-uthat', {
      text: 'A test artifact: played as an event, it does nothing more.',
      event: { choices: () => [{ key: 'table', label: 'on the table' }], play: (x, _p, id) => { played.push(id); moveTo(x, id, { z: 'table' }); } },
    })]));
    const s = position();
    const tox = put(s, 'player-1', 'tox-uthat', { z: 'hand' });
    expect(whyNotPlayable(s, 'player-1', tox)).toBeNull();
    const o = playOptions(s, 'player-1').find((x) => x.card === tox) as Option;
    expect(o.act).toEqual({ type: 'play', card: tox, choice: 'table' });
    advance(s);
    choose(s, o.id);
    settle(s);
    expect(played).toEqual([tox]);
    expect(card(s, tox).at.z).toBe('table');
    expect(checkInvariants(s, Object.keys(s.cards).length)).toEqual([]);
  });
});

describe('invariants and the view', () => {
  it('a door on the table and an artifact under a mission keep every invariant; two artifacts of one player under a mission, or an artifact or door out of place, do not', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const n = Object.keys(s.cards).length;
    put(s, 'player-1', 'alternate-universe-door', { z: 'table' });
    const a = put(s, 'player-2', 'tox-uthat', { z: 'underMission', loc: m, i: 50 });
    put(s, 'player-1', 'horgahn', { z: 'underMission', loc: m, i: 51 });
    expect(checkInvariants(s, n)).toEqual([]);
    const b = put(s, 'player-2', 'horgahn', { z: 'underMission', loc: m, i: 52 });
    expect(checkInvariants(s, n)).toEqual([`player-2 has two artifacts under ${m}`]);
    moveTo(s, b, { z: 'inSpace', loc: m });
    expect(checkInvariants(s, n)).toEqual([`${b} is an artifact at inSpace, where no artifact goes`]);
    moveTo(s, b, { z: 'discard' });
    const d2 = put(s, 'player-1', 'alternate-universe-door', { z: 'table' });
    expect(checkInvariants(s, n)).toEqual(['player-1 has two Alternate Universe Doors on the table']);
    moveTo(s, d2, { z: 'planet', loc: m });
    expect(checkInvariants(s, n)).toEqual([`${d2} is a doorway at planet, where no doorway goes`]);
    moveTo(s, d2, { z: 'discard' });
    const lost = put(s, 'player-1', 'archer', { z: 'underMission', loc: 'nowhere', i: 60 });
    expect(checkInvariants(s, n)).toContain(`${lost} is under nowhere, which is not on the spaceline`);
    expect(a).toBeDefined();
  });

  it('the view hides a face-down artifact from the opponent and shows it to its owner; met, it is face up for both; the door on the table is seen by both', () => {
    const { s, m, under, ship } = stacked([['player-2', 'tox-uthat']], false);
    const [tox] = under as [CardId];
    const door = put(s, 'player-2', 'alternate-universe-door', { z: 'table' });
    const underOf = (viewer: 'player-1' | 'player-2' | 'spectator') => view(s, viewer).spaceline.find((l) => l.id === m)?.dilemmas;
    expect(underOf('player-1')).toEqual([null]);
    expect(underOf('spectator')).toEqual([null]);
    expect(underOf('player-2')?.[0]?.id).toBe(tox);
    for (const v of ['player-1', 'player-2', 'spectator'] as const) expect(view(s, v).players['player-2']?.table.map((c) => c.id)).toEqual([door]);
    attempt(s, m, ship);
    expect(underOf('player-1')?.[0]).toMatchObject({ id: tox, revealed: true });
    expect(underOf('spectator')?.[0]).toMatchObject({ id: tox, revealed: true });
  });
});

describe('whole games', () => {
  it('constructed games with doors and artifacts in both decks, played by random choices, keep every invariant and end or go on', () => {
    let opened = 0;
    let seeded = 0;
    for (const seed of [1, 2, 3]) {
      const s = game(['alternate-universe-door', 'tox-uthat', 'horgahn', 'ophidian-cane', 'archer'], ['alternate-universe-door', 'thought-maker', 'ressikan-flute', 'microvirus'], seed);
      const n = Object.keys(s.cards).length;
      let r = seed * 7919;
      const next = (k: number) => {
        r = (r * 1103515245 + 12345) % 2147483648;
        return r % k;
      };
      for (let i = 0; i < 1500 && s.pending && !s.result; i++) {
        const opts = s.pending.options;
        choose(s, (opts[next(opts.length)] as Option).id);
        const errs = checkInvariants(s, n);
        if (errs.length) throw new Error(`seed ${seed}, action ${i}: ${errs.join('; ')}`);
      }
      expect(s.result !== null || s.pending !== null).toBe(true);
      expect(s.turn.number).toBeGreaterThan(0);
      opened += s.log.filter((e) => e.type === 'doorwayOpened').length;
      seeded += Object.values(s.cards).filter((c) => facts(c.def).type === 'artifact' && c.at.z !== 'seedPile').length;
    }
    // the new steps were taken: doors opened, artifacts seeded
    expect(opened).toBeGreaterThan(0);
    expect(seeded).toBeGreaterThan(0);
  });
});

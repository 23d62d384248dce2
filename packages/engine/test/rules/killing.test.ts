/**
 * Rule 8, killing: random selection uses the game PRNG (never Math.random), so it is reproducible
 * from the seed and the actions; "opponent chooses" and "you choose" become decisions for the
 * right player, offering exactly the cards that may be chosen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, apply, buildPosition, IllegalActionError, stateHash } from '../../src/index.ts';
import { selectVictim } from '../../src/rules/dilemmas.ts';
import { setupTest } from '../harness.ts';

const SPACELINE = ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'];

/** A Klingon attack on a weaker Federation Away Team of four: one of the four dies at random. */
function teamBattle(seed: number) {
  const h = setupTest({
    seed,
    spaceline: SPACELINE,
    klingon: { outpost: 'Gault', planets: { 'Reported Activity': ['Klag', 'Batrell', 'Gorath', 'Kromm'] } },
    federation: { outpost: 'Homeward', planets: { 'Reported Activity': ['Taitt', 'Mendon', 'Calloway', 'McKnight'] } },
  });
  h.choose(`battle:team@${h.card('Reported Activity')}`);
  h.passResponses();
  const fed = ['Taitt', 'Mendon', 'Calloway', 'McKnight'].map((n) => h.card(n, 'federation'));
  const dead = fed.filter((id) => h.where(id).z === 'discard');
  return { h, dead, fed };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rule 8 killing by random selection', () => {
  it('exactly one member of the losing team is killed, chosen from that team only', () => {
    const { h, dead } = teamBattle(1);
    expect(dead).toHaveLength(1);
    for (const n of ['Klag', 'Batrell', 'Gorath', 'Kromm']) expect(h.where(h.card(n, 'klingon')).z).toBe('planet');
    h.finish();
  });

  it('random selection never uses Math.random', () => {
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the engine called Math.random');
    });
    try {
      const { h, dead } = teamBattle(2);
      expect(dead).toHaveLength(1);
      expect(spy).not.toHaveBeenCalled();
      h.finish();
    } finally {
      spy.mockRestore(); // test files share a worker's modules and globals (vitest.config.ts)
    }
  });

  it('the selection is reproducible: the same seed and actions kill the same member and reach the same state', () => {
    const a = teamBattle(5);
    const b = teamBattle(5);
    expect(a.dead).toEqual(b.dead);
    expect(stateHash(a.h.s)).toBe(stateHash(b.h.s));
    a.h.finish();
  });

  it('the selection is random: over several seeds different members die', () => {
    const victims = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) victims.add(teamBattle(seed).dead[0] as string);
    expect(victims.size).toBeGreaterThan(1);
  });
});

describe('rule 8 killing by a player\'s choice', () => {
  /** Federation turn: the Away Team at Homeward meets Ferengi Attack (seeded by the Klingon player) and fails it. */
  function ferengiAttack() {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      dilemmas: { Homeward: ['Ferengi Attack'] },
      federation: { outpost: 'Distress Mission', planets: { Homeward: ['Taitt', 'Mendon', 'Calloway'] } },
    });
    h.choose(`attempt:${h.card('Homeward')}`);
    return h;
  }

  it('"opponent chooses" is a decision for the opponent, offering exactly the Away Team', () => {
    const h = ferengiAttack();
    expect(h.s.turn.active).toBe('federation');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('chooseKill');
    const team = ['Taitt', 'Mendon', 'Calloway'].map((n) => h.card(n, 'federation'));
    expect(h.s.pending?.options.map((o) => o.card).sort()).toEqual([...team].sort());
    h.choose(`victim:${h.card('Mendon', 'federation')}`, 'klingon');
    h.passResponses();
    expect(h.where(h.card('Mendon', 'federation')).z).toBe('discard');
    expect(h.where(h.card('Taitt', 'federation')).z).toBe('planet');
    expect(h.where(h.card('Calloway', 'federation')).z).toBe('planet');
    h.finish();
  });

  it('the player who does not choose cannot answer the choice', () => {
    const h = ferengiAttack();
    const before = stateHash(h.s);
    const pending = h.s.pending;
    expect(() => apply(h.s, { decision: pending?.id as string, option: pending?.options[0]?.id as string }, 'federation')).toThrow(IllegalActionError);
    expect(stateHash(h.s)).toBe(before);
    h.finish();
  });

  it('"you choose" is a decision for the player whose card it is', () => {
    const s = buildPosition({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', planets: { Gault: ['Klag', 'Batrell'] } },
    });
    const pool = Object.keys(s.cards).filter((id) => s.cards[id]?.at.z === 'planet');
    expect(pool).toHaveLength(2);
    selectVictim(s, 'klingon', pool, 'kill', 'test: you choose');
    advance(s);
    expect(s.pending?.player).toBe('klingon');
    expect(s.pending?.kind).toBe('chooseKill');
    expect(s.pending?.options.map((o) => o.card).sort()).toEqual([...pool].sort());
    apply(s, { decision: s.pending?.id as string, option: `victim:${pool[1]}` });
    expect(s.cards[pool[1] as string]?.at.z).toBe('discard');
    expect(s.cards[pool[0] as string]?.at.z).toBe('planet');
  });

  it('with a single candidate there is nothing to choose: that card is killed without a decision', () => {
    const s = buildPosition({ spaceline: SPACELINE, klingon: { outpost: 'Gault', planets: { Gault: ['Klag'] } } });
    const klag = Object.keys(s.cards).find((id) => s.cards[id]?.at.z === 'planet') as string;
    const before = s.pending?.id;
    selectVictim(s, 'federation', [klag], 'kill', 'test: only one');
    advance(s);
    expect(s.cards[klag]?.at.z).toBe('discard');
    expect(s.pending?.kind).toBe('main');
    expect(s.pending?.id).not.toBe(before);
  });
});

/**
 * Typed options (issue 23, item 5): every option the engine offers carries its meaning as fields
 * (Option.act), and an option's id is an opaque name. Held two ways: over random games every
 * option of every decision has an act that names the option's own card and real cards and places
 * (checkInvariants), and renaming every option id of a decision to a meaningless one changes
 * neither the heuristic's choice nor what the engine does with it.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, cloneState, newGame, stateHash } from '@stccg/engine';
import type { Act, GameState, Option } from '@stccg/engine';
import { chooseOption, newMemo } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

/** The same state with the pending decision's option ids replaced by o0, o1, ... (and the way back). */
function opaque(s: GameState): { t: GameState; back: Map<string, string> } {
  const t = cloneState(s);
  const back = new Map<string, string>();
  const p = t.pending as NonNullable<GameState['pending']>;
  p.options = p.options.map((o, i) => {
    back.set(`o${i}`, o.id);
    return { ...o, id: `o${i}` };
  });
  return { t, back };
}

/** Random games (the game's seed, a move seed), yielding the state before every action. */
function* positions(seeds: readonly number[], steps: number): Generator<GameState> {
  for (const seed of seeds) {
    const s = newGame({ seed });
    const rnd = botRng(seed * 31 + 7);
    for (let i = 0; i < steps && !s.result && s.pending; i++) {
      yield s;
      const p = s.pending;
      apply(s, { decision: p.id, option: (p.options[Math.floor(rnd() * p.options.length)] as Option).id });
    }
  }
}

describe('typed options', () => {
  it('every option of every decision carries an act naming its own card and real cards and places', () => {
    const kinds = new Set<Act['type']>();
    let n = 0;
    for (const s of positions([1, 2, 3, 4], 400)) {
      expect(checkInvariants(s)).toEqual([]);
      for (const o of s.pending?.options ?? []) kinds.add(o.act.type);
      n++;
    }
    expect(n).toBeGreaterThan(1000);
    // the random games reach the usual kinds of order and choice
    for (const k of ['place', 'seedDilemma', 'outpost', 'play', 'move', 'beam', 'attempt', 'pick', 'done', 'cancel', 'pass', 'endTurn'] as const) expect(kinds).toContain(k);
  });

  it('an option without an act, or an act naming another card or no card, breaks the invariant', () => {
    const s = newGame({ seed: 5 });
    const p = s.pending as NonNullable<GameState['pending']>;
    const first = p.options[0] as Option;
    const noAct = cloneState(s);
    delete (noAct.pending?.options[0] as Partial<Option>).act;
    expect(checkInvariants(noAct)).toContain(`option ${first.id} carries no act`);
    const wrongCard = cloneState(s);
    const other = Object.keys(s.cards).find((id) => id !== first.card) as string;
    (wrongCard.pending?.options[0] as Option).act = { type: 'place', card: other, end: 'left' };
    expect(checkInvariants(wrongCard).join('\n')).toMatch(/its act is on .* but the option names/);
    const noCard = cloneState(s);
    (noCard.pending?.options[0] as Option).act = { type: 'pick', card: 'federation:no-such-card#1' };
    expect(checkInvariants(noCard).join('\n')).toMatch(/names the card federation:no-such-card#1, which is no card/);
    // the unchanged decision keeps it
    expect(checkInvariants(s)).toEqual([]);
  });

  it("option ids are opaque: renamed, the heuristic chooses the same option and the engine does the same with it", () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const s of positions([11, 12, 13], 300)) {
      const p = s.pending as NonNullable<GameState['pending']>;
      if (p.options.length < 2) continue;
      const { t, back } = opaque(s);
      const plain = chooseOption(cloneState(s), botRng(p.id.length + checked), newMemo());
      const renamed = chooseOption(cloneState(t), botRng(p.id.length + checked), newMemo());
      expect(back.get(renamed)).toBe(plain);
      // and the engine, given the renamed option, reaches the same state as with the real one
      const a = cloneState(s);
      apply(a, { decision: p.id, option: plain });
      const b = cloneState(t);
      apply(b, { decision: p.id, option: renamed });
      expect(stateHash(b)).toBe(stateHash(a));
      kinds.add(p.kind);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
    for (const k of ['main', 'placeMission', 'seedDilemma', 'pickTransfer']) expect(kinds).toContain(k);
  });
});

/**
 * Every card with text shows up in real games: random games, driven only through the decisions the
 * engine offers (a seeded uniform choice among the pending options), play or encounter each of the
 * dilemmas, equipment, events and interrupts of both decks at least once across the seeds, with the
 * invariants holding after every action and every game reaching its end.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, facts, newGame, standardDeck } from '../../src/index.ts';
import { mulberry32 } from '../../src/core/rng.ts';
import type { GameState } from '../../src/index.ts';

const SEEDS = 60;
const MAX_ACTIONS = 5000;
const WITH_TEXT = new Set(['dilemma', 'equipment', 'event', 'interrupt']);

/** The distinct cards with text in the two decks. */
function cardsWithText(): string[] {
  const ids = new Set<string>();
  for (const side of ['federation', 'klingon'] as const) {
    const d = standardDeck(side);
    for (const id of [...d.seed, ...d.draw]) if (WITH_TEXT.has(facts(id).type)) ids.add(id);
  }
  return [...ids].sort();
}


/** The cards played or encountered in a game, by definition id. */
function cardsSeen(s: GameState): Set<string> {
  const out = new Set<string>();
  for (const e of s.log) {
    if (e.type !== 'cardPlayed' && e.type !== 'interruptPlayed' && e.type !== 'dilemmaRevealed') continue;
    const id = e.data?.card;
    if (typeof id === 'string' && s.cards[id]) out.add((s.cards[id] as { def: string }).def);
  }
  return out;
}

function playRandomGame(seed: number): { s: GameState; actions: number; broken: string[] } {
  const s = newGame({ seed });
  const rnd = mulberry32(seed * 7919 + 1);
  const broken: string[] = [];
  let actions = 0;
  while (!s.result && actions < MAX_ACTIONS) {
    const p = s.pending;
    if (!p) {
      broken.push(`seed ${seed}: no decision pending after ${actions} actions`);
      break;
    }
    const o = p.options[Math.floor(rnd() * p.options.length)];
    if (!o) {
      broken.push(`seed ${seed}: decision ${p.kind} has no options`);
      break;
    }
    apply(s, { decision: p.id, option: o.id });
    actions++;
    const errs = checkInvariants(s);
    if (errs.length) {
      broken.push(`seed ${seed} after action ${actions} (${p.kind} ${o.id}): ${errs.join('; ')}`);
      break;
    }
  }
  return { s, actions, broken };
}

describe('every card with text in real random games', () => {
  it(`across ${SEEDS} seeded random games each of the cards is played or encountered, and the invariants hold after every action`, () => {
    const expected = cardsWithText();
    expect(expected).toHaveLength(34); // 12 dilemmas, 4 equipment, 8 events, 10 interrupts
    const seenIn = new Map<string, number>();
    const problems: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { s, actions, broken } = playRandomGame(seed);
      problems.push(...broken);
      if (!s.result && broken.length === 0) problems.push(`seed ${seed}: not finished after ${actions} actions`);
      for (const d of cardsSeen(s)) seenIn.set(d, (seenIn.get(d) ?? 0) + 1);
    }
    expect(problems).toEqual([]);
    const missing = expected.filter((id) => !seenIn.has(id));
    expect(missing).toEqual([]);
  });
});

/**
 * Helpers for the persona-in-play tests, on top of the test harness: change a position before any
 * action (in both the live state and the harness's starting copy, so that replay still matches), read
 * the offered card plays and swaps, and finish a test whose position the invariants do not describe.
 */
import { expect } from 'vitest';
import { apply, checkInvariants, cloneState, stateHash } from '../src/index.ts';
import type { CardId, CardState, GameState, Place } from '../src/index.ts';
import { moveTo } from '../src/rules/board.ts';
import type { Harness } from './harness.ts';

/** Applies the same change to the live state and to the starting copy used for replay. */
export function arrange(h: Harness, fn: (s: GameState) => void): void {
  fn(h.s);
  fn(h.start);
}

/** Moves a card in both states (see arrange). */
export function place(h: Harness, id: CardId, at: Place): void {
  arrange(h, (s) => moveTo(s, id, { ...at } as Place));
}

/** The definitions of the cards the pending decision offers to play. */
export function offeredPlays(h: Harness): string[] {
  return h.options().filter((o) => o.group === 'play' && o.card).map((o) => (h.s.cards[o.card as CardId] as CardState).def);
}

/** The pending swap options as "out+out>in+in" in card definitions. */
export function offeredSwaps(h: Harness): string[] {
  const def = (id: string) => (h.s.cards[id] as CardState).def;
  return h.options()
    .filter((o) => o.group === 'swap')
    .map((o) => {
      const [outs, ins] = o.id.slice('swap:'.length).split('@')[0]!.split('>') as [string, string];
      return `${outs.split('+').map(def).join('+')}>${ins.split('+').map(def).join('+')}`;
    });
}

export function def(h: Harness, id: CardId): string {
  return (h.s.cards[id] as CardState).def;
}

/**
 * Like h.finish(), for positions with a card attached to a personnel (Discommendation), which the
 * engine's invariants do not yet describe: every other invariant must hold, and replay must match.
 */
export function finishWithPersonnelAttachments(h: Harness): void {
  const errs = checkInvariants(h.s, Object.keys(h.start.cards).length).filter((e) => !/^\S+discommendation#\d+ is aboard .+ \(aboard\)$/.test(e));
  expect(errs).toEqual([]);
  const again = cloneState(h.start);
  for (const a of h.actions) apply(again, a);
  expect(stateHash(again)).toBe(stateHash(h.s));
}

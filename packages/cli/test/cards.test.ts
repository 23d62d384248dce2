/**
 * `stccg cards --set S [--type T] [--unimplemented] [--json]` (issues 25 and 26): every card of the
 * set with its type and whether the engine implements it; filters by type and by status; bad
 * options refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '@stccg/engine';
import { listCards } from '../src/cards.ts';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

// Every card of the pool is built: the tests of a card not built leave some out of the engine's cards
// (withCardsLeftOut), Alien Parasites' behaviour, and Gaps in Normal Space's behaviour and facts
const notBuilt = <T>(fn: () => T): T => withCardsLeftOut(['alien-parasites'], () => withCardsLeftOut(['gaps-in-normal-space'], fn, { facts: true }));

describe('stccg cards', () => {
  it('lists every card of the set, in order, with its type and status, under a count of the implemented', () => {
    const c = capture();
    expect(listCards({ set: 'premiere' }, c.io)).toBe(0);
    const [head, ...rows] = c.out;
    expect(rows).toHaveLength(363);
    // every card of Premiere is built
    expect(rows.every((r) => / {2}implemented$/.test(r))).toBe(true);
    expect(head).toBe('Premiere: all 363 cards implemented');
    expect(rows[0]).toMatch(/^ {2}101_001 {2}Betazoid Gift Box +artifact +implemented$/);
    const tricorder = rows.find((r) => / Tricorder +equipment/.test(r) && !/Medical/.test(r));
    expect(tricorder).toMatch(/ {2}implemented$/);
    // two left out of the engine's cards, as if not built: counted apart, each saying why
    const n = capture();
    expect(notBuilt(() => listCards({ set: 'premiere' }, n.io))).toBe(0);
    const [nHead, ...nRows] = n.out;
    expect(nRows).toHaveLength(363);
    expect(nHead).toBe('Premiere: 361 of 363 cards implemented');
    expect(nRows.filter((r) => !/ {2}implemented$/.test(r))).toEqual([
      expect.stringMatching(/^ {2}101_011 {2}Alien Parasites +dilemma +not implemented: its game text has no behaviour in the engine yet$/),
      expect.stringMatching(/^ {2}101_075 {2}Gaps in Normal Space +event +not implemented: the engine has no facts for this event yet$/),
    ]);
    // each row's status is the deck check's, built or not
    for (const [list, check] of [
      [rows, (id: string) => cardImplementation(id).implemented],
      [nRows, (id: string) => notBuilt(() => cardImplementation(id).implemented)],
    ] as const) {
      for (const r of list) {
        const id = r.trim().split(/\s+/)[0] as string;
        expect(/ {2}implemented$/.test(r), id).toBe(check(id));
      }
    }
  });

  it('--type keeps one type; --unimplemented keeps the cards the engine does not play, with the reason', () => {
    const c = capture();
    expect(listCards({ set: 'alternate-universe', type: 'doorway' }, c.io)).toBe(0);
    expect(c.out).toHaveLength(3);
    expect(c.out[0]).toBe('Alternate Universe: all 2 doorway cards implemented');
    expect(c.out.slice(1).every((r) => / doorway +implemented$/.test(r))).toBe(true);
    // every card of the set is built: --unimplemented lists none, and says so
    const u = capture();
    expect(listCards({ set: 'alternate-universe', type: 'artifact', unimplemented: true }, u.io)).toBe(0);
    expect(u.out).toEqual(['Alternate Universe: all 7 artifact cards implemented']);
    // one dilemma left out of the engine's cards, as if not built: it alone is listed, with its reason
    const d = capture();
    expect(withCardsLeftOut(['alien-parasites'], () => listCards({ set: 'premiere', type: 'dilemma', unimplemented: true }, d.io))).toBe(0);
    expect(d.out[0]).toMatch(/^Premiere: \d+ of \d+ dilemma cards implemented; the 1 not implemented:$/);
    const [, built, total] = /(\d+) of (\d+)/.exec(d.out[0] as string) ?? [];
    expect(Number(built)).toBe(Number(total) - 1);
    expect(d.out.slice(1)).toEqual([expect.stringMatching(/^ {2}101_011 {2}Alien Parasites +dilemma +not implemented: its game text has no behaviour in the engine yet$/)]);
    // the boundary: built again, none
    const b = capture();
    expect(listCards({ set: 'premiere', type: 'dilemma', unimplemented: true }, b.io)).toBe(0);
    expect(b.out).toEqual([`Premiere: all ${total} dilemma cards implemented`]);
    // the one card of a type: "the one"
    const one = capture();
    expect(listCards({ set: 'intro-2pg', type: 'interrupt' }, one.io)).toBe(0);
    expect(one.out[0]).toBe('Introductory Two-Player Game: the one interrupt card implemented');
    expect(one.out).toHaveLength(2);
  });

  it('--json gives the cards as data; the intro set\'s 21 cards are all implemented', () => {
    const c = capture();
    expect(listCards({ set: 'intro-2pg', json: true }, c.io)).toBe(0);
    const j = JSON.parse(c.out.join('\n')) as { total: number; implemented: number; cards: { blueprintId: string; implemented: boolean; games?: number }[] };
    expect(j.total).toBe(21);
    expect(j.implemented).toBe(21);
    expect(j.cards).toHaveLength(21);
    expect(j.cards[0]).not.toHaveProperty('games');
    // --json --unimplemented for a set every card of which is built: no card
    const u = capture();
    expect(listCards({ set: 'premiere', unimplemented: true, json: true }, u.io)).toBe(0);
    expect(JSON.parse(u.out.join('\n'))).toMatchObject({ total: 363, implemented: 363, cards: [] });
    // with a card left out: that card, with its reason
    const n = capture();
    expect(notBuilt(() => listCards({ set: 'premiere', unimplemented: true, json: true }, n.io))).toBe(0);
    const nj = JSON.parse(n.out.join('\n')) as { implemented: number; cards: { blueprintId: string; implemented: boolean; reason?: string }[] };
    expect(nj.implemented).toBe(361);
    expect(nj.cards.map((c) => [c.blueprintId, c.implemented, c.reason])).toEqual([
      ['101_011', false, 'its game text has no behaviour in the engine yet'],
      ['101_075', false, 'the engine has no facts for this event yet'],
    ]);
  });

  it('refuses a missing or unknown set and a type the set does not have', () => {
    for (const [o, re] of [[{}, /--set is one of premiere, alternate-universe, intro-2pg$/], [{ set: 'tng' }, /got "tng"/], [{ set: 'premiere', type: 'doorway' }, /--type is one of the set's card types: .*\(got "doorway"\)/]] as const) {
      const c = capture();
      expect(listCards(o, c.io)).toBe(2);
      expect(c.err.join('\n')).toMatch(re);
      expect(c.out).toEqual([]);
    }
  });
});

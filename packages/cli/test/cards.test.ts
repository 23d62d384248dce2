/**
 * `stccg cards --set S [--type T] [--unimplemented] [--json]` (issues 25 and 26): every card of the
 * set with its type and whether the engine implements it; filters by type and by status; bad
 * options refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '@stccg/engine';
import { listCards } from '../src/cards.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

describe('stccg cards', () => {
  it('lists every card of the set, in order, with its type and status, under a count of the implemented', () => {
    const c = capture();
    expect(listCards({ set: 'premiere' }, c.io)).toBe(0);
    const [head, ...rows] = c.out;
    expect(rows).toHaveLength(363);
    const implemented = rows.filter((r) => / {2}implemented$/.test(r)).length;
    expect(head).toBe(`Premiere: ${implemented} of 363 cards implemented`);
    expect(rows[0]).toMatch(/^ {2}101_001 {2}Betazoid Gift Box +artifact +implemented$/);
    const tricorder = rows.find((r) => / Tricorder +equipment/.test(r) && !/Medical/.test(r));
    expect(tricorder).toMatch(/ {2}implemented$/);
    // each row's status is the deck check's
    for (const r of rows) {
      const id = r.trim().split(/\s+/)[0] as string;
      expect(/ {2}implemented$/.test(r), id).toBe(cardImplementation(id).implemented);
    }
  });

  it('--type keeps one type; --unimplemented keeps the cards the engine does not play, with the reason', () => {
    const c = capture();
    expect(listCards({ set: 'alternate-universe', type: 'doorway' }, c.io)).toBe(0);
    expect(c.out).toHaveLength(3);
    expect(c.out[0]).toMatch(/^Alternate Universe: 2 of 2 doorway cards implemented$/);
    expect(c.out.slice(1).every((r) => / doorway +implemented$/.test(r))).toBe(true);
    const u = capture();
    expect(listCards({ set: 'alternate-universe', type: 'artifact', unimplemented: true }, u.io)).toBe(0);
    expect(u.out[0]).toMatch(/^Alternate Universe: \d of 7 artifact cards implemented; the \d not implemented:$/);
    expect(u.out.slice(1).length).toBeGreaterThan(0);
    expect(u.out.slice(1).every((r) => / artifact +not implemented: .+/.test(r))).toBe(true);
    expect(u.out.join('\n')).not.toMatch(/Cryosatellite/);
  });

  it('--json gives the cards as data; the intro set\'s 21 cards are all implemented', () => {
    const c = capture();
    expect(listCards({ set: 'intro-2pg', json: true }, c.io)).toBe(0);
    const j = JSON.parse(c.out.join('\n')) as { total: number; implemented: number; cards: { blueprintId: string; implemented: boolean; games?: number }[] };
    expect(j.total).toBe(21);
    expect(j.implemented).toBe(21);
    expect(j.cards).toHaveLength(21);
    expect(j.cards[0]).not.toHaveProperty('games');
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

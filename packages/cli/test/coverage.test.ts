/**
 * `stccg coverage FILE [FILE...]` (issues 25 and 26): the cards that took effect over the games of
 * several outcomes files of constructed runs, a line per set against every card of the set, then the
 * cards never counted; a file that is not one of constructed outcomes is refused, naming the line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printCoverage } from '../src/coverage.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const dir = scratchDir('stccg-coverage-');
/** A file of outcome lines, each game naming the cards that took effect in it. */
function file(name: string, games: ({ index: number; took?: string[] } | string)[], tail = '\n'): string {
  const p = join(dir, name);
  writeFileSync(p, games.map((g) => (typeof g === 'string' ? g : JSON.stringify({ run: { bots: ['random', 'random'] }, seed: g.index + 1, ...g }))).join('\n') + tail);
  return p;
}
const line = (out: string[], start: string) => out.find((l) => l.startsWith(start));

describe('stccg coverage', () => {
  it('counts over every file: a card counted in one file only is counted, each set against all its cards', () => {
    const a = file('a.jsonl', [{ index: 0, took: ['tricorder', 'tama'] }, { index: 1, took: ['tama'] }]);
    const b = file('b.jsonl', [{ index: 0, took: ['particle-scattering-field', 'gault'] }]);
    const c = capture();
    expect(printCoverage([a, b], c.io)).toBe(0);
    expect(c.err).toEqual([]);
    expect(c.out[0]).toBe('3 games in 2 outcomes files');
    expect(c.out).toContain('  Premiere: 1/363 cards took effect (all implemented)');
    expect(c.out).toContain('  Alternate Universe: 2/122 cards took effect (all implemented)');
    expect(c.out).toContain('  Introductory Two-Player Game: 1/21 cards took effect (all implemented)');
    const never = line(c.out, '  Alternate Universe: implemented, never took effect (120):');
    expect(never).toBeDefined();
    expect(never).not.toMatch(/Particle Scattering Field|Tama(,|$)/);
    // one file alone: the other's card is not counted
    const one = capture();
    expect(printCoverage([a], one.io)).toBe(0);
    expect(one.out[0]).toBe('2 games in 1 outcomes file');
    expect(one.out).toContain('  Alternate Universe: 1/122 cards took effect (all implemented)');
    expect(line(one.out, '  Alternate Universe: implemented, never took effect')).toMatch(/Particle Scattering Field/);
  });

  it('boundary: a game written twice counts once; an unfinished last line is dropped; an empty file has no games', () => {
    const twice = file('twice.jsonl', [{ index: 0, took: ['tricorder'] }, { index: 0, took: ['tricorder'] }, '{"index": 1, "took": ["tama"'], '');
    const c = capture();
    expect(printCoverage([twice], c.io)).toBe(0);
    expect(c.out[0]).toBe('1 game in 1 outcomes file');
    expect(c.out).toContain('  Alternate Universe: 0/122 cards took effect (all implemented)');
    const empty = capture();
    expect(printCoverage([file('empty.jsonl', [], '')], empty.io)).toBe(0);
    expect(empty.out[0]).toBe('0 games in 1 outcomes file');
    expect(empty.out).toContain('  Premiere: 0/363 cards took effect (all implemented)');
  });

  it('negative: no file, a missing file, a line that is not JSON, an intro game\'s outcome: refused with the reason, nothing printed', () => {
    const none = capture();
    expect(printCoverage([], none.io)).toBe(2);
    expect(none.err.join()).toMatch(/name one or more outcomes files/);
    const good = file('good.jsonl', [{ index: 0, took: ['tricorder'] }]);
    const cases: [string, RegExp][] = [
      [join(dir, 'nowhere.jsonl'), /nowhere\.jsonl: no such file/],
      [file('junk.jsonl', [{ index: 0, took: [] }, 'not json']), /junk\.jsonl:2: not a JSON line of game outcomes/],
      [file('odd.jsonl', ['{"took": []}']), /odd\.jsonl:1: not a game outcome/],
      [file('intro.jsonl', [{ index: 0 }]), /intro\.jsonl:1: the game does not list the cards that took effect/],
    ];
    for (const [bad, why] of cases) {
      const c = capture();
      expect(printCoverage([good, bad], c.io)).toBe(2);
      expect(c.err.join()).toMatch(why);
      expect(c.out).toEqual([]);
    }
  });
});

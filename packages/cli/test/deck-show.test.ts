import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDeckFile } from '@stccg/engine';
import { runDeck } from '../src/deck.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const DECKS = join(ROOT, 'decks');
const FIXTURES = join(ROOT, 'packages/cli/test/fixtures/decks');

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runDeck(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

function tmpFile(name: string, text: string): string {
  const dir = scratchDir('stccg-deck-show-');
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
}

describe('stccg deck show', () => {
  it('the composition: size, the seed and draw halves by type, affiliations, skills and each mission', () => {
    const r = run('show', join(DECKS, 'constructed-klingon-playable.txt'));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('60 cards');
    expect(r.out).toContain('Seed cards (17): 6 missions, 10 dilemmas, 1 facility');
    expect(r.out).toContain('Draw deck (43): 26 personnel, 5 ships, 3 events, 9 interrupts');
    expect(r.out).toContain('  Klingon: 25 (19 personnel, 5 ships, 1 facility)');
    expect(r.out).toContain('  Non-Aligned: 7 (7 personnel)');
    expect(r.out).toMatch(/Skills of its personnel.*ENGINEER 10/);
    expect(r.out).toContain('Missions: its personnel could meet 4 of 6');
    expect(r.out).toMatch(/Test Mission \(space, 25 points, span 3, Federation\/Klingon\): could meet: Physics \+ INTEGRITY>28/);
    expect(r.out).toMatch(/Gault .*: cannot meet: Exobiology \+ OFFICER \+ Honor x2\n\s+short of: Exobiology: 0 of 1/);
    expect(r.out).toContain('Rules: legal; the engine implements every card');
  });

  it('a deck against the rules is still shown (exit 0), and says so', () => {
    const r = run('show', join(FIXTURES, 'five-missions-no-outpost.txt'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Rules: \d+ problems?/);
  });

  it('--json gives the composition', () => {
    const r = run('show', '--json', join(DECKS, 'intro-federation.txt'));
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { readable: boolean; composition: { size: number; missions: { verdict: string }[] }; legal: boolean };
    expect(j).toMatchObject({ readable: true, legal: true });
    expect(j.composition.size).toBe(60);
    expect(j.composition.missions).toHaveLength(6);
  });

  it('lines that do not read are listed with their numbers (exit 1); the rest is shown', () => {
    const f = tmpFile('bad.txt', '3 Tricorder\n2 Tricorderr\n');
    const r = run('show', f);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/line 2: "2 Tricorderr": no card is named "Tricorderr"/);
    expect(r.out).toContain('3 cards');
  });

  it('a LackeyCCG .dek is shown too; an unreadable file is an error', () => {
    const f = tmpFile('away.dek', '<deck version="0.8"><superzone name="Deck">\n<card><name>Mendon</name><set>Premiere</set></card>\n<card><name>Mendon</name></card>\n</superzone></deck>\n');
    const r = run('show', f);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Draw deck (2): 2 personnel');
    const missing = run('show', join(ROOT, 'no-such-deck.txt'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read .*no such file/);
  });
});

describe('stccg deck export', () => {
  it('prints the deck with type headings; it reads back to the same cards', () => {
    const file = join(DECKS, 'constructed-federation-romulan.txt');
    const r = run('export', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Missions:\n/);
    expect(r.out).toContain('\nDilemmas:\n');
    const sorted = (t: string) => parseDeckFile(t).cards.map((c) => `${c.blueprintId}x${c.count}`).sort();
    expect(sorted(r.out)).toEqual(sorted(readFileSync(file, 'utf8')));
  });

  it('a file that does not read: every line, on stderr, exit 1', () => {
    const r = run('export', join(FIXTURES, 'bad-lines.txt'));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/line \d+/);
  });
});

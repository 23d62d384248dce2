import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runDeck } from '../src/deck.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = join(ROOT, 'packages/cli/test/fixtures/decks');
const DECKS = join(ROOT, 'decks');
const BIN = join(ROOT, 'packages/cli/bin/stccg.js');

function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = runDeck(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

describe('stccg deck check: the shipped decks', () => {
  it.each(['intro-federation', 'intro-klingon'])('%s is legal and fully implemented: exit 0, its size and seed/draw split', (name) => {
    const r = run('check', join(DECKS, `${name}.txt`));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Size: 60 cards: 13 seed \(6 missions\), 47 draw deck/);
    expect(r.out).toMatch(/Result: legal; the engine implements every card/);
    expect(r.out).not.toMatch(/Rule problems|not implemented/);
    expect(r.err).toBe('');
  });

  it('the constructed Federation/Romulan deck is legal with cards not implemented yet: exit 2, each named', () => {
    const r = run('check', join(DECKS, 'constructed-federation-romulan.txt'));
    expect(r.code).toBe(2);
    expect(r.out).not.toMatch(/Rule problems/);
    expect(r.out).toMatch(/Size: 60 cards: 22 seed \(6 missions\), 38 draw deck/);
    expect(r.out).toMatch(/Cards not implemented yet \(2 cards/);
    // the Alternate Universe Door, the treaty and the two dual-affiliation personnel are played
    expect(r.out).not.toMatch(/Alternate Universe Door|Treaty|Major Rakal|Stefan DeSeve/);
    // its plain missions, the Romulan Outpost and Diplomatic Conference (a mission with game text and its card file) are implemented
    expect(r.out).not.toMatch(/Romulan Outpost|Investigate Massacre|Fissure Research|Study Plasma Streamer|Diplomatic Conference/);
    expect(r.out).toMatch(/- 1 Temporal Causality Loop \(101_051, Premiere\): its game text has no behaviour/);
    expect(r.out).toMatch(/Result: legal, but the engine cannot play 2 of its cards yet/);
  });
});

describe('stccg deck check: exit codes and output', () => {
  it('a legal deck with cards not implemented exits 2 and lists them apart from any rule problem', () => {
    const r = run('check', join(FIXTURES, 'romulan-not-implemented.txt'));
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/Cards not implemented yet \(2 cards, 2 copies\):\n {2}- 1 Alien Parasites \(101_011, Premiere\): its game text has no behaviour in the engine yet/);
    expect(r.out).not.toMatch(/Rule problems/);
  });

  it('a deck against the rules exits 1 and names every problem', () => {
    const r = run('check', join(FIXTURES, 'five-missions-no-outpost.txt'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Rule problems \(3\):/);
    expect(r.out).toMatch(/\[missions\] the deck holds 5 missions; it needs exactly 6/);
    expect(r.out).toMatch(/\[outposts\] the deck plays Federation cards but has no Federation Outpost: .*Mendon/);
    expect(r.out).toMatch(/\[outposts\] Non-Aligned .*Dr\. Farek/);
    expect(r.out).toMatch(/Result: against the rules \(3 problems\)/);
  });

  it('--exactly-60 switches the exactly-60 rule on: 61 cards exit 0 without it, 1 with it', () => {
    const file = join(FIXTURES, 'sixty-one.txt');
    const off = run('check', file);
    expect(off.code).toBe(0);
    expect(off.out).toMatch(/60 cards or more/);
    const on = run('check', file, '--exactly-60');
    expect(on.code).toBe(1);
    expect(on.out).toMatch(/exactly 60 cards/);
    expect(on.out).toMatch(/\[size\] the deck holds 61 cards; with the exactly-60 rule on it must hold exactly 60/);
  });

  it('a file that does not parse exits 1, every bad line named with its number, and says the rules were not checked', () => {
    const r = run('check', join(FIXTURES, 'bad-lines.txt'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/the file does not parse \(5 lines to fix\)/);
    expect(r.out).toMatch(/File errors \(5\):/);
    expect(r.out).toMatch(/line 4: "1 Nowhere Mission": no card is named "Nowhere Mission"/);
    expect(r.out).toMatch(/line 5: "0 Tricorder": the count 0/);
    expect(r.out).toMatch(/line 6: "2 Tricorderr": .*\n {6}101_065 {2}Tricorder \(Premiere, equipment\)/);
    expect(r.out).toMatch(/line 7: "1 101_998": no card has the blueprint id 101_998/);
    expect(r.out).toMatch(/line 8: "3": a count with no card after it/);
    expect(r.out).toMatch(/the deck rules were not checked/);
  });

  it('a file that cannot be read exits 1 and says so', () => {
    const r = run('check', join(FIXTURES, 'no-such-deck.txt'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot read .*no-such-deck\.txt: no such file/);
    expect(r.out).toBe('');
  });

  it('--json prints the report with its exit code', () => {
    const r = run('check', join(FIXTURES, 'romulan-not-implemented.txt'), '--json');
    expect(r.code).toBe(2);
    const obj = JSON.parse(r.out) as Record<string, unknown>;
    expect(obj).toMatchObject({ parsed: true, legal: true, playable: false, size: 60, seedCards: 15, drawCards: 45, exitCode: 2, problems: [] });
    expect((obj.notImplemented as unknown[]).length).toBe(2);
  });

  it('a name in any case and a slug read the same as the name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-deck-'));
    const file = join(dir, 'deck.txt');
    writeFileSync(file, ['homeward', 'GRAVESWORLD', '1 distress-mission', '1 106_004', '1 Hostage Situation', '1 survey instability', '1 federation outpost', '6 microvirus', '47 MENDON'].join('\n'));
    const r = run('check', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Size: 60 cards: 13 seed/);
  });

  it('the missions and the outpost that need card files are implemented once their files exist (Diplomatic Conference, Warped Space, Neutral Outpost)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-deck-'));
    const file = join(dir, 'deck.txt');
    // a mission with game text (Diplomatic Conference), an asymmetric one (Warped Space) and the Neutral Outpost: each has its card file now
    const lines = ['Diplomatic Conference', 'Warped Space', 'Excavation', 'Homeward', 'Gravesworld', 'Hostage Situation', 'Federation Outpost', 'Klingon Outpost', 'Neutral Outpost', '6 Microvirus', '45 Mendon'];
    writeFileSync(file, lines.join('\n'));
    const r = run('check', file);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/Cards not implemented/);
    expect(r.out).not.toMatch(/Rule problems/);
  });

  it('a missing file argument is a usage error', () => {
    const r = run('check');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/missing required argument/);
  });
});

describe('stccg deck check as a process', () => {
  const exitOf = (...args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(process.execPath, [BIN, 'deck', 'check', ...args], { cwd: ROOT }, (err, stdout) => {
        resolve({ code: err ? (err as { code?: number }).code ?? -1 : 0, stdout });
      });
    });

  it('sets the exit code: 0, 2 and 1', async () => {
    const [ok, notImpl, bad] = await Promise.all([
      exitOf(join(DECKS, 'intro-klingon.txt')),
      exitOf(join(DECKS, 'constructed-federation-romulan.txt')),
      exitOf(join(FIXTURES, 'five-missions-no-outpost.txt')),
    ]);
    expect([ok.code, notImpl.code, bad.code]).toEqual([0, 2, 1]);
    expect(ok.stdout).toMatch(/Result: legal/);
  });
});

/**
 * The terminal game's words: players and ships keep their capitals in the log and on the game-over
 * line ("Klingon: load from Klingon Outpost onto I.K.C. K'Vort: ..."), and what a player did is told
 * to it once, in full (not also as the opponent's count-only line).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { playGame } from '../src/play.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

/** Plays as the Klingon against the random bot, loading crew onto a ship as soon as it can; stops after the load is told. */
async function loadCrew(): Promise<string[]> {
  const out: string[] = [];
  let asked = 0;
  let sawLoad = false;
  await playGame(
    { as: 'klingon', bot: 'random', seed: 11, think: 0, workers: 1, records: scratchDir('stccg-text-') },
    {
      out: (s) => void out.push(s),
      ask: async () => {
        if (sawLoad || ++asked > 400) return null;
        const last = out.slice().reverse().find((s) => /^\s+\d+\) /m.test(s)) ?? '';
        if (out.some((s) => /: load from /.test(s) && !/\d+ card\(s\)/.test(s))) {
          sawLoad = true;
          return null;
        }
        const opt = (re: RegExp) => new RegExp(`^\\s+(\\d+)\\) (?:${re.source})`, 'm').exec(last)?.[1];
        return opt(/All of them/) ?? opt(/Load from/) ?? opt(/Commission|Report/) ?? opt(/No response/) ?? opt(/Draw a card and end your turn/) ?? '1';
      },
      close: () => undefined,
    },
  );
  return out.join('\n').split('\n');
}

describe('the terminal game in words', () => {
  it('keeps the capitals of names in the log, and tells a player its own load once', async () => {
    const lines = await loadCrew();
    const mine = lines.filter((l) => /klingon: load from /i.test(l));
    expect(mine.length).toBeGreaterThan(0);
    // the Klingon is told its own load once, with the names, and not also as a count
    for (const l of mine) expect(l).toMatch(/^\s+Klingon: load from Klingon Outpost onto [A-Z][^:]*: [A-Z]/);
    expect(mine.some((l) => /\d+ card\(s\)$/.test(l))).toBe(false);
    // the opponent's loads: a count, with the capitals too
    for (const l of lines.filter((x) => /federation: load from /i.test(x))) expect(l).toMatch(/^\s+Federation: load from Federation Outpost onto [A-Z][^:]*: \d+ card\(s\)$/);
    // seat ids never appear in small letters in what the game says (the command line's words aside)
    const said = lines.filter((l) => /^\s{2}\S/.test(l) && !/^\s+(help|board|show|why|log|undo|quit)\b/.test(l));
    expect(said.filter((l) => /\b(federation|klingon)\b/.test(l))).toEqual([]);
  }, 120_000);
});

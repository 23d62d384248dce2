/**
 * `stccg sim --format constructed --decks random --coverage` (issues 25 and 26): a line per set of
 * the cards whose text took effect, counted against every card of the set; with --coverage the cards
 * never counted by name, the implemented apart from the others; with --json the games per card. The
 * intro game's coverage line is as it was.
 */
import { describe, expect, it } from 'vitest';
import { formatSummary, runSim, summarize } from '../src/sim.ts';
import type { SimCliOptions, SimSummary } from '../src/sim.ts';
import type { GameOutcome, SimConfig } from '../src/sim-core.ts';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const cfg = (o: Partial<SimConfig> = {}): SimConfig => ({ bots: ['random', 'random'], seed: 1, swapSides: false, check: true, maxActions: 50_000, failureDir: '/tmp', ...o });

function outcome(index: number, took: string[] | undefined, seen: string[] = []): GameOutcome {
  return {
    index,
    seed: index + 1,
    seats: { 'player-1': 'random', 'player-2': 'random' },
    slots: { 'player-1': 0, 'player-2': 1 },
    winner: 'player-1',
    reason: 'points',
    turns: 10,
    actions: 100,
    scores: { 'player-1': 100, 'player-2': 0 },
    times: [[1], [1]],
    seen,
    ...(took ? { took } : {}),
  };
}

const card = (sum: SimSummary, set: string, id: string) => sum.sets?.find((s) => s.set === set)?.cards.find((c) => c.card === id);

describe('coverage of a constructed run, per set', () => {
  const constructed = cfg({ format: 'constructed', decks: 'random' });
  const sum = summarize(constructed, [outcome(0, ['tricorder', 'revolving-door']), outcome(1, ['revolving-door', 'gault'], ['calloway'])], 1);

  it('counts a card in the games where it took effect; one only played or seen is not counted', () => {
    expect(card(sum, 'alternate-universe', 'revolving-door')?.games).toBe(2);
    expect(card(sum, 'premiere', 'tricorder')?.games).toBe(1);
    expect(card(sum, 'intro-2pg', 'gault')?.games).toBe(1);
    // in `seen` (played or met) but its text never took effect
    expect(card(sum, 'premiere', 'calloway')?.games).toBe(0);
  });

  it('prints one line per set against every card of the set, and with --coverage names the cards never counted, the unimplemented apart', () => {
    // every card of the pool is built: each set's cards all implemented, none apart
    const text = formatSummary(sum, true);
    expect(text).toMatch(/^ {2}Premiere: 1\/363 cards took effect \(all implemented\)$/m);
    // every card can take effect in this pool (Particle Scattering Field on the Tama): no card is listed apart
    expect(text).toMatch(/^ {2}Alternate Universe: 1\/122 cards took effect \(all implemented\)$/m);
    expect(text).toMatch(/^ {2}Introductory Two-Player Game: 1\/21 cards took effect \(all implemented\)$/m);
    const line = (t: string, start: string) => t.split('\n').find((l) => l.startsWith(start)) as string;
    const never = line(text, '  Premiere: implemented, never took effect');
    expect(never).toMatch(/Calloway/);
    expect(never).not.toMatch(/(: |, )Tricorder(,|$)/);
    expect(never).toMatch(/Alien Parasites/);
    expect(line(text, '  Alternate Universe: implemented, never took effect')).toMatch(/Particle Scattering Field/);
    expect(text).not.toMatch(/cannot take effect/);
    for (const set of ['Premiere', 'Alternate Universe', 'Introductory Two-Player Game']) {
      expect(line(text, `  ${set}: not implemented`)).toBe(`  ${set}: not implemented, cannot count: none (every card of the set is implemented)`);
    }
    // Alien Parasites left out of the engine's cards, and Gaps in Normal Space with its facts, as if not built: apart, never counted
    const left = withCardsLeftOut(['alien-parasites'], () => withCardsLeftOut(['gaps-in-normal-space'], () => summarize(constructed, [outcome(0, ['tricorder', 'revolving-door']), outcome(1, ['revolving-door', 'gault'], ['calloway'])], 1), { facts: true }));
    const leftText = formatSummary(left, true);
    expect(leftText).toMatch(/^ {2}Premiere: 1\/363 cards took effect \(361 implemented\)$/m);
    expect(leftText).toMatch(/^ {2}Alternate Universe: 1\/122 cards took effect \(all implemented\)$/m);
    expect(line(leftText, '  Premiere: not implemented')).toBe('  Premiere: not implemented, cannot count (2): Alien Parasites, Gaps in Normal Space');
    expect(line(leftText, '  Premiere: implemented, never took effect')).not.toMatch(/Alien Parasites|Gaps in Normal Space/);
    expect(line(leftText, '  Premiere: implemented, never took effect')).toMatch(/Calloway/);
    // without --coverage: the per-set lines only
    expect(formatSummary(sum, false)).not.toMatch(/never took effect|not implemented/);
    expect(formatSummary(left, false)).not.toMatch(/never took effect|not implemented/);
    expect(text).not.toMatch(/card coverage:/);
  });

  it('an unimplemented card never counts, even when an outcome names it; an outcome without the list (an older file) counts nothing', () => {
    const outcomes = [outcome(0, ['alien-parasites']), outcome(1, undefined)];
    // Alien Parasites left out of the engine's cards, as if not built
    const odd = withCardsLeftOut(['alien-parasites'], () => summarize(constructed, outcomes, 1));
    expect(card(odd, 'premiere', 'alien-parasites')).toMatchObject({ implemented: false, games: 0 });
    expect(odd.sets?.map((s) => s.counted)).toEqual([0, 0, 0]);
    // the boundary: built, the same outcomes count it in the one game that names it
    const built = summarize(constructed, outcomes, 1);
    expect(card(built, 'premiere', 'alien-parasites')).toMatchObject({ implemented: true, games: 1 });
    expect(built.sets?.map((s) => s.counted)).toEqual([1, 0, 0]);
  });

  it('the intro game keeps its coverage line and has no per-set lines', () => {
    const intro = summarize(cfg(), [outcome(0, undefined, ['tricorder'])], 1);
    expect(intro.sets).toBeUndefined();
    expect(formatSummary(intro, false)).toMatch(/card coverage: 1 of \d+ cards with text played or encountered/);
  });
});

describe('outcomes kept small (bench/results: no cards seen or played, no decision times)', () => {
  const constructed = cfg({ format: 'constructed', decks: 'random' });
  // as such a file holds them: `seen` and `took` dropped, `times` emptied
  const small = (index: number): GameOutcome => {
    const { seen: _seen, ...rest } = outcome(index, undefined);
    return { ...rest, times: [[], []] };
  };

  it('a run read from such a file is summed up: wins counted, coverage and times said to be unrecorded', () => {
    const sum = summarize(constructed, [small(0), small(1)], 0, new Set());
    expect(sum.perBot[0]?.wins).toBe(2);
    expect(sum.coverageGames).toBe(0);
    const text = formatSummary(sum, false);
    expect(text).toMatch(/^ {2}card coverage: not recorded \(the outcomes were kept without the cards seen and played\)$/m);
    expect(text).not.toMatch(/cards took effect/);
    expect(text).toMatch(/bot 1 random +wins +2 .*decision times not recorded$/m);
  });

  it('a file mixing both counts the coverage over the games that kept their cards, and says over how many', () => {
    const sum = summarize(constructed, [outcome(0, ['tricorder']), small(1)], 0, new Set());
    expect(sum.coverageGames).toBe(1);
    expect(card(sum, 'premiere', 'tricorder')?.games).toBe(1);
    const text = formatSummary(sum, false);
    expect(text).toMatch(/^ {2}card coverage over 1 of 2 games \(the others' outcomes were kept without the cards seen and played\):$/m);
    expect(text).toMatch(/^ {2}Premiere: 1\/363 cards took effect/m);
    // times kept in one game: the decisions are counted as before
    expect(text).toMatch(/1 decisions, median 1\.000 ms/);
  });

  it('a full run keeps its lines as they were (no note on coverage or times)', () => {
    const text = formatSummary(summarize(constructed, [outcome(0, ['tricorder'])], 1), false);
    expect(text).not.toMatch(/not recorded|card coverage over/);
    expect(text).toMatch(/1 decisions, median/);
  });
});

describe('stccg sim --format constructed --decks random --coverage', () => {
  const base: SimCliOptions = { games: 1, seed: 5, bots: 'random,random', workers: 1, check: true, progress: false, maxActions: 50_000, format: 'constructed', decks: 'random' };

  it('a short seeded run prints the per-set lines; --json gives the games per card', async () => {
    const j = capture();
    expect(await runSim({ ...base, json: true }, j.io)).toBe(0);
    const sum = JSON.parse(j.out.join('\n')) as SimSummary;
    const text = formatSummary(sum, true);
    const premiere = /^ {2}Premiere: (\d+)\/363 cards took effect/m.exec(text);
    expect(premiere && Number(premiere[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^ {2}Alternate Universe: \d+\/122 cards took effect/m);
    expect(text).toMatch(/^ {2}Introductory Two-Player Game: \d+\/21 cards took effect/m);
    const counted = (sum.sets ?? []).flatMap((s) => s.cards.filter((x) => x.games > 0));
    expect(counted.length).toBe((sum.sets ?? []).reduce((a, s) => a + s.counted, 0));
    // one game: each card counted took effect in that game, and is one the engine implements
    expect(counted.every((x) => x.implemented && x.games === 1)).toBe(true);
    expect(String(sum.sets?.[0]?.counted)).toBe(premiere?.[1]);
  }, 60_000);
});

/**
 * The terminal game's option numbers (issue 22, item 14): within a turn, an option of the turn's
 * main decisions keeps the number it first got ("end turn" does not move from 7 to 9), new ones
 * take the next free numbers, and every other decision numbers its options 1, 2, 3.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Act, Option } from '@stccg/engine';
import { OptionNumbers, playGame } from '../src/play.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

const opt = (id: string, act: Act): Option => ({ id, label: id, act });
const END: Act = { type: 'endTurn' };
const moveA = opt('a', { type: 'move', ship: 'ship-1', to: 'loc-2' });
const moveB = opt('b', { type: 'move', ship: 'ship-2', to: 'loc-3' });
const end = opt('end', END);

describe('option numbers', () => {
  it('within a turn a main decision\'s option keeps its number; a new one takes the next; a new turn starts again at 1', () => {
    const n = new OptionNumbers();
    expect(n.of(3, { kind: 'main', options: [moveA, moveB, end] })).toEqual([1, 2, 3]);
    // moveA is gone, a new option came: the others keep theirs
    const play = opt('p', { type: 'play', card: 'card-9', choice: 'table' });
    expect(n.of(3, { kind: 'main', options: [moveB, play, end] })).toEqual([2, 4, 3]);
    // a response in between numbers its own options from 1 and changes nothing for the turn
    expect(n.of(3, { kind: 'respond', options: [opt('pass', { type: 'pass' }), play] })).toEqual([1, 2]);
    expect(n.of(3, { kind: 'main', options: [end] })).toEqual([3]);
    // the boundary: the next turn numbers afresh
    expect(n.of(4, { kind: 'main', options: [end, moveA] })).toEqual([1, 2]);
  });

  it('in a game, "end turn" keeps its number through every main decision of a turn, and a number picks the option it shows', async () => {
    const out: string[] = [];
    const endAt = new Map<number, Set<string>>();
    // where the end stood in each listing (its place among the options): what a plain 1, 2, 3 would have numbered it
    const endPlace = new Map<number, Set<number>>();
    let asked = 0;
    await playGame(
      { as: 'federation', bot: 'random', seed: 7, think: 0, workers: 1, records: scratchDir('stccg-numbers-') },
      {
        out: (s) => void out.push(s),
        ask: async () => {
          if (++asked > 300) return null;
          const text = out.join('\n');
          const board = text.slice(text.lastIndexOf('Turn '));
          const turn = Number(/^Turn (\d+)/.exec(board)?.[1] ?? -1);
          const list = out.slice().reverse().find((s) => /^\s+\d+\) /m.test(s)) ?? '';
          const num = (re: RegExp) => new RegExp(`^\\s+(\\d+)\\) (?:${re.source})`, 'm').exec(list)?.[1];
          const endNum = num(/Draw a card and end your turn/);
          if (endNum !== undefined) {
            const seen = endAt.get(turn) ?? new Set<string>();
            seen.add(endNum);
            endAt.set(turn, seen);
            const lines = list.split('\n').filter((l) => /^\s+\d+\) /.test(l));
            const place = endPlace.get(turn) ?? new Set<number>();
            place.add(lines.findIndex((l) => /Draw a card and end your turn/.test(l)) + 1);
            endPlace.set(turn, place);
            // play orders for a while before ending the turn: the first option that is not the end
            const first = num(/(?!Draw a card and end your turn).*/);
            return asked % 4 === 0 ? endNum : (first ?? endNum);
          }
          return num(/All of them/) ?? num(/No response/) ?? num(/.*/) ?? '1';
        },
        close: () => undefined,
      },
    );
    // several turns with more than one main decision were seen, and in each the end kept one number
    const busy = [...endAt.values()];
    expect(busy.length).toBeGreaterThan(3);
    for (const nums of busy) expect(nums.size).toBe(1);
    // and the check has teeth: in some turn the end's place in the list moved, so counting 1, 2, 3 would have renumbered it
    expect([...endPlace.values()].some((p) => p.size > 1)).toBe(true);
    // the numbers typed were taken: no "No option" answer
    expect(out.some((s) => /^No option /.test(s))).toBe(false);
  }, 120_000);
});

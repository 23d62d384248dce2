/**
 * The terminal game's undo (issue 22, item 8) has the engine's limit: it takes back the player's own
 * last decision, never past new information or an answer of the bot. Played as the Klingon against
 * the random bot: a load order is started and its first pick taken back; once the bot has answered
 * an order, undo is refused and takes back nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Game, replay, stateHash } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { playGame } from '../src/play.ts';
import { runReplay } from '../src/replay.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

describe('undo in the terminal game', () => {
  it('takes back one\'s own pick, but not the bot\'s answer to an order', async () => {
    const dir = scratchDir('stccg-undo-');
    const out: string[] = [];
    let asked = 0;
    let step: 'load' | 'pick' | 'undoPick' | 'again' | 'finish' | 'undoAfterBot' | 'done' = 'load';
    await playGame(
      { as: 'klingon', bot: 'random', seed: 11, think: 0, workers: 1, records: dir },
      {
        out: (s) => void out.push(s),
        ask: async () => {
          if (++asked > 600 || step === 'done') return null;
          const last = out.slice().reverse().find((s) => /^\s+\d+\) /m.test(s)) ?? '';
          const opt = (re: RegExp) => new RegExp(`^\\s+(\\d+)\\) (?:${re.source})`, 'm').exec(last)?.[1];
          const answer = (what: string): string => what;
          switch (step) {
            case 'load': {
              const load = opt(/Load from/);
              if (load) {
                step = 'pick';
                return answer(load);
              }
              break;
            }
            case 'pick': {
              // the first card of the load: a pick of one's own
              const one = /^\s+(\d+)\) (?!All of them|Done|Cancel)/m.exec(last)?.[1];
              expect(one).toBeDefined();
              step = 'undoPick';
              return answer(one as string);
            }
            case 'undoPick':
              step = 'again';
              return answer('undo');
            case 'again': {
              // back at the pick, which is offered again: all of them now, and the load is carried out
              const all = opt(/All of them/);
              expect(all).toBeDefined();
              step = 'finish';
              return answer(all as string);
            }
            case 'finish':
              step = 'undoAfterBot';
              return answer('undo');
            case 'undoAfterBot':
              step = 'done';
              return null;
          }
          return opt(/Commission|Report/) ?? opt(/No response/) ?? opt(/Draw a card and end your turn/) ?? '1';
        },
        close: () => undefined,
      },
    );
    expect(step).toBe('done');
    const text = out.join('\n');
    // the pick was taken back: back at the decision the pick answered
    const undone = /Undone: back to your decision before action (\d+)\./.exec(text);
    expect(undone).not.toBeNull();
    // after the load was carried out the bot answered it: nothing more to take back
    expect(text).toMatch(/Cannot undo: Federation has acted since, and its answers stand\./);
    expect(text.match(/Undone:/g)).toHaveLength(1);

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const record = JSON.parse(readFileSync(join(dir, files[0] as string), 'utf8')) as GameRecord;
    // one undo, of one action, the Klingon's own pick; the bot's answers all stand
    expect(record.undos).toHaveLength(1);
    const [at, who, taken] = record.undos![0]!;
    expect(who).toBe('klingon');
    expect(taken).toHaveLength(1);
    expect(taken[0]!.option).toMatch(/^pick:klingon:/);
    expect(at + 1).toBe(Number(undone![1]));
    // the record, undo and all, replays to the game as it was left
    const g = Game.create({ seed: 11 });
    for (const a of record.actions) g.act(a);
    expect(stateHash(replay(record))).toBe(stateHash(g.state));
    // the last actions of the record: the load and the bot's answer to it, neither taken back
    expect(record.actions.at(-1)!.option).toBe('pass');
    // stccg replay names the undo
    const said: string[] = [];
    expect(await runReplay(join(dir, files[0] as string), false, { out: (l) => void said.push(l), err: (l) => void said.push(l) })).toBe(0);
    expect(said).toContain(`taken back: klingon 1 after action ${at}`);
  }, 120_000);
});

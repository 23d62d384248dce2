/**
 * The terminal game, driven through tmux like a person would: read the screen, type a choice.
 * The human side draws and ends its turn whenever it can (and passes on responses), so the
 * search bot, thinking 50 ms per decision, plays the game to its end.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'packages/cli/bin/stccg.js');

function hasTmux(): boolean {
  try {
    execFileSync('tmux', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Screen {
  constructor(readonly session: string) {}
  text(): string {
    return execFileSync('tmux', ['capture-pane', '-p', '-J', '-t', this.session, '-S', '-400'], { encoding: 'utf8' });
  }
  type(s: string): void {
    execFileSync('tmux', ['send-keys', '-t', this.session, '-l', s]);
    execFileSync('tmux', ['send-keys', '-t', this.session, 'Enter']);
  }
  /** Waits until the screen has changed and ends with the prompt (or the game is over). */
  async next(before: string, timeoutMs = 60_000): Promise<string> {
    const t0 = Date.now();
    for (;;) {
      const t = this.text();
      const trimmed = t.trimEnd();
      if (t !== before && (trimmed.endsWith('choice>') || /Game record saved to/.test(t))) return t;
      if (Date.now() - t0 > timeoutMs) throw new Error(`the terminal game did not answer; screen:\n${t}`);
      await sleep(40);
    }
  }
}

/** The options listed since the last prompt: [number, label]. */
function options(screen: string): [number, string][] {
  const lines = screen.trimEnd().split('\n');
  const out: [number, string][] = [];
  for (let i = lines.length - 2; i >= 0; i--) {
    const m = /^\s+(\d+)\) (.*)$/.exec(lines[i] as string);
    if (!m) {
      if (out.length) break;
      continue;
    }
    out.unshift([Number(m[1]), m[2] as string]);
  }
  return out;
}

describe('stccg play', () => {
  it.skipIf(!hasTmux())('is played to the end against the search bot in a terminal, with help, show, why, log and undo', async () => {
    const dir = scratchDir('stccg-play-');
    const session = `stccg-play-${process.pid}`;
    const cmd = `cd ${dir} && node ${BIN} play --as federation --bot search --think 50 --workers 1 --seed 5; echo PLAY-EXITED $?; sleep 60`;
    execFileSync('tmux', ['new-session', '-d', '-s', session, '-x', '220', '-y', '60', cmd]);
    const screen = new Screen(session);
    try {
      let s = await screen.next('', 90_000);
      expect(s).toMatch(/You play Federation against the search bot/);
      expect(s).toMatch(/Spaceline:/);

      screen.type('help');
      s = await screen.next(s);
      expect(s).toMatch(/show <card>/);

      screen.type('show Federation Outpost');
      s = await screen.next(s);
      expect(s).toMatch(/Federation Outpost \(outpost/);

      let decisions = 0;
      let undone = false;
      let whyAsked = false;
      let logAsked = false;
      while (!/GAME OVER/.test(s)) {
        const opts = options(s);
        expect(opts.length).toBeGreaterThan(0);
        const tail = s.slice(s.lastIndexOf('====='));
        const hand = /Your hand \(\d+\): (.+)/.exec(tail)?.[1];
        if (!whyAsked && hand && hand !== '-' && /Play a card|Give orders/.test(tail)) {
          const first = (hand.split(', ')[0] as string).replace(/ \([a-z]+\)$/, '');
          screen.type(`why ${first}`);
          s = await screen.next(s);
          expect(s.slice(s.lastIndexOf(`why ${first}`))).toContain(`${first}`);
          whyAsked = true;
          continue;
        }
        if (!logAsked && decisions === 3) {
          screen.type('log');
          s = await screen.next(s);
          expect(s).toMatch(/Game log:/);
          logAsked = true;
          continue;
        }
        if (!undone && decisions === 2) {
          // the missions are placed in turn: the bot has answered, so undo takes nothing back
          screen.type('undo');
          s = await screen.next(s);
          expect(s).toMatch(/Cannot undo: Klingon has acted since, and its answers stand\./);
          undone = true;
          continue;
        }
        const pick =
          opts.find(([, l]) => /Draw a card and end your turn/.test(l)) ??
          opts.find(([, l]) => /^No response/.test(l)) ??
          (opts[0] as [number, string]);
        screen.type(String(pick[0]));
        s = await screen.next(s, 300_000);
        decisions++;
      }
      expect(s).toMatch(/GAME OVER: /);
      expect(s).toMatch(/Game record saved to .*records\/.*-seed5\.json/);
      expect(undone && whyAsked && logAsked).toBe(true);
      const files = readdirSync(join(dir, 'records'));
      expect(files).toHaveLength(1);
      const record = JSON.parse(readFileSync(join(dir, 'records', files[0] as string), 'utf8')) as { seed: number; actions: unknown[]; result: { winner: string | null } };
      expect(record.seed).toBe(5);
      expect(record.actions.length).toBeGreaterThan(20);
      expect(record.result).toBeTruthy();
    } finally {
      try {
        execFileSync('tmux', ['kill-session', '-t', session], { stdio: 'ignore' });
      } catch {
        // already gone
      }
      expect(existsSync(dir)).toBe(true);
    }
  }, 900_000);
});

/**
 * A scripted player at a terminal (the Io of play.ts), for tests of the terminal game on a server:
 * it reads the options printed and types one of their numbers; and a GAME OVER line read back.
 */
import { botRng } from '@stccg/ai';
import type { Io } from '../src/play.ts';

export interface Terminal {
  io: Io;
  out: string[];
  err: string[];
  asks: () => number;
}

/**
 * A player at a terminal: reads the options printed since its last answer and types one of their
 * numbers, picked by a seeded generator; ends the turn seven times in ten it may, so games finish soon.
 * `script` answers first (commands typed at given asks); more than `maxAsks` prompts ends input.
 */
export function terminal(seed: number, script: Record<number, string> = {}, maxAsks = 6000): Terminal {
  const rnd = botRng(seed);
  const out: string[] = [];
  const err: string[] = [];
  let options: [number, string][] = [];
  let asks = 0;
  const io: Io = {
    out: (s) => {
      out.push(s);
      const listed = [...s.matchAll(/^\s+(\d+)\) (.*)$/gm)].map((m) => [Number(m[1]), m[2] as string] as [number, string]);
      if (listed.length) options = listed;
    },
    err: (s) => void err.push(s),
    ask: async () => {
      asks += 1;
      if (asks > maxAsks) return null;
      const scripted = script[asks];
      if (scripted !== undefined) return scripted;
      const end = options.find(([, label]) => /end (your )?turn/i.test(label));
      if (end && rnd() < 0.7) return String(end[0]);
      const pick = options[Math.floor(rnd() * options.length)];
      return pick ? String(pick[0]) : 'board';
    },
    close: () => undefined,
  };
  return { io, out, err, asks: () => asks };
}

/** A GAME OVER line read as the winner seat's name (or a draw) and both seats' scores. */
export function resultOf(lines: string[], me: 'Player 1' | 'Player 2') {
  const line = lines.find((l) => l.startsWith('GAME OVER:'));
  const m = line ? /^GAME OVER: (.*) \((.*)\); (Player \d) (\d+), (Player \d) (\d+)\.$/.exec(line) : null;
  if (!m) return null;
  const winner = m[1] === 'you win' ? me : m[1] === 'a draw' ? 'draw' : (m[1] as string).replace(/ wins$/, '');
  return { winner, reason: m[2], scores: { [m[3] as string]: Number(m[4]), [m[5] as string]: Number(m[6]) } };
}

/**
 * `stccg replay FILE`: replays a game record, checking its stored hashes, and prints the final
 * summary and state hash. `stccg scenario FILE`: loads a test position and prints the pending
 * decision and its options, so any rule can be checked from outside the code.
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { buildPosition, replayRecord, seat, stateHash, view } from '@stccg/engine';
import type { GameRecord, GameState } from '@stccg/engine';

type Io = { out: (s: string) => void; err: (s: string) => void };
const stdio: Io = { out: (s) => process.stdout.write(s + '\n'), err: (s) => process.stderr.write(s + '\n') };

function readJson(file: string, io: Io): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    io.err(`cannot read ${file}: ${(e as Error).message}`);
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    io.err(`${file} is not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
}

/** A position's summary; `hash` and `seats` as its engine gives them (a frozen engine's state: from replayRecord). */
export function summary(s: GameState, hash: string = stateHash(s), seats: readonly string[] = s.seats) {
  return {
    seq: s.seq,
    turn: s.turn.number,
    result: s.result,
    // each seat's score, in the game's seat order (federation, klingon; a constructed game's player-1, player-2)
    scores: Object.fromEntries(seats.map((p) => [p, seat(s, p).score])) as Record<string, number>,
    hash,
    pending: s.pending ? { id: s.pending.id, player: s.pending.player, kind: s.pending.kind, prompt: s.pending.prompt } : null,
  };
}

export async function runReplay(file: string, json: boolean, io: Io = stdio): Promise<number> {
  const rec = readJson(file, io);
  if (rec === undefined) return 2;
  let replayed: Awaited<ReturnType<typeof replayRecord>>;
  try {
    // with the engine that made the record: the current one, or a frozen past one
    replayed = await replayRecord(rec as GameRecord);
  } catch (e) {
    io.err(`${file}: ${(e as Error).message}`);
    return 1;
  }
  const { state: s, engine, hash, seats } = replayed;
  const sum = { ...summary(s, hash, seats), engine };
  if (json) io.out(JSON.stringify(sum, null, 1));
  else {
    io.out(`${(rec as GameRecord).actions.length} actions replayed by engine ${engine}, turn ${sum.turn}`);
    io.out(sum.result ? `result: ${sum.result.winner ?? 'draw'} (${sum.result.reason})` : `unfinished: ${sum.pending?.player} to decide ${sum.pending?.kind}`);
    io.out(`score: ${Object.entries(sum.scores).map(([p, n]) => `${p} ${n}`).join(', ')}`);
    io.out(`state hash: ${sum.hash}`);
    const undos = (rec as GameRecord).undos ?? [];
    if (undos.length) io.out(`taken back: ${undos.map(([at, p, taken]) => `${p} ${taken.length} after action ${at}`).join('; ')}`);
  }
  return 0;
}

export function runScenario(file: string, json: boolean, io: Io = stdio): number {
  const spec = readJson(file, io);
  if (spec === undefined) return 2;
  let s: GameState;
  try {
    s = buildPosition(spec);
  } catch (e) {
    io.err(`${file}: ${(e as Error).message}`);
    return 1;
  }
  const p = s.pending;
  if (json) {
    io.out(JSON.stringify({ ...summary(s), options: p?.options ?? [], view: p ? view(s, p.player) : null }, null, 1));
    return 0;
  }
  if (!p) {
    io.out(`no decision pending${s.result ? `: ${s.result.reason}` : ''}`);
    return 0;
  }
  io.out(`${p.player} to decide (${p.kind}): ${p.prompt}`);
  p.options.forEach((o, i) => io.out(`  ${String(i + 1).padStart(3)}. ${o.label}   [${o.id}]`));
  return 0;
}

export function replayCommand(): Command {
  return new Command('replay')
    .description('replay a game record and print the final summary and state hash')
    .argument('<file>', 'a game record (JSON)')
    .option('--json', 'print JSON')
    .action(async (file: string, o: { json?: boolean }) => {
      process.exitCode = await runReplay(file, !!o.json);
    });
}

export function scenarioCommand(): Command {
  return new Command('scenario')
    .description('load a test position (JSON) and print the pending decision and its options')
    .argument('<file>', 'a position (the test harness format)')
    .option('--json', 'print JSON')
    .action((file: string, o: { json?: boolean }) => {
      process.exitCode = runScenario(file, !!o.json);
    });
}

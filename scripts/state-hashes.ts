/**
 * Plays seeded random games with a tree's engine and prints, per game, a digest of the moves made
 * (the chosen option ids) and a digest of the state hashes (every 25 actions and at the end), so
 * that two versions of the engine can be compared game by game: the same moves and hashes (no
 * change of behaviour), the same moves with other hashes (a state's shape changed, the play did
 * not), or other moves.
 *
 * Run from a tree's root: npx tsx <this file> [games=60] [actions=3000] [seed=1] [--premiums]
 * and compare the outputs of two trees with diff. Each game alternates premiums off and on unless
 * --premiums (on for all) or --no-premiums (off for all) is given.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const allPremiums = process.argv.includes('--premiums');
const noPremiums = process.argv.includes('--no-premiums');
const games = Number(args[0] ?? 60);
const maxActions = Number(args[1] ?? 3000);
const seed0 = Number(args[2] ?? 1);

interface EngineApi {
  newGame(o: { seed: number; log?: boolean; withPremiums?: boolean }): { pending: { id: string; options: { id: string }[] } | null; result: unknown };
  apply(s: unknown, a: { decision: string; option: string }): void;
  stateHash(s: unknown): string;
  mulberry32(seed: number): () => number;
}

// the engine of the tree this runs in (the current directory), not of the tree the script is in
const engine = (await import(pathToFileURL(resolve(process.cwd(), 'packages/engine/src/index.ts')).href)) as EngineApi;

function digest(parts: string[]): string {
  // FNV-1a over the joined text, two lanes: short and stable
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const text = parts.join('\n');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 2246822519);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

for (let g = 0; g < games; g++) {
  const seed = seed0 + g;
  const s = engine.newGame({ seed, log: false, withPremiums: !noPremiums && (allPremiums || g % 2 === 1) });
  const r = engine.mulberry32(seed);
  const moves: string[] = [];
  const hashes: string[] = [];
  let n = 0;
  while (!s.result && s.pending && n < maxActions) {
    const p = s.pending;
    const o = p.options[Math.floor(r() * p.options.length)] as { id: string };
    moves.push(o.id);
    engine.apply(s, { decision: p.id, option: o.id });
    n++;
    if (n % 25 === 0) hashes.push(engine.stateHash(s));
  }
  hashes.push(engine.stateHash(s));
  console.log(`game ${g} seed ${seed}: ${n} actions, moves ${digest(moves)}, hashes ${digest(hashes)}`);
}

/**
 * The engine and bots as they stood when issue 21 ("Hidden cards stay hidden") was resolved, for
 * the benchmarks to compare the current code against in the same run (issue 23: the new card layer
 * must not be slower). The packages are taken from git at BASELINE_COMMIT into a temporary folder
 * and bundled there with esbuild (as `npm run bench` bundles the current code), with the current
 * node_modules for their dependencies. A clone without that commit (a shallow one) gets null and
 * the benchmark says so.
 *
 * The adapter below calls the baseline's own API (as it was at that commit), so the current code
 * may change its API freely.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { build as Build } from 'esbuild';
import { pathToFileURL } from 'node:url';

export const BASELINE_COMMIT = '78e75a7a1346375598a7855a87b0416634a21dd3';
export const BASELINE_NAME = 'engine 0.2.0 as issue 21 left it (78e75a7)';

// the repository: benchmarks run from its root (npm run bench), and run.mjs runs them as a bundle
// in a temporary folder, so this file's own URL does not say where the repository is
const ROOT = resolve(process.cwd());

/** What the benchmarks need from the baseline, in the baseline's own terms. */
export interface Baseline {
  /** A random game to its end without a log (as bench/engine.ts plays one); its number of decisions. */
  randomGame(seed: number): number;
  /** Sampled worlds for the given seat views (JSON), as the search makes them. */
  worlds(views: unknown[]): unknown[];
  /** One playout of `turns` turns from a copy of a world, with the search's heuristic memos. */
  playout(world: unknown, turns: number, seed: number): void;
}

const ENTRY = `
import { apply, cloneState, mulberry32, newGame } from './packages/engine/src/index.ts';
import { determinize, newMemo } from './packages/ai/src/index.ts';
import { playout as run } from './packages/ai/src/mcts.ts';
import { botRng } from './packages/ai/src/random.ts';
export function randomGame(seed) {
  const s = newGame({ seed, log: false });
  const r = mulberry32(seed);
  let n = 0;
  while (!s.result) {
    const p = s.pending;
    apply(s, { decision: p.id, option: p.options[Math.floor(r() * p.options.length)].id });
    n++;
  }
  return n;
}
export function worlds(views) {
  return views.map((v, i) => determinize(v, botRng(100 + i), { lenient: true }));
}
export function playout(world, turns, seed) {
  const s = cloneState(world);
  run(s, s.turn.number + turns, botRng(seed), { federation: newMemo(true), klingon: newMemo(true) });
}
`;

/** The baseline, built from git (null when the commit is not in this clone). */
export async function loadBaseline(): Promise<Baseline | null> {
  const dir = mkdtempSync(join(tmpdir(), 'stccg-baseline-'));
  try {
    const tar = execFileSync('git', ['-C', ROOT, 'archive', BASELINE_COMMIT, 'packages/engine', 'packages/ai'], { maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  } catch {
    return null;
  }
  return bundle(dir, dir);
}

/**
 * The working tree's code through the same adapter and the same bundling, for a fair comparison
 * (only while the current API still has the baseline's names; after that a benchmark measures the
 * current code its own way, bundled as bench/run.mjs does).
 */
export async function loadCurrent(): Promise<Baseline> {
  return bundle(mkdtempSync(join(tmpdir(), 'stccg-current-')), ROOT);
}

async function bundle(dir: string, src: string): Promise<Baseline> {
  writeFileSync(join(dir, 'entry.ts'), ENTRY.replaceAll("'./packages/", `'${src}/packages/`));
  const { build } = createRequire(join(ROOT, 'package.json'))('esbuild') as { build: typeof Build };
  const out = join(dir, 'baseline.mjs');
  await build({
    entryPoints: [join(dir, 'entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    logLevel: 'error',
    nodePaths: [join(ROOT, 'node_modules')],
    // the baseline's own engine, for the bots' imports of it (the package's exports: '.' and './*' under src/)
    plugins: [
      {
        name: 'baseline-engine',
        setup(b) {
          b.onResolve({ filter: /^@stccg\/engine(\/.*)?$/ }, (a) => ({ path: join(src, 'packages/engine/src', a.path === '@stccg/engine' ? 'index.ts' : a.path.slice('@stccg/engine/'.length)) }));
          // the search's worker threads bundle themselves with esbuild; the benchmark's playouts run in-process
          b.onResolve({ filter: /^esbuild$/ }, () => ({ path: 'esbuild', namespace: 'no-esbuild' }));
          b.onLoad({ filter: /.*/, namespace: 'no-esbuild' }, () => ({ contents: 'export function buildSync() { throw new Error("the baseline runs no search workers"); }', loader: 'js' }));
        },
      },
    ],
  });
  return (await import(pathToFileURL(out).href)) as Baseline;
}

/**
 * Freezes the engine of a past commit into one ES module, so that records that engine made keep
 * replaying after the current engine's rules or cards change (docs/DESIGN.md, "Records across
 * versions"). The packages are taken from git into a temporary folder and bundled with esbuild
 * (dependencies from the current node_modules, the versions the lock file pins), for Node and the
 * browser alike.
 *
 *   npx tsx scripts/freeze-engine.ts <commit> <engine version>
 *   -> packages/engine/frozen/engine-<version>.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const [commit, version] = process.argv.slice(2);
if (!commit || !version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('usage: npx tsx scripts/freeze-engine.ts <commit> <engine version, e.g. 0.2.0>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'stccg-freeze-'));
const tar = execFileSync('git', ['-C', root, 'archive', commit, 'packages/engine'], { maxBuffer: 256 * 1024 * 1024 });
execFileSync('tar', ['-x', '-C', dir], { input: tar });
const src = join(dir, 'packages/engine/src');
const recordTs = readFileSync(join(src, 'core/record.ts'), 'utf8');
const said = /ENGINE_VERSION = '([^']+)'/.exec(recordTs)?.[1];
if (said !== version) {
  console.error(`commit ${commit} is engine ${said ?? '(unknown)'}, not ${version}`);
  process.exit(1);
}
const full = execFileSync('git', ['-C', root, 'rev-parse', commit], { encoding: 'utf8' }).trim();
const out = join(root, 'packages/engine/frozen', `engine-${version}.mjs`);
await build({
  entryPoints: [join(src, 'index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  outfile: out,
  logLevel: 'error',
  nodePaths: [join(root, 'node_modules')],
  // the engines this one kept frozen are left out: a frozen engine replays its own records only
  plugins: [
    {
      name: 'no-older-frozen-engines',
      setup(b) {
        b.onResolve({ filter: /frozen\/engine-[0-9.]+\.mjs$/ }, (a) => ({ path: a.path, namespace: 'older-engine' }));
        b.onLoad({ filter: /.*/, namespace: 'older-engine' }, () => ({
          contents: "throw new Error('a frozen engine replays only its own records');",
          loader: 'js',
        }));
      },
    },
  ],
  banner: { js: `// Engine ${version}, frozen from commit ${full} by scripts/freeze-engine.ts: replays that engine's records. Generated; do not edit.` },
});
writeFileSync(out.replace(/\.mjs$/, '.json'), `${JSON.stringify({ version, commit: full }, null, 2)}\n`);
// its types: the functions versions.ts uses, each as FrozenEngine declares it (frozen/engine.d.ts)
const NAMES = ['ENGINE_VERSION', 'RECORD_FORMAT', 'replay', 'view', 'newGame', 'apply', 'cloneState', 'concede', 'stateHash', 'ReplayError', 'Game'];
writeFileSync(
  out.replace(/\.mjs$/, '.d.mts'),
  [`// The frozen engine ${version} (engine-${version}.mjs): the functions versions.ts uses, in that engine's types.`, "import type { FrozenEngine } from './engine.d.ts';", ...NAMES.map((n) => `export declare const ${n}: FrozenEngine['${n}'];`), ''].join('\n'),
);
console.log(`${out}: engine ${version} from ${full}`);

// Runs a benchmark compiled as production code runs (bundled by esbuild, as Vite bundles the
// engine for the browser), rather than through tsx's on-the-fly transform, which keeps function
// names and adds a measurable cost. Usage: node bench/run.mjs engine [args...]
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [name = 'engine', ...rest] = process.argv.slice(2);
const out = join(mkdtempSync(join(tmpdir(), 'stccg-bench-')), `${name}.mjs`);
await build({ entryPoints: [new URL(`./${name}.ts`, import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'error', packages: 'bundle', external: ['esbuild'] });
process.argv = [process.argv[0], out, ...rest];
await import(pathToFileURL(out).href);

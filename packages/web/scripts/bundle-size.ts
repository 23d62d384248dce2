/**
 * A tiny Vite plugin: after a production build, gzips every emitted JavaScript chunk, prints
 * each size and the total, and fails the build when the total passes the budget. Frozen past
 * engines (chunks named engine-<version>, loaded only to replay a record such an engine made) are
 * printed but left out of the budget: no page loads them unless asked to replay such a record.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export function gzipTotal(chunks: { name: string; code: string }[]): { files: { name: string; raw: number; gzip: number }[]; total: number } {
  const files = chunks.map((c) => ({ name: c.name, raw: Buffer.byteLength(c.code), gzip: gzipSync(c.code, { level: 9 }).length }));
  return { files, total: files.reduce((n, f) => n + f.gzip, 0) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function bundleSizePlugin(budgetBytes: number): Plugin {
  return {
    name: 'stccg-bundle-size',
    // a development build (the browser tests' STCCG_WEB_DEV=1, for React's full messages) is not shipped: no budget
    apply: (_config, env) => env.command === 'build' && env.mode !== 'development',
    writeBundle(_options, bundle) {
      const chunks: { name: string; code: string }[] = [];
      const frozen: { name: string; code: string }[] = [];
      for (const [name, out] of Object.entries(bundle)) if (out.type === 'chunk') (/(^|\/)engine-\d+\.\d+\.\d+-[^/]*\.js$/.test(name) ? frozen : chunks).push({ name, code: out.code });
      for (const f of gzipTotal(frozen).files) this.info(`${f.name}: ${kb(f.raw)} raw, ${kb(f.gzip)} gzipped (a frozen past engine, loaded only for its records; not in the budget)`);
      const { files, total } = gzipTotal(chunks);
      for (const f of files.sort((a, b) => b.gzip - a.gzip)) this.info(`${f.name}: ${kb(f.raw)} raw, ${kb(f.gzip)} gzipped`);
      const line = `JavaScript total: ${kb(total)} gzipped (budget ${kb(budgetBytes)})`;
      console.log(`\n[bundle-size] ${line}`);
      if (total > budgetBytes) this.error(`the bundle is over budget: ${line}`);
    },
  };
}

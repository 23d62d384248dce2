/**
 * The server hands out the built web client: files as they are, any other path as the
 * single-page app's index.html, and nothing outside its folder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';

let server: RunningServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stccg-web-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>stccg</title>');
  writeFileSync(join(dir, 'dist', 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: join(dir, 'dist') });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static web client', () => {
  it('serves files, falls back to index.html for app routes, and stays in its folder', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(await index.text()).toContain('<title>stccg</title>');
    const js = await fetch(`${server.url}/assets/app-1234.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    expect(await js.text()).toBe('console.log(1)');
    const route = await fetch(`${server.url}/join/abc?invite=xyz`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>stccg</title>');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/unknown`)).status).toBe(404);
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toMatchObject({ ok: true });
  });
});

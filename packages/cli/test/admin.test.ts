/**
 * `stccg admin` (issue 29): the operator resets a forgotten password (printed once), mutes and bans
 * an account, deletes a chat message, run as the command a person types against a SQLite file; an unknown account is a
 * clear error with exit code 1 and changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openStore } from '../../server/src/store.ts';
import { Accounts } from '../../server/src/accounts.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'packages/cli/bin/stccg.js');
const dir = mkdtempSync(join(tmpdir(), 'stccg-admin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PW = 'my old passphrase';

function stccg(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } }, (err, stdout, stderr) => {
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function withStore<T>(db: string, f: (a: Accounts) => Promise<T>): Promise<T> {
  const store = await openStore(db);
  try {
    return await f(new Accounts(store.accounts?.() ?? expect.fail('accounts')));
  } finally {
    await store.close();
  }
}

describe('stccg admin', () => {
  it('reset-password prints a new password that signs in, the old one no longer does; mute and ban are kept; an unknown name fails', async () => {
    const db = join(dir, 'a.sqlite');
    await withStore(db, (a) => a.signUp('Wesley', PW));
    const r = await stccg('admin', 'reset-password', 'wesley', '--db', db);
    expect(r.code).toBe(0);
    const fresh = /: (\S+)\n/.exec(r.stdout)?.[1] as string;
    expect(fresh.length).toBeGreaterThanOrEqual(12);
    await withStore(db, async (a) => {
      await expect(a.signIn('Wesley', fresh, 'x')).resolves.toMatchObject({ account: { name: 'Wesley' } });
      await expect(a.signIn('Wesley', PW, 'y')).rejects.toMatchObject({ status: 401 });
    });
    expect((await stccg('admin', 'mute', 'Wesley', '--db', db)).code).toBe(0);
    expect((await stccg('admin', 'ban', 'Wesley', '--db', db)).code).toBe(0);
    await withStore(db, async (a) => {
      expect((await a.store.byNameKey('wesley'))?.muted).toBe(true);
      await expect(a.signIn('Wesley', fresh, 'z')).rejects.toMatchObject({ code: 'banned' });
    });
    expect((await stccg('admin', 'unban', 'Wesley', '--db', db)).code).toBe(0);
    await withStore(db, (a) => expect(a.signIn('Wesley', fresh, 'w')).resolves.toBeTruthy());
    const bad = await stccg('admin', 'ban', 'Nobody', '--db', db);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('there is no account named "Nobody"');
  }, 180_000);

  it('delete-message marks a stored chat message deleted (left out of the game\'s messages); an unknown id fails with exit 1', async () => {
    const db = join(dir, 'm.sqlite');
    const store = await openStore(db);
    const community = store.community?.() ?? expect.fail('community');
    await community.add({ id: 'm-1', channel: 'players', gameId: 'g1', author: 'guest', seat: 'federation', at: '2030-01-01T00:00:00.000Z', text: 'rude' }, null);
    await community.add({ id: 'm-2', channel: 'players', gameId: 'g1', author: 'guest', seat: 'klingon', at: '2030-01-01T00:00:01.000Z', text: 'hello' }, null);
    await store.close();
    const r = await stccg('admin', 'delete-message', 'm-1', '--db', db);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('m-1 deleted');
    const bad = await stccg('admin', 'delete-message', 'no-such', '--db', db);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('no message no-such');
    const again = await openStore(db);
    try {
      expect((await again.community?.().forGame('g1'))?.map((m) => m.id)).toEqual(['m-2']);
    } finally {
      await again.close();
    }
  }, 180_000);
});

/**
 * `stccg admin ...`: the operator's hand over accounts (issue 29), on the server's store (the same
 * --db as `stccg serve`). A forgotten password: the player asks the operator, who runs
 * `stccg admin reset-password NAME` and tells the player the new password printed (once; it is not
 * kept in clear anywhere); every session of the account ends, and the player changes it after
 * signing in. No e-mail is involved.
 */
import { Command, Option } from 'commander';
import { openStore } from '../../server/src/store.ts';
import { Accounts } from '../../server/src/accounts.ts';
import { HttpProblem } from '../../server/src/hub.ts';

function defaultDb(): string {
  return process.env.DATABASE_URL ?? './data/stccg.sqlite';
}

/** Runs an operator's action on the accounts of a store; an unknown account is a clear error, exit 1. */
export async function withAccounts<T>(db: string, act: (a: Accounts) => Promise<T>): Promise<T | undefined> {
  const store = await openStore(db);
  try {
    const accounts = store.accounts?.();
    if (!accounts) throw new Error(`the store ${store.where} keeps no accounts`);
    return await act(new Accounts(accounts));
  } catch (e) {
    if (!(e instanceof HttpProblem)) throw e;
    process.stderr.write(`stccg admin: ${e.message}\n`);
    process.exitCode = 1;
    return undefined;
  } finally {
    await store.close();
  }
}

export function adminCommand(): Command {
  const admin = new Command('admin').description("the operator's hand over accounts: reset a password, mute, ban");
  const dbOption = () => new Option('--db <file-or-url>', 'SQLite file or postgres:// URL (default: $DATABASE_URL, else ./data/stccg.sqlite)');
  admin
    .command('reset-password')
    .description('give an account a new random password, printed once for you to pass on; every session of the account ends')
    .argument('<name>', 'the account name')
    .addOption(dbOption())
    .action(async (name: string, flags: { db?: string }) => {
      const pw = await withAccounts(flags.db ?? defaultDb(), (a) => a.resetPassword(name));
      if (pw !== undefined) process.stdout.write(`the new password of ${name}: ${pw}\n(tell it to the player, who should change it after signing in)\n`);
    });
  for (const [cmd, what, run] of [
    ['mute', 'mute an account (it may not chat)', (a: Accounts, n: string) => a.setMuted(n, true)],
    ['unmute', 'lift a mute', (a: Accounts, n: string) => a.setMuted(n, false)],
    ['ban', 'ban an account: its sessions end and it cannot sign in', (a: Accounts, n: string) => a.setBanned(n, true)],
    ['unban', 'lift a ban', (a: Accounts, n: string) => a.setBanned(n, false)],
  ] as const) {
    admin
      .command(cmd)
      .description(what)
      .argument('<name>', 'the account name')
      .addOption(dbOption())
      .action(async (name: string, flags: { db?: string }) => {
        const done = await withAccounts(flags.db ?? defaultDb(), async (a) => {
          await run(a, name);
          return true;
        });
        if (done) process.stdout.write(`stccg admin: ${cmd} ${name}: done\n`);
      });
  }
  return admin;
}

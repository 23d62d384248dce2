/**
 * `stccg admin ...`: the operator's hand over accounts and chat (issue 29), on the server's store (the same
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

/** Deletes a chat message (its id, as clients and records show it): no longer sent nor in any record. False: no such message. */
export async function deleteMessage(db: string, id: string): Promise<boolean> {
  const store = await openStore(db);
  try {
    const community = store.community?.();
    if (!community) throw new Error(`the store ${store.where} keeps no chat`);
    return await community.remove(id);
  } finally {
    await store.close();
  }
}

export function adminCommand(): Command {
  const admin = new Command('admin').description("the operator's hand over accounts and chat: reset a password, mute, ban, delete a message");
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
  admin
    .command('delete-message')
    .description('delete a chat message: it is no longer sent to anyone nor shown in any record (sockets already showing it keep it until they reload)')
    .argument('<id>', "the message's id")
    .addOption(dbOption())
    .action(async (id: string, flags: { db?: string }) => {
      if (await deleteMessage(flags.db ?? defaultDb(), id)) process.stdout.write(`stccg admin: message ${id} deleted\n`);
      else {
        process.stderr.write(`stccg admin: no message ${id}\n`);
        process.exitCode = 1;
      }
    });
  return admin;
}

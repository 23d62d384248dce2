/**
 * What the `deck` and `persona` commands share: each is built by a function of where it writes, how
 * it reports its exit code, and whether commander throws instead of ending the process, and each is
 * run both inside the main CLI and on its own (tests, scripts) through these two.
 */
import { CommanderError, type Command } from 'commander';

/** Where a command writes (the terminal, or a test's buffers). */
export interface CommandIo {
  out(s: string): void;
  err(s: string): void;
}

/** Builds a command writing to `io`, reporting its exit code to `setExit`; commander throws rather than exits when `throwOnExit`. */
export type BuildCommand = (io: CommandIo, setExit: (code: number) => void, throwOnExit: boolean) => Command;

/** Runs a command on its arguments (those after its name) and returns its exit code (commander's for help or a usage error). */
export function runCommand(build: BuildCommand, argv: string[], io: CommandIo): number {
  let code = 0;
  const cmd = build(io, (c) => {
    code = c;
  }, true);
  try {
    cmd.parse(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    throw e;
  }
  return code;
}

/** The command for the main CLI: writes to stdout and stderr and sets process.exitCode. */
export function cliCommand(build: BuildCommand): Command {
  const io: CommandIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };
  return build(io, (code) => {
    if (code !== 0) process.exitCode = code;
  }, false);
}

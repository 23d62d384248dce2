/**
 * Temporary folders for a test file's outcome files and records: `scratchDir(prefix)` makes one,
 * `removeScratch` (given to the file's `afterAll`) removes every one it made, so runs leave nothing in
 * the OS temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeScratch(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

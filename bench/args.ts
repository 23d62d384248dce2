/** A bench script's numeric flag: `--name N` on the command line, or `def`. */
export function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
}

/** A bench script's text flag: `--name TEXT` on the command line, or `def`. */
export function argText(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? def) : def;
}

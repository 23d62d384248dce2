/**
 * `stccg cards --set premiere|alternate-universe|intro-2pg [--type T] [--unimplemented] [--json]`:
 * the cards of a set, in the set's order, each with its type and whether the engine implements it
 * (and if not, why), so a player sees what the constructed format offers (issues 25 and 26).
 */
import { Command } from 'commander';
import { setCoverage } from '@stccg/engine';
import type { CardCoverage, SetKey } from '@stccg/engine';

export interface CardsIo {
  out(s: string): void;
  err(s: string): void;
}

const SETS: readonly SetKey[] = ['premiere', 'alternate-universe', 'intro-2pg'];

export interface CardsOptions {
  set?: string;
  type?: string;
  unimplemented?: boolean;
  json?: boolean;
}

/** Prints the listing; returns the exit code (2: a bad option, with its reason). */
export function listCards(o: CardsOptions, io: CardsIo): number {
  if (o.set === undefined || !(SETS as readonly string[]).includes(o.set)) {
    io.err(`--set is one of ${SETS.join(', ')}${o.set === undefined ? '' : ` (got "${o.set}")`}`);
    return 2;
  }
  const all = setCoverage(o.set as SetKey);
  const types = [...new Set(all.cards.map((c) => c.type))].sort();
  if (o.type !== undefined && !types.includes(o.type as CardCoverage['type'])) {
    io.err(`--type is one of the set's card types: ${types.join(', ')} (got "${o.type}")`);
    return 2;
  }
  const cards = all.cards.filter((c) => (o.type === undefined || c.type === o.type) && (!o.unimplemented || !c.implemented));
  if (o.json) {
    io.out(JSON.stringify({ set: all.set, name: all.name, total: all.total, implemented: all.implemented, cards: cards.map(({ games: _games, ...c }) => c) }, null, 1));
    return 0;
  }
  const ofType = all.cards.filter((c) => o.type === undefined || c.type === o.type);
  io.out(`${all.name}: ${implementedCount(ofType.filter((c) => c.implemented).length, ofType.length, o.type)}${o.unimplemented && cards.length > 0 ? `; the ${cards.length} not implemented:` : ''}`);
  const width = Math.max(4, ...cards.map((c) => c.name.length));
  for (const c of cards) {
    io.out(`  ${c.blueprintId}  ${c.name.padEnd(width)}  ${c.type.padEnd(10)}  ${c.implemented ? 'implemented' : `not implemented: ${c.reason ?? ''}`}`);
  }
  return 0;
}

/** "300 of 363 cards implemented", "all 7 artifact cards implemented", "the one doorway card implemented". */
function implementedCount(implemented: number, total: number, type: string | undefined): string {
  const cards = (n: number) => `${type === undefined ? '' : `${type} `}card${n === 1 ? '' : 's'}`;
  if (implemented < total) return `${implemented} of ${total} ${cards(total)} implemented`;
  return total === 1 ? `the one ${cards(1)} implemented` : `all ${total} ${cards(total)} implemented`;
}

export function cardsCommand(): Command {
  return new Command('cards')
    .description('list the cards of a set with their type and whether the engine implements them')
    .option('--set <set>', `the set: ${SETS.join(', ')}`)
    .option('--type <type>', 'only cards of this type (personnel, ship, mission, dilemma, event, interrupt, equipment, artifact, facility, doorway)')
    .option('--unimplemented', 'only the cards the engine does not implement yet')
    .option('--json', 'print the listing as JSON')
    .action((opts: CardsOptions) => {
      process.exitCode = listCards(opts, { out: (s) => void process.stdout.write(s + '\n'), err: (s) => void process.stderr.write(s + '\n') });
    });
}

/**
 * The `stccg` command: sim, replay, scenario, persona, deck, cards, coverage, play, join, serve, bot-worker, db.
 */
import { Command } from 'commander';
import { simCommand } from './sim.ts';
import { replayCommand, scenarioCommand } from './replay.ts';
import { personaCommand } from './persona.ts';
import { deckCommand } from './deck.ts';
import { cardsCommand } from './cards.ts';
import { coverageCommand } from './coverage.ts';

export async function main(argv: string[]): Promise<void> {
  const program = new Command('stccg')
    .description('Star Trek CCG first edition: the Introductory Two-Player Game')
    .showHelpAfterError();
  program.addCommand(simCommand());
  program.addCommand(replayCommand());
  program.addCommand(scenarioCommand());
  program.addCommand(personaCommand());
  program.addCommand(deckCommand());
  program.addCommand(cardsCommand());
  program.addCommand(coverageCommand());
  for (const [mod, fn] of [
    ['./play.ts', 'playCommand'],
    ['./online.ts', 'joinCommand'],
    ['../../server/src/serve-command.ts', 'serveCommand'],
    ['../../server/src/bot-worker-command.ts', 'botWorkerCommand'],
    ['./db.ts', 'dbCommand'],
    ['./admin.ts', 'adminCommand'],
  ] as const) {
    try {
      const m = (await import(mod)) as Record<string, () => Command>;
      const make = m[fn];
      if (make) program.addCommand(make());
    } catch (e) {
      if ((e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    }
  }
  try {
    await program.parseAsync(argv);
  } catch (e) {
    // A store its operator must see to (a damaged database, one that cannot be reached): the
    // message says what to do; a stack trace would only bury it.
    if (!(e as { isStoreError?: boolean } | null)?.isStoreError) throw e;
    process.stderr.write(`stccg: ${(e as Error).message}\n`);
    process.exit(1);
  }
}

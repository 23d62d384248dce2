/**
 * The engine's test files share their worker's modules (vitest.config.ts: `isolate: false`, which
 * saves importing the engine again for each of its hundreds of files). What a file changes in the
 * engine's module state is put back when it ends, so no file sees another's: the card facts (a test
 * may register a made-up card or other facts for a real one) and the installed card definitions.
 * This runs before each file is imported, so it records the state before the file's own top-level code
 * (the whole engine imported first, as the first file of a worker would).
 */
import { afterAll } from 'vitest';
import '../src/index.ts'; // the whole engine loaded (its card files register their facts) before the state is recorded
import { allFacts, registerFacts, withdrawFacts } from '../src/cards/facts.ts';
import { installCards, installedCards } from '../src/cards/registry.ts';

const factsBefore = allFacts();
const cardsBefore = installedCards();

afterAll(() => {
  withdrawFacts(allFacts().map((f) => f.id));
  registerFacts(factsBefore); // in the same order: a lookup by name lists them in it
  installCards(cardsBefore);
});

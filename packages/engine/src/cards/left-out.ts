/**
 * A card as if the engine had not built it yet: for the tests of what the deck checks, the servers
 * and the tools say about such a card (every card of the constructed pool is built, so these tests
 * leave one out). `withCardsLeftOut(['borg-ship'], fn)` runs fn with the installed registry lacking
 * those definitions (their behaviour: "its game text has no behaviour in the engine yet"); with
 * `{ facts: true }` their facts are withdrawn too ("the engine has no facts for this ... yet").
 * Everything is put back when fn ends, even by throwing; an async fn is awaited first.
 */
import { cardRegistry, installCards, installedCards } from './registry.ts';
import { registerFacts, withdrawFacts } from './facts.ts';

export function withCardsLeftOut<T>(defIds: readonly string[], fn: () => T, o: { facts?: boolean } = {}): T {
  const before = installedCards();
  const missing = defIds.filter((id) => !before.definitions.some((d) => d.id === id) && !o.facts);
  if (missing.length > 0) throw new Error(`no card definition to leave out: ${missing.join(', ')}`);
  installCards(cardRegistry(before.definitions.filter((d) => !defIds.includes(d.id))));
  const facts = o.facts ? withdrawFacts(defIds) : [];
  const restore = () => {
    registerFacts(facts);
    installCards(before);
  };
  let result: T;
  try {
    result = fn();
  } catch (e) {
    restore();
    throw e;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

/**
 * Helpers for interrupt card files (issue 25, Premiere interrupts batch A): an interrupt declared in
 * the card language (cards/plays.ts) whose plays the card's own text narrows further by a test the
 * language has no word for yet (two Navigation aboard the target ship, a Rogue Borg here). The data
 * stays the language's (CardBehaviour.spec.interrupt); the test is a few lines in the card's file.
 */
import { declareCard } from './registry.ts';
import type { CardDefinition, PlayChoice, Window } from './registry.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';

/** The same interrupt, offered only for the choices `ok` accepts. */
export function onlyWhen(def: CardDefinition, ok: (s: GameState, p: PlayerId, ch: PlayChoice, win: Window, card: CardId) => boolean): CardDefinition {
  const { id, ...b } = def;
  const i = b.interrupt;
  if (!i) throw new Error(`${id} is not an interrupt`);
  return declareCard(id, { ...b, interrupt: { ...i, choices: (s, p, c, win) => i.choices(s, p, c, win).filter((ch) => ok(s, p, ch, win, c)) } });
}

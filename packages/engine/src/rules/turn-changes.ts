/**
 * Changes to one personnel that a played card makes for the rest of the turn (Alternate Universe
 * interrupts: Humuhumunukunukuapua'a's +4 and -4, Devidian Foragers' borrowed attributes, Brain Drain's
 * emptied skills and CUNNING). Each is a `turnChange` modifier on the personnel (core/modifiers.ts),
 * so it ends with the turn, or when the personnel leaves play, as every modifier does; the card that
 * made it may be long discarded. rules/attributes.ts asks here for every attribute and skill it
 * works out: with no such modifier in play it costs one scan of the lasting effects.
 */
import type { CardId, GameState, TurnChange } from '../core/types.ts';
import type { AttributeName } from '../cards/facts.ts';
import type { Modifier } from '../core/modifiers.ts';

function definitionOf(s: GameState, source: CardId): string {
  const c = s.cards[source];
  if (!c) throw new Error(`no card ${source} to change a personnel`);
  return c.def;
}

/** Puts a change on a personnel until the end of the turn. */
export function addTurnChange(s: GameState, source: CardId, card: CardId, change: TurnChange): void {
  const m: Modifier = { kind: 'modifier', mod: 'turnChange', by: definitionOf(s, source), source, card, turn: s.turn.number, until: 'endOfTurn', change };
  s.effects.push(m);
}

/** The changes on a personnel this turn, in the order they were made. */
export function turnChangesOn(s: GameState, id: CardId): TurnChange[] {
  if (s.effects.length === 0) return [];
  const out: TurnChange[] = [];
  for (const e of s.effects) if (e.kind === 'modifier' && e.mod === 'turnChange' && e.card === id && e.change) out.push(e.change);
  return out;
}

/**
 * An attribute worked out without these changes, with them: every addition, then nothing where an
 * attribute was taken away. Lowered past nothing, it is nothing (no attribute is below zero).
 */
export function changedAttribute(s: GameState, id: CardId, a: AttributeName, value: number): number {
  const cs = turnChangesOn(s, id);
  if (cs.length === 0) return value;
  let v = value;
  for (const c of cs) v += c.add?.[a] ?? 0;
  return cs.some((c) => c.zero?.includes(a)) ? 0 : Math.max(0, v);
}

/** Whether a personnel's skills are all taken away for the turn. */
export function skillsRemoved(s: GameState, id: CardId): boolean {
  return turnChangesOn(s, id).some((c) => c.noSkills === true);
}

/**
 * Lasting effects as modifiers (issue 23, item 3): a modifier is made by a source card, is on one
 * card, does one thing (ModifierKind) and lasts for a duration; the rules ask about them here, in
 * one place, instead of reading a field a card set on another card. A mark is a card's memory of
 * a card it will act on later (Plasma Fire from the turn it was played; Loss of Orbital
 * Stability's doomed ship): the card's own trigger reads and clears it.
 */
import type { CardId, GameState, LastingEffect, ModifierKind, PlayerId } from './types.ts';
import { EngineError } from './errors.ts';

export type Modifier = Extract<LastingEffect, { kind: 'modifier' }>;
export type Mark = Extract<LastingEffect, { kind: 'mark' }>;

function definitionOf(s: GameState, source: CardId): string {
  const c = s.cards[source];
  if (!c) throw new EngineError(`no card ${source} to make a lasting effect`);
  return c.def;
}

/** Puts a modifier on a card until the end of the turn. `viewer`: the one player it concerns (crewKnown). */
export function addModifier(s: GameState, mod: ModifierKind, source: CardId, card: CardId, opts: { viewer?: PlayerId } = {}): void {
  const m: Modifier = { kind: 'modifier', mod, by: definitionOf(s, source), source, card, turn: s.turn.number, until: 'endOfTurn' };
  if (opts.viewer !== undefined) m.viewer = opts.viewer;
  s.effects.push(m);
}

/** Whether a card has a modifier of this kind (for this viewer, when given). */
export function hasModifier(s: GameState, card: CardId, mod: ModifierKind, viewer?: PlayerId): boolean {
  for (const e of s.effects) {
    if (e.kind === 'modifier' && e.card === card && e.mod === mod && (viewer === undefined || e.viewer === viewer)) return true;
  }
  return false;
}

/** Ends the modifiers that last until the end of the turn. */
export function endOfTurnModifiers(s: GameState): void {
  if (s.effects.length === 0) return;
  s.effects = s.effects.filter((e) => !(e.kind === 'modifier' && e.until === 'endOfTurn'));
}

/** Drops the modifiers on a card that leaves play (a card coming back into play is a new card to the rules). */
export function dropModifiersOn(s: GameState, card: CardId): void {
  if (s.effects.length === 0) return;
  if (s.effects.some((e) => e.kind === 'modifier' && e.card === card)) s.effects = s.effects.filter((e) => !(e.kind === 'modifier' && e.card === card));
}

/** Puts a mark: the source card remembers `card` from this turn on. */
export function addMark(s: GameState, source: CardId, card: CardId): void {
  s.effects.push({ kind: 'mark', by: definitionOf(s, source), source, card, turn: s.turn.number });
}

/** The marks the cards of this definition have put, wherever those cards are now. */
export function marksBy(s: GameState, def: string): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === def) out.push(e);
  return out;
}

/** Removes one mark. */
export function clearMark(s: GameState, m: Mark): void {
  const i = s.effects.indexOf(m);
  if (i >= 0) s.effects.splice(i, 1);
}

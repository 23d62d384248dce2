/**
 * From a checked deck to a game (issue 24, item 2): the deck's cards (blueprint ids and counts)
 * become the engine's deck list (missions, seed cards, draw deck, by engine card ids), and back.
 * A deck becomes a deck list only when it is legal under the format and the engine plays every
 * one of its cards; otherwise the answer is the report's reasons, every one of them.
 *
 * Pure: reads the card facts; changes nothing.
 */
import { findBlueprint } from '../cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint } from '../cards/blueprint-ids.ts';
import { CONSTRUCTED } from '../formats/constructed.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import type { DeckList } from '../rules/setup.ts';
import { describeCard } from './deck-file.ts';
import type { DeckCard } from './deck-file.ts';
import { seedCopies, validateDeck } from './validate.ts';
import type { DeckReport } from './validate.ts';

export type DeckListResult = { ok: true; list: DeckList; report: DeckReport } | { ok: false; reasons: string[]; report: DeckReport };

/** The reasons a checked deck cannot be played by the engine: its rule problems, then the cards it cannot play yet. */
export function unplayableReasons(report: DeckReport): string[] {
  const out = report.problems.map((p) => p.message);
  for (const c of report.notImplemented) out.push(`${describeCard(c.card)} cannot be played yet: ${c.reason}`);
  return out;
}

/** The engine's deck list of a deck that is legal under the format and whose every card the engine plays. */
export function deckListOf(cards: readonly DeckCard[], format: DeckFormat = CONSTRUCTED): DeckListResult {
  const report = validateDeck(cards, format);
  if (!report.playable) return { ok: false, reasons: unplayableReasons(report), report };
  const list: DeckList = { missions: [], seed: [], draw: [] };
  const totals = new Map<string, number>();
  for (const c of cards) totals.set(c.blueprintId, (totals.get(c.blueprintId) ?? 0) + c.count);
  for (const [id, count] of totals) {
    const b = findBlueprint(id);
    const def = defOfBlueprint(id);
    if (!b || def === undefined) return { ok: false, reasons: [`${id} is no card the engine plays`], report };
    const seeded = seedCopies(b, count, format);
    const pile = b.type === 'mission' ? list.missions : list.seed;
    for (let i = 0; i < seeded; i++) pile.push(def);
    for (let i = seeded; i < count; i++) list.draw.push(def);
  }
  return { ok: true, list, report };
}

/** A deck list's cards as blueprint ids and counts (in the order first met); a card with no blueprint keeps its engine id. */
export function deckCardsOf(list: DeckList): DeckCard[] {
  const totals = new Map<string, number>();
  for (const def of [...list.missions, ...list.seed, ...list.draw]) {
    const id = blueprintOfDef(def) ?? def;
    totals.set(id, (totals.get(id) ?? 0) + 1);
  }
  return [...totals].map(([blueprintId, count]) => ({ blueprintId, count }));
}

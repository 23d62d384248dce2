/**
 * Deck export (issue 27): a deck as deck-file text (docs/DECKS.md) with type headings
 * (`Missions:`, `Dilemmas:`, ...), one `COUNT NAME` line per card. A card is written by its name
 * when the name reads back to that card alone, else by its blueprint id with the name after a `#`
 * (a comment to the reader). Reading the export back (parseDeckFile) gives the same cards and
 * counts. Shared by the CLI, the server and the browser.
 *
 * Pure: reads the card facts.
 */
import { findBlueprint } from '../cards/blueprints.ts';
import type { Blueprint } from '../cards/blueprints.ts';
import type { DeckList } from '../rules/setup.ts';
import { cardFinder } from './deck-file.ts';
import type { CardFinder, DeckCard, ParsedDeckFile } from './deck-file.ts';
import { deckCardsOf } from './deck-list.ts';

export interface ExportOptions {
  /** A first comment line (the deck's name, say); line breaks in it are made spaces. */
  readonly title?: string;
}

/** The heading of each card type, in the order the export writes them (seed cards first). */
export const TYPE_HEADINGS: readonly [Blueprint['type'], string][] = [
  ['mission', 'Missions'],
  ['dilemma', 'Dilemmas'],
  ['artifact', 'Artifacts'],
  ['facility', 'Facilities'],
  ['doorway', 'Doorways'],
  ['personnel', 'Personnel'],
  ['ship', 'Ships'],
  ['equipment', 'Equipment'],
  ['event', 'Events'],
  ['interrupt', 'Interrupts'],
];

let defaultFinder: CardFinder | null = null;

/** How a card is written so that it reads back to itself: its name, or its blueprint id and the name as a comment. */
function cardText(b: Blueprint, finder: CardFinder): string {
  const found = finder.find(b.name);
  if (found.length === 1 && found[0]!.blueprintId === b.blueprintId && !/\s#/.test(b.name) && !b.name.trim().endsWith(':')) return b.name;
  return `${b.blueprintId} # ${b.name}`;
}

function cardsOf(deck: readonly DeckCard[] | ParsedDeckFile | DeckList): readonly DeckCard[] {
  if (Array.isArray(deck)) return deck as readonly DeckCard[];
  if ('cards' in deck) return deck.cards;
  return deckCardsOf(deck as DeckList);
}

/**
 * A deck (blueprint ids and counts, a parsed deck file, or an engine deck list) as deck-file text.
 * A card named twice is written once with its copies added; a count that is not a whole number of
 * copies is left out; a blueprint id we do not know is written as it is under `Unknown:`.
 */
export function exportDeckFile(deck: readonly DeckCard[] | ParsedDeckFile | DeckList, options: ExportOptions = {}, finder?: CardFinder): string {
  const find = finder ?? (defaultFinder ??= cardFinder());
  const totals = new Map<string, number>();
  for (const c of cardsOf(deck)) {
    if (!Number.isSafeInteger(c.count) || c.count < 1) continue;
    totals.set(c.blueprintId, (totals.get(c.blueprintId) ?? 0) + c.count);
  }
  const byType = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const [id, count] of totals) {
    const b = findBlueprint(id);
    if (!b || b.blueprintId !== id) {
      unknown.push(`${count} ${id}`);
      continue;
    }
    byType.set(b.type, [...(byType.get(b.type) ?? []), `${count} ${cardText(b, find)}`]);
  }
  const out: string[] = [];
  if (options.title !== undefined && options.title.trim() !== '') out.push(`# ${options.title.replace(/[\r\n]+/g, ' ').trim()}`, '');
  for (const [type, heading] of TYPE_HEADINGS) {
    const lines = byType.get(type);
    if (!lines) continue;
    out.push(`${heading}:`, ...lines, '');
  }
  if (unknown.length > 0) out.push('Unknown:', ...unknown, '');
  return out.join('\n');
}

/**
 * Constructed games on the server (issue 24): the players' own decks, sent as deck-file text
 * (docs/DECKS.md), read and checked here before anything is created; the engine that plays them;
 * the seats of a game of either format. A deck that does not read, breaks a rule or holds a card
 * the engine cannot play yet is refused with every reason (the line number for a line that names
 * no card or several).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONSTRUCTED_RULES, createEngine, deckListOf, parseDeckFile } from '@stccg/engine';
import type { DeckList, Engine } from '@stccg/engine';
import type { Seat } from './protocol.ts';
import { MAX_DECK_BYTES } from './protocol.ts';

/** What a stored constructed game keeps besides its seed: the format and each seat's deck list (a seat not taken yet has none). */
export interface GameSetup {
  format: 'constructed';
  decks: Partial<Record<Seat, DeckList>>;
}

export const INTRO_SEATS = ['federation', 'klingon'] as const satisfies readonly Seat[];
export const CONSTRUCTED_SEATS = CONSTRUCTED_RULES.seats as readonly Seat[] as readonly ['player-1', 'player-2'];

/** The two seats of a game: the intro game's, or a constructed game's (player-1, player-2). */
export function seatsOf(meta: { setup?: GameSetup | null }): readonly [Seat, Seat] {
  return meta.setup ? CONSTRUCTED_SEATS : INTRO_SEATS;
}

/** The other seat of the game. */
export function otherSeat(meta: { setup?: GameSetup | null }, s: Seat): Seat {
  const [a, b] = seatsOf(meta);
  return s === a ? b : a;
}

let engine: Engine | null = null;
/** The engine of constructed games (made once: its card pool takes a moment to gather). */
export function constructedEngine(): Engine {
  engine ??= createEngine({ format: 'constructed' });
  return engine;
}

/**
 * A deck's text as a deck list, or every reason it cannot be played, each a sentence starting
 * with `who` ("your deck", "the bot's deck").
 */
export function readDeck(text: string, who: string): { list: DeckList } | { reasons: string[] } {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_DECK_BYTES) return { reasons: [`${who} is ${bytes} bytes long; a deck list may be at most ${MAX_DECK_BYTES} bytes (64 KB)`] };
  if (text.trim() === '') return { reasons: [`${who} is empty: give a deck list, one "COUNT CARD" a line (docs/DECKS.md)`] };
  const parsed = parseDeckFile(text);
  if (!parsed.ok) return { reasons: parsed.errors.map((e) => `${who}, line ${e.line} ("${e.text}"): ${e.message}${e.candidates.length ? ` (the cards: ${e.candidates.slice(0, 8).map((c) => `${c.name} ${c.blueprintId}`).join(', ')})` : ''}`) };
  const r = deckListOf(parsed.cards);
  return r.ok ? { list: r.list } : { reasons: r.reasons.map((x) => `${who}: ${x}`) };
}

let sample: string | null | undefined;
/**
 * The deck the bot plays in a constructed game when the player gives none: the Klingon sample
 * deck of the repository (decks/constructed-klingon-playable.txt), or null when the server was
 * installed without it.
 */
export function sampleBotDeck(): string | null {
  if (sample === undefined) {
    try {
      sample = readFileSync(fileURLToPath(new URL('../../../decks/constructed-klingon-playable.txt', import.meta.url)), 'utf8');
    } catch {
      sample = null;
    }
  }
  return sample;
}

/**
 * Decks that ship with the game (issue 27): premade constructed decks, each with a line on how it
 * plays, and the Introductory Two-Player Game's two decks written as deck files (a start for a
 * player who adds the premium and booster cards). Offered by the deck builder and the start page;
 * each is text in the deck file format (docs/DECKS.md).
 */
export interface PremadeDeck {
  /** Stable id, for links and tests: lower-case words joined by hyphens. */
  readonly id: string;
  readonly name: string;
  /** 'premade': a legal constructed deck; 'intro': one of the intro game's decks, a starting point. */
  readonly kind: 'premade' | 'intro';
  /** One or two sentences: what the deck does and how it plays. */
  readonly description: string;
  /** The deck in the deck file format. */
  readonly text: string;
}

export const PREMADE_DECKS: readonly PremadeDeck[] = [];

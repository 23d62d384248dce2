/**
 * The tutorial game (POST /api/games with mode 'tutorial'): the first-game guide's game against
 * the heuristic bot, on a deal that is the same for everyone. Every other game is dealt from a
 * fresh random seed (hub.ts).
 */
import { seedKey } from '@stccg/engine';

/**
 * The tutorial's deal, chosen with scripts/tutorial-seed.ts so that the guide's steps (report,
 * commission, board, move, beam down, attempt, a dilemma) all come within the player's first two
 * turns against the heuristic bot, which chooses the same way on the same view (its seeds come
 * from this one: hub.ts botSeedOf).
 */
export const TUTORIAL_SEED = 1;
/** The stored seed of a tutorial game: what tells a tutorial from any other game. */
export const TUTORIAL_SEED_KEY = seedKey(TUTORIAL_SEED);

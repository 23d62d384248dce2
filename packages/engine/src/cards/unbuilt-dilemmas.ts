/**
 * The Premiere dilemmas with no behaviour yet (issue 25; docs/RULINGS.md "Premiere: the last dilemmas
 * and Time Travel Pod" says why each waits): their engine facts only, from the card data, so that a
 * position or a listing can name them. With no card file they are not implemented
 * (decks/validate.ts), no deck the engine accepts holds them, and one met in a test position does
 * nothing (rules/dilemmas.ts). A card's own file replaces its line here.
 */
import { registerDilemmaFacts } from './dilemma-facts.ts';

for (const id of ['alien-parasites', 'temporal-causality-loop']) registerDilemmaFacts(id);

/**
 * The persona rules in play. Consulted on every card play (report for duty, commissioning) through
 * rules/play.ts's entryChecks, and at the start of every turn for persona swaps (a 'personaSwap' frame,
 * asked only when the active player has a legal swap). The rules themselves live in rules/personas.ts;
 * our rulings are in docs/RULINGS.md (Persona rulings).
 *
 *  - limits.ts: one version of a non-universal persona per player, one copy of a unique card unless a
 *    copy-allowing effect of that player is in play; each player's limit is separate;
 *  - swap.ts: the start-of-turn persona swap, and where every card goes when one happens;
 *  - references.ts: whether a card meets a reference to a personnel by name ("X", "any X").
 */
import { offerPersonaSwap } from './persona-play/swap.ts';
import { after } from '../core/happenings.ts';

export {
  copyEffectsOf,
  knowsPersona,
  personaCardsInPlay,
  personaEntryCheck,
  personaEntryVerdict,
} from './persona-play/limits.ts';
export type { EntryOptions } from './persona-play/limits.ts';
export { meetsReference } from './persona-play/references.ts';
export { legalSwaps, offerPersonaSwap, performSwap, swapAsked, swapOptionId } from './persona-play/swap.ts';
export type { PersonaSwapFrame, SwapChoice } from './persona-play/swap.ts';

after('turnStarted', 'persona swap', (s) => offerPersonaSwap(s));

/**
 * Lore's Fingernail (Premiere event, issue 25): while a copy is in play, anyone's, every Soong-type
 * android (a card with that characteristic, or a persona of Data: Lt. Cmdr. Data, Commander Data)
 * and every Exocomp has no affiliation of its own and plays as a Non-Aligned personnel: the rules
 * read a personnel's affiliation in play through affiliations.ts affiliationOf (movement.ts's
 * commanders too), and a report through mayReportAt, which ask here; the printed facts stay
 * (personnelFacts is not touched: it is read on every attribute, and the cost showed). So it mixes with any group, commands no ship, staffs a
 * Non-Aligned ship only, and reports to any of its owner's outposts. When the last copy leaves play,
 * the printed affiliation is back. docs/RULINGS.md, "Premiere: the last events".
 */
import { facts } from '../cards/facts.ts';
import type { GameState } from '../core/types.ts';
import { inPlayDefs } from './board.ts';

export const LORES_FINGERNAIL = 'lores-fingernail';
/** The Data personas of the pool (the premium's name differs from the Premiere card's). */
const DATA_PERSONAS: readonly string[] = ['data', 'commander-data'];
const EXOCOMP = 'exocomp';

/** Whether the card text's words cover this definition: a Soong-type android or an Exocomp. */
export function fingernailCovers(defId: string): boolean {
  if (defId === EXOCOMP || DATA_PERSONAS.includes(defId)) return true;
  const f = facts(defId);
  return f.type === 'personnel' && f.characteristics.some((c) => /soong-type android/i.test(c));
}

/** Whether a personnel of this definition plays as Non-Aligned now (a Lore's Fingernail in play). */
export function affiliationLost(s: GameState, defId: string): boolean {
  // one map lookup: no list is built
  return inPlayDefs(s).get(LORES_FINGERNAIL) !== undefined && fingernailCovers(defId);
}

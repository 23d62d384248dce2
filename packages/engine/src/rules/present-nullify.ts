/**
 * A personnel that nullifies one card of a title on the planet where he is (Paul Rice and the Echo Papa
 * 607 Killer Drone, ability nullifiesOnePresent). Each such personnel on a planet surface nullifies one
 * card of that title there, his opponent's before his owner's, the first in the game's card order
 * first; two of them nullify two. A card that acts asks here whether it is nullified (the drone, when
 * it would be used in an Away Team battle). docs/RULINGS.md, "Alternate Universe personnel and ships"
 * (AP12).
 */
import type { CardId, GameState } from '../core/types.ts';
import { facts } from '../cards/facts.ts';
import { noteEffect } from '../core/effects.ts';
import { card, onPlanet } from './board.ts';
import { abilitiesInPlay } from './abilities.ts';

/** Whether this card, on a planet, is one of those the nullifying personnel there take. */
export function nullifiedByOnePresent(s: GameState, id: CardId): boolean {
  const at = card(s, id).at;
  if (at.z !== 'planet') return false;
  const title = facts(card(s, id).def).name;
  const by = abilitiesInPlay(s).filter((a) => a.abilities.nullifiesOnePresent === title && card(s, a.card).at.z === 'planet' && (card(s, a.card).at as { loc: string }).loc === at.loc);
  if (by.length === 0) return false;
  const taken = new Set<CardId>();
  for (const a of by) {
    const here = onPlanet(s, at.loc).filter((o) => !taken.has(o) && facts(card(s, o).def).name === title);
    const pick = here.find((o) => card(s, o).owner !== a.owner) ?? here[0];
    if (pick === undefined) break;
    taken.add(pick);
    if (pick === id) {
      noteEffect(s, a.def);
      return true;
    }
  }
  return false;
}

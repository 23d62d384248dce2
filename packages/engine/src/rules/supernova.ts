/**
 * Supernova (Premiere event, issue 25): with a Tox Uthat of his on the table, a player places it on a
 * mission, and everything at that location is discarded: the ships and outposts there with all
 * aboard, the personnel and equipment on the planet, the events on the mission and on those cards,
 * and the cards under the mission (dilemmas, artifacts). The mission stays on the spaceline for its
 * span (ships still cross it and may stop there), but with a Supernova on it nobody may attempt it.
 * The Tox Uthat is used up: discarded. missions.ts asks supernovaOn before an attempt. A staffed ship
 * immune to it (Gomtuu, CardBehaviour immuneIfStaffed) stays, with everything aboard.
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { aboard, card, dilemmasUnder, moveTo, name, onPlanet, outpostsAt, shipsAt } from './board.ts';
import { behaviour } from '../cards/registry.ts';
import { isStaffed } from './movement.ts';

import { readyToxUthat, spendToxUthat, SUPERNOVA, TOX_UTHAT } from '../cards/tox-uthat.ts';

export { SUPERNOVA, TOX_UTHAT };

/** The player's Tox Uthat on the table since an earlier turn, if any (cards/tox-uthat.ts: RULINGS PL4). */
export function toxUthatOf(s: GameState, p: PlayerId): CardId | undefined {
  return readyToxUthat(s, p);
}

/** Why nobody may attempt the mission at this location because of a Supernova on it, or null. */
export function supernovaOn(s: GameState, loc: LocationId): string | null {
  return aboard(s, loc).some((id) => (s.cards[id] as CardState).at.z === 'attached' && card(s, id).def === SUPERNOVA) ? `${name(s, loc)} is covered by a Supernova: it is there for its span alone` : null;
}

/** A card and everything aboard or attached to it, to the discard pile (deepest first). */
function discardWithAll(s: GameState, id: CardId, gone: CardId[]): void {
  for (const inner of [...aboard(s, id)]) discardWithAll(s, inner, gone);
  moveTo(s, id, { z: 'discard' });
  gone.push(id);
}

/** The Supernova on the location: everything there is discarded, and the player's Tox Uthat with it. */
export function explode(s: GameState, p: PlayerId, nova: CardId, loc: LocationId): void {
  const gone: CardId[] = [];
  // a staffed ship immune to Supernova (Gomtuu) stays, with all aboard
  const immune = shipsAt(s, loc).filter((id) => behaviour(card(s, id).def)?.immuneIfStaffed?.includes('Supernova') && isStaffed(s, id));
  for (const id of immune) emit(s, 'supernovaImmune', `${name(s, id)} is staffed and untouched by the Supernova`, { card: id, loc });
  const here = [...shipsAt(s, loc).filter((id) => !immune.includes(id)), ...outpostsAt(s, loc), ...onPlanet(s, loc), ...dilemmasUnder(s, loc), ...aboard(s, loc).filter((id) => id !== nova)];
  for (const id of here) if (card(s, id).at.z !== 'discard') discardWithAll(s, id, gone);
  const tox = toxUthatOf(s, p);
  if (tox) spendToxUthat(s, tox);
  emit(s, 'supernova', `A supernova at ${name(s, loc)} destroys ${gone.length} card${gone.length === 1 ? '' : 's'}; the mission stays for its span`, { loc, cards: gone, card: nova });
}

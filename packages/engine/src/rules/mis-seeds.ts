/**
 * Mis-seeds (issue 24; constructed digest 2.7; docs/RULINGS.md, "Constructed: seed phase, turn and
 * end", ruling S4). The seed phase offers only legal seeds, so a mis-seed comes only from what the
 * seed phase cannot see or from a position made by hand: a player's second copy of one card under
 * one mission. When a player's card under a mission is met, every other copy of it that the same
 * player has under that mission is revealed and discarded as mis-seeded; the card met is the legal
 * one and resolves as usual. The intro game meets such copies as any other (GameRules.misSeeds):
 * its seeding puts one dilemma under each mission, so none arises there.
 */
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { card, dilemmasUnder, moveTo, name } from './board.ts';

/** The other copies of this seed card that its owner has under the mission: mis-seeds. */
export function misSeededCopies(s: GameState, met: CardId, loc: LocationId): CardId[] {
  if (rulesOf(s).misSeeds === 'met') return [];
  const m = card(s, met);
  return dilemmasUnder(s, loc).filter((id) => id !== met && card(s, id).owner === m.owner && card(s, id).def === m.def);
}

/** Reveals and discards the mis-seeded copies of the card about to be met; returns them. */
export function discardMisSeeds(s: GameState, met: CardId, loc: LocationId): CardId[] {
  const extra = misSeededCopies(s, met, loc);
  for (const id of extra) {
    const c = card(s, id);
    c.revealed = true;
    emit(s, 'misSeedDiscarded', `${name(s, id)} was mis-seeded (${c.owner} has a second copy under ${name(s, loc)}): it is discarded`, { card: id, loc, player: c.owner });
    moveTo(s, id, { z: 'discard' });
  }
  return extra;
}

/**
 * Lower Decks (Alternate Universe event, 103_042; a Captain's Order). On its owner's table: each of his
 * universal personnel that is not a hologram has INTEGRITY, CUNNING and STRENGTH 2 higher. A second
 * copy adds nothing (the bonus is asked once per card in play). docs/RULINGS.md, "Alternate Universe
 * events and Neutral Outpost".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import type { AttributeName } from './facts.ts';
import { eventsOnTable, personnelFacts } from '../rules/board.ts';
import { isHologramDef } from '../rules/holograms.ts';

registerEventFacts('lower-decks', 'table');

const PLUS: Partial<Record<AttributeName, number>> = Object.freeze({ INTEGRITY: 2, CUNNING: 2, STRENGTH: 2 });
const NONE: Partial<Record<AttributeName, number>> = Object.freeze({});

/** +2 to all three for a universal, non-holographic personnel whose owner has Lower Decks on his table. */
function bonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  const c = s.cards[id] as CardState;
  if (!eventsOnTable(s, c.owner).some((e) => (s.cards[e] as CardState).def === 'lower-decks')) return NONE;
  if (!personnelFacts(s, id).universal || isHologramDef(c.def)) return NONE;
  return PLUS;
}

export default eventCard(
  'lower-decks',
  'Goes on your table: your universal personnel, holograms apart, are 2 higher in INTEGRITY, CUNNING and STRENGTH. More copies give no more.',
  { playsOn: { table: true } },
  undefined,
  { personnelBonus: bonus },
);

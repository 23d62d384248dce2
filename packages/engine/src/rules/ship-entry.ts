/**
 * A ship that enters play damaged at any location (U.S.S. Enterprise-C, CardBehaviour
 * entersPlayDamagedAnywhere): its owner commissions it at any spaceline location he chooses, with no
 * outpost needed, and it is damaged from the moment it appears (repaired as any damaged ship is).
 * play.ts asks here where such a ship may be played and plays it. docs/RULINGS.md, "Alternate
 * Universe personnel and ships" (AP9).
 */
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { happened } from '../core/happenings.ts';
import { openResponse } from './responses.ts';
import { behaviour } from '../cards/registry.ts';
import { facts } from '../cards/facts.ts';
import { rulesOf } from '../formats/rules.ts';
import { card, moveTo, name } from './board.ts';

/** Whether this card enters play damaged anywhere. */
export function entersAnywhere(defId: string): boolean {
  return behaviour(defId)?.entersPlayDamagedAnywhere === true;
}

/** The options to commission such a ship: one for each spaceline location. */
export function anywhereOptions(s: GameState, id: CardId, out: Option[]): void {
  const f = facts(card(s, id).def);
  for (const loc of s.spaceline) {
    out.push({ id: `play:${id}@${loc}`, label: `Commission ${f.name} at ${name(s, loc)} (it enters play damaged)`, card: id, target: loc, group: 'play', act: { type: 'play', card: id, target: loc } });
  }
}

/** Puts the ship into play at the chosen location, damaged; the opponent may respond to the card played. */
export function playAnywhere(s: GameState, p: PlayerId, o: Option): void {
  const id = o.card as CardId;
  const loc = ((o.act.type === 'play' && o.act.target) || s.spaceline[0]) as LocationId | undefined;
  if (loc === undefined) return;
  moveTo(s, id, { z: 'inSpace', loc });
  const c = card(s, id);
  c.damaged = true;
  c.repairTurns = 0;
  if (!rulesOf(s).ships.repairCountsDamageTurn) c.damagedTurn = s.turn.number;
  emit(s, 'cardPlayed', `${p} commissions ${name(s, id)} at ${name(s, loc)}: it enters play damaged`, { player: p, card: id, loc });
  happened(s, { type: 'cardPlayed', player: p, card: id });
  openResponse(s, opponent(s, p), { type: 'cardPlayed', card: id, by: p });
}

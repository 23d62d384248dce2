/**
 * Wartime Conditions (Alternate Universe event): the affiliations that have attacked a player's
 * Federation ships, and the battles his Federation forces may then start. Each ship attack on a
 * Federation ship (the ship's own affiliation, as affiliationOf reads it) is remembered as a mark
 * `by` the card's definition, `card` the attacking ship, `player` the attacked ship's owner, one per
 * affiliation and player (the attacking ship's affiliation is read from its card, wherever it is now).
 * The card is played on its owner's table only once such a mark is his; while it is there, his forces
 * with Federation cards, barred from starting battles (constructed, federationForce), may start one
 * against a ship or outpost of a remembered affiliation, or an Away Team with a personnel of one.
 * battle.ts asks wartimeFoes and wartimeTarget; the card's listener on battleInitiated calls
 * noteAttackOnFederation. docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu" (LF3).
 */
import type { Affiliation } from '../cards/facts.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { affiliationOf } from './affiliations.ts';
import { inPlayByDef, typeOf } from './board.ts';

export const WARTIME_CONDITIONS = 'wartime-conditions';

/** The affiliations remembered as having attacked this player's Federation ships. */
export function attackersOfFederation(s: GameState, p: PlayerId): Affiliation[] {
  const out: Affiliation[] = [];
  for (const e of s.effects) {
    if (e.kind !== 'mark' || e.by !== WARTIME_CONDITIONS || e.player !== p) continue;
    const a = affiliationOf(s, e.card);
    if (a && !out.includes(a)) out.push(a);
  }
  return out;
}

/** Listener on battleInitiated: a ship attack on a Federation ship is remembered for its owner, once per attacking affiliation. */
export function noteAttackOnFederation(s: GameState, h: { against: string; target?: CardId; attackers?: readonly CardId[] }): void {
  if (h.against !== 'ship' || h.target === undefined || !h.attackers) return;
  if (affiliationOf(s, h.target) !== 'federation') return;
  const victim = (s.cards[h.target] as CardState).owner;
  for (const a of h.attackers) {
    const aff = affiliationOf(s, a);
    if (!aff || attackersOfFederation(s, victim).includes(aff)) continue;
    s.effects.push({ kind: 'mark', by: WARTIME_CONDITIONS, source: h.target, card: a, turn: s.turn.number, player: victim });
  }
}

/** The affiliations this player's Federation forces may battle now: none unless a Wartime Conditions of his is on the table. */
export function wartimeFoes(s: GameState, p: PlayerId): Affiliation[] {
  if (!inPlayByDef(s, WARTIME_CONDITIONS, p).some((id) => s.cards[id]?.at.z === 'table')) return [];
  return attackersOfFederation(s, p);
}

/** Whether a target (a ship, an outpost, or an Away Team's personnel) is of an affiliation in `foes`. */
export function wartimeTarget(s: GameState, foes: readonly Affiliation[], target: CardId | readonly CardId[]): boolean {
  if (foes.length === 0) return false;
  const ids = typeof target === 'string' ? [target] : target;
  return ids.some((id) => {
    const a = (typeOf(s, id) === 'personnel' || typeOf(s, id) === 'ship' || typeOf(s, id) === 'outpost') && affiliationOf(s, id);
    return !!a && foes.includes(a);
  });
}

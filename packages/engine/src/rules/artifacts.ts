/**
 * Artifacts (issue 24, item 7; rules digest §2.5, §5.2, §5.5, §6), where the format has them
 * (GameRules.artifacts):
 *
 * - Seeded face down under missions like dilemmas, at most one of a player's artifacts under each
 *   mission (rules/seeding.ts).
 * - Met during an attempt (rules/dilemmas.ts, encounter): not resolved. It is turned face up, goes to
 *   the bottom of that mission's stack (met last by any later attempt) and the attempt goes on.
 * - Earned when the mission is solved (rules/missions.ts): every artifact still under it, whoever
 *   seeded it, is shown to both players and goes to the solver's hand, the solver's card from then on.
 * - Played from hand as its card says: an artifact whose card file gives it an event's play is
 *   played as an event is (rules/play.ts). Each artifact's text is its own card file (the card-pool
 *   issues); an artifact with none cannot be played and says so; an [AU] artifact is not played
 *   while its holder's Alternate Universe Door is closed (rules/doorways.ts).
 */
import { facts } from '../cards/facts.ts';
import { behaviour } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, dilemmasUnder, moveTo, name } from './board.ts';
import { whyAuBlocked } from './doorways.ts';
import { discardEarnedHolders, earnSeededPersonnel } from './seed-holders.ts';
import { useWhenEarned, whyUsedWhenEarned } from './immediate-artifacts.ts';

export function isArtifact(s: GameState, id: CardId): boolean {
  return facts(card(s, id).def).type === 'artifact';
}

/** The artifacts under a mission, in stack order. */
export function artifactsUnder(s: GameState, loc: LocationId): CardId[] {
  return stackOrder(s, loc).filter((id) => isArtifact(s, id));
}

/** The cards under a mission, met first to last (a card's stack place; else the order the cards were made in). */
export function stackOrder(s: GameState, loc: LocationId): CardId[] {
  const at = (id: CardId) => {
    const c = card(s, id);
    return c.at.z === 'underMission' ? (c.at.i ?? -1) : -1;
  };
  return [...dilemmasUnder(s, loc)].sort((a, b) => at(a) - at(b));
}

/** A card met under a mission and passed over (an artifact, a personnel seeded with Cryosatellite): face up, to the bottom of the mission's stack. */
export function toBottomOfStack(s: GameState, id: CardId, loc: LocationId): void {
  let last = 0;
  for (const x of dilemmasUnder(s, loc)) {
    const at = card(s, x).at;
    if (at.z === 'underMission') last = Math.max(last, at.i ?? 0);
  }
  moveTo(s, id, { z: 'underMission', loc, i: last + 1 });
  card(s, id).revealed = true;
}

/**
 * An artifact met in an attempt: turned face up, not resolved, moved to the bottom of the mission's
 * stack (after every card under it); the attempt goes on with the next card.
 */
export function passOverArtifact(s: GameState, p: PlayerId, id: CardId, loc: LocationId): void {
  toBottomOfStack(s, id, loc);
  emit(s, 'artifactFound', `${p} finds ${name(s, id)} under ${name(s, loc)}: an artifact is earned only by solving the mission; it goes to the bottom of the stack`, { player: p, card: id, loc });
}

/**
 * The mission is solved: each personnel seeded under it (with a Cryosatellite) comes into play with the
 * solving team (`from`: the ship or outpost its crew attempted from; rules/seed-holders.ts); each
 * artifact under it is shown and goes to the solver's hand, theirs from now on; a Cryosatellite among
 * them is then discarded.
 */
export function earnArtifacts(s: GameState, p: PlayerId, loc: LocationId, from?: CardId): CardId[] {
  earnSeededPersonnel(s, p, loc, from);
  const earned = artifactsUnder(s, loc);
  for (const id of earned) {
    if (useWhenEarned(s, p, id, loc, from)) continue; // "immediately" (rules/immediate-artifacts.ts)
    const c = card(s, id);
    c.revealed = true;
    if (playedAsEquipment(c.def)) {
      // "use as equipment": it stays with the team that solved the mission (docs/RULINGS.md, "Premiere artifacts" PA1)
      emit(s, 'artifactEarned', `${p} earns ${name(s, id)} from ${name(s, loc)}: it joins the ${from === undefined ? 'Away Team' : `crew aboard ${name(s, from)}`} as equipment`, { player: p, card: id, loc, from: c.owner });
      c.owner = p;
      moveTo(s, id, from === undefined ? { z: 'planet', loc } : { z: 'aboard', host: from });
      continue;
    }
    emit(s, 'artifactEarned', `${p} earns ${name(s, id)} from ${name(s, loc)} and takes it into hand`, { player: p, card: id, loc, from: c.owner });
    // the hand is the holder's pile: the card changes hands before it moves (a place under a mission is no pile)
    c.owner = p;
    moveTo(s, id, { z: 'hand' });
  }
  discardEarnedHolders(s, earned);
  return earned;
}

/** Whether this card is an artifact its card file plays and carries as an equipment card (Varon-T Disruptor, Interphase Generator). */
export function playedAsEquipment(defId: string): boolean {
  return facts(defId).type === 'artifact' && behaviour(defId)?.usedAsEquipment === true;
}

/** Why an artifact in this player's hand cannot be played now (null: its card file offers a play). */
export function whyArtifactNotPlayable(s: GameState, p: PlayerId, id: CardId): string | null {
  const au = whyAuBlocked(s, p, id);
  if (au) return au;
  const now = whyUsedWhenEarned(s, id);
  if (now) return now;
  const b = behaviour(card(s, id).def);
  if (b?.usedAsEquipment) return null;
  if (b?.interrupt && !b.event) return `${name(s, id)} is played as an interrupt, from the interrupt list when its moment comes`;
  if (!b?.event) return `${name(s, id)}: playing this artifact is not implemented yet (its card text has no behaviour in the engine)`;
  return null;
}

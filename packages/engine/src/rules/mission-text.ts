/**
 * What a mission's own text changes in the rules (the Alternate Universe missions with special text):
 * the side of an asymmetric mission its owner's opponent reads (Compromised Mission's icons, Warped
 * Space's span), a span that depends on the ship that pays it (FGC-47 Research), points that depend on
 * the completing team (Reunion), a ban on beaming between two ships at the location (Quash
 * Conspiracy), personnel of any affiliations mixing on the planet (Diplomatic Conference), and
 * requirements the requirement check has no clause for (solvedBy). The mission's card file declares
 * it (CardBehaviour.mission); these read it, one Map lookup of the mission card's behaviour, so a game
 * without such a mission does nothing more. docs/RULINGS.md, "Alternate Universe missions and Neutral
 * Outpost".
 */
import type { Affiliation } from '../cards/facts.ts';
import { behaviour } from '../cards/registry.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, missionFacts } from './board.ts';
import { missionCardOf } from './duplicate-missions.ts';

/** A mission's text, as its card file declares it. */
export interface MissionText {
  /** Asymmetric: what the side facing its owner's opponent prints instead of the owner's side. */
  opponentSide?: { affiliationIcons?: readonly Affiliation[]; span?: number };
  /** The span a ship pays to enter the location, when the ship changes it (FGC-47 Research: its Navigation). */
  spanFor?: (s: GameState, loc: LocationId, ship: CardId) => number;
  /** The points completing it scores, when the completing team changes them (Reunion's X). */
  pointsFor?: (s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]) => number;
  /** Nobody beams between two ships at this location. */
  noShipToShipBeaming?: true;
  /** On its planet each player's personnel of any affiliations form one Away Team (they mix to attempt it). */
  mixOnPlanet?: true;
  /** Its requirements, where the requirement check has no clause for them (instead of the printed ones). */
  solvedBy?: (s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]) => boolean;
  /**
   * Until it is completed, the personnel on its planet this test picks are in stasis (Qualor II
   * Rendezvous: the aligned ones): out of the Away Team, unable to beam away, out of battles there.
   */
  stasisOnPlanet?: (s: GameState, id: CardId) => boolean;
}

/** The text of the mission at a location (undefined: a mission with none). */
export function missionText(s: GameState, loc: LocationId): MissionText | undefined {
  return behaviour(card(s, loc).def)?.mission;
}

/** Whether this player reads the side of the mission facing its owner's opponent (he has no copy of his own there). */
export function readsOpponentSide(s: GameState, p: PlayerId, loc: LocationId): boolean {
  return card(s, missionCardOf(s, p, loc)).owner !== p;
}

/** The affiliation icons the mission shows this player: an asymmetric mission's opponent reads his side. */
export function iconsFor(s: GameState, p: PlayerId, loc: LocationId): readonly Affiliation[] {
  const mine = missionCardOf(s, p, loc);
  const printed = missionFacts(s, mine).affiliationIcons;
  const other = behaviour(card(s, mine).def)?.mission?.opponentSide?.affiliationIcons;
  return other !== undefined && card(s, mine).owner !== p ? other : printed;
}

/**
 * The span a ship of `mover`'s pays to enter the location: the printed span, the opponent's side's
 * span of an asymmetric mission, or what the ship makes it (FGC-47 Research). Without a ship (a
 * distance measured for no ship) the printed span.
 */
export function spanFor(s: GameState, loc: LocationId, mover: PlayerId, ship?: CardId): number {
  const t = behaviour(card(s, loc).def)?.mission;
  if (t === undefined) return missionFacts(s, loc).span;
  if (t.spanFor !== undefined && ship !== undefined) return t.spanFor(s, loc, ship);
  const other = t.opponentSide?.span;
  if (other !== undefined && readsOpponentSide(s, mover, loc)) return other;
  return missionFacts(s, loc).span;
}

/** The points completing the mission scores this player with this team, before points placed on it (rules/mission-points.ts). */
export function printedPointsFor(s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[], printed: number): number {
  const f = behaviour(card(s, missionCardOf(s, p, loc)).def)?.mission?.pointsFor;
  return f === undefined ? printed : f(s, p, loc, team);
}

/** Whether beaming between two ships is barred at this location (Quash Conspiracy). */
export function shipToShipBarred(s: GameState, loc: LocationId): boolean {
  return missionText(s, loc)?.noShipToShipBeaming === true;
}

/** Whether a player's personnel of any affiliations mix on this location's planet (Diplomatic Conference). */
export function mixesOnPlanet(s: GameState, loc: LocationId): boolean {
  return missionText(s, loc)?.mixOnPlanet === true;
}

/** The mission's own reading of its requirements for this attempt, or undefined when the printed ones are checked. */
export function solvedByText(s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]): boolean | undefined {
  const f = behaviour(card(s, missionCardOf(s, p, loc)).def)?.mission?.solvedBy;
  return f === undefined ? undefined : f(s, p, loc, team);
}

/** The stasis test of the location's planet while its mission is not completed (undefined: no stasis there). */
export function stasisAt(s: GameState, loc: LocationId): ((s: GameState, id: CardId) => boolean) | undefined {
  const f = missionText(s, loc)?.stasisOnPlanet;
  return f === undefined || s.completed[loc] !== undefined ? undefined : f;
}

/** Whether a personnel is in stasis now: on a planet whose mission holds it so (Qualor II Rendezvous). */
export function inStasis(s: GameState, id: CardId): boolean {
  const at = s.cards[id]?.at;
  if (at?.z !== 'planet') return false;
  const f = stasisAt(s, at.loc);
  return f !== undefined && f(s, id);
}

/**
 * Espionage (the four Premiere Espionage events, cards/espionage.ts): an event placed on a mission
 * with the ability `attemptsAs` lets its owner's personnel of that affiliation count as matching the
 * mission when the owner attempts it (rules/missions.ts hasMatchingMember asks here). Only its owner's
 * attempts; another player's Espionage on the same mission helps that player alone.
 */
import type { Affiliation } from '../cards/facts.ts';
import type { GameState, LocationId, PlayerId } from '../core/types.ts';
import { espionageInPlay } from './abilities.ts';

/** The affiliations the player's Espionage cards on this location let attempt it (usually none). */
export function espionageAffiliations(s: GameState, p: PlayerId, loc: LocationId): Affiliation[] {
  const out: Affiliation[] = [];
  for (const a of espionageInPlay(s)) {
    const aff = a.abilities.attemptsAs;
    if (aff !== undefined && a.owner === p && a.at === loc && !out.includes(aff)) out.push(aff);
  }
  return out;
}

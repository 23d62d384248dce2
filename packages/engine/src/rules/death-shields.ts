/**
 * Standing protection from death (Genetronic Replicator, Premiere event, first print): while a card
 * with the ability `shieldsAwayTeam` is in play, its owner's personnel on a planet (an Away Team)
 * cannot be killed while that Away Team has the named skill the named number of times (the victim
 * counted). dilemmas.ts kill() asks here before its before window; crews aboard ships and outposts
 * are not covered.
 */
import type { CardId, CardState, GameState } from '../core/types.ts';
import { abilitiesInPlay } from './abilities.ts';
import { teamStats } from './attributes.ts';
import { name, onPlanet, typeOf } from './board.ts';

/** The sentence saying why this personnel cannot be killed now, or null. */
export function deathShield(s: GameState, id: CardId): string | null {
  const c = s.cards[id] as CardState | undefined;
  if (!c || c.at.z !== 'planet') return null;
  const loc = c.at.loc;
  for (const a of abilitiesInPlay(s)) {
    const need = a.abilities.shieldsAwayTeam;
    if (need === undefined || a.owner !== c.owner) continue;
    const team = onPlanet(s, loc, c.owner).filter((x) => typeOf(s, x) === 'personnel');
    if ((teamStats(s, team).skills.get(need.skill) ?? 0) >= need.count) return `${name(s, id)} cannot be killed: ${need.count} ${need.skill} are with the Away Team (${name(s, a.card)})`;
  }
  return null;
}

/**
 * Phased personnel (Phased Matter; issue 25, docs/RULINGS.md "Premiere: the last dilemmas and Time
 * Travel Pod"). The card marks each member of the team it phases (core/modifiers.ts marks, by
 * 'phased-matter'). A phased personnel on a planet cannot beam (beaming.ts asks phasedOnPlanet) and is
 * a team apart: left out of his owner's Away Team there (dilemmas.ts awayTeam). He is cured as soon as
 * his owner's personnel on that planet who are not phased have ENGINEER and SCIENCE between them; the
 * marks are then cleared for good by the card (curePhased, after the split and after every beam).
 */
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';
import { teamStats } from './attributes.ts';
import { personnelOnPlanet } from './board.ts';

export const PHASED = 'phased-matter';

/** Where a marked personnel is phased: the planet he is on, or undefined. */
function planetOf(s: GameState, id: CardId): LocationId | undefined {
  const at = (s.cards[id] as CardState | undefined)?.at;
  return at?.z === 'planet' ? at.loc : undefined;
}

function marked(s: GameState, id: CardId): boolean {
  return marksBy(s, PHASED).some((m) => m.card === id);
}

/** Whether a player's personnel on the planet who are not phased have ENGINEER and SCIENCE between them. */
export function cureHere(s: GameState, loc: LocationId, player: PlayerId): boolean {
  const others = personnelOnPlanet(s, loc, player).filter((id) => !marked(s, id));
  if (others.length === 0) return false;
  const t = teamStats(s, others);
  return (t.skills.get('ENGINEER') ?? 0) > 0 && (t.skills.get('SCIENCE') ?? 0) > 0;
}

/** Whether a personnel is phased now: marked, on a planet, and not yet cured there. */
export function phasedOnPlanet(s: GameState, id: CardId): boolean {
  if (s.effects.length === 0 || !marked(s, id)) return false;
  const loc = planetOf(s, id);
  return loc !== undefined && !cureHere(s, loc, (s.cards[id] as CardState).owner);
}

/** Clears the marks of the personnel cured, and of those who left the planet (out of play); returns the cured. */
export function curePhased(s: GameState): CardId[] {
  const cured: CardId[] = [];
  for (const m of marksBy(s, PHASED)) {
    const loc = planetOf(s, m.card);
    if (loc === undefined) {
      clearMark(s, m);
      continue;
    }
    if (cureHere(s, loc, (s.cards[m.card] as CardState).owner)) {
      clearMark(s, m);
      cured.push(m.card);
    }
  }
  return cured;
}

/**
 * Particle Scattering Field (Alternate Universe event, 103_044), its rules. It lies on one of its
 * owner's ships whose special equipment includes a Particle Scattering Device (in this pool the Tama).
 * Wherever that ship is, at a location with a planet, nobody beams down to that planet or up from it:
 * either player, personnel and equipment alike, as under a face-up Distortion Field; the ban moves
 * with the ship. Its owner may discard it: offered at his main decision (not the card play, not an
 * order). beaming.ts asks beamingBannedAt for each planet it offers; turn.ts offers
 * scatteringDiscardOptions and carries the discard out. docs/RULINGS.md, AE6.
 */
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { inPlayByDef, locationOf, moveTo, name } from './board.ts';
import { beamingBlockedAt } from './distortion-field.ts';

export const SCATTERING_FIELD = 'particle-scattering-field';
/** The special equipment a ship needs to take the card. */
export const SCATTERING_DEVICE = 'Particle Scattering Device';

/** The ship a Particle Scattering Field in play lies on, or undefined. */
function hostOf(s: GameState, field: CardId): CardId | undefined {
  const at = (s.cards[field] as CardState).at;
  return at.z === 'attached' ? (at.host as CardId) : undefined;
}

/** A Particle Scattering Field on a ship at this location, or undefined. */
export function scatteringFieldAt(s: GameState, loc: LocationId): CardId | undefined {
  for (const id of inPlayByDef(s, SCATTERING_FIELD)) {
    const host = hostOf(s, id);
    if (host !== undefined && locationOf(s, host) === loc) return id;
  }
  return undefined;
}

/**
 * The card that stops all beaming to and from the planet at this location: a face-up Distortion Field
 * on it (rules/distortion-field.ts) or a Particle Scattering Field on a ship there; else undefined.
 */
export function beamingBannedAt(s: GameState, loc: LocationId): CardId | undefined {
  return beamingBlockedAt(s, loc) ?? scatteringFieldAt(s, loc);
}

/** The player's discards of his own Particle Scattering Fields, appended to `out`. */
export function scatteringDiscardOptions(s: GameState, p: PlayerId, out: Option[]): void {
  for (const id of inPlayByDef(s, SCATTERING_FIELD, p)) {
    const host = hostOf(s, id);
    if (host === undefined) continue;
    out.push({ id: `scatter-discard:${id}`, label: `Discard Particle Scattering Field from ${name(s, host)} (beaming where it is allowed again)`, card: id, group: 'use', act: { type: 'use', use: 'discardScatteringField', card: id } });
  }
}

/** Discards the field: its ban goes with it. */
export function chooseScatteringDiscard(s: GameState, p: PlayerId, o: Option): void {
  const a = o.act;
  if (a.type !== 'use' || hostOf(s, a.card) === undefined) return;
  moveTo(s, a.card, { z: 'discard' });
  emit(s, 'cardDiscarded', `${p} discards ${name(s, a.card)}`, { player: p, card: a.card });
}

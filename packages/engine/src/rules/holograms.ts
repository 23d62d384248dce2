/**
 * Holograms (constructed; digest 8.2; docs/RULINGS.md, "Constructed: cloaking, holograms and
 * battle"). A personnel with the Holo icon exists only aboard a ship with a Holodeck, or on a
 * planet a card opens to holograms (Holo-Projectors, whose card comes with the card pool: the hook
 * is holoPlanet). It reports directly aboard a Holodeck ship it may go aboard, docked at an outpost
 * where it may report; no transfer takes it anywhere else; a hologram found elsewhere (its ship
 * gone from under it, its planet's card gone) is discarded, before its owner's next order. The
 * intro game treats K'Tesh as any personnel: GameRules.ships.holograms.
 */
import { facts } from '../cards/facts.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { aboard, boardIndex, card, crewOf, isDocked, ownShips, shipFacts, typeOf } from './board.ts';
import { affiliationOf, mayMix } from './affiliations.ts';
import { discardPersonnel } from './dilemmas.ts';

export const HOLODECK = 'Holodeck';
/** The event that lets holograms exist on its planet (Premiere); found by its id on the mission it plays on. */
export const HOLO_PROJECTORS = 'holo-projectors';

/** Whether the format keeps holograms to holodecks at all. */
export function hologramsRestricted(s: GameState): boolean {
  return rulesOf(s).ships.holograms === 'holodeck';
}

/** Whether a card definition is a hologram (a personnel with the Holo icon). */
export function isHologramDef(defId: string): boolean {
  const f = facts(defId);
  return f.type === 'personnel' && f.icons.includes('holographic');
}

/** Whether the card is a ship with a Holodeck. */
export function hasHolodeck(s: GameState, id: CardId): boolean {
  return typeOf(s, id) === 'ship' && shipFacts(s, id).specialEquipment.includes(HOLODECK);
}

/** Whether holograms may exist on the planet at this location: a Holo-Projectors is on its mission. */
export function holoPlanet(s: GameState, loc: LocationId): boolean {
  return aboard(s, loc).some((id) => (s.cards[id] as CardState).def === HOLO_PROJECTORS);
}

/** Whether a hologram may be at this place: aboard a ship with a Holodeck, or on a planet holograms may exist on. Any other card: anywhere. */
export function holoMayBe(s: GameState, id: CardId, where: { host: CardId } | { planet: LocationId }): boolean {
  if (!hologramsRestricted(s) || !isHologramDef(card(s, id).def)) return true;
  return 'host' in where ? hasHolodeck(s, where.host) : holoPlanet(s, where.planet);
}

/** Whether a card in play stands where it may (only holograms may not). */
function placedWell(s: GameState, c: CardState): boolean {
  if (c.at.z === 'aboard') return holoMayBe(s, c.id, { host: c.at.host });
  if (c.at.z === 'planet') return holoMayBe(s, c.id, { planet: c.at.loc });
  return !isHologramDef(c.def); // a hologram in an Escape Pod, or anywhere else in play
}

/** The holograms in play where they may not be. */
export function strandedHolograms(s: GameState): CardId[] {
  if (!hologramsRestricted(s)) return [];
  const out: CardId[] = [];
  for (const id of boardIndex(s).inPlay) {
    const c = s.cards[id] as CardState;
    if (typeOf(s, id) === 'personnel' && isHologramDef(c.def) && !placedWell(s, c)) out.push(id);
  }
  return out;
}

/** Discards every hologram in play that is where it may not be. */
export function dischargeStrandedHolograms(s: GameState): void {
  for (const id of strandedHolograms(s)) discardPersonnel(s, id, 'a hologram away from a holodeck cannot exist');
}

/**
 * Where a hologram of this player reports, given the outposts it may report to: the player's ships
 * with a Holodeck docked at one of them that it may go aboard as any personnel of its affiliation may
 * (rules/affiliations.ts mayMix: a ship of its own affiliation or a Non-Aligned one, or any for a
 * Non-Aligned hologram, a treaty's partner too; and with every personnel of his aboard).
 */
export function holoReportSites(s: GameState, p: PlayerId, defId: string, outposts: readonly CardId[]): CardId[] {
  const f = facts(defId);
  if (f.type !== 'personnel') return [];
  const locs = new Set(outposts.map((o) => (card(s, o).at as { loc?: LocationId }).loc));
  return ownShips(s, p).filter((ship) => {
    const c = card(s, ship);
    // a cloaked ship takes no card aboard (rules/cloaking.ts)
    if (c.at.z !== 'inSpace' || c.cloaked || !locs.has(c.at.loc) || !isDocked(s, ship) || !hasHolodeck(s, ship)) return false;
    // a Klingon may crew a Non-Aligned Husnock Ship as well as a Klingon one (docs/RULINGS.md, "Coverage: Borg, holograms, Scan and the staff meeting")
    return mayMix(s, p, f.affiliation, shipFacts(s, ship).affiliation) && crewOf(s, ship).every((m) => typeOf(s, m) !== 'personnel' || card(s, m).owner !== p || mayMix(s, p, f.affiliation, affiliationOf(s, m)));
  });
}

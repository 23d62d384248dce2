/**
 * Seed cards that carry others (issue 24; constructed digest 2.5, 6 and 12.5; docs/RULINGS.md,
 * "Constructed: Cryosatellite"): a card whose behaviour says what may be seeded with it
 * (CardBehaviour.seedsWith: Cryosatellite).
 *
 * - Seeding (rules/seeding.ts asks holderSeedVerdict): the holder seeds only at a space location; with
 *   its owner's holder under a mission, that owner may put its allowance of further artifacts and of
 *   personnel bearing the named icon under the same mission. A personnel is seeded nowhere else.
 * - Met in an attempt (rules/dilemmas.ts): a seeded personnel is not resolved: it is turned face up and
 *   goes to the bottom of the stack, as an artifact does; one whose owner has no holder under that
 *   mission (a mis-seed: only a position made by hand has one) is discarded.
 * - Earned (rules/artifacts.ts earnArtifacts): when the mission is solved, each personnel under it comes
 *   into play with the team that solved it (aboard the ship or outpost its crew attempted from, or in
 *   the Away Team), the solver's card from then on. One that cannot be there is discarded: a second
 *   version of a persona or a second copy of a unique card its new owner has in play (the persona
 *   rules' "encountered, earned or activated" copy), a card that may not mix with that crew, a hologram
 *   where it cannot exist. The artifacts go to hand; the holder itself is then discarded.
 */
import { facts } from '../cards/facts.ts';
import type { Affiliation } from '../cards/facts.ts';
import { behaviour } from '../cards/registry.ts';
import type { SeedsWith } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, Place, PlayerId } from '../core/types.ts';
import { affiliationsOfDef, isDualAffiliation, whyCannotJoin } from './affiliations.ts';
import { card, dilemmasUnder, missionFacts, moveTo, name, typeOf } from './board.ts';
import { AU_ICON, hasAuIcon } from './doorways.ts';
import { toBottomOfStack } from './artifacts.ts';
import { holoMayBe } from './holograms.ts';
import { personaEntryCheck } from './persona-play.ts';

/** What a card lets its owner seed with it, if anything. */
export function seedsWithOf(defId: string): SeedsWith | undefined {
  return behaviour(defId)?.seedsWith;
}

/** This player's holders under the mission. */
export function holdersUnder(s: GameState, p: PlayerId, loc: LocationId): CardId[] {
  return dilemmasUnder(s, loc).filter((id) => card(s, id).owner === p && seedsWithOf(card(s, id).def) !== undefined);
}

function hasIcon(defId: string, icon: SeedsWith['personnel']['icon']): boolean {
  return icon === AU_ICON && hasAuIcon(defId);
}

/**
 * What the holders say about this player seeding this card under this mission: a reason to refuse,
 * null to allow it, or undefined when no holder rule concerns it (the ordinary seeding rules decide).
 */
export function holderSeedVerdict(s: GameState, p: PlayerId, id: CardId, loc: LocationId): string | null | undefined {
  const c = card(s, id);
  const f = facts(c.def);
  const own = seedsWithOf(c.def);
  if (own && own.where === 'space' && missionFacts(s, loc).missionType === 'planet') {
    return `${name(s, id)} is seeded only at a space location; ${name(s, loc)} is a planet mission`;
  }
  const mine = dilemmasUnder(s, loc).filter((x) => x !== id && card(s, x).owner === p);
  const holder = mine.find((x) => seedsWithOf(card(s, x).def) !== undefined);
  if (f.type === 'personnel') {
    if (holder === undefined) return `${name(s, id)} is a personnel: it is seeded only under a mission where you have seeded a card that carries personnel (Cryosatellite)`;
    const rule = seedsWithOf(card(s, holder).def) as SeedsWith;
    if (!hasIcon(c.def, rule.personnel.icon)) return `${name(s, id)} has no Alternate Universe icon: only such personnel are seeded with ${name(s, holder)}`;
    const n = mine.filter((x) => typeOf(s, x) === 'personnel').length;
    if (n >= rule.personnel.max) return `You already have ${n} personnel under ${name(s, loc)}: at most ${rule.personnel.max} are seeded with ${name(s, holder)}`;
    return null;
  }
  if (f.type === 'artifact') {
    const arts = [...mine.filter((x) => typeOf(s, x) === 'artifact'), id];
    const h = arts.find((x) => seedsWithOf(card(s, x).def) !== undefined);
    if (h === undefined) return undefined;
    const most = 1 + (seedsWithOf(card(s, h).def) as SeedsWith).artifacts;
    if (arts.length > most) return `You already have ${arts.length - 1} artifacts under ${name(s, loc)}: with ${name(s, h)} at most ${most}`;
    return null;
  }
  return undefined;
}

/**
 * A seeded personnel met in an attempt: turned face up and moved to the bottom of the stack (earned
 * only when the mission is solved); discarded as mis-seeded when its owner has no holder there.
 */
export function passOverSeededPersonnel(s: GameState, p: PlayerId, id: CardId, loc: LocationId): void {
  const c = card(s, id);
  c.revealed = true;
  if (holdersUnder(s, c.owner, loc).length === 0) {
    emit(s, 'misSeedDiscarded', `${name(s, id)} was mis-seeded (a personnel under ${name(s, loc)} with no Cryosatellite of ${c.owner}'s): it is discarded`, { card: id, loc, player: c.owner });
    moveTo(s, id, { z: 'discard' });
    return;
  }
  toBottomOfStack(s, id, loc);
  emit(s, 'seededPersonnelFound', `${p} finds ${name(s, id)} under ${name(s, loc)}: it is earned only by solving the mission; it goes to the bottom of the stack`, { player: p, card: id, loc });
}

/** Why an earned personnel cannot come into play with the solving team, or null; `side`: the affiliation it would play as. */
function entryProblem(s: GameState, p: PlayerId, id: CardId, where: string, spot: { host: CardId } | { planet: LocationId }): { why: string | null; side?: Affiliation } {
  const persona = personaEntryCheck(s, p, card(s, id).def);
  if (persona) return { why: persona };
  if (!holoMayBe(s, id, spot)) return { why: `${name(s, id)} is a hologram and cannot exist there` };
  const sides = isDualAffiliation(card(s, id).def) ? affiliationsOfDef(card(s, id).def) : [undefined];
  let first: string | null = null;
  for (const a of sides) {
    const r = whyCannotJoin(s, id, where, [], a);
    if (r === null) return a === undefined ? { why: null } : { why: null, side: a };
    first ??= r;
  }
  return { why: first };
}

/**
 * The mission is solved: each personnel under it, in stack order, comes into play with the solving
 * team (`from`: the ship or outpost its crew attempted from; absent: the Away Team on the planet),
 * as the solver's card, or is discarded when it cannot be there. Returns the cards that came into play.
 */
export function earnSeededPersonnel(s: GameState, p: PlayerId, loc: LocationId, from?: CardId): CardId[] {
  const people = dilemmasUnder(s, loc)
    .filter((id) => typeOf(s, id) === 'personnel')
    .sort((a, b) => {
      const at = (x: CardId) => {
        const w = card(s, x).at;
        return w.z === 'underMission' ? (w.i ?? -1) : -1;
      };
      return at(a) - at(b);
    });
  const dest: Place = from === undefined ? { z: 'planet', loc } : { z: 'aboard', host: from };
  const where = from === undefined ? `planet:${loc}` : from;
  const spot = from === undefined ? { planet: loc } : { host: from };
  const team = from === undefined ? 'Away Team' : `crew aboard ${name(s, from)}`;
  const joined: CardId[] = [];
  for (const id of people) {
    const c = card(s, id);
    c.revealed = true;
    const was = c.owner;
    c.owner = p; // earned: the solver's card from now on, as an earned artifact is
    const { why, side } = entryProblem(s, p, id, where, spot);
    if (why) {
      emit(s, 'seededPersonnelDiscarded', `${p} earns ${name(s, id)} from ${name(s, loc)}, but it cannot come into play: ${why}. It is discarded`, { player: p, card: id, loc, from: was });
      moveTo(s, id, { z: 'discard' });
      continue;
    }
    moveTo(s, id, dest);
    if (side !== undefined) c.aff = side;
    joined.push(id);
    emit(s, 'seededPersonnelEarned', `${p} earns ${name(s, id)} from ${name(s, loc)}: it joins the ${team}`, { player: p, card: id, loc, from: was });
  }
  return joined;
}

/** After the artifacts are earned: each holder among them is discarded. */
export function discardEarnedHolders(s: GameState, earned: readonly CardId[]): void {
  for (const id of earned) {
    if (seedsWithOf(card(s, id).def) === undefined) continue;
    emit(s, 'artifactDiscarded', `${name(s, id)} is discarded once earned`, { card: id, player: card(s, id).owner });
    moveTo(s, id, { z: 'discard' });
  }
}

/**
 * Outposts in constructed games (issue 24; constructed digest 1.2 and 2.6; docs/RULINGS.md,
 * "Constructed: seed phase, turn and end"): a player has at most one outpost of each affiliation in
 * play, whether seeded or built; where the format lets outposts be built (GameRules.outpostBuild),
 * an outpost in hand is built as the turn's one normal card play, at a location where one of the
 * player's personnel of its affiliation with ENGINEER is (on the planet, or aboard a ship or
 * outpost there).
 */
import { isGap } from './gaps.ts';
import { facts } from '../cards/facts.ts';
import type { Affiliation } from '../cards/facts.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { rulesOf } from '../formats/rules.ts';
import { boardIndex, def, locationOf, missionFacts, outpostsOf } from './board.ts';
import { behaviour } from '../cards/registry.ts';
import { skillsOf } from './attributes.ts';

/** Whether an outpost card is of no affiliation (the Neutral Outpost): at space missions only, built with any ENGINEER, open to every affiliation. */
export function isNeutralOutpost(defId: string): boolean {
  return behaviour(defId)?.neutralOutpost === true;
}

/** The missions where this outpost may be seeded or built, of these: a neutral one only at missions with the space icon (space or dual). */
export function outpostSitesOf(s: GameState, defId: string, locs: readonly LocationId[]): LocationId[] {
  const missions = locs.filter((l) => !isGap(s, l)); // a gap is no mission (rules/gaps.ts)
  return isNeutralOutpost(defId) ? missions.filter((l) => missionFacts(s, l).missionType !== 'planet') : missions;
}

/** The affiliation of an outpost card (by its engine id). */
export function outpostAffiliation(defId: string): Affiliation | null {
  const f = facts(defId);
  return f.type === 'outpost' ? f.affiliation : null;
}

/** The player's outpost of this affiliation in play, if any. */
export function outpostOfAffiliation(s: GameState, p: PlayerId, aff: Affiliation): CardId | undefined {
  return outpostsOf(s, p).find((o) => {
    const f = def(s, o);
    return f.type === 'outpost' && f.affiliation === aff && !isNeutralOutpost(f.id); // the Neutral Outpost is of no affiliation
  });
}

/** Whether a personnel card has ENGINEER: its classification, or the skill (with equipment). */
export function isEngineer(s: GameState, id: CardId): boolean {
  const f = def(s, id);
  if (f.type !== 'personnel') return false;
  if (f.classification.toUpperCase() === 'ENGINEER') return true;
  for (const k of skillsOf(s, id).keys()) if (k.toUpperCase() === 'ENGINEER') return true;
  return false;
}

/** The locations where this player may build an outpost of this card now (none where the format builds none). */
export function buildSites(s: GameState, p: PlayerId, defId: string): LocationId[] {
  const aff = outpostAffiliation(defId);
  if (aff === null || rulesOf(s).outpostBuild === 'none') return [];
  const anyEngineer = isNeutralOutpost(defId); // the Neutral Outpost: any ENGINEER, at a space mission
  const at = new Set<LocationId>();
  for (const id of boardIndex(s).inPlay) {
    const c = s.cards[id] as CardState;
    if (c.owner !== p) continue;
    const f = def(s, id);
    if (f.type !== 'personnel' || (!anyEngineer && f.affiliation !== aff) || !isEngineer(s, id)) continue;
    const l = locationOf(s, id);
    if (l !== undefined) at.add(l);
  }
  return outpostSitesOf(s, defId, s.spaceline.filter((l) => at.has(l)));
}

/** Why this player cannot build this outpost now (turn and card play aside), or null if he can. */
export function whyCannotBuild(s: GameState, p: PlayerId, defId: string): string | null {
  const aff = outpostAffiliation(defId);
  const f = facts(defId);
  if (aff === null) return `${f.name} is not an outpost`;
  const build = rulesOf(s).outpostBuild;
  if (build === 'none') return 'outpost cards are not played from hand';
  const neutral = isNeutralOutpost(defId);
  if (neutral ? outpostsOf(s, p).some((o) => isNeutralOutpost(def(s, o).id)) : outpostOfAffiliation(s, p, aff)) {
    return neutral ? `You already have a ${f.name} in play (one of it)` : `You already have an outpost of the ${aff} affiliation in play (one per affiliation)`;
  }
  if (buildSites(s, p, defId).length === 0) {
    return neutral ? `${f.name} is built at a space mission where you have any ENGINEER, and you have none at one` : `${f.name} is built where you have an ENGINEER of its affiliation, and you have none in play`;
  }
  return null;
}

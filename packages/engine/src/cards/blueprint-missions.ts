/**
 * The Premiere and Alternate Universe missions and outposts that need no card file (issue 24,
 * constructed play): a mission whose card says nothing beyond its requirements, span, points and
 * icons is its facts, so it plays as the intro missions do. Its requirements are read from its
 * formula (requirements-formula.ts). Its engine id is its slug, and its blueprint id names it
 * (blueprint-ids.ts). The intro missions keep the facts they have.
 *
 * Which need a file instead, and why (needsMissionCardFile): a mission with game text (a variable
 * span or points, a rule of its own), an asymmetric one (its opponent's side differs), a dual one,
 * one without affiliation icons, and one whose requirements ask for a clause the engine's
 * requirement check does not know (a named artifact; one V.I.P. from each of four affiliations).
 *
 * Of the outposts: the Romulan Outpost is the Federation and Klingon outposts' Romulan fellow (the
 * rules seed and build all three alike). The Neutral Outpost (Alternate Universe) needs a file: it
 * goes only at space missions, any affiliation's ENGINEER builds it, and it does not repair ships.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import type { MissionFacts, OutpostFacts } from './facts.ts';
import { tableDefOfBlueprint } from './blueprint-ids.ts';
import { allBlueprints, printedFacts } from './blueprints.ts';
import type { Blueprint, FacilityBlueprint, MissionBlueprint } from './blueprints.ts';
import { engineRequirements, parseRequirementsFormula, RequirementsFormulaError } from './requirements-formula.ts';
import type { Requirements } from './facts.ts';

const SETS: readonly string[] = ['premiere', 'alternate-universe'];

/** The engine's requirements of a mission, read from its formula, or why the engine cannot check them. */
export function missionRequirements(b: MissionBlueprint): { requirements: Requirements } | { reason: string } {
  try {
    return engineRequirements(parseRequirementsFormula(b.requirementsFormula));
  } catch (e) {
    if (e instanceof RequirementsFormulaError) return { reason: `its requirements cannot be read (${e.message})` };
    throw e;
  }
}

/** Why a mission needs a card file, or null when its facts say everything. */
export function needsMissionCardFile(b: MissionBlueprint): string | null {
  if (b.hasText) return 'it has game text';
  if (b.opponentSide) return "it is asymmetric: its opponent's side differs";
  if (b.missionType === 'dual') return 'it is a dual mission';
  if (typeof b.span !== 'number') return `its span is printed as ${b.span}`;
  if (typeof b.points !== 'number') return `its points are printed as ${b.points}`;
  if (b.affiliationIcons.length === 0) return 'it has no affiliation icons';
  const r = missionRequirements(b);
  return 'reason' in r ? r.reason : null;
}

/** Why an outpost needs a card file, or null when its facts say everything (it is of an affiliation the rules seed and build). */
export function needsOutpostCardFile(b: FacilityBlueprint): string | null {
  if (b.affiliation === 'neutral') return 'it is neutral: it goes only at space missions, any ENGINEER builds it, and it does not repair ships';
  return null;
}

/** Why a Premiere or Alternate Universe mission or outpost needs a card file (null: it does not). */
export function missionOrOutpostNeedsFile(b: MissionBlueprint | FacilityBlueprint): string | null {
  return b.type === 'mission' ? needsMissionCardFile(b) : needsOutpostCardFile(b);
}

function missionFacts(b: MissionBlueprint): MissionFacts {
  const r = missionRequirements(b);
  if ('reason' in r) throw new Error(`${b.blueprintId} ${b.name}: ${r.reason}`);
  return missionFactsWith(b, r.requirements);
}

/** A mission's facts from its card data, with these requirements (its printed ones, or a card file's reading of them). */
export function missionFactsWith(b: MissionBlueprint, requirements: Requirements): MissionFacts {
  return CardFacts.parse({
    ...printedFacts(b),
    unique: b.unique,
    type: 'mission',
    affiliation: [...b.affiliationIcons],
    affiliationIcons: [...b.affiliationIcons],
    location: b.location,
    quadrant: b.quadrant,
    missionType: b.missionType,
    span: b.span,
    points: b.points,
    requirementsFormula: b.requirementsFormula,
    requirements,
  }) as MissionFacts;
}

function outpostFacts(b: FacilityBlueprint): OutpostFacts {
  if (b.affiliation === 'neutral') throw new Error(`${b.blueprintId} ${b.name}: a neutral outpost needs a card file`);
  return CardFacts.parse({
    id: b.slug,
    name: b.name,
    type: 'outpost',
    affiliation: b.affiliation,
    unique: b.unique,
    universal: b.universal,
    shields: b.shields,
  }) as OutpostFacts;
}

const isPlain = (b: Blueprint): b is MissionBlueprint | FacilityBlueprint =>
  (b.type === 'mission' || b.type === 'facility') && SETS.includes(b.set) && missionOrOutpostNeedsFile(b) === null;

/** The facts of the plain Premiere and Alternate Universe missions and outposts the engine does not give yet. */
export function plainMissionAndOutpostFacts(): CardFacts[] {
  return allBlueprints()
    .filter(isPlain)
    .filter((b) => tableDefOfBlueprint(b.blueprintId) === undefined && !hasFacts(b.slug))
    .map((b) => (b.type === 'mission' ? missionFacts(b) : outpostFacts(b)));
}

let registered = false;

/**
 * Adds those facts to the engine's cards, once: a card the intro set already gives (the same card
 * under its engine id: blueprint-ids.ts) keeps those facts.
 */
export function registerBlueprintMissions(): void {
  if (registered) return;
  registered = true;
  registerFacts(plainMissionAndOutpostFacts());
}

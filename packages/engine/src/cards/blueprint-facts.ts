/**
 * The Premiere and Alternate Universe personnel and ships that need no card file (issue 23, item 2):
 * a card with no game text, no special text in its skill box, one affiliation, no skills or
 * downloads that depend on the affiliation it plays as, and printed numbers for RANGE, WEAPONS and
 * SHIELDS. Such a card is its facts and nothing more, so it plays as the engine's own cards do.
 * A hologram (the Holo icon) is no exception (issue 24): the rules of holograms come with its icon
 * (rules/holograms.ts: in a constructed game it exists only aboard a Holodeck ship), so a hologram
 * whose card is only its skills and icons is plain (Albert Einstein, Dr. Leah Brahms, Fek'lhr,
 * Jera, Sir Isaac Newton, Tomek; K'Tesh is the intro set's); one with game text of its own needs a
 * file as any card does (Paul Rice: his skill box nullifies an Echo Papa 607 where present).
 * Its engine id is its slug; its blueprint id names it too (blueprint-ids.ts). The intro cards and
 * the premiums keep the facts they have.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { tableDefOfBlueprint } from './blueprint-ids.ts';
import { allBlueprints, printedFacts } from './blueprints.ts';
import { registerBlueprintMissions } from './blueprint-missions.ts';
import { registerSeedCards } from './blueprint-seeds.ts';
import type { Blueprint, PersonnelBlueprint, ShipBlueprint } from './blueprints.ts';

/** Why a Premiere or Alternate Universe personnel or ship needs a card file, or null when its facts say everything. */
export function needsCardFile(b: PersonnelBlueprint | ShipBlueprint): string | null {
  if (b.hasText) return 'it has game text';
  if (b.affiliations.length > 1) return 'it has more than one affiliation';
  if (b.type === 'personnel') {
    if (b.specialText) return 'its skill box has special text';
    if (b.skillsByAffiliation.length > 0) return 'its skills depend on its affiliation';
    if (b.downloads.length > 0) return 'its skill box downloads a card';
  } else {
    for (const k of ['range', 'weapons', 'shields'] as const) if (typeof b[k] !== 'number') return `its ${k.toUpperCase()} is printed as ${String(b[k])}`;
    if (b.staffingSkills.length > 0) return 'its staffing asks for skills';
  }
  return null;
}

/** A personnel's engine facts from its card data; `extra` adds fields (a dual-affiliation card's sides). */
export function personnelFactsOf(b: PersonnelBlueprint, extra: Record<string, unknown> = {}): CardFacts {
  return CardFacts.parse({
    ...printedFacts(b),
    unique: b.unique,
    type: 'personnel',
    affiliation: b.affiliation,
    icons: [...b.icons],
    classification: b.classification,
    skills: b.skills.map((k) => ({ ...k })),
    integrity: b.integrity,
    cunning: b.cunning,
    strength: b.strength,
    species: b.species,
    gender: b.gender,
    persona: b.persona,
    ...extra,
  });
}

function toFacts(b: PersonnelBlueprint | ShipBlueprint): CardFacts {
  const base = { ...printedFacts(b), unique: b.unique };
  if (b.type === 'personnel') return personnelFactsOf(b);
  return CardFacts.parse({
    ...base,
    type: 'ship',
    affiliation: b.affiliation,
    class: b.class,
    range: b.range,
    weapons: b.weapons,
    shields: b.shields,
    staffing: [...b.staffing],
    specialEquipment: [...b.specialEquipment],
  });
}

const isPlain = (b: Blueprint): b is PersonnelBlueprint | ShipBlueprint =>
  (b.type === 'personnel' || b.type === 'ship') && (b.set === 'premiere' || b.set === 'alternate-universe') && needsCardFile(b) === null;

let registered = false;

/**
 * Adds those facts to the engine's cards, once, with those of the plain missions and the Romulan
 * Outpost (blueprint-missions.ts): a card the intro set or the premiums already give (the same card
 * under its engine id: blueprint-ids.ts) keeps those facts.
 */
export function registerBlueprintCards(): void {
  if (registered) return;
  registered = true;
  registerBlueprintMissions();
  registerSeedCards();
  registerFacts(allBlueprints().filter(isPlain).filter((b) => tableDefOfBlueprint(b.blueprintId) === undefined && !hasFacts(b.slug)).map(toFacts));
}

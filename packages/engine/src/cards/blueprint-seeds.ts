/**
 * The Premiere and Alternate Universe artifacts and doorways as engine facts (issue 24, items 6 and
 * 7): their name, uniqueness, icons (the [AU] icon gates them: rules/doorways.ts) and printed points.
 * The facts let a constructed game hold, seed and earn them; what an artifact's text does when it is
 * played is each card's own file (the card-pool issues), and an artifact with none says so when it
 * cannot be played (rules/artifacts.ts). The Alternate Universe Door's seeding is a rule of the seed
 * phase (rules/setup.ts, rules/doorways.ts).
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { tableDefOfBlueprint } from './blueprint-ids.ts';
import { allBlueprints, printedFacts } from './blueprints.ts';
import type { Blueprint } from './blueprints.ts';

type SeedBlueprint = Extract<Blueprint, { type: 'artifact' | 'doorway' }>;

function toFacts(b: SeedBlueprint): CardFacts {
  const base = { ...printedFacts(b), unique: false, affiliation: null, icons: [...b.icons] };
  if (b.type === 'doorway') return CardFacts.parse({ ...base, type: 'doorway' });
  return CardFacts.parse({ ...base, type: 'artifact', bonusPoints: typeof b.bonusPoints === 'number' ? b.bonusPoints : null });
}

const isSeedCard = (b: Blueprint): b is SeedBlueprint =>
  (b.type === 'artifact' || b.type === 'doorway') && (b.set === 'premiere' || b.set === 'alternate-universe');

let registered = false;

/** Adds the artifacts' and doorways' facts to the engine's cards, once. */
export function registerSeedCards(): void {
  if (registered) return;
  registered = true;
  registerFacts(allBlueprints().filter(isSeedCard).filter((b) => tableDefOfBlueprint(b.blueprintId) === undefined && !hasFacts(b.slug)).map(toFacts));
}

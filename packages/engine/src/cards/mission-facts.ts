/**
 * The engine facts of a Premiere or Alternate Universe mission with a card file (the Alternate Universe
 * missions with special text): its card data's facts, with the requirements, span and points the file
 * reads where the printed ones are no plain numbers or clauses (an X, a clause of its own). Called in
 * the card's file before its declaration. docs/RULINGS.md, "Alternate Universe missions and Neutral
 * Outpost".
 */
import { hasFacts, registerFacts } from './facts.ts';
import type { MissionFacts, Requirements } from './facts.ts';
import { findBlueprint } from './blueprints.ts';
import { missionFactsWith, missionRequirements } from './blueprint-missions.ts';

/** Registers the mission's facts once; `span` and `points` stand for a printed X, `requirements` for clauses the reader cannot give. */
export function registerMissionFacts(id: string, over: { requirements?: Requirements; span?: number; points?: number } = {}): MissionFacts {
  const b = findBlueprint(id);
  if (!b || b.type !== 'mission') throw new Error(`no mission ${id} in the card data`);
  let requirements = over.requirements;
  if (requirements === undefined) {
    const r = missionRequirements(b);
    if ('reason' in r) throw new Error(`${id}: ${r.reason}`);
    requirements = r.requirements;
  }
  const span = over.span ?? b.span;
  const points = over.points ?? b.points;
  const f = missionFactsWith({ ...b, span, points } as typeof b, requirements);
  if (!hasFacts(id)) registerFacts([f]);
  return f;
}

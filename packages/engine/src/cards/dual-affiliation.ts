/**
 * Dual-affiliation personnel (Alternate Universe: Major Rakal, Stefan DeSeve, Romulan/Federation):
 * each plays as one of its affiliations, chosen when it reports (rules/affiliations.ts; docs/RULINGS.md,
 * "Constructed: affiliations"), and its skill box gives each side its own skills and attribute changes.
 * The engine's facts come from the card data: the printed classification and attributes, and per side
 * the skills and attributes that side plays with (PersonnelFacts.sides, read by rules/board.ts
 * personnelFacts).
 */
import { hasFacts, registerFacts } from './facts.ts';
import type { CardFacts } from './facts.ts';
import { personnelFactsOf } from './blueprint-facts.ts';
import type { Affiliation } from './facts.ts';
import { findBlueprint } from './blueprints.ts';
import type { PersonnelBlueprint } from './blueprints.ts';
import { declareCard } from './registry.ts';
import type { CardDefinition } from './registry.ts';

const NAMES: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };
const KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

/** The facts of a dual-affiliation personnel from its card data. */
function dualFacts(b: PersonnelBlueprint): CardFacts {
  const sides: Partial<Record<Affiliation, { skills: { skill: string; level: number }[]; integrity: number; cunning: number; strength: number }>> = {};
  for (const side of b.skillsByAffiliation) {
    const at = { integrity: b.integrity, cunning: b.cunning, strength: b.strength };
    for (const m of side.attributeModifiers) at[KEY[m.attribute]] += m.amount;
    sides[side.affiliation] = { skills: [...b.skills.map((k) => ({ ...k })), ...side.skills.map((k) => ({ ...k }))], ...at };
  }
  return personnelFactsOf(b, { sides });
}

/** Declares a dual-affiliation personnel: its facts (from the card data) and what it does, in our words. */
export function dualAffiliationCard(defId: string): CardDefinition {
  const b = findBlueprint(defId);
  if (!b || b.type !== 'personnel' || b.skillsByAffiliation.length < 2) throw new Error(`no dual-affiliation personnel ${defId} in the card data`);
  const f = dualFacts(b);
  if (!hasFacts(defId)) registerFacts([f]);
  const sides = f.type === 'personnel' ? f.sides ?? {} : {};
  const says = (Object.keys(sides) as Affiliation[]).map((a) => {
    const x = sides[a] as { skills: { skill: string }[]; integrity: number; cunning: number; strength: number };
    return `as ${NAMES[a]} it has ${x.skills.map((k) => k.skill).join(', ')} with INTEGRITY ${x.integrity} and CUNNING ${x.cunning}`;
  });
  return declareCard(defId, { text: `Chooses which of its two affiliations it plays when it reports; in a constructed game it may change sides at the start of its owner's turn where the new side may be: ${says.join('; ')}.` });
}

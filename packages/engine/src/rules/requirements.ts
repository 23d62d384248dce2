/**
 * Mission and dilemma requirements: skills count levels (a classification is one level),
 * attribute conditions compare the team's sum strictly ("STRENGTH>36" needs 37 or more,
 * "INTEGRITY<21" 20 or less); a characteristic "Female" or "Male" is a member's gender.
 */
import type { Clause, Requirements } from '../cards/facts.ts';
import type { TeamStats } from './attributes.ts';

export function clauseMet(t: TeamStats, c: Clause): boolean {
  if ('skill' in c) return (t.skills.get(c.skill) ?? 0) >= c.count;
  if ('personnelWithIcon' in c) return (t.icons.get(c.personnelWithIcon) ?? 0) >= c.count;
  if ('minPersonnel' in c) return t.members.length >= c.minPersonnel;
  if ('attribute' in c) {
    if ('lessThan' in c) return t[c.attribute] < c.lessThan;
    // "STRENGTH>10 x number of Away Team members": over the number times the team's size.
    if ('greaterThanPerPersonnel' in c) return t[c.attribute] > c.greaterThanPerPersonnel * t.members.length;
    if (c.contributors) {
      // "up to four members together": the best four of the team count.
      const top = [...(c.attribute === 'STRENGTH' ? t.strengths : [])].sort((a, b) => b - a).slice(0, 4);
      return top.reduce((a, b) => a + b, 0) > c.greaterThan;
    }
    return t[c.attribute] > c.greaterThan;
  }
  if ('attributeSum' in c) return c.attributeSum.reduce((sum, a) => sum + t[a], 0) > c.greaterThan;
  if ('personnelNamed' in c) return t.names.has(c.personnelNamed);
  if ('equipmentNamed' in c) return t.equipmentNames.has(c.equipmentNamed);
  if ('characteristic' in c) return t.characteristics.has(c.characteristic);
  return false;
}

export function requirementsMet(t: TeamStats, r: Requirements): boolean {
  return r.anyOf.some((alt) => alt.allOf.every((c) => clauseMet(t, c)));
}

export function describeClause(c: Clause): string {
  if ('skill' in c) return c.count > 1 ? `${c.skill} x${c.count}` : c.skill;
  if ('personnelWithIcon' in c) return `${c.count} personnel with the ${c.personnelWithIcon} icon`;
  if ('minPersonnel' in c) return `at least ${c.minPersonnel} personnel`;
  if ('lessThan' in c) return `${c.attribute}<${c.lessThan}`;
  if ('greaterThanPerPersonnel' in c) return `${c.attribute}>${c.greaterThanPerPersonnel} x the team's size`;
  if ('attribute' in c) return `${c.attribute}>${c.greaterThan}${c.contributors ? ' (best four)' : ''}`;
  if ('attributeSum' in c) return `${c.attributeSum.join('+')}>${c.greaterThan}`;
  if ('personnelNamed' in c) return c.personnelNamed;
  if ('equipmentNamed' in c) return c.equipmentNamed;
  return c.characteristic;
}

export function describeRequirements(r: Requirements): string {
  return r.anyOf.map((alt) => alt.allOf.map(describeClause).join(' + ')).join(' OR ');
}

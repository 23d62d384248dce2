/**
 * Reads a mission's requirement notation, as the card data writes it ("Geology + Honor +
 * INTEGRITY>35", "Empathy x3 OR Treachery + Exobiology + CUNNING>40"), into the requirement
 * grammar: alternatives separated by " OR ", each a list of clauses joined by "+", every clause of
 * an alternative needed together (issue 24, constructed play).
 *
 * The clauses read:
 *  - a skill, once or counted: "Diplomacy", "Diplomacy x3", "Treachery x 2", "2 MEDICAL"
 *    ({ skill, count }; a classification counts as a skill; the same skill twice in one
 *    alternative adds up);
 *  - an attribute of the team against a number: "INTEGRITY>35" ({ attribute, greaterThan }),
 *    "INTEGRITY<21" ({ attribute, lessThan });
 *  - a sum of attributes: "CUNNING + STRENGTH>68" ({ attributeSum, greaterThan });
 *  - an attribute against a number per Away Team member, with a least team size:
 *    "STRENGTH>10 x number of Away Team members (minimum 3 personnel)."
 *    ({ attribute, greaterThanPerPersonnel } and { minPersonnel });
 *  - a named card in braces: "{Gowron}" ({ personnelNamed }), "{Interphase Generator}"
 *    ({ equipmentNamed }: an artifact used as equipment), "{Time Travel Pod}" ({ artifactNamed });
 *  - personnel with an icon: "3 {[AU] icon Personnel}" ({ personnelWithIcon, count });
 *  - one skill from several affiliations: "One V.I.P. from each of four different affiliations"
 *    ({ skillAcrossAffiliations, affiliations });
 *  - a characteristic: "Female", "Male", "Any Vulcan" ({ characteristic }).
 *
 * Anything else is refused with a RequirementsFormulaError naming the formula and the part not
 * understood. The result is in the widened grammar of blueprints.ts (WideRequirements); which of
 * its clauses the engine checks is engineRequirements' business. Pure.
 */
import { allBlueprints } from './blueprints.ts';
import type { WideClause, WideRequirements } from './blueprints.ts';
import { Clause, Requirements } from './facts.ts';
import type { AttributeName } from './facts.ts';

export class RequirementsFormulaError extends Error {
  override name = 'RequirementsFormulaError';
}

/** The classifications, written in capitals in a formula (and counted as skills). */
export const CLASSIFICATIONS: readonly string[] = Object.freeze(['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN', 'ANIMAL']);
/** Every skill of the Premiere, Alternate Universe and intro cards (with the classifications). */
export const SKILLS: readonly string[] = Object.freeze([
  ...CLASSIFICATIONS,
  'Anthropology', 'Archaeology', 'Astrophysics', 'Barbering', 'Biology', 'Cantankerousness', 'Computer Skill',
  'Diplomacy', 'Empathy', 'Exobiology', 'Geology', 'Greed', 'Honor', 'Leadership', 'Mindmeld', 'Miracle Worker',
  'Music', 'Navigation', 'Physics', 'Stellar Cartography', 'Tal Shiar', 'Transporter Skill', 'Treachery', 'Youth',
]);
const ATTRIBUTES: readonly AttributeName[] = ['INTEGRITY', 'CUNNING', 'STRENGTH'];
/** Icon codes a formula may give in brackets, by the engine's icon names. */
const ICON_CODES: Readonly<Record<string, string>> = { AU: 'alternateUniverse', CMD: 'command', STF: 'staff', HOLO: 'holographic' };
const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const GENDERS: readonly string[] = ['Female', 'Male'];

export type NamedKind = 'personnel' | 'equipment' | 'artifact';
export interface FormulaOptions {
  /** What a name in braces is; by default looked up among the cards of Premiere, Alternate Universe and the intro set. */
  readonly resolveName?: (name: string) => NamedKind | undefined;
}

/** Names a formula gives that are cards of later sets: Guinan is a personnel first printed in The Fajo Collection. */
const LATER_SET_NAMES: Readonly<Record<string, NamedKind>> = { Guinan: 'personnel' };

let namesByKind: Map<string, Set<string>> | null = null;
/** The kind of card a name in braces means, or undefined when no known card (or cards of several kinds) has it. */
export function knownCardName(name: string): NamedKind | undefined {
  if (!namesByKind) {
    namesByKind = new Map();
    for (const b of allBlueprints()) {
      const kind = b.type === 'artifact' && b.characteristics.includes('Equipment-artifacts') ? 'equipment' : b.type;
      namesByKind.set(b.name, (namesByKind.get(b.name) ?? new Set()).add(kind));
    }
  }
  const kinds = namesByKind.get(name);
  if (!kinds) return LATER_SET_NAMES[name];
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  return only === 'personnel' || only === 'equipment' || only === 'artifact' ? only : undefined;
}

const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();
const isAttribute = (s: string): s is AttributeName => (ATTRIBUTES as readonly string[]).includes(s);
const CLASSIFICATION_BY_WORD = new Map(CLASSIFICATIONS.map((c) => [c.toLowerCase(), c]));
/** A skill as the formula writes it (a classification in any case), or undefined. */
function skillNamed(word: string): string | undefined {
  if (SKILLS.includes(word)) return word;
  return CLASSIFICATION_BY_WORD.get(word.toLowerCase());
}

/**
 * Parses a requirement formula. Throws RequirementsFormulaError, naming the formula, for one that
 * is empty, has an "OR" or a "+" with nothing on one side, or a part that is none of the clauses
 * above (a misspelt skill, a number that is not a whole number, a comparison without its number).
 */
export function parseRequirementsFormula(formula: string, options: FormulaOptions = {}): WideRequirements {
  const resolveName = options.resolveName ?? knownCardName;
  const fail = (why: string): never => {
    throw new RequirementsFormulaError(`requirement formula "${formula}": ${why}`);
  };
  const number = (digits: string, what: string): number => {
    const n = Number(digits);
    if (!Number.isSafeInteger(n)) fail(`${what} ${digits} is too large`);
    return n;
  };
  const text = tidy(formula);
  if (text === '') fail('it is empty');
  const alternatives = text.split(/ OR /);
  if (alternatives.some((a) => a === '' || /(?:^|\s)OR(?:\s|$)/.test(a))) fail('an "OR" has nothing on one side');

  const anyOf = alternatives.map((alternative) => {
    const parts = alternative.split(/ ?\+ ?/);
    if (parts.some((p) => p.trim() === '')) fail(`a "+" has nothing on one side in "${alternative}"`);
    const allOf: WideClause[] = [];
    let pendingSum: AttributeName[] = [];
    const addSkill = (skill: string, count: number) => {
      if (count < 1) fail(`${skill} is asked for ${count} times; a count is 1 or more`);
      const had = allOf.find((c): c is { skill: string; count: number } => 'skill' in c && c.skill === skill);
      if (had) had.count += count;
      else allOf.push({ skill, count });
    };
    for (const raw of parts) {
      const part = raw.trim();
      if (pendingSum.length > 0 && !isAttribute(part) && !/^(?:INTEGRITY|CUNNING|STRENGTH) ?[<>]/.test(part)) {
        fail(`"${pendingSum.join(' + ')}" must be followed by an attribute and "> N" (a sum of attributes)`);
      }
      let m: RegExpExecArray | null;
      if (isAttribute(part)) {
        pendingSum.push(part);
      } else if ((m = /^(\d+) \{?\[(\w+)\] icon Personnel\}?$/i.exec(part))) {
        const icon = ICON_CODES[(m[2] as string).toUpperCase()] ?? fail(`[${m[2]}] is not an icon we know`);
        const count = number(m[1] as string, 'the count');
        if (count < 1) fail('a number of personnel is 1 or more');
        allOf.push({ personnelWithIcon: icon, count });
      } else if ((m = /^One (.+) from each of (\w+) different affiliations$/.exec(part))) {
        const skill = skillNamed(m[1] as string) ?? fail(`"${m[1]}" is not a skill we know`);
        const n = NUMBER_WORDS[(m[2] as string).toLowerCase()] ?? (/^\d+$/.test(m[2] as string) ? number(m[2] as string, 'the number') : NaN);
        if (!(n >= 2)) fail(`"${m[2]}" is not a number of affiliations (two or more)`);
        allOf.push({ skillAcrossAffiliations: skill, affiliations: n });
      } else if ((m = /^\{([^{}]+)\}$/.exec(part))) {
        const name = tidy(m[1] as string);
        const kind = resolveName(name) ?? fail(`{${name}} names no personnel, equipment or artifact we know`);
        allOf.push(kind === 'personnel' ? { personnelNamed: name } : kind === 'equipment' ? { equipmentNamed: name } : { artifactNamed: name });
      } else if ((m = /^(INTEGRITY|CUNNING|STRENGTH) ?> ?(\d+) x number of Away Team members(?: \(minimum (\d+) personnel\))?\.?$/.exec(part))) {
        if (pendingSum.length > 0) fail('a sum of attributes cannot be compared per Away Team member');
        allOf.push({ attribute: m[1] as AttributeName, greaterThanPerPersonnel: number(m[2] as string, 'the number') });
        if (m[3] !== undefined) {
          const least = number(m[3], 'the minimum');
          if (least < 1) fail('a minimum number of personnel is 1 or more');
          allOf.push({ minPersonnel: least });
        }
      } else if ((m = /^(INTEGRITY|CUNNING|STRENGTH) ?([<>]) ?(\d+)$/.exec(part))) {
        const attribute = m[1] as AttributeName;
        const n = number(m[3] as string, 'the number');
        if (pendingSum.length > 0) {
          if (m[2] !== '>') fail('a sum of attributes is compared with ">"');
          const sum = [...pendingSum, attribute];
          if (new Set(sum).size !== sum.length) fail(`the sum ${sum.join(' + ')} names an attribute twice`);
          allOf.push({ attributeSum: sum, greaterThan: n });
          pendingSum = [];
        } else {
          allOf.push(m[2] === '>' ? { attribute, greaterThan: n } : { attribute, lessThan: n });
        }
      } else if (GENDERS.includes(part)) {
        allOf.push({ characteristic: part });
      } else if ((m = /^(\d+) (.+)$/.exec(part)) && skillNamed(m[2] as string)) {
        addSkill(skillNamed(m[2] as string) as string, number(m[1] as string, 'the count'));
      } else if ((m = /^(.+?)(?: ?x ?(\d+))?$/.exec(part)) && skillNamed(m[1] as string)) {
        addSkill(skillNamed(m[1] as string) as string, m[2] === undefined ? 1 : number(m[2], 'the count'));
      } else if ((m = /^Any ([A-Z][\w' -]*)$/.exec(part)) && !skillNamed(m[1] as string)) {
        allOf.push({ characteristic: m[1] as string });
      } else {
        fail(`"${part}" is not a requirement we can read (a skill, "Skill xN", ATTRIBUTE>N, {a named card}, ...)`);
      }
    }
    if (pendingSum.length > 0) fail(`"${pendingSum.join(' + ')}" must be followed by an attribute and "> N" (a sum of attributes)`);
    if (allOf.length === 0) fail(`"${alternative}" asks for nothing`);
    return { allOf };
  });
  return { anyOf };
}

/** A clause in words, as a formula writes it. */
export function describeWideClause(c: WideClause): string {
  if ('artifactNamed' in c) return `{${c.artifactNamed}}`;
  if ('skillAcrossAffiliations' in c) return `${c.skillAcrossAffiliations} from each of ${c.affiliations} different affiliations`;
  if ('personnelNamed' in c) return `{${c.personnelNamed}}`;
  if ('equipmentNamed' in c) return `{${c.equipmentNamed}}`;
  return JSON.stringify(c);
}

/**
 * The engine's Requirements for parsed ones, when the engine's requirement check (rules/requirements.ts)
 * knows every clause; otherwise the reason, naming the clauses it does not know.
 */
export function engineRequirements(r: WideRequirements): { requirements: Requirements } | { reason: string } {
  const unknown = r.anyOf.flatMap((a) => a.allOf).filter((c) => !Clause.safeParse(c).success);
  if (unknown.length > 0) {
    const kinds = unknown.map((c) => ('artifactNamed' in c ? `an artifact (${describeWideClause(c)})` : 'skillAcrossAffiliations' in c ? `one ${c.skillAcrossAffiliations} from each of ${c.affiliations} affiliations` : describeWideClause(c)));
    return { reason: `its requirements ask for ${kinds.join(' and ')}, which the engine's requirement check does not know` };
  }
  return { requirements: Requirements.parse(r) };
}

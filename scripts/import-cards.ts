/**
 * Builds packages/engine/data/intro-2pg.json from the research file ../shared/cards/intro-2pg.json.
 * Only facts are kept (names, stats, skills, requirements, icons, span, points, structured effects);
 * the paraphrased effect summaries, notes and source lists stay in the research file.
 * Run: npx tsx scripts/import-cards.ts [path-to-shared]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const shared = resolve(process.argv[2] ?? '../shared');
const src = JSON.parse(readFileSync(resolve(shared, 'cards/intro-2pg.json'), 'utf8')) as {
  decks: Record<string, { id: string; count: number; pile: string }[]>;
  cards: Record<string, unknown>[];
};

const common = ['id', 'name', 'type', 'affiliation', 'unique', 'universal', 'characteristics'];
const byType: Record<string, string[]> = {
  outpost: ['shields'],
  ship: ['class', 'range', 'weapons', 'shields', 'staffing', 'specialEquipment'],
  mission: ['affiliationIcons', 'location', 'quadrant', 'missionType', 'span', 'points', 'requirementsFormula', 'requirements'],
  personnel: ['icons', 'classification', 'allSkillsIncludingClassification', 'integrity', 'cunning', 'strength', 'species', 'gender', 'persona'],
  dilemma: ['dilemmaType', 'appliesOnlyIf', 'overcomeRequirements', 'bonusPoints'],
  equipment: ['grantsSkill', 'attributeModifiers'],
  event: ['playsOn'],
  interrupt: ['bonusPoints'],
};

const cards = src.cards.map((c) => {
  const type = c.type as string;
  const out: Record<string, unknown> = {};
  for (const k of [...common, ...(byType[type] ?? [])]) {
    if (k === 'allSkillsIncludingClassification') out.skills = c[k];
    else if (k === 'persona') out.persona = c.persona ? 'Scotty' : null;
    else if (k in c) out[k] = c[k] ?? null;
  }
  if (type === 'mission' || type === 'dilemma' || type === 'event' || type === 'interrupt' || type === 'equipment') {
    if (out.affiliation === undefined) out.affiliation = null;
  }
  return out;
});

const decks: Record<string, { id: string; count: number; pile: string }[]> = {};
for (const [side, list] of Object.entries(src.decks)) {
  decks[side] = list.map((e) => ({ id: e.id, count: e.count, pile: e.pile }));
}

const target = resolve('packages/engine/data/intro-2pg.json');
writeFileSync(target, JSON.stringify({ format: 'stccg-card-facts/1', source: 'shared/cards/intro-2pg.json', decks, cards }, null, 1) + '\n');
console.log(`wrote ${cards.length} cards to ${target}`);

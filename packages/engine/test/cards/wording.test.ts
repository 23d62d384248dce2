/**
 * Card wording (issue 24): every card follows its database wording except the cards whose research
 * data also holds a second wording (`otherWording`); docs/RULINGS.md lists each of those, in the
 * section "Card wording: the 31 cards with two printings", with the wording it plays and why.
 *
 * What must hold: the section stands immediately before "Constructed rulings"; its entries list
 * exactly the cards of Premiere and Alternate Universe that carry a second wording (none missing,
 * none extra, none twice, each under its own name), numbered in order, each saying "older print" or
 * "database wording". The check itself fails on a broken section.
 *
 * The test that reads ../shared (the research files) is skipped where it is not checked out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED, ROOT } from '../../../../scripts/import-cards.ts';

const HEADING = '## Card wording: the 31 cards with two printings';
const NEXT = '## Constructed rulings';
const CHOICES = ['older print', 'database wording'] as const;
type Choice = (typeof CHOICES)[number];
const SETS = ['premiere.json', 'alternate-universe.json'];
const HAVE_SHARED = SETS.every((f) => existsSync(join(DEFAULT_SHARED, 'cards/sets', f)));

interface Entry { n: number; name: string; id: string | null; choice: Choice | null; line: string }
interface Card { id: string; name: string }

/** The section's text, from its heading to the next "## " heading; null when the heading is absent. */
function wordingSection(md: string): string | null {
  const start = md.indexOf(`\n${HEADING}\n`);
  if (start < 0) return null;
  const body = md.slice(start + HEADING.length + 2);
  const end = body.search(/^## /m);
  return end < 0 ? body : body.slice(0, end);
}

/** Each numbered entry: `N. **Name** (`id`): **choice**. reason` (the reason may wrap onto more lines). */
function entriesOf(section: string): Entry[] {
  return section.split('\n').filter((l) => /^\d+\. /.test(l)).map((line) => {
    const m = /^(\d+)\. \*\*(.+?)\*\* \(`(\d{3}_\d{3})`\): \*\*([^*]+)\*\*\./.exec(line);
    const choice = m && (CHOICES as readonly string[]).includes(m[4] as string) ? (m[4] as Choice) : null;
    const name = m?.[2] ?? /^\d+\. \*\*(.+?)\*\*/.exec(line)?.[1] ?? '';
    return { n: Number(/^\d+/.exec(line)?.[0]), name, id: m?.[3] ?? null, choice, line };
  });
}

/** Everything wrong with the entries against the cards that carry a second wording. */
function problems(entries: readonly Entry[], cards: readonly Card[]): string[] {
  const out: string[] = [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    if (e.n !== i + 1) out.push(`entry ${i + 1} is numbered ${e.n}`);
    if (e.id === null) { out.push(`no blueprint id in: ${e.line}`); return; }
    if (e.choice === null) out.push(`${e.id} does not say which wording it plays`);
    if (seen.has(e.id)) out.push(`${e.id} is listed twice`);
    seen.add(e.id);
    const card = byId.get(e.id);
    if (!card) out.push(`${e.id} ${e.name} has no second wording`);
    else if (card.name !== e.name) out.push(`${e.id} is ${card.name}, listed as ${e.name}`);
  });
  for (const c of cards) if (!seen.has(c.id)) out.push(`${c.id} ${c.name} is missing`);
  return out;
}

const rulings = readFileSync(join(ROOT, 'docs/RULINGS.md'), 'utf8');

function cardsWithTwoWordings(): Card[] {
  return SETS.flatMap((f) => {
    const data = JSON.parse(readFileSync(join(DEFAULT_SHARED, 'cards/sets', f), 'utf8')) as {
      cards: { blueprintId: string; name: string; otherWording?: string }[];
    };
    return data.cards.filter((c) => c.otherWording !== undefined).map((c) => ({ id: c.blueprintId, name: c.name }));
  });
}

describe('card wording in RULINGS.md', () => {
  it('the section stands immediately before "Constructed rulings", with 31 entries in order, each naming the wording it plays', () => {
    const headings = rulings.split('\n').filter((l) => l.startsWith('## '));
    expect(headings[headings.indexOf(HEADING) + 1]).toBe(NEXT);
    const entries = entriesOf(wordingSection(rulings) ?? '');
    expect(entries.map((e) => e.n)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(entries.filter((e) => e.id === null || e.choice === null)).toEqual([]);
    // Both choices occur: the older print by default, the database's where the older cannot work.
    expect(new Set(entries.map((e) => e.choice))).toEqual(new Set(CHOICES));
  });

  // Needs ../shared: the set files say which cards carry a second wording.
  it.skipIf(!HAVE_SHARED)('lists exactly the cards of the two sets that carry a second wording, each under its own name', () => {
    const cards = cardsWithTwoWordings();
    expect(cards).toHaveLength(31);
    expect(problems(entriesOf(wordingSection(rulings) ?? ''), cards)).toEqual([]);
  });

  it('the check fails on a broken section: a card missing, one extra, one twice, a wrong name, no choice, a gap in the numbers', () => {
    const cards: Card[] = [{ id: '101_002', name: "Horga'hn" }, { id: '101_044', name: 'Q' }];
    const good = [
      "1. **Horga'hn** (`101_002`): **older print**. A reason.",
      '2. **Q** (`101_044`): **database wording**. A reason',
      '   that wraps.',
    ].join('\n');
    const md = `# Rulings\n\n${HEADING}\n\nIntro.\n\n${good}\n\n${NEXT}\n\n1. **Not an entry** (\`101_001\`): **older print**. Other section.\n`;
    expect(problems(entriesOf(wordingSection(md) ?? ''), cards)).toEqual([]);

    const check = (section: string): string[] => problems(entriesOf(section), cards);
    expect(check("1. **Horga'hn** (`101_002`): **older print**. Q left out.")).toEqual(['101_044 Q is missing']);
    expect(check(`${good}\n3. **Hanna** (\`101_999\`): **older print**. Extra.`)).toEqual(['101_999 Hanna has no second wording']);
    expect(check(`${good}\n3. **Q** (\`101_044\`): **older print**. Again.`)).toEqual(['101_044 is listed twice']);
    expect(check(good.replace('**Q**', '**Q2**'))).toEqual(['101_044 is Q, listed as Q2']);
    expect(check(good.replace('**older print**', '**the old one**'))).toEqual(['101_002 does not say which wording it plays']);
    expect(check(good.replace('**older print**.', 'older print.'))).toEqual([
      "no blueprint id in: 1. **Horga'hn** (`101_002`): older print. A reason.", '101_002 Horga\'hn is missing',
    ]);
    expect(check(good.replace('2. **Q**', '3. **Q**'))).toEqual(['entry 2 is numbered 3']);
    expect(wordingSection(md.replace(HEADING, '## Card texts'))).toBeNull();
  });
});

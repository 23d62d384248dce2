import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, allBlueprints, cardFinder, exportDeckFile, importDeckText, isLackeyDek, parseDeckFile, parseLackeyDek } from '../../src/index.ts';
import type { Blueprint } from '../../src/index.ts';

const dek = (zones: string, head = '<?xml version="1.0" encoding="UTF-8"?>\n') =>
  `${head}<deck version="0.8">\n  <meta>\n    <title>Away team</title>\n    <game>startrek</game>\n  </meta>\n${zones}</deck>\n`;
const card = (name: string, set = 'Premiere', id = 'X1') => `    <card><name id="${id}">${name}</name><set>${set}</set></card>\n`;

describe('parseLackeyDek', () => {
  it('reads every card of every superzone by name, one <card> a copy; the title from <meta>', () => {
    const xml = dek(`  <superzone name="Deck">\n${card('Tricorder')}${card('Tricorder')}${card('Mendon')}  </superzone>\n  <superzone name="Seed">\n${card('Test Mission')}  </superzone>\n`);
    const r = parseLackeyDek(xml);
    expect(r.errors).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.title).toBe('Away team');
    expect(r.cards).toEqual([{ blueprintId: '101_065', count: 2 }, { blueprintId: '101_223', count: 1 }, { blueprintId: '101_193', count: 1 }]);
  });

  it('entities, CDATA, comments, a DOCTYPE, self-closing tags and single quotes are read', () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE deck SYSTEM "http://www.lackeyccg.com/deck.dtd">\n<!-- a comment -->\n<deck version='0.8'><meta/>\n<superzone name="Deck">\n<card><name>Palor Toff &#x2013; Alien Trader</name><set/></card>\n<card><name><![CDATA[Tricorder]]></name></card>\n<card><name>Kle&apos;eg</name></card>\n</superzone></deck>`;
    const r = parseLackeyDek(xml);
    expect(r.errors).toEqual([]);
    expect(r.cards.map((c) => c.blueprintId)).toHaveLength(3);
  });

  it('bad XML is one error naming its line', () => {
    const cases: [string, number, RegExp][] = [
      [dek(`  <superzone name="Deck">\n${card('Tricorder')}  </superzone>\n`).replace('</meta>', '</metta>'), 6, /<\/metta> where <\/meta> was expected/],
      ['<deck version="0.8">\n<superzone name="Deck">\n<card><name>Tricorder</name>\n</superzone>\n</deck>', 4, /<\/superzone> where <\/card> was expected/],
      ['<deck version="0.8">\n<superzone name="Deck">\n<card><name>Tricorder</name></card>\n', 2, /<superzone> is never closed/],
      ['<deck>\n<superzone name="Deck">\n<card><name>Tom & Jerry</name></card>\n</superzone></deck>', 3, /&amp;/],
      ['<deck>\n<superzone name=Deck>\n</superzone></deck>', 2, /not in quotes/],
      ['<deck>\n<superzone name="Deck">\n<card><name>&bogus;</name></card></superzone></deck>', 3, /entity/],
      ['<deck></deck>\n<deck></deck>', 2, /second top-level element/],
      ['\n</superzone>\n<deck></deck>', 2, /never opened/],
      ['<deck>\n<card <name>x</name></card></deck>', 2, /malformed|not an attribute/],
      ['<deck><!-- open comment\n\n</deck>', 1, /comment/],
    ];
    for (const [xml, line, message] of cases) {
      const r = parseLackeyDek(xml);
      expect(r.ok, xml).toBe(false);
      expect(r.errors, xml).toHaveLength(1);
      expect(r.errors[0]!.kind).toBe('malformed');
      expect(r.errors[0]!.line, xml).toBe(line);
      expect(r.errors[0]!.message, xml).toMatch(message);
    }
  });

  it('not a deck: another top element, or no cards at all', () => {
    const other = parseLackeyDek('<?xml version="1.0"?>\n<cards>\n</cards>');
    expect(other.errors[0]).toMatchObject({ line: 2, kind: 'malformed' });
    const empty = parseLackeyDek(dek('  <superzone name="Deck">\n  </superzone>\n'));
    expect(empty.errors).toEqual([expect.objectContaining({ kind: 'empty' })]);
    expect(parseLackeyDek('').errors[0]).toMatchObject({ line: 1, kind: 'malformed' });
  });

  it('unknown cards and cards with no name are errors naming their lines, all of them at once', () => {
    const xml = dek(`  <superzone name="Deck">\n${card('Tricorder')}${card('Tricorderr')}${card('Picard Maneuver')}    <card><set>Premiere</set></card>\n  </superzone>\n`);
    const r = parseLackeyDek(xml);
    expect(r.ok).toBe(false);
    expect(r.errors.map((e) => [e.line, e.kind])).toEqual([[9, 'unknown'], [10, 'unknown'], [11, 'malformed']]);
    expect(r.errors[0]!.candidates.map((c) => c.name)).toContain('Tricorder');
    expect(r.errors[0]!.text).toContain('Tricorderr');
    expect(r.cards).toEqual([{ blueprintId: '101_065', count: 1 }]);
  });

  it('an ambiguous name: <set> chooses between the cards when it names one of ours; otherwise an error listing them', () => {
    // a card pool where one name is printed in two sets
    const base = allBlueprints();
    const tricorder = base.find((b) => b.blueprintId === '101_065')!;
    const reprint = { ...tricorder, blueprintId: '106_900', slug: 'tricorder-intro', set: 'intro-2pg' } as Blueprint;
    const finder = cardFinder([...base, reprint]);
    const xml = (set: string) => dek(`  <superzone name="Deck">\n${card('Tricorder', set)}  </superzone>\n`);
    expect(parseLackeyDek(xml('Premiere'), finder).cards).toEqual([{ blueprintId: '101_065', count: 1 }]);
    expect(parseLackeyDek(xml('Introductory Two-Player Game'), finder).cards).toEqual([{ blueprintId: '106_900', count: 1 }]);
    const r = parseLackeyDek(xml('Some Expansion'), finder);
    expect(r.errors).toEqual([expect.objectContaining({ line: 8, kind: 'ambiguous' })]);
    expect(r.errors[0]!.candidates.map((c) => c.blueprintId).sort()).toEqual(['101_065', '106_900']);
  });

  it(`a file over ${MAX_IMPORT_BYTES} bytes is refused before it is read`, () => {
    const body = card('Tricorder').repeat(Math.ceil(MAX_IMPORT_BYTES / card('Tricorder').length) + 1);
    const r = parseLackeyDek(dek(`<superzone name="Deck">\n${body}</superzone>\n`));
    expect(r.errors).toEqual([expect.objectContaining({ kind: 'too-large', line: 1 })]);
  });
});

describe('importDeckText', () => {
  it('picks the parser by file name or by the text', () => {
    expect(isLackeyDek('3 Tricorder', 'my.DEK')).toBe(true);
    expect(isLackeyDek('<?xml version="1.0"?><deck/>')).toBe(true);
    expect(isLackeyDek('\n  <deck version="0.8">')).toBe(true);
    expect(isLackeyDek('3 Tricorder', 'deck.txt')).toBe(false);
    expect(isLackeyDek('# <deck> in a comment\n3 Tricorder')).toBe(false);
  });

  it('a .dek becomes deck-file text with headings and the title; the text reads back to the same cards', () => {
    const r = importDeckText(dek(`  <superzone name="Deck">\n${card('Tricorder')}${card('Mendon')}${card('Tricorder')}  </superzone>\n`), 'away.dek');
    expect(r).toMatchObject({ ok: true, format: 'lackey-dek' });
    if (!r.ok) return;
    expect(r.text).toBe('# Away team\n\nPersonnel:\n1 Mendon\n\nEquipment:\n2 Tricorder\n');
    expect(parseDeckFile(r.text).cards).toEqual([{ blueprintId: '101_223', count: 1 }, { blueprintId: '101_065', count: 2 }]);
  });

  it('a deck file: its export, or its errors naming the lines', () => {
    const ok = importDeckText('# mine\n3x tricorder\n1 101_193\n');
    expect(ok).toMatchObject({ ok: true, format: 'deck-file', text: 'Missions:\n1 Test Mission\n\nEquipment:\n3 Tricorder\n' });
    const bad = importDeckText('3 Tricorder\n2 Nonesuch\n0 Mendon\n');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => [e.line, e.kind])).toEqual([[2, 'unknown'], [3, 'malformed']]);
  });

  it('empty files and oversized files are refused', () => {
    for (const t of ['', '   \n\n', '# only a comment\nMissions:\n']) {
      const r = importDeckText(t);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0]).toMatchObject({ kind: 'empty', line: 1 });
    }
    const big = importDeckText('1 Tricorder\n'.repeat(MAX_IMPORT_BYTES / 12 + 1));
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.errors[0]!.kind).toBe('too-large');
    // at the bound: read
    const line = '1 Tricorder\n';
    const exact = line.repeat(Math.floor(MAX_IMPORT_BYTES / line.length));
    expect(importDeckText(exact).ok).toBe(true);
  });

  it('an export imports to itself', () => {
    const text = exportDeckFile(parseDeckFile('2 Tricorder\n1 Test Mission\n4 Mendon\n').cards);
    const r = importDeckText(text, 'deck.txt');
    expect(r).toMatchObject({ ok: true, text });
  });
});

import { describe, expect, it } from 'vitest';
import { allBlueprints, blueprintFacts, cardFinder, normaliseCardName, parseDeckFile } from '../../src/index.ts';
import type { Blueprint } from '../../src/index.ts';

const cardsOf = (text: string) => parseDeckFile(text).cards;

describe('deck file: card lines', () => {
  it('reads "COUNT NAME" lines; a line without a count is one copy; "3x" is a count too', () => {
    const p = parseDeckFile('3 Tricorder\nMedical Kit\n2x Engineering Kit\n4 x Mendon\n');
    expect(p.ok).toBe(true);
    expect(p.errors).toEqual([]);
    expect(p.cards).toEqual([
      { blueprintId: '101_065', count: 3 },
      { blueprintId: '101_060', count: 1 },
      { blueprintId: '101_055', count: 2 },
      { blueprintId: '101_223', count: 4 },
    ]);
  });

  it('names a card by blueprint id or by slug as well as by name', () => {
    expect(cardsOf('1 101_197\n2 medical-kit\n1 iks-kvort')).toEqual([
      { blueprintId: '101_197', count: 1 },
      { blueprintId: '101_060', count: 2 },
      { blueprintId: '101_347', count: 1 },
    ]);
  });

  it('matches names in any letter case, ignoring spaces and punctuation', () => {
    expect(cardsOf('1 KLE EG\n1 kleeg\n1 palor toff - alien trader\n1 Lt jg Picard\n1 USS Galaxy')).toEqual([
      { blueprintId: '101_271', count: 2 },
      { blueprintId: '101_131', count: 1 },
      { blueprintId: '103_095', count: 1 },
      { blueprintId: '101_336', count: 1 },
    ]);
    expect(normaliseCardName("Kle'eg")).toBe(normaliseCardName('KLÉ EG'));
  });

  it('adds up a card named on several lines, in whatever form', () => {
    const p = parseDeckFile('2 Tricorder\n1 101_065\ntricorder');
    expect(p.cards).toEqual([{ blueprintId: '101_065', count: 4 }]);
    expect(p.lines.map((l) => [l.line, l.count, l.card.blueprintId])).toEqual([[1, 2, '101_065'], [2, 1, '101_065'], [3, 1, '101_065']]);
  });

  it('skips blank lines, # comments (whole lines and after a card) and headings', () => {
    const text = ['# my deck', '', 'Missions:', '## Personnel', '   ', '2 Mendon   # two of him', 'Draw deck:', '- 1 Tricorder', '#1 Medical Kit'].join('\n');
    const p = parseDeckFile(text);
    expect(p.errors).toEqual([]);
    expect(p.cards).toEqual([{ blueprintId: '101_223', count: 2 }, { blueprintId: '101_065', count: 1 }]);
    expect(p.lines.map((l) => l.line)).toEqual([6, 8]);
  });

  it('reads Windows line ends', () => {
    expect(cardsOf('1 Tricorder\r\n2 Mendon\r\n')).toEqual([{ blueprintId: '101_065', count: 1 }, { blueprintId: '101_223', count: 2 }]);
  });
});

describe('deck file: errors', () => {
  it('an unknown name is an error naming the line, the text and the cards with a close name', () => {
    const p = parseDeckFile('1 Tricorder\n3 Tricorderr');
    expect(p.ok).toBe(false);
    expect(p.cards).toEqual([{ blueprintId: '101_065', count: 1 }]);
    expect(p.errors).toHaveLength(1);
    const e = p.errors[0]!;
    expect(e).toMatchObject({ line: 2, text: '3 Tricorderr', kind: 'unknown' });
    expect(e.message).toMatch(/no card is named "Tricorderr"/);
    expect(e.candidates.map((c) => c.blueprintId)).toContain('101_065');
  });

  it('a partial name offers every card whose name holds it', () => {
    const e = parseDeckFile('1 Picard').errors[0]!;
    expect(e.kind).toBe('unknown');
    expect(e.candidates.map((c) => c.blueprintId)).toEqual(expect.arrayContaining(['101_215', '103_095', '106_015']));
  });

  it('an unknown blueprint id is an error', () => {
    const e = parseDeckFile('1 101_999').errors[0]!;
    expect(e).toMatchObject({ line: 1, kind: 'unknown', candidates: [] });
    expect(e.message).toMatch(/no card has the blueprint id 101_999/);
  });

  it('a name shared by several cards is ambiguous: the error lists each with its blueprint id and set', () => {
    const wormhole = blueprintFacts('101_145');
    const other: Blueprint = { ...wormhole, blueprintId: '103_999', slug: 'wormhole-au', set: 'alternate-universe' };
    const finder = cardFinder([...allBlueprints(), other]);
    const p = parseDeckFile('2 Wormhole\n1 101_145\n1 wormhole-au', finder);
    expect(p.errors).toHaveLength(1);
    const e = p.errors[0]!;
    expect(e).toMatchObject({ line: 1, text: '2 Wormhole', kind: 'ambiguous' });
    expect(e.message).toMatch(/names 2 cards/);
    expect(e.candidates.map((c) => [c.blueprintId, c.set])).toEqual([['101_145', 'premiere'], ['103_999', 'alternate-universe']]);
    // the blueprint id and the slug name one card each
    expect(p.cards).toEqual([{ blueprintId: '101_145', count: 1 }, { blueprintId: '103_999', count: 1 }]);
  });

  it('in our three sets every card name is its own (so a name alone is never ambiguous today)', () => {
    const names = allBlueprints().map((b) => normaliseCardName(b.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(363 + 122 + 21);
  });

  it('malformed lines: a zero, negative, fractional or too large count, and a count with no card', () => {
    const p = parseDeckFile('0 Tricorder\n-1 Tricorder\n2.5 Tricorder\n1000 Tricorder\n3\n');
    expect(p.cards).toEqual([]);
    expect(p.errors.map((e) => [e.line, e.kind])).toEqual([[1, 'malformed'], [2, 'malformed'], [3, 'malformed'], [4, 'malformed'], [5, 'malformed']]);
    expect(p.errors[4]!.message).toMatch(/no card/);
    expect(p.errors[0]!.message).toMatch(/1 to 999/);
  });

  it('reports every bad line at once, in order, with the good lines still read', () => {
    const text = ['Missions:', '1 Homeward', '1 Nowhere Mission', '2 Mendon', '0 Tricorder', '# fine', '1 Wormhole', '1 101_998', 'x'].join('\n');
    const p = parseDeckFile(text);
    expect(p.errors.map((e) => [e.line, e.text, e.kind])).toEqual([
      [3, '1 Nowhere Mission', 'unknown'],
      [5, '0 Tricorder', 'malformed'],
      [8, '1 101_998', 'unknown'],
      [9, 'x', 'unknown'],
    ]);
    expect(p.cards).toEqual([{ blueprintId: '106_008', count: 1 }, { blueprintId: '101_223', count: 2 }, { blueprintId: '101_145', count: 1 }]);
  });

  it('an empty file reads as an empty deck, without errors', () => {
    expect(parseDeckFile('')).toEqual({ ok: true, cards: [], lines: [], errors: [] });
  });
});

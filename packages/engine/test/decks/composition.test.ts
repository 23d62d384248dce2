import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deckComposition, parseDeckFile } from '../../src/index.ts';
import type { DeckCard } from '../../src/index.ts';

const TEST_MISSION = '101_193'; // Federation/Klingon: Physics + INTEGRITY>28
const SARTHONG_PLUNDER = '101_183'; // Romulan/Klingon: Archaeology x2 + STRENGTH>40
const MENDON = '101_223'; // Federation, Physics, INTEGRITY 7, not unique
const VAREL = '101_330'; // Romulan, Physics
const TAUL = '101_323'; // Romulan, Archaeology, STRENGTH 8, not unique
const NUDAQ = '101_282'; // Klingon, unique, Archaeology, STRENGTH 8
const BARAN = '101_290'; // Non-Aligned, unique, Archaeology, STRENGTH 6
const FEDERATION_OUTPOST = '101_104';
const MICROVIRUS = '101_036';
const TRICORDER = '101_065';

const deck = (...parts: [string, number][]): DeckCard[] => parts.map(([blueprintId, count]) => ({ blueprintId, count }));
const mission = (d: DeckCard[], id: string) => deckComposition(d).missions.find((m) => m.blueprintId === id)!;

describe('deckComposition', () => {
  it('counts the cards by type, by affiliation, and into the seed and draw halves', () => {
    const c = deckComposition(deck([TEST_MISSION, 1], [FEDERATION_OUTPOST, 1], [MICROVIRUS, 2], [MENDON, 3], [TRICORDER, 2], [MENDON, 1]));
    expect(c.size).toBe(10);
    expect(c.seedCards).toBe(4);
    expect(c.drawCards).toBe(6);
    expect(c.byType).toEqual([{ type: 'mission', count: 1 }, { type: 'dilemma', count: 2 }, { type: 'facility', count: 1 }, { type: 'personnel', count: 4 }, { type: 'equipment', count: 2 }]);
    expect(c.seed).toEqual([{ type: 'mission', count: 1 }, { type: 'dilemma', count: 2 }, { type: 'facility', count: 1 }]);
    expect(c.draw).toEqual([{ type: 'personnel', count: 4 }, { type: 'equipment', count: 2 }]);
    expect(c.byAffiliation).toEqual([{ affiliation: 'federation', personnel: 4, ships: 0, facilities: 1, count: 5 }]);
    expect(c.skills).toContainEqual({ skill: 'Physics', levels: 4 });
    expect(c.unknown).toEqual([]);
  });

  it('an empty deck has nothing, and an unknown card is listed apart', () => {
    expect(deckComposition([])).toMatchObject({ size: 0, seedCards: 0, drawCards: 0, byType: [], missions: [], unknown: [] });
    const c = deckComposition(deck(['999_999', 2], [MENDON, 1], [MENDON, 0], [MENDON, -3]));
    expect(c.unknown).toEqual(['999_999']);
    expect(c.size).toBe(3);
    expect(c.byType).toEqual([{ type: 'personnel', count: 1 }]);
  });

  it('attribute totals: just enough is not enough ("INTEGRITY>28" needs 29)', () => {
    const four = mission(deck([TEST_MISSION, 1], [MENDON, 4]), TEST_MISSION);
    expect(four.verdict).toBe('cannot-meet');
    expect(four.attemptedBy).toEqual(['federation']);
    expect(four.options[0]!.clauses).toEqual([
      { text: 'Physics', met: true, detail: 'Physics: 4 of 1' },
      { text: 'INTEGRITY>28', met: false, detail: 'INTEGRITY 28 (needs more than 28)' },
    ]);
    expect(mission(deck([TEST_MISSION, 1], [MENDON, 5]), TEST_MISSION).verdict).toBe('could-meet');
  });

  it('only personnel of an affiliation the mission shows may attempt it', () => {
    const m = mission(deck([TEST_MISSION, 1], [VAREL, 6]), TEST_MISSION);
    expect(m.attemptedBy).toEqual([]);
    expect(m.verdict).toBe('cannot-meet');
    expect(m.missingSkills).toEqual([]); // the skill is in the deck, but not with a matching affiliation
  });

  it('a unique personnel counts once; Non-Aligned personnel join the team', () => {
    const one = mission(deck([SARTHONG_PLUNDER, 1], [NUDAQ, 3]), SARTHONG_PLUNDER);
    expect(one.options[0]!.clauses[0]).toEqual({ text: 'Archaeology x2', met: false, detail: 'Archaeology: 1 of 2' });
    const two = mission(deck([SARTHONG_PLUNDER, 1], [NUDAQ, 1], [BARAN, 1]), SARTHONG_PLUNDER);
    expect(two.options[0]!.affiliation).toBe('klingon');
    expect(two.options[0]!.clauses[0]!.met).toBe(true);
    expect(two.verdict).toBe('cannot-meet'); // STRENGTH 14
    expect(mission(deck([SARTHONG_PLUNDER, 1], [TAUL, 5]), SARTHONG_PLUNDER).verdict).toBe('cannot-meet'); // STRENGTH 40
    expect(mission(deck([SARTHONG_PLUNDER, 1], [TAUL, 6]), SARTHONG_PLUNDER).verdict).toBe('could-meet'); // STRENGTH 48
  });

  it('names the skills no personnel of the deck holds', () => {
    const m = mission(deck([SARTHONG_PLUNDER, 1], [MENDON, 2]), SARTHONG_PLUNDER);
    expect(m.missingSkills).toEqual(['Archaeology']);
    expect(m.requirements).toBe('Archaeology x2 + STRENGTH>40');
  });

  it('the sample decks: every mission gets a verdict', () => {
    for (const f of ['constructed-klingon-playable.txt', 'constructed-federation-playable.txt', 'intro-federation.txt']) {
      const parsed = parseDeckFile(readFileSync(new URL(`../../../../decks/${f}`, import.meta.url), 'utf8'));
      const c = deckComposition(parsed.cards);
      expect(c.missions.length).toBeGreaterThan(0);
      expect(c.seedCards + c.drawCards).toBe(c.size);
      for (const m of c.missions) expect(['could-meet', 'cannot-meet', 'not-checked']).toContain(m.verdict);
    }
  });
});

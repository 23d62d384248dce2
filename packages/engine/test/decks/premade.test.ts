/**
 * The shipped decks (issue 27): every premade deck reads, is legal under the constructed rules and
 * holds only cards the engine plays; the intro decks read back to the intro game's own lists; ids,
 * names and descriptions are there for the builder and the start page. (That the premade decks win
 * as the heuristic bot: packages/cli/test/premade.test.ts, and bench/results/premade-*.txt.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREMADE_DECKS, cardImplementation, deckListOf, facts, parseDeckFile, standardDeck, validateDeck } from '../../src/index.ts';
import type { DeckCard, PremadeDeck } from '../../src/index.ts';
import { defOfBlueprint } from '../../src/cards/blueprint-ids.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const premade = PREMADE_DECKS.filter((d) => d.kind === 'premade');
const intro = PREMADE_DECKS.filter((d) => d.kind === 'intro');

/** The nine cards other helpers are building while these decks were made: not used. */
const BEING_BUILT = ['borg-ship', 'alien-parasites', 'temporal-causality-loop', 'gaps-in-normal-space', 'receptacle-stones', 'engage-shuttle-operations', 'barclay-transporter-phobia', 'eyes-in-the-dark', 'phaser-burns'];

function cardsOf(d: PremadeDeck): readonly DeckCard[] {
  const parsed = parseDeckFile(d.text);
  expect(parsed.errors, d.id).toEqual([]);
  return parsed.cards;
}
const defsOf = (d: PremadeDeck) => cardsOf(d).map((c) => ({ def: defOfBlueprint(c.blueprintId) as string, count: c.count }));
/** Personnel copies of the deck by affiliation. */
function personnelBy(d: PremadeDeck): Map<string, number> {
  const out = new Map<string, number>();
  for (const { def, count } of defsOf(d)) {
    const f = facts(def);
    if (f.type === 'personnel') out.set(f.affiliation, (out.get(f.affiliation) ?? 0) + count);
  }
  return out;
}
const sorted = (l: readonly string[]) => l.slice().sort();

describe('PREMADE_DECKS', () => {
  it('ids are unique lower-case words joined by hyphens; names unique; every deck has a description sentence', () => {
    expect(new Set(PREMADE_DECKS.map((d) => d.id)).size).toBe(PREMADE_DECKS.length);
    expect(new Set(PREMADE_DECKS.map((d) => d.name)).size).toBe(PREMADE_DECKS.length);
    for (const d of PREMADE_DECKS) {
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.name.length).toBeGreaterThan(0);
      expect(d.name.length).toBeLessThanOrEqual(60);
      expect(d.description.length, d.id).toBeGreaterThan(40);
      expect(d.description, d.id).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('at least four premade decks, one led by each of Federation, Klingon and Romulan, and a Non-Aligned mix; and the two intro decks', () => {
    expect(premade.length).toBeGreaterThanOrEqual(4);
    const leaders = premade.map((d) => {
      const by = [...personnelBy(d)].sort((a, b) => b[1] - a[1]);
      return by[0]?.[0];
    });
    for (const a of ['federation', 'klingon', 'romulan', 'non-aligned']) expect(leaders, a).toContain(a);
    // the Non-Aligned mix holds another affiliation's personnel too
    const mix = premade[leaders.indexOf('non-aligned')] as PremadeDeck;
    expect(personnelBy(mix).size).toBeGreaterThan(1);
    expect(intro.map((d) => d.id).sort()).toEqual(['intro-federation', 'intro-klingon']);
  });

  it('every premade deck reads, is legal, and holds only cards the engine plays (none of the nine being built)', () => {
    for (const d of premade) {
      const cards = cardsOf(d);
      const report = validateDeck(cards);
      expect(report.problems, d.id).toEqual([]);
      expect(report.legal && report.playable, d.id).toBe(true);
      expect(report.size, d.id).toBeGreaterThanOrEqual(60);
      for (const c of cards) expect(cardImplementation(c.blueprintId), `${d.id}: ${c.blueprintId}`).toEqual({ implemented: true });
      for (const { def } of defsOf(d)) expect(BEING_BUILT, d.id).not.toContain(def);
      expect(deckListOf(cards).ok, d.id).toBe(true);
    }
  });

  it('a premade deck plays every card it holds: no [AU] personnel without an Alternate Universe Door, no hologram without a Holodeck ship', () => {
    for (const d of premade) {
      const defs = defsOf(d).map((x) => facts(x.def));
      const door = defs.some((f) => f.id === 'alternate-universe-door');
      const holodeck = defs.some((f) => f.type === 'ship' && (f.specialEquipment ?? []).includes('Holodeck'));
      for (const f of defs) {
        if (f.type !== 'personnel' && f.type !== 'ship') continue;
        if (!door && f.type === 'personnel') expect(f.icons.includes('alternateUniverse'), `${d.id}: ${f.name}`).toBe(false);
        if (!holodeck && f.type === 'personnel') expect(f.characteristics.includes('Hologram'), `${d.id}: ${f.name}`).toBe(false);
      }
    }
  });

  it('each premade deck\'s missions carry an icon of the affiliation it plays (its personnel may attempt them)', () => {
    for (const d of premade) {
      const played = new Set(personnelBy(d).keys());
      for (const { def } of defsOf(d)) {
        const f = facts(def);
        if (f.type !== 'mission') continue;
        expect(f.affiliationIcons.some((a) => played.has(a)), `${d.id}: ${f.name}`).toBe(true);
      }
    }
  });

  it('the intro decks read back to the intro game\'s lists, and are legal decks of playable cards', () => {
    for (const d of intro) {
      const side = d.id === 'intro-federation' ? 'federation' : 'klingon';
      const cards = cardsOf(d);
      const r = deckListOf(cards);
      if (!r.ok) throw new Error(`${d.id}: ${r.reasons.join('; ')}`);
      const want = standardDeck(side);
      expect(sorted(r.list.missions)).toEqual(sorted(want.missions));
      expect(sorted([...r.list.seed, ...r.list.draw])).toEqual(sorted([...want.seed, ...want.draw]));
    }
  });

  it('the deck files under decks/ are the same text (the commands in bench/results/ play them)', () => {
    for (const d of PREMADE_DECKS) {
      const file = d.kind === 'premade' ? `premade-${d.id}.txt` : `${d.id}.txt`;
      const text = readFileSync(join(ROOT, 'decks', file), 'utf8');
      if (d.kind === 'premade') expect(text, file).toBe(d.text);
      else expect(deckListOf(parseDeckFile(text).cards)).toEqual(deckListOf(cardsOf(d)));
    }
  });
});

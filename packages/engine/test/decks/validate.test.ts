import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTED, DeckFormat, cardImplementation, constructedFormat, parseDeckFile, standardDeck, validateDeck } from '../../src/index.ts';
import type { DeckCard, DeckReport } from '../../src/index.ts';
import { blueprintOfDef } from '../../src/cards/blueprint-ids.ts';
import { withCardsLeftOut } from '../../src/cards/left-out.ts';

// cards by blueprint id
const FED_MISSIONS = ['106_004', '106_005', '106_007', '106_008', '106_009', '106_013'];
const KLINGON_MISSION = '106_002';
const FEDERATION_OUTPOST = '101_104';
const KLINGON_OUTPOST = '101_105';
const ROMULAN_OUTPOST = '101_106';
const NEUTRAL_OUTPOST = '103_052';
const AU_DOOR = '103_032';
const DEVIDIAN_DOOR = '103_033';
const MICROVIRUS = '101_036'; // a dilemma
const RECEPTACLE_STONES = '103_005'; // an artifact
const MENDON = '101_223'; // Federation personnel, no text
const TRICORDER = '101_065';
const TOMALAK = '101_327'; // Romulan personnel
const MAJOR_RAKAL = '103_113'; // Romulan/Federation
// Every card of the pool is built: the tests of a card not built leave these out of the engine's cards
// (withCardsLeftOut): Alien Parasites' behaviour, and Gaps in Normal Space's behaviour and facts
const ALIEN_PARASITES = '101_011'; // a Premiere dilemma (its game text, left out)
const GAPS_IN_NORMAL_SPACE = '101_075'; // a Premiere event (its facts, left out too)
const notBuilt = <T>(fn: () => T): T => withCardsLeftOut(['alien-parasites'], () => withCardsLeftOut(['gaps-in-normal-space'], fn, { facts: true }));
const DR_FAREK = '101_293'; // Non-Aligned
const CLOAKED_MISSION = '101_147'; // a plain Premiere mission

/** A deck from [blueprint id, count] pairs. */
const deck = (...parts: [string, number][]): DeckCard[] => parts.filter(([, n]) => n > 0).map(([blueprintId, count]) => ({ blueprintId, count }));
const missions = (ids = FED_MISSIONS): [string, number][] => ids.map((id) => [id, 1]);
/** Six missions, a Federation Outpost, `dilemmas` Microviruses, and Mendons up to `size`. */
const simple = (size = 60, dilemmas = 6): DeckCard[] => deck(...missions(), [FEDERATION_OUTPOST, 1], [MICROVIRUS, dilemmas], [MENDON, size - 7 - dilemmas]);
const rulesOf = (r: DeckReport) => r.problems.map((p) => p.rule);

/** The intro game's Federation deck, as blueprint ids. */
function introDeck(side: 'federation' | 'klingon'): DeckCard[] {
  const d = standardDeck(side);
  const counts = new Map<string, number>();
  for (const id of [...d.missions, ...d.seed, ...d.draw]) {
    const bp = blueprintOfDef(id)!;
    counts.set(bp, (counts.get(bp) ?? 0) + 1);
  }
  return [...counts].map(([blueprintId, count]) => ({ blueprintId, count }));
}

describe('the constructed format as data', () => {
  it('pools Premiere, Alternate Universe and the intro set; 60 or more cards; six missions; half the deck seed cards', () => {
    expect(CONSTRUCTED.sets).toEqual(['premiere', 'alternate-universe', 'intro-2pg']);
    expect(CONSTRUCTED.rules).toMatchObject({ minSize: 60, exactlyMinSize: false, missions: 6, outpostPerAffiliation: true, maxSeedShare: 0.5, maxCopies: null });
    expect(constructedFormat({ exactly60: true }).rules.exactlyMinSize).toBe(true);
    expect(() => DeckFormat.parse({ ...CONSTRUCTED, sets: ['tng'] })).toThrow();
  });
});

describe('deck rules: the intro decks', () => {
  it.each(['federation', 'klingon'] as const)('the intro %s deck is legal and every card of it implemented', (side) => {
    const r = validateDeck(introDeck(side));
    expect(r.problems).toEqual([]);
    expect(r.notImplemented).toEqual([]);
    expect(r).toMatchObject({ legal: true, playable: true, size: 60, missions: 6, seedCards: 13, drawCards: 47 });
  });
  it.each(['federation', 'klingon'] as const)('decks/intro-%s.txt is the engine\'s standard deck, card for card', (side) => {
    const parsed = parseDeckFile(readFileSync(new URL(`../../../../decks/intro-${side}.txt`, import.meta.url), 'utf8'));
    expect(parsed.errors).toEqual([]);
    const sort = (d: readonly DeckCard[]) => [...d].sort((a, b) => a.blueprintId.localeCompare(b.blueprintId));
    expect(sort(parsed.cards)).toEqual(sort(introDeck(side)));
  });
});

describe('deck rules: size', () => {
  it('60 cards is legal, 59 is not, 61 is', () => {
    expect(validateDeck(simple(60)).legal).toBe(true);
    const r59 = validateDeck(simple(59));
    expect(rulesOf(r59)).toEqual(['size']);
    expect(r59.problems[0]!.message).toMatch(/59 cards; it needs at least 60/);
    expect(validateDeck(simple(61)).legal).toBe(true);
    expect(validateDeck(simple(90)).legal).toBe(true);
  });

  it('with exactly-60 on, 60 is legal and 59 and 61 are not', () => {
    const f = constructedFormat({ exactly60: true });
    expect(validateDeck(simple(60), f).legal).toBe(true);
    expect(rulesOf(validateDeck(simple(59), f))).toEqual(['size']);
    const r61 = validateDeck(simple(61), f);
    expect(rulesOf(r61)).toEqual(['size']);
    expect(r61.problems[0]!.message).toMatch(/exactly 60/);
  });
});

describe('deck rules: missions', () => {
  it('exactly six: five and seven are refused', () => {
    const five = deck(...missions(FED_MISSIONS.slice(0, 5)), [FEDERATION_OUTPOST, 1], [MICROVIRUS, 6], [MENDON, 48]);
    const r5 = validateDeck(five);
    expect(rulesOf(r5)).toEqual(['missions']);
    expect(r5.problems[0]!.message).toMatch(/5 missions; it needs exactly 6/);
    expect(r5.problems[0]!.cards).toHaveLength(5);
    const seven = deck(...missions([...FED_MISSIONS, KLINGON_MISSION]), [FEDERATION_OUTPOST, 1], [MICROVIRUS, 6], [MENDON, 46]);
    expect(rulesOf(validateDeck(seven))).toEqual(['missions']);
  });

  it('six missions with one title twice are refused for the title, naming it', () => {
    const d = deck(...missions(FED_MISSIONS.slice(0, 5)), [FED_MISSIONS[0]!, 1], [FEDERATION_OUTPOST, 1], [MICROVIRUS, 6], [MENDON, 47]);
    const r = validateDeck(d);
    expect(r.missions).toBe(6);
    expect(rulesOf(r)).toEqual(['mission-titles']);
    expect(r.problems[0]!.message).toMatch(/Cargo Rendezvous is in the deck 2 times/);
    expect(r.problems[0]!.cards.map((c) => c.blueprintId)).toEqual([FED_MISSIONS[0]]);
  });

  it('missions of Premiere, Alternate Universe and the intro set mix', () => {
    const d = deck(...missions([...FED_MISSIONS.slice(0, 4), CLOAKED_MISSION, '103_082']), [FEDERATION_OUTPOST, 1], [MICROVIRUS, 6], [MENDON, 47]);
    expect(validateDeck(d).legal).toBe(true);
  });
});

describe('deck rules: outposts', () => {
  const base = (...rest: [string, number][]) => deck(...missions(), [MICROVIRUS, 6], [MENDON, 40], ...rest);

  it('a Federation deck without a Federation Outpost is refused, naming its Federation cards', () => {
    const r = validateDeck(base([KLINGON_OUTPOST, 1], [TRICORDER, 7]));
    expect(rulesOf(r)).toEqual(['outposts']);
    expect(r.problems[0]!.message).toMatch(/Federation cards but has no Federation Outpost/);
    expect(r.problems[0]!.cards.map((c) => c.blueprintId)).toEqual([MENDON]);
  });

  it('each affiliation played needs its own: a Romulan personnel in a Federation deck needs a Romulan Outpost', () => {
    expect(rulesOf(validateDeck(base([FEDERATION_OUTPOST, 1], [TOMALAK, 1], [TRICORDER, 6])))).toEqual(['outposts']);
    expect(validateDeck(base([FEDERATION_OUTPOST, 1], [ROMULAN_OUTPOST, 1], [TOMALAK, 1], [TRICORDER, 5])).legal).toBe(true);
  });

  it('a dual-affiliation card is covered by an outpost of either affiliation', () => {
    expect(validateDeck(base([FEDERATION_OUTPOST, 1], [MAJOR_RAKAL, 1], [TRICORDER, 6])).legal).toBe(true);
    const onlyRakal = deck(...missions(), [KLINGON_OUTPOST, 1], [MICROVIRUS, 6], [MAJOR_RAKAL, 1], [TRICORDER, 46]);
    const r = validateDeck(onlyRakal);
    expect(rulesOf(r)).toEqual(['outposts']);
    expect(r.problems[0]!.message).toMatch(/Romulan\/Federation cards but has no outpost of either affiliation/);
  });

  it('Non-Aligned cards need some outpost, and the Neutral Outpost will do; it covers no affiliation', () => {
    const na = (...rest: [string, number][]) => deck(...missions(), [MICROVIRUS, 6], [DR_FAREK, 1], [TRICORDER, 46], ...rest);
    expect(rulesOf(validateDeck(na([TRICORDER, 1])))).toEqual(['outposts']);
    expect(validateDeck(na([NEUTRAL_OUTPOST, 1])).legal).toBe(true);
    expect(validateDeck(na([KLINGON_OUTPOST, 1])).legal).toBe(true);
    expect(rulesOf(validateDeck(base([NEUTRAL_OUTPOST, 1], [TRICORDER, 7])))).toEqual(['outposts']);
  });

  it('a deck with no personnel and no ships needs no outpost', () => {
    expect(validateDeck(deck(...missions(), [MICROVIRUS, 6], [TRICORDER, 48])).legal).toBe(true);
  });
});

describe('deck rules: seed cards', () => {
  it('at most half the deck: 30 seed cards of 60 is legal, 31 is not', () => {
    const at = validateDeck(simple(60, 23));
    expect(at).toMatchObject({ legal: true, seedCards: 30, drawCards: 30 });
    const over = validateDeck(simple(60, 24));
    expect(over.seedCards).toBe(31);
    expect(rulesOf(over)).toEqual(['seed-cards']);
    expect(over.problems[0]!.message).toMatch(/31 seed cards of 60; at most 30/);
  });

  it('half is rounded down: 31 seed cards of 61 is over, of 62 is not', () => {
    expect(rulesOf(validateDeck(simple(61, 24)))).toEqual(['seed-cards']);
    expect(validateDeck(simple(62, 24)).legal).toBe(true);
  });

  it('missions, dilemmas and artifacts are seed cards, every copy; one copy of each outpost, further copies are drawn; equipment and personnel are not', () => {
    const d = deck(...missions(), [FEDERATION_OUTPOST, 2], [MICROVIRUS, 3], [RECEPTACLE_STONES, 2], [TRICORDER, 4], [MENDON, 43]);
    expect(validateDeck(d)).toMatchObject({ seedCards: 12, drawCards: 48 });
    // boundary: one copy of each of two outposts, both seed cards
    expect(validateDeck(deck(...missions(), [FEDERATION_OUTPOST, 1], [KLINGON_OUTPOST, 1], [MICROVIRUS, 3], [MENDON, 49]))).toMatchObject({ seedCards: 11, drawCards: 49 });
  });

  it('one Alternate Universe Door is a seed card, further copies are drawn; the Devidian Door is drawn', () => {
    const d = deck(...simple(60, 22).map((c): [string, number] => [c.blueprintId, c.blueprintId === MENDON ? c.count - 3 : c.count]), [AU_DOOR, 2], [DEVIDIAN_DOOR, 1]);
    const r = validateDeck(d);
    expect(r).toMatchObject({ size: 60, seedCards: 30, drawCards: 30, legal: true });
  });
});

describe('deck rules: copies and the pool', () => {
  it('copies are not limited (but for missions)', () => {
    expect(validateDeck(deck(...missions(), [FEDERATION_OUTPOST, 1], [MICROVIRUS, 20], [TRICORDER, 33])).legal).toBe(true);
  });

  it('a card outside the pool is refused, named', () => {
    const premiereOnly = DeckFormat.parse({ ...CONSTRUCTED, key: 'premiere-only', sets: ['premiere'] });
    const d = deck(...missions(['101_146', '101_150', '101_151', '101_152', '101_153', '101_156']), [FEDERATION_OUTPOST, 1], [MICROVIRUS, 6], [MENDON, 46], ['103_096', 1]);
    expect(validateDeck(d).legal).toBe(true);
    const r = validateDeck(d, premiereOnly);
    expect(rulesOf(r)).toEqual(['pool']);
    expect(r.problems[0]!.message).toMatch(/Montgomery Scott \(103_096, Alternate Universe\)/);
  });

  it('a blueprint id no card has is outside the pool; a count that is not a whole number of copies is refused', () => {
    const r = validateDeck(deck(...simple(60).map((c): [string, number] => [c.blueprintId, c.count]), ['999_001', 1]));
    expect(rulesOf(r)).toEqual(['pool']);
    expect(r.problems[0]!.cards).toEqual([{ blueprintId: '999_001' }]);
    const bad = validateDeck([...simple(60), { blueprintId: TRICORDER, count: 0 }, { blueprintId: TRICORDER, count: 1.5 }]);
    expect(rulesOf(bad)).toEqual(['count', 'count']);
  });

  it('not deck rules: [AU] cards without an Alternate Universe Door, two affiliations without a treaty, several copies of a unique card', () => {
    const d = deck(...missions(), [FEDERATION_OUTPOST, 1], [KLINGON_OUTPOST, 1], [MICROVIRUS, 6], ['103_095', 3], ['101_270', 2], [MENDON, 41]);
    const r = validateDeck(d);
    expect(r.problems).toEqual([]);
    expect(r.legal).toBe(true);
  });

  it('a card named twice is counted together', () => {
    const r = validateDeck([...simple(59), { blueprintId: MENDON, count: 1 }]);
    expect(r).toMatchObject({ size: 60, legal: true });
  });
});

describe('every problem at once, and cards not implemented apart from the rules', () => {
  it('reports each broken rule together', () => {
    const d = deck(...missions(FED_MISSIONS.slice(0, 5)), [MICROVIRUS, 30], [MENDON, 23]);
    expect(rulesOf(validateDeck(d)).sort()).toEqual(['missions', 'outposts', 'seed-cards', 'size']);
  });

  it('a legal deck with cards the engine cannot play yet is legal, the cards listed apart with a reason', () => {
    const d = deck(...missions(), [FEDERATION_OUTPOST, 1], [ROMULAN_OUTPOST, 1], [ALIEN_PARASITES, 1], [TOMALAK, 1], [GAPS_IN_NORMAL_SPACE, 2], [MICROVIRUS, 6], [MENDON, 42]);
    // built, every card plays
    expect(validateDeck(d).playable).toBe(true);
    const r = notBuilt(() => validateDeck(d));
    expect(r.problems).toEqual([]);
    expect(r.legal).toBe(true);
    expect(r.playable).toBe(false);
    expect(r.notImplemented.map((n) => [n.card.blueprintId, n.count])).toEqual([[ALIEN_PARASITES, 1], [GAPS_IN_NORMAL_SPACE, 2]]);
    expect(r.notImplemented[0]!.reason).toBe('its game text has no behaviour in the engine yet');
    expect(r.notImplemented[1]!.reason).toBe('the engine has no facts for this event yet');
  });

  it('a deck against the rules still lists its cards not implemented, separately', () => {
    const r = notBuilt(() => validateDeck(deck(...missions(), [ALIEN_PARASITES, 1], [MICROVIRUS, 5], [MENDON, 48])));
    expect(rulesOf(r)).toEqual(['outposts']);
    expect(r.notImplemented.map((n) => [n.card.blueprintId, n.reason])).toEqual([[ALIEN_PARASITES, 'its game text has no behaviour in the engine yet']]);
    expect(r.playable).toBe(false);
  });

  it('implemented: the intro missions, plain personnel and missions, outposts the rules carry, cards with behaviours; not: the rest', () => {
    for (const id of [FED_MISSIONS[0]!, CLOAKED_MISSION, MENDON, TOMALAK, FEDERATION_OUTPOST, KLINGON_OUTPOST, ROMULAN_OUTPOST, NEUTRAL_OUTPOST, TRICORDER, MICROVIRUS, '106_014', AU_DOOR, MAJOR_RAKAL, '103_114']) expect(cardImplementation(id), id).toEqual({ implemented: true });
    // every card of the pool is built; one left out of the engine's cards is not
    for (const id of [RECEPTACLE_STONES, GAPS_IN_NORMAL_SPACE, ALIEN_PARASITES, '101_018', '103_038']) expect(cardImplementation(id), id).toEqual({ implemented: true });
    notBuilt(() => {
      for (const id of [GAPS_IN_NORMAL_SPACE, ALIEN_PARASITES]) expect(cardImplementation(id).implemented, id).toBe(false);
    });
    expect(cardImplementation('999_001')).toEqual({ implemented: false, reason: 'no such card' });
  });
});

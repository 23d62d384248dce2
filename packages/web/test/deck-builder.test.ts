/** Unit tests of the deck builder's pure logic (src/deckPool.ts): the pool, search and filters, a deck's counts, text and check. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREMADE_DECKS, allBlueprints, cardImplementation, parseDeckFile, validateDeck } from '@stccg/engine';
import {
  NO_FILTER,
  addCard,
  affiliationsOf,
  constructedPool,
  deckCards,
  deckSize,
  deckText,
  deckVerdict,
  filterChoices,
  filterPool,
  importDeck,
  isFiltered,
  matches,
  readDeckText,
  refusalText,
  removeCard,
  skillsOf,
  startReasons,
  type PoolFilter,
} from '../src/deckPool.ts';
import { href, parseRoute } from '../src/router.ts';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

const FED = readFileSync(new URL('../../../decks/constructed-federation-playable.txt', import.meta.url), 'utf8');
const pool = constructedPool();
const f = (o: Partial<PoolFilter>): PoolFilter => ({ ...NO_FILTER, ...o });
const names = (o: Partial<PoolFilter>) => filterPool(pool, f(o)).map((b) => b.name);

describe('the constructed pool', () => {
  it('holds the cards of the constructed format\'s sets that the engine plays, and no other', () => {
    expect(pool.length).toBeGreaterThan(300);
    const all = allBlueprints().filter((b) => cardImplementation(b.blueprintId).implemented);
    expect(pool).toHaveLength(all.length);
    for (const b of pool) {
      expect(['premiere', 'alternate-universe', 'intro-2pg']).toContain(b.set);
      expect(cardImplementation(b.blueprintId).implemented).toBe(true);
    }
    expect(new Set(pool.map((b) => b.blueprintId)).size).toBe(pool.length);
    expect(pool.some((b) => b.set === 'alternate-universe')).toBe(true);
    // every card of the constructed format's sets is built: the pool is all of them
    expect(pool).toHaveLength(allBlueprints().filter((b) => ['premiere', 'alternate-universe', 'intro-2pg'].includes(b.set)).length);
    expect(pool.map((b) => b.blueprintId)).toContain('101_011');
    // a card the engine cannot play yet (Alien Parasites left out of the engine's cards, as if not built) is not offered
    const without = withCardsLeftOut(['alien-parasites'], () => constructedPool());
    expect(without).toHaveLength(pool.length - 1);
    expect(without.map((b) => b.blueprintId)).not.toContain('101_011');
  });

  it('offers the filters the pool can fill', () => {
    const c = filterChoices(pool);
    expect(c.types).toEqual(expect.arrayContaining(['mission', 'personnel', 'ship', 'facility', 'dilemma']));
    expect(c.types[0]).toBe('mission');
    expect(c.affiliations).toEqual(expect.arrayContaining(['federation', 'klingon', 'romulan', 'non-aligned']));
    expect(c.skills).toEqual(expect.arrayContaining(['Leadership', 'MEDICAL', 'Diplomacy']));
    expect(c.icons).toEqual(expect.arrayContaining(['command', 'staff']));
    expect(c.icons.every((i) => /^[a-zA-Z]{3,}$/.test(i))).toBe(true);
    expect(c.sets).toEqual(['premiere', 'alternate-universe', 'intro-2pg']);
  });
});

describe('search and filters', () => {
  it('with no filter, every card, by name', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(f({ text: '   ' }))).toBe(false);
    expect(isFiltered(f({ skill: 'Honor' }))).toBe(true);
    expect(filterPool(pool, NO_FILTER)).toHaveLength(pool.length);
  });

  it('finds a name in any case, without spaces and punctuation, names that start with it first; and a blueprint id', () => {
    expect(names({ text: 'TRICORDER' })).toContain('Tricorder');
    expect(names({ text: 'kleeg' })).toEqual(names({ text: "Kle'eg" }));
    const hits = names({ text: 'outpost' });
    expect(hits).toEqual(expect.arrayContaining(['Federation Outpost', 'Klingon Outpost', 'Romulan Outpost']));
    const pic = names({ text: 'pi' });
    const firstNotStarting = pic.findIndex((n) => !n.toLowerCase().startsWith('pi'));
    expect(pic.slice(firstNotStarting).every((n) => !n.toLowerCase().startsWith('pi'))).toBe(true);
    const tri = pool.find((b) => b.name === 'Tricorder')!;
    expect(names({ text: tri.blueprintId })).toEqual(['Tricorder']);
    expect(names({ text: 'no card is called this' })).toEqual([]);
  });

  it('narrows by type, affiliation, skill, icon and set, all together', () => {
    const fedPeople = filterPool(pool, f({ type: 'personnel', affiliation: 'federation' }));
    expect(fedPeople.length).toBeGreaterThan(10);
    expect(fedPeople.every((b) => b.type === 'personnel' && b.affiliations.includes('federation'))).toBe(true);
    const leaders = filterPool(pool, f({ type: 'personnel', affiliation: 'klingon', skill: 'Leadership' }));
    expect(leaders.length).toBeGreaterThan(0);
    expect(leaders.every((b) => skillsOf(b).includes('Leadership') && affiliationsOf(b).includes('klingon'))).toBe(true);
    const au = filterPool(pool, f({ set: 'alternate-universe' }));
    expect(au.length).toBeGreaterThan(0);
    expect(au.every((b) => b.set === 'alternate-universe')).toBe(true);
    const cmd = filterPool(pool, f({ icon: 'command' }));
    expect(cmd.length).toBeGreaterThan(0);
    expect(cmd.every((b) => b.icons.includes('command'))).toBe(true);
    // a mission's affiliation is one whose icon lets it attempt it
    const romMissions = filterPool(pool, f({ type: 'mission', affiliation: 'romulan' }));
    expect(romMissions.every((b) => b.type === 'mission' && b.affiliationIcons.includes('romulan'))).toBe(true);
    // a skill no card has: nothing
    expect(filterPool(pool, f({ skill: 'Juggling' }))).toEqual([]);
  });

  it('bounds mission points and span (inclusive); a bound leaves out every card without a printed number', () => {
    const m = filterPool(pool, f({ minPoints: 35 }));
    expect(m.length).toBeGreaterThan(0);
    expect(m.every((b) => b.type === 'mission' && typeof b.points === 'number' && b.points >= 35)).toBe(true);
    const exact = filterPool(pool, f({ minPoints: 30, maxPoints: 30 }));
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((b) => b.type === 'mission' && b.points === 30)).toBe(true);
    const span = filterPool(pool, f({ maxSpan: 2 }));
    expect(span.every((b) => b.type === 'mission' && typeof b.span === 'number' && b.span <= 2)).toBe(true);
    expect(filterPool(pool, f({ minSpan: 5, maxSpan: 4 }))).toEqual([]);
    const personnel = pool.find((b) => b.type === 'personnel')!;
    expect(matches(personnel, f({ minPoints: 0 }))).toBe(false);
    expect(matches(personnel, f({}))).toBe(true);
  });
});

describe('a deck being built', () => {
  it('adds and removes copies; a card leaves at 0, removing an absent card changes nothing', () => {
    let d = addCard(new Map(), '101_001');
    d = addCard(d, '101_001', 2);
    d = addCard(d, '101_002');
    expect([...d]).toEqual([
      ['101_001', 3],
      ['101_002', 1],
    ]);
    expect(deckSize(d)).toBe(4);
    d = removeCard(d, '101_002');
    expect(d.has('101_002')).toBe(false);
    expect(removeCard(d, '999_999')).toEqual(d);
    expect(deckCards(removeCard(d, '101_001', 5))).toEqual([]);
  });

  it('writes a deck file with type headings that reads back to the same cards', () => {
    const { counts, errors } = readDeckText(FED);
    expect(errors).toEqual([]);
    const text = deckText(counts, 'My deck');
    expect(text.startsWith('# My deck\n')).toBe(true);
    expect(text).toMatch(/^Missions:$/m);
    expect(text).toMatch(/^Personnel:$/m);
    expect(text).toMatch(/^Facilities:$/m);
    expect(text.indexOf('Missions:')).toBeLessThan(text.indexOf('Personnel:'));
    const back = parseDeckFile(text);
    expect(back.errors).toEqual([]);
    expect(new Map(back.cards.map((c) => [c.blueprintId, c.count]))).toEqual(new Map(counts));
    expect(deckText(new Map())).toBe('');
  });

  it('reads every shipped deck (premade and intro) with no unreadable line, and premade ones are legal', () => {
    for (const d of PREMADE_DECKS) {
      const r = readDeckText(d.text);
      expect(r.errors, d.id).toEqual([]);
      if (d.kind === 'premade') expect(deckVerdict(r.counts).reasons, d.id).toEqual([]);
    }
  });

  it('imports a deck file or a LackeyCCG .dek; a line that does not read imports nothing and is named', () => {
    const good = importDeck('1 Tricorder\n2 Federation Outpost\n');
    expect(good.ok && new Map(good.counts)).toEqual(
      new Map([
        [pool.find((b) => b.name === 'Tricorder')!.blueprintId, 1],
        [pool.find((b) => b.name === 'Federation Outpost')!.blueprintId, 2],
      ]),
    );
    const bad = importDeck('1 Tricorder\n\n2 No Such Card Anywhere\n');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => [e.line, e.text])).toEqual([[3, '2 No Such Card Anywhere']]);
    const empty = importDeck('# nothing\n');
    expect(empty.ok).toBe(false);
    const dek = importDeck('<deck version="0.8"><superzone name="Deck"><card><name id="x">Tricorder</name><set>Premiere</set></card><card><name id="x">Tricorder</name><set>Premiere</set></card></superzone></deck>', 'mine.dek');
    expect(dek.ok && [...dek.counts.values()]).toEqual([2]);
  });

  it('reads a list with bad lines: each error names its line, the rest is read', () => {
    const r = readDeckText('Missions:\n1 Tricorder\n3 No Such Card Anywhere\n0 Tricorder\n');
    expect(r.errors.map((e) => e.line)).toEqual([3, 4]);
    expect(deckSize(r.counts)).toBe(1);
  });

  it('is checked live: every problem of an empty or short deck, none for a legal one', () => {
    const empty = deckVerdict(new Map());
    expect(empty.reasons.length).toBeGreaterThan(0);
    expect(empty.reasons.join('\n')).toMatch(/at least 60/);
    const legal = readDeckText(FED).counts;
    expect(deckVerdict(legal).reasons).toEqual([]);
    // one mission too many
    const extra = pool.find((b) => b.type === 'mission' && !legal.has(b.blueprintId))!;
    const seven = deckVerdict(addCard(legal, extra.blueprintId));
    expect(seven.reasons.some((r) => /7 missions; it needs exactly 6/.test(r))).toBe(true);
    const r = deckVerdict(legal).report;
    expect(r.size).toBe(deckSize(legal));
    expect(r).toEqual(validateDeck(deckCards(legal)));
  });
});

describe('starting a game with a deck', () => {
  it('gives the server\'s reasons (and words) for a deck that cannot start, and none for a legal one', () => {
    expect(startReasons(FED)).toEqual([]);
    expect(startReasons('  \n')).toEqual(['your deck is empty: give a deck list, one "COUNT CARD" a line (docs/DECKS.md)']);
    expect(startReasons('1 Sarthong Plunder\n3 No Such Card Anywhere\n')[0]).toMatch(/^your deck, line 2 \("3 No Such Card Anywhere"\): no card is named/);
    expect(startReasons('1 Tricorder', "the bot's deck").every((r) => r.startsWith("the bot's deck: "))).toBe(true);
    expect(startReasons('x'.repeat(64 * 1024 + 1))[0]).toMatch(/65537 bytes long; a deck list may be at most 65536 bytes/);
    expect(refusalText(['a', 'b'])).toBe('the deck was refused, and nothing was created or changed (2 reasons):\n- a\n- b');
    expect(refusalText(['a'])).toMatch(/\(1 reason\)/);
  });
});

describe('deck routes', () => {
  const at = (hash: string, pathname = '/') => parseRoute({ pathname, search: '', hash });
  it('routes the builder, a saved deck and a shared deck, from the hash and the path', () => {
    expect(at('#/decks')).toEqual({ page: 'decks', deckId: null });
    expect(at('#/decks/abc')).toEqual({ page: 'decks', deckId: 'abc' });
    expect(at('#/decks/shared/XyZ_-1')).toEqual({ page: 'sharedDeck', shareId: 'XyZ_-1' });
    expect(at('', '/decks/shared/XyZ_-1')).toEqual({ page: 'sharedDeck', shareId: 'XyZ_-1' });
    expect(at('#/decks/shared').page).toBe('notFound');
    expect(href({ page: 'decks', deckId: null })).toBe('#/decks');
    expect(href({ page: 'decks', deckId: 'a b' })).toBe('#/decks/a%20b');
    expect(href({ page: 'sharedDeck', shareId: 's1' })).toBe('#/decks/shared/s1');
    expect(at(href({ page: 'decks', deckId: 'a b' }))).toEqual({ page: 'decks', deckId: 'a b' });
  });
});

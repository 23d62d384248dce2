/**
 * The persona rules in constructed games, with Premiere and Alternate Universe personas (issue 24;
 * docs/RULINGS.md, "Constructed: personas"): every personnel and ship of the two sets is known to the
 * persona rules from its card data and the persona table; one copy of a unique card and one version of
 * a persona per player, each player's limit separate; separate personas (the AU look-alikes) coexist;
 * swaps only between versions; "any X" references; the intro set's reprints are the same card. The
 * intro game reads exactly the entries it read before. Positions are made from a constructed game just
 * past its seed phase, the cards moved into place.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, facts } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option, Place, PlayerId } from '../../src/index.ts';
import { CardFacts as CardFactsSchema, hasFacts, registerFacts } from '../../src/cards/facts.ts';
import { blueprintFacts } from '../../src/cards/blueprints.ts';
import { defOfBlueprint } from '../../src/cards/blueprint-ids.ts';
import { advance, autoAnswer } from '../../src/index.ts';
import { card, moveTo, outpostOf } from '../../src/rules/board.ts';
import { entryRefusal, whyNotPlayable } from '../../src/rules/play.ts';
import { legalSwaps, meetsReference, performSwap, personaEntryVerdict, swapAsked } from '../../src/rules/persona-play.ts';
import {
  cardDataPersonas,
  extendCatalogue,
  isKlingon,
  personaCatalogue,
  playPersonaCatalogue,
  playPersonaRules,
  PersonaDataError,
} from '../../src/rules/personas.ts';
import { speciesOf } from '../../src/rules/personas/card-data.ts';
import { autoPick, choose, engine, FED, KLI, newGame, ofType, personnel, put as putAt, reachMain } from '../formats/constructed-setup.ts';
import type { DeckOptions } from '../formats/constructed-setup.ts';

const pool = [...engine.cards];

/** Decks of universal personnel (holograms too) and ships of the affiliation. */
const withHolograms = (aff: string): DeckOptions => ({ people: personnel(aff, true) });

/** A constructed game at player-1's (Federation) first main decision; player-2 plays Klingon; the answer nobody is asked for taken where there is one. */
function position(seed = 11): GameState {
  const s = reachMain(newGame(seed, FED(undefined, undefined, withHolograms('federation')), KLI(undefined, undefined, withHolograms('klingon'))), autoPick);
  expect(s.turn.cardPlayed).toBe(false);
  return s;
}

/** A card of the owner's draw deck made into `def` and moved to `at` ('outpost': aboard the owner's outpost). */
function put(s: GameState, owner: PlayerId, def: string, at: Place | 'outpost' | 'hand'): CardId {
  return putAt(s, owner, def, at === 'hand' ? { z: 'hand' } : at === 'outpost' ? { z: 'aboard', host: outpostOf(s, owner) as CardId } : at);
}

/**
 * Major Rakal, the Alternate Universe version of Deanna Troi, needs a card file for its game text
 * and is in no deck yet; its printed facts stand in for it here (the persona rules read no game text).
 */
function standInRakal(): void {
  if (hasFacts('major-rakal')) return;
  const b = blueprintFacts('major-rakal');
  if (b.type !== 'personnel') throw new Error('Major Rakal is a personnel');
  registerFacts([CardFactsSchema.parse({
    id: 'major-rakal', name: b.name, unique: b.unique, universal: b.universal, characteristics: [...b.characteristics],
    type: 'personnel', affiliation: 'federation', icons: [...b.icons], classification: b.classification, skills: b.skills.map((k) => ({ ...k })),
    integrity: b.integrity, cunning: b.cunning, strength: b.strength, species: b.species, gender: b.gender, persona: b.persona,
  }) as CardFacts]);
}

const { checkPlay, isSamePersona, areCopies, swapVerdict, transferOnSwap, card: personaCard } = playPersonaRules;

describe('constructed: which cards the persona rules know', () => {
  it('every Premiere and Alternate Universe personnel and ship is known from its card facts, none from the persona table alone', () => {
    const all = cardDataPersonas();
    expect(all.filter((c) => c.set === 'Premiere')).toHaveLength(136 + 33);
    expect(all.filter((c) => c.set === 'Alternate Universe')).toHaveLength(23 + 8);
    for (const c of all) {
      const pc = playPersonaCatalogue.cards.get(c.id);
      expect(pc, c.id).toBeDefined();
      expect(pc?.source, c.id).not.toBe('persona-table');
    }
    // every personnel and ship a constructed deck may hold today
    for (const d of pool) {
      const t = facts(d).type;
      if (t === 'personnel' || t === 'ship') expect(['card-data', 'intro', 'showcase'], d).toContain(playPersonaCatalogue.cards.get(d)?.source);
    }
    // boundary: a card the persona table names only by its persona facts keeps them, now with its printed facts
    expect(personaCatalogue.cards.get('worf')).toMatchObject({ source: 'persona-table', icons: [], affiliations: [] });
    expect(personaCard('worf')).toMatchObject({ source: 'card-data', personas: ['Worf'], anyGroups: ['any Worf'], icons: ['command'], affiliations: ['federation'], species: ['Klingon'] });
  });

  it('the intro game reads exactly the entries it read before: every card of the intro pool is unchanged', () => {
    const intro = createEngine({ format: 'intro' });
    expect(intro.cards.size).toBeGreaterThan(0);
    for (const d of intro.cards) expect(playPersonaCatalogue.cards.get(d), d).toEqual(personaCatalogue.cards.get(d));
    // every showcase and intro card too; only the persona table's Premiere and AU cards gain their printed facts
    for (const c of personaCatalogue.cards.values()) {
      if (c.source !== 'persona-table') expect(playPersonaCatalogue.cards.get(c.id), c.id).toBe(c);
      else if (c.set !== 'Premiere' && c.set !== 'Alternate Universe') expect(playPersonaCatalogue.cards.get(c.id), c.id).toBe(c);
    }
    expect(playPersonaCatalogue.anyGroups).toEqual(personaCatalogue.anyGroups);
    // the persona table alone did not know a plain Premiere card; the game's catalogue (read by the CLI and the persona page too) does
    expect(personaCatalogue.cards.has('tasha-yar')).toBe(false);
    expect(playPersonaCatalogue.cards.has('tasha-yar')).toBe(true);
  });

  it('a Premiere card the persona table names under another id is one entry, under the card data\'s id, the table\'s id an alias of it', () => {
    // the table's u-s-s-enterprise and i-k-s-pagh are the card data's uss-enterprise and iks-pagh
    expect(personaCatalogue.cards.get('u-s-s-enterprise')).toMatchObject({ set: 'Premiere', source: 'persona-table' });
    expect(playPersonaCatalogue.cards.has('u-s-s-enterprise')).toBe(false);
    expect(playPersonaCatalogue.cards.has('i-k-s-pagh')).toBe(false);
    expect(playPersonaCatalogue.cards.get('uss-enterprise')).toMatchObject({ source: 'card-data', copyKey: 'table:u-s-s-enterprise', aliases: ['u-s-s-enterprise'] });
    expect(playPersonaRules.findCard('u-s-s-enterprise').id).toBe('uss-enterprise');
    expect(playPersonaRules.findCard('i-k-s-pagh').id).toBe('iks-pagh');
    expect(playPersonaRules.personaInfo('uss-enterprise').otherVersions.map((v) => v.id)).toEqual(['u-s-s-enterprise-chain-of-command', 'u-s-s-enterprise-20th-anniversary']);
    // no Premiere or AU name is listed twice in its set, and the table's order is kept
    const keys = [...playPersonaCatalogue.cards.values()].filter((c) => c.set === 'Premiere' || c.set === 'Alternate Universe').map((c) => `${c.set}|${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    const order = [...playPersonaCatalogue.cards.keys()];
    expect(order.indexOf('uss-enterprise')).toBe([...personaCatalogue.cards.keys()].indexOf('u-s-s-enterprise'));
  });

  it('a unique card with no persona in the data is a version of its own title; a universal card of none', () => {
    expect(personaCard('tasha-yar')).toMatchObject({ personas: ['Tasha Yar'], personaFromOwnTitle: true, copyKey: 'trekcc:101_244' });
    expect(personaCard('uss-enterprise')).toMatchObject({ type: 'ship', personas: ['U.S.S. Enterprise'], unique: true });
    expect(personaCard('major-rakal')).toMatchObject({ personas: ['Deanna Troi'], personaFromOwnTitle: false });
    expect(personaCard('galathon')).toMatchObject({ universal: true, unique: false, personas: [] });
    expect(personaCard('uss-excelsior')).toMatchObject({ universal: true, personas: [] });
  });

  it('the intro set reprints Premiere and Alternate Universe cards under one engine id: the same card, no second entry', () => {
    // the intro decks' Jean-Luc Picard, Montgomery Scott and I.K.C. K'Ratak are the Premiere and AU printings
    expect(defOfBlueprint('101_215')).toBe('jean-luc-picard');
    expect(defOfBlueprint('103_096')).toBe('montgomery-scott');
    expect(defOfBlueprint('103_118')).toBe('ikc-kratak');
    const ids = cardDataPersonas().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('ikc-kratak');
    expect(personaCard('ikc-kratak').source).toBe('intro');
    expect(areCopies('ikc-kratak', 'ikc-kratak')).toBe(true);
    // a different card of a similar name is no copy
    expect(areCopies('uss-enterprise', 'future-enterprise')).toBe(false);
  });

  it('the species is the recorded one, else the first characteristic unless it names a gender or a rank', () => {
    expect(speciesOf({ type: 'personnel', species: null, characteristics: ['Klingon', 'Male'] })).toEqual(['Klingon']);
    expect(speciesOf({ type: 'personnel', species: 'Vulcan', characteristics: ['Human'] })).toEqual(['Vulcan']);
    expect(speciesOf({ type: 'personnel', species: null, characteristics: ['Male', 'Klingon'] })).toEqual([]);
    expect(speciesOf({ type: 'personnel', species: null, characteristics: [] })).toEqual([]);
    expect(speciesOf({ type: 'ship', species: null, characteristics: ['Federation ship'] })).toEqual([]);
    // the Federation Worf of Premiere is a Klingon by species; Jean-Luc Picard is not
    expect(isKlingon(personaCard('worf'))).toBe(true);
    expect(isKlingon(personaCard('alexander-rozhenko'))).toBe(true);
    expect(isKlingon(personaCard('jean-luc-picard'))).toBe(false);
  });

  it('card data that contradicts the persona table is a data error, not a game answer', () => {
    const worf = cardDataPersonas().find((c) => c.id === 'worf')!;
    expect(() => extendCatalogue(personaCatalogue, [{ ...worf, name: 'Lieutenant Worf' }])).toThrow(PersonaDataError);
    expect(() => extendCatalogue(personaCatalogue, [{ ...worf, universal: true, unique: false }])).toThrow(PersonaDataError);
    // two unique cards of one title and two personas
    const tasha = cardDataPersonas().find((c) => c.id === 'tasha-yar')!;
    expect(() => extendCatalogue(personaCatalogue, [tasha, { ...tasha, id: 'tasha-yar-2', blueprintId: '101_999', persona: 'Someone Else' }])).toThrow(PersonaDataError);
    // the same card twice is fine
    expect(extendCatalogue(personaCatalogue, [tasha, tasha]).cards.get('tasha-yar')?.personas).toEqual(['Tasha Yar']);
  });
});

describe('constructed: one copy of a unique card per player', () => {
  it('a second Tasha Yar is refused to the player who has one in play; the opponent may have their own', () => {
    const s = position();
    put(s, 'player-1', 'tasha-yar', 'outpost');
    const second = put(s, 'player-1', 'tasha-yar', 'hand');
    expect(whyNotPlayable(s, 'player-1', second)).toMatch(/Tasha Yar is unique/);
    expect(entryRefusal(s, 'player-2', 'tasha-yar')).toBeNull();
    // boundary: the one in play gone, the copy in hand may report
    const first = Object.values(s.cards).find((c) => c.def === 'tasha-yar' && c.at.z === 'aboard')!;
    moveTo(s, first.id, { z: 'discard' });
    expect(whyNotPlayable(s, 'player-1', second)).toBeNull();
  });

  it('a unique ship: a second U.S.S. Enterprise is refused; a universal ship or personnel any number of times', () => {
    const s = position();
    const m = s.spaceline[0] as CardId;
    put(s, 'player-1', 'uss-enterprise', { z: 'inSpace', loc: m });
    const again = put(s, 'player-1', 'uss-enterprise', 'hand');
    expect(whyNotPlayable(s, 'player-1', again)).toMatch(/U\.S\.S\. Enterprise \(uss-enterprise\) is unique/);
    put(s, 'player-1', 'uss-excelsior', { z: 'inSpace', loc: m });
    put(s, 'player-1', 'uss-excelsior', { z: 'inSpace', loc: m });
    expect(whyNotPlayable(s, 'player-1', put(s, 'player-1', 'uss-excelsior', 'hand'))).toBeNull();
    const uni = ofType('personnel', 'federation').find((c) => facts(c).universal === true) as string;
    put(s, 'player-1', uni, 'outpost');
    expect(whyNotPlayable(s, 'player-1', put(s, 'player-1', uni, 'hand'))).toBeNull();
  });

  it('the intro printing and the AU printing of I.K.C. K\'Ratak are one card: one per player', () => {
    const s = position();
    const m = s.spaceline[0] as CardId;
    put(s, 'player-2', 'ikc-kratak', { z: 'inSpace', loc: m });
    expect(entryRefusal(s, 'player-2', 'ikc-kratak')).toMatch(/K'Ratak is unique/);
    expect(entryRefusal(s, 'player-1', 'ikc-kratak')).toBeNull();
  });

  it('both players may field Jean-Luc Picard at once: the limit is counted for each player', () => {
    const s = position();
    put(s, 'player-2', 'jean-luc-picard', 'outpost');
    const mine = put(s, 'player-1', 'jean-luc-picard', 'hand');
    expect(whyNotPlayable(s, 'player-1', mine)).toBeNull();
    advance(s);
    choose(s, (s.pending as { options: Option[] }).options.find((o) => o.act.type === 'play' && o.card === mine)!.id);
    expect(card(s, mine).at.z).toBe('aboard');
    // now player-1 has one: a second is refused, the reason names the per-player count
    const v = personaEntryVerdict(s, 'player-1', 'jean-luc-picard');
    expect(v.allowed).toBe(false);
    expect(v.reasons.at(-1)).toMatch(/counted for each player separately/);
  });
});

describe('constructed: one version of a persona per player', () => {
  it('Deanna Troi (Premiere) and Major Rakal (AU) are versions of one persona: never both for one player', () => {
    standInRakal();
    expect(isSamePersona('deanna-troi', 'major-rakal')).toBe(true);
    expect(areCopies('deanna-troi', 'major-rakal')).toBe(false);
    const s = position();
    put(s, 'player-1', 'deanna-troi', 'outpost');
    const v = personaEntryVerdict(s, 'player-1', 'major-rakal');
    expect(v.allowed).toBe(false);
    expect(v.reasons[0]).toMatch(/different versions of the Deanna Troi persona/);
    // the opponent's Deanna Troi does not stop player-2's own Major Rakal, nor the other way round
    expect(entryRefusal(s, 'player-2', 'major-rakal')).toBeNull();
    put(s, 'player-2', 'major-rakal', 'outpost');
    expect(entryRefusal(s, 'player-2', 'deanna-troi')).toMatch(/Deanna Troi persona/);
  });

  it('the AU look-alikes are separate personas and coexist with the originals', () => {
    const s = position();
    for (const d of ['jean-luc-picard', 'worf', 'beverly-crusher']) put(s, 'player-1', d, 'outpost');
    expect(entryRefusal(s, 'player-1', 'lt-jg-picard')).toBeNull();
    expect(entryRefusal(s, 'player-1', 'governor-worf')).toBeNull();
    expect(entryRefusal(s, 'player-1', 'beverly-picard')).toBeNull();
    put(s, 'player-1', 'uss-enterprise', { z: 'inSpace', loc: s.spaceline[0] as CardId });
    expect(entryRefusal(s, 'player-1', 'future-enterprise')).toBeNull();
    expect(checkPlay('uss-enterprise-c', ['uss-enterprise', 'future-enterprise']).allowed).toBe(true);
    // Commander Tomalak and Tomalak, Tasha Yar - Alternate and Tasha Yar: separate too (catalogue)
    expect(checkPlay('commander-tomalak', ['tomalak']).allowed).toBe(true);
    expect(checkPlay('tasha-yar-alternate', ['tasha-yar']).allowed).toBe(true);
    expect(isSamePersona('tasha-yar-alternate', 'tasha-yar')).toBe(false);
    // boundary: the AU card itself still holds to one copy
    put(s, 'player-1', 'lt-jg-picard', 'outpost');
    expect(entryRefusal(s, 'player-1', 'lt-jg-picard')).toMatch(/unique/);
  });
});

describe('constructed: persona swap', () => {
  it('Deanna Troi in play, Major Rakal in hand: offered at the start of the turn, and the swap exchanges them', () => {
    standInRakal();
    const s = position();
    const troi = put(s, 'player-1', 'deanna-troi', 'outpost');
    const rakal = put(s, 'player-1', 'major-rakal', 'hand');
    const swaps = legalSwaps(s, 'player-1');
    expect(swaps.map((w) => [w.out, w.in])).toEqual([[[troi], [rakal]]]);
    expect(swapAsked(s, 'player-1')).toBe(true);
    const at = card(s, troi).at;
    performSwap(s, 'player-1', swaps[0]!);
    expect(card(s, rakal).at).toEqual(at);
    expect(card(s, troi).at.z).toBe('hand');
    expect(s.turn.cardPlayed).toBe(false);
    // and back the other way on a later turn
    expect(legalSwaps(s, 'player-1').map((w) => [w.out, w.in])).toEqual([[[rakal], [troi]]]);
  });

  it('played through the turn: player-1 ends the turn, and the next one begins with the swap question', () => {
    standInRakal();
    const s = position();
    const troi = put(s, 'player-1', 'deanna-troi', 'outpost');
    const rakal = put(s, 'player-1', 'major-rakal', 'hand');
    const at = card(s, troi).at;
    advance(s);
    // to player-1's next turn: every other decision answered as nobody is asked, or its first option; player-2 ends its turn
    choose(s, (s.pending as { options: Option[] }).options.find((o) => o.act.type === 'endTurn')!.id);
    for (let n = 0; n < 500 && !(s.pending?.player === 'player-1' && s.pending.kind === 'personaSwap'); n++) {
      const opts = (s.pending as { options: Option[] }).options;
      const end = s.pending?.kind === 'main' ? opts.find((o) => o.act.type === 'endTurn') : undefined;
      choose(s, autoAnswer(s) ?? end?.id ?? (opts[0] as Option).id);
    }
    expect(s.pending).toMatchObject({ player: 'player-1', kind: 'personaSwap' });
    const options = (s.pending as { options: Option[] }).options;
    expect(options.map((o) => o.id)).toEqual([`swap:${troi}>${rakal}`, 'noswap']);
    choose(s, `swap:${troi}>${rakal}`);
    expect(card(s, rakal).at).toEqual(at);
    expect(card(s, troi).at.z).toBe('hand');
    expect(s.log.some((e) => e.type === 'personaSwapped' && /swaps Deanna Troi for Major Rakal/.test(e.text))).toBe(true);
    expect(s.turn.cardPlayed).toBe(false);
  });

  it('no swap between separate personas, between copies, or for the opponent\'s version', () => {
    standInRakal();
    const s = position();
    put(s, 'player-1', 'jean-luc-picard', 'outpost');
    put(s, 'player-1', 'lt-jg-picard', 'hand');
    put(s, 'player-1', 'tasha-yar', 'outpost');
    put(s, 'player-1', 'tasha-yar', 'hand');
    put(s, 'player-2', 'deanna-troi', 'outpost');
    put(s, 'player-1', 'major-rakal', 'hand');
    expect(legalSwaps(s, 'player-1')).toEqual([]);
    expect(swapVerdict(['tasha-yar'], ['tasha-yar']).allowed).toBe(false);
    expect(swapVerdict(['jean-luc-picard'], ['lt-jg-picard']).reasons[0]).toMatch(/is not a version of Jean-Luc Picard/);
    expect(swapVerdict(['uss-enterprise'], ['future-enterprise']).allowed).toBe(false);
  });

  it('after a swap to a Premiere card, an attached card is judged against its printed facts', () => {
    // Premiere Worf is Federation but a Klingon by species: Discommendation could stay on him
    expect(transferOnSwap('worf', [{ id: 'x', defId: 'discommendation' }]).transferred).toHaveLength(1);
    expect(transferOnSwap('jean-luc-picard', [{ id: 'x', defId: 'discommendation' }]).returnedToOwner).toHaveLength(1);
  });
});

describe('constructed: "any" and name references', () => {
  it('"any Jean-Luc Picard" reaches the Premiere card and the AU and intro look-alikes; "any version of" only the versions', () => {
    for (const d of ['jean-luc-picard', 'lt-jg-picard', 'admiral-picard']) expect(meetsReference(d, 'any Jean-Luc Picard'), d).toBe(true);
    expect(meetsReference('william-t-riker', 'any Jean-Luc Picard')).toBe(false);
    expect(meetsReference('jean-luc-picard', 'any version of the Jean-Luc Picard persona')).toBe(true);
    expect(meetsReference('lt-jg-picard', 'any version of the Jean-Luc Picard persona')).toBe(false);
  });

  it('a reference by name is met by the card of that title and by the other versions of that persona', () => {
    standInRakal();
    expect(meetsReference('major-rakal', 'Deanna Troi')).toBe(true);
    expect(meetsReference('deanna-troi', 'Deanna Troi')).toBe(true);
    expect(meetsReference('commander-troi', 'Deanna Troi')).toBe(false);
    expect(meetsReference('worf', 'any Worf')).toBe(true);
    expect(meetsReference('governor-worf', 'Worf')).toBe(false);
    expect(meetsReference('tasha-yar', 'Tasha Yar')).toBe(true);
    // no card defines "any Tasha Yar": taken as the versions of Tasha Yar, which the AU card is not
    expect(meetsReference('tasha-yar', 'any Tasha Yar')).toBe(true);
    expect(meetsReference('tasha-yar-alternate', 'any Tasha Yar')).toBe(false);
  });
});

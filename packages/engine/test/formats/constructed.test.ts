/**
 * Formats (issue 24, item 1) and the constructed seed phase (item 3, as far as the cards the
 * engine plays go): a game names its format; the rules read the format's variations. Games are
 * made from small hand-built legal decks and driven through their decisions.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, mulberry32, replay, CONSTRUCTED_RULES, INTRO_RULES, createEngine, deckCardsOf, deckListOf, facts, formatRules, Game, randomDeck, rulesOf, seat } from '../../src/index.ts';
import type { DeckList, GameState, Option } from '../../src/index.ts';
import { nextDilemma } from '../../src/rules/missions.ts';
import { battleOptions, federationForce } from '../../src/rules/battle.ts';
import { playOptions, reportSites } from '../../src/rules/play.ts';
import { card, moveTo, outpostsOf } from '../../src/rules/board.ts';
import { deck as legalDeck, engine, ofType } from './constructed-setup.ts';

const pool = [...engine.cards];

/** A legal deck (constructed-setup.ts): these six missions unless others are given, the seed cards given (outposts, dilemmas), the rest universal personnel of the affiliation and its ships. */
const MISSIONS = ['avert-danger', 'distress-mission', 'hostage-situation', 'reported-activity', 'cargo-rendezvous', 'sensitive-search'];
const deck = (aff: 'federation' | 'klingon', seeds: string[], missions = MISSIONS): DeckList => legalDeck(aff, seeds, missions);

const FED = () => deck('federation', ['federation-outpost', 'archer', 'microvirus', 'alien-labyrinth']);
const KLI = () => deck('klingon', ['klingon-outpost', 'hunter-gangs', 'the-gatherers'], ['a-good-place-to-die', 'gault', 'reopen-dig', 'avert-danger', 'distress-mission', 'hostage-situation']);

const newGame = (seed: number, decks: Record<string, DeckList> = { 'player-1': FED(), 'player-2': KLI() }) => engine.createGame({ seed, decks });

/** Answers decisions with `choose` (first option by default) until `until` holds or the game ends. */
function drive(g: Game, until: (s: GameState) => boolean, choose: (s: GameState, o: readonly Option[]) => Option = (_s, o) => o[0] as Option, limit = 5000): void {
  for (let n = 0; n < limit && !until(g.state) && !g.state.result; n++) {
    const p = g.state.pending;
    if (!p) throw new Error('no decision');
    g.act({ decision: p.id, option: choose(g.state, p.options).id }, p.player);
  }
}
const setupStep = (s: GameState) => (s.flow.find((f) => f.kind === 'setup') as { step?: string } | undefined)?.step;

describe('formats', () => {
  it('names intro and constructed; any other name is refused with the list', () => {
    expect(formatRules(undefined)).toBe(INTRO_RULES);
    expect(formatRules('constructed')).toBe(CONSTRUCTED_RULES);
    expect(() => formatRules('sealed')).toThrow(/unknown format "sealed": the formats are intro, constructed/);
    expect(() => createEngine({ format: 'sealed' as 'intro' })).toThrow(/unknown format/);
  });

  it('a game keeps its format in its state and its record; the intro game keeps its own', () => {
    const g = newGame(1);
    expect(g.state.format).toBe('stccg1e-constructed');
    expect(rulesOf(g.state).key).toBe('constructed');
    expect(g.record.options.format).toBe('constructed');
    const intro = Game.create({ seed: 1 });
    expect(intro.state.format).toBe('stccg1e-intro-2pg');
    expect(intro.record.options.format).toBeUndefined();
  });

  it('a constructed game replays from its record, hashes checked', () => {
    const g = newGame(3);
    drive(g, (s) => s.turn.number >= 3, (_s, opts) => opts.find((o) => o.group === 'end') ?? (opts[opts.length - 1] as Option));
    const r = g.finish();
    expect(engine.replay(r).seq).toBe(g.state.seq);
    expect(() => createEngine({ format: 'intro' }).replay(r)).toThrow(/constructed format; this engine plays intro/);
    // a preview's records replay only under their own revision of its rules
    expect(r.options.formatRevision).toBe(CONSTRUCTED_RULES.revision);
    expect(() => engine.replay({ ...r, options: { ...r.options, formatRevision: CONSTRUCTED_RULES.revision + 1 } })).toThrow(/revision .* a preview/);
    expect(() => engine.replay({ ...r, options: { format: 'constructed' } })).toThrow(/revision none/);
    expect(() => engine.replay({ ...r, options: { ...r.options, format: 'sealed' as 'constructed' } })).toThrow(/the record is of the sealed format/);
    expect(() => replay({ ...r, options: { ...r.options, format: 'sealed' as 'constructed' } })).toThrow(/format "sealed" is none this engine plays/);
  });

  it('a constructed game needs the players\' decks; a deck against the rules is refused with every reason, and nothing is made', () => {
    expect(() => engine.createGame({ seed: 1 })).toThrow(/made with the players' own decks/);
    const short = FED();
    short.draw.length = 20;
    short.missions = short.missions.slice(0, 5);
    expect(() => newGame(1, { 'player-1': short, 'player-2': KLI() })).toThrow(/player-1's deck is not a legal constructed deck: .*needs at least 60.*needs exactly 6/);
  });

  it('the intro engine refuses a card outside its pool; the constructed engine plays Premiere cards', () => {
    const premiereOnly = ofType('personnel', 'federation').find((c) => !createEngine({ format: 'intro' }).cards.has(c)) as string;
    expect(premiereOnly).toBeDefined();
    const d = FED();
    d.draw[0] = premiereOnly;
    expect(createEngine({ format: 'intro' }).deckRefusal({ federation: d, klingon: KLI() })).toMatch(/not in this engine's card pool/);
    expect(engine.deckRefusal({ 'player-1': d, 'player-2': KLI() })).toBeNull();
  });
});

describe('constructed seed phase', () => {
  it('the first seeder is drawn at random (each seat in some games); the other seat takes the first turn', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = newGame(seed);
      const first = g.state.pending?.player as string;
      firsts.add(first);
      drive(g, (s) => s.turn.number >= 1 && !setupStep(s));
      expect(g.state.turn.active).not.toBe(first);
    }
    expect(firsts).toEqual(new Set(['player-1', 'player-2']));
  });

  it('each player chooses which of their missions to place and at which end, in turns', () => {
    const g = newGame(2);
    const p = g.state.pending!;
    expect(p.kind).toBe('placeMission');
    // the first mission starts the spaceline: one option per mission
    expect(p.options).toHaveLength(6);
    expect(p.options.every((o) => o.label.startsWith('Start the spaceline with'))).toBe(true);
    g.act({ decision: p.id, option: (p.options[2] as Option).id }, p.player);
    expect(g.state.spaceline).toHaveLength(1);
    const q = g.state.pending!;
    expect(q.player).not.toBe(p.player);
    // then each mission at either end
    expect(q.options).toHaveLength(12);
    const left = q.options.find((o) => o.act.type === 'place' && o.act.end === 'left') as Option;
    g.act({ decision: q.id, option: left.id }, q.player);
    expect(g.state.spaceline[0]).toBe(left.card);
    expect(card(g.state, left.card as string).owner).toBe(q.player);
  });

  it('dilemmas go under any mission, own or opponent\'s, in turns, until each player says done; never two copies of one card under one mission by the same player', () => {
    const twoArchers = deck('federation', ['federation-outpost', 'archer', 'archer', 'microvirus']);
    const g = newGame(4, { 'player-1': twoArchers, 'player-2': KLI() });
    drive(g, (s) => setupStep(s) === 'dilemmas');
    const first = g.state.pending!;
    expect(first.kind).toBe('seedDilemma');
    const targets = new Set(first.options.filter((o) => o.target).map((o) => o.target));
    // every location of the spaceline, both players': the decks share three titles, each stacked into one location (seed-phase ruling S1)
    expect(g.state.spaceline).toHaveLength(9);
    expect(targets.size).toBe(g.state.spaceline.length);
    expect(first.options.some((o) => o.act.type === 'done')).toBe(true);
    // player-1 seeds an Archer, player-2 is done, player-1 may not put the second Archer under the same mission
    drive(g, (s) => setupStep(s) !== 'dilemmas', (s, opts) => {
      const who = s.pending!.player;
      if (who === 'player-2') return opts.find((o) => o.act.type === 'done') as Option;
      const archerAt = s.spaceline.find((loc) => Object.values(s.cards).some((c) => c.owner === 'player-1' && c.def === 'archer' && c.at.z === 'underMission' && c.at.loc === loc));
      if (archerAt) expect(opts.some((o) => o.target === archerAt && o.card && card(s, o.card).def === 'archer')).toBe(false);
      return opts.find((o) => o.act.type !== 'done') ?? (opts[0] as Option);
    });
    const seeded = Object.values(g.state.cards).filter((c) => c.owner === 'player-1' && c.at.z === 'underMission');
    expect(seeded).toHaveLength(4 - 1); // three dilemmas, the outpost still to come
    const archers = seeded.filter((c) => c.def === 'archer').map((c) => (c.at as { loc: string }).loc);
    expect(new Set(archers).size).toBe(2);
    // player-2 said done at once: none of theirs
    expect(Object.values(g.state.cards).some((c) => c.owner === 'player-2' && c.at.z === 'underMission')).toBe(false);
  });

  it('a player met the opponent\'s cards under a mission in the order they were seeded, skipping their own', () => {
    const g = newGame(5);
    drive(g, (s) => setupStep(s) === 'dilemmas');
    const loc = g.state.spaceline[0] as string;
    // both players seed everything under the first mission, in turns
    drive(g, (s) => setupStep(s) !== 'dilemmas', (_s, opts) => opts.find((o) => o.target === loc) ?? (opts.find((o) => o.act.type === 'done') as Option));
    const under = Object.values(g.state.cards).filter((c) => c.at.z === 'underMission' && c.at.loc === loc);
    const order = (owner: string) => under.filter((c) => c.owner === owner).sort((a, b) => (a.at as { i: number }).i - (b.at as { i: number }).i).map((c) => c.id);
    const p2 = order('player-2');
    expect(p2.length).toBe(2);
    expect(nextDilemma(g.state, loc, 'player-1', [])).toBe(p2[0]);
    expect(nextDilemma(g.state, loc, 'player-1', [p2[0] as string])).toBe(p2[1]);
    expect(nextDilemma(g.state, loc, 'player-1', p2)).toBeUndefined();
    expect(nextDilemma(g.state, loc, 'player-2', [])).toBe(order('player-1')[0]);
  });

  it('outposts are seeded at any mission, and a deck with two outposts seeds both', () => {
    const two = deck('federation', ['federation-outpost', 'klingon-outpost', 'archer']);
    const g = newGame(6, { 'player-1': two, 'player-2': KLI() });
    drive(g, (s) => setupStep(s) === 'outposts');
    drive(g, (s) => !setupStep(s), (s, opts) => {
      // at an opponent's mission where possible
      return opts.find((o) => o.target && s.cards[o.target] && card(s, o.target).owner !== s.pending!.player) ?? (opts[0] as Option);
    });
    expect(outpostsOf(g.state, 'player-1').map((o) => card(g.state, o).def).sort()).toEqual(['federation-outpost', 'klingon-outpost']);
    for (const o of outpostsOf(g.state, 'player-1')) {
      const at = card(g.state, o).at as { loc: string };
      expect(card(g.state, at.loc).owner).toBe('player-2');
    }
  });
});

describe('constructed play', () => {
  /** A game just past the seed phase, player-1 with a Federation and a Klingon outpost. */
  function started(): Game {
    const two = deck('federation', ['federation-outpost', 'klingon-outpost', 'archer']);
    const g = newGame(7, { 'player-1': two, 'player-2': KLI() });
    drive(g, (s) => !setupStep(s));
    return g;
  }

  it('personnel report to an outpost of their affiliation; Non-Aligned and equipment to any of the owner\'s', () => {
    const g = started();
    const s = g.state;
    const [fedOutpost, kliOutpost] = ['federation-outpost', 'klingon-outpost'].map((d) => outpostsOf(s, 'player-1').find((o) => card(s, o).def === d) as string);
    const fed = ofType('personnel', 'federation')[0] as string;
    const kli = ofType('personnel', 'klingon')[0] as string;
    const na = ofType('personnel', 'non-aligned')[0] as string;
    expect(reportSites(s, 'player-1', fed)).toEqual([fedOutpost]);
    expect(reportSites(s, 'player-1', kli)).toEqual([kliOutpost]);
    expect(new Set(reportSites(s, 'player-1', na))).toEqual(new Set([fedOutpost, kliOutpost]));
    expect(new Set(reportSites(s, 'player-1', 'tricorder'))).toEqual(new Set([fedOutpost, kliOutpost]));
    // a Romulan has no outpost of player-1's to go to
    expect(reportSites(s, 'player-1', ofType('personnel', 'romulan')[0] as string)).toEqual([]);
  });

  it('a card in hand with two outposts to go to is offered at each', () => {
    const g = started();
    const s = g.state;
    const na = Object.values(s.cards).find((c) => c.owner === 'player-1' && c.at.z === 'deck' && facts(c.def).type === 'personnel') as { id: string };
    moveTo(s, na.id, { z: 'hand' });
    s.cards[na.id]!.def = ofType('personnel', 'non-aligned').find((c) => !facts(c).unique) as string;
    s.turn.active = 'player-1';
    s.turn.stage = 'play';
    s.turn.cardPlayed = false;
    const offers = playOptions(s, 'player-1').filter((o) => o.card === na.id);
    expect(offers.map((o) => o.target).sort()).toEqual(outpostsOf(s, 'player-1').sort());
    expect(new Set(offers.map((o) => o.id)).size).toBe(2);
  });

  it('a force with a Federation card in it starts no battle; a Klingon force does; the intro game keeps its rule', () => {
    const g = started();
    const s = g.state;
    const fedShip = ofType('ship', 'federation')[0] as string;
    const kliShip = ofType('ship', 'klingon')[0] as string;
    const fedCard = Object.values(s.cards).find((c) => c.owner === 'player-1' && c.at.z === 'deck') as { id: string };
    s.cards[fedCard.id]!.def = fedShip;
    expect(federationForce(s, [fedCard.id])).toBe(true);
    s.cards[fedCard.id]!.def = kliShip;
    expect(federationForce(s, [fedCard.id])).toBe(false);
    // the intro game: the rule is the deck's, never the force's
    const intro = Game.create({ seed: 1 });
    const anyShip = Object.values(intro.state.cards).find((c) => facts(c.def).type === 'ship') as { id: string };
    expect(federationForce(intro.state, [anyShip.id])).toBe(false);
    expect(battleOptions(intro.state, 'federation')).toEqual([]);
  });

  it('plays to the end with random choices, the invariants holding (a smoke test of the whole seed phase and turn)', () => {
    const g = newGame(8);
    const rnd = mulberry32(8);
    const cards = Object.keys(g.state.cards).length;
    drive(g, () => false, (s, opts) => {
      expect(checkInvariants(s, cards)).toEqual([]);
      return opts[Math.floor(rnd() * opts.length)] as Option;
    }, 20000);
    expect(g.state.result).not.toBeNull();
    expect(seat(g.state, 'player-1').score + seat(g.state, 'player-2').score).toBeGreaterThanOrEqual(0);
  });
});

describe('random legal decks', () => {
  it('are legal, playable, and the same for the same seed', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const d = randomDeck(seed, { pool });
      const checked = deckListOf(deckCardsOf(d));
      expect(checked.ok, `seed ${seed}: ${'reasons' in checked ? checked.reasons.join('; ') : ''}`).toBe(true);
      expect(d.missions.length + d.seed.length + d.draw.length).toBe(60);
      expect(randomDeck(seed, { pool })).toEqual(d);
    }
    expect(randomDeck(1, { pool })).not.toEqual(randomDeck(2, { pool }));
  });

  it('some open an Alternate Universe Door (one, a seed card), some do not', () => {
    const decks = Array.from({ length: 20 }, (_, i) => randomDeck(i + 1, { pool }));
    const doors = decks.map((d) => d.seed.filter((c) => c === 'alternate-universe-door').length);
    expect(doors.every((n) => n <= 1)).toBe(true);
    expect(doors.some((n) => n === 1)).toBe(true);
    expect(doors.some((n) => n === 0)).toBe(true);
    expect(decks.every((d) => !d.draw.includes('alternate-universe-door'))).toBe(true);
  });

  it('play the affiliation asked for, or refuse a pool that cannot build one', () => {
    const d = randomDeck(3, { pool, affiliation: 'klingon' });
    expect(d.seed.filter((c) => facts(c).type === 'outpost')).toEqual(['klingon-outpost']);
    expect(d.draw.filter((c) => facts(c).type === 'personnel').every((c) => ['klingon', 'non-aligned'].includes((facts(c) as { affiliation: string }).affiliation))).toBe(true);
    expect(() => randomDeck(3, { pool: pool.filter((c) => facts(c).type !== 'outpost') })).toThrow(/cannot build a deck/);
  });
});

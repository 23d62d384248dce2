/**
 * Hidden information: hands, draw decks, face-down dilemmas (except to the player who seeded
 * them), the cards aboard an opponent's ships and outpost, and the missions still to be placed
 * are hidden. view(state, viewer) is the only projection of the game; changing only what a
 * viewer cannot see must leave that viewer's view byte-identical.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { Game, apply, autoAnswer, buildPosition, view } from '../../src/index.ts';
import { mulberry32 as rng } from '../../src/core/rng.ts';
import type { CardId, CardState, GameState, PlayerId, Viewer } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { seat } from '../../src/index.ts';


/** A state reached by random play: seed, number of actions, response settings. */
function randomState(seed: number, steps: number, fa: boolean, ka: boolean): GameState {
  const g = Game.create({ seed });
  if (fa) g.setAlwaysRespond('federation', true);
  if (ka) g.setAlwaysRespond('klingon', true);
  const r = rng(seed * 31 + steps);
  for (let i = 0; i < steps && !g.state.result; i++) {
    const p = g.state.pending;
    if (!p) break;
    g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
  }
  return g.state;
}

// ---- changing only what a viewer cannot see -------------------------------------------------

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every reference to card a by b and b by a inside plain data (ids inside option ids too). */
function swapRefs(v: unknown, a: CardId, b: CardId): unknown {
  const re = new RegExp(`(${escape(a)}|${escape(b)})(?!\\d)`, 'g');
  const sw = (x: string) => x.replace(re, (m) => (m === a ? b : a));
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') return sw(x);
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object') {
      const o: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(x)) o[sw(k)] = walk(val);
      return o;
    }
    return x;
  };
  return walk(v);
}

const STATUS = ['revealed', 'stopped', 'damaged', 'repairTurns', 'rangeUsed', 'moved'] as const;

/**
 * Puts card a where card b is and b where a is, everywhere the game refers to those places
 * (piles, the flow, the pending decision, lasting effects). The log is history and is left alone.
 */
function swapCards(s: GameState, a: CardId, b: CardId): void {
  const ca = s.cards[a] as CardState;
  const cb = s.cards[b] as CardState;
  [ca.at, cb.at] = [cb.at, ca.at];
  for (const k of STATUS) {
    const t = ca[k];
    (ca as unknown as Record<string, unknown>)[k] = cb[k];
    (cb as unknown as Record<string, unknown>)[k] = t;
  }
  for (const p of ['federation', 'klingon'] as const) {
    for (const pile of ['deck', 'hand', 'discard'] as const) {
      seat(s, p)[pile] = seat(s, p)[pile].map((id) => (id === a ? b : id === b ? a : id));
    }
  }
  s.flow = swapRefs(s.flow, a, b) as GameState['flow'];
  s.pending = swapRefs(s.pending, a, b) as GameState['pending'];
  s.effects = swapRefs(s.effects, a, b) as GameState['effects'];
}

/**
 * Cards the flow names in public: a card just played (everyone saw it played, even if it now
 * sits in a hidden place such as the outpost). Swapping those would change what was public.
 */
function publicInFlow(s: GameState): Set<CardId> {
  const out = new Set<CardId>();
  for (const f of s.flow) {
    const win = f.win as { type?: string; card?: CardId } | undefined;
    if (win?.type === 'cardPlayed' && win.card) out.add(win.card);
    if (f.kind === 'resolve' && typeof f.card === 'string') out.add(f.card);
  }
  return out;
}

/** What of player `owner`'s cards is hidden from `viewer`, grouped by what may stand in for what. */
function hiddenGroups(s: GameState, owner: PlayerId, viewer: Viewer) {
  const scanned = (ship: CardId) => s.effects.some((e) => e.kind === 'modifier' && e.mod === 'crewKnown' && e.viewer === viewer && e.card === ship);
  const known = publicInFlow(s);
  const drawn: CardId[] = [];
  const crew: CardId[] = [];
  const dilemmas: CardId[] = [];
  const missions: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.owner !== owner || known.has(id)) continue;
    const type = facts(c.def).type;
    const z = c.at.z;
    if (z === 'hand' || z === 'deck') drawn.push(id);
    else if (z === 'missionPile') missions.push(id);
    else if ((z === 'underMission' && !c.revealed) || (z === 'seedPile' && type === 'dilemma')) dilemmas.push(id);
    else if (z === 'aboard') {
      const host = s.cards[c.at.host] as CardState;
      if (!(host.at.z === 'inSpace' && scanned(host.id))) crew.push(id);
    }
  }
  return { drawn, crew, dilemmas, missions };
}

/** Applies a sequence of swaps chosen by the numbers among the owner's hidden cards; returns how many were made. */
function perturb(s: GameState, owner: PlayerId, viewer: Viewer, choices: number[]): number {
  let made = 0;
  // the draw deck order: always reverse it (a change whenever it has two different cards)
  const deck = seat(s, owner).deck;
  const rev = [...deck].reverse();
  for (let i = 0; i < Math.floor(deck.length / 2); i++) {
    const a = deck[i] as CardId;
    const b = deck[deck.length - 1 - i] as CardId;
    if (a !== b) {
      swapCards(s, a, b);
      made++;
    }
  }
  expect(seat(s, owner).deck).toEqual(rev);
  for (const n of choices) {
    const g = hiddenGroups(s, owner, viewer);
    const kind = n % 4;
    const pickFrom = (l: CardId[], k: number) => l[k % l.length] as CardId;
    let a: CardId | undefined;
    let b: CardId | undefined;
    if (kind === 0 && g.drawn.length > 1) [a, b] = [pickFrom(g.drawn, n >> 2), pickFrom(g.drawn, n >> 9)];
    else if (kind === 1 && g.crew.length > 0) {
      // a crew member for another crew member, or for a personnel or equipment card in hand or deck
      const stand = [...g.crew, ...g.drawn.filter((id) => ['personnel', 'equipment'].includes(facts((s.cards[id] as CardState).def).type))];
      [a, b] = [pickFrom(g.crew, n >> 2), pickFrom(stand, n >> 9)];
    } else if (kind === 2 && g.dilemmas.length > 1) [a, b] = [pickFrom(g.dilemmas, n >> 2), pickFrom(g.dilemmas, n >> 9)];
    else if (kind === 3 && g.missions.length > 1) [a, b] = [pickFrom(g.missions, n >> 2), pickFrom(g.missions, n >> 9)];
    if (a && b && a !== b) {
      swapCards(s, a, b);
      made++;
    }
  }
  return made;
}

const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

const stateArb = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  steps: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 900 })),
  fa: fc.boolean(),
  ka: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
});

/** Checks the property for one state: returns whether anything was changed. */
function holds(s: GameState, viewer: Viewer, choices: number[]): boolean {
  const before = JSON.stringify(view(s, viewer));
  const t = copy(s);
  let made = 0;
  if (viewer === 'spectator') {
    made += perturb(t, 'federation', viewer, choices);
    made += perturb(t, 'klingon', viewer, choices.map((n) => n * 7 + 3));
  } else {
    made += perturb(t, viewer === 'federation' ? 'klingon' : 'federation', viewer, choices);
  }
  if (made > 0) expect(JSON.stringify(t)).not.toBe(JSON.stringify(s));
  expect(JSON.stringify(view(t, viewer))).toBe(before);
  return made > 0;
}

describe('hidden information: a viewer\'s view does not change when only what it cannot see changes', () => {
  it('for a player: the opponent\'s hand, deck order, unrevealed dilemmas, ship and outpost crews, missions still to place', () => {
    let changed = 0;
    fc.assert(
      fc.property(stateArb, fc.constantFrom<PlayerId>('federation', 'klingon'), ({ seed, steps, fa, ka, choices }, a) => {
        if (holds(randomState(seed, steps, fa, ka), a, choices)) changed++;
      }),
      { numRuns: 32, seed: 424242, endOnFailure: true },
    );
    expect(changed).toBeGreaterThan(24);
  });

  it('for a spectator: both players\' hidden cards', () => {
    fc.assert(
      fc.property(stateArb, ({ seed, steps, fa, ka, choices }) => {
        holds(randomState(seed, steps, fa, ka), 'spectator', choices);
      }),
      { numRuns: 15, seed: 1701, endOnFailure: true },
    );
  });

  it('in the middle of things: at every response window, pick, battle and dilemma of whole random games', () => {
    let checks = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 4, maxLength: 8 }), (seed, choices) => {
        const g = Game.create({ seed });
        g.setAlwaysRespond('federation', true);
        g.setAlwaysRespond('klingon', true);
        const r = rng(seed);
        for (let i = 0; i < 3_000 && !g.state.result; i++) {
          const p = g.state.pending;
          if (!p) break;
          if (p.kind !== 'main' && g.state.flow.length > 2 && r() < 0.25) {
            const viewer: Viewer = i % 3 === 0 ? 'spectator' : p.player === 'federation' ? 'klingon' : 'federation';
            holds(g.state, viewer, choices);
            checks++;
          }
          g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
        }
      }),
      { numRuns: 4, seed: 47, endOnFailure: true },
    );
    expect(checks).toBeGreaterThan(60);
  });

  it('the property has teeth: changing a card the viewer can see changes the view', () => {
    const s = randomState(3, 300, false, false);
    const t = copy(s);
    // swap the viewer's own first hand card with a different card of its own deck
    const a: PlayerId = 'klingon';
    const h = seat(t, a).hand[0] as CardId;
    const d = seat(t, a).deck.find((id) => (t.cards[id] as CardState).def !== (t.cards[h] as CardState).def) as CardId;
    expect(d).toBeDefined();
    swapCards(t, h, d);
    expect(JSON.stringify(view(t, a))).not.toBe(JSON.stringify(view(s, a)));
    // and the opponent sees only counts
    expect(seat(view(s, 'federation'), 'klingon').hand).toBeNull();
    expect(seat(view(s, 'federation'), 'klingon').handCount).toBe(seat(s, 'klingon').hand.length);
  });
});

describe('hidden information: what each viewer sees', () => {
  const SPACELINE = ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'];
  const position = () =>
    setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      dilemmas: { Homeward: ['Impassable Door'], Gault: ['Microvirus'] },
      klingon: { outpost: 'Gault', hand: ['Klag', 'Wormhole'], atOutpost: ['Torin'], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Batrell'] }], planets: { Gault: ['Kromm'] } },
      federation: { outpost: 'Homeward', hand: ['Taitt'], atOutpost: ['Mendon'], ships: [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Giusti'] }], planets: { Homeward: ['Darian Wallace', 'Christopher Hobson'] } },
    });

  it('hands and draw decks: the owner sees the hand, the opponent and spectators only counts', () => {
    const h = position();
    const f = view(h.s, 'federation');
    expect(seat(f, 'federation').hand?.map((c) => c.name)).toEqual(['Taitt']);
    expect(seat(f, 'klingon').hand).toBeNull();
    expect(seat(f, 'klingon').handCount).toBe(2);
    expect(seat(f, 'klingon').deckCount).toBe(seat(h.s, 'klingon').deck.length);
    expect(seat(view(h.s, 'spectator'), 'federation').hand).toBeNull();
    expect(JSON.stringify(f)).not.toContain('Wormhole');
    h.finish();
  });

  it('face-down dilemmas: the seeding player sees them, the opponent does not, until encountered; then everyone does', () => {
    const h = position();
    const hw = h.card('Homeward');
    const loc = (v: ReturnType<typeof view>) => v.spaceline.find((l) => l.id === hw);
    expect(loc(view(h.s, 'klingon'))?.dilemmas.map((d) => d?.name)).toEqual(['Impassable Door']);
    expect(loc(view(h.s, 'federation'))?.dilemmas).toEqual([null]);
    expect(loc(view(h.s, 'spectator'))?.dilemmas).toEqual([null]);
    expect(JSON.stringify(view(h.s, 'federation'))).not.toContain('impassable-door');
    h.choose(`attempt:${hw}`); // Hobson has Computer Skill: the door is overcome and discarded, face up
    h.passResponses();
    expect(h.s.log.some((e) => e.type === 'dilemmaRevealed' && !e.to)).toBe(true);
    expect(seat(view(h.s, 'federation'), 'klingon').discard.map((c) => c.name)).toContain('Impassable Door');
    expect(JSON.stringify(view(h.s, 'spectator'))).toContain('impassable-door');
    h.finish();
  });

  it('ship and outpost crews are hidden from the opponent (counts only); planets are public', () => {
    const h = position();
    const f = view(h.s, 'federation');
    const gault = f.spaceline.find((l) => l.id === h.card('Gault'));
    const ship = gault?.ships.find((x) => x.owner === 'klingon');
    expect(ship?.crew).toBeNull();
    expect(ship?.crewCount).toBe(1);
    const outpost = gault?.outposts[0];
    expect(outpost?.crew).toBeNull();
    expect(outpost?.crewCount).toBe(1);
    expect(gault?.planet.klingon?.map((c) => c.name)).toEqual(['Kromm']);
    expect(JSON.stringify(f)).not.toMatch(/Batrell|Torin|batrell|torin/);
    const k = view(h.s, 'klingon');
    const own = k.spaceline.find((l) => l.id === h.card('Gault'))?.ships[0];
    expect(own?.crew?.map((c) => c.name)).toEqual(['Batrell']);
    h.finish();
  });

  it('Long-Range Scan shows an opponent\'s ship\'s crew to the scanning player only, until the end of the turn', () => {
    // the Federation player scans the K'Vort: only the Federation view now lists Batrell
    const fed = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Batrell'] }] },
      federation: { outpost: 'Homeward', hand: ['Long-Range Scan'] },
    });
    const ship = fed.card("I.K.C. K'Vort");
    const seen = (viewer: 'federation' | 'klingon' | 'spectator') => view(fed.s, viewer).spaceline.flatMap((l) => l.ships).find((x) => x.id === ship)?.crew ?? null;
    expect(seen('federation')).toBeNull();
    fed.choose('Play Long-Range Scan');
    fed.passResponses();
    expect(seen('federation')?.map((c) => c.name)).toEqual(['Batrell']);
    expect(seen('spectator')).toBeNull();
    fed.choose('end');
    expect(seen('federation')).toBeNull();
    fed.finish();
  });

  it('the log a viewer receives holds none of the other player\'s private events', () => {
    const h = position();
    h.choose('end'); // the Federation player draws: the card drawn is private
    const k = view(h.s, 'klingon');
    expect(k.log.some((e) => e.to === 'federation')).toBe(false);
    expect(view(h.s, 'federation').log.some((e) => e.type === 'cardDrawnSecret')).toBe(true);
    expect(view(h.s, 'spectator').log.some((e) => e.to)).toBe(false);
    h.finish();
  });

  it('the crew of a ship being destroyed stays hidden from the opponent while its owner may respond', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. Vor'Cha", at: 'Reported Activity', crew: ['Klag'] }, { card: "I.K.C. K'Vort", at: 'Reported Activity', crew: ['Batrell'] }] },
      federation: { outpost: 'Homeward', alwaysRespond: true, ships: [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt', 'Mendon'], damaged: true }] },
    });
    h.choose(`battle:ship@${h.card('U.S.S. Galaxy')}`);
    h.choose('all');
    h.choose(`target:${h.card("I.K.C. K'Vort")}`);
    expect(h.s.pending?.kind).toBe('respond');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.flow.some((f) => { const w = f.win as { type?: string; h?: { type?: string } } | undefined; return w?.type === 'before' && w.h?.type === 'shipDestroyed'; })).toBe(true);
    for (const viewer of ['klingon', 'spectator'] as const) {
      const text = JSON.stringify(view(h.s, viewer));
      for (const c of ['Taitt', 'Mendon']) {
        expect(text).not.toContain(h.card(c, 'federation'));
        expect(text).not.toContain(c);
      }
    }
    expect(JSON.stringify(view(h.s, 'federation'))).toContain(h.card('Taitt', 'federation'));
    h.passResponses();
    expect(h.where(h.card('Taitt', 'federation')).z).toBe('discard');
    h.finish();
  });

  it('the opponent\'s pending options and prompt are not shown', () => {
    const h = position();
    const k = view(h.s, 'klingon');
    expect(k.pending?.player).toBe('federation');
    expect(k.pending?.options).toBeNull();
    expect(k.pending?.prompt).toBeNull();
    expect(view(h.s, 'federation').pending?.options?.length).toBeGreaterThan(0);
    h.finish();
  });
});

// ---- response points: the question tells nothing -------------------------------------------

/**
 * The viewer (the active player) acts; what it sees next must not depend on the opponent's hand:
 * the opponent is asked at the same response points whether or not it holds an answer. The
 * opponent's hand and deck are shuffled together (what the viewer cannot see), the same action
 * is applied to both states, and the viewer's next views must be byte-identical. Returns
 * whether the opponent's hand differed and whether the action reached a response point.
 */
function sameAfterAction(s: GameState, pick: number, choices: number[]): { changed: boolean; asked: boolean } {
  const a = s.turn.active;
  const o: PlayerId = a === 'federation' ? 'klingon' : 'federation';
  const p = s.pending as NonNullable<GameState['pending']>;
  const t = copy(s);
  // only hand and deck swaps: the action may reveal dilemmas or fight crews, which the viewer then sees
  perturb(t, o, a, choices.map((n) => n * 4));
  const hand = (x: GameState) => seat(x, o).hand.map((id) => (x.cards[id] as CardState).def).sort().join();
  const option = (p.options[pick % p.options.length] as { id: string }).id;
  const run = (x: GameState) => {
    const g = new Game(x, { format: 'stccg1e-record/2', engineVersion: '0', seed: 0, decks: { federation: { missions: [], seed: [], draw: [] }, klingon: { missions: [], seed: [], draw: [] } }, options: {} });
    g.act({ decision: p.id, option });
    return { v: JSON.stringify(view(g.state, a)), asked: g.state.pending?.player === o && (g.state.pending.kind === 'respond' || g.state.pending.kind === 'personaSwap') };
  };
  const r1 = run(s);
  const r2 = run(t);
  expect(r2.v).toBe(r1.v);
  return { changed: hand(s) !== hand(t), asked: r1.asked };
}

/** A random state at the active player's main decision (or null), under engine 0.2's rules or engine 0.1's. */
function atMain(seed: number, steps: number, legacy: boolean): GameState | null {
  const g = Game.create({ seed, legacy });
  const r = rng(seed * 17 + steps);
  for (let i = 0; i < steps && !g.state.result; i++) {
    const p = g.state.pending as NonNullable<GameState['pending']>;
    g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
  }
  for (let i = 0; i < 200 && !g.state.result; i++) {
    const p = g.state.pending as NonNullable<GameState['pending']>;
    if (p.kind === 'main' && p.player === g.state.turn.active && g.state.turn.number > 0) return g.state;
    g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
  }
  return null;
}

const mainArb = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  steps: fc.integer({ min: 40, max: 900 }),
  pick: fc.nat(),
  choices: fc.array(fc.nat(), { minLength: 4, maxLength: 12 }),
});

describe('hidden information: a response point asks its player whatever the player holds', () => {
  it('after the active player acts, its next view is the same whether or not the opponent holds an answer', () => {
    let changed = 0;
    let asked = 0;
    fc.assert(
      fc.property(mainArb, ({ seed, steps, pick, choices }) => {
        const s = atMain(seed, steps, false);
        if (!s) return;
        const r = sameAfterAction(s, pick, choices);
        if (r.changed) changed++;
        if (r.asked) asked++;
      }),
      { numRuns: 60, seed: 2112, endOnFailure: true },
    );
    // most runs really changed the opponent's hand, and many reached a response point
    expect(changed).toBeGreaterThan(40);
    expect(asked).toBeGreaterThan(10);
  });

  it('the check has teeth: under engine 0.1\'s rules (a window only for a player holding an answer) it finds a difference', () => {
    const found = fc.check(
      fc.property(mainArb, ({ seed, steps, pick, choices }) => {
        const s = atMain(seed, steps, true);
        if (!s) return;
        sameAfterAction(s, pick, choices);
      }),
      { numRuns: 300, seed: 2112, endOnFailure: true },
    );
    expect(found.failed).toBe(true);
  });

  it('a response point with nothing to play is asked, and autoAnswer gives "no" only for a player who has not asked always to be asked', () => {
    const at = (klingonHand: string[], alwaysRespond: boolean) => {
      const s = buildPosition({
        turn: { active: 'federation' },
        federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'gault', crew: ['Taurik', 'Mendon'] }] },
        klingon: { hand: klingonHand, alwaysRespond },
      });
      const p = s.pending as NonNullable<GameState['pending']>;
      const move = p.options.find((o) => o.group === 'move') as { id: string };
      expect(move).toBeDefined();
      apply(s, { decision: p.id, option: move.id });
      return s;
    };
    // nothing to play: asked all the same, and the only answer is given for the player
    const none = at(['Kromm'], false);
    expect(none.pending?.player).toBe('klingon');
    expect(none.pending?.kind).toBe('respond');
    expect(none.pending?.options.map((o) => o.id)).toEqual(['pass']);
    expect(autoAnswer(none)).toBe('pass');
    // a player who asked always to be asked answers for itself
    const always = at(['Kromm'], true);
    expect(always.pending?.options.map((o) => o.id)).toEqual(['pass']);
    expect(autoAnswer(always)).toBeNull();
    // holding an answer: the same question, more than one option, never answered for the player
    const holding = at(['Long-Range Scan'], false);
    expect(holding.pending?.kind).toBe('respond');
    expect(holding.pending?.options.length).toBeGreaterThan(1);
    expect(autoAnswer(holding)).toBeNull();
    // the Federation sees the same pending decision in all three
    const seen = (s: GameState) => JSON.stringify(view(s, 'federation').pending);
    expect(seen(always)).toBe(seen(none));
    expect(seen(holding)).toBe(seen(none));
    // the main decision is never answered for anyone
    expect(autoAnswer(buildPosition({ turn: { active: 'federation' } }))).toBeNull();
  });
});

/**
 * Setup (quick-start "create and seed the spaceline"): each player shuffles six missions; the
 * Federation player places first and the players alternate, each choosing which end of the
 * growing spaceline takes the mission drawn. Then each player seeds one dilemma face down under
 * each opponent mission, choosing which goes where, and places the outpost at one of their own
 * missions. Each shuffles the rest into a draw deck and draws seven; Klingon takes the first turn.
 */
import { facts, standardDeck } from '../cards/facts.ts';
import type { Side } from '../cards/facts.ts';
import { defineFrame, emit, pop, push } from '../core/flow.ts';
import { chachaRng, seedRng, shuffle } from '../core/rng.ts';
import type { GameSeed } from '../core/rng.ts';
import type { CardId, CardState, Frame, GameState, PlayerId } from '../core/types.ts';
import { PLAYERS, opponent } from '../core/types.ts';
import { card, dilemmasUnder, freshCard, missionOwner, moveTo, name } from './board.ts';
import { startFirstTurn } from './turn.ts';

export interface DeckList {
  missions: string[];
  seed: string[];
  draw: string[];
}

export interface SetupFrame extends Frame {
  kind: 'setup';
  step: 'missions' | 'dilemmas' | 'outposts' | 'deal';
  /** Each player's shuffled missions still to place, next one first. */
  missionQueue: Record<PlayerId, CardId[]>;
  placed: number;
  seeder: PlayerId;
}

export const SETUP_ORDER: readonly PlayerId[] = ['federation', 'klingon'];
export const FIRST_PLAYER: PlayerId = 'klingon';
export const OPENING_HAND = 7;

/** A new game's state. `legacy` replays a record of format 1 (sfc32 from a 32-bit seed, engine 0.1's response windows). */
export function createState(seed: GameSeed, decks: Record<Side, DeckList>, logging = true, legacy = false): GameState {
  if (legacy && typeof seed !== 'number') throw new RangeError('a record of format 1 has a whole-number seed');
  const s: GameState = {
    format: 'stccg1e-intro-2pg',
    seed,
    rng: legacy ? seedRng(seed as number) : chachaRng(seed),
    legacy,
    seq: 0,
    cards: {},
    players: {
      federation: { id: 'federation', deck: [], hand: [], discard: [], score: 0, beamedThisTurn: {}, alwaysRespond: false },
      klingon: { id: 'klingon', deck: [], hand: [], discard: [], score: 0, beamedThisTurn: {}, alwaysRespond: false },
    },
    spaceline: [],
    completed: {},
    turn: { number: 0, active: 'federation', stage: 'play', cardPlayed: false },
    flow: [],
    pending: null,
    effects: [],
    result: null,
    log: [],
    logging,
    decisions: 0,
    serial: 0,
  };
  const queue: Record<PlayerId, CardId[]> = { federation: [], klingon: [] };
  for (const side of PLAYERS) {
    const counts = new Map<string, number>();
    const add = (defId: string, at: CardState['at']): CardId => {
      facts(defId); // throws on unknown ids
      const n = (counts.get(defId) ?? 0) + 1;
      counts.set(defId, n);
      const id = `${side}:${defId}#${n}`;
      s.cards[id] = freshCard(id, defId, side, at, ++s.serial);
      return id;
    };
    const d = decks[side];
    for (const m of d.missions) queue[side].push(add(m, { z: 'missionPile' }));
    for (const c of d.seed) add(c, { z: 'seedPile' });
    for (const c of d.draw) s.players[side].deck.push(add(c, { z: 'deck' }));
  }
  for (const side of PLAYERS) shuffle(s.rng, queue[side]);
  const f: SetupFrame = { kind: 'setup', step: 'missions', missionQueue: queue, placed: 0, seeder: SETUP_ORDER[0] as PlayerId };
  push(s, f);
  return s;
}

export function standardDecks(): Record<Side, DeckList> {
  return { federation: standardDeck('federation'), klingon: standardDeck('klingon') };
}

function seedPile(s: GameState, p: PlayerId, type: 'dilemma' | 'outpost'): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.owner === p && c.at.z === 'seedPile' && facts(c.def).type === type) out.push(id);
  }
  return out;
}

/** Opponent missions where this player has not yet seeded a dilemma. */
function openMissions(s: GameState, p: PlayerId): CardId[] {
  return s.spaceline.filter(
    (loc) => missionOwner(s, loc) === opponent(p) && !dilemmasUnder(s, loc).some((d) => card(s, d).owner === p),
  );
}

defineFrame<SetupFrame>('setup', {
  run(s, f) {
    if (f.step === 'missions') {
      const turnP = SETUP_ORDER[f.placed % 2] as PlayerId;
      const who = f.missionQueue[turnP].length > 0 ? turnP : opponent(turnP);
      const mission = f.missionQueue[who][0];
      if (!mission) {
        f.step = 'dilemmas';
        f.seeder = SETUP_ORDER[0] as PlayerId;
        return;
      }
      if (s.spaceline.length === 0) {
        f.missionQueue[who].shift();
        moveTo(s, mission, { z: 'spaceline' });
        s.spaceline.push(mission);
        f.placed += 1;
        emit(s, 'missionPlaced', `${who} places ${name(s, mission)} to start the spaceline`, { card: mission, player: who });
        return;
      }
      return {
        player: who,
        kind: 'placeMission',
        prompt: `Place ${name(s, mission)} at which end of the spaceline?`,
        options: [
          { id: 'left', label: `Left end (before ${name(s, s.spaceline[0] as CardId)})`, card: mission, target: 'left', group: 'setup', act: { type: 'place', card: mission, end: 'left' } },
          {
            id: 'right',
            label: `Right end (after ${name(s, s.spaceline[s.spaceline.length - 1] as CardId)})`,
            card: mission,
            target: 'right',
            group: 'setup',
            act: { type: 'place', card: mission, end: 'right' },
          },
        ],
      };
    }
    if (f.step === 'dilemmas') {
      const p = f.seeder;
      const piles = seedPile(s, p, 'dilemma');
      const open = openMissions(s, p);
      if (piles.length === 0 || open.length === 0) {
        if (p === SETUP_ORDER[0]) {
          f.seeder = SETUP_ORDER[1] as PlayerId;
        } else {
          f.step = 'outposts';
          f.seeder = SETUP_ORDER[0] as PlayerId;
        }
        return;
      }
      const options = [];
      const seenDefs = new Set<string>();
      for (const d of piles) {
        const defId = card(s, d).def;
        if (seenDefs.has(defId)) continue; // copies are interchangeable
        seenDefs.add(defId);
        for (const loc of open) {
          options.push({ id: `seed:${d}@${loc}`, label: `Seed ${name(s, d)} under ${name(s, loc)}`, card: d, target: loc, group: 'setup', act: { type: 'seedDilemma' as const, card: d, under: loc } });
        }
      }
      return { player: p, kind: 'seedDilemma', prompt: 'Seed a dilemma face down under one of your opponent\'s missions', options };
    }
    if (f.step === 'outposts') {
      const p = f.seeder;
      const outposts = seedPile(s, p, 'outpost');
      if (outposts.length === 0) {
        if (p === SETUP_ORDER[0]) f.seeder = SETUP_ORDER[1] as PlayerId;
        else f.step = 'deal';
        return;
      }
      const o = outposts[0] as CardId;
      const own = s.spaceline.filter((loc) => missionOwner(s, loc) === p);
      return {
        player: p,
        kind: 'placeOutpost',
        prompt: `Place your ${name(s, o)} at one of your missions`,
        options: own.map((loc) => ({ id: `outpost@${loc}`, label: `${name(s, o)} at ${name(s, loc)}`, card: o, target: loc, group: 'setup', act: { type: 'outpost' as const, card: o, at: loc } })),
      };
    }
    // deal: shuffle draw decks, draw the opening hands, start the first turn
    for (const p of PLAYERS) {
      const pl = s.players[p];
      shuffle(s.rng, pl.deck);
      for (let i = 0; i < OPENING_HAND && pl.deck.length > 0; i++) {
        moveTo(s, pl.deck[pl.deck.length - 1] as CardId, { z: 'hand' });
      }
      emit(s, 'openingHand', `${p} draws ${pl.hand.length} cards`, { player: p, count: pl.hand.length });
    }
    pop(s, f);
    startFirstTurn(s, FIRST_PLAYER);
  },
  choose(s, f, o) {
    if (f.step === 'missions') {
      const p = s.pending?.player as PlayerId;
      const mission = f.missionQueue[p].shift() as CardId;
      moveTo(s, mission, { z: 'spaceline' });
      const end = o.act.type === 'place' ? o.act.end : 'right';
      if (end === 'left') s.spaceline.unshift(mission);
      else s.spaceline.push(mission);
      f.placed += 1;
      emit(s, 'missionPlaced', `${p} places ${name(s, mission)} at the ${end} end`, { card: mission, player: p, end });
    } else if (f.step === 'dilemmas') {
      const d = o.card as CardId;
      const loc = o.target as CardId;
      moveTo(s, d, { z: 'underMission', loc });
      emit(s, 'dilemmaSeeded', `${f.seeder} seeds a dilemma under ${name(s, loc)}`, { player: f.seeder, loc });
      emit(s, 'dilemmaSeededSecret', `You seed ${name(s, d)} under ${name(s, loc)}`, { card: d, loc }, f.seeder);
    } else if (f.step === 'outposts') {
      const loc = o.target as CardId;
      const outpost = o.card as CardId;
      moveTo(s, outpost, { z: 'outpost', loc });
      emit(s, 'outpostPlaced', `${f.seeder} places ${name(s, outpost)} at ${name(s, loc)}`, { card: outpost, loc, player: f.seeder });
      if (f.seeder === SETUP_ORDER[0]) f.seeder = SETUP_ORDER[1] as PlayerId;
      else f.step = 'deal';
    }
  },
});

/**
 * Setup (quick-start "create and seed the spaceline"): each player shuffles six missions; the
 * Federation player places first and the players alternate, each choosing which end of the
 * growing spaceline takes the mission drawn. Then each player seeds one dilemma face down under
 * each opponent mission, choosing which goes where, and places the outpost at one of their own
 * missions. Each shuffles the rest into a draw deck and draws seven; Klingon takes the first turn.
 * "The Federation player" is the seat whose deck plays the Federation (PlayerState.deckAffiliation),
 * whatever the seat is called. Constructed games (formats/rules.ts) differ where the format says: a
 * doorway step before the missions, artifacts seeded with the dilemmas (rules/seeding.ts).
 */
import { facts, standardDeck } from '../cards/facts.ts';
import type { Affiliation } from '../cards/facts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { Ask } from '../core/flow.ts';
import { chachaRng, pick, seedRng, shuffle } from '../core/rng.ts';
import { formatRules, rulesOf } from '../formats/rules.ts';
import type { FormatKey } from '../formats/rules.ts';
import { DONE } from '../core/acts.ts';
import type { GameSeed } from '../core/rng.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId, PlayerState } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { card, dilemmasUnder, freshCard, missionOwner, moveTo, name, outpostsOf } from './board.ts';
import { startFirstTurn } from './turn.ts';
import { stackTarget } from './duplicate-missions.ts';
import { isNeutralOutpost, outpostAffiliation, outpostOfAffiliation, outpostSitesOf } from './outposts.ts';
import { openDoorway, openDoorwayDecision, seedableUnder, seedCandidates } from './seeding.ts';

export interface DeckList {
  missions: string[];
  seed: string[];
  draw: string[];
}

export interface SetupFrame extends Frame {
  kind: 'setup';
  step: 'doorway' | 'missions' | 'dilemmas' | 'outposts' | 'deal';
  /** Each player's shuffled missions still to place, next one first. */
  missionQueue: Record<PlayerId, CardId[]>;
  placed: number;
  seeder: PlayerId;
  /** Constructed: the seat drawn to place the first mission (setupOrder). */
  first?: PlayerId;
  /** Constructed: the seats that have finished seeding dilemmas. */
  done?: PlayerId[];
  /** Constructed: the seats that have opened their doorway or declined to (the doorway step). */
  doorways?: PlayerId[];
}

export const OPENING_HAND = 7;

/**
 * The seats in the order they place missions and seed. The intro game: the Federation deck's seat
 * first (quick-start sheet), else as created. Constructed: the seat drawn when the game was made
 * (SetupFrame.first), then the other.
 */
export function setupOrder(s: GameState): [PlayerId, PlayerId] {
  const [a, b] = s.seats as [PlayerId, PlayerId];
  if (rulesOf(s).setup.firstSeeder === 'random') {
    const f = s.flow.find((x): x is SetupFrame => x.kind === 'setup');
    const first = f?.first ?? a;
    return first === b ? [b, a] : [a, b];
  }
  return s.players[b]?.deckAffiliation === 'federation' && s.players[a]?.deckAffiliation !== 'federation' ? [b, a] : [a, b];
}

/**
 * The seat that takes the first turn. The intro game: the Klingon deck's (quick-start sheet), else
 * (no Klingon deck, or two) the one that placed second. Constructed: the one that placed second.
 */
export function firstPlayer(s: GameState): PlayerId {
  if (rulesOf(s).setup.firstTurn === 'secondSeeder') return setupOrder(s)[1];
  const k = s.seats.filter((p) => s.players[p]?.deckAffiliation === 'klingon');
  return k.length === 1 ? (k[0] as PlayerId) : setupOrder(s)[1];
}

/** The affiliation a deck plays: the one affiliation of the outposts it seeds, or null (none, or several). */
export function deckAffiliation(d: DeckList): Affiliation | null {
  const affs = new Set<Affiliation>();
  for (const c of d.seed) {
    const f = facts(c);
    if (f.type === 'outpost' && !isNeutralOutpost(f.id)) affs.add(f.affiliation); // the Neutral Outpost is no affiliation's
  }
  return affs.size === 1 ? ([...affs][0] as Affiliation) : null;
}

/** Why a game cannot be made with these seats (null: it can): two seats, named without ':' and not `spectator`. */
export function seatsRefusal(seats: readonly string[]): string | null {
  if (seats.length !== 2) return `a game has two seats, not ${seats.length}`;
  if (seats[0] === seats[1]) return 'the two seats need different names';
  for (const p of seats) if (!/^[a-z][a-z0-9-]{0,31}$/.test(p) || p === 'spectator' || p === 'planet') return `a seat is named by a small letter, then small letters, digits or '-' (at most 32), and not "spectator" or "planet": ${JSON.stringify(p)}`;
  return null;
}

/**
 * A new game's state: one seat per deck list, in the order given. `legacy` replays a record of
 * format 1 (sfc32 from a 32-bit seed, engine 0.1's response windows).
 */
export function createState(seed: GameSeed, decks: Record<PlayerId, DeckList>, logging = true, legacy = false, format: FormatKey = 'intro'): GameState {
  const rules = formatRules(format);
  if (legacy && typeof seed !== 'number') throw new RangeError('a record of format 1 has a whole-number seed');
  const seats = Object.keys(decks);
  const refused = seatsRefusal(seats);
  if (refused) throw new RangeError(refused);
  const players: GameState['players'] = {};
  for (const p of seats) {
    players[p] = { id: p, deck: [], hand: [], discard: [], score: 0, beamedThisTurn: {}, alwaysRespond: false, deckAffiliation: deckAffiliation(decks[p] as DeckList) };
  }
  const s: GameState = {
    format: rules.state,
    seed,
    rng: legacy ? seedRng(seed as number) : chachaRng(seed),
    legacy,
    seq: 0,
    cards: {},
    seats,
    players,
    spaceline: [],
    completed: {},
    turn: { number: 0, active: seats[0] as PlayerId, stage: 'play', cardPlayed: false },
    flow: [],
    pending: null,
    effects: [],
    result: null,
    log: [],
    logging,
    decisions: 0,
    serial: 0,
  };
  const first = rules.setup.firstSeeder === 'random' ? pick(s.rng, seats) : undefined;
  const queue: Record<PlayerId, CardId[]> = {};
  for (const side of seats) {
    queue[side] = [];
    const counts = new Map<string, number>();
    const add = (defId: string, at: CardState['at']): CardId => {
      facts(defId); // throws on unknown ids
      const n = (counts.get(defId) ?? 0) + 1;
      counts.set(defId, n);
      const id = `${side}:${defId}#${n}`;
      s.cards[id] = freshCard(id, defId, side, at, ++s.serial);
      return id;
    };
    const d = decks[side] as DeckList;
    for (const m of d.missions) (queue[side] as CardId[]).push(add(m, { z: 'missionPile' }));
    for (const c of d.seed) add(c, { z: 'seedPile' });
    for (const c of d.draw) (seat(s, side) as PlayerState).deck.push(add(c, { z: 'deck' }));
  }
  if (rules.setup.missionOrder === 'shuffled') for (const side of seats) shuffle(s.rng, queue[side] as CardId[]);
  const f: SetupFrame = { kind: 'setup', step: rules.doorways === 'none' ? 'missions' : 'doorway', missionQueue: queue, placed: 0, seeder: seats[0] as PlayerId };
  if (first !== undefined) f.first = first;
  push(s, f);
  f.seeder = setupOrder(s)[0];
  s.turn.active = f.seeder;
  return s;
}

/** The intro game's two deck lists, by seat. */
export function standardDecks(): Record<PlayerId, DeckList> {
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

/** The outposts this player may still seed: one per affiliation (a second copy of an affiliation's outpost stays out of the game). */
function seedableOutposts(s: GameState, p: PlayerId): CardId[] {
  return seedPile(s, p, 'outpost').filter((o) => {
    const d = card(s, o).def;
    // the Neutral Outpost (rules/outposts.ts): one, and only where a space mission is open to it
    if (isNeutralOutpost(d)) return !outpostsOf(s, p).some((x) => isNeutralOutpost(card(s, x).def)) && outpostSites(s, p, d).length > 0;
    const aff = outpostAffiliation(d);
    return aff !== null && outpostOfAffiliation(s, p, aff) === undefined;
  });
}

/** The missions where this player may seed this outpost now: any mission or his own (the format says), space missions only for the Neutral Outpost. */
function outpostSites(s: GameState, p: PlayerId, defId: string): LocationId[] {
  const anywhere = rulesOf(s).setup.outposts === 'anyMission';
  return outpostSitesOf(s, defId, anywhere ? s.spaceline : s.spaceline.filter((loc) => missionOwner(s, loc) === p));
}

/** Opponent missions where this player has not yet seeded a dilemma. */
function openMissions(s: GameState, p: PlayerId): CardId[] {
  return s.spaceline.filter(
    (loc) => missionOwner(s, loc) === opponent(s, p) && !dilemmasUnder(s, loc).some((d) => card(s, d).owner === p),
  );
}

defineFrame<SetupFrame>('setup', {
  // each player's missions still to place are shuffled and face down: counts only
  shown(f) {
    return { ...(PUBLIC_FRAME(f) as SetupFrame), missionQueue: Object.fromEntries(Object.entries(f.missionQueue).map(([p, l]) => [p, l.map(() => '?')])) };
  },
  run(s, f) {
    if (f.step === 'doorway') return openDoorwayDecision(s, f, setupOrder(s));
    if (f.step === 'missions') {
      const order = setupOrder(s);
      const turnP = order[f.placed % 2] as PlayerId;
      const who = (f.missionQueue[turnP] as CardId[]).length > 0 ? turnP : opponent(s, turnP);
      const mission = (f.missionQueue[who] as CardId[])[0];
      if (!mission) {
        f.step = 'dilemmas';
        f.seeder = order[0];
        return;
      }
      if (rulesOf(s).setup.missionOrder === 'chosen') return chosenMissionDecision(s, f, who);
      if (s.spaceline.length === 0) {
        (f.missionQueue[who] as CardId[]).shift();
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
        options: endOptions(s, mission, false),
      };
    }
    if (f.step === 'dilemmas') {
      if (rulesOf(s).setup.dilemmas === 'anyMission') return freeSeedingDecision(s, f);
      const p = f.seeder;
      const piles = seedPile(s, p, 'dilemma');
      const open = openMissions(s, p);
      if (piles.length === 0 || open.length === 0) {
        if (p === setupOrder(s)[0]) {
          f.seeder = setupOrder(s)[1];
        } else {
          f.step = 'outposts';
          f.seeder = setupOrder(s)[0] as PlayerId;
        }
        return;
      }
      return { player: p, kind: 'seedDilemma', prompt: 'Seed a dilemma face down under one of your opponent\'s missions', options: seedOptions(s, piles, () => open) };
    }
    if (f.step === 'outposts') {
      const p = f.seeder;
      const outposts = seedableOutposts(s, p);
      if (outposts.length === 0) {
        nextOutpostSeeder(s, f);
        return;
      }
      const o = outposts[0] as CardId;
      const anywhere = rulesOf(s).setup.outposts === 'anyMission';
      const own = outpostSites(s, p, card(s, o).def);
      return {
        player: p,
        kind: 'placeOutpost',
        prompt: anywhere ? `Seed your ${name(s, o)} at a mission` : `Place your ${name(s, o)} at one of your missions`,
        options: own.map((loc) => ({ id: `outpost@${loc}`, label: `${name(s, o)} at ${name(s, loc)}`, card: o, target: loc, group: 'setup', act: { type: 'outpost' as const, card: o, at: loc } })),
      };
    }
    // deal: shuffle draw decks, draw the opening hands, start the first turn
    for (const p of s.seats) {
      const pl = seat(s, p) as PlayerState;
      shuffle(s.rng, pl.deck);
      for (let i = 0; i < OPENING_HAND && pl.deck.length > 0; i++) {
        moveTo(s, pl.deck[pl.deck.length - 1] as CardId, { z: 'hand' });
      }
      emit(s, 'openingHand', `${p} draws ${pl.hand.length} cards`, { player: p, count: pl.hand.length });
    }
    // who starts is read while the frame (and the seat drawn to place first) is still there
    const starter = firstPlayer(s);
    pop(s, f);
    startFirstTurn(s, starter);
  },
  choose(s, f, o) {
    if (f.step === 'doorway') openDoorway(s, f, o);
    else if (f.step === 'missions') {
      const p = s.pending?.player as PlayerId;
      const queue = f.missionQueue[p] as CardId[];
      const mission = o.act.type === 'place' ? o.act.card : (queue[0] as CardId);
      queue.splice(queue.indexOf(mission), 1);
      const end = o.act.type === 'place' ? o.act.end : 'right';
      const under = stackTarget(s, mission);
      if (under) {
        // the same title is on the spaceline: this copy is stacked on it, one location
        moveTo(s, mission, { z: 'attached', host: under });
        f.placed += 1;
        emit(s, 'missionStacked', `${p} stacks ${name(s, mission)} on ${card(s, under).owner}'s copy: one location`, { card: mission, loc: under, player: p });
        return;
      }
      moveTo(s, mission, { z: 'spaceline' });
      if (end === 'left') s.spaceline.unshift(mission);
      else s.spaceline.push(mission);
      f.placed += 1;
      if (s.spaceline.length === 1) emit(s, 'missionPlaced', `${p} places ${name(s, mission)} to start the spaceline`, { card: mission, player: p });
      else emit(s, 'missionPlaced', `${p} places ${name(s, mission)} at the ${end} end`, { card: mission, player: p, end });
    } else if (f.step === 'dilemmas') {
      if (o.act.type === 'done') {
        (f.done ??= []).push(f.seeder);
        emit(s, 'seedingDone', `${f.seeder} seeds no more dilemmas`, { player: f.seeder });
        nextFreeSeeder(s, f);
        return;
      }
      const d = o.card as CardId;
      const loc = o.target as CardId;
      const free = rulesOf(s).setup.dilemmas === 'anyMission';
      // the count of cards placed goes on from the missions: a seeded card's place in its stack
      moveTo(s, d, free ? { z: 'underMission', loc, i: ++f.placed } : { z: 'underMission', loc });
      emit(s, 'dilemmaSeeded', `${f.seeder} seeds ${rulesOf(s).artifacts === 'none' ? 'a dilemma' : 'a card face down'} under ${name(s, loc)}`, { player: f.seeder, loc });
      emit(s, 'dilemmaSeededSecret', `You seed ${name(s, d)} under ${name(s, loc)}`, { card: d, loc }, f.seeder);
      if (free) nextFreeSeeder(s, f);
    } else if (f.step === 'outposts') {
      const loc = o.target as CardId;
      const outpost = o.card as CardId;
      moveTo(s, outpost, { z: 'outpost', loc });
      emit(s, 'outpostPlaced', `${f.seeder} places ${name(s, outpost)} at ${name(s, loc)}`, { card: outpost, loc, player: f.seeder });
      nextOutpostSeeder(s, f);
    }
  },
});

/** The two ends of the spaceline for a mission (or, on an empty spaceline, one option that starts it). */
function endOptions(s: GameState, mission: CardId, named: boolean): Option[] {
  const what = named ? `${name(s, mission)} at the ` : '';
  const under = stackTarget(s, mission);
  if (under) {
    const label = `Stack ${name(s, mission)} on ${card(s, under).owner}'s copy (one location)`;
    return [{ id: named ? `stack:${mission}` : 'stack', label, card: mission, target: under, group: 'setup', act: { type: 'place', card: mission, end: 'right' } }];
  }
  if (s.spaceline.length === 0) {
    return [{ id: `place:${mission}`, label: `Start the spaceline with ${name(s, mission)}`, card: mission, target: 'right', group: 'setup', act: { type: 'place', card: mission, end: 'right' } }];
  }
  return [
    { id: named ? `place:${mission}:left` : 'left', label: named ? `${what}left end (before ${name(s, s.spaceline[0] as CardId)})` : `Left end (before ${name(s, s.spaceline[0] as CardId)})`, card: mission, target: 'left', group: 'setup', act: { type: 'place', card: mission, end: 'left' } },
    {
      id: named ? `place:${mission}:right` : 'right',
      label: named ? `${what}right end (after ${name(s, s.spaceline[s.spaceline.length - 1] as CardId)})` : `Right end (after ${name(s, s.spaceline[s.spaceline.length - 1] as CardId)})`,
      card: mission,
      target: 'right',
      group: 'setup',
      act: { type: 'place', card: mission, end: 'right' },
    },
  ];
}

/** Constructed: the player whose turn it is to place chooses one of their missions still to place, and its end. */
function chosenMissionDecision(s: GameState, f: SetupFrame, who: PlayerId): Ask {
  const options = (f.missionQueue[who] as CardId[]).flatMap((m) => endOptions(s, m, true));
  for (const o of options) if (!o.label.startsWith('Start') && !o.label.startsWith('Stack')) o.label = `Place ${o.label}`;
  return { player: who, kind: 'placeMission', prompt: s.spaceline.length === 0 ? 'Choose the mission that starts the spaceline' : 'Choose one of your missions and the end of the spaceline it goes to', options };
}

/** Seeding options: each different card of the pile under each mission that `where` gives for it (copies of one card are interchangeable). */
function seedOptions(s: GameState, piles: readonly CardId[], where: (d: CardId) => readonly CardId[]): Option[] {
  const options: Option[] = [];
  const seenDefs = new Set<string>();
  for (const d of piles) {
    const defId = card(s, d).def;
    if (seenDefs.has(defId)) continue;
    seenDefs.add(defId);
    for (const loc of where(d)) {
      options.push({ id: `seed:${d}@${loc}`, label: `Seed ${name(s, d)} under ${name(s, loc)}`, card: d, target: loc, group: 'setup', act: { type: 'seedDilemma' as const, card: d, under: loc } });
    }
  }
  return options;
}

/**
 * Constructed seeding: the players take turns, one card at a time, under any mission, until each
 * has said they are done (or has nothing left to seed); a player may not put two copies of one
 * card under the same mission.
 */
function freeSeedingDecision(s: GameState, f: SetupFrame): Ask | undefined {
  const p = f.seeder;
  const piles = (f.done ?? []).includes(p) ? [] : seedCandidates(s, p);
  if (piles.length === 0) {
    if (!(f.done ?? []).includes(p)) (f.done ??= []).push(p);
    nextFreeSeeder(s, f);
    return undefined;
  }
  const what = rulesOf(s).artifacts === 'none' ? 'a dilemma' : 'a dilemma or an artifact';
  const options = seedOptions(s, piles, (d) => seedableUnder(s, p, d));
  options.push({ id: 'done', label: 'Seed no more dilemmas', group: 'setup', act: DONE });
  return { player: p, kind: 'seedDilemma', prompt: `Seed ${what} face down under any mission, or finish seeding (${piles.length} left in your seed pile)`, options };
}

/** After a constructed seeding turn: the other seat seeds next unless it is done; when both are done, the outposts follow. */
function nextFreeSeeder(s: GameState, f: SetupFrame): void {
  const done = f.done ?? [];
  const other = opponent(s, f.seeder);
  if (!done.includes(other)) f.seeder = other;
  else if (done.includes(f.seeder)) {
    f.step = 'outposts';
    f.seeder = setupOrder(s)[0];
  }
}

/** After an outpost is seeded (or a seat has none): the other seat seeds next while it has one; when neither has, the deal follows. */
function nextOutpostSeeder(s: GameState, f: SetupFrame): void {
  const other = opponent(s, f.seeder);
  if (seedableOutposts(s, other).length > 0) f.seeder = other;
  else if (seedableOutposts(s, f.seeder).length === 0) f.step = 'deal';
}

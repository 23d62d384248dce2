/**
 * view(state, viewer): the only projection of the game that leaves the engine toward a player,
 * a spectator or a bot. Hidden cards (hands, draw decks, face-down dilemmas, the cards aboard
 * an opponent's ships and outpost) appear only as counts: no names, stats or ids to track.
 */
import { GAP_SPAN, isGap } from '../rules/gaps.ts';
import { hiddenInFuture } from '../rules/time-travel.ts';
import { facts } from '../cards/facts.ts';
import type { Affiliation } from '../cards/facts.ts';
import type { CardId, CardState, Frame, GameEvent, GameResult, GameState, LastingEffect, LocationId, Option, PlayerId, TurnState } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { aboard, card, dilemmasUnder, locationOf, missionOwner, outpostsAt, parkedShips, placeHidden, shipsAt, onPlanet } from '../rules/board.ts';
import { rangeLeft } from '../rules/movement.ts';
import { frameHandler } from '../core/flow.ts';
import { hasModifier } from '../core/modifiers.ts';
import { handsExposed } from '../rules/exposed-hands.ts';

export type Viewer = PlayerId | 'spectator';

export interface CardView {
  id: CardId;
  def: string;
  name: string;
  type: string;
  owner: PlayerId;
  /** A card another player than its owner gives orders to for now (a ship and crew used as one's own: rules/control.ts); absent: its owner. */
  controller?: PlayerId;
  stopped?: boolean;
  damaged?: boolean;
  /** Ships: cloaked (constructed), seen by both players. */
  cloaked?: boolean;
  /** Ships: full owner turns spent docked while damaged, RANGE spent, moved this turn, may not move again. */
  repairTurns?: number;
  rangeUsed?: number;
  moved?: boolean;
  noMoreMoves?: boolean;
  /** A dual-affiliation personnel: the affiliation it plays as (chosen when it reported). */
  aff?: string;
  /** Dilemmas: already encountered (public). */
  revealed?: boolean;
  /**
   * The points a card scored when they differ from its printed points (a mission's X or the points
   * placed on it, a card in a bonus area worth X): public, they are part of the score.
   */
  points?: number;
  /** Cards aboard a card attached to a location (an Escape Pod's crew): shown to the owner only. */
  crew?: CardView[] | null;
  crewCount?: number;
}
export interface ShipView extends CardView {
  rangeLeft: number;
  /** null when the crew is hidden from the viewer. */
  crew: CardView[] | null;
  crewCount: number;
  attached: CardView[];
  docked: boolean;
  /** A ship landed on the planet here (Engage Shuttle Operations: rules/shuttles.ts); only in LocationView.parked. */
  landed?: boolean;
  /** The ship carrying this one (Engage Shuttle Operations); only in LocationView.parked. */
  carriedBy?: CardId;
}
export interface OutpostView extends CardView {
  crew: CardView[] | null;
  crewCount: number;
  attached: CardView[];
}
export interface LocationView {
  id: LocationId;
  mission: CardView;
  owner: PlayerId;
  completedBy: PlayerId | null;
  /** Face-down and revealed dilemmas under the mission; hidden ones are null. */
  dilemmas: (CardView | null)[];
  outposts: OutpostView[];
  ships: ShipView[];
  /** Ships landed on the planet here or carried by a ship here (Engage Shuttle Operations: rules/shuttles.ts); absent when there are none. */
  parked?: ShipView[];
  planet: Record<PlayerId, CardView[]>;
  attached: CardView[];
  /** A gap in space (Gaps in Normal Space, rules/gaps.ts) in place of a mission: its span; absent at a mission. */
  gap?: { span: number };
}
export interface SeatView {
  score: number;
  deckCount: number;
  handCount: number;
  /** Only for the viewer's own seat. */
  hand: CardView[] | null;
  discard: CardView[];
  bonus: CardView[];
  /** The opponent's personnel this seat holds captive (rules/captives.ts): face up, seen by everyone. */
  captives: CardView[];
  table: CardView[];
  outOfPlay: CardView[];
  /** Personnel beamed to or from each planet this turn (for beaming limits). */
  beamedThisTurn: Record<LocationId, number>;
  /** The seat's "always give me the chance to respond" setting (own seat only; null for others). */
  alwaysRespond: boolean | null;
  /** Setup piles: missions still to place and cards still to seed (counts for the opponent). */
  missionsToPlace: number;
  seedCards: CardView[] | null;
  seedCount: number;
  /** The affiliation the seat's deck plays (PlayerState.deckAffiliation): public, as the outpost it seeds is. */
  deckAffiliation: Affiliation | null;
}
export interface PendingView {
  id: string;
  player: PlayerId;
  kind: string;
  /** Only for the player who decides. */
  prompt: string | null;
  options: Option[] | null;
}
export interface PlayerView {
  viewer: Viewer;
  /** The game's two seats, in the order it was created with. */
  seats: PlayerId[];
  seq: number;
  turn: TurnState;
  result: GameResult | null;
  players: Record<PlayerId, SeatView>;
  spaceline: LocationView[];
  resolving: CardView[];
  pending: PendingView | null;
  /** The flow stack, with what the viewer may not know removed (see redactFrame). */
  flow: Frame[];
  /** Lasting effects the viewer may know about (see effectsFor). */
  effects: EffectView[];
  /** Index in the full log of the first event considered, and the full log's length (for incremental updates). */
  logStart: number;
  logLength: number;
  /** The events the viewer may see, from logStart on. */
  log: GameEvent[];
  /** Present (true) only in a game of engine 0.1 resumed from its record: response windows open only for a player with an answer. */
  legacy?: true;
}

/**
 * A frame as a viewer may see it, as its kind declares (FrameHandler.shown: setup's hidden mission
 * order and another player's unfinished picks become counts, for example). Closed by default: a
 * frame of a kind that declares nothing shows its kind alone.
 */
export function redactFrame(f: Frame, viewer: Viewer): Frame {
  const h = frameHandler(f.kind);
  return h ? h.shown(f, viewer) : { kind: f.kind };
}

/** Whether a viewer sees a log event: one for everyone, for it only, or for everyone but another player. */
export function eventVisible(e: GameEvent, viewer: Viewer): boolean {
  return (!e.to || e.to === viewer) && e.not !== viewer;
}

/** Who may know of each kind of lasting effect (a kind not declared here is known to no viewer). */
const EFFECT_SIGHT: { [K in LastingEffect['kind']]: (e: Extract<LastingEffect, { kind: K }>, viewer: Viewer) => boolean } = {
  // a modifier that concerns one player (a scan shows a ship's crew to the player who scanned it) is known to that player alone
  modifier: (e, viewer) => e.viewer === undefined || e.viewer === viewer,
  mark: () => true,
};

function effectVisible(e: LastingEffect, viewer: Viewer): boolean {
  const see = Object.hasOwn(EFFECT_SIGHT, e.kind) ? (EFFECT_SIGHT[e.kind] as (e: LastingEffect, viewer: Viewer) => boolean) : undefined;
  return see ? see(e, viewer) : false;
}

/** A lasting effect as a viewer knows it: its source card is named only while the viewer can see that card. */
export type EffectView = LastingEffect extends infer E ? (E extends LastingEffect ? Omit<E, 'source'> & { source?: CardId } : never) : never;

function seesCard(s: GameState, id: CardId, viewer: Viewer): boolean {
  const c = s.cards[id];
  if (!c) return false;
  const v = viewer === 'spectator' ? 2 : s.seats.indexOf(viewer);
  return v >= 0 && !placeHidden(s, c, c.at, v);
}

/**
 * The effects a viewer is shown: those it may know about (EFFECT_SIGHT) on cards it can see, each
 * naming its source only while that card is where the viewer can see it (an interrupt taken back
 * from the discard pile into its owner's hand is hidden again, and so is its handle).
 */
function effectsFor(s: GameState, viewer: Viewer): EffectView[] {
  const out: EffectView[] = [];
  for (const e of s.effects) {
    if (!effectVisible(e, viewer) || !seesCard(s, e.card, viewer)) continue;
    const { source, ...rest } = JSON.parse(JSON.stringify(e)) as LastingEffect;
    out.push(seesCard(s, source, viewer) ? { ...rest, source } : rest);
  }
  return out;
}

function cardView(s: GameState, c: CardState): CardView {
  const f = facts(c.def);
  const v: CardView = { id: c.id, def: c.def, name: f.name, type: f.type, owner: c.owner };
  if (c.ctrl !== undefined) v.controller = c.ctrl;
  if (c.stopped) v.stopped = true;
  if (c.damaged) v.damaged = true;
  if (c.cloaked) v.cloaked = true;
  if (c.repairTurns) v.repairTurns = c.repairTurns;
  if (c.rangeUsed) v.rangeUsed = c.rangeUsed;
  if (c.moved) v.moved = true;
  if (s.effects.length > 0 && hasModifier(s, c.id, 'cannotMove')) v.noMoreMoves = true;
  if (c.revealed) v.revealed = true;
  if (c.aff !== undefined) v.aff = c.aff;
  if (c.points !== undefined) v.points = c.points;
  else if (c.at.z === 'bonus' && c.at.points !== undefined) v.points = c.at.points;
  return v;
}

function scanned(s: GameState, viewer: Viewer, ship: CardId): boolean {
  return viewer !== 'spectator' && hasModifier(s, ship, 'crewKnown', viewer);
}

/** The viewer-independent piles of each player, gathered in one pass over the cards. */
function piles(s: GameState): Record<PlayerId, Record<'table' | 'outOfPlay' | 'missionPile' | 'seedPile' | 'bonus' | 'captives', CardState[]>> {
  const mk = () => ({ table: [] as CardState[], outOfPlay: [] as CardState[], missionPile: [] as CardState[], seedPile: [] as CardState[], bonus: [] as CardState[], captives: [] as CardState[] });
  const out: ReturnType<typeof piles> = {};
  for (const p of s.seats) out[p] = mk();
  const of = (p: PlayerId) => (out[p] ??= mk());
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    const z = c.at.z;
    if (z === 'bonus') of(c.at.player).bonus.push(c);
    else if (z === 'captive') of(c.at.by).captives.push(c);
    else if (z === 'table' || z === 'outOfPlay' || z === 'missionPile' || z === 'seedPile') of(c.owner)[z].push(c);
  }
  return out;
}


export interface ViewOptions {
  /** Include only log events from this index of the full log on (for incremental updates). */
  logFrom?: number;
}

export function view(s: GameState, viewer: Viewer, opts: ViewOptions = {}): PlayerView {
  const cv = (id: CardId) => cardView(s, card(s, id));
  const players = {} as Record<PlayerId, SeatView>;
  const byOwner = piles(s);
  for (const p of s.seats) {
    const pl = seat(s, p);
    const mine = viewer === p;
    const own = byOwner[p] as ReturnType<typeof piles>[PlayerId];
    players[p] = {
      score: pl.score,
      deckCount: pl.deck.length,
      handCount: pl.hand.length,
      hand: mine || handsExposed(s) ? pl.hand.map(cv) : null,
      beamedThisTurn: { ...pl.beamedThisTurn },
      alwaysRespond: mine ? pl.alwaysRespond : null,
      discard: pl.discard.map(cv),
      bonus: own.bonus.map((c) => cardView(s, c)),
      captives: own.captives.map((c) => cardView(s, c)),
      table: own.table.map((c) => cardView(s, c)),
      outOfPlay: own.outOfPlay.filter((c) => !hiddenInFuture(s, c, viewer)).map((c) => cardView(s, c)), // rules/time-travel.ts
      missionsToPlace: own.missionPile.length,
      seedCards: mine ? own.seedPile.map((c) => cardView(s, c)) : null,
      seedCount: own.seedPile.length,
      deckAffiliation: pl.deckAffiliation,
    };
  }
  const spaceline: LocationView[] = s.spaceline.map((loc) => {
    const dilemmas = dilemmasUnder(s, loc).map((d) => {
      const c = card(s, d);
      return c.revealed || c.owner === viewer ? cardView(s, c) : null;
    });
    const attachedTo = (host: CardId) =>
      aboard(s, host)
        .filter((id) => card(s, id).at.z === 'attached')
        .map((id) => {
          const v = cv(id);
          const inside = aboard(s, id);
          if (inside.length) {
            v.crewCount = inside.length;
            v.crew = card(s, id).owner === viewer ? inside.map(cv) : null;
          }
          return v;
        });
    const crewOf = (host: CardId) => aboard(s, host).filter((id) => card(s, id).at.z === 'aboard');
    const shipView = (id: CardId): ShipView => {
      const c = card(s, id);
      const crew = crewOf(id);
      const visible = c.owner === viewer || c.ctrl === viewer || scanned(s, viewer, id);
      return {
        ...cardView(s, c),
        rangeLeft: rangeLeft(s, id),
        crew: visible ? crew.map(cv) : null,
        crewCount: crew.length,
        attached: attachedTo(id),
        docked: c.at.z === 'inSpace' && outpostsAt(s, loc).some((o) => card(s, o).owner === c.owner),
      };
    };
    const ships: ShipView[] = shipsAt(s, loc).map(shipView);
    // ships landed here or carried by a ship here (rules/shuttles.ts): most games have none
    const parkedHere = parkedShips(s).length ? parkedShips(s).filter((id) => locationOf(s, id) === loc) : [];
    const parked = parkedHere.map((id): ShipView => {
      const at = card(s, id).at;
      const v: ShipView = { ...shipView(id), rangeLeft: 0 };
      if (at.z === 'landed') v.landed = true;
      else if (at.z === 'carried') v.carriedBy = at.host;
      return v;
    });
    const outposts: OutpostView[] = outpostsAt(s, loc).map((id) => {
      const c = card(s, id);
      const crew = crewOf(id);
      return { ...cardView(s, c), crew: c.owner === viewer || c.ctrl === viewer ? crew.map(cv) : null, crewCount: crew.length, attached: attachedTo(id) };
    });
    return {
      id: loc,
      mission: cv(loc),
      owner: missionOwner(s, loc),
      completedBy: s.completed[loc] ?? null,
      dilemmas,
      outposts,
      ships,
      ...(parked.length ? { parked } : {}),
      planet: Object.fromEntries(s.seats.map((q) => [q, onPlanet(s, loc, q).map(cv)])),
      attached: attachedTo(loc),
      ...(isGap(s, loc) ? { gap: { span: GAP_SPAN } } : {}),
    };
  });
  const resolving: CardView[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.at.z === 'resolving') resolving.push(cardView(s, c));
  }
  const p = s.pending;
  const pending: PendingView | null = p
    ? {
        id: p.id,
        player: p.player,
        kind: p.kind,
        prompt: p.player === viewer ? p.prompt : null,
        options: p.player === viewer ? p.options.map((o) => ({ ...o })) : null,
      }
    : null;
  return {
    viewer,
    seats: s.seats.slice(),
    seq: s.seq,
    turn: { ...s.turn },
    result: s.result ? { ...s.result, scores: { ...s.result.scores } } : null,
    players,
    spaceline,
    resolving,
    pending,
    flow: s.flow.map((f) => redactFrame(f, viewer)),
    effects: effectsFor(s, viewer),
    logStart: opts.logFrom ?? 0,
    logLength: s.log.length,
    log: (opts.logFrom ? s.log.slice(opts.logFrom) : s.log).filter((e) => eventVisible(e, viewer)).map(({ h: _h, ...e }) => e),
    ...(s.legacy ? { legacy: true as const } : {}),
  };
}

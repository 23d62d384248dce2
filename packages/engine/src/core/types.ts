/**
 * The game state: plain serializable data only (no classes, no functions), so it can be
 * cloned, hashed, stored and sent. Derived values (skills with equipment, staffing, range
 * left) are computed by the functions in rules/ from these base facts.
 */
import type { Affiliation } from '../cards/facts.ts';
import type { GameSeed, RngState } from './rng.ts';
import type { FormatKey, StateFormat } from '../formats/rules.ts';

/**
 * A player is a seat, named when the game is created (the intro game's seats are `federation`
 * and `klingon`, after the decks they are dealt). A seat's name has no ':' and is never
 * `spectator`. Affiliation is a property of cards and decks (PlayerState.deckAffiliation).
 */
export type PlayerId = string;
export type CardId = string;
/** A spaceline location is named by the id of its mission card. */
export type LocationId = CardId;

/** Where a card is. Exactly one place per card; ordered piles also keep their order in PlayerState. */
export type Place =
  | { z: 'missionPile' } // setup: shuffled missions not yet placed
  | { z: 'seedPile' } // setup: dilemmas and outpost not yet seeded
  | { z: 'deck' }
  | { z: 'hand' }
  | { z: 'discard' }
  | { z: 'outOfPlay' }
  | { z: 'bonus'; player: PlayerId; loc?: LocationId; points?: number } // bonus-point cards scored by that player (Microvirus, Particle Fountain); points: what an X-point card scored (Latinum Payoff)
  | { z: 'spaceline' } // a mission card forming a location
  | { z: 'underMission'; loc: LocationId; i?: number } // a seeded dilemma; i: its place in the stack where seeding order decides (constructed), met lowest first
  | { z: 'outpost'; loc: LocationId } // an outpost in orbit of that location
  | { z: 'inSpace'; loc: LocationId } // a ship at that location (docked when its owner's outpost is there)
  | { z: 'aboard'; host: CardId } // personnel/equipment aboard a ship or outpost
  | { z: 'planet'; loc: LocationId } // personnel/equipment on the planet surface
  | { z: 'landed'; loc: LocationId } // a ship landed on the planet surface at that location (Engage Shuttle Operations: rules/shuttles.ts)
  | { z: 'carried'; host: CardId } // a ship carried aboard another ship in space (Engage Shuttle Operations: rules/shuttles.ts)
  | { z: 'table' } // an event played to the table, or a doorway opened in the seed phase
  | { z: 'attached'; host: CardId } // an event or interrupt placed on a location's mission or a ship
  | { z: 'resolving' } // an interrupt or event while it resolves, or a dilemma being encountered
  | { z: 'captive'; by: PlayerId }; // a personnel held captive by `by` (its owner's opponent), kept on the captor's side and seen by both (rules/captives.ts)

export type Zone = Place['z'];

export interface CardState {
  id: CardId;
  def: string;
  owner: PlayerId;
  at: Place;
  /** Face-down cards known to both players once revealed (a dilemma encountered). */
  revealed: boolean;
  stopped: boolean;
  damaged: boolean;
  /** Full owner turns a damaged ship has spent at its outpost. */
  repairTurns: number;
  /** RANGE spent this turn (ships). */
  rangeUsed: number;
  /** The ship has moved during the current turn (breaks a repair wait). */
  moved: boolean;
  /** Constructed: the ship is cloaked (rules/cloaking.ts); absent when not. Cleared when it leaves play. */
  cloaked?: boolean;
  /** The turn number in which the ship last cloaked or decloaked (once a turn); absent before. */
  cloakTurn?: number;
  /** The turn number in which the ship was last damaged (repairs count full turns after it); absent in the intro game. */
  damagedTurn?: number;
  /**
   * The player who gives orders to the card and sees it as his own while it is not its owner (a ship
   * and its crew used by the opponent: rules/control.ts controllerOf); absent: its owner. The owner
   * keeps the card: it goes to his piles when it leaves play, which clears this.
   */
  ctrl?: PlayerId;
  /** A dual-affiliation personnel in play: the affiliation it plays as, chosen when it reported (rules/affiliations.ts) or changed to since (rules/dual-change.ts). */
  aff?: Affiliation;
  /** A card in a bonus area whose point box is not a fixed number (X, a penalty): the points it scored there (rules/variable-points.ts); a completed mission whose text varies its points (Reunion): what it scored, before points placed on it (rules/mission-text.ts). */
  points?: number;
  /**
   * The card's handle serial for each viewer (GameState.seats in order, then spectators):
   * renewed from GameState.serial whenever the card moves into or out of a place hidden from that
   * viewer, so that a viewer cannot link the card across a trip through hidden places
   * (view/handles.ts). Unique per card and viewer.
   */
  hs: [number, number, number];
}

export interface PlayerState {
  id: PlayerId;
  deck: CardId[]; // top of deck is the last element
  hand: CardId[];
  discard: CardId[]; // top is the last element
  score: number;
  /** Personnel beamed to or from each planet this turn (for beaming limits). */
  beamedThisTurn: Record<LocationId, number>;
  /** Always open a response window for this player, whether or not they hold a response. */
  alwaysRespond: boolean;
  /**
   * The affiliation the seat's deck plays (the one affiliation of the outposts it seeds), or
   * null when it has none or several. Rules about "the Federation player" read this, never the
   * seat's name.
   */
  deckAffiliation: Affiliation | null;
  /** Points scored by a card that stays in play or is discarded, leaving no card in a bonus area (Interrogation's answers; cards/interrogation.ts); absent when none. */
  heldPoints?: number;
}

/** What a modifier does to the card it is on (core/modifiers.ts). */
export type ModifierKind =
  /** The ship may not move again this turn (Tetryon Field, Loss of Orbital Stability). */
  | 'cannotMove'
  /** The cards aboard the ship are shown to the modifier's viewer (Long-Range Scan). */
  | 'crewKnown'
  /** No battle may be initiated against the ship this turn (Asteroid Sanctuary). */
  | 'hiddenFromBattle'
  /** The card, sent back to its owner's hand, and its copies may not be played again this turn (Energy Vortex). */
  | 'returnedToHand'
  /** The ship's RANGE is doubled for the turn (Transwarp Conduit; rules/movement.ts maxRange). */
  | 'doubleRange'
  /** The ship may cross Q-Nets this turn (the Alternate Universe Door's pass; rules/q-net.ts). */
  | 'passesQNet'
  /** A personnel's attributes or skills changed for the turn by a played card (`change`; rules/turn-changes.ts). */
  | 'turnChange'
  /** The ship may not battle the ship its pair names this turn (Hail; rules/truces.ts). */
  | 'truce'
  /** The space dilemmas the modifier's viewer meets this turn act on the ship's crew too (Receptacle Stones; rules/receptacle-stones.ts). */
  | 'sharesDilemmas'
  /** The Borg Ship makes no attack this turn (Hugh; rules/borg-ship.ts). */
  | 'attackCalledOff'
  /** The Borg Ship has WEAPONS 16 this turn (Anti-Matter Spread; rules/borg-ship.ts). */
  | 'borgWeaponsSpread'
  /** The card's effects count twice this turn (Data Laughing on Data's Head; rules/group-items.ts). */
  | 'doubledEffects';

/** What a turnChange modifier does to its personnel: attributes added to, attributes set to nothing, skills taken away. */
export interface TurnChange {
  add?: { INTEGRITY?: number; CUNNING?: number; STRENGTH?: number };
  zero?: ('INTEGRITY' | 'CUNNING' | 'STRENGTH')[];
  noSkills?: true;
}

/**
 * Lasting effects that are not simply a card in a place (core/modifiers.ts): a modifier, made by a
 * source card on one card for a duration; or a mark, a card's memory of a card it acts on later.
 * `by` is the source's card definition: the effect belongs to it and outlasts the source card's
 * stay in play (a played interrupt is discarded, and may be taken back into a hand, while what it
 * did goes on).
 */
export type LastingEffect =
  | { kind: 'modifier'; mod: ModifierKind; by: string; source: CardId; card: CardId; viewer?: PlayerId; turn: number; until: 'endOfTurn'; change?: TurnChange }
  /** player: the player a mark names, where the card acts on a player (The Traveler: Transcendence) */
  /** points: points the player named lost (or scored) by the card with the card not in his bonus area (Royale Casino: Blackjack's loser; read by the score invariant); kept: the printed skills (by index) a made-over personnel keeps (Frame of Mind; rules/made-over.ts) */
  | { kind: 'mark'; by: string; source: CardId; card: CardId; turn: number; player?: PlayerId; back?: TimeTravel; points?: number; kept?: number[] };

/** A card gone into the future (Time Travel Pod; rules/time-travel.ts): the turn it comes back in and where it was. */
export interface TimeTravel {
  turn: number;
  at: Place;
  damaged?: true;
  damagedTurn?: number;
}

export interface TurnState {
  number: number; // 1-based; 0 during setup
  active: PlayerId;
  /** 'play': the one card play is still available; 'orders': it has passed. */
  stage: 'play' | 'orders';
  cardPlayed: boolean;
  /** Constructed: the dual-affiliation personnel that changed sides this turn (rules/dual-change.ts); replaced, never changed in place. */
  changed?: readonly CardId[];
}

/**
 * A place cards are beamed or carried from or to: a ship or outpost (its card id), or the planet
 * surface at a location.
 */
export type Spot = { card: CardId; planet?: undefined } | { planet: LocationId; card?: undefined };

/**
 * What an option does, as fields: a consumer (the UI, the AI, a replay viewer) reads these and
 * never takes an option's id apart. The decision's kind says what a `pick` picks for.
 */
export type Act =
  /** Setup: put the mission drawn at one end of the spaceline. */
  | { type: 'place'; card: CardId; end: 'left' | 'right' }
  /** Setup (constructed): open a doorway, face up on the table (the Alternate Universe Door). */
  | { type: 'doorway'; card: CardId }
  /** Setup: seed a dilemma face down under an opponent's mission (constructed: a dilemma or an artifact under any mission). */
  | { type: 'seedDilemma'; card: CardId; under: LocationId }
  /** Setup: put the outpost at one of the player's missions. */
  | { type: 'outpost'; card: CardId; at: LocationId }
  /** The turn's card play: report a personnel, commission a ship or play equipment at `at` (the outpost); or play an event, its choice the card's own key. */
  | { type: 'play'; card: CardId; at?: CardId; choice?: string; target?: string }
  /** An interrupt played in a response window, with the card's own key for the use chosen. */
  | { type: 'interrupt'; card: CardId; choice: string; target?: string }
  | { type: 'move'; ship: CardId; to: LocationId }
  /** Starts a transfer from one spot to another; the cards are picked next. */
  | { type: 'beam'; from: Spot; to: Spot }
  /** A mission attempt: by the Away Team on the planet, or (`from`) by the crew aboard a ship or outpost at a space mission. */
  | { type: 'attempt'; mission: LocationId; from?: CardId }
  /** Initiates battle: against the opponent's Away Team on the planet, or a ship or outpost at the location. */
  | { type: 'battle'; against: 'team' | 'ship' | 'outpost'; at: LocationId; target?: CardId }
  /** A persona swap: the cards going out, the cards coming in, and the card whose place they take. */
  | { type: 'swap'; out: CardId[]; in: CardId[]; at: CardId }
  /** One card chosen in a multi-step choice (a card to transfer, an attacker, a target, a victim, a card to take). */
  | { type: 'pick'; card: CardId }
  /** Every card still on offer in a multi-step choice (as many as allowed). */
  | { type: 'pickAll' }
  /** Ends a multi-step choice with what has been chosen (no more swaps, attack with the ships chosen). */
  | { type: 'done' }
  | { type: 'cancel' }
  /** No response in a response window. */
  | { type: 'pass' }
  /** Cloak (`cloak` true) or decloak a ship with a Cloaking Device (rules/cloaking.ts). */
  | { type: 'cloak'; card: CardId; cloak: boolean }
  /** Constructed: a dual-affiliation personnel in play changes the affiliation it plays as (rules/dual-change.ts). */
  | { type: 'changeAffiliation'; card: CardId; to: Affiliation }
  /** A card's own use in the turn, not the card play (rules/devidian-door.ts: a card played from the future, a Devidian Door shown). */
  | { type: 'use'; use: string; card: CardId; target?: string }
  /** Draw a card and end the turn. */
  | { type: 'endTurn' };

export interface Option {
  /** Stable machine id, unique within the decision. Opaque: its meaning is in `act`. */
  id: string;
  /** Human label. */
  label: string;
  /** The card the option acts on, if any (for clicking on the table). */
  card?: CardId;
  /** Where it goes or what it targets, if any. */
  target?: string;
  /** Kind of order (move, beam, attempt, play, battle, pass, ...), for grouping in a UI. */
  group?: string;
  /** What the option does. */
  act: Act;
}

export interface Decision {
  /** Unique per game: changes with every decision. */
  id: string;
  player: PlayerId;
  kind: string;
  prompt: string;
  options: Option[];
}

export interface Action {
  decision: string;
  option: string;
}

/** A frame on the flow stack: plain data; its handler lives in rules/. */
export interface Frame {
  kind: string;
  [key: string]: unknown;
}

export interface GameResult {
  winner: PlayerId | null;
  reason: string;
  scores: Record<PlayerId, number>;
  turn: number;
}

export interface GameEvent {
  /** Sequence number of the action during which it happened. */
  seq: number;
  type: string;
  /** If set, only this player may see the event. */
  to?: PlayerId;
  /** If set, everyone but this player sees the event: it is told the same thing in full by an event of its own. */
  not?: PlayerId;
  text: string;
  data?: Record<string, unknown>;
  /** The handle serials of the cards named in data when it happened (view/handles.ts); never sent. */
  h?: Record<CardId, [number, number, number]>;
}

export interface GameOptions {
  /** The format the game is played under (formats/rules.ts); absent: the intro game. */
  format?: FormatKey;
  /** The revision of a preview format's rules the game was made under (GameRules.revision); kept in records. */
  formatRevision?: number;
  /** Optional premium cards added to the decks. */
  withPremiums?: boolean;
  /** Record the event log (off in AI playouts for speed). */
  log?: boolean;
}

export interface GameState {
  /** The format's rules (formats/rules.ts: rulesOf). */
  format: StateFormat;
  /** The game's key (64 hex digits) or the whole number it was expanded from. Never in a view. */
  seed: GameSeed;
  /** The random stream (ChaCha20 keyed by the seed; sfc32 when replaying a record of format 1). */
  rng: RngState;
  /**
   * A game of engine 0.1 replayed from a record of format 1: sfc32 shuffles, and response windows
   * open only for a player who holds an answer. Every new game has false.
   */
  legacy: boolean;
  /** Number of actions applied so far. */
  seq: number;
  cards: Record<CardId, CardState>;
  /** The two seats, in the order the game was created with; a card's handle serials (CardState.hs) follow it, the spectator last. */
  seats: PlayerId[];
  players: Record<PlayerId, PlayerState>;
  /** Location ids in spaceline order, left to right. */
  spaceline: LocationId[];
  /** Which player placed each mission (its "owner" side of the spaceline). */
  completed: Record<LocationId, PlayerId>;
  turn: TurnState;
  flow: Frame[];
  pending: Decision | null;
  effects: LastingEffect[];
  result: GameResult | null;
  log: GameEvent[];
  logging: boolean;
  /** Counter for unique decision ids. */
  decisions: number;
  /** The last handle serial given out (CardState.hs). */
  serial: number;
  /**
   * Constructed, only while a Temporal Causality Loop lies seeded under a mission: the game as it was
   * before each of the last two actions of the turn's player this turn (rules/temporal-loop.ts), for the
   * loop to undo them; absent otherwise. Never in a view.
   */
  loops?: LoopSnapshot[];
}

/** What a Temporal Causality Loop puts back: the table, the piles, the turn and the flow as they were before an action (rules/temporal-loop.ts). */
export interface LoopSnapshot {
  cards: Record<CardId, CardState>;
  players: Record<PlayerId, PlayerState>;
  spaceline: LocationId[];
  completed: Record<LocationId, PlayerId>;
  turn: TurnState;
  flow: Frame[];
  effects: LastingEffect[];
}

/** The intro game's seats, in the order its games are created with (the seats of any game: GameState.seats). */
export const PLAYERS: readonly PlayerId[] = ['federation', 'klingon'];
/** A seat's state (or, given a view, the seat's view); throws for a name that is no seat of the game. */
export function seat<T = PlayerState>(s: { players: Record<PlayerId, T> }, p: PlayerId): T {
  const x = s.players[p];
  if (x === undefined) throw new RangeError(`no seat ${JSON.stringify(p)} in this game`);
  return x;
}

/** The other seat of the game. */
export function opponent(s: { seats: readonly PlayerId[] }, p: PlayerId): PlayerId {
  return (s.seats[0] === p ? s.seats[1] : s.seats[0]) as PlayerId;
}

/**
 * A game's format (issue 24, item 1): the card pool, the deck rules and the rules variations a game
 * is played under, as data. A game names its format when it is made (GameOptions.format, kept in
 * its record; GameState.format) and the rules read the variations here (rulesOf), never the
 * format's name: the engine holds no "if intro" outside these definitions.
 *
 * - intro: the Introductory Two-Player Game under its quick-start sheet (the two fixed decks, with
 *   the premiums when asked), exactly as before formats existed.
 * - constructed: decks built from Premiere, Alternate Universe and the intro set's own cards,
 *   under the first-edition rules (../shared/rules/constructed-rules.md; docs/RULINGS.md,
 *   "Constructed rulings", says why each variation reads as it does).
 */
import type { GameState } from '../core/types.ts';
import type { Affiliation } from '../cards/facts.ts';
import type { HappeningType } from '../core/happenings.ts';
import { CONSTRUCTED } from './constructed.ts';
import type { DeckFormat } from './constructed.ts';

export type FormatKey = 'intro' | 'constructed';
/** What GameState.format holds for each format. */
export type StateFormat = 'stccg1e-intro-2pg' | 'stccg1e-constructed';

export interface SetupRules {
  /** Who places the first mission: the Federation deck's seat (quick-start), or a seat drawn at random. */
  firstSeeder: 'federationDeck' | 'random';
  /** Missions are placed in shuffled order (quick-start) or each player chooses the next of their own. */
  missionOrder: 'shuffled' | 'chosen';
  /** One dilemma under each opponent mission (quick-start), or any number under any mission, in turns, until both are done. */
  dilemmas: 'onePerOpponentMission' | 'anyMission';
  /** Where an outpost is seeded: at one of its owner's missions (quick-start) or at any mission. */
  outposts: 'ownMission' | 'anyMission';
  /** Who takes the first turn: the Klingon deck's seat (quick-start), or the seat that did not place the first mission. */
  firstTurn: 'klingonDeck' | 'secondSeeder';
}

/**
 * Mission attempts: where a space mission is attempted from, and what a dilemma met where it does
 * not belong does.
 */
export interface AttemptRules {
  /**
   * Space missions: not attempted at all (`why` says so), or by the crew aboard one of the player's
   * ships at the location (the ship need not be staffed); with `fromOutpost`, also by the crew
   * aboard the player's outpost there (the 1996-97 rulings; removed in February 1998).
   */
  space: { by: 'none'; why: string } | { by: 'crew'; fromOutpost: boolean };
  /**
   * A dilemma met where it does not belong (a space dilemma in a planet attempt, a planet dilemma in
   * a space attempt; a dual dilemma belongs to both): resolved as any other, or discarded with no effect.
   */
  wrongWhere: 'resolve' | 'discard';
}

/**
 * Ship rules of the comprehensive rules that the quick-start sheet leaves out (it says to ignore
 * holodecks and cloaking devices): docs/RULINGS.md, "Constructed: cloaking, holograms and battle".
 */
export interface ShipRules {
  /** Ships with a Cloaking Device may cloak and decloak (rules/cloaking.ts). */
  cloaking: boolean;
  /** Where a hologram (Holo icon) may be: anywhere, as any personnel, or only aboard a ship with a Holodeck (or where a card lets it: rules/holograms.ts). */
  holograms: 'anywhere' | 'holodeck';
  /** A hit with WEAPONS at least double the target's SHIELDS destroys the ship outright. */
  directHit: boolean;
  /** Whether the turn in which a ship is damaged, docked and unmoved, counts as one of its repair turns (it does not: a full turn is one begun damaged). */
  repairCountsDamageTurn: boolean;
}

export interface GameRules {
  key: FormatKey;
  state: StateFormat;
  name: string;
  /** The deck construction rules (null: the format plays fixed decks). */
  decks: DeckFormat | null;
  setup: SetupRules;
  /** Who may start a battle: every seat but the Federation deck's (quick-start), or any force with no Federation card in it. */
  battle: 'notFederationDeck' | 'notFederationForce';
  /** Personnel and ships report to their owner's outpost (quick-start: each deck has one), or to an outpost of their own affiliation (Non-Aligned: any of the owner's). */
  reporting: 'ownOutpost' | 'matchingOutpost';
  /**
   * Which groups personnel of different affiliations may not share (rules/affiliations.ts): only
   * ships (quick-start: a personnel boards a ship of its own affiliation or is Non-Aligned), or every
   * ship, outpost and Away Team (first edition: Non-Aligned mix with any; a treaty lets its two mix).
   */
  mixing: 'ships' | 'groups';
  /** Affiliations that may not start a battle against a force with a card of their own affiliation in it (first edition: Romulans). */
  noBattleAmong: readonly Affiliation[];
  attempts: AttemptRules;
  /** Outposts built from hand (quick-start: none; each deck seeds its one outpost), or as the turn's card play where the player has an ENGINEER of the outpost's affiliation. */
  outpostBuild: 'none' | 'matchingEngineer';
  /** A player's second copy of one card under one mission: met as any other (quick-start: one dilemma per mission, none arises), or discarded as mis-seeded when the first is met. */
  misSeeds: 'met' | 'discarded';
  /**
   * Doorways (rules/doorways.ts): none, and the [AU] icon means nothing (quick-start); or each player
   * may open one Alternate Universe Door face up on the table before the missions, and a card with
   * the [AU] icon is seeded, played or reported only while its owner's door is open.
   */
  doorways: 'none' | 'alternateUniverseDoor';
  /**
   * Artifacts (rules/artifacts.ts): none in the game; or seeded face down under missions (one per
   * mission and player), passed over when met and earned to hand by the player who solves the mission.
   */
  artifacts: 'none' | 'earnedToHand';
  ships: ShipRules;
  /**
   * Whether a dual-affiliation personnel in play may change the affiliation it plays as: never (the
   * side chosen when it reported is kept), or at the start of its owner's turn, before the card play
   * and any order, once a turn, where the new side may be (rules/dual-change.ts; docs/RULINGS.md,
   * "Constructed: changing sides").
   */
  dualChange: 'never' | 'turnStart';
  /**
   * Happenings after which both players get a response point in this format, for the interrupts of
   * its pool that answer them (rules/format-responses.ts): none in the intro game, whose pool answers
   * none of them; constructed: a personnel killed (Klingon Death Yell), a card drawn (Subspace Schism), a
   * ship battle initiated, before the ships fire (Anti-Matter Spread; not an Away Team battle, over at once),
   * a dilemma faced, before it resolves (Howard Heirloom Candle).
   */
  responsePointsAfter: readonly HappeningType[];
  /**
   * Happenings before which the format opens response points, where the rules carry them out in a
   * step of their own (ANSWERABLE_BEFORE) beyond a ship being destroyed: none in the intro game;
   * constructed: a personnel picked at random to die (rules/random-deaths.ts: Security Sacrifice, Wolf), cards
   * about to be transported by beaming or an Iconian Gateway (rules/held-transport.ts: Barclay Transporter Phobia).
   */
  responsePointsBefore: readonly HappeningType[];
  /**
   * Whether the player whose ships destroyed a ship in battle gets a response point right after it
   * (rules/battle-destroyers.ts: Latinum Payoff): none in the intro game, whose pool answers no such
   * thing; constructed: yes.
   */
  battleLossResponse: boolean;
  /**
   * Whether an Away Team battle waits, just after it is initiated, for both players' response point (the
   * attacker's first) and resolves after it with whoever is still in it (rules/battle.ts TeamBattleFrame:
   * Honor Challenge, Vulcan Nerve Pinch): no in the intro game, which resolves it at once; constructed: yes.
   */
  teamBattleResponses: boolean;
  /** Which seat names a game of the format is made with, when the caller names none. */
  seats: readonly [string, string];
  /**
   * The revision of the format's rules while they are a preview (constructed, until its card pools
   * are in: issues 25 and 26): a record keeps it, and replays only under the same revision (docs/DESIGN.md, "Records
   * across versions"). 0: the rules are released and the engine version alone names them.
   */
  revision: number;
}

export const INTRO_RULES: GameRules = Object.freeze({
  key: 'intro',
  state: 'stccg1e-intro-2pg',
  name: 'Introductory Two-Player Game',
  decks: null,
  setup: { firstSeeder: 'federationDeck', missionOrder: 'shuffled', dilemmas: 'onePerOpponentMission', outposts: 'ownMission', firstTurn: 'klingonDeck' },
  battle: 'notFederationDeck',
  reporting: 'ownOutpost',
  mixing: 'ships',
  noBattleAmong: [],
  attempts: { space: { by: 'none', why: 'the quick-start decks attempt planet missions only' }, wrongWhere: 'resolve' },
  outpostBuild: 'none',
  misSeeds: 'met',
  doorways: 'none',
  artifacts: 'none',
  ships: { cloaking: false, holograms: 'anywhere', directHit: false, repairCountsDamageTurn: true },
  dualChange: 'never',
  responsePointsAfter: [],
  responsePointsBefore: [],
  battleLossResponse: false,
  teamBattleResponses: false,
  seats: ['federation', 'klingon'],
  revision: 0,
} as const);

export const CONSTRUCTED_RULES: GameRules = Object.freeze({
  key: 'constructed',
  state: 'stccg1e-constructed',
  name: 'Constructed (Premiere, Alternate Universe, Introductory Two-Player Game)',
  decks: CONSTRUCTED,
  setup: { firstSeeder: 'random', missionOrder: 'chosen', dilemmas: 'anyMission', outposts: 'anyMission', firstTurn: 'secondSeeder' },
  battle: 'notFederationForce',
  reporting: 'matchingOutpost',
  mixing: 'groups',
  noBattleAmong: ['romulan'],
  attempts: { space: { by: 'crew', fromOutpost: true }, wrongWhere: 'discard' },
  outpostBuild: 'matchingEngineer',
  misSeeds: 'discarded',
  doorways: 'alternateUniverseDoor',
  artifacts: 'earnedToHand',
  ships: { cloaking: true, holograms: 'holodeck', directHit: true, repairCountsDamageTurn: false },
  dualChange: 'turnStart',
  responsePointsAfter: ['personnelKilled', 'cardDrawn', 'battleInitiated', 'dilemmaEncountered'],
  responsePointsBefore: ['randomDeath', 'transporting'],
  battleLossResponse: true,
  teamBattleResponses: true,
  seats: ['player-1', 'player-2'],
  revision: 5,
} as const);

export const FORMATS: Readonly<Record<FormatKey, GameRules>> = Object.freeze({ intro: INTRO_RULES, constructed: CONSTRUCTED_RULES });

export function isFormatKey(x: unknown): x is FormatKey {
  return x === 'intro' || x === 'constructed';
}

/** The rules of a format named by the caller; throws RangeError naming the formats for any other name. */
export function formatRules(key: unknown): GameRules {
  if (key === undefined) return INTRO_RULES;
  if (!isFormatKey(key)) throw new RangeError(`unknown format ${JSON.stringify(key)}: the formats are ${Object.keys(FORMATS).join(', ')}`);
  return FORMATS[key];
}

/** The rules a game is played under. */
export function rulesOf(s: Pick<GameState, 'format'>): GameRules {
  return s.format === 'stccg1e-constructed' ? CONSTRUCTED_RULES : INTRO_RULES;
}

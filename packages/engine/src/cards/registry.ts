/**
 * Card behaviour: one small module per card (cards/<card>.ts) declares what the card does as a
 * value (declareCard), which registers nothing; a card pool lists the values (cards/catalogue.ts)
 * and a registry is built from them (cardRegistry) and installed (installCards). Personnel, ships,
 * missions and outposts without special text are pure data and need no behaviour.
 */
import type { Act, CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { facts } from './facts.ts';
import type { Affiliation, AttributeName } from './facts.ts';
import type { CopyEffect, TargetTest } from '../rules/personas/rules.ts';
import type { DilemmaSpec, EventSpec } from './language.ts';
import type { ActingEventSpec, InterruptSpec } from './plays.ts';
import type { Countdown } from '../rules/countdown.ts';
import type { FarEndTravel } from '../rules/far-end-travel.ts';
import type { MissionText } from '../rules/mission-text.ts';
import { EngineError } from '../core/errors.ts';
import { ANSWERABLE_BEFORE, after, before } from '../core/happenings.ts';
import type { BeforeListener, Happening, HappeningType, Listener } from '../core/happenings.ts';
import { defineFrame, frameHandler } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';

/**
 * The moment an interrupt might be played in: the response points the rules give (the active
 * player's own decision, the opponent's chance between two actions, a card just played), and a
 * response point before or after a happening that an interrupt of the installed pool answers
 * (CardRegistry.answered): the pool, which every player knows, decides where those are, never a hand.
 */
export type Window =
  | { type: 'main' } // the active player's own decision between orders
  | { type: 'between'; after?: Act } // the opponent's chance to respond between two actions: after this order
  | { type: 'cardPlayed'; card: CardId; by: PlayerId }
  /** right after a happening (a mission just completed) */
  | { type: 'after'; h: Happening }
  /** before a happening the rules carry out after its response point (a ship being destroyed, with its crew: known to its owner alone) */
  | { type: 'before'; h: Happening; crew?: CardId[] };

/** A happening an interrupt answers: before or after it, when it is the answering player's own (you) or the opponent's. */
export interface Answer {
  moment: 'before' | 'after';
  happening: HappeningType;
  by: 'you' | 'opponent';
}

/** One way to play a card now (an interrupt's target, an event's placement). */
export interface PlayChoice {
  /** Unique among this card's choices. */
  key: string;
  label: string;
  /** What it is aimed at: a card or a location. */
  target?: string;
  /** The ship it acts on, where that is not the target (a ship sent to the target location) or is one of two kinds of target. */
  ship?: CardId;
  /** The Away Team it acts on: a player's personnel on the planet of a location. */
  team?: { loc: LocationId; player: PlayerId };
}

export interface DilemmaFrame extends Frame {
  kind: 'dilemma';
  dilemma: CardId;
  loc: LocationId;
  player: PlayerId; // who encounters it
  /** The ship or outpost whose crew meets it in a space attempt (absent: the Away Team on the planet). */
  from?: CardId;
  step: number;
  /** Set by the behaviour: the Away Team is stopped. */
  stop?: boolean;
  /** Set by the behaviour: where the dilemma goes afterward. */
  dispose?: 'discard' | 'return' | 'bonus' | 'stays';
  /** A second application of a dilemma already resolved, on another crew (Receptacle Stones; rules/receptacle-stones.ts): the card is not moved after it. */
  echo?: true;
  [key: string]: unknown;
}

export interface DilemmaBehaviour {
  /**
   * Resolves the dilemma against the frame's Away Team. Called each time the frame runs until it
   * sets f.dispose; may push frames (a choice of victim) and is called again after they finish.
   */
  resolve(s: GameState, f: DilemmaFrame): void;
}

export interface EventBehaviour {
  /** Where the event may be played now by this player; empty if it may not be played. */
  choices(s: GameState, player: PlayerId, card: CardId): PlayChoice[];
  /** Puts the event into play (the card is in 'resolving' when called). */
  play(s: GameState, player: PlayerId, card: CardId, choice: PlayChoice): void;
}

export interface InterruptBehaviour {
  /** The only kinds of window in which the card can ever be played (a quick filter; default: any). */
  windows?: readonly Window['type'][];
  /** The happenings it answers: each gives the game a response point there (CardRegistry.answered). */
  answers?: readonly Answer[];
  /** Ways to play this interrupt in this window; empty if it may not be played now. */
  choices(s: GameState, player: PlayerId, card: CardId, win: Window): PlayChoice[];
  /** Resolves the interrupt (the card is in 'resolving'; discard it unless it stays in play). */
  play(s: GameState, player: PlayerId, card: CardId, choice: PlayChoice, win: Window): void;
}

/** What a seed card lets its owner seed with it under one mission (CardBehaviour.seedsWith). */
export interface SeedsWith {
  /** The kind of location it seeds at: a space mission. */
  where: 'space';
  /** How many more of its owner's artifacts may be under that mission with it. */
  artifacts: number;
  /** How many of its owner's personnel may be seeded there with it, each with this icon. */
  personnel: { max: number; icon: 'alternateUniverse' };
}
/** Standing abilities a card has while it is in play for its owner (declared, read by the rules that need them). */
export interface CardAbilities {
  /** On the table: its owner's personnel, ships and outposts of these two affiliations may mix and cooperate (a treaty; rules/affiliations.ts). */
  treaty?: readonly [Affiliation, Affiliation];
  /**
   * Lets its owner have more copies of a unique card in play than the persona rules allow, as the
   * named copy effect says which (rules/personas: Delta Quadrant Spatial Scission, Clone Machine).
   */
  allowsCopies?: CopyEffect;
  /** Its owner's personnel get these attribute changes (a second copy adds nothing). */
  ownPersonnel?: Partial<Record<AttributeName, number>>;
  /** For its owner's ships the two ends of the spaceline are neighbours. */
  ownShipsWrap?: true;
  /** Placed on a location: each player may beam at most this many personnel to or from its planet in a turn. */
  beamLimitHere?: number;
  /** Placed on a mission: its owner's personnel of this affiliation may attempt it as if it bore that icon (an Espionage card; rules/espionage.ts). */
  attemptsAs?: Affiliation;
  /** On the table: every player's hand is face up, seen by everyone (Alien Probe; rules/exposed-hands.ts). */
  exposesHands?: true;
  /** On the table: every personnel in play dies when its owner's n-th full turn after the one it was played in ends (Anti-Time Anomaly; rules/anti-time.ts). */
  killsAllPersonnel?: { afterOwnFullTurns: number };
  /** Placed on a ship: it adds these to the ship's attributes, each copy again (cumulative; rules/ship-bonuses.ts). */
  hostShipBonus?: Partial<Record<ShipAttribute, number>>;
  /** On the table: its owner's Away Team members cannot be killed while their Away Team has this skill this many times (Genetronic Replicator; rules/death-shields.ts). */
  shieldsAwayTeam?: { skill: string; count: number };
  /** On the table until the end of its owner's n-th turn after this one: nobody plays interrupt cards but those named (Goddess of Empathy; rules/interrupt-bar.ts). */
  barsInterrupts?: { except: readonly string[]; ownTurns: number };
  /** Its owner ignores every beaming limit. */
  ignoresBeamLimits?: true;
  /** Placed on a location: a ship entering it ends its move there and may not move again this turn, unless a personnel with this skill is aboard. */
  haltsShipsHere?: { unlessSkill: string };
  /**
   * Attached to a ship: at the end of each turn the ship's RANGE drops by one for good, and the ship
   * is destroyed at 0; this many of this skill aboard at a turn's end discard the card instead
   * (Birth of "Junior"; rules/afflictions.ts).
   */
  lowersHostRange?: { nullifiedBy: { skill: string; count: number } };
  /** Attached to a ship: the ship cannot move while the card is on it, unless this many of this skill are aboard; a turn's end that finds them there discards the card (Menthar Booby Trap); `andSkill`: one of this skill is needed too (Two-Dimensional Creatures; rules/afflictions.ts). */
  holdsHost?: { unlessSkill: string; count: number; andSkill?: string };
  /** Attached to a ship: its personnel aboard with this printed skill are disabled, no skills and out of the attempting crew (Two-Dimensional Creatures; rules/crew-afflictions.ts). */
  disablesAboard?: { skill: string };
  /** Attached to a ship: everyone aboard loses the first skill listed after the classification, while aboard (Tsiolkovsky Infection; rules/crew-afflictions.ts). */
  crewLosesFirstSkill?: { curedBy: { skill: string; count: number } };
  /** Placed on a mission: nobody may attempt it while the card is there; a ship with a tractor beam and this many of this skill aboard may tow the card away (Radioactive Garbage Scow; rules/barred-missions.ts). */
  barsAttemptsHere?: { towSkill: string; towCount: number };
  /** Placed on a ship: its named attributes are multiplied while the condition holds; two such cards multiply once (rules/ship-attributes.ts). */
  hostShip?: HostShipAbility;
  /** On the table: its owner takes two turns in a row each time, the second not doubled again (rules/double-turns.ts). */
  doubleTurns?: true;
  /** A personnel aboard a damaged ship: the ship's repair turns count wherever it is, moving or not (Exocomp; rules/field-repair.ts). */
  repairsShipAboard?: true;
  /** A personnel aboard a ship: for that ship the two ends of the spaceline are neighbours (Lakanta; rules/ship-wrap.ts). */
  wrapsShipAboard?: true;
  /** A personnel: one card of this title on the same planet as him (the opponent's first) is nullified while he is there (Paul Rice; rules/present-nullify.ts). */
  nullifiesOnePresent?: string;
  /** A personnel: its owner may nullify a card of one of these titles where he is present, discarding both (Berlingoff Rasmussen; rules/optional-nullify.ts). */
  mayNullifyPresent?: readonly string[];
  /** A personnel's special download (the DL icon): once per game its owner may take the equipment of this title from his draw deck and play it where the personnel is (rules/downloads.ts). */
  downloads?: readonly string[];
  /** A personnel: the side games of the dilemmas of these titles are won outright by the group he is in (Mickey D.; rules/side-games.ts). */
  winsSideGames?: readonly string[];
  /** Placed on a ship: the attribute goes up by `plus` for each personnel of the classification aboard, added before any multiplying (rules/ship-bonuses.ts). */
  hostShipPlus?: { attribute: ShipAttribute; plus: number; perClassificationAboard: string };
  /** Attached to a ship: nullified when its ship's owner begins a turn with the ship docked at his outpost and no personnel aboard (Baryon Buildup; rules/docked-clearing.ts). */
  clearedWhenEmptyDocked?: true;
  /** In play: the cards of these titles, anyone's, are nullified while it is (Thermal Deflectors; rules/table-nullify.ts). */
  nullifiesInPlay?: readonly string[];
  /** A pointed event (rules/pointed-events.ts): the personnel it plays on has this skill once more (Mot's Advice). */
  hostGainsSkill?: string;
  /** A pointed event: the personnel it plays on has this icon if it had not, or loses it if it had (The Mask of Korgano). */
  hostTogglesIcon?: string;
  /** A pointed event: the event it plays on cannot be nullified by the card of this definition (Rishon Uxbridge). */
  hostImmuneTo?: string;
  /** On the table: its owner's opponent loses his regular draw in a turn he played a unique personnel (Klim Dokachin; rules/lost-draws.ts). */
  opponentLosesDrawAfterUnique?: true;
  /** On the table: its owner's ships get these additions, once however many copies, only with their matching commander aboard if so said (Captain's Log; rules/table-ship-bonuses.ts). */
  ownShipsBonus?: { bonus: Partial<Record<ShipAttribute, number>>; ifMatchingCommanderAboard?: true };
  /** Carried as equipment: its owner's group counts these as one more member's would be counted, once (Data's Head's CUNNING and Computer Skill; rules/group-items.ts). */
  countsInGroup?: { CUNNING?: number; skills?: Readonly<Record<string, number>> };
  /** Carried aboard a ship: the ship gets these additions, once however many such cards are aboard (Data's Head; rules/group-items.ts). */
  aboardShipBonus?: Partial<Record<ShipAttribute, number>>;
  /** A personnel: once per game, alone on a planet with his owner's personnel of this skill, he sees the cards under its mission but `keepHidden`, which the opponent picks (Ajur, Boratus; rules/seed-peek.ts). */
  peeksAtSeedCards?: { aloneWithSkill: string; keepHidden: number };
}

export type ShipAttribute = 'RANGE' | 'WEAPONS' | 'SHIELDS';
export interface HostShipAbility {
  times: number;
  attributes: readonly ShipAttribute[];
  /** Only while personnel of each of these classifications are aboard. */
  ifClassificationsAboard?: readonly string[];
}

export interface CardBehaviour {
  /** What the card does, in our own words. */
  text: string;
  abilities?: CardAbilities;
  /** What the card does as plain data, where the card language says it (cards/language.ts): for the UI and the AI to read. */
  spec?: { dilemma?: DilemmaSpec; event?: EventSpec | ActingEventSpec; interrupt?: InterruptSpec };
  dilemma?: DilemmaBehaviour;
  event?: EventBehaviour;
  interrupt?: InterruptBehaviour;
  /** What the card does after something happens (at the end of each turn, when a ship is damaged): listeners on the happenings. */
  after?: readonly CardListener[];
  /** What the card does before something happens (prevent a kill, change the points scored): listeners on the before windows. */
  before?: readonly CardBeforeListener[];
  /** The kinds of flow frame the card's own steps use (a choice it asks for), by kind. */
  frames?: Readonly<Record<string, FrameHandler>>;
  /** Extra containers a player may beam from because of this card (an Escape Pod's stranded crew), with their locations. */
  beamSources?: (s: GameState, player: PlayerId) => [LocationId, CardId][];
  /** An event that lies on the table marked with the card it plays on (rules/pointed-events.ts). */
  pointed?: true;
  /** What it must be attached to (its printed target), where the rules ask again: when its host is swapped for another version. */
  host?: TargetTest;
  /**
   * Seeded under a mission (an artifact): where it may be seeded, and what more its owner may seed under
   * that mission with it; all of it is earned with it, and it is discarded once earned (Cryosatellite;
   * rules/seed-holders.ts).
   */
  seedsWith?: SeedsWith;
  /**
   * The cards (engine ids) whose text this card needs in play by its owner's side to do anything at
   * all (Supernova: a Tox Uthat; Vorgon Raiders: Ajur and Boratus). Not a rule of play: the random deck
   * generator (decks/random.ts) puts them in a deck that holds this card, so that it may take effect.
   */
  deckNeeds?: readonly string[];
  /**
   * What else this card needs in its deck to do anything at all, said as data rather than as cards
   * (Scan: Computer Skill and Stellar Cartography, a space mission): personnel with these skills (or
   * classifications), and a mission of this type that the deck's affiliation may attempt. Not a rule of
   * play: the random deck generator (decks/deck-wants.ts) deals them with the card. `count`: how many
   * personnel with each of those skills (default one: Security Sacrifice wants SECURITY beside the one
   * picked to die); `kinds`: a personnel of one of these kinds, a characteristic or a species (Vulcan
   * Nerve Pinch: a Vulcan or a Soong-type android).
   */
  deckWants?: { readonly skills?: readonly string[]; readonly count?: number; readonly kinds?: readonly string[]; readonly mission?: 'space' | 'planet' };
  /** What this card adds to one personnel's attributes (a bonus that depends on who or where the personnel is). */
  personnelBonus?: (s: GameState, id: CardId) => Partial<Record<AttributeName, number>>;
  /** The STRENGTH this card's copies add to one side of an Away Team battle (`side`: that side's battling personnel), beyond the personnel's own. */
  battleStrength?: (s: GameState, side: readonly CardId[]) => number;
  /** Names of the cards this card nullifies where it is present with its owner's personnel (rules/nullify.ts). */
  nullifiesWherePresent?: readonly string[];
  /** An artifact "used as an equipment card": played from hand as equipment is (reports to an outpost), then carried as equipment (rules/artifacts.ts). */
  usedAsEquipment?: true;
  /** A countdown dilemma in play: its cure, its turns and what it does when they run out (rules/countdown.ts, run at each turn's end). */
  countdown?: Countdown;
  /** Placed on a ship: it sends the ship to the far end of the spaceline, and this says what follows on arrival (rules/far-end-travel.ts). */
  farEnd?: FarEndTravel;
  /** An artifact that acts "immediately": what it does the moment it is earned, instead of going to hand (rules/immediate-artifacts.ts). */
  whenEarned?: (s: GameState, p: PlayerId, card: CardId, loc: LocationId, from?: CardId) => void;
  /** A ship that enters play damaged at any spaceline location instead of at an outpost (U.S.S. Enterprise-C; rules/ship-entry.ts). */
  entersPlayDamagedAnywhere?: true;
  /** A ship: each attack that would hit it is nullified on an even chance, the game's generator deciding (Edo Vessel; rules/even-chance.ts). */
  attacksOnItNullifiedHalf?: true;
  /** A ship staffed only by personnel aboard who have these skills, levels added up, instead of one of its affiliation (Gomtuu's Empathy x2; rules/movement.ts isStaffed). */
  staffedBySkills?: readonly { skill: string; level: number }[];
  /** A ship, while staffed: the cards of these names do not touch it (Gomtuu and Supernova; rules/supernova.ts). */
  immuneIfStaffed?: readonly string[];
  /** A ship whose attack, or shot back, flings its target along the spaceline: a target with SHIELDS below `shieldsBelow` goes up to `span` span away, its player choosing where (Gomtuu; rules/hurl.ts). */
  hurlsTarget?: { shieldsBelow: number; span: number };
  /** A mission: an alternative to its printed requirements that no team's skills say, met for this player's attempt (rules/mission-alternatives.ts). */
  alsoSolvedBy?: (s: GameState, p: PlayerId, loc: LocationId, team: readonly CardId[]) => boolean;
  /** An outpost of no affiliation: seeded and built only at space missions, built with any ENGINEER, reported to by every affiliation (Neutral Outpost; rules/outposts.ts). */
  neutralOutpost?: true;
  /** A mission: what its own text changes in the rules (an asymmetric side, a variable span or points, a ban at its location; rules/mission-text.ts). */
  mission?: MissionText;
}

/** A listener of one card on one type of happening (core/happenings.ts), run after it happens. */
export type CardListener = { [T in HappeningType]: { type: T; order?: number; run: Listener<T> } }[HappeningType];
/** A listener of one card on one type of happening, run before it happens: it may prevent or change it. */
export type CardBeforeListener = { [T in HappeningType]: { type: T; order?: number; run: BeforeListener<T> } }[HappeningType];

/** A card's behaviour as a value: its id and what it does. Making one registers nothing. */
export interface CardDefinition extends CardBehaviour {
  readonly id: string;
}

/** Declares a card: a plain value, which a card pool (cards/catalogue.ts) lists and an engine installs. */
export function declareCard(id: string, b: CardBehaviour): CardDefinition {
  return Object.freeze({ id, ...b });
}

/** The behaviours of a pool of cards, looked up by card id; built from card definitions, nothing else. */
export interface CardRegistry {
  readonly ids: readonly string[];
  behaviour(defId: string): CardBehaviour | undefined;
  hasAbilities(defId: string): boolean;
  /** Every beamSources of the pool, in the pool's order. */
  readonly beamSources: readonly NonNullable<CardBehaviour['beamSources']>[];
  /** Every personnelBonus of the pool, in the pool's order. */
  readonly personnelBonuses: readonly NonNullable<CardBehaviour['personnelBonus']>[];
  /** The same bonuses with the card that gives each: a bonus is asked only while a copy of its card is in play. */
  readonly personnelBonusCards: readonly { id: string; bonus: NonNullable<CardBehaviour['personnelBonus']> }[];
  /** Every battleStrength of the pool, in the pool's order. */
  readonly battleStrengths: readonly NonNullable<CardBehaviour['battleStrength']>[];
  /** The cards of the pool that nullify others where present, with the names they nullify. */
  readonly nullifiers: readonly { id: string; names: readonly string[] }[];
  readonly definitions: readonly CardDefinition[];
  /** Who may answer a happening at this moment by some interrupt of the pool ('before:shipDestroyed' -> you): where the response points are. */
  answered(moment: Answer['moment'], type: HappeningType): readonly Answer['by'][];
}

/** Builds a registry from card definitions; a card defined twice is refused, naming it. */
export function cardRegistry(defs: readonly CardDefinition[]): CardRegistry {
  const byId = new Map<string, CardDefinition>();
  for (const d of defs) {
    if (byId.has(d.id)) throw new EngineError(`card ${d.id} is defined twice`);
    byId.set(d.id, d);
  }
  const withAbilities = new Set(defs.filter((d) => d.abilities).map((d) => d.id));
  const answered = new Map<string, Answer['by'][]>();
  for (const d of defs) {
    for (const a of d.interrupt?.answers ?? []) {
      if (a.moment === 'before' && !ANSWERABLE_BEFORE.includes(a.happening)) throw new EngineError(`card ${d.id} answers ${a.happening} before it happens, which the rules give no response point for (only ${ANSWERABLE_BEFORE.join(', ')})`);
      const key = `${a.moment}:${a.happening}`;
      const who = answered.get(key) ?? [];
      if (!who.includes(a.by)) who.push(a.by);
      answered.set(key, who);
    }
  }
  return {
    answered: (moment, type) => answered.get(`${moment}:${type}`) ?? [],
    ids: defs.map((d) => d.id),
    behaviour: (id) => byId.get(id),
    hasAbilities: (id) => withAbilities.has(id),
    beamSources: defs.flatMap((d) => (d.beamSources ? [d.beamSources] : [])),
    personnelBonuses: defs.flatMap((d) => (d.personnelBonus ? [owned(d.id, d.personnelBonus)] : [])),
    personnelBonusCards: defs.flatMap((d) => (d.personnelBonus ? [{ id: d.id, bonus: d.personnelBonus }] : [])),
    battleStrengths: defs.flatMap((d) => (d.battleStrength ? [owned(d.id, d.battleStrength)] : [])),
    nullifiers: defs.flatMap((d) => (d.nullifiesWherePresent ? [{ id: d.id, names: d.nullifiesWherePresent }] : [])),
    definitions: defs,
  };
}

/** Whose hook each pooled hook function is (a bonus, a battle STRENGTH): the rules that call one report its card when it changes a result (core/effects.ts). */
const hookOwners = new WeakMap<object, string>();
function owned<F extends object>(def: string, f: F): F {
  hookOwners.set(f, def);
  return f;
}

/** The card definition a pooled hook function belongs to. */
export function hookOwner(f: object): string | undefined {
  return hookOwners.get(f);
}

let active: CardRegistry = cardRegistry([]);
let uninstall: (() => void)[] = [];
/** The frame kinds the installed cards brought. */
let cardFrames = new Set<string>();

/**
 * Makes a registry the one the rules read: its cards' behaviours, their listeners on the
 * happenings and their frame kinds (the registry installed before is taken out first). The engine
 * installs its catalogue once, where it starts (index.ts).
 */
export function installCards(r: CardRegistry): void {
  // a frame kind several cards share (the retrieving cards') is one handler, defined once; checked
  // before anything changes, so a refused registry leaves the installed one as it was
  const frames = new Map<string, FrameHandler>();
  for (const d of r.definitions) {
    for (const [kind, h] of Object.entries(d.frames ?? {})) {
      const known = frames.get(kind);
      if (known && known !== h) throw new EngineError(`frame kind ${kind} is defined by two cards differently (${d.id})`);
      frames.set(kind, h);
    }
  }
  // a card's frame kind may not take a rule's (the frames installed with the cards before are theirs to give back)
  for (const kind of frames.keys()) {
    if (frameHandler(kind) !== undefined && !cardFrames.has(kind)) throw new EngineError(`frame kind ${kind} of a card is one of the rules' own`);
  }
  for (const u of uninstall) u();
  uninstall = [];
  cardFrames = new Set(frames.keys());
  active = r;
  const points = new Set<HappeningType>();
  for (const d of r.definitions) {
    for (const l of d.after ?? []) uninstall.push(after(l.type, d.id, l.run as Listener<HappeningType>, l.order ?? 0));
    for (const l of d.before ?? []) uninstall.push(before(l.type, d.id, l.run as BeforeListener<HappeningType>, l.order ?? 0));
    for (const a of d.interrupt?.answers ?? []) if (a.moment === 'after') points.add(a.happening);
  }
  // a response point right after each happening an interrupt of the pool answers, after the cards' own listeners
  for (const type of points) uninstall.push(after(type, 'response point', (s, h) => responsePoint?.(s, 'after', h), RESPONSE_POINT_ORDER));
  for (const [kind, h] of frames) uninstall.push(defineFrame(kind, h));
}

/** Where a response point's listener runs among a happening's listeners: after the cards' own. */
export const RESPONSE_POINT_ORDER = 100;

/** Opens the response points of a happening (rules/responses.ts gives it when it loads: the registry does not import the flow). */
let responsePoint: ((s: GameState, moment: Answer['moment'], h: Happening) => void) | null = null;
export function setResponsePoint(open: (s: GameState, moment: Answer['moment'], h: Happening) => void): void {
  responsePoint = open;
}

/** The registry the rules read now. */
export function installedCards(): CardRegistry {
  return active;
}

/** Whether a card definition declares standing abilities. */
export function hasAbilities(defId: string): boolean {
  return active.hasAbilities(defId);
}

export function behaviour(defId: string): CardBehaviour | undefined {
  return active.behaviour(defId);
}

export function definedCards(): string[] {
  return [...active.ids];
}

/** What a card does, in our own words, for players (behaviour text, or a summary of its facts). */
export function cardText(defId: string): string {
  const b = active.behaviour(defId);
  if (b) return b.text;
  const f = facts(defId);
  switch (f.type) {
    case 'personnel':
      return `${f.classification} personnel; skills: ${f.skills.map((k) => (k.level > 1 ? `${k.skill} x${k.level}` : k.skill)).join(', ')}. No special text.`;
    case 'ship':
      return `Ship: RANGE ${f.range}, WEAPONS ${f.weapons}, SHIELDS ${f.shields}. Moves when a ${f.affiliation} personnel is aboard.`;
    case 'mission':
      return `Mission (span ${f.span}, ${f.points} points): ${f.requirementsFormula}.`;
    case 'outpost':
      return `Outpost (SHIELDS ${f.shields}): your personnel report here and your ships are commissioned here.`;
    default:
      return `${f.type} card.`;
  }
}

/**
 * Card behaviour: one small module per card (cards/<card>.ts) registers what the card does.
 * Personnel, ships, missions and outposts are pure data and need no behaviour.
 */
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { facts } from './facts.ts';
import type { AttributeName } from './facts.ts';
import type { CopyEffect } from '../rules/personas/rules.ts';
import type { DilemmaSpec } from './language.ts';

/** The moment an interrupt might be played in. */
export type Window =
  | { type: 'main' } // the active player's own decision between orders
  | { type: 'between' } // the opponent's chance to respond between two actions
  | { type: 'shipDestroyed'; ship: CardId; crew: CardId[]; loc: LocationId }
  | { type: 'missionCompleted'; loc: LocationId; team: CardId[]; player: PlayerId }
  | { type: 'cardPlayed'; card: CardId; by: PlayerId };

/** One way to play a card now (an interrupt's target, an event's placement). */
export interface PlayChoice {
  /** Unique among this card's choices. */
  key: string;
  label: string;
  target?: string;
}

export interface DilemmaFrame extends Frame {
  kind: 'dilemma';
  dilemma: CardId;
  loc: LocationId;
  player: PlayerId; // who encounters it
  step: number;
  /** Set by the behaviour: the Away Team is stopped. */
  stop?: boolean;
  /** Set by the behaviour: where the dilemma goes afterward. */
  dispose?: 'discard' | 'return' | 'bonus' | 'stays';
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
  /** Ways to play this interrupt in this window; empty if it may not be played now. */
  choices(s: GameState, player: PlayerId, card: CardId, win: Window): PlayChoice[];
  /** Resolves the interrupt (the card is in 'resolving'; discard it unless it stays in play). */
  play(s: GameState, player: PlayerId, card: CardId, choice: PlayChoice, win: Window): void;
}

/** Standing abilities a card has while it is in play for its owner (declared, read by the rules that need them). */
export interface CardAbilities {
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
  /** Its owner ignores every beaming limit. */
  ignoresBeamLimits?: true;
  /** Placed on a location: a ship entering it ends its move there and may not move again this turn, unless a personnel with this skill is aboard. */
  haltsShipsHere?: { unlessSkill: string };
}

export interface CardBehaviour {
  /** What the card does, in our own words. */
  text: string;
  abilities?: CardAbilities;
  /** What the card does as plain data, where the card language says it (cards/language.ts): for the UI and the AI to read. */
  spec?: { dilemma?: DilemmaSpec };
  dilemma?: DilemmaBehaviour;
  event?: EventBehaviour;
  interrupt?: InterruptBehaviour;
}

const behaviours = new Map<string, CardBehaviour>();
/** The definitions that declare abilities (a quick test for the rules that look for them). */
const withAbilities = new Set<string>();

export function defineCard(defId: string, b: CardBehaviour): void {
  behaviours.set(defId, b);
  if (b.abilities) withAbilities.add(defId);
  else withAbilities.delete(defId);
}

/** Whether a card definition declares standing abilities. */
export function hasAbilities(defId: string): boolean {
  return withAbilities.has(defId);
}

export function behaviour(defId: string): CardBehaviour | undefined {
  return behaviours.get(defId);
}

export function definedCards(): string[] {
  return [...behaviours.keys()];
}

/** What a card does, in our own words, for players (behaviour text, or a summary of its facts). */
export function cardText(defId: string): string {
  const b = behaviours.get(defId);
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

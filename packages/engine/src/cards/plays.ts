/**
 * The card language, second part: cards that are played and resolve (interrupts, and events that
 * act once and are discarded). A card says as plain data when it may be played, what it needs,
 * what it targets and what it then does, in order; this module offers its plays and carries them
 * out. The data stays with the card (CardBehaviour.spec.interrupt or .spec.event), for the browser
 * and the AI to read. A genuinely new kind of effect is a new case here, written once for every
 * card that has it; what a card does beyond the language stays a few lines of code in its file
 * (`then`, and its listeners).
 */
import { declareCard } from './registry.ts';
import type { Answer, CardBehaviour, CardDefinition, PlayChoice, Window } from './registry.ts';
import type { HappeningType } from '../core/happenings.ts';
import { facts } from './facts.ts';
import type { AttributeName, CardType } from './facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import { addModifier, hasModifier } from '../core/modifiers.ts';
import { DONE, pickAct } from '../core/acts.ts';
import type { CardId, CardState, Frame, GameState, LocationId, ModifierKind, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { aboard, card, crewOf, eventsOnTable, isDocked, locationOf, missionFacts, moveTo, name, onPlanet, outpostsAt, ownShips, personnelOnPlanet, shipFacts, shipsAt, typeOf } from '../rules/board.ts';
import { attributeOf, skillsOf, teamStats } from '../rules/attributes.ts';
import { kill, randomFrom } from '../rules/dilemmas.ts';
import { scorePoints } from '../rules/endgame.ts';
import { placeShip } from '../rules/movement.ts';
import { isCloaked } from '../rules/cloaking.ts';
import { actorOf, anyTime } from '../rules/responses.ts';
import { rearrangeDeck, rearrangeFrame } from './rearrange-deck.ts';
import { drawCards } from './draw-cards.ts';

/**
 * When an interrupt may be played: at any of the player's own response points (between actions, in
 * the player's own main decision, right after a card is played); right after the opponent plays
 * one of the named cards (which waits for the answer); right after or before a happening that is
 * the player's own (you: a mission the player completed, the player's ship being destroyed) or the
 * opponent's. A card answering a happening gives the game a response point there (CardRegistry.answered).
 */
export type When =
  | 'anyTime'
  | { justPlayed: { by: 'opponent'; cards: readonly string[] } }
  /** right after the opponent plays any card played as an interrupt (asInterrupt), or any card from hand that is not (Amanda Rogers, Energy Vortex) */
  | { justPlayedAny: { by: 'opponent'; asInterrupt: boolean } }
  | { after: { happening: HappeningType; by: 'you' | 'opponent' | 'either' } }
  | { before: { happening: HappeningType; by: 'you' | 'opponent' | 'either' } };

/** Which ships: anyone's, the opponent's or the player's own, narrowed by each test given. */
export interface ShipFilter {
  of: 'anyone' | 'opponent' | 'own';
  /** Orbiting a planet (at a planet or dual mission). */
  orbitingPlanet?: true;
  /** Not one that already has, for this player, every modifier the card puts. */
  notAlready?: true;
  /** Nobody and nothing aboard (personnel or equipment; an event played on it does not count). */
  empty?: true;
  /** Not docked at an outpost. */
  undocked?: true;
  /** At a location where one of the player's own ships has this special equipment. */
  nearOwnShipWith?: string;
}

/** What a play is aimed at. */
export type Target =
  /** a ship */
  | { ship: ShipFilter }
  /** any ship, or any player's Away Team (personnel on a planet) */
  | { shipOrAwayTeam: true }
  /** any player's Away Team (one player's personnel on one planet); a ship's crew is not one */
  | { awayTeam: true }
  /** a spaceline location with an event at it (on the mission, or on a ship or outpost there) */
  | { location: { withEvents: true } }
  /** one of the player's own ships, and another spaceline location for it */
  | { shipAndLocation: { of: 'own' } }
  /** the card just played that the interrupt answers (with justPlayed) */
  | { thatCard: true }
  /** the ship the happening answered befell (a ship being destroyed), with personnel aboard */
  | { thatShip: { personnelAboard?: true } }
  /** the mission just completed (after missionCompleted): a planet mission, a team with this skill level, one of this card per mission */
  | { thatMission: { planet?: true; teamSkill?: { skill: string; level: number }; onePerMission?: true } }
  /** a card of this definition on the table, anyone's (a Revolving Door, for the Alternate Universe Door to nullify) */
  | { onTable: { def: string } }
  /** a player, either one (the play's target is the player's id) */
  | { player: 'either' }
  /** nothing: the play has one form */
  | { nothing: true }
  /** what a card's own code aims at (cards/interrupt-kit.ts), named for the UI and the AI; the language offers no play of it */
  | { coded: string };

/** What must hold besides a target: a second copy of the card in hand (played together), a card of the player's discard pile (not of this type). */
export interface Needs {
  pairInHand?: true;
  inYourDiscard?: { except?: CardType };
}

/**
 * What a play does, in order, after the card leaves the hand:
 * - modifier: the target ship gets it until the end of the turn (known to the player alone, with forPlayer);
 * - discardShip: the target ship is discarded with everything aboard;
 * - destroyEvents: every event at the target location is discarded;
 * - destroyEquipment: one equipment card with the target ship or Away Team, chosen at random, is discarded;
 * - sendShip: the target ship goes to the target location and is stopped, with its crew;
 * - bonusPoints: the card is placed on the target mission and its player scores the points;
 * - retrieve: the player takes one card (not of the excepted type) from their discard pile into hand;
 * - removeFromGame: the player removes up to this many cards of the opponent's discard pile from the game;
 * - killEachUnless: each member of the target Away Team that has neither the skill nor the attribute
 *   above the value is killed;
 * - rearrangeDeck: the player looks through the opponent's draw deck and orders it as he likes, top
 *   down (cards/rearrange-deck.ts);
 * - carryCrew: the card stays at the target ship's location holding the ship's personnel, out of the
 *   opponent's sight (an Escape Pod: they leave it by beaming to a ship of theirs there).
 * The card goes to its owner's discard pile, except with bonusPoints (on the mission) and carryCrew; with
 * retrieve and removeFromGame it waits until the choice is made.
 */
export type PlayEffect =
  | { modifier: ModifierKind; forPlayer?: true }
  | { discardShip: true }
  | { destroyEvents: true }
  | { destroyEquipment: 'random' }
  | { sendShip: { stop: true } }
  | { bonusPoints: number }
  | { retrieve: { except?: CardType } }
  | { removeFromGame: { from: 'opponentDiscard'; upTo: number } }
  | { carryCrew: true }
  /** the target card (on the table) is nullified: it goes to its owner's discard pile */
  | { nullify: true }
  | { killEachUnless: Withstands }
  | { rearrangeDeck: { of: 'opponent' } }
  /** what a card's own code does (cards/interrupt-kit.ts), named for the UI and the AI; the language does nothing for it */
  | { coded: string }
  /** the target player draws this many cards from the top of his draw deck (fewer when it runs out; cards/draw-cards.ts) */
  | { draw: number };

/** What saves a member of the target Away Team from killEachUnless: this skill, or this attribute above a value (with its bonuses). */
export interface Withstands {
  skill?: string;
  above?: { attribute: AttributeName; value: number };
}

export interface InterruptSpec {
  when: When;
  needs?: Needs;
  target: Target;
  effects: PlayEffect[];
}

/** An event that acts once when it resolves and is then discarded (as Res-Q). */
export interface ActingEventSpec {
  needs?: Needs;
  target: Target;
  effects: PlayEffect[];
}

/** Code run after a play's effects, for what the language cannot say yet (a log line only the player sees, a lasting mark). */
export type Then = (s: GameState, p: PlayerId, card: CardId, target: string) => void;

const ANY_TIME: readonly Window['type'][] = ['main', 'between', 'cardPlayed'];

function windowsOf(when: When): readonly Window['type'][] {
  if (when === 'anyTime') return ANY_TIME;
  return 'justPlayed' in when || 'justPlayedAny' in when ? ['cardPlayed'] : 'after' in when ? ['after'] : ['before'];
}

/** The happening a card answers, as the registry reads it (where the response points are). */
function answersOf(when: When): Answer[] {
  if (when === 'anyTime' || 'justPlayed' in when || 'justPlayedAny' in when) return [];
  const [moment, a] = 'after' in when ? (['after', when.after] as const) : (['before', when.before] as const);
  return a.by === 'either' ? [{ moment, happening: a.happening, by: 'you' }, { moment, happening: a.happening, by: 'opponent' }] : [{ moment, happening: a.happening, by: a.by }];
}

/** Whether a window is one the `When` names, for this player. */
export function fits(s: GameState, p: PlayerId, when: When, win: Window): boolean {
  if (when === 'anyTime') return anyTime(win);
  if ('justPlayed' in when) return win.type === 'cardPlayed' && win.by !== p && when.justPlayed.cards.includes(card(s, win.card).def);
  if ('justPlayedAny' in when) return win.type === 'cardPlayed' && win.by !== p && playedAsInterrupt(s, win.card) === when.justPlayedAny.asInterrupt;
  const [a] = answersOf(when) as [Answer];
  if ((win.type !== 'after' && win.type !== 'before') || win.type !== a.moment || win.h.type !== a.happening) return false;
  const by = 'after' in when ? when.after.by : when.before.by;
  return by === 'either' || (actorOf(s, win.h) === p) === (by === 'you');
}

/** Whether this card waits to resolve as an interrupt (a resolve frame of the flow holds it as one): an interrupt, or a card played as one. */
export function playedAsInterrupt(s: GameState, id: CardId): boolean {
  if (s.cards[id]?.at.z !== 'resolving') return false;
  return s.flow.some((f) => f.kind === 'resolve' && (f as { card?: string }).card === id && (f as { as?: string }).as === 'interrupt');
}

function needsMet(s: GameState, p: PlayerId, c: CardId, n: Needs | undefined): boolean {
  if (!n) return true;
  if (n.pairInHand && !seat(s, p).hand.some((id) => id !== c && card(s, id).def === card(s, c).def)) return false;
  const d = n.inYourDiscard;
  if (d && !seat(s, p).discard.some((id) => d.except === undefined || facts(card(s, id).def).type !== d.except)) return false;
  return true;
}

/** The modifiers a play puts on its target ship. */
function modifiersOf(effects: readonly PlayEffect[]): { modifier: ModifierKind; forPlayer?: true }[] {
  return effects.flatMap((e) => ('modifier' in e ? [e] : []));
}

function ships(s: GameState, p: PlayerId, f: ShipFilter, effects: readonly PlayEffect[]): CardId[] {
  const whose = f.of === 'anyone' ? undefined : f.of === 'own' ? p : opponent(s, p);
  let out: CardId[];
  const gear = f.nearOwnShipWith;
  if (gear) {
    // by location, in the order of the player's own ships with the equipment, then the ships there
    // a cloaked ship works no Tractor Beam, nor is one locked on it (rules/cloaking.ts)
    const at = new Set(ownShips(s, p).filter((sh) => shipFacts(s, sh).specialEquipment.includes(gear) && !isCloaked(s, sh)).map((sh) => locationOf(s, sh) as LocationId));
    out = [...at].flatMap((loc) => shipsAt(s, loc, whose)).filter((sh) => !isCloaked(s, sh));
  } else out = whose === undefined ? s.seats.flatMap((q) => ownShips(s, q)) : [...ownShips(s, whose)];
  if (f.orbitingPlanet) out = out.filter((ship) => missionFacts(s, locationOf(s, ship) as string).missionType !== 'space');
  // empty: no personnel or equipment aboard (an event played on the ship is not aboard)
  if (f.empty) out = out.filter((ship) => crewOf(s, ship).length === 0);
  if (f.undocked) out = out.filter((ship) => !isDocked(s, ship));
  if (f.notAlready) {
    const mods = modifiersOf(effects);
    out = out.filter((ship) => !mods.every((m) => hasModifier(s, ship, m.modifier, m.forPlayer ? p : undefined)));
  }
  return out;
}

/** Every event at a location: on the mission, and on the ships and outposts there. */
export function eventsAt(s: GameState, loc: LocationId): CardId[] {
  const hosts = [loc, ...shipsAt(s, loc), ...outpostsAt(s, loc)];
  return hosts.flatMap((h) => aboard(s, h).filter((id) => (s.cards[id] as CardState).at.z === 'attached' && typeOf(s, id) === 'event'));
}

/** The one way to play a card that targets nothing: its key and label, from its effect (a trade, when the card goes for a card of a kind). */
function playOfNothing(effects: readonly PlayEffect[]): PlayChoice {
  for (const e of effects) {
    if ('retrieve' in e) return e.retrieve.except ? { key: 'trade', label: `to take back a non-${e.retrieve.except} card` } : { key: 'retrieve', label: 'to take a card back from your discard pile' };
  }
  return { key: 'play', label: 'now' };
}

/** The ways to play a card with this target now (empty: it may not be played). */
function choicesFor(s: GameState, p: PlayerId, target: Target, effects: readonly PlayEffect[], win: Window): PlayChoice[] {
  if ('ship' in target) return ships(s, p, target.ship, effects).map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship, ship }));
  if ('shipOrAwayTeam' in target || 'awayTeam' in target) {
    const out: PlayChoice[] = [];
    if ('shipOrAwayTeam' in target) for (const q of s.seats) for (const ship of ownShips(s, q)) out.push({ key: `ship|${ship}`, label: `at ${name(s, ship)}`, target: ship, ship });
    for (const loc of s.spaceline) {
      for (const q of s.seats) {
        if (onPlanet(s, loc, q).some((id) => typeOf(s, id) === 'personnel')) out.push({ key: `team|${loc}|${q}`, label: `at the ${q} Away Team on ${name(s, loc)}`, target: loc, team: { loc, player: q } });
      }
    }
    return out;
  }
  if ('location' in target) return s.spaceline.filter((loc) => eventsAt(s, loc).length > 0).map((loc) => ({ key: loc, label: `at ${name(s, loc)}`, target: loc }));
  if ('shipAndLocation' in target) {
    const out: PlayChoice[] = [];
    for (const ship of ownShips(s, p)) {
      const here = locationOf(s, ship);
      for (const loc of s.spaceline) if (loc !== here) out.push({ key: `${ship}>${loc}`, label: `send ${name(s, ship)} to ${name(s, loc)}`, target: loc, ship });
    }
    return out;
  }
  if ('thatCard' in target) return win.type === 'cardPlayed' ? [{ key: 'counter', label: `answer ${name(s, win.card)}`, target: win.card }] : [];
  if ('thatMission' in target) {
    if (win.type !== 'after' || win.h.type !== 'missionCompleted') return [];
    const { loc, team: was } = win.h;
    const m = target.thatMission;
    if (m.planet && missionFacts(s, loc).missionType === 'space') return [];
    const team = was.filter((id) => personnelOnPlanet(s, loc, p).includes(id));
    if (m.teamSkill && (teamStats(s, team).skills.get(m.teamSkill.skill) ?? 0) < m.teamSkill.level) return [];
    return [{ key: loc, label: `on ${name(s, loc)}`, target: loc }];
  }
  if ('thatShip' in target) {
    if ((win.type !== 'before' && win.type !== 'after') || !('ship' in win.h)) return [];
    const ship = win.h.ship;
    if (target.thatShip.personnelAboard && !aboard(s, ship).some((id) => typeOf(s, id) === 'personnel')) return [];
    const saves = effects.some((e) => 'carryCrew' in e);
    return [saves ? { key: 'save', label: `save the crew of ${name(s, ship)}`, target: ship, ship } : { key: ship, label: `on ${name(s, ship)}`, target: ship, ship }];
  }
  if ('coded' in target) return [];
  if ('player' in target) return s.seats.map((q) => ({ key: q, label: q === p ? 'you draw' : `${q} draws`, target: q }));
  if ('onTable' in target) {
    return eventsOnTable(s).filter((id) => card(s, id).def === target.onTable.def).map((id) => ({ key: id, label: `on ${card(s, id).owner}'s ${name(s, id)}`, target: id }));
  }
  return [playOfNothing(effects)];
}

/** Whether a personnel has what saves it from killEachUnless. */
export function withstands(s: GameState, id: CardId, w: Withstands): boolean {
  if (w.skill !== undefined && (skillsOf(s, id).get(w.skill) ?? 0) > 0) return true;
  return w.above !== undefined && attributeOf(s, id, w.above.attribute) > w.above.value;
}

function whatSaves(w: Withstands): string {
  const parts = [w.skill, w.above && `${w.above.attribute} above ${w.above.value}`].filter((x) => x);
  return `neither ${parts.join(' nor ')}`;
}

/** A card's name with its article, for the log ("an Escape Pod"). */
function a(cardName: string): string {
  return /^[AEIOU]/i.test(cardName) ? `an ${cardName}` : `a ${cardName}`;
}

/** Whether a card of this definition already scores bonus points on this mission. */
function onMission(s: GameState, defId: string, loc: LocationId): boolean {
  return Object.values(s.cards).some((c: CardState) => c.def === defId && c.at.z === 'bonus' && c.at.loc === loc);
}

/** Carries out a play's effects on its choice, then `then`. */
function resolvePlay(s: GameState, p: PlayerId, c: CardId, ch: PlayChoice, spec: ActingEventSpec, then: Then | undefined): void {
  const effects = spec.effects;
  const waits = effects.some((e) => 'retrieve' in e || 'removeFromGame' in e || 'bonusPoints' in e || 'carryCrew' in e || 'rearrangeDeck' in e);
  if (spec.needs?.pairInHand) {
    // played together: with the other copy gone from the hand, it does nothing
    const other = seat(s, p).hand.find((id) => id !== c && card(s, id).def === card(s, c).def);
    moveTo(s, c, { z: 'discard' });
    if (!other) return;
    moveTo(s, other, { z: 'discard' });
  } else if (!waits) moveTo(s, c, { z: 'discard' });
  const source = name(s, c);
  for (const e of effects) {
    if ('modifier' in e) addModifier(s, e.modifier, c, ch.target as CardId, e.forPlayer ? { viewer: p } : {});
    else if ('discardShip' in e) {
      const t = ch.target as CardId;
      for (const id of aboard(s, t)) moveTo(s, id, { z: 'discard' });
      moveTo(s, t, { z: 'discard' });
      emit(s, 'shipDiscarded', `${name(s, t)} is discarded by ${source}`, { card: t, by: c });
    } else if ('destroyEvents' in e) {
      const loc = ch.target as LocationId;
      const gone = eventsAt(s, loc);
      for (const id of gone) moveTo(s, id, { z: 'discard' });
      emit(s, 'eventsDestroyed', `${source} destroys ${gone.map((id) => name(s, id)).join(', ') || 'nothing'} at ${name(s, loc)}`, { cards: gone });
      happened(s, { type: 'eventsDestroyed', player: p, cards: gone, by: c });
    } else if ('destroyEquipment' in e) {
      const group = ch.team ? onPlanet(s, ch.team.loc, ch.team.player) : crewOf(s, ch.ship as CardId);
      const victim = randomFrom(s, group.filter((id) => typeOf(s, id) === 'equipment'));
      if (!victim) emit(s, 'noEffect', `${source} finds no equipment ${ch.label}`, { card: c });
      else {
        moveTo(s, victim, { z: 'discard' });
        emit(s, 'equipmentDestroyed', `${name(s, victim)} is destroyed by ${source}`, { card: victim });
      }
    } else if ('sendShip' in e) {
      const ship = ch.ship as CardId;
      const loc = ch.target as LocationId;
      if ((s.cards[ship] as CardState).at.z !== 'inSpace') continue;
      placeShip(s, ship, loc);
      card(s, ship).stopped = true;
      for (const id of crewOf(s, ship)) card(s, id).stopped = true;
      emit(s, 'shipSent', `${name(s, ship)} goes to ${name(s, loc)} by ${source} and is stopped`, { ship, to: loc });
    } else if ('bonusPoints' in e) {
      const loc = ch.target as LocationId;
      moveTo(s, c, { z: 'bonus', player: p, loc });
      scorePoints(s, p, e.bonusPoints, `${source} on ${name(s, loc)}`);
    } else if ('carryCrew' in e) {
      const ship = ch.ship as CardId;
      const loc = locationOf(s, ship) as LocationId;
      const crew = aboard(s, ship).filter((id) => typeOf(s, id) === 'personnel');
      moveTo(s, c, { z: 'attached', host: loc });
      for (const id of crew) moveTo(s, id, { z: 'aboard', host: c });
      // out of the opponent's sight: everyone learns how many, only the owner who they are
      emit(s, 'crewEscaped', `${crew.length} personnel escape in ${a(source)} at ${name(s, loc)}`, { count: crew.length, loc, pod: c });
      emit(s, 'crewEscapedSecret', `${crew.map((id) => name(s, id)).join(', ')} escape in ${a(source)} at ${name(s, loc)}`, { cards: crew, loc, pod: c }, card(s, c).owner);
    } else if ('nullify' in e) {
      const t = ch.target as CardId;
      if (card(s, t).at.z !== 'table') continue; // gone while this play waited
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${source}`, { card: t, by: c });
    } else if ('killEachUnless' in e) {
      const { loc, player } = ch.team as { loc: LocationId; player: PlayerId };
      const team = onPlanet(s, loc, player).filter((id) => typeOf(s, id) === 'personnel');
      const doomed = team.filter((id) => !withstands(s, id, e.killEachUnless));
      if (doomed.length === 0) emit(s, 'noEffect', `${source} kills nobody ${ch.label}`, { card: c });
      for (const id of doomed) kill(s, id, `${source}: ${whatSaves(e.killEachUnless)}`);
    } else if ('draw' in e) {
      drawCards(s, ch.target as PlayerId, e.draw, source);
    } else if ('rearrangeDeck' in e) {
      push(s, rearrangeDeck(p, c, opponent(s, p)));
    } else if ('retrieve' in e) {
      const f: RetrieveFrame = { kind: 'retrieve', player: p, source: c, ...(e.retrieve.except ? { except: e.retrieve.except } : {}) };
      push(s, f);
    } else if ('removeFromGame' in e) {
      const f: RemoveFrame = { kind: 'removeFromGame', player: p, source: c, upTo: e.removeFromGame.upTo, removed: 0 };
      push(s, f);
    }
  }
  then?.(s, p, c, ch.target ?? '');
}

/**
 * Declares an interrupt as data (when, needs, target, effects); `then` runs after the effects, for
 * what the language cannot yet say; `more` adds the rest of the card's declaration (its listeners).
 */
export function interruptCard(defId: string, text: string, spec: InterruptSpec, then?: Then, more: Omit<CardBehaviour, 'text' | 'interrupt' | 'spec'> = {}): CardDefinition {
  const m = 'thatMission' in spec.target ? spec.target.thatMission : undefined;
  return declareCard(defId, {
    ...more,
    text,
    spec: { interrupt: spec },
    frames: { ...PLAY_FRAMES, ...more.frames },
    interrupt: {
      windows: windowsOf(spec.when),
      answers: answersOf(spec.when),
      choices(s, p, c, win) {
        if (!fits(s, p, spec.when, win) || !needsMet(s, p, c, spec.needs)) return [];
        if (m?.onePerMission && win.type === 'after' && win.h.type === 'missionCompleted' && onMission(s, defId, win.h.loc)) return [];
        return choicesFor(s, p, spec.target, spec.effects, win);
      },
      play: (s, p, c, ch) => resolvePlay(s, p, c, ch, spec, then),
    },
  });
}

/** Declares an event that acts once as data (needs, target, effects) and is then discarded. */
export function actingEventCard(defId: string, text: string, spec: ActingEventSpec, then?: Then): CardDefinition {
  return declareCard(defId, {
    text,
    spec: { event: spec },
    frames: PLAY_FRAMES,
    event: {
      choices: (s, p, c) => (needsMet(s, p, c, spec.needs) ? choicesFor(s, p, spec.target, spec.effects, { type: 'main' }) : []),
      play: (s, p, c, ch) => resolvePlay(s, p, c, ch, spec, then),
    },
  });
}

/** retrieve: the player picks one card of their discard pile (copies are one choice); it goes to hand and the card played goes to the discard pile. */
interface RetrieveFrame extends Frame {
  kind: 'retrieve';
  player: PlayerId;
  source: CardId;
  except?: CardType;
}

function candidates(s: GameState, f: RetrieveFrame): CardId[] {
  const seen = new Set<string>();
  return seat(s, f.player).discard.filter((id) => {
    const d = card(s, id).def;
    if (f.except !== undefined && facts(d).type === f.except) return false;
    if (seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

const retrieveFrame: FrameHandler<RetrieveFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const list = candidates(s, f);
    if (list.length === 0) {
      // the pile was emptied while the card waited (Countermanda)
      pop(s, f);
      moveTo(s, f.source, { z: 'discard' });
      emit(s, 'nothingToRetrieve', `${name(s, f.source)} finds nothing to take back`, { card: f.source });
      return;
    }
    return {
      player: f.player,
      kind: 'chooseFromDiscard',
      prompt: `${name(s, f.source)}: choose a card to take from your discard pile into your hand`,
      options: list.map((id) => ({ id: `take:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const id = o.card as CardId;
    moveTo(s, id, { z: 'hand' });
    moveTo(s, f.source, { z: 'discard' });
    emit(s, 'cardRetrieved', `${f.player} takes ${name(s, id)} from the discard pile into hand with ${name(s, f.source)}`, { player: f.player, card: id, source: f.source });
  },
};

/** removeFromGame: the player removes cards of the opponent's discard pile one at a time, up to the number, or stops; then the card played is discarded. */
interface RemoveFrame extends Frame {
  kind: 'removeFromGame';
  player: PlayerId;
  source: CardId;
  upTo: number;
  removed: number;
}

const removeFrame: FrameHandler<RemoveFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const pile = seat(s, opponent(s, f.player)).discard;
    if (f.removed >= f.upTo || pile.length === 0) {
      pop(s, f);
      moveTo(s, f.source, { z: 'discard' });
      return;
    }
    return {
      player: f.player,
      kind: 'chooseToRemove',
      prompt: `${name(s, f.source)}: remove a card of ${opponent(s, f.player)}'s discard pile from the game (${f.removed} of ${f.upTo})`,
      options: [...pile.map((id) => ({ id: `remove:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) })), { id: 'done', label: 'Done', group: 'done', act: DONE }],
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'done') {
      f.removed = f.upTo;
      return;
    }
    const id = o.card as CardId;
    moveTo(s, id, { z: 'outOfPlay' });
    f.removed += 1;
    emit(s, 'cardRemoved', `${name(s, id)} is removed from the game by ${name(s, f.source)}`, { card: id });
  },
};

/** The frame kinds of the language's choices, listed in the frames of every card it declares. */
const PLAY_FRAMES: Readonly<Record<string, FrameHandler>> = { retrieve: retrieveFrame as FrameHandler, removeFromGame: removeFrame as FrameHandler, rearrangeDeck: rearrangeFrame as FrameHandler };

/**
 * The card language (issue 23, item 4), first part: a standard dilemma is declared as plain data
 * (who it acts on, what happens when it is not overcome, where it goes) and this module makes it
 * play; so is an event that goes into play and changes the game by standing abilities while it is
 * there (where it is played, and what it does as CardAbilities). The data stays with the card
 * (CardBehaviour.spec), so the browser and the AI can read what the card would do without running it. What the language cannot say yet stays a few lines of code
 * in the card's file (Hunter Gangs' parity test, the Love Interests' journey).
 */
import { declareCard } from './registry.ts';
import type { CardAbilities, CardBehaviour, CardDefinition, DilemmaFrame } from './registry.ts';
import { attachedEvent, gender, hasInPlay, highestTotalVictim, standardDilemma, tableEvent } from './common.ts';
import { aboard, card, locationOf, missionFacts, moveTo, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { addModifier, hasModifier } from '../core/modifiers.ts';
import type { CardId, GameState, ModifierKind, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { discardPersonnel, kill, randomFrom, selectVictim } from '../rules/dilemmas.ts';

/** A group of personnel: the encountering Away Team, or those of it of one gender. */
export interface Group {
  from: 'awayTeam';
  gender?: 'female' | 'male';
}

/**
 * One member of a group, chosen: by the encountering player's opponent; at random (the game's
 * generator); or the one with the highest INTEGRITY + CUNNING + STRENGTH, ties settled by the
 * encountering player's opponent.
 */
export interface Selection extends Group {
  by: 'opponent' | 'random' | 'highestTotal';
}

/** What a card does to whom: kill, or discard without killing; `why` says it in the log. */
export type Effect = { kill: Selection; why: string } | { discard: Selection; why: string };

export interface DilemmaSpec {
  /** It acts only on an Away Team with a member of this group; otherwise it does nothing and is discarded. */
  onlyIf?: Group;
  /** What happens when the Away Team does not overcome it (the printed requirements), in order. The team is stopped. */
  fail: Effect[];
  /** Where it goes when not overcome: back under the mission, or the discard pile. */
  failDispose: 'return' | 'discard';
  /** Where it goes when overcome: the discard pile (default), or the encountering player's bonus points. */
  overcomeDispose?: 'discard' | 'bonus';
}

function members(s: GameState, team: readonly CardId[], g: Group): CardId[] {
  return g.gender ? team.filter((id) => gender(s, id) === g.gender) : [...team];
}

function run(s: GameState, f: DilemmaFrame, team: readonly CardId[], e: Effect): void {
  const [action, sel] = 'kill' in e ? (['kill', e.kill] as const) : (['discard', e.discard] as const);
  const pool = members(s, team, sel);
  if (pool.length === 0) return;
  if (sel.by === 'opponent') selectVictim(s, opponent(s, f.player), pool, action, e.why);
  else if (sel.by === 'highestTotal') highestTotalVictim(s, f, pool, action, e.why);
  else {
    const v = randomFrom(s, pool) as CardId;
    if (action === 'kill') kill(s, v, `${e.why}, chosen at random`);
    else discardPersonnel(s, v, `${e.why}, chosen at random`);
  }
}

/** Declares a standard dilemma: its description in our words and its behaviour as data. */
export function dilemmaCard(defId: string, text: string, spec: DilemmaSpec): CardDefinition {
  const only = spec.onlyIf;
  return declareCard(defId, {
    text,
    spec: { dilemma: spec },
    dilemma: {
      resolve: standardDilemma(defId, {
        ...(only ? { applies: (s: GameState, team: CardId[]) => members(s, team, only).length > 0 } : {}),
        failDispose: spec.failDispose,
        ...(spec.overcomeDispose ? { overcomeDispose: spec.overcomeDispose } : {}),
        ...(spec.fail.length ? { onFail: (s: GameState, f: DilemmaFrame, team: CardId[]) => spec.fail.forEach((e) => run(s, f, team, e)) } : {}),
      }),
    },
  });
}

/**
 * Where an event is played: on the table; or on a location of the spaceline (a planet, when it
 * says so: a planet or dual mission), at most one of this card per location, or one in play per
 * player.
 */
export type Placement = { table: true } | { location: { planet?: true; onePerLocation?: true; onePerPlayer?: true } };

export interface EventSpec {
  playsOn: Placement;
  /** What it does while in play, as the rules read it (rules/abilities.ts). */
  abilities: CardAbilities;
}

/** Declares an event whose effect is standing abilities while it is in play: where it goes, and what it does. */
export function eventCard(defId: string, text: string, spec: EventSpec): CardDefinition {
  const where = spec.playsOn;
  const event =
    'table' in where
      ? tableEvent()
      : attachedEvent((s, p) => {
          const o = where.location;
          if (o.onePerPlayer && hasInPlay(s, defId, p)) return [];
          return s.spaceline.filter(
            (loc) => (!o.planet || missionFacts(s, loc).missionType !== 'space') && (!o.onePerLocation || !aboard(s, loc).some((id) => card(s, id).def === defId)),
          );
        });
  return declareCard(defId, { text, spec: { event: spec }, event, abilities: spec.abilities });
}

/**
 * The ships an interrupt may target: anyone's or the opponent's; only those orbiting a planet (at a
 * planet or dual mission); and not one that already has, for this player, the modifier it puts.
 */
export interface ShipTarget {
  ship: { of: 'anyone' | 'opponent'; orbitingPlanet?: true; notAlready?: true };
}

/** What an interrupt does to its target: a modifier until the end of the turn (known to the player alone, for crewKnown). */
export type TargetEffect = { modifier: ModifierKind; forPlayer?: true };

export interface InterruptSpec {
  /** When it may be played: at any of the player's own response points (anyTime). */
  when: 'anyTime';
  target: ShipTarget;
  /** In order, after the card is discarded. */
  effects: TargetEffect[];
}

/**
 * Declares an interrupt that targets a ship and puts modifiers on it, as data; `then` says in code
 * what the language cannot yet (what the log tells, Loss of Orbital Stability's doom), run after the
 * effects; `more` adds the rest of the card's declaration (its after listeners).
 */
export function interruptCard(
  defId: string,
  text: string,
  spec: InterruptSpec,
  then?: (s: GameState, p: PlayerId, card: CardId, target: CardId) => void,
  more: Omit<CardBehaviour, 'text' | 'interrupt' | 'spec'> = {},
): CardDefinition {
  const t = spec.target.ship;
  const mods = spec.effects;
  return declareCard(defId, {
    ...more,
    text,
    spec: { interrupt: spec },
    interrupt: {
      choices(s, p, _c, win) {
        if (!anyTime(win)) return [];
        let ships = t.of === 'anyone' ? s.seats.flatMap((q) => ownShips(s, q)) : ownShips(s, opponent(s, p));
        if (t.orbitingPlanet) ships = ships.filter((ship) => missionFacts(s, locationOf(s, ship) as string).missionType !== 'space');
        if (t.notAlready) ships = ships.filter((ship) => !mods.every((m) => hasModifier(s, ship, m.modifier, m.forPlayer ? p : undefined)));
        return ships.map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship }));
      },
      play(s, p, c, ch) {
        moveTo(s, c, { z: 'discard' });
        const ship = ch.target as CardId;
        for (const m of mods) addModifier(s, m.modifier, c, ship, m.forPlayer ? { viewer: p } : {});
        then?.(s, p, c, ship);
      },
    },
  });
}

/**
 * The card language (issue 23, item 4), first part: a standard dilemma is declared as plain data
 * (who it acts on, what happens when it is not overcome, where it goes) and this module makes it
 * play; so is an event that goes into play and changes the game by standing abilities while it is
 * there (where it is played, and what it does as CardAbilities). The data stays with the card
 * (CardBehaviour.spec), so the browser and the AI can read what the card would do without running it. What the language cannot say yet stays a few lines of code
 * in the card's file (Hunter Gangs' parity test, the Love Interests' journey). Interrupts and events
 * that act once are the second part (cards/plays.ts).
 */
import { behaviour, declareCard } from './registry.ts';
import type { CardAbilities, CardBehaviour, CardDefinition, DilemmaFrame } from './registry.ts';

export { actingEventCard, interruptCard } from './plays.ts';
export type { ActingEventSpec, InterruptSpec, Needs, PlayEffect, ShipFilter, Target, When } from './plays.ts';
import { attachedEvent, gender, hasInPlay, highestTotalVictim, standardDilemma, tableEvent } from './common.ts';
import { aboard, card, missionFacts, outpostOf, ownShips } from '../rules/board.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { defineFrame, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import type { Affiliation } from './facts.ts';
import { iconsFor } from '../rules/mission-text.ts';
import { discardPersonnel, killRandom, randomFrom, selectVictim } from '../rules/dilemmas.ts';

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
    if (action === 'kill') return void killRandom(s, pool, e.why); // its response point, where the format opens one (rules/random-deaths.ts)
    const v = randomFrom(s, pool) as CardId;
    discardPersonnel(s, v, `${e.why}, chosen at random`);
  }
}

/**
 * A dilemma's effects when it is not overcome: once, or twice where a card doubled them as it was
 * faced (DilemmaFrame `doubled`: Howard Heirloom Candle), the second time on the team as the first
 * left it.
 */
function failEffects(s: GameState, f: DilemmaFrame, team: readonly CardId[], fail: readonly Effect[]): void {
  // the second time waits, below the first's choices and deaths, until they are carried out
  if (f['doubled'] === true) push(s, { kind: 'doubledDilemma', dilemma: f.dilemma, team: [...team] } as DoubledFrame);
  for (const e of fail) run(s, f, team, e);
}

interface DoubledFrame extends Frame {
  kind: 'doubledDilemma';
  dilemma: CardId;
  team: CardId[];
}

defineFrame<DoubledFrame>('doubledDilemma', {
  shown: PUBLIC_FRAME,
  run(s, d) {
    pop(s, d);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === d.dilemma) as DilemmaFrame | undefined;
    const fail = behaviour(card(s, d.dilemma).def)?.spec?.dilemma?.fail;
    if (!f || !fail) return;
    const left = d.team.filter((id) => s.cards[id]?.at.z === 'planet' || s.cards[id]?.at.z === 'aboard');
    for (const e of fail) run(s, f, left, e);
  },
});

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
        ...(spec.fail.length ? { onFail: (s: GameState, f: DilemmaFrame, team: CardId[]) => failEffects(s, f, team, spec.fail) } : {}),
      }),
    },
  });
}

/**
 * Where an event is played: on the table; or on a location of the spaceline (a planet, when it
 * says so: a planet or dual mission), at most one of this card per location, or one in play per
 * player.
 */
export type Placement =
  | { table: true }
  /** icon: a mission bearing this affiliation icon on the player's end (an Espionage card) */
  | { location: { planet?: true; onePerLocation?: true; onePerPlayer?: true; icon?: Affiliation } }
  /** on a ship in space: anyone's, or the player's own */
  | { ship: { of: 'anyone' | 'own' } }
  /** on an outpost: anyone's, at most one of this card on each */
  | { outpost: { of: 'anyone'; onePerOutpost?: true } };

export interface EventSpec {
  playsOn: Placement;
  /** What it does while in play, as the rules read it (rules/abilities.ts); an event that acts by its listeners has none. */
  abilities?: CardAbilities;
}

/** Whether a card of this definition is attached to a host already. */
function onHost(s: GameState, defId: string, host: CardId): boolean {
  return aboard(s, host).some((id) => card(s, id).def === defId);
}

/**
 * Declares an event that goes into play: where it goes, and what it does there as standing
 * abilities (data). `then` says in code what the language cannot yet, run when it has gone on its
 * host (Spacedock's repair, Plasma Fire's mark); `more` adds the rest of its declaration (its
 * listeners, its printed host).
 */
export function eventCard(
  defId: string,
  text: string,
  spec: EventSpec,
  then?: (s: GameState, p: PlayerId, card: CardId, host: CardId) => void,
  more: Omit<CardBehaviour, 'text' | 'event' | 'spec' | 'abilities'> = {},
): CardDefinition {
  const where = spec.playsOn;
  let event;
  if ('table' in where) event = tableEvent();
  else if ('ship' in where) event = attachedEvent((s, p) => (where.ship.of === 'own' ? [p] : s.seats).flatMap((q) => ownShips(s, q)), then);
  else if ('outpost' in where) {
    const o = where.outpost;
    event = attachedEvent((s) => s.seats.flatMap((q) => outpostOf(s, q) ?? []).filter((host) => !o.onePerOutpost || !onHost(s, defId, host)), then);
  } else {
    const o = where.location;
    event = attachedEvent((s, p) => {
      if (o.onePerPlayer && hasInPlay(s, defId, p)) return [];
      return s.spaceline.filter(
        (loc) =>
          (!o.planet || missionFacts(s, loc).missionType !== 'space') &&
          (!o.onePerLocation || !onHost(s, defId, loc)) &&
          (o.icon === undefined || iconsFor(s, p, loc).includes(o.icon)),
      );
    }, then);
  }
  return declareCard(defId, { ...more, text, spec: { event: spec }, event, ...(spec.abilities ? { abilities: spec.abilities } : {}) });
}


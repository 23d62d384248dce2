/**
 * Telepathic Alien Kidnappers (Premiere event, issue 25): at the end of every turn, either
 * player's, the owner of each copy on the table names a card type, then a card of his opponent's
 * hand is pointed at, shown to both players and discarded if it is of the type named. The pointing
 * is blind (the hand is hidden from him, and its holder keeps it in any order), so the card is
 * drawn at random by the game's generator; the guess is the owner's decision. With the opponent's
 * hand empty, a copy does nothing. It happens when the turn's player ends his turn, before his draw
 * (digest 3.7), after the Static Warp Bubble's discard: turn.ts asks kidnapAtTurnEnd and, when it
 * says so, ends the turn once the guesses are made. docs/RULINGS.md, "Premiere: the last events".
 * Intruder Force Field (Alternate Universe event) reverses a copy whose victim has one on his table: that
 * player names the type, and the copy's owner's hand is the one pointed at (RULINGS, "Alternate Universe
 * events, the last four, and Gomtuu").
 */
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import type { CardType } from '../cards/facts.ts';
import { eventsOnTable, inPlayByDef, moveTo, name, typeOf } from './board.ts';
import { randomFrom } from './dilemmas.ts';

export const KIDNAPPERS = 'telepathic-alien-kidnappers';
export const INTRUDER_FORCE_FIELD = 'intruder-force-field';

/** The types a card in a hand may have (the draw deck's, an artifact earned to hand, an outpost to build), as a guess names them. */
export const GUESSES: readonly (readonly [CardType, string])[] = [
  ['personnel', 'personnel'],
  ['ship', 'ship'],
  ['equipment', 'equipment'],
  ['event', 'event'],
  ['interrupt', 'interrupt'],
  ['outpost', 'facility'],
  ['artifact', 'artifact'],
  ['doorway', 'doorway'],
];

/** One copy's guess at the end of a turn. */
export interface KidnapFrame extends Frame {
  kind: 'kidnappers';
  /** Who guesses: the copy's owner, or his opponent when an Intruder Force Field reverses the copy. */
  player: PlayerId;
  source: CardId;
}

/** Whether an Intruder Force Field on this player's table turns the Kidnappers that would act on his hand back on their owner. */
export function kidnappersReversedFor(s: GameState, p: PlayerId): boolean {
  return inPlayByDef(s, INTRUDER_FORCE_FIELD, p).some((id) => s.cards[id]?.at.z === 'table');
}

/** Who names the type for a copy: its owner, or, reversed, the opponent it would have acted on. */
function guesserOf(s: GameState, owner: PlayerId): PlayerId {
  const victim = opponent(s, owner);
  return kidnappersReversedFor(s, victim) ? victim : owner;
}

/** The copies on the table that act at this turn's end: the hand they point at holds cards. */
function acting(s: GameState): CardId[] {
  return eventsOnTable(s).filter((id) => s.cards[id]?.def === KIDNAPPERS && seat(s, opponent(s, guesserOf(s, (s.cards[id] as { owner: PlayerId }).owner))).hand.length > 0);
}

/** At the end of a turn, before the draw: one guess per copy that acts (pushed; the first copy guesses first). True when any was pushed. */
export function kidnapAtTurnEnd(s: GameState): boolean {
  const list = acting(s);
  for (const id of [...list].reverse()) {
    const f: KidnapFrame = { kind: 'kidnappers', player: guesserOf(s, (s.cards[id] as { owner: PlayerId }).owner), source: id };
    push(s, f);
  }
  return list.length > 0;
}

export const kidnapFrame: FrameHandler<KidnapFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const victim = opponent(s, f.player);
    // gone from the table, or nothing left to point at, while an earlier copy acted
    if (s.cards[f.source]?.at.z !== 'table' || seat(s, victim).hand.length === 0) {
      pop(s, f);
      return;
    }
    return {
      player: f.player,
      kind: 'guessCardType',
      prompt: `Telepathic Alien Kidnappers: name a card type; a card of ${victim}'s hand, picked blind, is shown and discarded if it is one`,
      options: GUESSES.map(([type, word]) => ({ id: `guess:${type}`, label: `Guess ${word}`, card: f.source, group: 'pick', act: { type: 'use' as const, use: 'guessCardType', card: f.source, target: type } })),
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const a = o.act;
    if (a.type !== 'use') return;
    const victim = opponent(s, f.player);
    const pointed = randomFrom(s, seat(s, victim).hand) as CardId;
    const type = typeOf(s, pointed);
    const word = GUESSES.find(([t]) => t === a.target)?.[1] ?? a.target;
    const hit = type === a.target;
    emit(s, 'cardShown', `Telepathic Alien Kidnappers: ${f.player} guesses ${word}; ${victim} shows ${name(s, pointed)}${hit ? ', which is discarded' : ', which stays in hand'}`, { player: victim, card: pointed, guess: a.target, hit, by: f.source });
    if (hit) moveTo(s, pointed, { z: 'discard' });
  },
};

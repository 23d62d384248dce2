/**
 * What the Premiere interrupts' card files share (issue 25). An interrupt's facts come from its card
 * data (interrupt-facts.ts); `onlyWhen` narrows an interrupt declared in the card language by a test
 * the language has no word for yet (two Navigation aboard the target ship, a Rogue Borg here);
 * `playedInterrupt` declares one whose
 * target or effect the card language (plays.ts) does not say yet: when it may be played is the
 * language's `When`, what it may be aimed at and what it does are a few lines of the card's own.
 */
import { registerInterruptFacts } from './interrupt-facts.ts';
import { declareCard } from './registry.ts';
import type { CardBehaviour, CardDefinition, PlayChoice, Window } from './registry.ts';
import type { InterruptSpec } from './plays.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { moveTo } from '../rules/board.ts';

export { registerInterruptFacts };

/** Whether it is the very start of the player's own turn: his main decision, before the card play and any order (as rules/dual-change.ts reads it). */
export function startOfOwnTurn(s: GameState, p: PlayerId, win: Window): boolean {
  return win.type === 'main' && s.turn.active === p && s.turn.stage === 'play' && !s.turn.cardPlayed && s.turn.number >= 1;
}

export interface PlayedInterrupt {
  /** What it does as data, for the UI and the AI (its target and effects `coded`: this file's code carries them out). */
  spec: InterruptSpec;
  /** The kinds of window it may ever be played in. */
  windows: readonly Window['type'][];
  /** Its ways to play now (empty: not now); `win` is the window asked in. */
  choices(s: GameState, p: PlayerId, c: CardId, win: Window): PlayChoice[];
  /** Carries it out; the card is resolving and is discarded afterwards unless `play` moved it. */
  play(s: GameState, p: PlayerId, c: CardId, ch: PlayChoice, win: Window): void;
}

/** Declares an interrupt by code (its facts registered from its card data). */
export function playedInterrupt(defId: string, text: string, i: PlayedInterrupt, more: Omit<CardBehaviour, 'text' | 'interrupt' | 'spec'> = {}): CardDefinition {
  registerInterruptFacts(defId);
  return declareCard(defId, {
    ...more,
    text,
    spec: { interrupt: i.spec },
    interrupt: {
      windows: i.windows,
      choices: i.choices,
      play(s, p, c, ch, win) {
        i.play(s, p, c, ch, win);
        if (s.cards[c]?.at.z === 'resolving') moveTo(s, c, { z: 'discard' });
      },
    },
  });
}

/** The same interrupt, offered only for the choices `ok` accepts. */
export function onlyWhen(def: CardDefinition, ok: (s: GameState, p: PlayerId, ch: PlayChoice, win: Window, card: CardId) => boolean): CardDefinition {
  const { id, ...b } = def;
  const i = b.interrupt;
  if (!i) throw new Error(`${id} is not an interrupt`);
  return declareCard(id, { ...b, interrupt: { ...i, choices: (s, p, c, win) => i.choices(s, p, c, win).filter((ch) => ok(s, p, ch, win, c)) } });
}

/**
 * One more use of an interrupt card, stocked by another card's file (the Alternate Universe Door's
 * answers to a Q-Net, a Temporal Rift and a Subspace Schism): its choices are offered beside the
 * card's own, each keyed `${prefix} ...`; such a choice resolves by `play`, any other as the card's
 * own. `windows` adds kinds of window the card is asked in.
 */
export interface InterruptUse {
  prefix: string;
  windows?: readonly Window['type'][];
  choices(s: GameState, p: PlayerId, c: CardId, win: Window): PlayChoice[];
  play(s: GameState, p: PlayerId, c: CardId, ch: PlayChoice, win: Window): void;
}

/** The interrupt card with one more use (InterruptUse). */
export function withInterruptUse(def: CardDefinition, use: InterruptUse): CardDefinition {
  const { id, ...b } = def;
  const i = b.interrupt;
  if (!i) throw new Error(`${id} is not an interrupt`);
  const more = (use.windows ?? []).filter((w) => i.windows && !i.windows.includes(w));
  return declareCard(id, {
    ...b,
    interrupt: {
      ...i,
      windows: i.windows && more.length > 0 ? [...i.windows, ...more] : i.windows,
      choices: (s, p, c, win) => [...i.choices(s, p, c, win), ...use.choices(s, p, c, win)],
      play(s, p, c, ch, win) {
        if (ch.key.startsWith(`${use.prefix} `)) use.play(s, p, c, ch, win);
        else i.play(s, p, c, ch, win);
      },
    },
  });
}

/**
 * Premiere interrupts, batch B (issue 25): what their card files share. An interrupt's facts come
 * from its card data (as the dilemmas' do, dilemma-facts.ts); `playedInterrupt` declares one whose
 * target or effect the card language (plays.ts) does not say yet: when it may be played is the
 * language's `When`, what it may be aimed at and what it does are a few lines of the card's own.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';
import { declareCard } from './registry.ts';
import type { CardBehaviour, CardDefinition, PlayChoice, Window } from './registry.ts';
import type { InterruptSpec, When } from './plays.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { actorOf, anyTime } from '../rules/responses.ts';
import { moveTo } from '../rules/board.ts';

/** Adds an interrupt's facts from its card data (once). */
export function registerInterruptFacts(defId: string): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'interrupt') throw new Error(`no interrupt ${defId} in the card data`);
  const pts = bp.bonusPoints;
  registerFacts([CardFacts.parse({ ...printedFacts(bp, defId), unique: false, type: 'interrupt', affiliation: null, bonusPoints: typeof pts === 'number' && pts > 0 ? pts : null })]);
}

/** Whether a window is one the `When` names, for this player. */
export function fitsWhen(s: GameState, p: PlayerId, when: When, win: Window, cardOf: (id: CardId) => string): boolean {
  if (when === 'anyTime') return anyTime(win);
  if ('justPlayed' in when) return win.type === 'cardPlayed' && win.by !== p && when.justPlayed.cards.includes(cardOf(win.card));
  const [moment, a] = 'after' in when ? (['after', when.after] as const) : (['before', when.before] as const);
  if (win.type !== moment || win.h.type !== a.happening) return false;
  return (actorOf(s, win.h) === p) === (a.by === 'you');
}

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

/**
 * A personnel picked at random to die, held for a response point before the death (Security
 * Sacrifice, Wolf: docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism"). Where the
 * format opens the point (GameRules.responsePointsBefore) and some interrupt of the installed pool
 * answers it, a random kill (dilemmas.ts killRandom) does not kill at once: it pushes a frame that
 * opens the point, the victim's owner first, then carries out the death as the answers left it:
 * the same victim, another who takes his place, or nobody. Elsewhere (the intro game) the kill is
 * carried out at once, as before. As every response point, it is opened whatever the players hold.
 */
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, Frame, GameState } from '../core/types.ts';
import { installedCards } from '../cards/registry.ts';
import { rulesOf } from '../formats/rules.ts';
import { card } from './board.ts';
import { kill } from './dilemmas.ts';
import { openResponsesAt } from './responses.ts';

export interface RandomDeathFrame extends Frame {
  kind: 'randomDeath';
  /** Who is to die: the one picked, or who took his place. */
  card: CardId;
  /** The one picked at random. */
  picked: CardId;
  why: string;
  step: number;
  /** Set by an answer: nobody dies, for this reason (the log's sentence). */
  saved?: string;
}

/** Whether random deaths wait for a response point in this game. */
export function randomDeathsHeld(s: GameState): boolean {
  return rulesOf(s).responsePointsBefore.includes('randomDeath') && installedCards().answered('before', 'randomDeath').length > 0;
}

/** The personnel already picked to die and waiting for their response point (a second pick passes them over). */
export function heldVictims(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const f of s.flow) if (f.kind === 'randomDeath') out.push((f as RandomDeathFrame).card);
  return out;
}

/** Holds the death of a personnel picked at random for its response point. */
export function holdRandomDeath(s: GameState, victim: CardId, why: string): void {
  const f: RandomDeathFrame = { kind: 'randomDeath', card: victim, picked: victim, why, step: 0 };
  push(s, f);
}

/** The held death a window before a random death answers (the frame below it), if it is still to come. */
export function heldDeathOf(s: GameState, victim: CardId): RandomDeathFrame | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as RandomDeathFrame;
    if (f.kind === 'randomDeath' && f.picked === victim && f.step === 1 && f.saved === undefined && f.card === victim) return f;
  }
  return undefined;
}

defineFrame<RandomDeathFrame>('randomDeath', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (f.step === 0) {
      f.step = 1;
      const c = s.cards[f.card];
      if (c && (c.at.z === 'planet' || c.at.z === 'aboard')) {
        openResponsesAt(s, 'before', { type: 'randomDeath', card: f.card, why: f.why });
        return;
      }
    }
    pop(s, f);
    if (f.saved !== undefined) {
      emit(s, 'prevented', f.saved, { type: 'personnelKilled', card: f.picked });
      return;
    }
    const at = card(s, f.card).at;
    if (at.z === 'planet' || at.z === 'aboard') kill(s, f.card, f.why);
  },
});

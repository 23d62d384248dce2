/**
 * No interrupts (Goddess of Empathy, Premiere event): while a card with the ability `barsInterrupts`
 * is on the table, no player may play a card of the interrupt type except those it names
 * (responses.ts interruptOptions asks here). The card lasts until the end of its owner's next turn:
 * it marks itself when played (its file) and turn.ts calls expireInterruptBars at each turn's end.
 */
import { facts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark } from '../core/modifiers.ts';
import type { CardState, GameState } from '../core/types.ts';
import { abilitiesInPlay, interruptBarsInPlay } from './abilities.ts';
import { inPlayDefs, moveTo, name } from './board.ts';
import { installedCards } from '../cards/registry.ts';

const barring = new WeakMap<object, readonly string[]>();
/** The installed pool's definitions that bar interrupts while in play. */
function barringDefs(): readonly string[] {
  const pool = installedCards();
  let l = barring.get(pool);
  if (!l) barring.set(pool, (l = pool.definitions.filter((d) => d.abilities?.barsInterrupts !== undefined).map((d) => d.id)));
  return l;
}

/** Whether cards of this definition may not be played as interrupts now. */
export function interruptBarred(s: GameState, defId: string): boolean {
  // asked at every response point: while no card of a barring definition is in play, the answer is no
  // without building the list of abilities in play (which a move of any card drops)
  const copies = inPlayDefs(s);
  if (!barringDefs().some((d) => copies.has(d))) return false;
  const bars = interruptBarsInPlay(s);
  if (bars.length === 0) return false;
  const f = facts(defId);
  if (f.type !== 'interrupt') return false;
  return bars.some((a) => a.abilities.barsInterrupts !== undefined && (s.cards[a.card] as CardState).at.z === 'table' && !a.abilities.barsInterrupts.except.includes(f.name));
}

/** At a turn's end: a bar whose owner's next turn is ending is discarded (one found unmarked starts counting now). */
export function expireInterruptBars(s: GameState): void {
  if (interruptBarsInPlay(s).length === 0) return;
  for (const a of abilitiesInPlay(s)) {
    const bar = a.abilities.barsInterrupts;
    if (bar === undefined || (s.cards[a.card] as CardState).at.z !== 'table' || a.owner !== s.turn.active) continue;
    const m = s.effects.find((e) => e.kind === 'mark' && e.source === a.card && e.card === a.card);
    if (m === undefined || m.kind !== 'mark') {
      addMark(s, a.card, a.card);
      continue;
    }
    if (s.turn.number < m.turn + 2 * bar.ownTurns) continue;
    clearMark(s, m);
    moveTo(s, a.card, { z: 'discard' });
    emit(s, 'cardExpired', `${a.owner}'s ${name(s, a.card)} is discarded: its time is over`, { card: a.card });
  }
}

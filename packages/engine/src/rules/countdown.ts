/**
 * Countdown dilemmas (issue 25, Premiere dilemmas batch C): a dilemma that stays in play over its
 * victims (personnel, or a ship) and acts on them at the end of their owner's Nth full turn after
 * it was met, unless they are cured first. Hyper-Aging, REM Fatigue Hallucinations and Nitrium
 * Metal Parasites use it, each with its own cure, its own number of turns and what it does when it
 * runs out (cards/hyper-aging.ts and the others).
 *
 * The card remembers everything by marks (core/modifiers.ts): one mark on itself when it is met
 * (the turn it started), one more on itself for each full turn counted, and one on each victim. A
 * full turn is a turn of the victims' owner that started after the dilemma was met (the digest's
 * "start counting at the start of your next turn"); it is counted at that turn's end. At the end of
 * every turn, either player's, each victim the cure now reaches is freed first; the countdown is
 * overcome when its last victim is freed so, and its point box (if any) is scored by their owner.
 * Victims that left play on their own are forgotten; a countdown with none left is discarded.
 * A card file declares its countdown (CardBehaviour.countdown) and starts it when the dilemma is
 * met (startCountdown); turn.ts calls countdownsAtTurnEnd after the cards' turn-end listeners and
 * the ship afflictions (docs/RULINGS.md, "Premiere dilemmas, batch C").
 */
import { behaviour } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { teamStats } from './attributes.ts';
import type { TeamStats } from './attributes.ts';
import { card, def, isInPlay, moveTo, name, personnelAboard, personnelOnPlanet } from './board.ts';
import { scorePoints } from './endgame.ts';

/** What one countdown dilemma does: read by the rules here, given by its card file. */
export interface Countdown {
  /** The card's definition id. */
  def: string;
  /** How many full turns of the victims' owner it runs. */
  turns: number;
  /** Whether a victim is freed now (the cure reaches it). */
  cured(s: GameState, victim: CardId): boolean;
  /** What it does to a victim still under it when it runs out. */
  expire(s: GameState, victim: CardId, dilemma: CardId): void;
}

/** The marks of one countdown card: its own (start and counted turns) and its victims'. */
function marksOf(s: GameState, c: Countdown, dilemma: CardId): { own: Mark[]; victims: Mark[] } {
  const all = marksBy(s, c.def).filter((m) => m.source === dilemma);
  return { own: all.filter((m) => m.card === dilemma), victims: all.filter((m) => m.card !== dilemma) };
}

/** The victims a countdown card holds now. */
export function countdownVictims(s: GameState, dilemma: CardId): CardId[] {
  const d = card(s, dilemma).def;
  return marksBy(s, d).filter((m) => m.source === dilemma && m.card !== dilemma).map((m) => m.card);
}

/** How many full turns a countdown card has counted so far. */
export function turnsCounted(s: GameState, dilemma: CardId): number {
  const d = card(s, dilemma).def;
  return Math.max(0, marksBy(s, d).filter((m) => m.source === dilemma && m.card === dilemma).length - 1);
}

/**
 * The skills and totals of a personnel's owner's personnel where it is now (itself included): on
 * the planet of its location, or aboard its ship or outpost; stopped or not, they are present.
 */
export function presentWith(s: GameState, id: CardId): TeamStats {
  const c = card(s, id);
  const at = c.at;
  let group: CardId[] = [];
  if (at.z === 'planet') group = personnelOnPlanet(s, at.loc, c.owner);
  else if (at.z === 'aboard') group = personnelAboard(s, at.host).filter((p) => card(s, p).owner === c.owner);
  return teamStats(s, group);
}

/** Ends a countdown: its marks cleared; scored by `scorer` when it has points and was overcome, else discarded. */
function endCountdown(s: GameState, dilemma: CardId, scorer: PlayerId | null): void {
  for (const m of [...s.effects]) if (m.kind === 'mark' && m.source === dilemma) clearMark(s, m);
  const d = def(s, dilemma);
  const pts = d.type === 'dilemma' ? (d.bonusPoints ?? 0) : 0;
  if (scorer !== null && pts > 0 && isInPlay(card(s, dilemma))) {
    moveTo(s, dilemma, { z: 'bonus', player: scorer });
    card(s, dilemma).revealed = true;
    scorePoints(s, scorer, pts, `overcame ${name(s, dilemma)}`);
  } else if (isInPlay(card(s, dilemma))) moveTo(s, dilemma, { z: 'discard' });
}

/**
 * Starts a countdown as its dilemma is met: the victims the cure reaches already are never under
 * it; with none left the dilemma is overcome at once and this returns false (the card file then
 * disposes of it: scored if it has points); otherwise the card goes onto `host` (a location or a
 * ship) and marks the others, and this returns true.
 */
export function startCountdown(s: GameState, c: Countdown, dilemma: CardId, host: CardId, victims: readonly CardId[], scorer: PlayerId): boolean {
  const under = victims.filter((v) => !c.cured(s, v));
  if (under.length === 0) {
    emit(s, 'dilemmaOvercome', `${name(s, dilemma)} is cured as it is met`, { card: dilemma, player: scorer });
    return false;
  }
  moveTo(s, dilemma, { z: 'attached', host });
  addMark(s, dilemma, dilemma);
  for (const v of under) addMark(s, dilemma, v);
  emit(s, 'countdownStarted', `${name(s, dilemma)} counts down over ${under.map((v) => name(s, v)).join(', ')}: ${c.turns} full turns of ${scorer}`, { card: dilemma, victims: [...under], turns: c.turns });
  return true;
}

/** The end of a turn (`active`'s): each countdown card in play frees whom its cure reaches, counts a full turn, and acts when it runs out. */
export function countdownsAtTurnEnd(s: GameState, active: PlayerId): void {
  if (s.effects.length === 0) return;
  const cards: [CardId, Countdown][] = [];
  for (const e of s.effects) {
    if (e.kind !== 'mark' || e.source !== e.card || cards.some(([id]) => id === e.source)) continue;
    const c = behaviour(e.by)?.countdown;
    if (c) cards.push([e.source, c]);
  }
  for (const [dilemma, c] of cards) {
    const at = (s.cards[dilemma] as CardState).at;
    const { own, victims } = marksOf(s, c, dilemma);
    if (at.z !== 'attached') {
      for (const m of [...own, ...victims]) clearMark(s, m); // the card left play with its host
      continue;
    }
    let freed = false;
    let owner: PlayerId | null = null;
    for (const m of victims) {
      const v = s.cards[m.card] as CardState;
      owner = v.owner;
      if (!isInPlay(v) || v.at.z === 'underMission') {
        clearMark(s, m);
      } else if (c.cured(s, m.card)) {
        clearMark(s, m);
        freed = true;
        emit(s, 'countdownCured', `${name(s, m.card)} is cured of ${name(s, dilemma)}`, { card: dilemma, victim: m.card });
      }
    }
    const left = countdownVictims(s, dilemma);
    if (left.length === 0) {
      endCountdown(s, dilemma, freed ? owner : null);
      continue;
    }
    const start = own[0];
    if (owner !== active || start === undefined || s.turn.number <= start.turn) continue;
    addMark(s, dilemma, dilemma);
    const counted = turnsCounted(s, dilemma);
    if (counted < c.turns) {
      emit(s, 'countdownTick', `${name(s, dilemma)}: ${c.turns - counted} full turn(s) of ${owner} left`, { card: dilemma, left: c.turns - counted });
      continue;
    }
    emit(s, 'countdownExpired', `${name(s, dilemma)} runs out`, { card: dilemma, victims: left });
    for (const v of left) c.expire(s, v, dilemma);
    endCountdown(s, dilemma, null);
  }
}

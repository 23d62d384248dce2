/**
 * Interrupts and response windows. The active player plays interrupts from the main decision;
 * the other player is asked between actions, and at special moments (a card just played, a ship
 * being destroyed, a mission just completed). Every such response point asks its player, whether
 * or not the player holds an interrupt that could be played then, so that the question itself
 * tells the opponent nothing: where the only answer is "no response", autoAnswer() names it, and
 * the server gives it after the same delay it gives a bot's answer (docs/DESIGN.md, "Response
 * points"). Games of engine 0.1 (GameState.legacy) asked only a player who held an answer, or
 * who asked always to be asked.
 */
import { whyAuBlocked } from './doorways.ts';
import { nullifiedAtResolve, sweepNullified } from './table-nullify.ts';
import { interruptBarred } from './interrupt-bar.ts';
import { behaviour, installedCards, setResponsePoint } from '../cards/registry.ts';
import type { Answer, PlayChoice, Window } from '../cards/registry.ts';
import type { Happening } from '../core/happenings.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { Act, CardId, Frame, GameState, Option, PlayerId, Spot } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { card, moveTo, name } from './board.ts';
import { PASS } from '../core/acts.ts';
import { happened } from '../core/happenings.ts';

export interface RespondFrame extends Frame {
  kind: 'respond';
  player: PlayerId;
  win: Window;
}

export interface ResolveFrame extends Frame {
  kind: 'resolve';
  player: PlayerId;
  card: CardId;
  choice: PlayChoice;
  win: Window;
  as: 'interrupt' | 'event';
}

/** Whether a window is an ordinary moment between actions (for "play at any time" interrupts). */
export function anyTime(win: Window): boolean {
  return win.type === 'main' || win.type === 'between' || win.type === 'cardPlayed';
}

/** The interrupts this player may play in this window, appended to `out` (a new list unless one is given). */
export function interruptOptions(s: GameState, p: PlayerId, win: Window, out: Option[] = []): Option[] {
  let seen: string[] | null = null; // interrupt definitions already offered: copies offer the same plays
  for (const id of seat(s, p).hand) {
    const defId = card(s, id).def;
    const b = behaviour(defId)?.interrupt;
    if (!b || (b.windows && !b.windows.includes(win.type))) continue;
    if (interruptBarred(s, defId)) continue; // a Goddess of Empathy on the table (rules/interrupt-bar.ts)
    if (whyAuBlocked(s, p, id)) continue; // the [AU] icon, while the player's door is closed (rules/doorways.ts)
    if (seen) {
      if (seen.includes(defId)) continue;
      seen.push(defId);
    } else seen = [defId];
    for (const ch of b.choices(s, p, id, win)) {
      const o: Option = { id: `int:${id}:${ch.key}`, label: `Play ${name(s, id)}: ${ch.label}`, card: id, group: 'interrupt', act: ch.target ? { type: 'interrupt', card: id, choice: ch.key, target: ch.target } : { type: 'interrupt', card: id, choice: ch.key } };
      if (ch.target) o.target = ch.target;
      out.push(o);
    }
  }
  return out;
}

/** Plays an interrupt chosen from a window: the opponent may respond to it, then it resolves. */
export function chooseInterrupt(s: GameState, p: PlayerId, o: Option, win: Window): void {
  const id = o.card as CardId;
  const key = o.act.type === 'interrupt' ? o.act.choice : undefined;
  const b = behaviour(card(s, id).def)?.interrupt;
  const choice = b?.choices(s, p, id, win).find((c) => c.key === key);
  if (!b || !choice) return;
  moveTo(s, id, { z: 'resolving' });
  emit(s, 'interruptPlayed', `${p} plays ${name(s, id)}: ${choice.label}`, { player: p, card: id, target: choice.target });
  happened(s, { type: 'interruptPlayed', player: p, card: id });
  const r: ResolveFrame = { kind: 'resolve', player: p, card: id, choice, win, as: 'interrupt' };
  push(s, r);
  openResponse(s, opponent(s, p), { type: 'cardPlayed', card: id, by: p });
}

/** Puts an event or interrupt into resolution after the opponent's chance to respond. */
export function resolveAfterResponse(s: GameState, p: PlayerId, id: CardId, choice: PlayChoice, as: 'interrupt' | 'event'): void {
  const r: ResolveFrame = { kind: 'resolve', player: p, card: id, choice, win: { type: 'main' }, as };
  push(s, r);
  openResponse(s, opponent(s, p), { type: 'cardPlayed', card: id, by: p });
}

/**
 * What a viewer may see of a response window or a card resolving in it: all of it, except the
 * crew of a ship being destroyed, which only its owner (the window's player) knows, and the card
 * just drawn, which only its drawer knows.
 */
function windowShown(f: RespondFrame | ResolveFrame, viewer: PlayerId | 'spectator'): Frame {
  const win = f.win;
  // the card a player just drew is his alone to know (a Subspace Schism's point after a draw)
  if (win.type === 'after' && win.h.type === 'cardDrawn' && win.h.player !== viewer) {
    return { ...PUBLIC_FRAME(f), win: { ...win, h: { ...win.h, card: '?' } } };
  }
  // the cards being transported are their mover's to know (between ships, the opponent sees only how many)
  if (win.type === 'before' && win.h.type === 'transporting' && win.h.player !== viewer) {
    return { ...PUBLIC_FRAME(f), win: { ...win, h: { ...win.h, cards: win.h.cards.map(() => '?') } } };
  }
  if (win.type === 'before' && win.crew && f.player !== viewer) {
    return { ...PUBLIC_FRAME(f), win: { ...win, crew: win.crew.map(() => '?') } };
  }
  return PUBLIC_FRAME(f);
}

export function openResponse(s: GameState, p: PlayerId, win: Window): void {
  const f: RespondFrame = { kind: 'respond', player: p, win };
  push(s, f);
}

/** Whose a happening is: the player who acted, or the owner of the card it befell. */
export function actorOf(s: GameState, h: Happening): PlayerId {
  if ('player' in h) return h.player;
  return card(s, 'ship' in h ? h.ship : h.card).owner;
}

/**
 * The response points of a happening at a moment: one for each player that some interrupt of the
 * installed pool lets answer it then (the player whose happening it is first). The pool decides,
 * never a hand, so that a point tells nobody what anyone holds. `crew`: a ship being destroyed's.
 */
export function openResponsesAt(s: GameState, moment: Answer['moment'], h: Happening, crew?: CardId[]): void {
  const who = installedCards().answered(moment, h.type);
  if (who.length === 0) return;
  const actor = actorOf(s, h);
  const win: Window = moment === 'after' ? { type: 'after', h } : crew ? { type: 'before', h, crew } : { type: 'before', h };
  // pushed last runs first: the other player's point below the actor's
  if (who.includes('opponent')) openResponse(s, opponent(s, actor), win);
  if (who.includes('you')) openResponse(s, actor, win);
}

setResponsePoint(openResponsesAt);

defineFrame<RespondFrame>('respond', {
  shown: windowShown,
  run(s, f) {
    const options = interruptOptions(s, f.player, f.win);
    if (options.length === 0 && s.legacy && !seat(s, f.player).alwaysRespond) {
      pop(s, f);
      return;
    }
    options.push({ id: 'pass', label: 'No response', group: 'pass', act: PASS });
    return { player: f.player, kind: 'respond', prompt: respondPrompt(s, f.win, f.player), options };
  },
  choose(s, f, o) {
    if (o.act.type === 'pass') {
      pop(s, f);
      return;
    }
    chooseInterrupt(s, f.player, o, f.win);
  },
});

/**
 * The answer a player gives without being asked, if any: at a response point (a response window or
 * the start-of-turn persona-swap question) where "no" is the only option and the player has not
 * asked always to be asked. Servers, the terminal game and the test harness give it for the player
 * (the server after its response delay); bots answer such decisions as they answer any other.
 */
export function autoAnswer(s: GameState): string | null {
  const p = s.pending;
  if (!p || s.result) return null;
  return answeredFor(p.kind, p.options, seat(s, p.player).alwaysRespond);
}

/** autoAnswer's rule on what a seat sees of its own decision (its view): for clients that leave the answer to the server. */
export function answeredFor(kind: string, options: readonly Option[] | null, alwaysRespond: boolean | null): string | null {
  if (!options || options.length !== 1 || alwaysRespond !== false) return null;
  if (kind !== 'respond' && kind !== 'personaSwap') return null;
  const only = options[0] as Option;
  // no response in a window, no (more) persona swaps at the start of the turn
  return only.act.type === 'pass' || only.act.type === 'done' ? only.id : null;
}

/** Whether the pending decision is a response point (the decisions whose timing the server evens out). */
export function isResponsePoint(s: GameState): boolean {
  const k = s.pending?.kind;
  return k === 'respond' || k === 'personaSwap';
}

function respondPrompt(s: GameState, win: Window, player: PlayerId): string {
  switch (win.type) {
    case 'cardPlayed':
      return `${win.by} played ${name(s, win.card)}. Respond with an interrupt?`;
    case 'between':
      return win.after ? `${orderInWords(s, opponent(s, player), win.after)}. Respond with an interrupt?` : 'Play an interrupt now?';
    case 'before':
      return win.h.type === 'shipDestroyed' ? `${name(s, win.h.ship)} is being destroyed. Respond with an interrupt?` : `Before ${readableHappening(s, win.h)}: respond with an interrupt?`;
    case 'after':
      return win.h.type === 'missionCompleted' ? `${name(s, win.h.loc)} was just completed. Respond with an interrupt?` : `${readableHappening(s, win.h)}. Respond with an interrupt?`;
    default:
      return 'Play an interrupt now?';
  }
}

defineFrame<ResolveFrame>('resolve', {
  shown: windowShown,
  run(s, f) {
    pop(s, f);
    const c = s.cards[f.card];
    if (!c || c.at.z !== 'resolving') return; // cancelled while waiting
    if (nullifiedAtResolve(s, f.card)) return; // a Thermal Deflectors in play (rules/table-nullify.ts)
    const b = behaviour(c.def);
    if (f.as === 'interrupt' && b?.interrupt) b.interrupt.play(s, f.player, f.card, f.choice, f.win);
    else if (f.as === 'event' && b?.event) b.event.play(s, f.player, f.card, f.choice);
    else if (f.as === 'event') moveTo(s, f.card, { z: 'table' });
    else moveTo(s, f.card, { z: 'discard' });
    sweepNullified(s, f.card); // a nullifier arriving clears what it nullifies (rules/table-nullify.ts)
  },
});

/** A happening in a few words, for the prompt of its response point. */
function readableHappening(s: GameState, h: Happening): string {
  switch (h.type) {
    case 'personnelKilled':
      return `${name(s, h.card)} was just killed`;
    case 'personnelDiscarded':
      return `${name(s, h.card)} was just discarded`;
    case 'shipDamaged':
      return `${name(s, h.ship)} was just damaged`;
    case 'shipDestroyed':
      return `${name(s, h.ship)} was just destroyed`;
    case 'dilemmaEncountered':
      return `${name(s, h.dilemma)} was just encountered`;
    case 'awayTeamStopped':
      return `an Away Team was just stopped at ${name(s, h.loc)}`;
    case 'missionAttempted':
      return `${name(s, h.loc)} is being attempted`;
    case 'shipMoved':
      return `${name(s, h.ship)} just moved to ${name(s, h.to)}`;
    case 'pointsScored':
      return `${h.player} just scored ${h.points} points`;
    case 'battleInitiated':
      // a Borg Ship's battle (rules/borg-ship.ts): no player initiates it
      if (h.target !== undefined && s.cards[h.target]?.def === 'borg-ship') return `${name(s, h.target)} is attacking at ${name(s, h.loc)}`;
      return `${h.player} just initiated battle at ${name(s, h.loc)}`;
    case 'cardDrawn':
      return `${h.player} just drew a card`;
    case 'randomDeath':
      return `${name(s, h.card)} dying (${h.why})`;
    case 'transporting':
      return `${h.player} is transporting ${h.cards.length} card(s) ${h.by === 'gateway' ? 'through an Iconian Gateway' : 'by beaming'}`;
    default:
      return `${h.type} just happened`;
  }
}

/** The order a response point between two actions answers, in a few words ("klingon moved I.K.C. K'Vort to Gault"). */
function orderInWords(s: GameState, by: PlayerId, act: Act): string {
  const spot = (x: Spot) => ('card' in x && x.card ? name(s, x.card) : 'planet' in x && x.planet ? `the planet of ${name(s, x.planet)}` : 'somewhere');
  switch (act.type) {
    case 'move':
      return `${by} moved ${name(s, act.ship)} to ${name(s, act.to)}`;
    case 'beam':
      return `${by} gave an order to beam from ${spot(act.from)} to ${spot(act.to)}`;
    case 'attempt':
      return `${by} attempted ${name(s, act.mission)}`;
    case 'battle':
      return `${by} initiated battle at ${name(s, act.at)}`;
    default:
      return `${by} gave an order`;
  }
}

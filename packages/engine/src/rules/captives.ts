/**
 * Captives (Alternate Universe, issue 26; docs/RULINGS.md "Alternate Universe: captives"). A card
 * that captures takes one of the opponent's personnel out of its place and puts it on the captor's
 * side of the table, face up, at `{ z: 'captive', by }`: it stays its owner's card (its owner's
 * persona limit still counts it, rules/persona-play/limits.ts), but it is at no location, so it is in
 * no crew or Away Team, has no skills to give, cannot move, beam, battle or be met by a dilemma, and
 * nothing that looks at cards in play finds it. Both players see it (board.ts VISIBILITY; the captor's
 * seat view lists it, view/view.ts). It leaves captivity only by a card that releases or rescues it:
 * returned to one of its owner's outposts (the owner choosing among several), or, when the owner has
 * none in play, to his hand. The events that play on a captive (Interrogation) are discarded as it is
 * released. At the game's end a captive is nobody's points: it is simply left where it is.
 */
import { pickAct } from '../core/acts.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, Option, PlayerId } from '../core/types.ts';
import { facts } from '../cards/facts.ts';
import { captiveCards, card, eventsOnTable, moveTo, name } from './board.ts';

/** The player holding this personnel captive, or undefined when it is not a captive. */
export function captorOf(s: GameState, id: CardId): PlayerId | undefined {
  const at = s.cards[id]?.at;
  return at?.z === 'captive' ? at.by : undefined;
}

/** The personnel a player holds captive (his opponent's), in creation order. */
export function captivesHeldBy(s: GameState, captor: PlayerId): CardId[] {
  return captiveCards(s).filter((id) => (s.cards[id] as CardState).at.z === 'captive' && ((s.cards[id] as CardState).at as { by: PlayerId }).by === captor);
}

/** A player's own personnel held captive by his opponent, in creation order. */
export function captivesOwnedBy(s: GameState, owner: PlayerId): CardId[] {
  return captiveCards(s).filter((id) => (s.cards[id] as CardState).owner === owner);
}

/** Takes a personnel of the captor's opponent captive, from wherever it is in play. */
export function capture(s: GameState, id: CardId, captor: PlayerId, why: string): void {
  const c = card(s, id);
  if (c.owner === captor || facts(c.def).type !== 'personnel') return;
  moveTo(s, id, { z: 'captive', by: captor });
  emit(s, 'personnelCaptured', `${name(s, id)} is taken captive by ${captor} (${why})`, { card: id, by: captor });
}

/** The cards that lie on the table with a captive and are discarded when it is released (Interrogation, Cardassian Trap). */
const ON_CAPTIVE: Set<string> = new Set();

/** Registers a card that lies on the table with a captive, remembering it by a mark on the captive, and goes when the captive does. */
export function playsOnCaptive(defId: string): void {
  ON_CAPTIVE.add(defId);
}

/** The events on the table playing on this captive (their marks name it). */
export function eventsOnCaptive(s: GameState, captive: CardId): CardId[] {
  if (ON_CAPTIVE.size === 0 || s.effects.length === 0) return [];
  const out: CardId[] = [];
  for (const ev of eventsOnTable(s)) {
    if (!ON_CAPTIVE.has((s.cards[ev] as CardState).def)) continue;
    if (s.effects.some((e) => e.kind === 'mark' && e.source === ev && e.card === captive)) out.push(ev);
  }
  return out;
}

/** The outposts (facilities) of a player in play. */
export function outpostsOf(s: GameState, p: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.owner === p && c.at.z === 'outpost') out.push(id);
  }
  return out;
}

/** Puts a released captive where it goes: aboard that outpost, or in its owner's hand. */
function place(s: GameState, id: CardId, outpost: CardId | undefined, why: string): void {
  const owner = card(s, id).owner;
  for (const ev of eventsOnCaptive(s, id)) {
    for (const m of s.effects.filter((e) => e.kind === 'mark' && e.source === ev)) clearMark(s, m as Mark);
    moveTo(s, ev, { z: 'discard' });
    emit(s, 'cardDiscarded', `${name(s, ev)} is discarded: ${name(s, id)} is no longer a captive`, { card: ev });
  }
  if (outpost) {
    moveTo(s, id, { z: 'aboard', host: outpost });
    emit(s, 'captiveReleased', `${name(s, id)} is released to ${owner}'s ${name(s, outpost)} (${why})`, { card: id, to: outpost });
  } else {
    moveTo(s, id, { z: 'hand' });
    emit(s, 'captiveReleased', `${name(s, id)} is released; ${owner} has no outpost in play, so it goes to his hand (${why})`, { card: id });
  }
}

interface CaptiveReturnFrame extends Frame {
  kind: 'captiveReturn';
  /** The captives' owner, who chooses the outpost each goes to. */
  player: PlayerId;
  /** The captives still to return, the first next. */
  left: CardId[];
  why: string;
}

/**
 * Releases these captives (all of one owner's) to their owner's outposts: with one outpost (or none)
 * at once; with several the owner picks one for each, captive by captive (a frame).
 */
export function releaseCaptives(s: GameState, owner: PlayerId, captives: readonly CardId[], why: string): void {
  const left = captives.filter((id) => captorOf(s, id) !== undefined);
  if (left.length === 0) return;
  const outposts = outpostsOf(s, owner);
  if (outposts.length <= 1) {
    for (const id of left) place(s, id, outposts[0], why);
    return;
  }
  const f: CaptiveReturnFrame = { kind: 'captiveReturn', player: owner, left, why };
  push(s, f);
}

defineFrame<CaptiveReturnFrame>('captiveReturn', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    while (f.left.length > 0 && captorOf(s, f.left[0] as CardId) === undefined) f.left.shift();
    const id = f.left[0];
    if (id === undefined) return void pop(s, f);
    const outposts = outpostsOf(s, f.player);
    if (outposts.length <= 1) {
      f.left.shift();
      place(s, id, outposts[0], f.why);
      return;
    }
    const options: Option[] = outposts.map((o) => ({ id: `return:${id}:${o}`, label: `Return ${name(s, id)} to ${name(s, o)} at ${name(s, (card(s, o).at as { loc: CardId }).loc)}`, card: o, group: 'pick', act: pickAct(o) }));
    return { player: f.player, kind: 'captiveReturn', prompt: `${name(s, id)} is released: choose the outpost it returns to`, options };
  },
  choose(s, f, o) {
    const id = f.left.shift() as CardId;
    if (o.act.type !== 'pick') return;
    place(s, id, o.act.card, f.why);
  },
});

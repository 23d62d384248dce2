/**
 * Closing doorways (issue 24, item 7; rules digest 9.2, 9.3; docs/RULINGS.md, "Constructed: closing
 * doors"). A doorway on the table is closed while a face-up Revolving Door lies on it; what the door
 * allows stops while it is closed (rules/doorways.ts: its owner's [AU] cards are not seeded, played
 * or reported) and comes back when the closing card is turned face down ("revolved") or leaves the
 * table. Cards that came through the door before it closed stay and work.
 *
 * Which door a Revolving Door lies on, and whether it is face down, are the Revolving Door's memory
 * (marks, core/modifiers.ts): a mark from the Revolving Door to the doorway it was played on, and a
 * mark from the Revolving Door to itself while it is face down. Both are cleared when it is played
 * again, so a copy back from the discard pile remembers nothing of its last stay.
 * A doorway with the Shield icon (the Devidian Door) cannot be closed.
 */
import { facts } from '../cards/facts.ts';
import { DONE, pickAct } from '../core/acts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, Frame, GameState, Option, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { card, eventsOnTable, moveTo, name } from './board.ts';

/** Revolving Door (Alternate Universe, 103_045): the one card of these sets that closes a doorway. */
export const REVOLVING_DOOR = 'revolving-door';
/** The icon that keeps a doorway from being closed (printed on the Devidian Door). */
export const SHIELD_ICON = 'Shield';

const onTable = (s: GameState, id: CardId) => (s.cards[id] as CardState | undefined)?.at.z === 'table';

/** Whether a doorway card cannot be closed: it carries the Shield icon. */
export function immuneToClosing(defId: string): boolean {
  const f = facts(defId);
  return 'icons' in f && f.icons.includes(SHIELD_ICON);
}

/** The doorway a Revolving Door on the table lies on, if any. */
export function doorUnder(s: GameState, closer: CardId): CardId | undefined {
  if (!onTable(s, closer)) return undefined;
  return marksBy(s, REVOLVING_DOOR).find((m) => m.source === closer && m.card !== closer)?.card;
}

/** Whether a Revolving Door is face down (revolved): its door is open again. */
export function isRevolved(s: GameState, closer: CardId): boolean {
  return marksBy(s, REVOLVING_DOOR).some((m) => m.source === closer && m.card === closer);
}

/** The Revolving Doors on the table lying on this doorway, face up or down. */
export function closersOn(s: GameState, door: CardId): CardId[] {
  return marksBy(s, REVOLVING_DOOR)
    .filter((m) => m.card === door && m.source !== door && onTable(s, m.source))
    .map((m) => m.source);
}

/** Whether a doorway is closed: a face-up Revolving Door lies on it (a Shield doorway never is). */
export function isClosed(s: GameState, door: CardId): boolean {
  if (immuneToClosing((s.cards[door] as CardState).def)) return false;
  return closersOn(s, door).some((c) => !isRevolved(s, c));
}

/** Puts a Revolving Door (already on the table) face up on a doorway: it forgets any earlier stay. */
export function placeCloser(s: GameState, closer: CardId, door: CardId): void {
  for (const m of marksBy(s, REVOLVING_DOOR).filter((x) => x.source === closer)) clearMark(s, m);
  addMark(s, closer, door);
}

/** Turns a Revolving Door over: face up closes its doorway, face down opens it again. */
export function revolve(s: GameState, closer: CardId): void {
  const down = marksBy(s, REVOLVING_DOOR).find((m) => m.source === closer && m.card === closer);
  if (down) clearMark(s, down);
  else addMark(s, closer, closer);
}

/** The Revolving Doors on the table, anyone's. */
export function revolvingDoorsOnTable(s: GameState): CardId[] {
  return eventsOnTable(s).filter((id) => card(s, id).def === REVOLVING_DOOR);
}

const whose = (s: GameState, id: CardId) => `${card(s, id).owner}'s ${name(s, id)}`;

/** The start-of-turn question: discard a non-personnel card to revolve a Revolving Door, one door at a time. */
interface RevolveFrame extends Frame {
  kind: 'revolveDoor';
  player: PlayerId;
  /** The Revolving Doors already asked about this turn. */
  asked: CardId[];
}

/** The non-personnel cards in the player's hand, one of each card (copies discard alike). */
function discardable(s: GameState, p: PlayerId): CardId[] {
  const seen = new Set<string>();
  return seat(s, p).hand.filter((id) => {
    const d = card(s, id).def;
    if (facts(d).type === 'personnel' || seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

defineFrame<RevolveFrame>('revolveDoor', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const next = revolvingDoorsOnTable(s).find((r) => !f.asked.includes(r));
    const hand = discardable(s, f.player);
    if (next === undefined || hand.length === 0) {
      pop(s, f);
      return;
    }
    const d = doorUnder(s, next);
    const state = isRevolved(s, next) ? 'face down (the door is open)' : 'face up (the door is closed)';
    const options: Option[] = hand.map((id) => ({ id: `revolve:${next}:${id}`, label: `Discard ${name(s, id)} to revolve ${whose(s, next)}`, card: id, target: next, group: 'pick', act: pickAct(id) }));
    options.push({ id: `norevolve:${next}`, label: `Leave ${whose(s, next)} as it is`, group: 'done', act: DONE });
    return {
      player: f.player,
      kind: 'revolveDoor',
      prompt: `Start of turn: ${whose(s, next)}${d ? ` on ${whose(s, d)}` : ''} is ${state}. Give up one card of your hand that is not a personnel to flip it?`,
      options,
    };
  },
  choose(s, f, o) {
    const next = o.target ?? o.id.slice('norevolve:'.length);
    f.asked.push(next);
    if (o.act.type !== 'pick') return;
    moveTo(s, o.act.card, { z: 'discard' });
    revolve(s, next);
    const d = doorUnder(s, next);
    const now = isRevolved(s, next) ? 'face down: the door is open again' : 'face up: the door is closed again';
    emit(s, 'doorRevolved', `${f.player} discards ${name(s, o.act.card)} to revolve ${whose(s, next)}; it is now ${now}${d ? ` (${whose(s, d)})` : ''}`, { player: f.player, card: next, discarded: o.act.card });
  },
});

/**
 * The start of a turn (rules/turn.ts): the player whose turn it is is asked about each Revolving Door
 * on the table, when he holds a non-personnel card to discard for it.
 */
export function offerRevolve(s: GameState, p: PlayerId): void {
  if (revolvingDoorsOnTable(s).length === 0 || discardable(s, p).length === 0) return;
  const f: RevolveFrame = { kind: 'revolveDoor', player: p, asked: [] };
  push(s, f);
}

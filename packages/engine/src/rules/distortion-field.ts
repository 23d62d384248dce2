/**
 * Distortion Field (Premiere event, issue 25): a card on a planet location that has two faces. Face
 * up, nobody beams down to or up from that planet (personnel and equipment alike, either player);
 * face down, it does nothing. It is played face up. Its owner may turn it over once in each of his
 * own turns, from his main decision (not the card play, not an order). The faces are kept as marks
 * the card puts on its location, one for each time it was turned over: an even count is face up,
 * and a mark of this turn means it was turned this turn (a mark on the card itself is the position
 * builder's note of its play, core/position.ts, and counts nothing here). Playing it clears its old
 * marks (a card coming back into play is a new card). beaming.ts asks beamingBlockedAt for each planet it offers; turn.ts
 * offers flipOptions and carries out a flip. docs/RULINGS.md, "Premiere: the last events".
 */
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { inPlayByDef, name } from './board.ts';

export const DISTORTION_FIELD = 'distortion-field';

/** The marks of this card's turns (on its location, never on itself). */
function flipMarks(s: GameState, field: CardId): ReturnType<typeof marksBy> {
  return marksBy(s, DISTORTION_FIELD).filter((m) => m.source === field && m.card !== field);
}

/** How many times this card has been turned over since it was played. */
function flips(s: GameState, field: CardId): number {
  return flipMarks(s, field).length;
}

/** Whether this Distortion Field is face up (played face up; each flip turns it over). */
export function isFaceUp(s: GameState, field: CardId): boolean {
  return flips(s, field) % 2 === 0;
}

/** The location a Distortion Field in play is on, or undefined. */
function fieldAt(s: GameState, field: CardId): LocationId | undefined {
  const at = (s.cards[field] as CardState).at;
  return at.z === 'attached' && s.spaceline.includes(at.host as LocationId) ? (at.host as LocationId) : undefined;
}

/** The face-up Distortion Field that stops all beaming to and from this planet, or undefined. */
export function beamingBlockedAt(s: GameState, loc: LocationId): CardId | undefined {
  for (const id of inPlayByDef(s, DISTORTION_FIELD)) if (fieldAt(s, id) === loc && isFaceUp(s, id)) return id;
  return undefined;
}

/** A card just played starts face up: the marks of its earlier stay in play are gone. */
export function fieldPlayed(s: GameState, field: CardId): void {
  for (const m of flipMarks(s, field)) clearMark(s, m);
}

/** The player's flips of his own Distortion Fields not yet turned over this turn, appended to `out`. */
export function flipOptions(s: GameState, p: PlayerId, out: Option[]): void {
  for (const id of inPlayByDef(s, DISTORTION_FIELD, p)) {
    const loc = fieldAt(s, id);
    if (loc === undefined || flipMarks(s, id).some((m) => m.turn === s.turn.number)) continue;
    const label = isFaceUp(s, id) ? `Turn Distortion Field at ${name(s, loc)} face down (beaming there allowed again)` : `Turn Distortion Field at ${name(s, loc)} face up (no beaming there)`;
    out.push({ id: `flip:${id}`, label, card: id, target: loc, group: 'use', act: { type: 'use', use: 'flipDistortionField', card: id, target: loc } });
  }
}

/** Turns the field over: one more mark of this turn, on its location. */
export function chooseFlip(s: GameState, p: PlayerId, o: Option): void {
  const a = o.act;
  if (a.type !== 'use') return;
  const loc = fieldAt(s, a.card);
  if (loc === undefined) return;
  addMark(s, a.card, loc);
  const up = isFaceUp(s, a.card);
  emit(s, 'fieldFlipped', `${p} turns Distortion Field at ${name(s, loc)} face ${up ? 'up: no beaming there' : 'down: beaming there is allowed'}`, { player: p, card: a.card, faceUp: up });
}

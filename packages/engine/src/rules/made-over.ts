/**
 * Personnel a dilemma makes over until its cure (Alternate Universe dilemmas: Rascals' kids, Frame of
 * Mind's Non-Aligned 3-3-3 with two skills). The card lies on the ship (or outpost, or the mission of a
 * planet attempt) and marks each victim; while the card is there, wherever the victim goes, the
 * rules read his attributes, skills and affiliation through here: attributes.ts (printed attributes
 * and skill box), affiliations.ts affiliationOf. With neither card in play, one map lookup each; the
 * printed facts stay (docs/RULINGS.md, "Alternate Universe dilemmas, the last five").
 */
import type { AttributeName, SkillLevel } from '../cards/facts.ts';
import type { Mark } from '../core/modifiers.ts';
import { clearMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { inPlayDefs, personnelFacts } from './board.ts';

export const RASCALS = 'rascals';
export const FRAME_OF_MIND = 'frame-of-mind';

/** The skill a kid has in place of his first-listed one. */
export const YOUTH: SkillLevel = Object.freeze({ skill: 'Youth', level: 1 });

/** Whether a card that makes personnel over is in play at all (two map lookups). */
function anyInPlay(s: GameState): boolean {
  const d = inPlayDefs(s);
  return d.get(RASCALS) !== undefined || d.get(FRAME_OF_MIND) !== undefined;
}

const IN_PLAY = new Set(['aboard', 'planet']);

/** The mark of a card that makes this personnel over now (its card still lying where it went), or undefined. */
export function makeoverMark(s: GameState, id: CardId): Mark | undefined {
  if (s.effects.length === 0 || !anyInPlay(s)) return undefined;
  const at = s.cards[id]?.at.z;
  if (at === undefined || !IN_PLAY.has(at)) return undefined;
  let found: Mark | undefined;
  for (const e of s.effects) {
    if (e.kind !== 'mark' || e.card !== id || e.source === id || (e.by !== RASCALS && e.by !== FRAME_OF_MIND)) continue;
    const src = s.cards[e.source] as CardState | undefined;
    if (src && src.at.z === 'attached') found = e; // the latest made wins
  }
  return found;
}

/** A made-over personnel's printed value of an attribute, or undefined (not made over, or not that attribute). */
export function madeOverAttribute(s: GameState, id: CardId, a: AttributeName): number | undefined {
  const m = makeoverMark(s, id);
  if (!m) return undefined;
  if (m.by === FRAME_OF_MIND) return 3;
  return a === 'STRENGTH' ? 2 : undefined;
}

/** A made-over personnel's skill box, or undefined. */
export function madeOverSkills(s: GameState, id: CardId): readonly SkillLevel[] | undefined {
  const m = makeoverMark(s, id);
  if (!m) return undefined;
  const printed = personnelFacts(s, id).skills;
  if (m.by === RASCALS) return printed.length === 0 ? [YOUTH] : [YOUTH, ...printed.slice(1)];
  return (m.kept ?? []).map((i) => printed[i]).filter((k): k is SkillLevel => k !== undefined);
}

/** Whether a personnel plays as Non-Aligned because a card made him over (Frame of Mind). */
export function madeNonAligned(s: GameState, id: CardId): boolean {
  return makeoverMark(s, id)?.by === FRAME_OF_MIND;
}

/** The victims a card has made over (its marks on others). */
export function madeOverBy(s: GameState, source: CardId): CardId[] {
  const out: CardId[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.source === source && e.card !== source) out.push(e.card);
  return out;
}

/** Marks a victim made over by a card; `kept`: the printed skills (by index) he keeps. */
export function makeOver(s: GameState, source: CardId, victim: CardId, kept?: number[]): void {
  const c = s.cards[source] as CardState;
  const m: Mark = { kind: 'mark', by: c.def, source, card: victim, turn: s.turn.number };
  if (kept) m.kept = kept;
  s.effects.push(m);
}

/** The card's victims are themselves again: its marks go. */
export function cureMadeOver(s: GameState, source: CardId): void {
  for (const e of [...s.effects]) if (e.kind === 'mark' && e.source === source) clearMark(s, e);
}

/** Forgets the victims out of play (a card coming back is a new card) and the marks of a card no longer lying where it went. */
export function forgetMadeOver(s: GameState, def: string): void {
  for (const e of [...s.effects]) {
    if (e.kind !== 'mark' || e.by !== def || e.card === e.source) continue;
    const v = s.cards[e.card]?.at.z;
    const src = s.cards[e.source]?.at.z;
    if (v === undefined || !IN_PLAY.has(v) || src !== 'attached') clearMark(s, e);
  }
}

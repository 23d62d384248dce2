/**
 * A personnel's peek at the seed cards under a planet mission (Ajur, Boratus; ability
 * `peeksAtSeedCards`): once per game for each such card, at its owner's main decision (neither the card
 * play nor an order, as a special download), when the personnel stands unstopped on a planet whose
 * personnel, either player's, are he and one or more of his owner's personnel with the named skill,
 * nobody else; and when more cards lie under that mission than the number kept hidden. The opponent
 * then keeps that many hidden, picked one at a time by their places in the stack (a card's id names
 * its card, so the choice names places, never ids); the owner sees every other card under the mission,
 * named in log lines sent to him alone; the others learn how many he saw. Once used, it is remembered
 * with a mark of the personnel (core/modifiers.ts). docs/RULINGS.md, "Alternate Universe artifacts,
 * Ajur and Boratus".
 */
import { controllerOf } from './control.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name, onPlanet, typeOf } from './board.ts';
import { abilitiesInPlay } from './abilities.ts';
import { stackOrder } from './artifacts.ts';
import { skillsOf } from './attributes.ts';

/** Whether this personnel has used its peek in this game. */
export function peekUsed(s: GameState, def: string, id: CardId): boolean {
  return marksBy(s, def).some((m) => m.source === id);
}

/** Whether the personnel is alone on its planet with its owner's personnel of this skill (one at least, nobody else). */
export function aloneWithSkill(s: GameState, id: CardId, skill: string): boolean {
  const c = card(s, id);
  if (c.at.z !== 'planet') return false;
  const others = onPlanet(s, c.at.loc).filter((o) => o !== id && typeOf(s, o) === 'personnel');
  return others.length > 0 && others.every((o) => card(s, o).owner === c.owner && (skillsOf(s, o).get(skill) ?? 0) > 0);
}

/** The peeks this player may make now, as main-decision options. */
export function peekOptions(s: GameState, p: PlayerId, out: Option[]): void {
  for (const a of abilitiesInPlay(s)) {
    const peek = a.abilities.peeksAtSeedCards;
    if (!peek || controllerOf(s, a.card) !== p) continue;
    const c = card(s, a.card);
    if (c.at.z !== 'planet' || c.stopped || peekUsed(s, a.def, a.card) || !aloneWithSkill(s, a.card, peek.aloneWithSkill)) continue;
    const n = stackOrder(s, c.at.loc).length;
    if (n <= peek.keepHidden) continue;
    out.push({
      id: `peek:${a.card}`,
      label: `${name(s, a.card)} peeks at the seed cards under ${name(s, c.at.loc)} but ${peek.keepHidden}, which your opponent keeps hidden (once per game)`,
      card: a.card,
      target: c.at.loc,
      group: 'use',
      act: { type: 'use', use: 'peekAtSeeds', card: a.card, target: c.at.loc },
    });
  }
}

interface PeekFrame extends Frame {
  kind: 'seedPeek';
  /** The opponent, who keeps cards hidden. */
  player: PlayerId;
  peeker: PlayerId;
  source: CardId;
  loc: LocationId;
  /** How many the opponent keeps hidden. */
  keep: number;
  /** The places (0: the top of the stack) kept hidden so far. */
  hidden: number[];
}

/** Carries out a peek chosen at the main decision: the opponent is asked for the cards he keeps hidden. */
export function choosePeek(s: GameState, p: PlayerId, o: Option): void {
  if (o.act.type !== 'use') return;
  const who = o.act.card;
  const c = card(s, who);
  const keep = (abilitiesInPlay(s).find((a) => a.card === who)?.abilities.peeksAtSeedCards?.keepHidden) ?? 0;
  if (c.at.z !== 'planet') return;
  addMark(s, who, who);
  emit(s, 'seedPeek', `${p}'s ${name(s, who)} looks under ${name(s, c.at.loc)}; ${opponent(s, p)} keeps ${keep} of its cards hidden`, { player: p, card: who, loc: c.at.loc });
  const f: PeekFrame = { kind: 'seedPeek', player: opponent(s, p), peeker: p, source: who, loc: c.at.loc, keep, hidden: [] };
  push(s, f);
}

function finish(s: GameState, f: PeekFrame): void {
  pop(s, f);
  const seen = stackOrder(s, f.loc).filter((_, i) => !f.hidden.includes(i));
  for (const id of seen) {
    const place = stackOrder(s, f.loc).indexOf(id) + 1;
    emit(s, 'seedPeekedSecret', `${name(s, f.source)} sees card ${place} under ${name(s, f.loc)}: ${name(s, id)}`, { card: id, loc: f.loc, place }, f.peeker);
  }
  emit(s, 'seedPeeked', `${f.peeker} has seen ${seen.length} card${seen.length === 1 ? '' : 's'} under ${name(s, f.loc)}`, { player: f.peeker, card: f.source, loc: f.loc, seen: seen.length });
}

/** How the opponent sees a place of the stack: a face-up card by name, his own by name, the other player's face down as such. */
function placeLabel(s: GameState, f: PeekFrame, id: CardId, i: number): string {
  const c = s.cards[id] as CardState;
  const what = c.revealed ? name(s, id) : c.owner === f.player ? `your ${name(s, id)}, face down` : `a face-down card of ${f.peeker}'s`;
  return `Keep hidden card ${i + 1} under ${name(s, f.loc)} (${what})`;
}

defineFrame<PeekFrame>('seedPeek', {
  // places only: no card of the stack is named in the frame
  shown: PUBLIC_FRAME,
  run(s, f) {
    const stack = stackOrder(s, f.loc);
    if (f.hidden.length >= f.keep || f.hidden.length >= stack.length) return finish(s, f);
    return {
      player: f.player,
      kind: 'seedPeekHide',
      prompt: `${name(s, f.source)} peeks under ${name(s, f.loc)}: choose a card to keep hidden (${f.hidden.length + 1} of ${f.keep})`,
      options: stack.flatMap((id, i) =>
        f.hidden.includes(i) ? [] : [{ id: `hide:${i}`, label: placeLabel(s, f, id, i), card: f.source, target: String(i), group: 'pick', act: { type: 'use', use: 'keepHidden', card: f.source, target: String(i) } } satisfies Option],
      ),
    };
  },
  choose(s, f, o) {
    if (o.act.type !== 'use' || o.act.target === undefined) return;
    const i = Number(o.act.target);
    if (!f.hidden.includes(i)) f.hidden = [...f.hidden, i];
  },
});

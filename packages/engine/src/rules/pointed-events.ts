/**
 * Events that play on a card that cannot carry an attached card (a personnel, another event): issue
 * 26, Mot's Advice, The Mask of Korgano, Rishon Uxbridge. Such an event lies on its player's table and
 * remembers its target by a mark (core/modifiers.ts): `targetOf` reads it. It acts on its target while
 * both are in play; once the target has left play it does nothing, and it is discarded when the next
 * turn begins (rules/turn.ts calls dropOrphanedEvents). What it does is its abilities': the skill its
 * target gains (`hostGainsSkill`, read by rules/attributes.ts skillsOf), the icon it turns on or off
 * (`hostTogglesIcon`, read by memberStats), or Kevin Uxbridge kept off (`hostImmuneTo`, read by
 * cards/kevin-uxbridge.ts).
 */
import { behaviour } from '../cards/registry.ts';
import type { EventBehaviour, PlayChoice } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { eventsOnTable, isInPlay, moveTo, name } from './board.ts';

/** The card this table event plays on, while both are in play; undefined otherwise. */
export function targetOf(s: GameState, ev: CardId): CardId | undefined {
  const c = s.cards[ev] as CardState | undefined;
  if (c?.at.z !== 'table') return undefined;
  for (let i = s.effects.length - 1; i >= 0; i--) {
    const e = s.effects[i];
    if (e?.kind !== 'mark' || e.source !== ev) continue;
    const t = s.cards[e.card];
    return t && isInPlay(t) ? e.card : undefined;
  }
  return undefined;
}

/** The table events now pointing at this card (anyone's). */
export function eventsPointingAt(s: GameState, target: CardId): CardId[] {
  if (s.effects.length === 0) return [];
  const out: CardId[] = [];
  // a mark whose source is not a card of the state (the AI's sampled worlds name a hidden source '') points at nothing
  for (const e of s.effects) if (e.kind === 'mark' && e.card === target && s.cards[e.source]?.at.z === 'table' && targetOf(s, e.source) === target) out.push(e.source);
  return out;
}

/** The skills the events pointing at a personnel give it, added to `m`. */
export function addPointedSkills(s: GameState, id: CardId, m: Map<string, number>): void {
  if (s.effects.length === 0) return;
  for (const ev of eventsPointingAt(s, id)) {
    const sk = behaviour((s.cards[ev] as CardState).def)?.abilities?.hostGainsSkill;
    if (sk) m.set(sk, (m.get(sk) ?? 0) + 1);
  }
}

/** A personnel's icons with those the events pointing at it turn on or off (each such card once). */
export function pointedIcons(s: GameState, id: CardId, icons: readonly string[]): readonly string[] {
  if (s.effects.length === 0) return icons;
  let out = icons;
  const seen = new Set<string>();
  for (const ev of eventsPointingAt(s, id)) {
    const d = (s.cards[ev] as CardState).def;
    const icon = behaviour(d)?.abilities?.hostTogglesIcon;
    if (!icon || seen.has(d)) continue;
    seen.add(d);
    out = out.includes(icon) ? out.filter((x) => x !== icon) : [...out, icon];
  }
  return out;
}

/** Whether an event in play is kept from this card (by definition) by an event pointing at it. */
export function immuneTo(s: GameState, target: CardId, defId: string): boolean {
  return eventsPointingAt(s, target).some((ev) => behaviour((s.cards[ev] as CardState).def)?.abilities?.hostImmuneTo === defId);
}

/** An event played on one of the cards `targets` gives: it goes on the table, marked with its target. */
export function pointedEvent(targets: (s: GameState, p: PlayerId, card: CardId) => CardId[]): EventBehaviour {
  return {
    choices(s, p, c): PlayChoice[] {
      return targets(s, p, c).map((t) => ({ key: t, label: `on ${(s.cards[t] as CardState).owner}'s ${name(s, t)}`, target: t }));
    },
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      if (!targets(s, p, c).includes(t)) {
        moveTo(s, c, { z: 'discard' });
        emit(s, 'cardFizzles', `${name(s, c)} has nothing left to go on and is discarded`, { card: c });
        return;
      }
      moveTo(s, c, { z: 'table' });
      addMark(s, c, t);
    },
  };
}

/** At a turn's start: the pointed events whose target has left play are discarded, and stale marks go. */
export function dropOrphanedEvents(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const p of s.seats) {
    for (const ev of eventsOnTable(s, p)) {
      const marked = s.effects.some((e) => e.kind === 'mark' && e.source === ev);
      if (!marked || !behaviour((s.cards[ev] as CardState).def)?.pointed || targetOf(s, ev) !== undefined) continue;
      moveTo(s, ev, { z: 'discard' });
      emit(s, 'cardDiscarded', `${p}'s ${name(s, ev)} is discarded: the card it was played on has left play`, { card: ev });
    }
  }
  for (const e of [...s.effects]) {
    const src = e.kind === 'mark' ? s.cards[e.source] : undefined; // none: a hidden source in the AI's sampled worlds
    if (e.kind === 'mark' && src && src.at.z !== 'table' && behaviour(src.def)?.pointed) clearMark(s, e);
  }
}

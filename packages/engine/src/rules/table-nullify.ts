/**
 * Cards nullified by a card in play anywhere (issue 26, Thermal Deflectors): a card whose abilities say
 * `nullifiesInPlay` (card titles) keeps every card of those titles from acting while it is in play,
 * whoever's either card is. An event or interrupt of such a title is discarded instead of resolving
 * (rules/responses.ts asks at the resolve); a dilemma of such a title is discarded when encountered
 * with no effect (rules/dilemmas.ts asks); and when the nullifying card itself resolves, every card
 * of those titles already in play is discarded.
 */
import { installedCards } from '../cards/registry.ts';
import type { CardRegistry } from '../cards/registry.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import { noteEffect } from '../core/effects.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { boardIndex, inPlayDefs, moveTo, name } from './board.ts';

const LISTS = new WeakMap<CardRegistry, { id: string; names: readonly string[] }[]>();
function nullifiers(): { id: string; names: readonly string[] }[] {
  const reg = installedCards();
  let l = LISTS.get(reg);
  if (!l) {
    l = reg.definitions.flatMap((d) => (d.abilities?.nullifiesInPlay ? [{ id: d.id, names: d.abilities.nullifiesInPlay }] : []));
    LISTS.set(reg, l);
  }
  return l;
}

/** The card in play (not in hand) that nullifies cards of this definition's title, or undefined. */
export function nullifiedByInPlay(s: GameState, defId: string): CardId | undefined {
  const list = nullifiers();
  if (list.length === 0 || !hasFacts(defId)) return undefined;
  const title = facts(defId).name;
  for (const n of list) {
    if (!n.names.includes(title)) continue;
    const copy = inPlayDefs(s).get(n.id)?.[0];
    if (copy !== undefined) {
      noteEffect(s, n.id);
      return copy;
    }
  }
  return undefined;
}

/** At the resolve of an event or interrupt: discards it if a card in play nullifies it (true), else false. */
export function nullifiedAtResolve(s: GameState, id: CardId): boolean {
  const by = nullifiedByInPlay(s, (s.cards[id] as CardState).def);
  if (by === undefined) return false;
  moveTo(s, id, { z: 'discard' });
  emit(s, 'cardFizzled', `${name(s, by)} nullifies ${name(s, id)}: it is discarded with no effect`, { card: id, by });
  return true;
}

/** After a card resolved: if it nullifies cards in play, every card of those titles in play is discarded. */
export function sweepNullified(s: GameState, id: CardId): void {
  if (nullifiers().length === 0) return;
  const c = s.cards[id] as CardState;
  const names = nullifiers().find((n) => n.id === c.def)?.names;
  if (!names || boardIndex(s).inPlay.indexOf(id) < 0) return;
  const doomed = boardIndex(s).inPlay.filter((x) => names.includes(name(s, x)));
  for (const x of doomed) {
    moveTo(s, x, { z: 'discard' });
    emit(s, 'cardNullified', `${name(s, id)} nullifies ${(s.cards[x] as CardState).owner}'s ${name(s, x)}: it is discarded`, { card: x, by: id });
  }
}

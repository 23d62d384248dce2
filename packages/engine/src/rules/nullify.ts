/**
 * Cards that nullify other cards where they are present (I.P. Scanner: Interphasic Plasma Creatures,
 * Brain Drain, Phased Matter). A card of the pool declares the names it nullifies
 * (CardBehaviour.nullifiesWherePresent); a card of those names met by, played on or acting on a
 * group of personnel asks here whether one of the nullifying cards is in that group: in play, owned
 * by the group's owner, aboard the same ship or outpost or on the same planet (docs/RULINGS.md,
 * "Premiere and AU equipment"). The dilemma encounter asks for every dilemma (rules/dilemmas.ts);
 * an interrupt or an event that acts on personnel asks in its own card file, with its targets.
 */
import { installedCards } from '../cards/registry.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { findBlueprint } from '../cards/blueprints.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { inPlayDefs } from './board.ts';
import { noteEffect } from '../core/effects.ts';

/** Whether a card `e` (equipment) is in the same group as personnel `p`: the same owner, aboard the same ship or outpost, or on the same planet. */
export function sameGroup(s: GameState, e: CardId, p: CardId): boolean {
  const a = s.cards[e] as CardState;
  const b = s.cards[p] as CardState;
  if (a.owner !== b.owner) return false;
  if (a.at.z === 'aboard' && b.at.z === 'aboard') return a.at.host === b.at.host;
  if (a.at.z === 'planet' && b.at.z === 'planet') return a.at.loc === b.at.loc;
  return false;
}

/**
 * The card in play that nullifies a card of this name where any of `members` is (a card of the pool
 * that names it, in the same group as one of them), or undefined. `name` is the card's printed
 * title; a definition id is read as its card's name.
 */
export function nullifierPresent(s: GameState, nameOrDef: string, members: readonly CardId[]): CardId | undefined {
  const list = installedCards().nullifiers;
  if (list.length === 0 || members.length === 0) return undefined;
  const title = nameOf(nameOrDef);
  for (const n of list) {
    if (!n.names.includes(title)) continue;
    const copies = inPlayDefs(s).get(n.id);
    if (!copies) continue;
    for (const e of copies) {
      if (!members.some((m) => sameGroup(s, e, m))) continue;
      noteEffect(s, n.id);
      return e;
    }
  }
  return undefined;
}

/** A card's title: its facts', else the card data's (a card with no file yet), else the text as given. */
function nameOf(nameOrDef: string): string {
  if (hasFacts(nameOrDef)) return facts(nameOrDef).name;
  return findBlueprint(nameOrDef)?.name ?? nameOrDef;
}

/**
 * A personnel whose owner may nullify a card where he is present, at the cost of both cards (Berlingoff
 * Rasmussen and the Time Travel Pod, ability mayNullifyPresent): the card of that title, when it is
 * played on a group, asks here which of the group's personnel could nullify it (optionalNullifiers);
 * if any, offerNullify asks each such personnel's owner in turn whether to nullify it. Yes: the card
 * and the nullifier go to the discard pile and the card does nothing. No from everyone: the card's
 * effect goes on through the continuation its module registered (onDeclined), with the arguments the
 * frame keeps (frames are plain data, for saved games and replays). docs/RULINGS.md, "Alternate
 * Universe personnel and ships" (AP11).
 */
import type { CardId, Frame, GameState, Option, PlayerId } from '../core/types.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { findBlueprint } from '../cards/blueprints.ts';
import { abilitiesInPlay } from './abilities.ts';
import { DONE, pickAct } from '../core/acts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import { card, moveTo, name } from './board.ts';

/** The personnel among `members` (in play) whose owner may nullify a card of this title or definition there. */
export function optionalNullifiers(s: GameState, nameOrDef: string, members: readonly CardId[]): CardId[] {
  const title = hasFacts(nameOrDef) ? facts(nameOrDef).name : (findBlueprint(nameOrDef)?.name ?? nameOrDef);
  return abilitiesInPlay(s)
    .filter((a) => a.abilities.mayNullifyPresent?.includes(title) && members.includes(a.card))
    .map((a) => a.card);
}

/** What a card does when no one nullifies it: registered by its module, under its definition. */
type Declined = (s: GameState, player: PlayerId, card: CardId, args: readonly (string | number)[]) => void;
const declined = new Map<string, Declined>();

/** Registers what the card of this definition does once no nullifier is used on it. */
export function onDeclined(defId: string, f: Declined): void {
  declined.set(defId, f);
}

interface OptionalNullifyFrame extends Frame {
  kind: 'optionalNullify';
  /** The player who played the card. */
  player: PlayerId;
  card: CardId;
  /** The nullifiers not yet asked about. */
  left: CardId[];
  args: (string | number)[];
}

/**
 * Asks the owners of these nullifiers, one at a time, whether to nullify the card; if none does,
 * the card's registered continuation runs with `args`. With no nullifier it runs at once.
 */
export function offerNullify(s: GameState, player: PlayerId, c: CardId, nullifiers: readonly CardId[], args: (string | number)[]): void {
  if (nullifiers.length === 0) return void declined.get(card(s, c).def)?.(s, player, c, args);
  const f: OptionalNullifyFrame = { kind: 'optionalNullify', player, card: c, left: [...nullifiers], args };
  push(s, f);
}

const usable = (s: GameState, id: CardId) => {
  const z = s.cards[id]?.at.z;
  return z === 'aboard' || z === 'planet';
};

defineFrame<OptionalNullifyFrame>('optionalNullify', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    while (f.left.length > 0 && !usable(s, f.left[0] as CardId)) f.left.shift();
    const by = f.left[0];
    if (by === undefined) {
      pop(s, f);
      declined.get(card(s, f.card).def)?.(s, f.player, f.card, f.args);
      return;
    }
    const options: Option[] = [
      { id: `nullify:${by}`, label: `Nullify ${name(s, f.card)} with ${name(s, by)}: both are discarded`, card: by, group: 'pick', act: pickAct(by) },
      { id: `letbe:${by}`, label: `Let ${name(s, f.card)} take effect`, group: 'done', act: DONE },
    ];
    return { player: card(s, by).owner, kind: 'optionalNullify', prompt: `${f.player} played ${name(s, f.card)} where your ${name(s, by)} is: nullify it, discarding him with it?`, options };
  },
  choose(s, f, o) {
    const by = f.left.shift() as CardId;
    if (o.act.type !== 'pick') return;
    pop(s, f);
    if (s.cards[f.card]?.at.z !== 'discard') moveTo(s, f.card, { z: 'discard' });
    moveTo(s, by, { z: 'discard' });
    emit(s, 'cardNullified', `${card(s, by).owner} nullifies ${name(s, f.card)} with ${name(s, by)}: both are discarded`, { card: f.card, by });
  },
});

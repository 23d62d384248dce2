/**
 * The card language's rearrangeDeck effect (cards/plays.ts): the player looks through a draw deck (the
 * opponent's, for Thought Maker) and puts it in the order he likes, from the top down: each choice puts
 * one of the cards not yet placed next below those already placed; "leave the rest" keeps the others
 * as they are, under them. The deck's cards are named only in the player's own decision (the view
 * shows a pending decision's options to its player alone) and in a log line to him alone; the opponent
 * and spectators learn that the deck was looked at and how many cards were moved, never which. There
 * is no clock: the look lasts while the player places cards (docs/RULINGS.md, "Premiere artifacts").
 */
import { emit, pop, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { DONE, pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';

export interface RearrangeFrame extends Frame {
  kind: 'rearrangeDeck';
  player: PlayerId;
  source: CardId;
  /** Whose draw deck. */
  of: PlayerId;
  /** How many cards, from the top, are already placed. */
  placed: number;
}

/** The cards not yet placed, top first. */
function unplaced(s: GameState, f: RearrangeFrame): CardId[] {
  const deck = seat(s, f.of).deck;
  return deck.slice(0, deck.length - f.placed).reverse();
}

function finish(s: GameState, f: RearrangeFrame): void {
  pop(s, f);
  moveTo(s, f.source, { z: 'discard' });
  emit(s, 'deckRearranged', `${f.player} has looked through ${f.of}'s draw deck with ${name(s, f.source)} and put ${f.placed} card${f.placed === 1 ? '' : 's'} in an order of his choosing on top`, { player: f.player, of: f.of, placed: f.placed, card: f.source });
}

export const rearrangeFrame: FrameHandler<RearrangeFrame> = {
  // the frame names no card of the deck: all of it may be seen
  shown: PUBLIC_FRAME,
  run(s, f) {
    const left = unplaced(s, f);
    if (left.length === 0) return finish(s, f);
    const at = f.placed + 1;
    return {
      player: f.player,
      kind: 'rearrangeDeck',
      prompt: `${name(s, f.source)}: ${f.of}'s draw deck, top first. Choose the card to be card ${at} from the top, or leave the rest in this order`,
      options: [
        ...left.map((id, i) => ({ id: `next:${id}`, label: `${name(s, id)} (now ${f.placed + i + 1} from the top)`, card: id, group: 'pick', act: pickAct(id) })),
        { id: 'done', label: 'Leave the rest in this order', group: 'done', act: DONE },
      ],
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'done') return finish(s, f);
    const deck = seat(s, f.of).deck;
    const id = o.card as CardId;
    const i = deck.indexOf(id);
    if (i < 0) return;
    deck.splice(i, 1);
    deck.splice(deck.length - f.placed, 0, id);
    f.placed += 1;
    emit(s, 'deckCardPlaced', `${name(s, id)} is put ${f.placed} from the top of ${f.of}'s draw deck`, { card: id, at: f.placed }, f.player);
  },
};

/** Starts the look: the frame that asks the player to rearrange `of`'s draw deck. */
export function rearrangeDeck(player: PlayerId, source: CardId, of: PlayerId): RearrangeFrame {
  return { kind: 'rearrangeDeck', player, source, of, placed: 0 };
}

/**
 * Betazoid Gift Box (Premiere artifact). It acts "immediately": the moment it is earned (rules/
 * immediate-artifacts.ts) its new holder looks through his own draw deck, alone, and takes three of its
 * cards into hand, one at a time (all of them if fewer are left; copies of one card are one choice);
 * then the deck is shuffled and the box is discarded. "Thirty seconds": no clock, as Thought Maker's ten
 * seconds (RULINGS PA5). The cards taken are named to him alone. docs/RULINGS.md, "Premiere artifacts,
 * the last four".
 */
import { declareCard } from './registry.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import { shuffle } from '../core/rng.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';

export const GIFT_BOX = 'betazoid-gift-box';
/** How many cards the box gives. */
export const GIFT_BOX_CARDS = 3;

interface GiftBoxFrame extends Frame {
  kind: 'giftBoxSearch';
  player: PlayerId;
  source: CardId;
  /** How many cards are taken so far. */
  taken: number;
}

/** The deck's cards on offer, top first; copies of one card are one choice. */
function offered(s: GameState, f: GiftBoxFrame): CardId[] {
  const seen = new Set<string>();
  return [...seat(s, f.player).deck].reverse().filter((id) => {
    const d = card(s, id).def;
    if (seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

function finish(s: GameState, f: GiftBoxFrame): void {
  pop(s, f);
  shuffle(s.rng, seat(s, f.player).deck);
  moveTo(s, f.source, { z: 'discard' });
  emit(s, 'giftBoxUsed', `${f.player} takes ${f.taken} card${f.taken === 1 ? '' : 's'} from the draw deck with ${name(s, f.source)}; the deck is shuffled and the box discarded`, { player: f.player, taken: f.taken, card: f.source });
}

const searchFrame: FrameHandler<GiftBoxFrame> = {
  // the frame names no card of the deck
  shown: PUBLIC_FRAME,
  run(s, f) {
    const list = offered(s, f);
    if (f.taken >= GIFT_BOX_CARDS || list.length === 0) return finish(s, f);
    return {
      player: f.player,
      kind: 'giftBoxSearch',
      prompt: `${name(s, f.source)}: choose card ${f.taken + 1} of ${GIFT_BOX_CARDS} from your draw deck to take into your hand`,
      options: list.map((id) => ({ id: `take:${id}`, label: `Take ${name(s, id)} into hand`, card: id, group: 'pick', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    const id = o.card as CardId;
    if (!seat(s, f.player).deck.includes(id)) return;
    moveTo(s, id, { z: 'hand' });
    f.taken += 1;
    emit(s, 'giftBoxCardTaken', `You take ${name(s, id)} into hand with ${name(s, f.source)}`, { card: id }, f.player);
  },
};

export default declareCard(GIFT_BOX, {
  text:
    'An artifact used the moment you earn it: you look through your own draw deck and take three cards of your choice into your hand (all that are left, if fewer); ' +
    'then the deck is shuffled and the box goes to the discard pile.',
  frames: { giftBoxSearch: searchFrame as FrameHandler },
  whenEarned(s, p, id) {
    const f: GiftBoxFrame = { kind: 'giftBoxSearch', player: p, source: id, taken: 0 };
    push(s, f);
  },
});

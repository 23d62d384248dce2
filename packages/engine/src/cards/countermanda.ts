/**
 * Countermanda (interrupt). Right after your opponent plays Res-Q or Palor Toff - Alien Trader,
 * that card waits while you look through your opponent's discard pile and remove up to three
 * cards of your choice from the game; then the waiting card resolves with what is left. (Its
 * other use, against Telepathic Alien Kidnappers, has no target in these decks.)
 */
import { declareCard } from './registry.ts';
import type { CardBehaviour } from './registry.ts';
import { name } from './common.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { card, moveTo } from '../rules/board.ts';
import { DONE, pickAct } from '../core/acts.ts';

export const COUNTERMANDA_CARDS = 3;

interface CountermandaFrame extends Frame {
  kind: 'countermanda';
  player: PlayerId;
  source: CardId;
  removed: CardId[];
}

const definition: CardBehaviour = {
  text: 'Right after your opponent plays Res-Q or Palor Toff: remove up to three cards of your choice from their discard pile from the game.',
  interrupt: {
    windows: ['cardPlayed'],
    choices(s, p, _c, win) {
      if (win.type !== 'cardPlayed' || win.by === p) return [];
      const d = card(s, win.card).def;
      if (d !== 'res-q' && d !== 'palor-toff-alien-trader') return [];
      return [{ key: 'counter', label: `answer ${name(s, win.card)}`, target: win.card }];
    },
    play(s, p, c) {
      const f: CountermandaFrame = { kind: 'countermanda', player: p, source: c, removed: [] };
      push(s, f);
    },
  },
};

const countermandaFrame: FrameHandler<CountermandaFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const pile = seat(s, opponent(s, f.player)).discard;
    if (f.removed.length >= COUNTERMANDA_CARDS || pile.length === 0) {
      pop(s, f);
      moveTo(s, f.source, { z: 'discard' });
      return;
    }
    return {
      player: f.player,
      kind: 'chooseToRemove',
      prompt: `Countermanda: remove a card of ${opponent(s, f.player)}'s discard pile from the game (${f.removed.length} of ${COUNTERMANDA_CARDS})`,
      options: [
        ...pile.map((id) => ({ id: `remove:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) })),
        { id: 'done', label: 'Done', group: 'done', act: DONE },
      ],
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'done') {
      f.removed.length = COUNTERMANDA_CARDS;
      f.removed.fill('done');
      return;
    }
    const id = o.card as CardId;
    moveTo(s, id, { z: 'outOfPlay' });
    f.removed.push(id);
    emit(s, 'cardRemoved', `${name(s, id)} is removed from the game by Countermanda`, { card: id });
  },
};

export default declareCard('countermanda', { ...definition, frames: { countermanda: countermandaFrame } });

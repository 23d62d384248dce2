/**
 * Taking a card back from the discard pile (Res-Q, Palor Toff - Alien Trader): the player picks
 * one card of their discard pile matching a filter; it goes to hand and the retrieving card goes
 * to the discard pile in its place. With nothing left to take (Countermanda may have emptied the
 * pile), the retrieving card is simply discarded.
 */
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import type { CardId, Frame, GameState, PlayerId } from '../core/types.ts';
import { facts } from './facts.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { pickAct } from '../core/acts.ts';
import { seat } from '../core/types.ts';

export interface RetrieveFrame extends Frame {
  kind: 'retrieve';
  player: PlayerId;
  source: CardId;
  nonPersonnel: boolean;
}

function candidates(s: GameState, f: RetrieveFrame): CardId[] {
  const seen = new Set<string>();
  return seat(s, f.player).discard.filter((id) => {
    const d = card(s, id).def;
    if (f.nonPersonnel && facts(d).type === 'personnel') return false;
    if (seen.has(d)) return false; // copies are the same choice
    seen.add(d);
    return true;
  });
}

export function pickFromDiscard(s: GameState, p: PlayerId, source: CardId, nonPersonnel = false): void {
  const f: RetrieveFrame = { kind: 'retrieve', player: p, source, nonPersonnel };
  push(s, f);
}

const retrieveFrame: FrameHandler<RetrieveFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const list = candidates(s, f);
    if (list.length === 0) {
      pop(s, f);
      moveTo(s, f.source, { z: 'discard' });
      emit(s, 'nothingToRetrieve', `${name(s, f.source)} finds nothing to take back`, { card: f.source });
      return;
    }
    return {
      player: f.player,
      kind: 'chooseFromDiscard',
      prompt: `${name(s, f.source)}: choose a card to take from your discard pile into your hand`,
      options: list.map((id) => ({ id: `take:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const id = o.card as CardId;
    moveTo(s, id, { z: 'hand' });
    moveTo(s, f.source, { z: 'discard' });
    emit(s, 'cardRetrieved', `${f.player} takes ${name(s, id)} from the discard pile into hand with ${name(s, f.source)}`, {
      player: f.player,
      card: id,
      source: f.source,
    });
  },
};

/** The frame kind the retrieving cards use (each lists it in its frames). */
export const RETRIEVE_FRAMES = { retrieve: retrieveFrame };

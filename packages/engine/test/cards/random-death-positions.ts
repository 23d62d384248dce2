/**
 * For the specs of the cards that answer a random death (Security Sacrifice, Wolf): the attempt of
 * player-2's Away Team on Gault (cards/dilemma-positions.ts), up to the response point before the
 * death of the one a dilemma picked at random (rules/random-deaths.ts).
 */
import type { Window } from '../../src/cards/registry.ts';
import type { CardId } from '../../src/index.ts';
import type { Harness } from '../harness.ts';

const win = (h: Harness) => (h.s.flow.at(-1) as { win?: Window } | undefined)?.win;

/** Up to the response point before the random death; returns who was picked. */
export function pickedToDie(h: Harness): CardId {
  h.choose(`attempt:${h.card('Gault')}`);
  for (let n = 0; n < 10 && h.s.pending?.kind === 'respond'; n++) {
    const w = win(h);
    if (w?.type === 'before' && w.h.type === 'randomDeath') return w.h.card;
    h.choose('No response');
  }
  throw new Error('no response point before a random death');
}


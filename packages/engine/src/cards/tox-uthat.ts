/**
 * Tox Uthat (Premiere artifact). Earned to hand, it is played one of two ways, then spent:
 * - as an event (the turn's normal card play, on its holder's turn): it goes on the table, and from a
 *   later turn on its holder may play Supernova (101_095), which needs it there; Supernova's own card
 *   file asks `readyToxUthat` and discards it with `spendToxUthat` when it is played;
 * - as an interrupt, right after the opponent plays Supernova: that Supernova is cancelled (discarded
 *   before it resolves), and the Tox Uthat is discarded.
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { interruptCard } from './language.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';

export const TOX_UTHAT = 'tox-uthat';
export const SUPERNOVA = 'supernova';

/** The turn a Tox Uthat went on the table, read from the log (none recorded: there from before the game's first turn, as a position may put it). */
function tableTurn(s: GameState, id: CardId): number | undefined {
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i];
    if (e?.type === 'toxUthatOnTable' && e.data?.card === id) return e.data.turn as number;
  }
  return undefined;
}

/** A Tox Uthat of this player's on the table since an earlier turn: what lets him play Supernova now (none: undefined). */
export function readyToxUthat(s: GameState, p: PlayerId): CardId | undefined {
  return Object.values(s.cards).find((c) => c.def === TOX_UTHAT && c.owner === p && c.at.z === 'table' && (tableTurn(s, c.id) ?? 0) < s.turn.number)?.id;
}

/** Supernova has used it: the Tox Uthat goes to the discard pile. */
export function spendToxUthat(s: GameState, id: CardId): void {
  moveTo(s, id, { z: 'discard' });
  emit(s, 'toxUthatSpent', `${name(s, id)} is used up and discarded`, { card: id });
}

export default interruptCard(
  TOX_UTHAT,
  'An artifact with two uses, then discarded. As an event it goes on the table, so that from a later turn you may play Supernova. ' +
    "As an interrupt, played just after your opponent plays Supernova, it stops that Supernova: it is discarded without effect.",
  { when: { justPlayed: { by: 'opponent', cards: [SUPERNOVA] } }, target: { thatCard: true }, effects: [] },
  (s, p, _c, target) => {
    const nova = s.cards[target];
    if (!nova || nova.at.z !== 'resolving') return;
    moveTo(s, target, { z: 'discard' });
    emit(s, 'cardCancelled', `${card(s, target).owner}'s ${name(s, target)} is stopped by ${p}'s Tox Uthat and discarded`, { card: target, by: p });
  },
  {
    event: {
      choices: () => [{ key: 'table', label: 'on the table (Supernova may follow on a later turn)' }],
      play(s, p, c) {
        moveTo(s, c, { z: 'table' });
        emit(s, 'toxUthatOnTable', `${p} puts ${name(s, c)} on the table`, { player: p, card: c, turn: s.turn.number });
      },
    },
    // the random deck generator deals it with this card: its use as an event is to let Supernova follow
    deckNeeds: [SUPERNOVA],
  },
);

/**
 * Iconian Computer Weapon (dilemma, space). Overcome with SCIENCE in the crew. Otherwise the crew is
 * stopped and its owner's computers re-boot: every card in the encountering player's hand that is
 * not a personnel is discarded, and he draws as many from the top of his draw deck (fewer if the
 * deck runs out). Discarded either way (docs/RULINGS.md, "Premiere dilemmas, batch D", DD4).
 */
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { moveTo, name, typeOf } from '../rules/board.ts';
import { standardDilemma } from './common.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, skill } from './space-dilemmas.ts';

const ID = 'iconian-computer-weapon';
registerDilemmaFacts(ID, anyOf([skill('SCIENCE')]));

/** Discards the player's non-personnel cards in hand and draws as many; returns how many were discarded and drawn. */
export function reboot(s: GameState, p: PlayerId): { discarded: number; drawn: number } {
  const pl = seat(s, p);
  const gone: CardId[] = pl.hand.filter((id) => typeOf(s, id) !== 'personnel');
  for (const id of gone) {
    moveTo(s, id, { z: 'discard' });
    emit(s, 'cardDiscarded', `${p} discards ${name(s, id)} from hand (the Iconian computer weapon)`, { card: id, player: p });
  }
  let drawn = 0;
  for (let i = 0; i < gone.length; i++) {
    const top = pl.deck[pl.deck.length - 1];
    if (!top) break;
    moveTo(s, top, { z: 'hand' });
    drawn++;
    emit(s, 'cardDrawn', `${p} draws a card`, { player: p }, { not: p });
    emit(s, 'cardDrawnSecret', `You draw ${name(s, top)}`, { card: top }, p);
  }
  return { discarded: gone.length, drawn };
}

export default declareCard(ID, {
  text: 'Unless SCIENCE is in the crew, it is stopped and you discard every card in your hand that is not a personnel, then draw as many. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(ID, {
      failDispose: 'discard',
      onFail(s, f) {
        reboot(s, f.player);
      },
    }),
  },
});

/**
 * Energy Vortex (Premiere interrupt). Right after the opponent plays a card from hand that is not an
 * interrupt, nor played as one (an event before it resolves; a personnel, ship, equipment or outpost
 * just put into play): the card goes back to his hand having done nothing, and his turn's card play
 * is his again, for a different card: neither that card nor a copy of it may be played this turn
 * (rules/vortex.ts). He may play none (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { waitingAsInterrupt } from './amanda-rogers.ts';
import { facts } from './facts.ts';
import { emit } from '../core/flow.ts';
import { addModifier } from '../core/modifiers.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';

const DEF = 'energy-vortex';
registerInterruptFacts(DEF);

const IN_PLAY = new Set(['resolving', 'aboard', 'inSpace', 'outpost']);

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  if (win.type !== 'cardPlayed' || win.by === p || s.turn.active !== win.by) return [];
  const t = card(s, win.card);
  if (facts(t.def).type === 'interrupt' || waitingAsInterrupt(s, win.card) || !IN_PLAY.has(t.at.z)) return [];
  return [{ key: 'return', label: `send ${name(s, win.card)} back to ${win.by}'s hand`, target: win.card }];
}

export default declareCard(DEF, {
  text: "Right after your opponent plays a card from hand that is not an interrupt: it returns to his hand, undone, and he may use his card play on a different card instead (not that one, nor a copy of it, this turn).",
  spec: { interrupt: { when: { justPlayedAny: { by: 'opponent', asInterrupt: false } }, target: { thatCard: true }, effects: [] } },
  interrupt: {
    windows: ['cardPlayed'],
    answers: [],
    choices,
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const t = ch.target as CardId;
      const tc = card(s, t);
      if (!IN_PLAY.has(tc.at.z)) return; // gone while it waited
      const owner = tc.owner;
      // a card played on it meanwhile (an Auto-Destruct Sequence answering the Vortex) is discarded as it leaves play (rules/board.ts moveTo, ruling LH1)
      moveTo(s, t, { z: 'hand' });
      addModifier(s, 'returnedToHand', c, t);
      if (s.turn.active === owner) {
        s.turn.cardPlayed = false;
        s.turn.stage = 'play';
      }
      emit(s, 'cardReturned', `${owner}'s ${name(s, t)} returns to his hand by ${name(s, c)}; he may play a different card instead`, { card: t, by: c, player: p });
    },
  },
});

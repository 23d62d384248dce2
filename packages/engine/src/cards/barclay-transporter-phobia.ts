/**
 * Barclay Transporter Phobia (Alternate Universe interrupt, 103_054). Played, by either player, at the
 * response point before a transport (a beaming order, or a journey through an Iconian Gateway; the
 * constructed format holds them for it: rules/held-transport.ts): one of the personnel being moved,
 * picked at random, stays where he is, and from then on refuses all transport (a mark of this card on
 * him, read by every beaming and gateway journey). Its cure, Plexing, is in neither set of the pool:
 * nothing cures him here. Dimensional Shifting, the other transport it names, is not in the pool either.
 * Wolf nullifies it. docs/RULINGS.md, "Issue 25/26: Alien Parasites and Barclay Transporter Phobia".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { moveTo, name, typeOf } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { heldTransport, REFUSES_TRANSPORT } from '../rules/held-transport.ts';
import type { HeldTransportFrame } from '../rules/held-transport.ts';

export const BARCLAY_TRANSPORTER_PHOBIA = REFUSES_TRANSPORT;
registerInterruptFacts(BARCLAY_TRANSPORTER_PHOBIA);

/** The personnel of the held transport this window answers that the phobia may strike. */
function pool(s: GameState, f: HeldTransportFrame): CardId[] {
  return f.cards.filter((id) => typeOf(s, id) === 'personnel');
}

function held(s: GameState, win: Window): HeldTransportFrame | undefined {
  if (win.type !== 'before' || win.h.type !== 'transporting') return undefined;
  return heldTransport(s);
}

function choices(s: GameState, _p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  const f = held(s, win);
  if (!f || pool(s, f).length === 0) return [];
  return [{ key: 'phobia', label: `one of the ${f.cards.length} card(s) being transported, a personnel picked at random, refuses transport` }];
}

/** Whether both ends of the transport are in view of both players (a planet is; between ships and outposts only the mover sees who). */
function inView(f: HeldTransportFrame): boolean {
  return f.by === 'gateway' || f.from.startsWith('planet:') || f.to.startsWith('planet:');
}

export default declareCard(BARCLAY_TRANSPORTER_PHOBIA, {
  text: 'Play as cards are being moved by beaming or through an Iconian Gateway: one personnel among them, picked at random, stays where he is and refuses every transport from now on. (Its cure, Plexing, and Dimensional Shifting are not in this card pool: nothing cures him here.)',
  spec: { interrupt: { when: { before: { happening: 'transporting', by: 'either' } }, target: { coded: 'a personnel being transported, picked at random' }, effects: [{ coded: 'he stays and refuses all transport' }] } },
  interrupt: {
    windows: ['before'],
    answers: [
      { moment: 'before', happening: 'transporting', by: 'you' },
      { moment: 'before', happening: 'transporting', by: 'opponent' },
    ],
    choices,
    play(s, p, c, _ch, win) {
      moveTo(s, c, { z: 'discard' });
      const f = held(s, win);
      const v = f ? randomFrom(s, pool(s, f)) : undefined;
      if (!f || v === undefined) {
        emit(s, 'cardFizzled', `${name(s, c)} finds nobody being transported`, { card: c });
        return;
      }
      f.cards = f.cards.filter((id) => id !== v);
      s.effects.push({ kind: 'mark', by: BARCLAY_TRANSPORTER_PHOBIA, source: c, card: v, turn: s.turn.number, player: p });
      if (inView(f)) emit(s, 'refusesTransport', `${name(s, v)} refuses transport (${name(s, c)}): he stays where he is, and will not be transported again`, { card: v, by: c });
      else {
        emit(s, 'refusesTransport', `One of the personnel being transported refuses transport (${name(s, c)}) and stays where he is`, { by: c }, { not: f.player });
        emit(s, 'refusesTransportSecret', `${name(s, v)} refuses transport (${name(s, c)}): he stays where he is, and will not be transported again`, { card: v, by: c }, f.player);
      }
    },
  },
});

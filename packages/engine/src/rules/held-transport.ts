/**
 * A transport held for a response point before the cards move (Barclay Transporter Phobia:
 * docs/RULINGS.md, "Issue 25/26: Alien Parasites and Barclay Transporter Phobia"). Where the format
 * opens the point (GameRules.responsePointsBefore has 'transporting') and some interrupt of the
 * installed pool answers it, a beaming order (rules/beaming.ts) or a journey through an Iconian Gateway
 * (rules/iconian-gateway.ts) with personnel in it does not move its cards at once: it pushes a frame
 * that opens the point, the mover first, then moves the cards the answers left in it, through the
 * way its rule registered (no closures in the state: the frame names the way). Elsewhere (the intro
 * game) the cards move at once, as before.
 *
 * A personnel that refuses transport keeps a mark of the card that made him (its `by` the card's
 * definition): every beaming and every gateway journey leaves him where he is. With no such mark in
 * play, asking costs one scan of the lasting effects.
 */
import { defineFrame, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, PlayerId } from '../core/types.ts';
import { installedCards } from '../cards/registry.ts';
import { rulesOf } from '../formats/rules.ts';
import { openResponsesAt } from './responses.ts';

/** The definition whose marks make a personnel refuse transport. */
export const REFUSES_TRANSPORT = 'barclay-transporter-phobia';

export interface HeldTransportFrame extends Frame {
  kind: 'heldTransport';
  player: PlayerId;
  by: 'beaming' | 'gateway';
  /** Where from and where to, as the way that moves them names them (containers, or planet locations). */
  from: string;
  to: string;
  /** The card the journey goes through (an Iconian Gateway), if any. */
  via?: CardId;
  /** The cards to move: those picked, less any the answers kept back. */
  cards: CardId[];
  step: number;
}

type Carrier = (s: GameState, f: HeldTransportFrame) => void;
const carriers = new Map<string, Carrier>();

/** A rule that moves cards registers how it finishes a held transport of its kind. */
export function registerCarrier(by: HeldTransportFrame['by'], carry: Carrier): void {
  carriers.set(by, carry);
}

/** Whether transports wait for a response point in this game. */
export function transportsHeld(s: GameState): boolean {
  return rulesOf(s).responsePointsBefore.includes('transporting') && installedCards().answered('before', 'transporting').length > 0;
}

/** Holds a transport for its response point; it finishes through its kind's carrier. */
export function holdTransport(s: GameState, f: { player: PlayerId; by: HeldTransportFrame['by']; from: string; to: string; via?: CardId; cards: CardId[] }): void {
  const frame: HeldTransportFrame = { kind: 'heldTransport', step: 0, player: f.player, by: f.by, from: f.from, to: f.to, cards: f.cards };
  if (f.via !== undefined) frame.via = f.via;
  push(s, frame);
}

/** The held transport a window before a transport answers (the frame below it), if its cards are still to move. */
export function heldTransport(s: GameState): HeldTransportFrame | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as HeldTransportFrame;
    if (f.kind === 'heldTransport') return f.step === 1 ? f : undefined;
  }
  return undefined;
}

/** Whether any personnel refuses transport in this game now. */
export function anyRefusal(s: GameState): boolean {
  return s.effects.some((e) => e.kind === 'mark' && e.by === REFUSES_TRANSPORT);
}

/** Whether this personnel refuses all transport. */
export function refusesTransport(s: GameState, id: CardId): boolean {
  return s.effects.some((e) => e.kind === 'mark' && e.by === REFUSES_TRANSPORT && e.card === id);
}

/** The personnel who refuse transport now, in play. */
export function refusers(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const e of s.effects) {
    if (e.kind !== 'mark' || e.by !== REFUSES_TRANSPORT) continue;
    const z = (s.cards[e.card] as CardState).at.z;
    if ((z === 'planet' || z === 'aboard') && !out.includes(e.card)) out.push(e.card);
  }
  return out;
}

defineFrame<HeldTransportFrame>('heldTransport', {
  // what is being moved is its mover's to know (between ships the opponent sees only how many)
  shown(f, viewer) {
    return f.player === viewer ? PUBLIC_FRAME(f) : { ...(PUBLIC_FRAME(f) as HeldTransportFrame), cards: f.cards.map(() => '?') };
  },
  run(s, f) {
    if (f.step === 0) {
      f.step = 1;
      openResponsesAt(s, 'before', { type: 'transporting', player: f.player, by: f.by, cards: [...f.cards] });
      return;
    }
    pop(s, f);
    carriers.get(f.by)?.(s, f);
  },
});

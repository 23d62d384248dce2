/**
 * A typed, hand-written deep copy of the game state (faster than structuredClone or JSON),
 * used by search to branch from a position. Tested to deep-equal the original.
 */
import type { CardId, CardState, Frame, GameState, LastingEffect, PlayerId, PlayerState } from './types.ts';
import { copyRng } from './rng.ts';

function clonePlayer(p: PlayerState): PlayerState {
  const out: PlayerState = {
    id: p.id,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    score: p.score,
    beamedThisTurn: { ...p.beamedThisTurn },
    alwaysRespond: p.alwaysRespond,
    deckAffiliation: p.deckAffiliation,
  };
  // absent unless a card scored points that stay (Interrogation)
  if (p.heldPoints !== undefined) out.heldPoints = p.heldPoints;
  return out;
}

/** Each seat's state, copied. */
export function clonePlayers(seats: readonly PlayerId[], players: Readonly<Record<PlayerId, PlayerState>>): Record<PlayerId, PlayerState> {
  const out: Record<string, PlayerState> = {};
  for (const p of seats) out[p] = clonePlayer(players[p] as PlayerState);
  return out;
}

/** Every card's state, copied (the fields a card of any format may carry; optional ones only where set). */
export function cloneCards(from: Readonly<Record<CardId, CardState>>): Record<CardId, CardState> {
  const cards: Record<string, CardState> = {};
  for (const id in from) {
    const c = from[id] as CardState;
    const t = {
      id: c.id,
      def: c.def,
      owner: c.owner,
      at: { ...c.at },
      revealed: c.revealed,
      stopped: c.stopped,
      damaged: c.damaged,
      repairTurns: c.repairTurns,
      rangeUsed: c.rangeUsed,
      moved: c.moved,
      hs: [c.hs[0], c.hs[1], c.hs[2]],
    } as CardState;
    // constructed fields, absent unless set
    if (c.aff !== undefined) t.aff = c.aff;
    if (c.cloaked !== undefined) t.cloaked = c.cloaked;
    if (c.cloakTurn !== undefined) t.cloakTurn = c.cloakTurn;
    if (c.ctrl !== undefined) t.ctrl = c.ctrl;
    if (c.damagedTurn !== undefined) t.damagedTurn = c.damagedTurn;
    if (c.points !== undefined) t.points = c.points;
    cards[id] = t;
  }
  return cards;
}

export function cloneValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneValue);
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cloneValue((v as Record<string, unknown>)[k]);
  return out;
}

export function cloneState(s: GameState): GameState {
  return {
    format: s.format,
    seed: s.seed,
    rng: copyRng(s.rng),
    legacy: s.legacy,
    seq: s.seq,
    cards: cloneCards(s.cards),
    seats: s.seats.slice(),
    players: clonePlayers(s.seats, s.players),
    spaceline: s.spaceline.slice(),
    completed: { ...s.completed },
    turn: { ...s.turn },
    flow: s.flow.map((f) => cloneValue(f) as Frame),
    pending: s.pending ? { ...s.pending, options: s.pending.options.map((o) => ({ ...o })) } : null,
    effects: s.effects.map((e) => cloneValue(e) as LastingEffect),
    result: s.result ? { ...s.result, scores: { ...s.result.scores } } : null,
    log: s.log.slice(),
    logging: s.logging,
    decisions: s.decisions,
    serial: s.serial,
    // snapshots are never changed once taken (rules/temporal-loop.ts copies one it puts back)
    ...(s.loops ? { loops: s.loops.slice() } : {}),
  };
}

/**
 * Bots in constructed games (issue 24): the random bot's choice does not change when only the
 * opponent's list changes; every bot plays them (the heuristic and search bots: issue 28,
 * constructed-no-peeking.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { cloneState, createEngine, facts, randomDeck, view } from '@stccg/engine';
import type { CardState, GameState, PlayerId } from '@stccg/engine';
import { botRefusalForOwnDecks, createBot, seatDecision } from '../src/index.ts';
import { comparable } from './helpers.ts';

const engine = createEngine({ format: 'constructed' });

/** A constructed game of random decks, played by random bots up to its decision `steps`. */
async function position(seed: number, steps: number): Promise<GameState> {
  const decks = { 'player-1': randomDeck(seed * 2 + 1, { pool: engine.cards }), 'player-2': randomDeck(seed * 2 + 2, { pool: engine.cards }) };
  const g = engine.createGame({ seed, decks });
  const bots = { 'player-1': createBot('random', { seed: 1 }), 'player-2': createBot('random', { seed: 2 }) } as Record<PlayerId, ReturnType<typeof createBot>>;
  for (let i = 0; i < steps && !g.state.result; i++) {
    const p = g.state.pending as NonNullable<GameState['pending']>;
    const v = view(g.state, p.player);
    g.act({ decision: p.id, option: await (bots[p.player] as ReturnType<typeof createBot>).decide(v, seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>) }, p.player);
  }
  return g.state;
}

/**
 * The same game, the other seat's deck list changed: its cards not yet seen (deck, hand, unplaced seed
 * cards) become other cards of the same type. A hand the viewer sees (an Alien Probe in play lays
 * every hand face up) is seen, and stays as it is.
 */
function otherList(s: GameState, seat: PlayerId, viewer: PlayerId): GameState {
  const t = cloneState(s);
  const handSeen = (view(s, viewer).players[seat]?.hand ?? null) !== null;
  const byType = new Map<string, string[]>();
  for (const id of engine.cards) {
    const ty = facts(id).type;
    byType.set(ty, [...(byType.get(ty) ?? []), id]);
  }
  let k = 0;
  for (const c of Object.values(t.cards) as CardState[]) {
    if (c.owner !== seat || !['deck', 'hand', 'seedPile'].includes(c.at.z) || (handSeen && c.at.z === 'hand')) continue;
    const same = byType.get(facts(c.def).type) as string[];
    c.def = same[(k += 7) % same.length] as string;
  }
  return t;
}

describe('bots in constructed games', () => {
  it('the heuristic seeds each artifact it seeds under a mission its own affiliation may attempt (bots version 8)', async () => {
    let seeded = 0;
    for (let seed = 1; seed <= 30 && seeded < 4; seed++) {
      const decks = { 'player-1': randomDeck(seed * 2 + 1, { pool: engine.cards }), 'player-2': randomDeck(seed * 2 + 2, { pool: engine.cards }) };
      if (!decks['player-1'].seed.some((id) => facts(id).type === 'artifact')) continue;
      const g = engine.createGame({ seed, decks });
      const bots = { 'player-1': createBot('heuristic', { seed: 1, deck: decks['player-1'] }), 'player-2': createBot('random', { seed: 2 }) } as Record<PlayerId, ReturnType<typeof createBot>>;
      // play the seed phase: up to the first turn
      while (!g.state.result && g.state.turn.number === 0 && g.state.pending) {
        const p = g.state.pending;
        const v = view(g.state, p.player);
        g.act({ decision: p.id, option: await (bots[p.player] as ReturnType<typeof createBot>).decide(v, seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>) }, p.player);
      }
      const aff = facts(decks['player-1'].seed[0] as string).affiliation as string;
      for (const c of Object.values(g.state.cards) as CardState[]) {
        if (c.owner !== 'player-1' || facts(c.def).type !== 'artifact' || c.at.z !== 'underMission') continue;
        const m = facts((g.state.cards[c.at.loc] as CardState).def) as { affiliationIcons: string[] };
        expect(m.affiliationIcons).toContain(aff);
        seeded++;
      }
    }
    expect(seeded).toBeGreaterThan(0);
  });

  it('the random bot\'s choice does not change when only the opponent\'s deck list changes', async () => {
    let compared = 0;
    for (const [seed, steps] of [[1, 3], [2, 40], [3, 120], [4, 300], [5, 700]] as const) {
      const s = await position(seed, steps);
      if (s.result || !s.pending) continue;
      const me = s.pending.player;
      const foe = s.seats.find((p) => p !== me) as PlayerId;
      const t = otherList(s, foe, me);
      expect(Object.values(t.cards).some((c, i) => c.def !== (Object.values(s.cards)[i] as CardState).def)).toBe(true);
      const va = view(s, me);
      const vb = view(t, me);
      expect(comparable(vb)).toBe(comparable(va));
      const a = await createBot('random', { seed: 9 }).decide(va, seatDecision(va) as NonNullable<ReturnType<typeof seatDecision>>);
      const b = await createBot('random', { seed: 9 }).decide(vb, seatDecision(vb) as NonNullable<ReturnType<typeof seatDecision>>);
      expect(b).toBe(a);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
  });

  it('every bot plays a game of the players\' own decks (issue 28: the heuristic and search bots sample what they cannot see from a deck model)', () => {
    for (const name of ['random', 'heuristic', 'search']) expect(botRefusalForOwnDecks(name)).toBeNull();
  });
});

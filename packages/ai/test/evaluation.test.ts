/**
 * The evaluation's value of ships (bots version 6): a ship with nobody aboard is worth a quarter
 * of a crewed one (EMPTY_SHIP), unless no ship of its side has a crew: a side needs one ship to
 * go anywhere.
 */
import { describe, expect, it } from 'vitest';
import { apply, cloneState, facts, newGame } from '@stccg/engine';
import type { CardId, GameState, Option, PlayerId } from '@stccg/engine';
import { EMPTY_SHIP, botRng, chooseOption, evaluate, fleet, newMemo } from '../src/index.ts';

const typeOf = (s: GameState, id: CardId) => facts((s.cards[id] as { def: string }).def).type;
const shipsOf = (s: GameState, p: PlayerId) => Object.keys(s.cards).filter((id) => s.cards[id]?.owner === p && s.cards[id]?.at.z === 'inSpace' && typeOf(s, id) === 'ship');
const crewOf = (s: GameState, host: CardId) => Object.keys(s.cards).filter((id) => { const at = s.cards[id]?.at as { z: string; host?: string }; return at.z === 'aboard' && at.host === host && typeOf(s, id) === 'personnel'; });
const playOf = (s: GameState, o: Option) => (o.group === 'play' && o.card && s.cards[o.card] ? typeOf(s, o.card) : undefined);

/** A ship's value when crewed: half of 10 + (RANGE + WEAPONS + SHIELDS) / 2. */
function full(s: GameState, id: CardId): number {
  const f = facts((s.cards[id] as { def: string }).def);
  if (f.type !== 'ship') throw new Error(`${id} is not a ship`);
  return 0.5 * (10 + (f.range + f.weapons + f.shields) / 2);
}

/** The first main decision of heuristic self-play where p may play a ship or a personnel card and has `ships` ships, all crewed. */
function cardPlay(p: PlayerId, ships: number): GameState {
  for (let g = 10000; g < 10020; g++) {
    const s = newGame({ seed: g });
    const rng = botRng(g);
    const memos = { federation: newMemo(), klingon: newMemo() };
    while (!s.result && s.pending) {
      const d = s.pending;
      const kinds = new Set(d.options.map((o) => playOf(s, o)));
      const mine = shipsOf(s, p);
      if (d.player === p && d.kind === 'main' && kinds.has('ship') && kinds.has('personnel') && mine.length === ships && mine.every((sh) => crewOf(s, sh).length > 0)) return s;
      apply(s, { decision: d.id, option: d.options.length === 1 ? (d.options[0] as Option).id : chooseOption(s, rng, memos[d.player]) });
    }
  }
  throw new Error('no such position');
}

/** A copy of s with a ship of p's draw deck put into space where `where` is, nobody aboard. */
function withShip(s: GameState, p: PlayerId, where: CardId): { state: GameState; ship: CardId } {
  const c = cloneState(s);
  const ship = c.players[p].deck.find((id) => typeOf(c, id) === 'ship');
  if (!ship) throw new Error('no ship left in the deck');
  c.players[p].deck = c.players[p].deck.filter((id) => id !== ship);
  (c.cards[ship] as { at: unknown }).at = { ...(c.cards[where] as { at: object }).at };
  return { state: c, ship };
}

/** A copy of s with the given personnel moved aboard `host`. */
function board(s: GameState, ids: readonly CardId[], host: CardId): GameState {
  const c = cloneState(s);
  for (const id of ids) (c.cards[id] as { at: unknown }).at = { z: 'aboard', host };
  return c;
}

describe('evaluation: ships', () => {
  it('a crewed ship counts in full, a second one with nobody aboard a quarter, and in full once somebody boards it', () => {
    const s = cardPlay('federation', 1);
    const first = shipsOf(s, 'federation')[0] as CardId;
    const crew = crewOf(s, first);
    expect(fleet(s, 'federation').value).toBeCloseTo(full(s, first), 12);
    const { state, ship } = withShip(s, 'federation', first);
    expect(fleet(state, 'federation').value).toBeCloseTo(full(s, first) + EMPTY_SHIP * full(state, ship), 12);
    // the personnel aboard are the same: only where they are changes the ships' value
    expect(fleet(state, 'federation').aboard.sort()).toEqual([...crew].sort());
    // a personnel card from the deck boards the new ship: both ships are crewed
    const recruit = state.players.federation.deck.find((id) => typeOf(state, id) === 'personnel') as CardId;
    const split = board({ ...state, players: { ...state.players, federation: { ...state.players.federation, deck: state.players.federation.deck.filter((id) => id !== recruit) } } }, [recruit], ship);
    expect(fleet(split, 'federation').value).toBeCloseTo(full(s, first) + full(state, ship), 12);
    // boundary: everybody moves to the new ship, and the first one is the empty one now
    const moved = board(state, crew, ship);
    expect(fleet(moved, 'federation').value).toBeCloseTo(EMPTY_SHIP * full(s, first) + full(state, ship), 12);
  });

  it("while no ship has a crew, the best one counts in full and the others a quarter", () => {
    const s = cardPlay('klingon', 1);
    const first = shipsOf(s, 'klingon')[0] as CardId;
    const alone = board(s, crewOf(s, first), outpostOf(s, 'klingon'));
    expect(fleet(alone, 'klingon').aboard).toEqual([]);
    expect(fleet(alone, 'klingon').value).toBeCloseTo(full(s, first), 12);
    const { state, ship } = withShip(alone, 'klingon', first);
    const [best, other] = full(state, ship) > full(state, first) ? [ship, first] : [first, ship];
    expect(fleet(state, 'klingon').value).toBeCloseTo(full(state, best) + EMPTY_SHIP * full(state, other), 12);
    // and no ship at all is worth nothing
    const none = cloneState(alone);
    (none.cards[first] as { at: unknown }).at = { z: 'discard' };
    none.players.klingon.discard.push(first);
    expect(fleet(none, 'klingon').value).toBe(0);
  });

  for (const p of ['federation', 'klingon'] as const) {
    it(`${p}: commissioning a second ship raises the evaluation less than a personnel card reporting for duty`, () => {
      const s = cardPlay(p, 1);
      const d = s.pending as NonNullable<GameState['pending']>;
      const gain = (type: string) => {
        const t = cloneState(s);
        apply(t, { decision: d.id, option: (d.options.find((o) => playOf(s, o) === type) as Option).id });
        return evaluate(t, p) - evaluate(s, p);
      };
      const handLoss = 0.8 * (Math.min(s.players[p].hand.length, 8) - Math.min(s.players[p].hand.length - 1, 8));
      const ship = gain('ship');
      const person = gain('personnel');
      // a personnel card adds 3, and a side with one more member can only get nearer its missions
      expect(person).toBeGreaterThanOrEqual(3 - handLoss - 1e-9);
      expect(ship).toBeLessThan(person);
      expect(ship).toBeGreaterThan(-handLoss);
    });
  }
});

function outpostOf(s: GameState, p: PlayerId): CardId {
  const id = Object.keys(s.cards).find((x) => s.cards[x]?.owner === p && s.cards[x]?.at.z === 'outpost');
  if (!id) throw new Error('no outpost');
  return id;
}

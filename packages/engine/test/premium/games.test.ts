/**
 * Full games with the nine premium cards added to the intro decks: random play must reach the end of the
 * game with every invariant holding after every action (129 cards: 120 plus the nine premiums), and a
 * game must replay to the same final state.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, newGame, premiumAdditions, PREMIUM_IDS, stateHash, standardDecks } from '../../src/index.ts';
import type { Action, DeckList, GameState, Side } from '../../src/index.ts';

function decksWithPremiums(): Record<Side, DeckList> {
  const d = standardDecks();
  for (const side of ['federation', 'klingon'] as const) {
    const add = premiumAdditions(side);
    const was = d[side] as NonNullable<(typeof d)[string]>;
    d[side] = { missions: [...was.missions, ...add.missions], seed: [...was.seed, ...add.seed], draw: [...was.draw, ...add.draw] };
  }
  return d;
}

/** A small deterministic generator for the random player (never the game's own). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

const CARDS = 129;
const MAX_ACTIONS = 20_000;

/** Premium cards seen in play (aboard or on a planet) during the games played. */
const seenInPlay = new Set<string>();

function playRandom(seed: number): { s: GameState; actions: Action[] } {
  const decks = decksWithPremiums();
  const s = newGame({ seed, decks, log: false });
  const rnd = lcg(seed * 7919 + 13);
  const actions: Action[] = [];
  for (let i = 0; i < MAX_ACTIONS && !s.result; i++) {
    const p = s.pending;
    if (!p) throw new Error(`no decision pending at action ${i}`);
    const opts = p.options;
    const o = opts[Math.floor(rnd() * opts.length)]!;
    const a = { decision: p.id, option: o.id };
    apply(s, a);
    actions.push(a);
    const errs = checkInvariants(s, CARDS);
    if (errs.length) throw new Error(`seed ${seed}, action ${i + 1} (${p.kind} ${o.id}): ${errs.join('; ')}`);
    if (o.group === 'play' && o.card && PREMIUM_IDS.includes(s.cards[o.card]!.def)) seenInPlay.add(s.cards[o.card]!.def);
  }
  return { s, actions };
}

describe('games with the premium cards', () => {
  it('each side gets its premiums: five personnel and Data Laughing to the Federation, three personnel to the Klingons', () => {
    expect(premiumAdditions('federation').draw).toEqual(['admiral-mccoy', 'admiral-picard', 'commander-data', 'commander-troi', 'spock', 'data-laughing']);
    expect(premiumAdditions('klingon').draw).toEqual(['giral', 'jarod', 'mogh']);
    const s = newGame({ seed: 1, decks: decksWithPremiums() });
    expect(Object.keys(s.cards).length).toBe(CARDS);
    expect(checkInvariants(s, CARDS)).toEqual([]);
  });

  it('20 random games with the premiums complete, every invariant holding after every action', () => {
    let finished = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { s } = playRandom(seed);
      expect(s.result, `seed ${seed} did not finish`).not.toBeNull();
      finished += 1;
    }
    expect(finished).toBe(20);
    // the premium personnel really were played (Data Laughing never has a use in the intro game)
    expect([...seenInPlay].sort()).toEqual(PREMIUM_IDS.filter((id) => id !== 'data-laughing').sort());
  });

  it('a game with the premiums replays to the same final state', () => {
    const { s, actions } = playRandom(42);
    const again = newGame({ seed: 42, decks: decksWithPremiums(), log: false });
    for (const a of actions) apply(again, a);
    expect(stateHash(again)).toBe(stateHash(s));
  });
});

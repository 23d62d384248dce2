/**
 * An earned artifact changes owner (docs/RULINGS.md, artifacts 5): once it is hidden again in its new
 * owner's hand or draw deck (Masaka Transformations puts a hand under the draw deck), a sample of the
 * game puts it among its new owner's hidden cards, not its first owner's. The game of
 * bench/results/seeding-policy-failure-seed21-5efaffe.json crashed the heuristic there ("player-2: 9
 * hidden cards left for a draw deck of 10").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkInvariants, replay, view } from '@stccg/engine';
import type { DeckList, GameRecord, GameState, PlayerId } from '@stccg/engine';
import { determinize, gatherKnowledge } from '../src/determinize.ts';
import { botRng } from '../src/random.ts';
import { heuristicBot } from '../src/heuristic.ts';
import { seatDecision } from '../src/index.ts';
import type { SeatDecision } from '../src/index.ts';

const record = JSON.parse(readFileSync(new URL('../../../bench/results/seeding-policy-failure-seed21-5efaffe.json', import.meta.url), 'utf8')) as GameRecord & { failure?: string };

function at(actions: number): GameState {
  return replay({ ...record, actions: record.actions.slice(0, actions), hashes: record.hashes.filter(([n]) => n <= actions) } as GameRecord);
}

const earned = (s: GameState): { card: string; by: PlayerId }[] =>
  s.log.filter((e) => e.type === 'artifactEarned').map((e) => ({ card: (e.data as { card: string }).card, by: (e.data as { player: PlayerId }).player }));

describe('an earned artifact hidden again belongs to its new owner in a sample', () => {
  it('the crashed position: the seat that holds the earned artifact in its draw deck is sampled with it there', () => {
    const s = at(record.actions.length);
    const seat = s.pending?.player as PlayerId;
    const arts = earned(s);
    expect(arts.length).toBeGreaterThan(0);
    const deck = record.decks[seat] as DeckList;
    for (let k = 0; k < 6; k++) {
      const d = determinize(view(s, seat), botRng(k + 1), { lenient: true, deck });
      for (const p of ['player-1', 'player-2'] as PlayerId[]) expect(d.players[p]?.deck.length).toBe(s.players[p]?.deck.length);
      expect(checkInvariants(d, Object.keys(d.cards).length)).toEqual([]); // the opponent's deck is a model: its size may differ
      // the earned card, hidden now, is its new owner's
      for (const a of arts) {
        const where = Object.entries(d.players).find(([, ps]) => ps.deck.includes(a.card) || ps.hand.includes(a.card));
        if (where && s.cards[a.card]?.at.z !== 'table') {
          expect(where[0]).toBe(a.by);
          expect(d.cards[a.card]?.owner).toBe(a.by);
        }
      }
    }
    // the decision the heuristic crashed on is taken
    const mine = view(s, seat);
    const choice = heuristicBot({ seed: 3, deck }).decide(mine, seatDecision(mine) as SeatDecision);
    expect(s.pending?.options.map((o) => o.id)).toContain(choice);
    // and the other seat, and the search's knowledge path, sample it too
    const other = seat === 'player-1' ? 'player-2' : 'player-1';
    const v = view(s, other);
    expect(() => determinize(v, botRng(9), { lenient: true, deck: record.decks[other] as DeckList, knowledge: gatherKnowledge(v) })).not.toThrow();
  });
});

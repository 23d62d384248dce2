/**
 * The browser client's pieces for constructed games (issue 24): the seats player-1 and player-2 as
 * names, scores by turn for those seats, no standard deck list for them, a welcome that says the
 * game waits for the friend's deck, and a constructed record replayed to a concession's end.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { GameEvent, PlayerView } from '@stccg/engine';
import { createEngine, deckListOf, parseDeckFile, view } from '@stccg/engine';
import { prettyText, seatName } from '../src/cards.ts';
import { scoresByTurn } from '../src/scores.ts';
import { ownDeck } from '../src/deck.ts';
import { GameClient, type Socket } from '../src/client.ts';
import { Replayer } from '../src/replayer.ts';

const ev = (type: string, data: Record<string, unknown>): GameEvent => ({ type, data, text: '' }) as unknown as GameEvent;

function deck(name: string) {
  const r = deckListOf(parseDeckFile(readFileSync(new URL(`../../../decks/${name}`, import.meta.url), 'utf8')).cards);
  if (!r.ok) throw new Error(r.reasons.join('; '));
  return r.list;
}

function constructedGame() {
  return createEngine({ format: 'constructed' }).createGame({ seed: 11, decks: { 'player-1': deck('constructed-federation-playable.txt'), 'player-2': deck('constructed-klingon-playable.txt') } });
}

describe('constructed games in the browser client', () => {
  it('names the seats Player 1 and Player 2, in names and in texts; the intro seats as before', () => {
    expect(seatName('player-1')).toBe('Player 1');
    expect(seatName('player-2')).toBe('Player 2');
    expect(seatName('federation')).toBe('Federation');
    expect(prettyText('player-2 ends turn 3; player-1 draws')).toBe('Player 2 ends turn 3; Player 1 draws');
    expect(prettyText('klingon ends turn 2')).toBe('Klingon ends turn 2');
  });

  it('scores by turn for the seats of a constructed game', () => {
    const log = [ev('turnStarted', { turn: 1 }), ev('pointsScored', { player: 'player-2', points: 30, total: 30 }), ev('turnStarted', { turn: 2 })];
    expect(scoresByTurn(log, 2, ['player-1', 'player-2'])).toEqual([
      { turn: 0, federation: 0, klingon: 0 },
      { turn: 1, federation: 0, klingon: 30 },
      { turn: 2, federation: 0, klingon: 30 },
    ]);
  });

  it('shows no standard deck list for a constructed seat', () => {
    const g = constructedGame();
    expect(ownDeck(view(g.state, 'player-1'))).toBeNull();
  });

  it('a welcome of a constructed game waiting for the friend\'s deck says so; the next welcome starts it', () => {
    const sock: Socket = { readyState: 1, send: () => {}, close: () => {}, onopen: null, onclose: null, onmessage: null, onerror: null };
    const c = new GameClient('g1', 'tok', () => sock);
    c.start();
    sock.onopen?.({});
    const v: PlayerView = view(constructedGame().state, 'player-1');
    sock.onmessage?.({ data: JSON.stringify({ type: 'welcome', gameId: 'g1', seat: 'player-1', view: v, format: 'constructed', waiting: true }) });
    expect(c.state).toMatchObject({ seat: 'player-1', constructed: true, waiting: true });
    sock.onmessage?.({ data: JSON.stringify({ type: 'welcome', gameId: 'g1', seat: 'player-1', view: v, format: 'constructed' }) });
    expect(c.state).toMatchObject({ constructed: true, waiting: false });
    c.stop();
  });

  it('replays a constructed record that ends in a concession to its end', () => {
    const g = constructedGame();
    for (let i = 0; i < 30 && g.state.pending; i++) {
      const p = g.state.pending;
      g.act({ decision: p.id, option: (p.options[i % p.options.length] as { id: string }).id }, p.player);
    }
    g.concede('player-1');
    const r = new Replayer(JSON.parse(JSON.stringify(g.finish())));
    expect(r.length).toBe(30);
    expect(() => r.at(r.length)).not.toThrow();
  });
});

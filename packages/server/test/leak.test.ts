/**
 * Property: no message the server sends to a seat (or a spectator) names a card hidden from it.
 *
 * Random games are played through the protocol by random clients, with a spectator watching,
 * a seat reconnecting part-way (so it gets a full welcome again) and bad messages thrown in (so
 * errors are covered). Then the record is replayed action by action: at each sequence number
 * the cards hidden from each viewer are those of the other player in the draw deck, the hand,
 * the seed and mission piles, and that player's face-down dilemmas, less any card that has been
 * somewhere the viewer could see it before. No message stamped with that sequence number may
 * contain one of their instance ids, nor the handle the viewer knows the card by at that moment.
 * And since the server names every card toward a viewer by a per-viewer handle, no message at all
 * may contain an instance id. (The gameOver message carries the whole record on purpose: once the
 * game is over nothing is hidden any more, so it is left out.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game, handlesFor } from '@stccg/engine';
import type { CardState, GameRecord, GameState, Viewer } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, friendGame, playRandom } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, limits: { gamesPerMinute: 1000, openGamesPerClient: 1000 } });
});
afterAll(async () => {
  await server?.close();
});

/** An instance id anywhere (the server names cards toward a viewer by handles only). */
const ANY_ID = /(?:federation|klingon):[a-z0-9-]+#\d+/;

const HIDDEN_ZONES = new Set(['deck', 'hand', 'seedPile', 'missionPile']);

function hiddenFrom(s: GameState, viewer: Viewer, c: CardState): boolean {
  if (c.owner === viewer) return false;
  if (HIDDEN_ZONES.has(c.at.z)) return true;
  return c.at.z === 'underMission' && !c.revealed;
}

/** For each sequence number, the card ids a viewer has never been able to see. */
function secretsBySeq(record: GameRecord, viewers: Viewer[]): Map<string, Set<string>>[] {
  const g = Game.create({ seed: record.seed, ...record.options });
  const seen: Record<string, Set<string>> = {};
  for (const v of viewers) seen[v] = new Set();
  const out: Map<string, Set<string>>[] = [];
  const step = () => {
    const s = g.state;
    const at = new Map<string, Set<string>>();
    for (const v of viewers) {
      const secret = new Set<string>();
      const { toHandle } = handlesFor(s, v);
      for (const id in s.cards) {
        const c = s.cards[id] as CardState;
        if (!hiddenFrom(s, v, c)) (seen[v] as Set<string>).add(id);
        else {
          // the handle a hidden card has now is never shown, whether or not the card was seen before
          secret.add(toHandle.get(id) as string);
          if (!(seen[v] as Set<string>).has(id)) secret.add(id);
        }
      }
      at.set(v, secret);
    }
    out[s.seq] = at;
  };
  step();
  for (const a of record.actions) {
    g.act(a);
    step();
  }
  return out;
}

interface Received {
  viewer: Viewer;
  seq: number;
  text: string;
}

/** Every message a client got, stamped with the sequence number of the game when it was sent. */
function stamp(c: TestClient, viewer: Viewer): Received[] {
  const out: Received[] = [];
  let seq = 0;
  for (const text of c.texts) {
    const m = JSON.parse(text) as { type: string; view?: { seq: number }; seq?: number };
    if (m.type === 'gameOver') continue;
    if (m.view) seq = m.view.seq;
    else if (typeof m.seq === 'number') seq = m.seq;
    out.push({ viewer, seq, text });
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('no message leaks a hidden card', { timeout: 240_000 }, () => {
  it('property: over random games, reconnects and bad messages, no seat or spectator is sent a hidden card id', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 30, max: 220 }),
        fc.integer({ min: 5, max: 200 }),
        async (seedA, seedB, stopAt, reconnectAt) => {
          runs += 1;
          const { gameId, fed, kli, tokens } = await friendGame(server.url);
          const spec = await TestClient.connect(server.url);
          await spec.hello(gameId);
          const clients: [TestClient, Viewer][] = [
            [fed, 'federation'],
            [kli, 'klingon'],
            [spec, 'spectator'],
          ];
          // Klingon plays to stopAt; federation drops at reconnectAt and comes back on a new socket.
          const b = playRandom(kli, 'klingon', { seed: seedB, untilSeq: stopAt });
          const a = playRandom(fed, 'federation', { seed: seedA, untilSeq: Math.min(reconnectAt, stopAt) });
          await a.done;
          await fed.close();
          const fed2 = await TestClient.connect(server.url);
          clients.push([fed2, 'federation']);
          await fed2.hello(gameId, tokens.federation);
          // Bad messages from a seat that is not deciding, and a wrong option from one that may be.
          const v = fed2.view;
          if (v && !v.result) {
            await fed2.expectError({ type: 'act', seq: v.seq, decision: v.pending?.id ?? 'd0', option: 'klingon:hand#1' });
            await fed2.expectError({ type: 'act', seq: v.seq + 1, decision: 'd0', option: 'x' });
            await fed2.expectError('{"type":"hello"');
          }
          const a2 = playRandom(fed2, 'federation', { seed: seedA + 1, untilSeq: stopAt });
          await Promise.race([Promise.all([a2.done, b.done]), spec.next((m) => m.type === 'gameOver', 60_000).catch(() => null)]);
          // Concede to end the game and get its record.
          if (!fed2.result) {
            const over = spec.next((m) => m.type === 'gameOver');
            fed2.send({ type: 'concede' });
            await over;
          }
          const record = JSON.parse(fed2.record ?? (spec.record as string)) as GameRecord;
          const secrets = secretsBySeq(record, ['federation', 'klingon', 'spectator']);
          for (const [c, viewer] of clients) {
            for (const r of stamp(c, viewer)) {
              const named = ANY_ID.exec(r.text);
              expect(named?.[0] ?? null, `${viewer} was sent the instance id ${named?.[0]} at seq ${r.seq}`).toBeNull();
              const secret = secrets[r.seq]?.get(viewer);
              expect(secret, `seq ${r.seq}`).toBeDefined();
              if (!secret || secret.size === 0) continue;
              // Ids like klingon:x#1 must not match inside klingon:x#12.
              const re = new RegExp(`(${[...secret].map(escapeRe).join('|')})(?![0-9])`);
              const hit = re.exec(r.text);
              expect(hit?.[0] ?? null, `${viewer} was sent hidden card ${hit?.[0]} at seq ${r.seq}`).toBeNull();
            }
          }
          await Promise.all([fed2.close(), kli.close(), spec.close()]);
        },
      ),
      { numRuns: 5, seed: 20261129 },
    );
    expect(runs).toBe(5);
  });

  it('the checker itself finds a hidden card when one is there', () => {
    const g = Game.create({ seed: 3 });
    const secrets = secretsBySeq(g.finish(), ['federation']);
    const hidden = [...(secrets[0]?.get('federation') ?? [])];
    expect(hidden.filter((id) => id.startsWith('klingon:')).length).toBeGreaterThan(30);
    // and the handles those cards have for the Federation now
    expect(hidden.filter((id) => /^h[a-z2-7]{13}$/.test(id)).length).toBeGreaterThan(30);
  });
});

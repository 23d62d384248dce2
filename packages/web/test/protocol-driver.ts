/**
 * Plays a seat through the protocol (not the page) with the browser tests' driver, to bring a game
 * quickly to a position a browser test then plays by clicking: the page holds the same seat and is
 * sent every view. Stops at the first own decision `stop` accepts, or after maxDecisions.
 */
import type { PlayerView } from '@stccg/engine';
import type { Seat } from '@stccg/server/protocol.ts';
import { TestClient } from '../../server/test/helpers.ts';
import type { DriverOption } from './driver.ts';
import { choose, newMemory } from './driver.ts';

export async function driveUntil(
  url: string,
  gameId: string,
  token: string,
  seat: Seat,
  stop: (p: { kind: string; options: DriverOption[] }, v: PlayerView) => boolean,
  maxDecisions = 300,
  /** A policy of the test's own, tried first (null: the driver's choice). */
  prefer?: (v: PlayerView, options: DriverOption[]) => DriverOption | null,
): Promise<PlayerView | null> {
  const c = await TestClient.connect(url);
  try {
    await c.hello(gameId, token);
    const mem = newMemory();
    let answered = '';
    for (let n = 0; n < maxDecisions; ) {
      const v = c.view as PlayerView;
      const p = v.pending;
      if (v.result) return null;
      if (p && p.player === seat && p.options && p.id !== answered) {
        if (stop({ kind: p.kind, options: p.options }, v)) return v;
        const o = prefer?.(v, p.options) ?? choose(p.kind, p.options, v.turn.number, mem);
        answered = p.id;
        const next = c.next((m) => m.type === 'view' || m.type === 'error', 20_000);
        c.send({ type: 'act', seq: v.seq, decision: p.id, option: o.id });
        await next;
        n++;
        continue;
      }
      await c.next((m) => m.type === 'view' || m.type === 'gameOver', 20_000);
    }
    return null;
  } finally {
    await c.close();
  }
}

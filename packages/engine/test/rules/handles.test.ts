/**
 * Per-viewer handles (view/handles.ts): a handled view names no card by its instance id, and a card
 * that goes into a place hidden from a viewer comes back under a handle that viewer has never seen,
 * so the viewer cannot link it across the trip; a card that stays in sight keeps its handle.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, buildPosition, view } from '../../src/index.ts';
import type { CardId, GameState, Viewer } from '../../src/index.ts';
import { handleView, handlesFor } from '../../src/view/handles.ts';
import { moveTo, placeHidden } from '../../src/rules/board.ts';
import { mulberry32 } from '../../src/core/rng.ts';

const VIEWERS: Viewer[] = ['federation', 'klingon', 'spectator'];
const ID = /(federation|klingon):[a-z0-9-]+#\d+/;

/** The handles a view shows, as a set. */
function shown(text: string): Set<string> {
  return new Set(text.match(/\bh[a-z2-7]{13}\b/g) ?? []);
}

describe('per-viewer handles', () => {
  it('a handled view names no card by its id, nor by the handle of a card now hidden from the viewer, over whole random games, for every viewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const g = Game.create({ seed });
        const r = mulberry32(seed);
        for (let i = 0; i < 600 && !g.state.result; i++) {
          if (i % 7 === 0) {
            for (const v of VIEWERS) {
              const text = JSON.stringify(handleView(g.state, view(g.state, v)));
              expect(text).not.toMatch(ID);
              const { toHandle } = handlesFor(g.state, v);
              const seat = v === 'spectator' ? 2 : g.state.seats.indexOf(v);
              // the other player's cards out of the viewer's sight (crew aboard an opponent's ship
              // or outpost came there openly, played or beamed, and get a new handle when they leave)
              const hiddenNow = Object.values(g.state.cards)
                .filter((c) => c.owner !== v && c.at.z !== 'aboard' && placeHidden(g.state, c, c.at, seat))
                .map((c) => toHandle.get(c.id) as string);
              const named = shown(text);
              expect(hiddenNow.filter((h) => named.has(h))).toEqual([]);
            }
          }
          const p = g.state.pending as NonNullable<GameState['pending']>;
          g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
        }
      }),
      { numRuns: 3, seed: 7 },
    );
  });

  it('a card back from a hidden place has a handle the viewer never saw; one that stayed in sight keeps its own', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const g = Game.create({ seed });
        const r = mulberry32(seed ^ 0x5151);
        const seen: Record<string, Set<string>> = { federation: new Set(), klingon: new Set(), spectator: new Set() };
        const last: Record<string, Map<CardId, string>> = { federation: new Map(), klingon: new Map(), spectator: new Map() };
        let returned = 0;
        for (let i = 0; i < 450 && !g.state.result; i++) {
          for (const v of VIEWERS) {
            const text = JSON.stringify(handleView(g.state, view(g.state, v)));
            const now = shown(text);
            const { toHandle } = handlesFor(g.state, v);
            for (const [id, h] of toHandle) {
              if (!now.has(h)) continue;
              const before = last[v]?.get(id);
              if (before !== undefined && before !== h) {
                // renewed: the viewer has never been shown the new handle
                expect(seen[v]?.has(h)).toBe(false);
                returned++;
              }
              last[v]?.set(id, h);
            }
            for (const h of now) seen[v]?.add(h);
          }
          const p = g.state.pending as NonNullable<GameState['pending']>;
          g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
        }
        expect(returned).toBeGreaterThan(0);
      }),
      { numRuns: 1, seed: 11 },
    );
  });

  it('a personnel sent from a planet to its owner\'s hand and back: the opponent and spectators see a new handle, the owner the same one', () => {
    const s = buildPosition({ federation: { planets: { gravesworld: ['Taitt'] } } });
    const taitt = Object.keys(s.cards).find((id) => s.cards[id]?.def === 'taitt' && s.cards[id]?.at.z === 'planet') as CardId;
    const before = Object.fromEntries(VIEWERS.map((v) => [v, handlesFor(s, v).toHandle.get(taitt)]));
    const at = s.cards[taitt]?.at as NonNullable<(typeof s.cards)[string]>['at'];
    moveTo(s, taitt, { z: 'hand' });
    moveTo(s, taitt, at);
    const after = Object.fromEntries(VIEWERS.map((v) => [v, handlesFor(s, v).toHandle.get(taitt)]));
    expect(after.federation).toBe(before.federation);
    expect(after.klingon).not.toBe(before.klingon);
    expect(after.spectator).not.toBe(before.spectator);
    // each viewer has its own name for the same card
    expect(new Set(Object.values(after)).size).toBe(3);
    // and the view of the planet shows the new one
    expect(JSON.stringify(handleView(s, view(s, 'klingon')))).toContain(after.klingon as string);
    expect(JSON.stringify(handleView(s, view(s, 'klingon')))).not.toContain(before.klingon as string);
  });

  /** A view's text with each handle replaced by the order of its first appearance (what a viewer could compare). */
  function canonical(text: string): string {
    const names = new Map<string, string>();
    return text.replace(/\bh[a-z2-7]{13}\b/g, (h) => {
      if (!names.has(h)) names.set(h, `card${names.size}`);
      return names.get(h) as string;
    });
  }

  /**
   * Three copies of Taitt on a planet; the first and the last the engine made go to their owner's
   * hand, and copy `back` returns to the planet (the middle one stays). What a viewer saw before
   * and after, as a viewer could compare it.
   */
  function tripOf(back: 0 | 2, viewer: Viewer): string {
    const s = buildPosition({ federation: { planets: { gravesworld: ['Taitt', 'Taitt', 'Taitt'] } } });
    const copies = Object.keys(s.cards).filter((id) => s.cards[id]?.def === 'taitt' && s.cards[id]?.at.z === 'planet');
    expect(copies).toHaveLength(3);
    const before = JSON.stringify(handleView(s, view(s, viewer)));
    const at = s.cards[copies[0] as CardId]?.at as NonNullable<(typeof s.cards)[string]>['at'];
    moveTo(s, copies[0] as CardId, { z: 'hand' });
    moveTo(s, copies[2] as CardId, { z: 'hand' });
    moveTo(s, copies[back] as CardId, at);
    const after = JSON.stringify(handleView(s, view(s, viewer)));
    return canonical(`${before}\n${after}`);
  }

  it('two copies go into a hand and one comes back: the opponent and spectators cannot tell which; the owner can', () => {
    for (const v of ['klingon', 'spectator'] as const) expect(tripOf(0, v), v).toBe(tripOf(2, v));
    // the owner saw both in hand under the handles it knew them by, so it knows which came back
    expect(tripOf(0, 'federation')).not.toBe(tripOf(2, 'federation'));
  });

  it('the copy that comes back is listed where a card new to the viewer would be, not where the engine made it', () => {
    const s = buildPosition({ federation: { planets: { gravesworld: ['Taitt', 'Taitt'] } } });
    const copies = Object.keys(s.cards).filter((id) => s.cards[id]?.def === 'taitt' && s.cards[id]?.at.z === 'planet');
    const at = s.cards[copies[0] as CardId]?.at as NonNullable<(typeof s.cards)[string]>['at'];
    // the first copy the engine made goes to hand and back: the viewer now sees it after the other
    moveTo(s, copies[0] as CardId, { z: 'hand' });
    moveTo(s, copies[0] as CardId, at);
    const { toHandle } = handlesFor(s, 'klingon');
    const planet = handleView(s, view(s, 'klingon')).spaceline.flatMap((l) => (l.planet.federation ?? []).map((c) => c.id));
    expect(planet).toEqual([toHandle.get(copies[1] as CardId), toHandle.get(copies[0] as CardId)]);
    // while the engine's own order still has it first
    expect(view(s, 'klingon').spaceline.flatMap((l) => (l.planet.federation ?? []).map((c) => c.id))).toEqual(copies);
  });
});

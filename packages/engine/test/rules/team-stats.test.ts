/**
 * A group's stats are the sum of its members' parts: computed with each member's part kept (as
 * the AI's reader keeps them while it looks at many groups of one position) they equal the stats
 * computed afresh, for every group of both players through whole random games.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/index.ts';
import type { CardId, GameState } from '../../src/index.ts';
import { mulberry32 as rng } from '../../src/core/rng.ts';
import { memberReader, memberStats, teamStats } from '../../src/rules/attributes.ts';
import { facts } from '../../src/cards/facts.ts';

/** Each player's personnel, grouped by where they are (aboard a card, or on a planet). */
function groups(s: GameState): CardId[][] {
  const out = new Map<string, CardId[]>();
  for (const [id, c] of Object.entries(s.cards)) {
    if (facts(c.def).type !== 'personnel') continue;
    const where = c.at.z === 'aboard' ? `aboard:${c.at.host}` : c.at.z === 'planet' ? `planet:${c.at.loc}` : null;
    if (!where) continue;
    const key = `${c.owner}|${where}`;
    out.set(key, [...(out.get(key) ?? []), id]);
  }
  return [...out.values()];
}

describe('team stats', () => {
  it('with each member\'s part kept, equal the stats computed afresh, for every group in random games', () => {
    let compared = 0;
    let withEquipment = 0;
    for (const seed of [1, 2, 3]) {
      const game = Game.create({ seed });
      const r = rng(seed + 100);
      for (let n = 0; !game.state.result && n < 3000; n++) {
        const p = game.state.pending;
        if (!p) break;
        if (n % 10 === 0) {
          const s = game.state;
          const member = memberReader(s);
          for (const g of groups(s)) {
            // the whole group, and the group without its first member (a part looked at alone)
            for (const team of [g, g.slice(1)]) {
              if (!team.length) continue;
              const fresh = teamStats(s, team);
              expect(teamStats(s, team, member)).toEqual(fresh);
              compared++;
              if (fresh.equipmentNames.size) withEquipment++;
            }
          }
        }
        const o = p.options[Math.floor(r() * p.options.length)];
        game.act({ decision: p.id, option: o?.id as string }, p.player);
      }
    }
    expect(compared).toBeGreaterThan(200);
    // equipment with a group is counted once however many members it serves
    expect(withEquipment).toBeGreaterThan(0);
  });

  it('a member\'s part is its own attributes, skills and name; the group adds them up', () => {
    const game = Game.create({ seed: 4 });
    const r = rng(7);
    let checked = 0;
    for (let n = 0; !game.state.result && n < 3000 && checked < 20; n++) {
      const s = game.state;
      for (const g of groups(s)) {
        if (g.length < 2) continue;
        const parts = g.map((id) => memberStats(s, id));
        const t = teamStats(s, g);
        expect(t.INTEGRITY).toBe(parts.reduce((a, m) => a + m.INTEGRITY, 0));
        expect(t.STRENGTH).toBe(parts.reduce((a, m) => a + m.STRENGTH, 0));
        expect(t.strengths).toEqual(parts.map((m) => m.STRENGTH));
        expect([...t.names].sort()).toEqual([...new Set(parts.map((m) => m.name))].sort());
        for (const m of parts) for (const [k, v] of m.skills) expect(t.skills.get(k)).toBeGreaterThanOrEqual(v);
        checked++;
      }
      const p = s.pending;
      if (!p) break;
      const o = p.options[Math.floor(r() * p.options.length)];
      game.act({ decision: p.id, option: o?.id as string }, p.player);
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});

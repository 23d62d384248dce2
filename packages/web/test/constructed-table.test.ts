/**
 * What the browser's table shows of a constructed game (issue 24), rendered to markup from a
 * position (a constructed game past its seed phase, cards moved into place: see
 * packages/cli/test/constructed-position.ts): every facility of each player at a location, the
 * cards seeded under each mission (the viewer's own named, the opponent's a face-down count), each
 * player's cards on the table and out-of-play pile, cloaked ships, the seats as Player 1 and 2.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cloneState, Game, view } from '@stccg/engine';
import type { PlayerId, GameState, PlayerView } from '@stccg/engine';
import { moveTo } from '@stccg/engine/rules/board.ts';
import { setCloaked } from '@stccg/engine/rules/cloaking.ts';
import { Table, seedCountText } from '../src/components/Table.tsx';
import { constructedTable } from '../../cli/test/constructed-position.ts';
import { put } from '../../engine/test/formats/constructed-setup.ts';

const html = (v: PlayerView, bottom: PlayerId) => renderToStaticMarkup(createElement(Table, { view: v, bottom }));
/** The markup of one element found by a marker in it, up to the next element of the same kind (enough for these checks). */
const section = (h: string, marker: string, until: string): string => {
  const i = h.indexOf(marker);
  if (i < 0) return '';
  const j = h.indexOf(until, i + marker.length);
  return h.slice(i, j < 0 ? undefined : j);
};
const count = (h: string, re: RegExp) => (h.match(re) ?? []).length;
const t = constructedTable();
/** The state with the ship cloaked (as its cloak order leaves it), seen by one player. */
const cloak = (s: GameState, ship: string, p: string): PlayerView => {
  const c = cloneState(s);
  setCloaked(c, ship, true);
  return view(c, p);
};

describe('the browser table of a constructed game', () => {
  it('names the seats Player 1 and Player 2, the viewer "(you)"', () => {
    const h = html(view(t.s, 'player-1'), 'player-1');
    expect(h).toMatch(/data-seat="player-1"[^>]*aria-label="Player 1 \(you\): 0 points"/);
    expect(h).toMatch(/data-seat="player-2"[^>]*aria-label="Player 2: 0 points"/);
    expect(h).not.toMatch(/>player-[12]</);
  });

  it('shows every facility at a location: two of the viewer\'s (Federation, Klingon) and the opponent\'s', () => {
    const h = html(view(t.s, 'player-1'), 'player-1');
    expect(count(h, /class="outpost-box"/g)).toBe(4);
    const bottom = h.slice(h.indexOf('side-bottom'));
    expect(count(h, /aria-label="Federation Outpost, outpost/g)).toBe(1);
    expect(count(h, /aria-label="Klingon Outpost, outpost/g)).toBe(2);
    expect(count(h, /aria-label="Romulan Outpost, outpost/g)).toBe(1);
    expect(bottom).toMatch(/Federation Outpost/);
  });

  it('counts the seed cards under a mission: the viewer\'s own named below it, the opponent\'s face down', () => {
    const mine = section(html(view(t.s, 'player-1'), 'player-1'), `data-loc="${t.here}"`, 'class="side side-bottom"');
    expect(mine).toMatch(/data-testid="seed-count" data-under="3" data-face-down="3">⚠ 3 face down \(1 yours\)/);
    expect(mine).toMatch(/Cards seeded under this mission: 3 \(1 yours, 2 face down\)/);
    expect(mine).toMatch(/Hidden Entrance[\s\S]*seeded by you/);
    expect(mine).not.toMatch(/Archer|Microvirus/);
    const theirs = section(html(view(t.s, 'player-2'), 'player-2'), `data-loc="${t.here}"`, 'class="side side-bottom"');
    expect(theirs).toMatch(/⚠ 3 face down \(2 yours\)/);
    expect(theirs).toMatch(/Archer/);
    expect(theirs).not.toMatch(/Hidden Entrance/);
    // a mission with nothing under it
    const bare = section(html(view(t.s, 'player-1'), 'player-1'), `data-loc="${t.there}"`, 'class="side side-bottom"');
    expect(bare).toMatch(/data-under="0" data-face-down="0">⚠ 0 face down</);
    expect(seedCountText(0, 0, 0)).toBe('none');
    expect(seedCountText(1, 0, 1)).toBe('1 (1 face down)');
    expect(seedCountText(2, 0, 0)).toBe('2');
  });

  it('a revealed seed card is named to both and counted face down by neither', () => {
    const u = constructedTable();
    const under = Object.values(u.s.cards).filter((c) => c.at.z === 'underMission');
    for (const c of under) if (c.def !== 'archer') moveTo(u.s, c.id, { z: 'deck' });
    const archer = under.find((c) => c.def === 'archer');
    if (archer) archer.revealed = true;
    for (const p of ['player-1', 'player-2'] as const) {
      const m = section(html(view(u.s, p), p), `data-loc="${u.here}"`, 'class="side side-bottom"');
      expect(m).toMatch(/data-under="1" data-face-down="0">⚠ 0 face down</);
      expect(m).toMatch(/Archer[\s\S]*revealed/);
    }
  });

  it("shows each player's cards on the table and out-of-play pile; an empty one is not shown", () => {
    const h = html(view(t.s, 'player-1'), 'player-1');
    expect(section(h, 'data-testid="on-table-player-1"', '</div>')).toMatch(/Yellow Alert/);
    expect(section(h, 'data-testid="on-table-player-2"', '</div>')).toMatch(/Res-Q/);
    expect(section(h, 'data-testid="out-of-play-player-1"', '</details>')).toMatch(/Out of play 1[\s\S]*Plasma Fire/);
    expect(section(h, 'data-testid="out-of-play-player-2"', '</details>')).toMatch(/Out of play 1[\s\S]*Tetryon Field/);
    const intro = html(view(Game.create({ seed: 3 }).state, 'federation'), 'federation');
    expect(intro).not.toMatch(/Out of play|data-testid="on-table-/);
  });

  it('marks a cloaked ship, for both players; an uncloaked one is not', () => {
    for (const p of ['player-1', 'player-2'] as const) {
      const h = html(cloak(t.s, t.p2Ship, p), p);
      expect(h).toMatch(new RegExp(`class="ship-box is-cloaked" data-ship="${t.p2Ship}" data-cloaked="true"`));
      expect(section(h, `data-ship="${t.p2Ship}"`, 'class="ship-box')).toMatch(/cloaked · RANGE/);
      expect(h).toMatch(new RegExp(`class="ship-box" data-ship="${t.p1Ship}">`));
    }
    expect(html(view(t.s, 'player-1'), 'player-1')).not.toMatch(/is-cloaked/);
  });

  it('shows a landed shuttle and a carried one on their owner\'s side, with a line saying where (Engage Shuttle Operations)', () => {
    const s = cloneState(t.s);
    const landed = put(s, 'player-1', 'type-vi-shuttlecraft', { z: 'landed', loc: t.here });
    const carried = put(s, 'player-1', 'yridian-shuttle', { z: 'carried', host: t.p1Ship });
    for (const p of ['player-1', 'player-2'] as const) {
      const h = html(view(s, p), p);
      expect(h).toMatch(new RegExp(`class="ship-box is-parked" data-ship="${landed}" data-place="landed"`));
      expect(section(h, `data-ship="${landed}"`, 'class="ship-box')).toMatch(/landed on the planet at /);
      expect(section(h, `data-ship="${carried}"`, 'class="ship-box')).toMatch(/carried aboard U\.S\.S\. Miranda/);
    }
    expect(html(view(t.s, 'player-1'), 'player-1')).not.toMatch(/is-parked/);
  });
});

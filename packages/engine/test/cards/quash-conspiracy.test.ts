/**
 * Quash Conspiracy (Alternate Universe mission): nobody beams between two ships at its location, either
 * player; beaming between a ship and an outpost there, and between two ships elsewhere, goes on.
 * Constructed positions: player-1 owns it (spaceline Avert Danger, Gault, Quash Conspiracy, Reported
 * Activity), player-1 active. docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost" AM4.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { transferPairs } from '../../src/rules/beaming.ts';
import { nearWarpPairs } from '../../src/rules/near-warp.ts';
import type { PlayerId } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const QC = 'Quash Conspiracy';

function position(p1: Record<string, unknown>, p2: Record<string, unknown> = {}, active: PlayerId = 'player-1'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', QC, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [QC, 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}
/** Whether the player may beam from one of his cards to another (ids). */
const pair = (h: Harness, p: PlayerId, a: string, b: string) => transferPairs(h.s, p).some(([x, y]) => x === a && y === b);

describe('Quash Conspiracy', () => {
  it('is a Romulan space mission of the card data (40 points, span 3), implemented, with its text in our words', () => {
    const f = facts('quash-conspiracy');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['space', 40, 3, ['romulan']]);
    expect(cardImplementation('103_090')).toEqual({ implemented: true });
    expect(cardText('quash-conspiracy')).toContain('from one ship to another');
  });

  it('two ships of its owner at its location: no beaming between them, either way, and no such option offered', () => {
    const h = position({ ships: [{ card: 'Runabout', at: QC, crew: ['Taitt'] }, { card: 'uss-hood', at: QC, crew: ['Mendon'] }] });
    const a = h.card('Runabout', 'player-1');
    const b = h.card('uss-hood', 'player-1');
    expect(pair(h, 'player-1', a, b)).toBe(false);
    expect(pair(h, 'player-1', b, a)).toBe(false);
    expect(h.options().some((o) => o.id.startsWith('beam:') && o.id.includes(a) && o.id.includes(b))).toBe(false);
    h.finish();
  });

  it('wrong player: the opponent is barred there too; negative: two ships at another location beam as usual', () => {
    const h = position({}, { ships: [{ card: 'Runabout', at: QC, crew: ['Taitt'] }, { card: 'uss-hood', at: QC, crew: ['Mendon'] }] }, 'player-2');
    expect(pair(h, 'player-2', h.card('Runabout', 'player-2'), h.card('uss-hood', 'player-2'))).toBe(false);
    h.finish();
    const elsewhere = position({ ships: [{ card: 'Runabout', at: 'Gault', crew: ['Taitt'] }, { card: 'uss-hood', at: 'Gault', crew: ['Mendon'] }] });
    const [a, b] = [elsewhere.card('Runabout', 'player-1'), elsewhere.card('uss-hood', 'player-1')];
    expect(pair(elsewhere, 'player-1', a, b)).toBe(true);
    expect(elsewhere.options().some((o) => o.id === `beam:${a}>${b}`)).toBe(true);
    elsewhere.finish();
  });

  it('boundary: between a ship and its owner\'s outpost at its location beaming goes on (an outpost is no ship)', () => {
    const h = position({ outposts: [{ card: 'Federation Outpost', at: QC, crew: [] }], ships: [{ card: 'Runabout', at: QC, crew: ['Taitt'] }] });
    const ship = h.card('Runabout', 'player-1');
    const outpost = h.card('Federation Outpost', 'player-1');
    expect(pair(h, 'player-1', ship, outpost)).toBe(true);
    expect(pair(h, 'player-1', outpost, ship)).toBe(true);
    h.finish();
  });

  it('Near-Warp Transport: no beaming from a ship to a ship when either one is at its location; to the planet next door it goes on', () => {
    const h = position({ ships: [{ card: 'Runabout', at: QC, crew: ['Taitt'] }, { card: 'uss-hood', at: 'Reported Activity', crew: ['Mendon'] }] });
    const [a, b] = [h.card('Runabout', 'player-1'), h.card('uss-hood', 'player-1')];
    const pairs = nearWarpPairs(h.s, 'player-1');
    expect(pairs.some(([x, y]) => x === a && y === b)).toBe(false);
    expect(pairs.some(([x, y]) => x === b && y === a)).toBe(false);
    expect(pairs.some(([x, y]) => x === a && y === `planet:${h.card('Reported Activity')}`)).toBe(true);
    h.finish();
  });
});

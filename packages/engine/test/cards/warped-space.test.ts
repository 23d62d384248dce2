/**
 * Warped Space (Alternate Universe mission, asymmetric): span 5 for its owner's ships, span 1 for his
 * opponent's (the side facing him). Constructed positions: player-1 owns it (spaceline Avert Danger,
 * Gault, Warped Space, Reported Activity). docs/RULINGS.md, "Alternate Universe missions and Neutral
 * Outpost" AM2.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { destinations } from '../../src/rules/movement.ts';
import { passedOver } from '../../src/rules/passing.ts';
import { missionFacts } from '../../src/rules/board.ts';
import { spanFor } from '../../src/rules/mission-text.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const WS = 'Warped Space';

function position(p1Ships: unknown[], p2Ships: unknown[], active: 'player-1' | 'player-2' = 'player-2'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', WS, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [WS, 'Reported Activity'], ships: p1Ships },
    'player-2': { missions: ['Avert Danger', 'Gault'], ships: p2Ships },
  } as PositionSpec);
}
const span = (h: Harness, m: string) => missionFacts(h.s, h.card(m)).span;

describe('Warped Space', () => {
  it('is an asymmetric Klingon space mission of the card data (45 points, span 5), implemented, with its text in our words', () => {
    const f = facts('warped-space');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['space', 45, 5, ['klingon']]);
    expect(cardImplementation('103_088')).toEqual({ implemented: true });
    expect(cardText('warped-space')).toContain('only 1');
  });

  it("the opponent's ship pays 1 to enter it, and 1 more than Reported Activity's span to fly across it", () => {
    const h = position([], [{ card: 'Runabout', at: 'Gault', crew: ['Taitt'] }]);
    const ship = h.card('Runabout', 'player-2');
    expect(spanFor(h.s, h.card(WS), 'player-2', ship)).toBe(1);
    const d = destinations(h.s, ship);
    expect(d.get(h.card(WS))).toBe(1);
    const across = 1 + span(h, 'Reported Activity');
    expect(d.get(h.card('Reported Activity'))).toBe(across);
    expect(passedOver(h.s, 'player-2', h.card('Gault'), h.card('Reported Activity'), across, ship)).toEqual([h.card(WS)]);
    h.finish();
  });

  it("wrong player: its owner's ship pays the printed 5", () => {
    const h = position([{ card: 'Runabout', at: 'Gault', crew: ['Taitt'] }], [], 'player-1');
    const ship = h.card('Runabout', 'player-1');
    expect(spanFor(h.s, h.card(WS), 'player-1', ship)).toBe(5);
    expect(destinations(h.s, ship).get(h.card(WS))).toBe(5);
    h.finish();
  });

  it('boundary: with 1 RANGE left the opponent\'s ship still gets in; with 4 left the owner\'s does not, with 5 it does', () => {
    const h = position([], [{ card: 'Runabout', at: 'Gault', crew: ['Taitt'], rangeUsed: 6 }]);
    expect(destinations(h.s, h.card('Runabout', 'player-2')).get(h.card(WS))).toBe(1);
    h.finish();
    const four = position([{ card: 'Runabout', at: 'Gault', crew: ['Taitt'], rangeUsed: 3 }], [], 'player-1');
    expect(destinations(four.s, four.card('Runabout', 'player-1')).has(four.card(WS))).toBe(false);
    four.finish();
    const five = position([{ card: 'Runabout', at: 'Gault', crew: ['Taitt'], rangeUsed: 2 }], [], 'player-1');
    expect(destinations(five.s, five.card('Runabout', 'player-1')).get(five.card(WS))).toBe(5);
    five.finish();
  });

  it("the opponent's ship moves in for 1 RANGE (a move the player makes)", () => {
    const h = position([], [{ card: 'Runabout', at: 'Gault', crew: ['Taitt'] }]);
    const ship = h.card('Runabout', 'player-2');
    h.choose(`Move Runabout to ${WS}`);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card(WS) });
    expect(h.s.cards[ship]!.rangeUsed).toBe(1);
    h.finish();
  });
});

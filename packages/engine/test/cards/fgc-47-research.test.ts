/**
 * FGC-47 Research (Alternate Universe mission): span X, 6 less one for each Navigation aboard the ship
 * that enters it, never under 1; either player's ship. Constructed positions: player-1 owns it
 * (spaceline Avert Danger, Gault, FGC-47 Research, Reported Activity). docs/RULINGS.md, "Alternate
 * Universe missions and Neutral Outpost" AM3.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { destinations } from '../../src/rules/movement.ts';
import { missionFacts } from '../../src/rules/board.ts';
import { spanFor } from '../../src/rules/mission-text.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const FGC = 'FGC-47 Research';

function position(p1Ships: unknown[], p2Ships: unknown[], active: 'player-1' | 'player-2' = 'player-1'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', FGC, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [FGC, 'Reported Activity'], ships: p1Ships },
    'player-2': { missions: ['Avert Danger', 'Gault'], ships: p2Ships },
  } as PositionSpec);
}
const cost = (h: Harness, ship: string, owner: 'player-1' | 'player-2') => spanFor(h.s, h.card(FGC), owner, h.card(ship, owner));
// one Navigation each
const NAVIGATORS = ['jean-luc-picard', 'william-t-riker', 'worf', 'thomas-riker', 'geordi-la-forge', 'mcknight'];

describe('FGC-47 Research', () => {
  it('is a space mission of the card data (30 points, span X: 6 in its facts), implemented, with its text in our words', () => {
    const f = facts('fgc-47-research');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['space', 30, 6, ['federation', 'romulan', 'klingon']]);
    expect(cardImplementation('103_085')).toEqual({ implemented: true });
    expect(cardText('fgc-47-research')).toContain('Navigation');
  });

  it('a ship with two Navigation aboard pays 4 to enter it, and 4 plus the next span to cross it', () => {
    const h = position([{ card: 'Runabout', at: 'Gault', crew: NAVIGATORS.slice(0, 2) }], []);
    expect(cost(h, 'Runabout', 'player-1')).toBe(4);
    const d = destinations(h.s, h.card('Runabout', 'player-1'));
    expect(d.get(h.card(FGC))).toBe(4);
    expect(d.get(h.card('Reported Activity'))).toBe(4 + missionFacts(h.s, h.card('Reported Activity')).span);
    h.finish();
  });

  it('negative: no Navigation aboard, 6; the opponent\'s ship is counted the same way (the text names no player)', () => {
    const h = position([{ card: 'Runabout', at: 'Gault', crew: ['Taitt'] }], [{ card: 'Runabout', at: 'Gault', crew: NAVIGATORS.slice(0, 3) }]);
    expect(cost(h, 'Runabout', 'player-1')).toBe(6);
    expect(cost(h, 'Runabout', 'player-2')).toBe(3);
    h.finish();
  });

  it('boundary: five Navigation make it 1, a sixth leaves it 1', () => {
    const five = position([{ card: 'Runabout', at: 'Gault', crew: NAVIGATORS.slice(0, 5) }], []);
    expect(cost(five, 'Runabout', 'player-1')).toBe(1);
    five.finish();
    const six = position([{ card: 'Runabout', at: 'Gault', crew: NAVIGATORS }], []);
    expect(cost(six, 'Runabout', 'player-1')).toBe(1);
    six.finish();
  });
});

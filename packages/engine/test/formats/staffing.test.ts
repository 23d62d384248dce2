/**
 * Staffing in constructed games (docs/RULINGS.md, constructed ruling N1): a ship is staffed, and may
 * move and attack, with at least one personnel aboard of its own affiliation (a dual-affiliation card
 * as the side it plays); a Non-Aligned ship with any personnel aboard, whatever their affiliation.
 * The intro decks hold no Non-Aligned ship, so the intro game is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../src/index.ts';
import type { CardState, GameState } from '../../src/index.ts';
import { isStaffed, whyCannotMove } from '../../src/rules/movement.ts';

function position(crew: string[], ship = 'Combat Vessel'): { s: GameState; ship: string } {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ships: [{ card: ship, crew }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] },
  });
  const id = (Object.values(s.cards) as CardState[]).find((c) => c.owner === 'player-1' && c.at.z === 'inSpace')?.id as string;
  return { s, ship: id };
}

describe('staffing (constructed)', () => {
  it('a Non-Aligned ship is staffed by a personnel of any affiliation, or a Non-Aligned one, and may move', () => {
    for (const crew of [['Taitt'], ['Klag'], ['Baran']]) {
      const { s, ship } = position(crew);
      expect(isStaffed(s, ship), crew[0]).toBe(true);
      expect(whyCannotMove(s, ship)).toBeNull();
    }
  });

  it('a Non-Aligned ship with nobody aboard, or only equipment, is not staffed and cannot move', () => {
    for (const crew of [[], ['Tricorder']]) {
      const { s, ship } = position(crew);
      expect(isStaffed(s, ship)).toBe(false);
      expect(whyCannotMove(s, ship)).toBe('Combat Vessel needs at least one personnel aboard to move');
    }
  });

  it('any other ship still needs one of its own affiliation: a Klingon alone does not staff a Federation ship; a Federation personnel does', () => {
    expect(isStaffed(position(['Klag'], 'Runabout').s, position(['Klag'], 'Runabout').ship)).toBe(false);
    const { s, ship } = position(['Klag', 'Taitt'], 'Runabout');
    expect(isStaffed(s, ship)).toBe(true);
  });
});

/**
 * Investigate Time Continuum (Premiere mission): solved by a team with Data, or by a player holding a
 * Time Travel Pod in hand; its Guinan is no card of these sets. Set up as constructed positions
 * (player-1 active, the mission his, no dilemmas under it); docs/RULINGS.md, "Premiere artifacts, the
 * last four".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { attempt } from './helpers.ts';

const ITC = 'Investigate Time Continuum';

function position(team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): ReturnType<typeof setupTest> {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', ITC, 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: [ITC, 'Reported Activity'], planets: { [ITC]: team }, ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}
const solved = (h: ReturnType<typeof setupTest>) => h.s.completed[h.card(ITC)];

describe('Investigate Time Continuum', () => {
  it('is a Federation planet mission of the card data (35 points, span 3), implemented, with its text in our words', () => {
    const f = facts('investigate-time-continuum');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['planet', 35, 3, ['federation']]);
    expect(cardImplementation('101_173')).toEqual({ implemented: true });
    expect(cardText('investigate-time-continuum')).toContain('Time Travel Pod');
  });

  it('a team with Data solves it; Data alone is enough (boundary: a team of one)', () => {
    const h = position(['Data', 'Taitt']);
    attempt(h, ITC);
    expect(solved(h)).toBe('player-1');
    expect(seat(h.s, 'player-1').score).toBe(35);
    h.finish();
    const alone = position(['Data']);
    attempt(alone, ITC);
    expect(solved(alone)).toBe('player-1');
    alone.finish();
  });

  it('without Data, and no Time Travel Pod in hand, it is not solved (Guinan is not in these sets: nothing else counts)', () => {
    const h = position(['Taitt', 'Mendon']);
    attempt(h, ITC);
    expect(solved(h)).toBeUndefined();
    expect(seat(h.s, 'player-1').score).toBe(0);
    h.finish();
  });

  it('a Time Travel Pod in the attempting player\'s hand solves it with any team; the pod stays in hand', () => {
    const h = position(['Taitt'], { hand: ['Time Travel Pod'] });
    const pod = h.card('Time Travel Pod', 'player-1');
    attempt(h, ITC);
    expect(solved(h)).toBe('player-1');
    expect(h.where(pod)).toEqual({ z: 'hand' });
    h.finish();
  });

  it('the wrong player: a Time Travel Pod in the opponent\'s hand does not help', () => {
    const h = position(['Taitt'], {}, { hand: ['Time Travel Pod'] });
    attempt(h, ITC);
    expect(solved(h)).toBeUndefined();
    h.finish();
  });
});

/**
 * Reunion (Alternate Universe mission): solved by Miracle Worker, or Cantankerousness, or Spock; it
 * scores 15 points, or 40 when the completing team has all three. Constructed positions: player-1 owns
 * it and is active (spaceline Avert Danger, Gault, Reunion, Reported Activity), no dilemmas under it.
 * docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost" AM5.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PlayerId } from '../../src/core/types.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attempt } from './helpers.ts';

const R = 'Reunion';
// Miracle Worker: Montgomery Scott; Cantankerousness: Admiral McCoy; and Spock himself
const SCOTTY = 'Montgomery Scott';
const MCCOY = 'Admiral McCoy';
const SPOCK = 'Spock';

function position(team: string[], active: PlayerId = 'player-1', who: PlayerId = 'player-1'): Harness {
  const mine = who === 'player-1' ? { planets: { [R]: team } } : {};
  const theirs = who === 'player-2' ? { planets: { [R]: team } } : {};
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', R, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [R, 'Reported Activity'], ...mine },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...theirs },
  } as PositionSpec);
}
const score = (h: Harness, p: PlayerId = 'player-1') => seat(h.s, p).score;

describe('Reunion', () => {
  it('is a Federation planet mission of the card data (span 3, X points: 15 in its facts), implemented, with its text in our words', () => {
    const f = facts('reunion');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['planet', 15, 3, ['federation']]);
    expect(cardImplementation('103_082')).toEqual({ implemented: true });
    expect(cardText('reunion')).toContain('40');
  });

  it('Montgomery Scott alone (Miracle Worker) solves it for 15', () => {
    const h = position([SCOTTY]);
    attempt(h, R);
    expect(h.s.completed[h.card(R)]).toBe('player-1');
    expect(score(h)).toBe(15);
    h.finish();
  });

  it('all three in the team: 40', () => {
    const h = position([SCOTTY, MCCOY, SPOCK, 'Taitt']);
    attempt(h, R);
    expect(h.s.completed[h.card(R)]).toBe('player-1');
    expect(score(h)).toBe(40);
    h.finish();
  });

  it('boundary: two of the three still score 15', () => {
    const h = position([MCCOY, SPOCK]);
    attempt(h, R);
    expect(score(h)).toBe(15);
    h.finish();
  });

  it('negative: none of the three, not solved; the opponent\'s team of all three scores 40 for him (the text names no player)', () => {
    const h = position(['Taitt', 'Mendon']);
    attempt(h, R);
    expect(h.s.completed[h.card(R)]).toBeUndefined();
    expect(score(h)).toBe(0);
    h.finish();
    const opp = position([SCOTTY, MCCOY, SPOCK], 'player-2', 'player-2');
    attempt(opp, R);
    expect(opp.s.completed[opp.card(R)]).toBe('player-2');
    expect(score(opp, 'player-2')).toBe(40);
    opp.finish();
  });
});

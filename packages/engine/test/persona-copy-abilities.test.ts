/**
 * The persona copy exceptions are card abilities (issue 23, item 3: no rule names a card id): a
 * card declares that, in play for its owner, it allows extra copies (CardAbilities.allowsCopies),
 * and the persona limit reads the declarations of the cards in play. What each copy effect allows
 * is held by persona-play-rules.test.ts; here: where the allowance comes from.
 */
import { describe, expect, it } from 'vitest';
import { behaviour } from '../src/cards/registry.ts';
import { copyEffectsOf } from '../src/rules/persona-play.ts';
import { setupTest } from './harness.ts';

describe('copy effects as card abilities', () => {
  it('Delta Quadrant Spatial Scission and Clone Machine declare the copies they allow; other cards declare none', () => {
    expect(behaviour('delta-quadrant-spatial-scission')?.abilities?.allowsCopies).toBe('dq-spatial-scission');
    expect(behaviour('clone-machine')?.abilities?.allowsCopies).toBe('clone-machine');
    expect(behaviour('discommendation')?.abilities?.allowsCopies).toBeUndefined();
    expect(behaviour('plasma-fire')?.abilities).toBeUndefined();
  });

  it('the declaration counts while the card is in play for its owner, and not for the other seat', () => {
    const h = setupTest({ federation: { table: ['delta-quadrant-spatial-scission'] }, klingon: { table: ['discommendation'] } });
    expect(copyEffectsOf(h.s, 'federation')).toEqual(['dq-spatial-scission']);
    expect(copyEffectsOf(h.s, 'klingon')).toEqual([]);
    // in hand it allows nothing
    const inHand = setupTest({ federation: { hand: ['delta-quadrant-spatial-scission'] } });
    expect(copyEffectsOf(inHand.s, 'federation')).toEqual([]);
  });
});

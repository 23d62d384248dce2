/**
 * Latinum Payoff (Alternate Universe interrupt, 103_070): right after a ship of his with Greed aboard
 * destroys another ship in battle, a player scores 3 for each OFFICER who was aboard it, the card going
 * to his bonus points; once for each destroyed ship. Constructed positions: player-2's I.K.C. K'Vort
 * (WEAPONS 6) attacks player-1's damaged Runabout (SHIELDS 5) at Avert Danger: a hit destroys it.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { seat } from '../../src/core/types.ts';
import type { Harness } from '../harness.ts';
import { plays, setup } from './interrupts-b-position.ts';

const LP = 'Latinum Payoff';
const KV = "I.K.C. K'Vort";

/** player-2 attacks the Runabout with these aboard; player-1 holds `p1hand`. Stops at the first response point after the destruction. */
function destroy(runaboutCrew: string[], kvortCrew: string[], hand: string[] = [LP], p1hand: string[] = []): Harness {
  const h = setup(
    { hand: p1hand, ships: [{ card: 'Runabout', at: 'Avert Danger', crew: runaboutCrew, damaged: true }] },
    { hand, ships: [{ card: KV, at: 'Avert Danger', crew: kvortCrew }] },
    { active: 'player-2' },
  );
  h.choose('Attack Runabout', 'player-2');
  h.choose(KV, 'player-2');
  expect(h.where(h.card('Runabout'))).toEqual({ z: 'discard' });
  return h;
}

describe('Latinum Payoff', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_070')).toEqual({ implemented: true });
    expect(cardText('latinum-payoff')).toContain('OFFICER');
  });

  it('Greed aboard the destroying ship: 3 points for each OFFICER aboard the destroyed one; once per ship', () => {
    const h = destroy(['Data', 'Wesley Crusher'], ['Klag', 'Morag'], [LP, LP]);
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, LP)).toEqual([`Play ${LP}: on Runabout: 6 points`]);
    const before = seat(h.s, 'player-2').score;
    h.choose(`Play ${LP}`, 'player-2');
    h.passResponses();
    expect(seat(h.s, 'player-2').score).toBe(before + 6);
    expect(h.cards(LP, 'player-2').map((id) => h.where(id).z).sort()).toEqual(['bonus', 'hand']);
    // the second copy has nothing left to answer
    expect(h.s.pending?.kind).toBe('main');
    expect(h.labels().some((l) => l.includes(LP))).toBe(false);
    h.finish();
  });

  it('boundary: one OFFICER aboard scores 3; none aboard, it is not offered', () => {
    const one = destroy(['Data', 'Tasha Yar'], ['Klag', 'Morag']);
    expect(plays(one, LP)).toEqual([`Play ${LP}: on Runabout: 3 points`]);
    one.finish();
    const none = destroy(['Tasha Yar', 'Beverly Crusher'], ['Klag', 'Morag']);
    expect(none.s.pending?.kind).toBe('main'); // the response points passed unasked: nothing to play
    expect(none.labels().some((l) => l.includes(LP))).toBe(false);
    none.finish();
  });

  it('negative: no Greed aboard the destroying ship; the wrong player (the destroyed ship\'s owner) is never offered it', () => {
    const h = destroy(['Data', 'Wesley Crusher'], ['Klag'], [LP], [LP]);
    expect(h.s.pending?.kind).toBe('main');
    expect(h.labels().some((l) => l.includes(LP))).toBe(false);
    h.finish();
  });
});

/**
 * Tachyon Detection Grid (Premiere interrupt, 101_139): with four of his own ships in play, a player
 * decloaks a cloaked ship, which cannot cloak again that turn. Constructed positions: player-2's
 * I.K.C. K'Vort cloaks in its turn; player-1 holds the Grid.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { isCloaked, whyCannotCloak } from '../../src/rules/cloaking.ts';
import { plays, setup } from './interrupts-b-position.ts';

const TG = 'Tachyon Detection Grid';
const KV = "I.K.C. K'Vort";
const runabouts = (n: number) => Array.from({ length: n }, () => ({ card: 'Runabout', at: 'Reported Activity' }));

function cloaked(n: number) {
  const h = setup({ hand: [TG], ships: runabouts(n) }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] }, { active: 'player-2' });
  h.choose(`Cloak ${KV}`, 'player-2');
  h.passResponses();
  h.choose('end', 'player-2');
  h.passResponses();
  return h;
}

describe('Tachyon Detection Grid', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_139')).toEqual({ implemented: true });
    expect(cardText('tachyon-detection-grid')).toContain('four or more ships');
  });

  it('with four ships of his own a player decloaks the opponent\'s cloaked ship', () => {
    const h = cloaked(4);
    const kv = h.card(KV, 'player-2');
    expect(isCloaked(h.s, kv)).toBe(true);
    expect(plays(h, TG)).toEqual([`Play ${TG}: on player-2's ${KV}`]);
    h.choose(`Play ${TG}: on player-2's ${KV}`);
    h.passResponses();
    expect(isCloaked(h.s, kv)).toBe(false);
    h.finish();
  });

  it('boundary: three ships of his own are not enough', () => {
    const h = cloaked(3);
    expect(plays(h, TG)).toEqual([]);
    h.finish();
  });

  it('played in the owner\'s turn, the ship cannot cloak again that turn; the turn after it can', () => {
    const h = setup({ hand: [TG], ships: runabouts(4) }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] }, { active: 'player-2' });
    const kv = h.card(KV, 'player-2');
    h.choose(`Cloak ${KV}`, 'player-2');
    // player-1's response point after the order
    h.choose(`Play ${TG}: on player-2's ${KV}`, 'player-1');
    h.passResponses();
    expect(isCloaked(h.s, kv)).toBe(false);
    expect(whyCannotCloak(h.s, 'player-2', kv)).toContain('this turn');
    h.choose('end', 'player-2');
    h.passResponses();
    h.choose('end', 'player-1');
    h.passResponses();
    expect(whyCannotCloak(h.s, 'player-2', kv)).toBeNull();
    h.finish();
  });

  it('with no cloaked ship there is no play', () => {
    const h = setup({ hand: [TG], ships: runabouts(4) }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] });
    expect(plays(h, TG)).toEqual([]);
    h.finish();
  });
});

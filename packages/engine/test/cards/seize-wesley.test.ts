/**
 * Seize Wesley (Alternate Universe interrupt, 103_075): on an opponent's ship with a Ktarian Game on
 * it, a Wesley Crusher aboard is taken captive and everyone else not yet disabled is disabled, as the
 * game's victims (docs/RULINGS.md, "Alternate Universe: captives", AC7). player-1 holds it.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { captivesHeldBy } from '../../src/rules/captives.ts';
import { isDisabled } from '../../src/rules/crew-afflictions.ts';
import { victimsOf } from '../../src/rules/disabled.ts';
import { plays, setup } from './interrupts-b-position.ts';

const SW = 'Seize Wesley';
const SHIP = "I.K.C. K'Vort";
const GAME = { card: 'Ktarian Game', on: SHIP };

describe('Seize Wesley', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_075')).toEqual({ implemented: true });
    expect(cardText('seize-wesley')).toContain('Ktarian Game');
  });

  it('Wesley Crusher aboard is taken captive; the rest are disabled as victims of the game', () => {
    const h = setup({ hand: [SW] }, { ships: [{ card: SHIP, at: 'Gault', crew: ['Wesley Crusher', 'Klag', 'Kromm'] }], attached: [GAME] });
    expect(plays(h, SW)).toEqual([`Play ${SW}: seize the crew of player-2's ${SHIP}`]);
    h.choose(`Play ${SW}`);
    h.passResponses();
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([h.card('Wesley Crusher', 'player-2')]);
    expect(isDisabled(h.s, h.card('Klag', 'player-2'))).toBe(true);
    expect(isDisabled(h.s, h.card('Kromm', 'player-2'))).toBe(true);
    expect(victimsOf(h.s, h.card('Ktarian Game', 'player-2')).sort()).toEqual([h.card('Klag', 'player-2'), h.card('Kromm', 'player-2')].sort());
    h.finish();
  });

  it('boundary: no Wesley aboard: nobody is taken, everyone is disabled', () => {
    const h = setup({ hand: [SW] }, { ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'] }], attached: [GAME] });
    h.choose(`Play ${SW}`);
    h.passResponses();
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([]);
    expect(isDisabled(h.s, h.card('Klag', 'player-2'))).toBe(true);
    h.finish();
  });

  it('not offered on a ship with no Ktarian Game, nor on his own ship under one (wrong player)', () => {
    const none = setup({ hand: [SW] }, { ships: [{ card: SHIP, at: 'Gault', crew: ['Wesley Crusher'] }] });
    expect(plays(none, SW)).toEqual([]);
    none.finish();
    const own = setup({ hand: [SW], ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Wesley Crusher'] }], attached: [{ card: 'Ktarian Game', on: 'U.S.S. Galaxy' }] }, {});
    expect(plays(own, SW)).toEqual([]);
    own.finish();
  });
});

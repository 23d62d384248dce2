/**
 * Romulan Ambush (Alternate Universe interrupt, 103_073): an opponent's ship with SHIELDS under 6
 * where its player's D'deridex-class ship is is destroyed; one personnel aboard, his choice, is taken
 * captive first, the rest die (docs/RULINGS.md, "Alternate Universe: captives", AC6). player-1 holds it.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { captivesHeldBy } from '../../src/rules/captives.ts';
import { plays, setup } from './interrupts-b-position.ts';

const RA = 'Romulan Ambush';
const DD = { card: "D'deridex", at: 'Gault', crew: ['Tomalak'] };

describe('Romulan Ambush', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_073')).toEqual({ implemented: true });
    expect(cardText('romulan-ambush')).toContain('captive');
  });

  it('SHIELDS 5 (the boundary): the ship is destroyed, the personnel he picks is taken captive, the other dies', () => {
    const h = setup({ hand: [RA], ships: [DD] }, { ships: [{ card: 'U.S.S. Miranda', at: 'Gault', crew: ['Gowron', 'Klag'] }] });
    const ship = h.card('U.S.S. Miranda', 'player-2');
    expect(plays(h, RA)).toEqual([`Play ${RA}: ambush player-2's U.S.S. Miranda at Gault`]);
    h.choose(`Play ${RA}`);
    h.passResponses();
    expect(h.s.pending?.kind).toBe('romulanAmbush');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose('Take Gowron captive');
    h.passResponses();
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([h.card('Gowron', 'player-2')]);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(h.where(ship).z).toBe('discard');
    h.finish();
  });

  it('a lone personnel aboard is taken with no choice to make', () => {
    const h = setup({ hand: [RA], ships: [DD] }, { ships: [{ card: 'Zibalian Transport', at: 'Gault', crew: ['Klag'] }] });
    h.choose(`Play ${RA}`);
    h.passResponses();
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([h.card('Klag', 'player-2')]);
    expect(h.where(h.card('Zibalian Transport', 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('SHIELDS 6 (one over): not offered', () => {
    const h = setup({ hand: [RA], ships: [DD] }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(plays(h, RA)).toEqual([]);
    h.finish();
  });

  it("no D'deridex there (another location; a Romulan ship of another class), nor his own weak ship (wrong player): not offered", () => {
    const far = setup({ hand: [RA], ships: [{ ...DD, at: 'Avert Danger' }] }, { ships: [{ card: 'U.S.S. Miranda', at: 'Gault', crew: ['Klag'] }] });
    expect(plays(far, RA)).toEqual([]);
    far.finish();
    const scout = setup({ hand: [RA], ships: [{ card: 'Scout Vessel', at: 'Gault', crew: ['Tomalak'] }] }, { ships: [{ card: 'U.S.S. Miranda', at: 'Gault', crew: ['Klag'] }] });
    expect(plays(scout, RA)).toEqual([]);
    scout.finish();
    const own = setup({ hand: [RA], ships: [DD, { card: 'U.S.S. Miranda', at: 'Gault', crew: ['Data'] }] }, {});
    expect(plays(own, RA)).toEqual([]);
    own.finish();
  });
});

/**
 * Particle Scattering Field (Alternate Universe event 103_044): it needs a ship carrying a Particle
 * Scattering Device, a card outside the pool, so it is never offered. Constructed positions (player-2
 * active). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { allFacts, facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { DEVICE } from '../../src/cards/particle-scattering-field.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const F = 'Particle Scattering Field';

describe('Particle Scattering Field', () => {
  it('is an event of the card data, implemented, its text in our words saying it cannot be played here', () => {
    expect(facts('particle-scattering-field').type).toBe('event');
    expect(cardImplementation('103_044')).toEqual({ implemented: true });
    expect(cardText('particle-scattering-field')).toContain('never be played here');
    expect(allFacts().some((f) => f.name === DEVICE)).toBe(false);
  });

  it("negative and boundary: with its player's crewed ship at a planet, in his own turn with the card play unused, it is not offered", () => {
    const h = setupTest(base({}, { hand: [F, 'Taitt'], outposts: [{ card: 'Federation Outpost', at: 'Gault' }], ships: [{ card: 'Runabout', at: 'Gault', crew: ['Calloway'] }] }));
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(h.labels().some((l) => l.startsWith('Report Taitt'))).toBe(true);
    expect(h.options().some((o) => o.card === h.card(F))).toBe(false);
  });

  it("wrong player: the opponent's ships do not take it either", () => {
    const h = setupTest(base({ ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Taitt'] }], planets: {} }, { hand: [F] }));
    expect(h.options().some((o) => o.card === h.card(F))).toBe(false);
  });
});

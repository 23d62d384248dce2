/**
 * Paul Rice (Alternate Universe personnel, a hologram): one Echo Papa 607 Killer Drone on the planet
 * where he is (the opponent's first) is nullified, adding nothing to an Away Team battle. Constructed
 * positions: player-1's Holo-Projectors on Gault lets the hologram stand on its planet; player-2
 * (active) attacks player-1's Away Team there. docs/RULINGS.md, "Alternate Universe personnel and
 * ships" AP12.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { nullifiedByOnePresent } from '../../src/rules/present-nullify.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';
import { events } from './helpers.ts';

const DRONE = 'Echo Papa 607 Killer Drone';
const KLINGONS = ['Klag', 'Kromm', 'Batrell'];
const FEDS = ['Taitt', 'Mendon'];
const HOLO = { attached: [{ card: 'Holo-Projectors', on: 'Gault' }] };
const sum = (l: string[]) => l.reduce((n, p) => n + printed(p, 'STRENGTH'), 0);
const attackOf = (h: ReturnType<typeof setupTest>) => {
  h.choose('Attack the player-1 Away Team at Gault');
  h.passResponses();
  return (events(h, 'battle')[0]?.data as { attack: number }).attack;
};

describe('Paul Rice', () => {
  it('is a Federation OFFICER hologram of the card data, implemented, with its text in our words', () => {
    const f = facts('paul-rice');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.unique]).toEqual(['federation', 'OFFICER', false]);
    expect(cardImplementation('103_097')).toEqual({ implemented: true });
    expect(behaviour('paul-rice')?.abilities).toEqual({ nullifiesOnePresent: DRONE });
    expect(cardText('paul-rice')).toContain('Echo Papa 607');
  });

  it('on the planet of the battle: the opponent\'s drone adds nothing', () => {
    const h = setupTest(base({ planets: { Gault: [...FEDS, 'Paul Rice'] }, ...HOLO }, { planets: { Gault: [...KLINGONS, DRONE] } }));
    expect(nullifiedByOnePresent(h.s, h.card(DRONE, 'player-2'))).toBe(true);
    expect(attackOf(h)).toBe(sum(KLINGONS));
    h.finish();
  });

  it('negative: without him the drone adds 10; aboard a Holodeck ship at the location he is not on the planet', () => {
    const h = setupTest(base({ planets: { Gault: FEDS } }, { planets: { Gault: [...KLINGONS, DRONE] } }));
    expect(attackOf(h)).toBe(sum(KLINGONS) + 10);
    h.finish();
    const aboard = setupTest(base({ planets: { Gault: FEDS }, ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt', 'Paul Rice'] }] }, { planets: { Gault: [...KLINGONS, DRONE] } }));
    expect(nullifiedByOnePresent(aboard.s, aboard.card(DRONE, 'player-2'))).toBe(false);
    aboard.finish();
  });

  it('boundary: one of two drones is nullified (the other adds its 10); the opponent\'s before his own', () => {
    const h = setupTest(base({ planets: { Gault: [...FEDS, 'Paul Rice'] }, ...HOLO }, { planets: { Gault: [...KLINGONS, DRONE, DRONE] } }));
    expect(h.cards(DRONE, 'player-2').filter((d) => nullifiedByOnePresent(h.s, d))).toHaveLength(1);
    expect(attackOf(h)).toBe(sum(KLINGONS) + 10);
    h.finish();
    const mixed = setupTest(base({ planets: { Gault: [...FEDS, 'Paul Rice', DRONE] }, ...HOLO }, { planets: { Gault: [...KLINGONS, DRONE] } }));
    expect(nullifiedByOnePresent(mixed.s, mixed.card(DRONE, 'player-2'))).toBe(true);
    expect(nullifiedByOnePresent(mixed.s, mixed.card(DRONE, 'player-1'))).toBe(false);
    mixed.finish();
  });
});

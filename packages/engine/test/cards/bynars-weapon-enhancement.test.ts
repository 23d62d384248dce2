/**
 * Bynars Weapon Enhancement (Premiere event 101_069): on a ship, WEAPONS +2, each copy again. Set up
 * as constructed positions (player-2 active, holding it; player-1's U.S.S. Galaxy, WEAPONS 7, at
 * Avert Danger). docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { moveTo } from '../../src/rules/board.ts';
import { defenseOf, weaponsOf } from '../../src/rules/battle.ts';
import { maxRange } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const B = 'Bynars Weapon Enhancement';
const SEVEN = ['Christopher Hobson', 'Linda Larson', 'Calloway', 'Taitt', 'Darian Wallace', 'Riva', 'Mr. Homn'];
type H = ReturnType<typeof setupTest>;
function withGalaxy(p2: Record<string, unknown> = {}, crew: string[] = []): H {
  return setupTest(base({ planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew }] }, { hand: [B], ...p2 }));
}
const galaxy = (h: H) => h.card('U.S.S. Galaxy', 'player-1');
function playOn(h: H, ship: string): void {
  const o = h.options().find((x) => x.card !== undefined && h.where(x.card).z === 'hand' && h.s.cards[x.card]?.def === 'bynars-weapon-enhancement' && x.target === ship);
  if (!o) throw new Error('not offered on that ship');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Bynars Weapon Enhancement', () => {
  it('is an event of the card data, implemented, on any ship, its text in our words', () => {
    expect(facts('bynars-weapon-enhancement').type).toBe('event');
    expect(cardImplementation('101_069')).toEqual({ implemented: true });
    expect(behaviour('bynars-weapon-enhancement')?.spec?.event).toEqual({ playsOn: { ship: { of: 'anyone' } }, abilities: { hostShipBonus: { WEAPONS: 2 } } });
    expect(cardText('bynars-weapon-enhancement')).toContain('WEAPONS go up by 2');
  });

  it('on a ship (here the opponent\'s): WEAPONS +2; RANGE and SHIELDS unchanged', () => {
    const h = withGalaxy();
    const g = galaxy(h);
    expect([maxRange(h.s, g), weaponsOf(h.s, [g]), defenseOf(h.s, g)]).toEqual([8, 7, 9]);
    playOn(h, g);
    expect(h.where(h.card(B)).z).toBe('attached');
    expect([maxRange(h.s, g), weaponsOf(h.s, [g]), defenseOf(h.s, g)]).toEqual([8, 9, 9]);
    h.finish();
  });

  it('cumulative: a second copy on the same ship makes +4; gone from the ship, the bonus goes', () => {
    const h = withGalaxy({ hand: [B, B] });
    const g = galaxy(h);
    playOn(h, g);
    const second = h.cards(B, 'player-2').find((id) => h.where(id).z === 'hand') as string;
    moveTo(h.s, second, { z: 'attached', host: g });
    expect(weaponsOf(h.s, [g])).toBe(11);
    moveTo(h.s, second, { z: 'discard' });
    expect(weaponsOf(h.s, [g])).toBe(9);
  });

  it('boundary: the +2 comes before a multiplier (Kurlan Naiskos tripling 7 + 2 gives 27)', () => {
    const h = withGalaxy({ hand: [B, 'Kurlan Naiskos'] }, SEVEN);
    const g = galaxy(h);
    playOn(h, g);
    moveTo(h.s, h.card('Kurlan Naiskos', 'player-2'), { z: 'attached', host: g });
    expect(weaponsOf(h.s, [g])).toBe(27);
  });

  it('wrong player and wrong timing: not offered to player-1 in player-2\'s turn; in a hand it does nothing', () => {
    const h = setupTest(base({ hand: [B], planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: [] }] }, {}));
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.options().some((x) => x.card === h.card(B, 'player-1'))).toBe(false);
    expect(weaponsOf(h.s, [galaxy(h)])).toBe(7);
  });
});

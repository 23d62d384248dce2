/**
 * Kurlan Naiskos (Premiere artifact): played as an event on any ship; while personnel of all seven
 * classifications are aboard, the ship's RANGE, WEAPONS and SHIELDS are tripled, once however many
 * are on it. Set up as constructed positions (player-2 active, holding it; player-1's U.S.S. Galaxy,
 * 8/7/9, at Avert Danger); docs/RULINGS.md, "Premiere artifacts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { moveTo } from '../../src/rules/board.ts';
import { maxRange } from '../../src/rules/movement.ts';
import { defenseOf, weaponsOf } from '../../src/rules/battle.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const K = 'Kurlan Naiskos';
const SIX = ['Christopher Hobson', 'Linda Larson', 'Calloway', 'Taitt', 'Darian Wallace', 'Riva'];
const SEVEN = [...SIX, 'Mr. Homn'];
type H = ReturnType<typeof setupTest>;

function withGalaxy(crew: string[], p2: Record<string, unknown> = {}, damaged = false): H {
  return setupTest(base({ planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew, damaged }] }, { hand: [K], ...p2 }));
}
const stats = (h: H) => {
  const g = h.card('U.S.S. Galaxy', 'player-1');
  return [maxRange(h.s, g), weaponsOf(h.s, [g]), defenseOf(h.s, g)];
};
function playOnGalaxy(h: H): void {
  const o = h.options().find((x) => x.card === h.card(K, 'player-2') && x.target === h.card('U.S.S. Galaxy', 'player-1'));
  if (!o) throw new Error('Kurlan Naiskos is not offered on the Galaxy');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Kurlan Naiskos', () => {
  it('is an artifact of the card data, implemented, an event of the card language, with its text in our words', () => {
    expect(facts('kurlan-naiskos').type).toBe('artifact');
    expect(cardImplementation('101_004')).toEqual({ implemented: true });
    expect(behaviour('kurlan-naiskos')?.spec?.event).toMatchObject({ playsOn: { ship: { of: 'anyone' } }, abilities: { hostShip: { times: 3 } } });
    expect(cardText('kurlan-naiskos')).toContain('seven classifications');
  });

  it('on a ship with all seven classifications aboard (the opponent\'s too): RANGE, WEAPONS and SHIELDS tripled', () => {
    const h = withGalaxy(SEVEN);
    expect(stats(h)).toEqual([8, 7, 9]);
    playOnGalaxy(h);
    expect(h.where(h.card(K, 'player-2'))).toEqual({ z: 'attached', host: h.card('U.S.S. Galaxy', 'player-1') });
    expect(stats(h)).toEqual([24, 21, 27]);
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('boundary: six classifications give nothing; the seventh coming aboard triples', () => {
    const h = withGalaxy(SIX);
    playOnGalaxy(h);
    expect(stats(h)).toEqual([8, 7, 9]);
    const seven = withGalaxy(SEVEN);
    const civilian = seven.card('Mr. Homn', 'player-1');
    moveTo(seven.s, civilian, { z: 'planet', loc: seven.card('Avert Danger') });
    playOnGalaxy(seven);
    expect(stats(seven)).toEqual([8, 7, 9]);
    moveTo(seven.s, civilian, { z: 'aboard', host: seven.card('U.S.S. Galaxy', 'player-1') });
    expect(stats(seven)).toEqual([24, 21, 27]);
  });

  it('not cumulative: a second Naiskos on the same ship triples nothing more', () => {
    const h = withGalaxy(SEVEN, { hand: [K, K] });
    playOnGalaxy(h);
    const second = h.cards(K, 'player-2').find((id) => h.where(id).z === 'hand') as string;
    moveTo(h.s, second, { z: 'attached', host: h.card('U.S.S. Galaxy', 'player-1') });
    expect(stats(h)).toEqual([24, 21, 27]);
  });

  it('a damaged ship\'s RANGE stays 5; WEAPONS and SHIELDS are still tripled', () => {
    const h = withGalaxy(SEVEN, {}, true);
    playOnGalaxy(h);
    expect(stats(h)).toEqual([5, 21, 27]);
  });

  it('wrong timing: not on the opponent\'s turn; without it the ship keeps its printed values', () => {
    const h = setupTest(base({ hand: [K], planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: SEVEN }] }, {}));
    expect(whyNotPlayable(h.s, 'player-1', h.card(K, 'player-1'))).toMatch(/only on your own turn/);
    expect(stats(h)).toEqual([8, 7, 9]);
  });
});

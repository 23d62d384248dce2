/**
 * U.S.S. Enterprise-C (Alternate Universe ship): commissioned at any spaceline location, with no
 * outpost, and damaged from the moment it enters play. Constructed positions (player-2 active, an
 * Alternate Universe Door open on its table for the [AU] icon); docs/RULINGS.md, "Alternate Universe
 * personnel and ships" AP9.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { auPosition, SPACELINE } from './au-personnel-position.ts';
import { endTurn } from './helpers.ts';

type H = ReturnType<typeof auPosition>;
const SHIP = 'U.S.S. Enterprise-C';
const DOOR = { table: ['Alternate Universe Door'] };
const plays = (h: H) => h.options().filter((o) => o.card === h.card(SHIP, 'player-2') && o.group === 'play');

describe('U.S.S. Enterprise-C', () => {
  it('is a Federation ship of the card data (8/7/8, a tractor beam), implemented, with its text in our words', () => {
    const f = facts('uss-enterprise-c');
    expect(f.type === 'ship' && [f.affiliation, f.range, f.weapons, f.shields, f.specialEquipment]).toEqual(['federation', 8, 7, 8, ['Tractor Beam']]);
    expect(cardImplementation('103_116')).toEqual({ implemented: true });
    expect(behaviour('uss-enterprise-c')?.entersPlayDamagedAnywhere).toBe(true);
    expect(cardText('uss-enterprise-c')).toContain('already damaged');
  });

  it('offered at every spaceline location, with no outpost of its owner in play; it enters damaged where chosen', () => {
    const h = auPosition({}, { ...DOOR, hand: [SHIP] });
    expect(plays(h).map((o) => o.target)).toEqual(SPACELINE.map((m) => h.card(m)));
    h.choose(plays(h).find((o) => o.target === h.card('Distress Mission'))!.id);
    h.passResponses();
    const c = h.s.cards[h.card(SHIP, 'player-2')]!;
    expect(c.at).toEqual({ z: 'inSpace', loc: h.card('Distress Mission') });
    expect(c.damaged).toBe(true);
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('boundary: damaged, it is repaired as any ship: not by turns away from an outpost', () => {
    const h = auPosition({}, { ...DOOR, hand: [SHIP] });
    h.choose(plays(h)[0]!.id);
    h.passResponses();
    for (let i = 0; i < 4; i++) endTurn(h);
    expect(h.s.cards[h.card(SHIP, 'player-2')]!.damaged).toBe(true);
    h.finish();
  });

  it('negative: not on the opponent\'s turn, and not while its owner\'s Alternate Universe Door is not open', () => {
    const h = auPosition({ ...DOOR, hand: [SHIP] }, {});
    expect(h.options().some((o) => o.card === h.card(SHIP, 'player-1'))).toBe(false);
    expect(whyNotPlayable(h.s, 'player-1', h.card(SHIP, 'player-1'))).toContain('own turn');
    h.finish();
    const shut = auPosition({}, { hand: [SHIP] });
    expect(plays(shut)).toEqual([]);
    expect(whyNotPlayable(shut.s, 'player-2', shut.card(SHIP, 'player-2'))).toContain('Alternate Universe');
    shut.finish();
  });
});

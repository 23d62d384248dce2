/**
 * Asteroid Sanctuary (Premiere interrupt): on any ship with Navigation x2 aboard, no battle may be
 * initiated against it this turn. Set up as constructed positions (player-2 active, its K'Vort armed at
 * Avert Danger beside player-1's); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cloneState } from '../../src/index.ts';
import { battleOptions } from '../../src/rules/battle.ts';
import { endOfTurnModifiers } from '../../src/core/modifiers.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const A = 'Asteroid Sanctuary';
const SHIP = "I.K.C. K'Vort";

function position(crew: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  return setupTest(
    base(
      { hand: [A], alwaysRespond: true, ships: [{ card: SHIP, at: 'Avert Danger', crew }], ...p1 },
      { hand: ['Res-Q'], discard: ['Taitt'], ships: [{ card: SHIP, at: 'Avert Danger', crew: ['Klag', 'Kromm'] }], ...p2 },
    ),
  );
}
const attacks = (h: ReturnType<typeof setupTest>) => h.options().filter((o) => o.group === 'battle' && o.card === h.card(SHIP, 'player-1'));

describe('Asteroid Sanctuary', () => {
  it('is an interrupt of the card data, implemented, in the card language, with its text in our words', () => {
    expect(facts('asteroid-sanctuary').type).toBe('interrupt');
    expect(cardImplementation('101_109')).toEqual({ implemented: true });
    expect(behaviour('asteroid-sanctuary')?.spec?.interrupt?.effects).toEqual([{ modifier: 'hiddenFromBattle' }]);
    expect(cardText('asteroid-sanctuary')).toContain('Navigation x2');
  });

  it('with Navigation x2 aboard, played in the opponent\'s turn: no battle may be started against the ship this turn', () => {
    const h = position(['Klag', "B'iJik"]);
    expect(attacks(h)).toHaveLength(1);
    h.choose('Play Res-Q');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${A}: on ${SHIP}`);
    h.passResponses();
    h.choose('Taitt');
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'main' });
    expect(attacks(h)).toEqual([]);
    expect(h.where(h.card(A, 'player-1')).z).toBe('discard');
    // the turn over, the ship may be attacked again
    const later = cloneState(h.s);
    endOfTurnModifiers(later);
    expect(battleOptions(later, 'player-2').filter((o) => o.card === h.card(SHIP, 'player-1'))).toHaveLength(1);
    h.finish();
  });

  it('boundary: one Navigation aboard is not enough (equipment aboard counts nothing); the card is not offered', () => {
    const h = position(['Klag', 'Batrell', 'Klingon Disruptor']);
    h.choose('Play Res-Q');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.labels()).toEqual(['No response']);
    h.finish();
  });

  it('any ship: its player may hide the opponent\'s ship too, and only a ship whose own crew has the Navigation', () => {
    const h = position(['Klag', "B'iJik"], { hand: [] }, { hand: [A] });
    const offered = h.options().filter((o) => o.label.startsWith(`Play ${A}`)).map((o) => o.target);
    expect(offered).toEqual([h.card(SHIP, 'player-1')]);
    h.choose(`Play ${A}`);
    h.passResponses();
    expect(attacks(h)).toEqual([]);
    h.finish();
  });

  it('it hides from battle only: the hidden ship\'s own attack is still open', () => {
    const h = position(['Klag', "B'iJik"], {}, {});
    h.choose('Play Res-Q');
    h.choose(`Play ${A}: on ${SHIP}`);
    h.passResponses();
    h.choose('Taitt');
    expect(battleOptions(h.s, 'player-1').filter((o) => o.card === h.card(SHIP, 'player-2'))).toHaveLength(1);
    h.finish();
  });
});

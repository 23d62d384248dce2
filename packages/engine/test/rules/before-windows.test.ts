/**
 * Before windows (issue 23, item 3): a card may answer a happening before it happens, to prevent
 * it (the log says so in the card's words), or to change it (another victim, other points). The
 * rules ask at a personnel killed or discarded, a ship damaged or destroyed, and points scored.
 * The cards here are test cards, each in a registry of its own; the standard one is put back after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { about, before, beforeListenersOf } from '../../src/index.ts';
import { CARDS } from '../../src/cards/catalogue.ts';
import { cardRegistry, declareCard, installCards, installedCards } from '../../src/cards/registry.ts';
import type { CardDefinition } from '../../src/cards/registry.ts';
import { discardPersonnel, kill } from '../../src/rules/dilemmas.ts';
import { damageShip, destroyShip } from '../../src/rules/damage.ts';
import { scorePoints } from '../../src/rules/endgame.ts';
import { card } from '../../src/rules/board.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';

const standard = installedCards();
afterEach(() => installCards(standard));
const withCards = (...extra: CardDefinition[]) => installCards(cardRegistry([...CARDS, ...extra]));

const position = () =>
  setupTest({
    federation: { planets: { homeward: ['Taurik', 'Darian Wallace'] }, ships: [{ card: 'Runabout', at: 'homeward', crew: [] }] },
  });

/** Prevents the killing of Taurik, whatever kills him. */
const guardian = declareCard('test-guardian', {
  text: 'test: Taurik cannot be killed',
  before: [{ type: 'personnelKilled', run: (s, h) => (card(s, h.card).def === 'taurik' ? { prevent: 'Taurik is saved by a test card' } : undefined) }],
});

describe('before windows', () => {
  it('with no card listening, a happening is carried out as asked (the same object back)', () => {
    const h = position();
    const what = { type: 'personnelKilled' as const, card: h.card('Taurik'), why: 'a test' };
    expect(beforeListenersOf('personnelKilled')).toEqual([]);
    expect(about(h.s, what)).toBe(what);
    kill(h.s, h.card('Taurik'), 'a test');
    expect(h.where(h.card('Taurik')).z).toBe('discard');
  });

  it('a card prevents a kill: the personnel stays, the log says why in the card\'s words, and no personnelKilled happens; another personnel still dies', () => {
    withCards(guardian);
    const h = position();
    const taurik = h.card('Taurik');
    const before0 = h.where(taurik);
    kill(h.s, taurik, 'a test');
    expect(h.where(taurik)).toEqual(before0);
    const prevented = h.s.log.filter((e) => e.type === 'prevented');
    expect(prevented.map((e) => e.text)).toEqual(['Taurik is saved by a test card']);
    expect(prevented[0]?.data).toEqual({ type: 'personnelKilled', by: 'test-guardian' });
    expect(h.s.log.filter((e) => e.type === 'personnelKilled')).toEqual([]);
    // the negative: the guardian answers only for Taurik
    kill(h.s, h.card('Darian Wallace'), 'a test');
    expect(h.where(h.card('Darian Wallace')).z).toBe('discard');
    // the boundary: a discard is not a kill, and the guardian does not answer it
    discardPersonnel(h.s, taurik, 'a test');
    expect(h.where(taurik).z).toBe('discard');
  });

  it('a card changes a happening: another victim dies instead', () => {
    const swap = declareCard('test-swap', {
      text: 'test: when Taurik would be killed, Darian Wallace dies instead',
      before: [
        {
          type: 'personnelKilled',
          run: (s, h) => {
            if (card(s, h.card).def !== 'taurik') return undefined;
            const other = Object.values(s.cards).find((c) => c.def === 'darian-wallace');
            return other ? { instead: { ...h, card: other.id, why: `${h.why}, in Taurik's place` } } : undefined;
          },
        },
      ],
    });
    withCards(swap);
    const h = position();
    kill(h.s, h.card('Taurik'), 'a test');
    expect(h.where(h.card('Taurik')).z).toBe('planet');
    expect(h.where(h.card('Darian Wallace')).z).toBe('discard');
    expect(h.s.log.filter((e) => e.type === 'personnelKilled').map((e) => e.data?.why)).toEqual(["a test, in Taurik's place"]);
  });

  it('listeners run in their order, each seeing what the one before left; a prevention ends the window', () => {
    const double = declareCard('test-double', { text: 'test: points doubled', before: [{ type: 'pointsScored', order: 1, run: (_s, h) => ({ instead: { ...h, points: h.points * 2 } }) }] });
    const plusFive = declareCard('test-plus-five', { text: 'test: five more points', before: [{ type: 'pointsScored', order: 2, run: (_s, h) => ({ instead: { ...h, points: h.points + 5 } }) }] });
    withCards(plusFive, double);
    expect(beforeListenersOf('pointsScored')).toEqual(['test-double', 'test-plus-five']);
    const h = position();
    const was = seat(h.s, 'federation').score;
    scorePoints(h.s, 'federation', 10, 'a test');
    expect(seat(h.s, 'federation').score).toBe(was + 25);
    // a card that prevents scoring first: nothing scored, and the later listeners are not asked
    const none = declareCard('test-none', { text: 'test: no points', before: [{ type: 'pointsScored', order: 0, run: () => ({ prevent: 'no points for a test' }) }] });
    withCards(plusFive, double, none);
    scorePoints(h.s, 'federation', 10, 'a test');
    expect(seat(h.s, 'federation').score).toBe(was + 25);
  });

  it('a ship\'s damage and its destruction can be prevented before; without the card, the damage lands', () => {
    const hull = declareCard('test-hull', {
      text: 'test: ships are not damaged or destroyed',
      before: [
        { type: 'shipDamaged', run: () => ({ prevent: 'the hull holds' }) },
        { type: 'shipDestroyed', run: () => ({ prevent: 'the ship survives' }) },
      ],
    });
    withCards(hull);
    const h = position();
    const ship = h.card('Runabout');
    damageShip(h.s, ship, 'a test');
    expect(card(h.s, ship).damaged).toBe(false);
    const frames = h.s.flow.length;
    destroyShip(h.s, ship, 'a test');
    expect(h.s.flow.length).toBe(frames);
    installCards(standard);
    damageShip(h.s, ship, 'a test');
    expect(card(h.s, ship).damaged).toBe(true);
  });

  it('an answer of another type is refused, naming the listener', () => {
    const h = position();
    const off = before('personnelKilled', 'a wrong listener', (_s, k) => ({ instead: { type: 'personnelDiscarded', card: k.card, why: k.why } as never }));
    try {
      expect(() => kill(h.s, h.card('Taurik'), 'a test')).toThrow('a wrong listener answered a personnelKilled with a personnelDiscarded');
    } finally {
      off();
    }
    expect(beforeListenersOf('personnelKilled')).toEqual([]);
  });
});

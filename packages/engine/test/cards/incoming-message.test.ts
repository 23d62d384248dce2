/**
 * Incoming Message - Federation, - Klingon, - Romulan (Premiere interrupts), one mechanism
 * (rules/incoming-message.ts): a ship of the named affiliation heads at once, at full RANGE, for its
 * owner's nearest outpost of that affiliation, and on at the start of its owner's turns; the card rides
 * on it until it is there. Set up as constructed positions: spaceline Avert Danger (span 4), Gault (2),
 * Distress Mission (3), Reported Activity (3); player-2 active; player-1's Klingon Outpost at Avert
 * Danger. docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyCannotMove } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const K = 'Incoming Message - Klingon';
const SHIP = "I.K.C. K'Vort";
const at = (h: ReturnType<typeof setupTest>, id: string) => {
  const w = h.where(id);
  return w.z === 'inSpace' ? h.s.cards[w.loc]?.def : w.z;
};

function position(shipAt: string, p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  return setupTest(
    base(
      { ships: [{ card: SHIP, at: shipAt, crew: ['Klag'] }], outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }], ...p1 },
      { hand: [K], ...p2 },
    ),
  );
}

describe('Incoming Message', () => {
  it('the three are interrupts of the card data, implemented, with their texts in our words', () => {
    for (const [def, bp, a] of [['incoming-message-federation', '101_120', 'Federation'], ['incoming-message-klingon', '101_121', 'Klingon'], ['incoming-message-romulan', '101_122', 'Romulan']] as const) {
      expect(facts(def).type).toBe('interrupt');
      expect(cardImplementation(bp)).toEqual({ implemented: true });
      expect(cardText(def)).toContain(`nearest ${a} outpost`);
    }
  });

  it('the opponent\'s ship too far to arrive goes as far as its RANGE takes it, carries the card and may not move otherwise; at its owner\'s turn it arrives and the card is discarded', () => {
    const h = position('Reported Activity');
    const ship = h.card(SHIP, 'player-1');
    const msg = h.card(K, 'player-2');
    h.choose(`Play ${K}: on ${SHIP}`);
    h.passResponses();
    // Reported Activity to Avert Danger is 3 + 2 + 4 = 9: RANGE 8 reaches Gault (5), one step short of 9
    expect(at(h, ship)).toBe('gault');
    expect(h.where(msg)).toEqual({ z: 'attached', host: ship });
    expect(h.s.cards[ship]?.rangeUsed).toBe(5);
    expect(whyCannotMove(h.s, ship)).toMatch(/no RANGE left/);
    h.choose('Draw a card and end your turn');
    h.passResponses();
    expect(h.s.turn.active).toBe('player-1');
    expect(at(h, ship)).toBe('avert-danger');
    expect(h.where(msg).z).toBe('discard');
    expect(h.s.cards[ship]?.rangeUsed).toBe(4);
    // home, the ship is free again
    expect(whyCannotMove(h.s, ship)).toBeNull();
    h.finish();
  });

  it('boundary: a ship whose RANGE reaches the outpost at once arrives now and the card is discarded', () => {
    const h = position('Distress Mission');
    const ship = h.card(SHIP, 'player-1');
    h.choose(`Play ${K}`);
    h.passResponses();
    expect(at(h, ship)).toBe('avert-danger');
    expect(h.s.cards[ship]?.rangeUsed).toBe(6);
    expect(h.where(h.card(K, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('negative: not on a ship of another affiliation, nor on one whose owner has no such outpost, nor on one already there', () => {
    const fed = setupTest(base({ ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'] }], outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }] }, { hand: ['Incoming Message - Federation'] }));
    expect(fed.labels().some((l) => l.startsWith('Play Incoming Message'))).toBe(false);
    fed.finish();
    const none = setupTest(base({ ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'] }] }, { hand: [K] }));
    expect(none.labels().some((l) => l.startsWith(`Play ${K}`))).toBe(false);
    none.finish();
    const home = position('Avert Danger');
    expect(home.labels().some((l) => l.startsWith(`Play ${K}`))).toBe(false);
    home.finish();
  });

  it('either player\'s ship: its player may call his own ship home too; a stopped ship waits for its owner\'s next turn', () => {
    const h = setupTest(base({}, { hand: [K], ships: [{ card: SHIP, at: 'Reported Activity', crew: ['Klag'], stopped: true }], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    const ship = h.card(SHIP, 'player-2');
    h.choose(`Play ${K}: on ${SHIP}`);
    h.passResponses();
    expect(at(h, ship)).toBe('reported-activity');
    expect(h.where(h.card(K, 'player-2'))).toEqual({ z: 'attached', host: ship });
    h.choose('Draw a card and end your turn');
    h.passResponses();
    // player-1's turn: nothing moves
    expect(at(h, ship)).toBe('reported-activity');
    h.choose('Draw a card and end your turn');
    h.passResponses();
    expect(h.s.turn.active).toBe('player-2');
    expect(at(h, ship)).toBe('gault');
    expect(h.where(h.card(K, 'player-2')).z).toBe('discard');
    h.finish();
  });
});

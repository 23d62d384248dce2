/**
 * Subspace Interference (Premiere interrupt, 101_137): cancels an Incoming Message or a Hail (or a
 * Subspace Schism, which the engine does not play yet) right after the opponent plays it, or takes an
 * Incoming Message off the ship it rides at any time; both cards are discarded. Constructed positions
 * as the Incoming Message spec's: player-2 active with Incoming Message - Klingon; player-1's I.K.C.
 * K'Vort at Reported Activity, his Klingon Outpost at Avert Danger. docs/RULINGS.md, "Premiere: the
 * last interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { hasModifier } from '../../src/core/modifiers.ts';
import { truces } from '../../src/rules/truces.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const SI = 'Subspace Interference';
const K = 'Incoming Message - Klingon';
const SHIP = "I.K.C. K'Vort";

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return setupTest(
    base(
      { hand: [SI], alwaysRespond: true, ships: [{ card: SHIP, at: 'Reported Activity', crew: ['Klag'] }], outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }], ...p1 },
      { hand: [K, 'Res-Q'], discard: ['Kromm'], ...p2 },
    ),
  );
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${SI}`));
const loc = (h: Harness, id: string) => {
  const w = h.where(id);
  return w.z === 'inSpace' ? h.s.cards[w.loc]?.def : w.z;
};

describe('Subspace Interference', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('subspace-interference').type).toBe('interrupt');
    expect(cardImplementation('101_137')).toEqual({ implemented: true });
    expect(cardText('subspace-interference')).toContain('Incoming Message');
  });

  it('right after the opponent plays an Incoming Message on his ship, its player cancels it: both discarded, the ship stays', () => {
    const h = position();
    h.choose(`Play ${K}: on ${SHIP}`);
    expect(h.s.pending?.player).toBe('player-1');
    expect(offered(h)).toEqual([`Play ${SI}: cancel ${K}`]);
    h.choose(`Play ${SI}: cancel ${K}`);
    h.passResponses();
    const ship = h.card(SHIP, 'player-1');
    expect(h.where(h.card(K, 'player-2')).z).toBe('discard');
    expect(h.where(h.card(SI, 'player-1')).z).toBe('discard');
    expect(loc(h, ship)).toBe('reported-activity');
    expect(hasModifier(h.s, ship, 'cannotMove')).toBe(false);
    h.finish();
  });

  it('later, at any time: the message riding the ship is discarded and the ship may move again', () => {
    const h = position();
    h.choose(`Play ${K}: on ${SHIP}`);
    h.choose('No response');
    const ship = h.card(SHIP, 'player-1');
    expect(loc(h, ship)).toBe('gault');
    expect(hasModifier(h.s, ship, 'cannotMove')).toBe(true);
    // player-1's next response point: right after player-2's Res-Q
    h.choose('Play Res-Q');
    expect(offered(h)).toEqual([`Play ${SI}: discard ${K} from ${SHIP}`]);
    h.choose(`Play ${SI}: discard ${K} from ${SHIP}`);
    h.passResponses();
    expect(h.where(h.card(K, 'player-2')).z).toBe('discard');
    expect(hasModifier(h.s, ship, 'cannotMove')).toBe(false);
    h.choose('Kromm');
    h.finish();
  });

  it('negative: another card just played gives nothing to cancel, and nothing is offered with no message about', () => {
    const h = position();
    expect(offered(h)).toEqual([]);
    h.choose('Play Res-Q');
    expect(h.s.pending?.player).toBe('player-1');
    expect(offered(h)).toEqual([]);
    h.passResponses();
    h.finish();
  });

  it('boundary: its player\'s own message is not cancelled as it is played, only taken off later', () => {
    // player-1 active with the message and the interference: no answer to his own card, the riding card is offered later
    const h = setupTest({ ...base({ hand: [SI, 'Incoming Message - Federation'], ships: [{ card: 'U.S.S. Hood', at: 'Reported Activity', crew: ['Mendon'] }], outposts: [{ card: 'Federation Outpost', at: 'Avert Danger' }] }, {}), turn: { active: 'player-1' } });
    expect(offered(h)).toEqual([]);
    h.choose('Play Incoming Message - Federation: on U.S.S. Hood');
    h.passResponses();
    expect(offered(h)).toEqual([`Play ${SI}: discard Incoming Message - Federation from U.S.S. Hood`]);
    h.finish();
  });

  it('cancels a Subspace Schism the opponent just played on a draw: the card drawn stays in hand', () => {
    const h = setupTest({ ...base({ hand: [SI], deckTop: ['Yellow Alert', 'Spacedock'] }, { hand: ['Subspace Schism'] }), turn: { active: 'player-1' } });
    h.choose('Draw a card and end your turn');
    h.choose('Play Subspace Schism: player-1 discards the card just drawn and draws again', 'player-2');
    expect(offered(h)).toEqual([`Play ${SI}: cancel Subspace Schism`]);
    h.choose(`Play ${SI}: cancel Subspace Schism`);
    h.passResponses();
    expect(h.where(h.card('Yellow Alert')).z).toBe('hand');
    expect(h.where(h.card('Spacedock')).z).toBe('deck');
    expect(h.where(h.card('Subspace Schism')).z).toBe('discard');
    h.finish();
  });

  it('cancels a Hail the opponent just played: both discarded, the two ships may battle', () => {
    const h = position({}, { hand: ['Hail'], table: ['Alternate Universe Door'], ships: [{ card: SHIP, at: 'Gault', crew: ['Kromm'] }] });
    const hail = h.card('Hail', 'player-2');
    h.choose('Play Hail: truce between');
    expect(offered(h)).toEqual([`Play ${SI}: cancel Hail`]);
    h.choose(`Play ${SI}: cancel Hail`, 'player-1');
    h.passResponses();
    expect(h.where(hail).z).toBe('discard');
    expect(h.where(h.card(SI, 'player-1')).z).toBe('discard');
    expect(truces(h.s)).toEqual([]);
    h.finish();
  });
});

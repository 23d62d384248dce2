/**
 * Devidian Door (doorway, Alternate Universe 103_033, [AU] and Shield): played to the table as the
 * turn's card play while its owner's Alternate Universe Door is open; once in each of his turns he
 * may play a personnel or equipment card from hand to any planet (not the card play); he then owes a
 * Devidian Door from hand during his next turn (shown for him at its start), or at the end of the
 * game if it comes first, or loses. Constructed positions (docs/RULINGS.md, "Constructed: closing doors").
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { debtsOf } from '../../src/rules/devidian-door.ts';
import { moveTo } from '../../src/rules/board.ts';
import { advance } from '../../src/core/flow.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';

type Side = Record<string, unknown>;
/** player-1 (Federation, to play) with an open Alternate Universe Door; player-2 Klingon with Klag on Gault. */
function position(p1: Side = {}, p2: Side = {}, extra: Record<string, unknown> = {}): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity', 'Investigate Rogue Comet'],
    turn: { active: 'player-1' },
    'player-1': {
      missions: ['Reported Activity', 'Investigate Rogue Comet'],
      outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }],
      table: ['Alternate Universe Door', 'Devidian Door'],
      hand: ['Calloway', 'Devidian Door'],
      ...p1,
    },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], planets: { Gault: ['Klag'] }, ...p2 },
    ...extra,
  } as PositionSpec;
}
const future = (h: ReturnType<typeof setupTest>) => h.labels().filter((l) => l.startsWith('Devidian Door:'));

describe('Devidian Door', () => {
  it('is a card the engine plays (a deck check counts it implemented)', () => {
    expect(cardImplementation('103_033')).toEqual({ implemented: true });
  });

  it('is played to the table as the turn\'s card play, only while the Alternate Universe Door is open; the intro game never plays it', () => {
    const h = setupTest(position({ table: ['Alternate Universe Door'], hand: ['Devidian Door'] }));
    h.choose('Play Devidian Door on the table', 'player-1');
    h.passResponses();
    expect(h.cards('Devidian Door', 'player-1').map((id) => h.where(id).z)).toEqual(['table']);
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
    const shut = setupTest(position({ table: [], hand: ['Devidian Door'] }));
    expect(shut.offers('Play Devidian Door')).toBe(false);
    expect(whyNotPlayable(shut.s, 'player-1', shut.card('Devidian Door'))).toMatch(/Alternate Universe icon/);
    const intro = setupTest({ turn: { active: 'federation' }, federation: { hand: ['Devidian Door'] } });
    expect(whyNotPlayable(intro.s, 'federation', intro.card('Devidian Door'))).toMatch(/no legal place/);
  });

  it('plays one personnel from hand to any planet, not the card play; once each turn', () => {
    const h = setupTest(position());
    // planets only: Investigate Rogue Comet is a space mission
    expect(future(h)).toEqual([
      'Devidian Door: play Calloway from the future to the planet of Avert Danger',
      'Devidian Door: play Calloway from the future to the planet of Gault',
      'Devidian Door: play Calloway from the future to the planet of Reported Activity',
    ]);
    h.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    h.passResponses();
    expect(h.where(h.card('Calloway'))).toEqual({ z: 'planet', loc: h.card('Gault') });
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(h.s.turn.stage).toBe('play');
    expect(debtsOf(h.s, 'player-1')).toHaveLength(1);
    // once each turn
    expect(future(h)).toEqual([]);
    h.finish();
  });

  it('the card must be legal there: no planet where it may not join its owner\'s Away Team; not while the Alternate Universe Door is closed', () => {
    const h = setupTest(position({ planets: { 'Avert Danger': ['Klag'] } }, { planets: {} }));
    // player-1's own Klingon on Avert Danger: a Federation personnel may not join him there
    expect(future(h).some((l) => l.includes('Avert Danger'))).toBe(false);
    expect(future(h).some((l) => l.includes('Gault'))).toBe(true);
    h.finish();
    const closed = setupTest(position({}, { hand: ['Revolving Door'] }, { turn: { active: 'player-2' } }));
    closed.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    closed.passResponses();
    closed.choose('end', 'player-2');
    closed.choose('Leave', 'player-1');
    expect(future(closed)).toEqual([]);
    closed.finish();
  });

  it('the debt: a Devidian Door in hand at the start of the next turn is shown and placed out of play for its owner', () => {
    const h = setupTest(position());
    h.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    h.passResponses();
    h.choose('end', 'player-1');
    h.choose('end', 'player-2');
    expect(h.s.result).toBeNull();
    expect(debtsOf(h.s, 'player-1')).toHaveLength(0);
    expect(h.cards('Devidian Door', 'player-1').map((id) => h.where(id).z).sort()).toEqual(['outOfPlay', 'table']);
    expect(h.log().some((l) => l.includes('shows Devidian Door'))).toBe(true);
    h.finish();
  });

  it('negative: no Devidian Door in hand during the next turn loses the game when it ends; boundary: the card drawn to end it comes too late', () => {
    const h = setupTest(position({ hand: ['Calloway'], deckTop: ['Tricorder', 'Devidian Door'] }));
    h.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    h.passResponses();
    h.choose('end', 'player-1'); // draws a Tricorder
    h.choose('end', 'player-2');
    expect(h.s.result).toBeNull();
    expect(debtsOf(h.s, 'player-1')).toHaveLength(1);
    expect(h.s.pending?.kind).toBe('main');
    h.choose('end', 'player-1'); // draws the Devidian Door: after the time to show one
    expect(h.cards('Devidian Door', 'player-1').map((id) => h.where(id).z).sort()).toEqual(['hand', 'table']);
    expect(h.s.result?.winner).toBe('player-2');
    expect(h.s.result?.reason).toMatch(/did not show a Devidian Door/);
  });

  it('boundary: a Devidian Door that comes to hand later in the turn it is owed may be shown as an order, and the turn then ends without a loss', () => {
    const h = setupTest(position({ hand: ['Calloway'] }));
    h.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    h.passResponses();
    // none held: no order to show one in the turn of the use
    expect(h.offers('Reveal Devidian Door')).toBe(false);
    h.choose('end', 'player-1');
    h.choose('end', 'player-2');
    expect(debtsOf(h.s, 'player-1')).toHaveLength(1);
    expect(h.offers('Reveal Devidian Door')).toBe(false);
    // a door comes to hand (as a card that takes one back would bring it)
    const late = h.cards('Devidian Door', 'player-1').find((id) => h.where(id).z !== 'table');
    const spare = late ?? h.card('Tricorder', 'player-1', 'deck');
    if (!late) h.s.cards[spare]!.def = 'devidian-door';
    moveTo(h.s, spare, { z: 'hand' });
    advance(h.s); // the main decision asked again, with the card in hand
    h.choose('Reveal Devidian Door', 'player-1');
    expect(h.where(spare)).toEqual({ z: 'outOfPlay' });
    expect(debtsOf(h.s, 'player-1')).toHaveLength(0);
    h.choose('end', 'player-1');
    expect(h.s.result).toBeNull();
  });

  it('at the end of the game, if it comes first: the door must be shown then (the one drawn last counts); without one the user loses', () => {
    const lose = setupTest(position({ hand: ['Calloway'], deckTop: ['Tricorder'], deckSize: 1 }));
    lose.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    lose.passResponses();
    lose.choose('end', 'player-1');
    expect(lose.s.result?.winner).toBe('player-2');
    expect(lose.s.result?.reason).toMatch(/could not show a Devidian Door/);
    const pay = setupTest(position({ hand: ['Calloway'], deckTop: ['Devidian Door'], deckSize: 1 }));
    pay.choose('Devidian Door: play Calloway from the future to the planet of Gault', 'player-1');
    pay.passResponses();
    pay.choose('end', 'player-1');
    expect(pay.s.result?.reason).toMatch(/draw deck is empty/);
    expect(pay.cards('Devidian Door', 'player-1').map((id) => pay.where(id).z).sort()).toEqual(['outOfPlay', 'table']);
  });

  it('Revolving Door cannot close it: the Shield icon', () => {
    const h = setupTest(position({}, { hand: ['Revolving Door'] }, { turn: { active: 'player-2' } }));
    expect(h.labels().filter((l) => l.startsWith('Play Revolving Door'))).toEqual(["Play Revolving Door on player-1's Alternate Universe Door, closing it"]);
    h.finish();
  });
});

/**
 * Kevin Uxbridge (Premiere interrupt, 101_124): cancels one event in play, anyone's, wherever it lies,
 * treaties excepted; a Revolving Door cancelled opens its door again. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { isClosed } from '../../src/rules/door-closing.ts';
import { plays, setup } from './interrupts-b-position.ts';

const KU = 'Kevin Uxbridge';

describe('Kevin Uxbridge', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_124')).toEqual({ implemented: true });
    expect(cardText('kevin-uxbridge')).toContain('Treaties are out of its reach');
  });

  it('cancels an event of the opponent on a mission: it goes to its owner\'s discard pile, the interrupt to its player\'s', () => {
    const h = setup({ hand: [KU] }, { attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    expect(plays(h, KU)).toEqual(["Play Kevin Uxbridge: nullify player-2's Tetryon Field on Gault"]);
    h.choose(`Play ${KU}: nullify player-2's Tetryon Field`);
    h.passResponses();
    expect(h.where(h.card('Tetryon Field', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(KU, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('reaches events on the table, on ships and on outposts, its own player\'s too, one at a time', () => {
    const h = setup({ hand: [KU], table: ['Yellow Alert'] }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }], attached: [{ card: 'Plasma Fire', on: "I.K.C. K'Vort" }] });
    expect(plays(h, KU).sort()).toEqual(["Play Kevin Uxbridge: nullify player-1's Yellow Alert", "Play Kevin Uxbridge: nullify player-2's Plasma Fire on I.K.C. K'Vort"]);
    h.choose(`Play ${KU}: nullify player-2's Plasma Fire`);
    h.passResponses();
    expect(h.where(h.card('Plasma Fire', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Yellow Alert', 'player-1')).z).toBe('table');
    h.finish();
  });

  it('a treaty is out of its reach: with only a treaty in play there is no play', () => {
    const h = setup({ hand: [KU] }, { table: ['Treaty: Romulan/Klingon'] });
    expect(plays(h, KU)).toEqual([]);
    h.finish();
  });

  it('with no event in play there is no play; the opponent may play it in the active player\'s turn', () => {
    const none = setup({ hand: [KU] });
    expect(plays(none, KU)).toEqual([]);
    none.finish();
    const h = setup({ table: ['Yellow Alert'], ships: [{ card: 'Runabout', at: 'Reported Activity', crew: ['Calloway'] }] }, { hand: [KU] });
    h.choose('Move Runabout to Gault');
    expect(h.s.pending?.player).toBe('player-2');
    h.choose(`Play ${KU}: nullify player-1's Yellow Alert`, 'player-2');
    h.passResponses();
    expect(h.where(h.card('Yellow Alert', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('cancelling a Revolving Door opens the door it closed', () => {
    const h = setup({ hand: [KU, 'Calloway'], table: ['Alternate Universe Door'] }, { hand: ['Revolving Door'] }, { active: 'player-2' });
    const door = h.card('Alternate Universe Door', 'player-1');
    h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    h.passResponses();
    expect(isClosed(h.s, door)).toBe(true);
    h.choose('end', 'player-2');
    h.choose('Leave', 'player-1'); // the start-of-turn question: Kevin Uxbridge could revolve it instead
    h.choose(`Play ${KU}: nullify player-2's Revolving Door`);
    h.passResponses();
    expect(isClosed(h.s, door)).toBe(false);
    expect(h.where(h.card('Revolving Door', 'player-2')).z).toBe('discard');
    expect(h.log().some((l) => l.includes('is open again'))).toBe(true);
    h.finish();
  });
});

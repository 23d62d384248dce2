/**
 * Revolving Door (event, Alternate Universe 103_045, older print): played on a doorway it closes it
 * (the rule: formats/door-closing.test.ts); unique; its other use nullifies a Revolving Door, as does
 * an Alternate Universe Door played from hand. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { isClosed } from '../../src/rules/door-closing.ts';
import { setupTest } from '../harness.ts';

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], table: ['Alternate Universe Door'], hand: ['Calloway'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], hand: ['Revolving Door'], ...p2 },
  } as PositionSpec;
}
const plays = (h: ReturnType<typeof setupTest>) => h.labels().filter((l) => l.startsWith('Play Revolving Door'));

describe('Revolving Door', () => {
  it('is a card the engine plays (a deck check counts it implemented)', () => {
    expect(cardImplementation('103_045')).toEqual({ implemented: true });
  });

  it('plays on any doorway on the table, the opponent\'s or its own player\'s; with no doorway it has no play', () => {
    const h = setupTest(position({}, { table: ['Alternate Universe Door'] }));
    expect(plays(h)).toEqual([
      "Play Revolving Door on player-1's Alternate Universe Door, closing it",
      "Play Revolving Door on player-2's Alternate Universe Door, closing it",
    ]);
    h.finish();
    const none = setupTest(position({ table: [] }));
    expect(plays(none)).toEqual([]);
    none.finish();
  });

  it('unique: with one of its own on the table a player places no second one, but may still nullify; a door with a Revolving Door on it is no target', () => {
    const h = setupTest(position({}, { hand: ['Revolving Door', 'Revolving Door'], table: ['Alternate Universe Door'] }));
    h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    h.passResponses();
    h.choose('end', 'player-2');
    h.choose('end', 'player-1');
    h.choose('Leave', 'player-2'); // the start-of-turn question: the spare copy could revolve it
    // player-2's next turn: the second copy may not close player-2's own door (one on the table already) but may nullify
    expect(plays(h)).toEqual(["Play Revolving Door to nullify player-2's Revolving Door on player-1's Alternate Universe Door"]);
    h.finish();
  });

  it('its other use nullifies a Revolving Door: both are discarded and the door is open again (as the turn\'s card play)', () => {
    const h = setupTest(position({ hand: ['Revolving Door', 'Calloway'] }, { hand: ['Revolving Door'] }));
    const door = h.card('Alternate Universe Door', 'player-1');
    h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    h.passResponses();
    expect(isClosed(h.s, door)).toBe(true);
    h.choose('end', 'player-2');
    h.choose('Leave', 'player-1');
    h.choose("Play Revolving Door to nullify player-2's Revolving Door", 'player-1');
    h.passResponses();
    expect(isClosed(h.s, door)).toBe(false);
    expect(h.cards('Revolving Door').map((id) => h.where(id).z)).toEqual(['discard', 'discard']);
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('an Alternate Universe Door from hand, played as an interrupt, nullifies a Revolving Door; with none on the table it offers nothing', () => {
    const h = setupTest(position({ hand: ['Alternate Universe Door', 'Calloway'] }));
    const door = h.card('Alternate Universe Door', 'player-1', 'table');
    // nothing to nullify yet: "no response" was player-1's only answer, given for him
    h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.pending?.player).toBe('player-2');
    h.choose('end', 'player-2');
    h.choose('Leave', 'player-1');
    h.choose("Play Alternate Universe Door: on player-2's Revolving Door", 'player-1');
    h.passResponses();
    expect(isClosed(h.s, door)).toBe(false);
    expect(h.where(h.card('Revolving Door'))).toEqual({ z: 'discard' });
    expect(h.cards('Alternate Universe Door', 'player-1').map((id) => h.where(id).z).sort()).toEqual(['discard', 'table']);
    // an interrupt: the card play is still there
    expect(h.s.turn.cardPlayed).toBe(false);
    h.finish();
  });
});

/**
 * Brain Drain (Alternate Universe interrupt, 103_055): once each turn, one personnel in any crew or
 * Away Team loses every skill and his CUNNING until the turn ends; an I.P. Scanner with him nullifies
 * it. Constructed positions (interrupts-b-position.ts): player-1 Federation, player-2 Klingon.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { attributeOf, skillsOf } from '../../src/rules/attributes.ts';
import { plays, setup } from './interrupts-b-position.ts';

const BD = 'Brain Drain';
/** Brain Drain carries the [AU] icon: its player needs an open Alternate Universe Door. */
const DOOR = 'Alternate Universe Door';

describe('Brain Drain', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_055')).toEqual({ implemented: true });
    expect(cardText('brain-drain')).toContain('no skills');
  });

  it('empties one personnel of the opponent\'s Away Team of skills and CUNNING until the turn ends; his other attributes stay', () => {
    const h = setup({ hand: [BD], table: [DOOR] }, { planets: { Gault: ['Klag', 'Kromm'] } });
    const klag = h.card('Klag');
    expect(plays(h, BD)).toEqual([`Play ${BD}: on player-2's Klag on Gault`, `Play ${BD}: on player-2's Kromm on Gault`]);
    h.choose(`Play ${BD}: on player-2's Klag on Gault`);
    h.passResponses();
    expect([...skillsOf(h.s, klag).keys()]).toEqual([]);
    expect([attributeOf(h.s, klag, 'CUNNING'), attributeOf(h.s, klag, 'STRENGTH'), attributeOf(h.s, klag, 'INTEGRITY')]).toEqual([0, 7, 6]);
    expect(skillsOf(h.s, h.card('Kromm')).get('Physics')).toBe(1);
    h.choose('end', 'player-1');
    h.passResponses();
    expect(skillsOf(h.s, klag).get('Navigation')).toBe(1);
    expect(attributeOf(h.s, klag, 'CUNNING')).toBe(5);
    h.finish();
  });

  it('boundary: once each turn for each player; a second copy waits for the next turn, and the opponent may play his own the same turn', () => {
    const h = setup({ hand: [BD, BD], table: [DOOR], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity', crew: ['Taitt'] }] }, { hand: [BD], table: [DOOR], planets: { Gault: ['Klag'] }, alwaysRespond: true });
    h.choose(`Play ${BD}: on player-2's Klag on Gault`);
    // player-2's response point after the play: his own Brain Drain is offered, on the crew of an outpost too
    expect(plays(h, BD)).toContain(`Play ${BD}: on player-1's Taitt aboard Federation Outpost`);
    h.choose(`Play ${BD}: on player-1's Taitt aboard Federation Outpost`, 'player-2');
    h.passResponses();
    expect(skillsOf(h.s, h.card('Taitt')).size).toBe(0);
    expect(plays(h, BD)).toEqual([]);
    h.choose('end', 'player-1');
    h.passResponses();
    h.choose('end', 'player-2');
    h.passResponses();
    expect(plays(h, BD)).toContain(`Play ${BD}: on player-2's Klag on Gault`);
    h.finish();
  });

  it('negative: an I.P. Scanner in the personnel\'s group nullifies it; the drain of the turn is spent', () => {
    const h = setup({ hand: [BD, BD], table: [DOOR] }, { planets: { Gault: ['Klag', 'I.P. Scanner'] } });
    const klag = h.card('Klag');
    h.choose(`Play ${BD}: on player-2's Klag on Gault`);
    h.passResponses();
    expect(skillsOf(h.s, klag).get('Navigation')).toBe(1);
    expect(attributeOf(h.s, klag, 'CUNNING')).toBe(5);
    expect(h.log().some((l) => l.includes('nullified by I.P. Scanner'))).toBe(true);
    expect(plays(h, BD)).toEqual([]);
    h.finish();
  });
});

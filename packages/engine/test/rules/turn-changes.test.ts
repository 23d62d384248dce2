/**
 * rules/turn-changes.ts: a personnel's attributes and skills changed for the turn by a played card
 * (a turnChange modifier), read by rules/attributes.ts. Constructed position; the source card is an
 * interrupt in player-1's hand (a modifier outlasts its source's stay anywhere). The changes are put
 * by hand, not by a decision, so these cases do not replay (the card specs that use them do).
 */
import { describe, expect, it } from 'vitest';
import { attributeOf, memberStats, skillsOf } from '../../src/rules/attributes.ts';
import { moveTo } from '../../src/rules/board.ts';
import { addTurnChange, turnChangesOn } from '../../src/rules/turn-changes.ts';
import { setup } from '../cards/interrupts-b-position.ts';

function position() {
  const h = setup({ hand: ["Humuhumunukunukuapua'a"] }, { planets: { Gault: ['Klag', 'Kromm'] } });
  return { h, src: h.card("Humuhumunukunukuapua'a"), klag: h.card('Klag'), kromm: h.card('Kromm') };
}

describe('changes for the turn', () => {
  it('additions add up, on the one personnel, in attributeOf and memberStats alike', () => {
    const { h, src, klag, kromm } = position();
    addTurnChange(h.s, src, klag, { add: { STRENGTH: 4 } });
    addTurnChange(h.s, src, klag, { add: { STRENGTH: 2, CUNNING: -1 } });
    expect(attributeOf(h.s, klag, 'STRENGTH')).toBe(7 + 6);
    expect(memberStats(h.s, klag).CUNNING).toBe(5 - 1);
    expect(attributeOf(h.s, kromm, 'STRENGTH')).toBe(8);
  });

  it('boundary: an attribute taken away is zero whatever is added; lowered past zero it is zero', () => {
    const { h, src, klag, kromm } = position();
    addTurnChange(h.s, src, klag, { add: { CUNNING: 4 } });
    addTurnChange(h.s, src, klag, { zero: ['CUNNING'], noSkills: true });
    expect(attributeOf(h.s, klag, 'CUNNING')).toBe(0);
    expect(skillsOf(h.s, klag).size).toBe(0);
    addTurnChange(h.s, src, kromm, { add: { CUNNING: -6 } });
    expect(attributeOf(h.s, kromm, 'CUNNING')).toBe(0);
    addTurnChange(h.s, src, kromm, { add: { CUNNING: 1 } });
    expect(attributeOf(h.s, kromm, 'CUNNING')).toBe(1);
  });

  it('negative: gone at the end of the turn, and when the personnel leaves play', () => {
    const { h, src, klag, kromm } = position();
    addTurnChange(h.s, src, klag, { add: { STRENGTH: 4 } });
    addTurnChange(h.s, src, kromm, { noSkills: true });
    moveTo(h.s, kromm, { z: 'discard' });
    expect(turnChangesOn(h.s, kromm)).toEqual([]);
    h.choose('end', 'player-1');
    h.passResponses();
    expect(attributeOf(h.s, klag, 'STRENGTH')).toBe(7);
    expect(h.s.effects.filter((e) => e.kind === 'modifier' && e.mod === 'turnChange')).toEqual([]);
  });
});

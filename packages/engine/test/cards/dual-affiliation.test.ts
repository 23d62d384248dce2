/**
 * Major Rakal and Stefan DeSeve (Alternate Universe personnel, Romulan/Federation): each plays the
 * affiliation chosen when it reports (rules: formats/affiliations.test.ts), and its skill box gives
 * each side its own skills and attributes (PersonnelFacts.sides, read by personnelFacts).
 */
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../src/index.ts';
import type { CardState, GameState } from '../../src/index.ts';
import { personnelFacts } from '../../src/rules/board.ts';
import { attributeOf, skillsOf } from '../../src/rules/attributes.ts';
import { playOptions } from '../../src/rules/play.ts';

function position(who: string, inHand = false, door = true): { s: GameState; id: string } {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': {
      missions: ['Reported Activity'],
      table: door ? ['Alternate Universe Door'] : [],
      hand: inHand ? [who] : [],
      outposts: [{ card: 'Federation Outpost', at: 'Reported Activity', crew: inHand ? [] : [who] }, { card: 'Romulan Outpost', at: 'Reported Activity' }],
    },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] },
  });
  const id = (Object.values(s.cards) as CardState[]).find((c) => c.owner === 'player-1' && (c.at.z === 'aboard' || c.at.z === 'hand') && personnelFacts(s, c.id).name === who)?.id as string;
  return { s, id };
}
const skills = (s: GameState, id: string) => [...skillsOf(s, id).keys()].sort();

describe('Major Rakal', () => {
  it('as Romulan: V.I.P., Tal Shiar, Empathy, Treachery; INTEGRITY 4, CUNNING 8 (the printed box)', () => {
    const { s, id } = position('Major Rakal');
    (s.cards[id] as CardState).aff = 'romulan';
    expect(skills(s, id)).toEqual(['Empathy', 'Tal Shiar', 'Treachery', 'V.I.P.']);
    expect([attributeOf(s, id, 'INTEGRITY'), attributeOf(s, id, 'CUNNING'), attributeOf(s, id, 'STRENGTH')]).toEqual([4, 8, 4]);
    expect(personnelFacts(s, id).affiliation).toBe('romulan');
  });

  it('as Federation: V.I.P., Empathy, Diplomacy; INTEGRITY 8, CUNNING 7 (+4 and -1); no Tal Shiar', () => {
    const { s, id } = position('Major Rakal');
    (s.cards[id] as CardState).aff = 'federation';
    expect(skills(s, id)).toEqual(['Diplomacy', 'Empathy', 'V.I.P.']);
    expect([attributeOf(s, id, 'INTEGRITY'), attributeOf(s, id, 'CUNNING'), attributeOf(s, id, 'STRENGTH')]).toEqual([8, 7, 4]);
    expect(personnelFacts(s, id).affiliation).toBe('federation');
  });

  it('with no side chosen (not in play) it reads as its first printed affiliation', () => {
    const { s, id } = position('Major Rakal');
    delete (s.cards[id] as CardState).aff;
    expect(personnelFacts(s, id).affiliation).toBe('romulan');
    expect(skills(s, id)).toContain('Tal Shiar');
  });

  it('is offered in hand as either side, with the door open', () => {
    const { s, id } = position('Major Rakal', true);
    const labels = playOptions(s, 'player-1').filter((o) => o.card === id).map((o) => o.label);
    expect(labels.some((l) => /as romulan/.test(l))).toBe(true);
    expect(labels.some((l) => /as federation/.test(l))).toBe(true);
    // an [AU] card: with no door open, neither side is offered
    const closed = position('Major Rakal', true, false);
    expect(playOptions(closed.s, 'player-1').filter((o) => o.card === closed.id)).toEqual([]);
  });
});

describe('Stefan DeSeve', () => {
  it('as Romulan: CIVILIAN, Treachery, Greed; as Federation: CIVILIAN, OFFICER, Treachery, INTEGRITY 4 (-1)', () => {
    const { s, id } = position('Stefan DeSeve');
    const c = s.cards[id] as CardState;
    c.aff = 'romulan';
    expect(skills(s, id)).toEqual(['CIVILIAN', 'Greed', 'Treachery']);
    expect(attributeOf(s, id, 'INTEGRITY')).toBe(5);
    c.aff = 'federation';
    expect(skills(s, id)).toEqual(['CIVILIAN', 'OFFICER', 'Treachery']);
    expect([attributeOf(s, id, 'INTEGRITY'), attributeOf(s, id, 'CUNNING'), attributeOf(s, id, 'STRENGTH')]).toEqual([4, 8, 5]);
  });
});

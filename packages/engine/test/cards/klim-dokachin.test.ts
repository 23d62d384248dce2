/**
 * Klim Dokachin (Alternate Universe event 103_041): on its owner's table, the opponent loses the draw
 * that ends a turn in which he played a unique personnel. Constructed positions (player-2 active, a
 * Federation Outpost at Gault). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const K = 'Klim Dokachin';
const OUT = [{ card: 'Federation Outpost', at: 'Gault' }];
type H = ReturnType<typeof setupTest>;
const hand = (h: H) => h.s.players['player-2']?.hand.length ?? 0;
/** Reports `who` as player-2's card play, ends the turn; the hand size change over the turn. */
function reportAndEnd(h: H, who: string | null): number {
  const before = hand(h);
  if (who) {
    h.choose(`Report ${who}`);
    h.passResponses();
  }
  endTurn(h);
  return hand(h) - before;
}

describe('Klim Dokachin', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('klim-dokachin').type).toBe('event');
    expect(cardImplementation('103_041')).toEqual({ implemented: true });
    expect(cardText('klim-dokachin')).toContain('unique personnel');
  });

  it("the opponent reports unique Jean-Luc Picard: his turn ends with no draw", () => {
    const h = setupTest(base({ table: [K] }, { hand: ['jean-luc-picard', 'Taitt'], outposts: OUT }));
    expect(reportAndEnd(h, 'Jean-Luc Picard')).toBe(-1);
    expect(events(h, 'drawLost')).toHaveLength(1);
    h.finish();
  });

  it('negative: a universal personnel (Taitt) reported, the draw comes', () => {
    const h = setupTest(base({ table: [K] }, { hand: ['jean-luc-picard', 'Taitt'], outposts: OUT }));
    expect(reportAndEnd(h, 'Taitt')).toBe(0);
    expect(events(h, 'drawLost')).toEqual([]);
    h.finish();
  });

  it("wrong player: a Klim Dokachin on the reporting player's own table takes nothing", () => {
    const h = setupTest(base({}, { table: [K], hand: ['jean-luc-picard'], outposts: OUT }));
    expect(reportAndEnd(h, 'Jean-Luc Picard')).toBe(0);
    h.finish();
  });

  it('boundary: nothing reported, the draw comes; the next turn of the same player starts fresh', () => {
    const h = setupTest(base({ table: [K] }, { hand: ['jean-luc-picard'], outposts: OUT }));
    expect(reportAndEnd(h, null)).toBe(1);
    h.finish();
  });
});

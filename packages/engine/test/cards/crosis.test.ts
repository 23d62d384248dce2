/**
 * Crosis (Premiere interrupt, 101_111): played on a ship where Rogue Borg Mercenaries are, he joins them
 * and doubles each Borg's STRENGTH, his own too; not cumulative. docs/RULINGS.md, "Premiere: the last
 * interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { borgStrengthEach, rogueBorgOn } from '../../src/rules/rogue-borg.ts';
import { borgPosition, endTurn, HOOD, offered, RBM } from './rogue-borg-spec.ts';

const C = 'Crosis';

describe('Crosis', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('crosis').type).toBe('interrupt');
    expect(cardImplementation('101_111')).toEqual({ implemented: true });
    expect(cardText('crosis')).toContain('twice the STRENGTH');
  });

  it('on the two Borg aboard the Hood: three Borg of 6 STRENGTH each (18) beat Taitt (4) at the next turn\'s start', () => {
    const h = borgPosition(['Taitt'], [RBM, RBM], [C]);
    const hood = h.card(HOOD, 'player-1');
    expect(offered(h, C)).toEqual([`Play ${C}: on the Rogue Borg aboard ${HOOD}`]);
    h.choose(`Play ${C}: on the Rogue Borg aboard ${HOOD}`);
    h.passResponses();
    expect(h.where(h.card(C, 'player-2'))).toEqual({ z: 'attached', host: hood });
    expect(rogueBorgOn(h.s, hood)).toHaveLength(3);
    expect(borgStrengthEach(h.s, hood)).toBe(6);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('aboard'); // no battle of his own
    endTurn(h);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('negative: no Rogue Borg Mercenaries in play, no Crosis', () => {
    const h = borgPosition(['Taitt'], [], [C]);
    expect(offered(h, C)).toEqual([]);
    h.finish();
  });

  it('boundary: a second Crosis adds one Borg but doubles nothing more (not cumulative)', () => {
    // Taitt and Giusti (8) tie with two Borg doubled (4 each) at the position's turn start
    const h = borgPosition(['Taitt', 'Giusti'], [RBM, C], [C]);
    const hood = h.card(HOOD, 'player-1');
    expect(rogueBorgOn(h.s, hood)).toHaveLength(2);
    // two Borg, doubled: 4 each
    expect(borgStrengthEach(h.s, hood)).toBe(4);
    h.choose(`Play ${C}: on the Rogue Borg aboard ${HOOD}`);
    h.passResponses();
    // three Borg, doubled once: 6 each, not 12
    expect(borgStrengthEach(h.s, hood)).toBe(6);
    h.finish();
  });
});

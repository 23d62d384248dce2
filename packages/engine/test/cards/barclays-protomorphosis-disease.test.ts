/**
 * Barclay's Protomorphosis Disease (Premiere 101_016, dual dilemma, 10 points): MEDICAL + SCIENCE +
 * SECURITY cure it for its 10 points; otherwise the whole Away Team or crew dies except androids,
 * who are stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const BPD = ["Barclay's Protomorphosis Disease"];
const CURE = ['Divok', 'Dukath', 'Gorath']; // MEDICAL, SCIENCE, SECURITY

describe("Barclay's Protomorphosis Disease", () => {
  it('is a dual dilemma worth 10, implemented, with its text in our words', () => {
    const f = facts('barclays-protomorphosis-disease');
    expect(f.type === 'dilemma' && [f.dilemmaType, f.bonusPoints]).toEqual(['dual', 10]);
    expect(cardImplementation('101_016')).toEqual({ implemented: true });
    expect(cardText('barclays-protomorphosis-disease')).toContain('androids excepted');
  });

  it('MEDICAL, SCIENCE and SECURITY cure it: 10 points, nobody dies, nobody stopped', () => {
    const h = meet(BPD, { team: [...CURE, 'Klag'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card("Barclay's Protomorphosis Disease")]);
    expect(seat(h.s, 'player-2').score).toBe(10);
    expect(h.where(h.card("Barclay's Protomorphosis Disease"))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('one of the three missing (no SECURITY): everyone dies but the android Data, who is stopped; no points', () => {
    const h = meet(BPD, { team: ['Divok', 'Dukath', 'Klag', 'Data'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card("Barclay's Protomorphosis Disease")]);
    expect(eventCards(h, 'personnelKilled').sort()).toEqual(['Divok', 'Dukath', 'Klag'].map((r) => h.card(r)).sort());
    expect(h.where(h.card('Data')).z).toBe('planet');
    expect(stopped(h, 'Data')).toBe(true);
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(h.where(h.card("Barclay's Protomorphosis Disease")).z).toBe('discard');
    h.finish();
  });

  it('a dual dilemma acts in space too: the crew aboard dies, and a cured crew scores', () => {
    const h = meet(BPD, { space: true, team: ['Divok', 'Klag'] });
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Divok'), h.card('Klag')].sort());
    h.finish();
    const cured = meet(BPD, { space: true, team: CURE });
    expect(seat(cured.s, 'player-2').score).toBe(10);
    cured.finish();
  });

  it("the opponent's SECURITY on the planet does not complete the cure (wrong player)", () => {
    const h = meet(BPD, { team: ['Divok', 'Dukath'], p1: { planets: { Gault: ['Darian Wallace'] } } });
    expect(eventCards(h, 'personnelKilled')).toHaveLength(2);
    expect(h.where(h.card('Darian Wallace', 'player-1')).z).toBe('planet');
    h.finish();
  });
});

/**
 * Disruptor Overload (interrupt): aimed at any ship or Away Team, it destroys one equipment card there
 * chosen at random; with no equipment there it does nothing.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';

describe('Disruptor Overload', () => {
  it("destroys the only equipment card with the opponent's Away Team", () => {
    const h = setupTest({ klingon: { hand: ['Disruptor Overload'] }, federation: { planets: { homeward: ['Taurik', 'Tricorder'] } } });
    h.choose('Play Disruptor Overload: at the federation Away Team on Homeward');
    h.passResponses();
    expect(eventCards(h, 'equipmentDestroyed')).toEqual([h.card('Tricorder', 'federation')]);
    expect(h.where(h.card('Tricorder', 'federation')).z).toBe('discard');
    expect(h.where(h.card('Taurik')).z).toBe('planet');
    expect(h.where(h.card('Disruptor Overload', 'klingon')).z).toBe('discard');
    h.finish();
  });

  it('one of several on a ship, chosen at random: exactly one is destroyed', () => {
    const h = setupTest({
      klingon: { hand: ['Disruptor Overload'] },
      federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon', 'Tricorder', 'Medical Kit', 'Engineering Kit'] }] },
    });
    const gear = ['Tricorder', 'Medical Kit', 'Engineering Kit'].map((n) => h.card(n, 'federation'));
    h.choose('Play Disruptor Overload: at Runabout');
    h.passResponses();
    const gone = eventCards(h, 'equipmentDestroyed');
    expect(gone).toHaveLength(1);
    expect(gear).toContain(gone[0]);
    expect(gear.filter((g) => h.where(g).z === 'aboard')).toHaveLength(2);
    expect(h.where(h.card('Mendon')).z).toBe('aboard');
    h.finish();
  });

  it('with no equipment at the target it does nothing and is discarded', () => {
    const h = setupTest({ klingon: { hand: ['Disruptor Overload'] }, federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon'] }] } });
    h.choose('Play Disruptor Overload: at Runabout');
    h.passResponses();
    expect(eventCards(h, 'equipmentDestroyed')).toEqual([]);
    expect(h.log().some((t) => t.includes('finds no equipment'))).toBe(true);
    expect(h.where(h.card('Disruptor Overload', 'klingon')).z).toBe('discard');
    expect(h.where(h.card('Mendon')).z).toBe('aboard');
    h.finish();
  });

  it('targets ships and Away Teams of both players, never an outpost', () => {
    const h = setupTest({
      klingon: { hand: ['Disruptor Overload'], atOutpost: ['Tricorder'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }], planets: { gault: ['Torin'] } },
      federation: { atOutpost: ['Medical Kit'], ships: [{ card: 'Runabout', crew: ['Mendon'] }] },
    });
    const labels = h.labels().filter((l) => l.startsWith('Play Disruptor Overload'));
    expect(labels.sort()).toEqual(
      ["Play Disruptor Overload: at I.K.C. K'Vort", 'Play Disruptor Overload: at Runabout', 'Play Disruptor Overload: at the klingon Away Team on Gault'].sort(),
    );
    h.finish();
  });

  it("may be played in the opponent's turn, in the window after one of their orders", () => {
    const h = setupTest({
      federation: { hand: ['Disruptor Overload'] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag', 'Tricorder'] }] },
    });
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.s.pending?.player).toBe('federation');
    h.choose("Play Disruptor Overload: at I.K.C. K'Vort");
    h.passResponses();
    expect(h.where(h.card('Tricorder', 'klingon')).z).toBe('discard');
    expect(h.s.pending?.player).toBe('klingon');
    h.finish();
  });
});

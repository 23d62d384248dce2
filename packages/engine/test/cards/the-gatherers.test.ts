/**
 * The Gatherers (Klingon dilemma): Marouk or team INTEGRITY above 36 deals with them; otherwise every
 * equipment card with the Away Team is discarded and the encountering player discards one random card
 * from hand. Stopped; the dilemma is discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';
import { seat } from '../../src/index.ts';

const FED = { active: 'federation' as const };
// INTEGRITY: Taurik 7 + Montgomery Scott 7 + Darian Wallace 7 (x2) + Hobson 6 = 34
const BASE = ['Taurik', 'Montgomery Scott', 'Darian Wallace', 'Darian Wallace', 'Christopher Hobson'];

describe('The Gatherers', () => {
  it('INTEGRITY exactly 36 is not above 36: the equipment with the team and one random card from hand are lost; stopped', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { gravesworld: ['The Gatherers'] },
      federation: { hand: ['Yellow Alert', 'Res-Q'], planets: { gravesworld: [...BASE, 'Narik', 'Tricorder', 'Medical Kit'] } }, // + 2
    });
    const gear = [h.card('Tricorder', 'federation'), h.card('Medical Kit', 'federation')];
    const hand = [...seat(h.s, 'federation').hand];
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('The Gatherers')]);
    for (const g of gear) expect(h.where(g).z).toBe('discard');
    const lost = eventCards(h, 'cardDiscarded');
    expect(lost).toHaveLength(1);
    expect(hand).toContain(lost[0]);
    expect(seat(h.s, 'federation').hand).toHaveLength(1);
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(true);
    expect(h.where(h.card('The Gatherers')).z).toBe('discard');
    h.finish();
  });

  it('INTEGRITY 37 deals with them: equipment and hand are kept', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { gravesworld: ['The Gatherers'] },
      federation: { hand: ['Yellow Alert'], planets: { gravesworld: [...BASE, 'Gorta', 'Tricorder'] } }, // + 3
    });
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('The Gatherers')]);
    expect(h.where(h.card('Tricorder', 'federation')).z).toBe('planet');
    expect(seat(h.s, 'federation').hand).toEqual([h.card('Yellow Alert', 'federation')]);
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(false);
    h.finish();
  });

  it('equipment aboard the ship is not with the Away Team and is kept', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { gravesworld: ['The Gatherers'] },
      federation: { ships: [{ card: 'Runabout', at: 'gravesworld', crew: ['Mendon', 'Engineering Kit'] }], planets: { gravesworld: ['Taurik', 'Medical Kit'] } },
    });
    attempt(h, 'Gravesworld');
    expect(h.where(h.card('Medical Kit', 'federation')).z).toBe('discard');
    expect(h.where(h.card('Engineering Kit', 'federation')).z).toBe('aboard');
    h.finish();
  });

  it('an empty hand loses nothing more; a hand of one card loses that card', () => {
    const empty = setupTest({ turn: FED, dilemmas: { gravesworld: ['The Gatherers'] }, federation: { planets: { gravesworld: ['Taurik'] } } });
    attempt(empty, 'Gravesworld');
    expect(events(empty, 'cardDiscarded')).toEqual([]);
    expect(empty.s.cards[empty.card('Taurik')]?.stopped).toBe(true);
    empty.finish();
    const one = setupTest({ turn: FED, dilemmas: { gravesworld: ['The Gatherers'] }, federation: { hand: ['Spacedock'], planets: { gravesworld: ['Taurik'] } } });
    attempt(one, 'Gravesworld');
    expect(eventCards(one, 'cardDiscarded')).toEqual([one.card('Spacedock')]);
    expect(seat(one.s, 'federation').hand).toEqual([]);
    one.finish();
  });
});

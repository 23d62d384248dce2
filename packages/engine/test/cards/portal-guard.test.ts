/**
 * Portal Guard (Premiere 101_043, planet dilemma): passed with one member who alone has CUNNING>7 or
 * Honor; otherwise the whole Away Team beams up to its owner's ship or outpost there and is stopped,
 * and whoever cannot beam up dies; the card stays under the mission. docs/RULINGS.md, "Premiere
 * dilemmas, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const PG = ['Portal Guard'];
const SHIP = { ships: [{ card: "I.K.C. K'Vort", at: 'Gault' }] };

describe('Portal Guard', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('portal-guard');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_043')).toEqual({ implemented: true });
    expect(cardText('portal-guard')).toContain('CUNNING>7 or Honor');
  });

  it('Honor (Batrell, CUNNING 3) gets the team past: discarded, nobody stopped, nobody moved', () => {
    const h = meet(PG, { team: ['Batrell', 'Klag'], p2: SHIP });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Portal Guard')]);
    expect(h.where(h.card('Portal Guard')).z).toBe('discard');
    expect(h.where(h.card('Klag')).z).toBe('planet');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('CUNNING counts with bonuses, one member alone: Kromm 6 with a Klingon PADD is 8 and passes; Klag 5 with it is exactly 7 and fails (boundary)', () => {
    const h = meet(PG, { team: ['Kromm', 'Klag', 'Klingon PADD'], p2: SHIP });
    expect(attributeOf(h.s, h.card('Kromm', 'player-2'), 'CUNNING')).toBe(8);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Portal Guard')]);
    h.finish();
    const at7 = meet(PG, { team: ['Klag', 'Koral', 'Klingon PADD'], p2: SHIP });
    expect(attributeOf(at7.s, at7.card('Klag', 'player-2'), 'CUNNING')).toBe(7);
    expect(eventCards(at7, 'dilemmaNotOvercome')).toEqual([at7.card('Portal Guard')]);
    at7.finish();
  });

  it('not overcome with a ship in orbit: the whole team and its equipment beam up, are stopped; nobody dies; the card stays under the mission', () => {
    const h = meet(PG, { team: ['Klag', 'Koral', 'Klingon PADD'], p2: SHIP });
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    for (const r of ['Klag', 'Koral', 'Klingon PADD']) expect(h.where(h.card(r, 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(stopped(h, 'Klag') && stopped(h, 'Koral')).toBe(true);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.where(h.card('Portal Guard')).z).toBe('underMission');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('not overcome with nowhere to beam up to: the whole Away Team dies', () => {
    const h = meet(PG, { team: ['Klag', 'Divok'] });
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Klag'), h.card('Divok')].sort());
    expect(h.where(h.card('Portal Guard')).z).toBe('underMission');
    h.finish();
  });

  it("the opponent's ship in orbit is no way out (wrong player): the team dies", () => {
    const h = meet(PG, { team: ['Klag'], p1: { ships: [{ card: 'U.S.S. Galaxy', at: 'Gault' }] } });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    h.finish();
  });

  it('with a ship and an outpost there, the encountering player picks where the team goes', () => {
    const h = meet(PG, { team: ['Klag', 'Divok'], p2: { ...SHIP, outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] } });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('chooseDestination');
    expect(h.options()).toHaveLength(2);
    h.choose('Klingon Outpost');
    const outpost = h.card('Klingon Outpost', 'player-2');
    expect(h.where(h.card('Klag', 'player-2'))).toEqual({ z: 'aboard', host: outpost });
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it("beaming limited to three by an Atmospheric Ionization: of four, the player picks three to beam up and the fourth dies", () => {
    const team = ['Klag', 'Divok', 'Kromm', 'Dukath'];
    const h = meet(PG, { team, p2: SHIP, p1: { attached: [{ card: 'Atmospheric Ionization', on: 'Gault' }] } });
    for (const r of ['Klag', 'Divok', 'Kromm']) {
      expect(h.s.pending?.kind).toBe('chooseBeam');
      h.choose(r);
    }
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    for (const r of ['Klag', 'Divok', 'Kromm']) expect(h.where(h.card(r, 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Dukath')]);
    h.finish();
  });
});

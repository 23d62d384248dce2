/**
 * Phaser Burns (Alternate Universe interrupt, 103_071): right after an Away Team battle begins, before its
 * winner is worked out, a player with a phaser or disruptor of his on the planet and personnel of his in
 * the battle kills two opposing personnel of the battle, picked at random; the battle then resolves with
 * those left. Constructed positions (battle-positions.ts) on Gault, player-2 attacking unless said.
 * docs/RULINGS.md, "Issue 26: Phaser Burns and Eyes in the Dark" (PB1-PB3).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attack, battlePosition, plays } from './battle-positions.ts';
import { eventCards, events } from './helpers.ts';

const PB = 'Phaser Burns';
const KLINGONS = ['Klag', 'Kromm', 'Divok']; // STRENGTH 7, 8, 8
const dead = (h: Harness, names: string[], p: 'player-1' | 'player-2') => names.filter((n) => h.where(h.card(n, p)).z === 'discard');

describe('Phaser Burns', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_071')).toEqual({ implemented: true });
    expect(cardText('phaser-burns')).toContain('phaser or disruptor');
    expect(cardText('phaser-burns')).toContain('Not offered in a Rogue Borg battle');
  });

  it('the attacker with a Klingon Disruptor on the planet burns two of three defenders before the result; the third then loses the battle', () => {
    const defenders = ['Taurik', 'Data', 'Selok'];
    const h = attack({ p2: [...KLINGONS, 'Klingon Disruptor'], p1: defenders, p2More: { hand: [PB] } });
    expect(h.s.pending?.player).toBe('player-2'); // the attacker's point first
    expect(plays(h, PB)).toEqual([`Play ${PB}: burn 2 opposing personnel at Gault`]);
    h.choose(`Play ${PB}`);
    h.passResponses();
    const burned = events(h, 'personnelKilled').filter((e) => /burned by Phaser Burns/.test(e.text));
    expect(burned).toHaveLength(2);
    // both burned before the battle's result is worked out: the result counts the one left alone
    const battle = events(h, 'battle')[0];
    expect(battle?.data?.['attack']).toBe(7 + 8 + 8 + 2 * 3); // the disruptor's +2 each
    expect(h.s.log.indexOf(burned[1] as never)).toBeLessThan(h.s.log.indexOf(battle as never));
    expect(dead(h, defenders, 'player-1')).toHaveLength(3); // the third lost the battle
    expect(dead(h, KLINGONS, 'player-2')).toEqual([]);
    expect(h.where(h.card(PB, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('the defender may play it too, with a Romulan Disruptor of his among his Away Team', () => {
    const h = attack({ p2: KLINGONS, p1: ['Selok', 'Tebok', 'Romulan Disruptor'], p1More: { hand: [PB] } });
    expect(h.s.pending?.player).toBe('player-1'); // player-2 had nothing to play
    h.choose(`Play ${PB}`);
    h.passResponses();
    expect(eventCards(h, 'personnelKilled').filter((id) => KLINGONS.map((n) => h.card(n, 'player-2')).includes(id)).length).toBeGreaterThanOrEqual(2);
    expect(dead(h, KLINGONS, 'player-2').length).toBeGreaterThanOrEqual(2);
    h.finish();
  });

  it('boundary: a lone defender is the only one burned; the label says one, and the battle has nobody left to kill', () => {
    const h = attack({ p2: ['Klag', 'Klingon Disruptor'], p1: ['Data'], p2More: { hand: [PB] } });
    expect(plays(h, PB)).toEqual([`Play ${PB}: burn 1 opposing personnel at Gault`]);
    h.choose(`Play ${PB}`);
    h.passResponses();
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Data', 'player-1')]);
    expect(events(h, 'battle')[0]?.data).toMatchObject({ defense: 0 });
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('planet');
    h.finish();
  });

  it('negative and wrong player: with no phaser or disruptor of one\'s own on the planet it is not offered (the opponent\'s disruptor does not count)', () => {
    const h = attack({ p2: [...KLINGONS, 'Klingon Disruptor'], p1: ['Taurik', 'Data'], p1More: { hand: [PB] } });
    // both points answered for: player-1 holds it but has no phaser or disruptor there
    expect(events(h, 'battle')).toHaveLength(1);
    expect(h.where(h.card(PB, 'player-1')).z).toBe('hand');
    h.finish();
    const bare = attack({ p2: KLINGONS, p1: ['Taurik'], p2More: { hand: [PB] } });
    expect(events(bare, 'battle')).toHaveLength(1);
    expect(bare.where(bare.card(PB, 'player-2')).z).toBe('hand');
    bare.finish();
  });

  it('wrong timing: with no battle (a main decision) it is not offered', () => {
    const h = setupTest(battlePosition({ p2: [...KLINGONS, 'Klingon Disruptor'], p1: ['Data'], p2More: { hand: [PB] } }));
    expect(h.labels().filter((l) => l.startsWith(`Play ${PB}`))).toEqual([]);
    h.finish();
  });

  it('a Thermal Deflectors in play discards it unresolved: nobody is burned', () => {
    const h = attack({ p2: [...KLINGONS, 'Klingon Disruptor'], p1: ['Taurik', 'Data', 'Selok'], p2More: { hand: [PB] }, p1More: { table: ['Thermal Deflectors'] } });
    h.choose(`Play ${PB}`);
    h.passResponses();
    expect(events(h, 'personnelKilled').filter((e) => /burned/.test(e.text))).toEqual([]);
    expect(h.where(h.card(PB, 'player-2')).z).toBe('discard');
    h.finish();
  });
});

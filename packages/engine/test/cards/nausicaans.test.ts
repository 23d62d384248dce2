/**
 * Nausicaans (Premiere 101_039, planet dilemma): STRENGTH>44 overcomes it; otherwise one Away Team
 * member at random dies and the team is stopped; the card is discarded either way.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import type { Harness } from '../harness.ts';
import { eventCards, events } from './helpers.ts';
import { AT_44, AT_45, meet, stopped } from './dilemma-positions.ts';

const strength = (h: Harness, team: string[]) => teamStats(h.s, team.map((r) => h.card(r, 'player-2'))).STRENGTH;

describe('Nausicaans', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('nausicaans');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_039')).toEqual({ implemented: true });
    expect(cardText('nausicaans')).toContain('STRENGTH>44');
  });

  it('STRENGTH 45 sees them off: discarded, nobody dies, nobody stopped', () => {
    const h = meet(['Nausicaans'], { team: AT_45 });
    expect(strength(h, AT_45)).toBe(45);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Nausicaans')]);
    expect(h.where(h.card('Nausicaans')).z).toBe('discard');
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('STRENGTH exactly 44 (boundary): one member at random dies, the rest are stopped, the card is discarded', () => {
    const h = meet(['Nausicaans'], { team: AT_44 });
    expect(strength(h, AT_44)).toBe(44);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Nausicaans')]);
    const dead = eventCards(h, 'personnelKilled');
    expect(dead).toHaveLength(1);
    expect(AT_44.map((r) => h.card(r, 'player-2'))).toContain(dead[0]);
    for (const r of AT_44) if (h.card(r, 'player-2') !== dead[0]) expect(stopped(h, r)).toBe(true);
    expect(h.where(h.card('Nausicaans')).z).toBe('discard');
    h.finish();
  });

  it('the victim is chosen at random, not by the opponent: no choice is asked, and over twelve seeds more than one member dies', () => {
    const victims = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const h = meet(['Nausicaans'], { team: AT_44, seed });
      expect(h.s.pending?.kind).toBe('main');
      victims.add(String(h.s.cards[eventCards(h, 'personnelKilled')[0]!]?.def));
    }
    expect(victims.size).toBeGreaterThan(1);
  });

  it("the opponent's strong Away Team on the planet adds nothing (wrong player)", () => {
    const h = meet(['Nausicaans'], { team: ['Klag'], p1: { planets: { Gault: ['Data', 'Taurik', 'Kira', 'worf'] } } });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    h.finish();
  });
});

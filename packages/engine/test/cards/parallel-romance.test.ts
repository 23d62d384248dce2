/**
 * Parallel Romance (Alternate Universe 103_022, planet dilemma, older print): a random male and a
 * random female of the Away Team are stopped now and through their owner's next two full turns, each
 * STRENGTH -2 meanwhile; without both, nothing happens.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import type { Harness } from '../harness.ts';
import { endTurn, eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const PR = ['Parallel Romance'];
const str = (h: Harness, ref: string) => attributeOf(h.s, h.card(ref, 'player-2'), 'STRENGTH');

describe('Parallel Romance', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('parallel-romance');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('103_022')).toEqual({ implemented: true });
    expect(cardText('parallel-romance')).toContain('next two full turns');
  });

  it('the pair is stopped and STRENGTH -2 through two full turns of its owner, free on the third (boundary)', () => {
    const h = meet(PR, { team: ['Klag', 'Vekma', 'Kromm', 'Divok'] });
    const picked = eventCards(h, 'countdownStarted');
    expect(picked).toEqual([h.card('Parallel Romance')]);
    expect(stopped(h, 'Vekma')).toBe(true);
    expect(str(h, 'Vekma')).toBe(4);
    const males = ['Klag', 'Kromm', 'Divok'].filter((r) => stopped(h, r));
    expect(males).toHaveLength(1); // one male only; the other two go on
    const male = males[0] as string;
    const base = (facts(h.s.cards[h.card(male, 'player-2')]!.def) as { strength: number }).strength;
    expect(str(h, male)).toBe(base - 2);
    expect(h.where(h.card('Parallel Romance')).z).toBe('attached');
    endTurn(h); // player-1's turn
    expect(stopped(h, 'Vekma')).toBe(true);
    endTurn(h); // player-2's first full turn
    expect(stopped(h, 'Vekma')).toBe(true);
    expect(stopped(h, male)).toBe(true);
    endTurn(h);
    endTurn(h); // player-2's second full turn
    expect(stopped(h, 'Vekma')).toBe(true);
    expect(str(h, 'Vekma')).toBe(4);
    endTurn(h); // it ends with that turn
    expect(h.where(h.card('Parallel Romance')).z).toBe('discard');
    endTurn(h); // player-2's third turn: free
    expect(stopped(h, 'Vekma')).toBe(false);
    expect(stopped(h, male)).toBe(false);
    expect(str(h, 'Vekma')).toBe(6);
    h.finish();
  });

  it('the male is picked at random: over seeds different males are caught', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const h = meet(PR, { team: ['Klag', 'Vekma', 'Kromm', 'Divok'], seed });
      for (const r of ['Klag', 'Kromm', 'Divok']) if (stopped(h, r)) seen.add(r);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('males only: nothing happens, discarded, nobody stopped', () => {
    const h = meet(PR, { team: ['Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Parallel Romance')]);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('Parallel Romance')).z).toBe('discard');
    h.finish();
  });

  it("the opponent's female on the planet does not make a pair (wrong player)", () => {
    const h = meet(PR, { team: ['Klag', 'Kromm'], p1: { planets: { Gault: ['Tasha Yar'] } } });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Parallel Romance')]);
    expect(h.s.cards[h.card('Tasha Yar', 'player-1')]?.stopped).toBe(false);
    h.finish();
  });
});

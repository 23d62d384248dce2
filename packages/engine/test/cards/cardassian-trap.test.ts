/**
 * Cardassian Trap (Alternate Universe 103_009, dual dilemma): unless Empathy is in the team, the
 * opponent takes one unique non-Cardassian member, at random, captive; the dilemma lies beside the
 * captive (docs/RULINGS.md, "Alternate Universe: captives", AC1, AC4).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { captivesHeldBy } from '../../src/rules/captives.ts';
import { view } from '../../src/view/view.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const CT = ['Cardassian Trap'];

describe('Cardassian Trap', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('cardassian-trap');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_009')).toEqual({ implemented: true });
    expect(cardText('cardassian-trap')).toContain('captive');
  });

  it('no Empathy: the one unique member (Gowron) is taken captive by the opponent, the rest stopped, the trap beside him', () => {
    const h = meet(CT, { team: ['Kromm', 'Gowron', 'Divok'] });
    const gowron = h.card('Gowron', 'player-2');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Cardassian Trap')]);
    expect(h.where(gowron)).toEqual({ z: 'captive', by: 'player-1' });
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([gowron]);
    expect(eventCards(h, 'personnelCaptured')).toEqual([gowron]);
    expect(stopped(h, 'Kromm')).toBe(true);
    expect(h.where(h.card('Cardassian Trap')).z).toBe('table');
    // both players see the captive, on the captor's side
    for (const v of ['player-1', 'player-2'] as const) expect(view(h.s, v).players['player-1']?.captives.map((c) => c.id)).toEqual([gowron]);
    h.finish();
  });

  it('Empathy present (boundary: one empath is enough): overcome, discarded, nobody taken', () => {
    const h = meet(CT, { team: ['Kromm', 'Gowron', 'Deanna Troi'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Cardassian Trap')]);
    expect(events(h, 'personnelCaptured')).toEqual([]);
    expect(h.where(h.card('Cardassian Trap')).z).toBe('discard');
    expect(stopped(h, 'Gowron')).toBe(false);
    h.finish();
  });

  it('a team with no unique personnel: nothing to take, the trap is discarded and nobody is stopped', () => {
    const h = meet(CT, { team: ['Kromm', 'Divok'] });
    expect(events(h, 'personnelCaptured')).toEqual([]);
    expect(events(h, 'dilemmaNoEffect')).toHaveLength(1);
    expect(h.where(h.card('Cardassian Trap')).z).toBe('discard');
    expect(stopped(h, 'Kromm')).toBe(false);
    h.finish();
  });

  it('only unique members of the team are taken, at random; the opponent\'s own personnel on the planet are never taken (wrong player)', () => {
    const taken = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const h = meet(CT, { team: ['Kromm', 'Gowron', "K'mpec"], seed, p1: { planets: { Gault: ['Data'] } } });
      const c = captivesHeldBy(h.s, 'player-1');
      expect(c).toHaveLength(1);
      taken.add(h.s.cards[c[0] as string]?.def as string);
      expect(h.where(h.card('Data', 'player-1')).z).toBe('planet');
      h.finish();
    }
    expect([...taken].sort()).toEqual(['gowron', 'kmpec']);
  });
});

/**
 * Q (Premiere dual dilemma, the older print): unless the crew or Away Team has 2 Leadership and
 * INTEGRITY>60 it is stopped; discarded either way. INTEGRITY 60 and 61; met by a ship's crew; the
 * database wording's Q-Continuum part is not played (DD5).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';
import { notOvercome, spaceAttempt } from './space-dilemma-spec.ts';

const LEADERS = ['Gowron', 'Mogh', 'Worf Son of Mogh', "K'Vada", "L'Kor", "K'mpec", 'Batrell'];
const T60 = [...LEADERS, 'Morag'];
const T61 = [...LEADERS, 'Divok', 'Lursa'];

describe('Q', () => {
  it('is implemented (the older print), its text in our words with no Q-Continuum', () => {
    expect(cardImplementation('101_044')).toEqual({ implemented: true });
    expect(cardText('q')).toContain('2 Leadership');
    expect(cardText('q')).not.toMatch(/Continuum|Q-Flash/);
  });

  it('Leadership and INTEGRITY 61: overcome, the team goes on, the card discarded', () => {
    const h = meet(['Q'], { team: T61 });
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    expect(stopped(h, 'Gowron')).toBe(false);
    expect(h.where(h.card('Q', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('INTEGRITY exactly 60 (boundary): the Away Team is stopped; nobody dies; the card is discarded', () => {
    const h = meet(['Q'], { team: T60 });
    expect(events(h, 'dilemmaNotOvercome')).toHaveLength(1);
    expect(T60.every((n) => stopped(h, n))).toBe(true);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.where(h.card('Q', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('dual: met by a ship\'s crew without Leadership, the crew and its ship are stopped', () => {
    const h = spaceAttempt(['Batrell', 'Klag'], ['Q']);
    expect(notOvercome(h)).toBe(true);
    expect(h.s.cards[h.card("I.K.C. K'Vort", 'player-2')]?.stopped).toBe(true);
    expect(h.where(h.card('Q', 'player-1')).z).toBe('discard');
    h.finish();
  });
});

/**
 * Wolf (Alternate Universe interrupt, 103_081): saves a personnel with Empathy, either player's, who
 * has been picked at random to die. Its other uses (a random capture; nullifying Barclay Transporter
 * Phobia) do nothing in the engine yet. Constructed positions: player-2's Away Team on Gault meets
 * Armus - Skin of Evil, which kills one member picked at random. docs/RULINGS.md, "Response points:
 * sacrifice, phobia, candle, schism".
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { position } from './dilemma-positions.ts';
import { pickedToDie } from './random-death-positions.ts';

const W = 'Wolf';
const DOOR = 'Alternate Universe Door'; // Wolf bears the [AU] icon: played while its player's door is open
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${W}`));
// Empathic Echo kills one member with Empathy, picked at random, unless SECURITY and MEDICAL are present
const echo = (team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) => setupTest(position(['Empathic Echo'], { team, p1, p2 }));
const armus = (team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) => setupTest(position(['Armus - Skin of Evil'], { team, p1, p2 }));

describe('Wolf', () => {
  it('is implemented, its text in our words, saying what it does not do yet', () => {
    expect(cardImplementation('103_081')).toEqual({ implemented: true });
    expect(cardText('wolf')).toContain('Empathy');
    expect(cardText('wolf')).toContain('do nothing in this engine yet');
  });

  it('its owner saves his empath picked to die: nobody dies, the Away Team is still stopped by the dilemma', () => {
    const h = echo(['Klag', 'Devinoni Ral'], {}, { hand: [W], table: [DOOR] });
    const v = pickedToDie(h);
    expect(v).toBe(h.card('Devinoni Ral', 'player-2'));
    expect(offered(h)).toEqual([`Play ${W}: save Devinoni Ral`]);
    h.choose(`Play ${W}: save Devinoni Ral`);
    h.passResponses();
    expect(h.where(v).z).toBe('planet');
    expect(h.where(h.card(W, 'player-2')).z).toBe('discard');
    expect(h.log().join('\n')).toContain('saves Devinoni Ral');
    h.finish();
  });

  it('the opponent may save him too (any personnel with Empathy)', () => {
    const h = echo(['Klag', 'Devinoni Ral'], { hand: [W], table: [DOOR] });
    pickedToDie(h);
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${W}: save Devinoni Ral`);
    h.passResponses();
    expect(h.where(h.card('Devinoni Ral', 'player-2')).z).toBe('planet');
    h.finish();
  });

  it('negative: one without Empathy picked to die is not saved: nothing is offered, he dies', () => {
    const h = armus(['Klag'], { hand: [W], table: [DOOR] }, { hand: [W], table: [DOOR] });
    h.choose(`attempt:${h.card('Gault')}`);
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(h.cards(W).map((id) => h.where(id).z)).toEqual(['hand', 'hand']);
    h.finish();
  });

  it('boundary: declined, the empath dies; a Wolf is not offered outside the point before a random death', () => {
    const h = echo(['Klag', 'Devinoni Ral'], {}, { hand: [W], table: [DOOR] });
    expect(offered(h)).toEqual([]);
    pickedToDie(h);
    h.choose('No response');
    h.passResponses();
    expect(h.where(h.card('Devinoni Ral', 'player-2')).z).toBe('discard');
    h.finish();
  });
});

/**
 * Wolf (Alternate Universe interrupt, 103_081): saves a personnel with Empathy, either player's, who
 * has been picked at random to die; or nullifies a Barclay Transporter Phobia (as the opponent plays it,
 * or later, curing the personnel it made refuse transport). Its random-capture use does nothing in the
 * engine yet. Constructed positions: player-2's Away Team on Gault meets Armus - Skin of Evil, which
 * kills one member picked at random; for the phobia, player-2 beams from I.K.C. K'Vort at Gault.
 * docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism" and "Issue 25/26: Alien
 * Parasites and Barclay Transporter Phobia".
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { position } from './dilemma-positions.ts';
import { pickedToDie } from './random-death-positions.ts';
import { base } from './equipment-spec.ts';
import type { PositionSpec } from '../../src/index.ts';
import { refusesTransport } from '../../src/rules/held-transport.ts';

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
    expect(cardText('wolf')).toContain('does nothing in this engine yet');
    expect(cardText('wolf')).toContain('Barclay Transporter Phobia');
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

  describe('against Barclay Transporter Phobia', () => {
    const BTP = 'Barclay Transporter Phobia';
    const KV = "I.K.C. K'Vort";
    // player-2 (active, door open, Wolf in hand) beams Klag and Kromm down from the K'Vort; player-1 holds the phobia
    const beaming = (p2: Record<string, unknown> = {}) => {
      const h = setupTest({ ...base({ planets: {}, hand: [BTP], deckSize: 10 }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm'] }], hand: [W], table: [DOOR], deckSize: 10, ...p2 }), turn: { active: 'player-2' } } as PositionSpec);
      h.choose(`beam:${h.card(KV, 'player-2')}>planet:${h.card('Gault')}`);
      h.choose('all');
      return h;
    };

    it('nullifies the phobia as the opponent plays it: both go down', () => {
      const h = beaming();
      h.choose(`Play ${BTP}`);
      const btp = h.card(BTP, 'player-1');
      expect(h.s.pending?.player).toBe('player-2');
      expect(offered(h)).toEqual([`Play ${W}: nullify ${BTP}`]);
      h.choose(`Play ${W}: nullify ${BTP}`);
      h.passResponses();
      for (const n of ['Klag', 'Kromm']) {
        expect(h.where(h.card(n, 'player-2')).z).toBe('planet');
        expect(refusesTransport(h.s, h.card(n, 'player-2'))).toBe(false);
      }
      expect(h.where(btp).z).toBe('discard');
      expect(h.where(h.card(W, 'player-2')).z).toBe('discard');
      h.finish();
    });

    it('later, at his main decision, cures the one who refuses; boundary: with nobody refusing it offers nothing there', () => {
      const h = beaming();
      expect(h.s.pending?.player).toBe('player-1'); // player-2's point before it, with nothing to play, answered for him
      h.choose(`Play ${BTP}`);
      expect(h.s.pending?.player).toBe('player-2');
      h.choose('No response'); // he lets the phobia through
      h.passResponses();
      const stayed = ['Klag', 'Kromm'].map((n) => h.card(n, 'player-2')).find((id) => h.where(id).z === 'aboard') as string;
      expect(refusesTransport(h.s, stayed)).toBe(true);
      expect(h.s.pending?.kind).toBe('main');
      h.choose(`Play ${W}: cure`);
      h.passResponses();
      expect(refusesTransport(h.s, stayed)).toBe(false);
      expect(h.options().some((o) => o.id === `beam:${h.card(KV, 'player-2')}>planet:${h.card('Gault')}`)).toBe(true);
      h.finish();
      const none = setupTest({ ...base({ planets: {}, deckSize: 10 }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }], hand: [W], table: [DOOR], deckSize: 10 }), turn: { active: 'player-2' } } as PositionSpec);
      expect(offered(none)).toEqual([]);
      none.finish();
    });
  });
});

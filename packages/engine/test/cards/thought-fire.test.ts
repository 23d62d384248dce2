/**
 * Thought Fire (Alternate Universe 103_029, dual dilemma): only while The Traveler: Transcendence is
 * beside the encountering player's deck; then every member with CUNNING + INTEGRITY < 12 dies unless
 * Empathy is present.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { PlayerId } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { eventCards, events } from './helpers.ts';
import { PLANET, SPACE, position, stopped } from './dilemma-positions.ts';
import type { Meet } from './dilemma-positions.ts';

const TF = ['Thought Fire'];
const T = 'The Traveler: Transcendence';

/** The attempt, after player-2 played a Traveler beside `beside`'s deck (null: no Traveler). */
function meetWith(beside: PlayerId | null, m: Meet): Harness {
  const h = setupTest(position(TF, { ...m, p2: { hand: beside ? [T] : [] } }));
  if (beside) {
    h.choose(`Play ${T} ${beside === 'player-2' ? 'beside your draw deck' : "beside player-1's draw deck"}`);
    h.passResponses();
  }
  const loc = h.card(m.space ? SPACE : PLANET);
  h.chooseId(m.space ? `attempt:${loc}:${h.card("I.K.C. K'Vort", 'player-2')}` : `attempt:${loc}`);
  h.passResponses();
  return h;
}

// CUNNING + INTEGRITY: Dukath 11, Klag 11, Divok 12, Gowron 15
describe('Thought Fire', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('thought-fire');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_029')).toEqual({ implemented: true });
    expect(cardText('thought-fire')).toContain('The Traveler: Transcendence');
  });

  it('the Traveler beside his deck, no Empathy: those at 11 die, the one at exactly 12 (boundary) and above live, stopped', () => {
    const h = meetWith('player-2', { team: ['Dukath', 'Klag', 'Divok', 'Gowron'] });
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Dukath'), h.card('Klag')].sort());
    expect(stopped(h, 'Divok')).toBe(true);
    expect(stopped(h, 'Gowron')).toBe(true);
    expect(h.where(h.card('Thought Fire')).z).toBe('discard');
    h.finish();
  });

  it('the Traveler beside his deck, Empathy in the team (Deanna Troi): overcome, nobody dies', () => {
    const h = meetWith('player-2', { team: ['Dukath', 'Klag', 'Deanna Troi'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Thought Fire')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Dukath')).toBe(false);
    h.finish();
  });

  it('no Traveler in play: nothing happens, nobody stopped', () => {
    const h = meetWith(null, { team: ['Dukath', 'Klag'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Thought Fire')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Dukath')).toBe(false);
    h.finish();
  });

  it("a Traveler beside the opponent's deck does not affect the encountering player (wrong player)", () => {
    const h = meetWith('player-1', { team: ['Dukath', 'Klag'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Thought Fire')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('acts on a crew in space (dual)', () => {
    const h = meetWith('player-2', { space: true, team: ['Dukath', 'Gowron'] });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Dukath')]);
    h.finish();
  });
});

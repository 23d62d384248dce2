/**
 * Q2 (Premiere interrupt, 101_133, older print): cancels an Amanda Rogers or a Kevin Uxbridge the
 * opponent just played, or nullifies a Q-related dilemma as it is faced (either player). Constructed
 * positions. docs/RULINGS.md, "Coverage: Q, Rogue Borg and bonus points".
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import type { Window } from '../../src/cards/registry.ts';
import { qRelated } from '../../src/cards/q2.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { plays, setup } from './interrupts-b-position.ts';
import { base } from './equipment-spec.ts';
import { position } from './dilemma-positions.ts';

/** player-2 attempts Gault and meets the dilemma player-1 seeded; up to the point after it is revealed. */
function facing(dilemma: string, team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  const h = setupTest(position([dilemma], { team, p1, p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  for (let n = 0; n < 10 && h.s.pending?.kind === 'respond'; n++) {
    const w = (h.s.flow.at(-1) as { win?: Window } | undefined)?.win;
    if (w?.type === 'after' && w.h.type === 'dilemmaEncountered') break;
    h.choose('No response');
  }
  return h;
}
const q2Plays = (h: Harness) => h.labels().filter((l) => l.startsWith('Play Q2'));

const KU = 'Kevin Uxbridge';

describe('Q2', () => {
  it('is implemented, its text in our words, saying which uses never arise', () => {
    expect(cardImplementation('101_133')).toEqual({ implemented: true });
    expect(cardText('q2')).toContain('Q-related dilemma');
    expect(qRelated('q')).toBe(true);
    expect(qRelated('armus-skin-of-evil')).toBe(false);
    expect(qRelated('q-net')).toBe(false); // an event, no dilemma
  });

  it('cancels the opponent\'s Amanda Rogers as she is played: the interrupt she aimed at resolves', () => {
    const h = setupTest(base({ hand: ['Amanda Rogers'] }, { hand: ['Thought Maker', 'Q2'] }));
    h.choose('Play Thought Maker');
    h.choose('Play Amanda Rogers: nullify Thought Maker');
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, 'Q2')).toEqual(['Play Q2: cancel Amanda Rogers']);
    h.choose('Play Q2: cancel Amanda Rogers', 'player-2');
    h.passResponses();
    expect(h.where(h.card('Amanda Rogers', 'player-1')).z).toBe('discard');
    expect(h.log().some((l) => l.includes('Amanda Rogers is nullified by player-2\'s Q2'))).toBe(true);
    expect(h.log().some((l) => l.includes('Thought Maker is nullified'))).toBe(false);
    h.finish();
  });

  it('the team facing a Q dilemma nullifies it: discarded, nobody stopped', () => {
    const h = facing('Q', ['Klag', 'Kromm'], {}, { hand: ['Q2'] });
    expect(h.s.pending?.player).toBe('player-2');
    expect(q2Plays(h)).toEqual(['Play Q2: nullify Q']);
    h.choose('Play Q2: nullify Q');
    h.passResponses();
    expect(h.where(h.card('Q')).z).toBe('discard');
    expect(h.where(h.card('Q2', 'player-2')).z).toBe('discard');
    expect(h.s.cards[h.card('Klag', 'player-2')]?.stopped).toBe(false);
    h.finish();
  });

  it('the dilemma\'s owner may nullify it too (any Q-related dilemma); not played, Q stops the team', () => {
    const own = facing('Q', ['Klag', 'Kromm'], { hand: ['Q2'] });
    expect(own.s.pending?.player).toBe('player-1');
    expect(q2Plays(own)).toEqual(['Play Q2: nullify Q']);
    own.finish();
    const none = facing('Q', ['Klag', 'Kromm'], {}, { hand: ['Q2'] });
    none.passResponses();
    expect(none.s.cards[none.card('Klag', 'player-2')]?.stopped).toBe(true);
    expect(none.where(none.card('Q2', 'player-2')).z).toBe('hand');
    none.finish();
  });

  it('negative: not on another dilemma', () => {
    const h = facing('Armus - Skin of Evil', ['Klag', 'Kromm'], { hand: ['Q2'] }, { hand: ['Q2'] });
    expect(q2Plays(h)).toEqual([]);
    h.passResponses();
    expect(h.cards('Q2').map((id) => h.where(id).z)).toEqual(['hand', 'hand']);
    h.finish();
  });

  it('cancels the opponent\'s Kevin Uxbridge as it is played: the event it aimed at stays', () => {
    const h = setup({ hand: [KU] }, { hand: ['Q2'], attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    h.choose(`Play ${KU}: nullify player-2's Tetryon Field`);
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, 'Q2')).toEqual(['Play Q2: cancel Kevin Uxbridge']);
    h.choose('Play Q2: cancel Kevin Uxbridge', 'player-2');
    h.passResponses();
    expect(h.where(h.card('Tetryon Field', 'player-2')).z).toBe('attached');
    expect(h.where(h.card(KU, 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Q2', 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('not against another card, nor its own player\'s Kevin Uxbridge, nor with nothing just played', () => {
    const h = setup({ hand: ['Kevin Uxbridge: Convergence', 'Q2'] }, { hand: ['Q2'], attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    expect(plays(h, 'Q2')).toEqual([]);
    h.choose('Play Kevin Uxbridge: Convergence: at Gault');
    expect(h.s.pending?.player).toBe('player-1'); // player-2 had no answer and was answered for
    h.finish();
    const own = setup({ hand: [KU, 'Q2'] }, { attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    own.choose(`Play ${KU}: nullify player-2's Tetryon Field`);
    expect(own.where(own.card('Tetryon Field', 'player-2')).z).toBe('discard');
    expect(own.where(own.card('Q2', 'player-1')).z).toBe('hand');
    own.finish();
  });
});

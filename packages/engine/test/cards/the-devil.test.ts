/**
 * The Devil (Premiere interrupt, 101_141): destroys one treaty on the table, or a Wind Dancer already
 * met (Horga'hn: not in the engine yet). Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { setupTest } from '../harness.ts';
import { position } from './dilemma-positions.ts';
import { plays, setup } from './interrupts-b-position.ts';

const TD = 'The Devil';

describe('The Devil', () => {
  it('is implemented, its text in our words, saying that the Horga\'hn part does nothing', () => {
    expect(cardImplementation('101_141')).toEqual({ implemented: true });
    expect(cardText('the-devil')).toContain("no Horga'hn yet");
  });

  it('destroys the opponent\'s treaty on the table; an ordinary event is no target', () => {
    const h = setup({ hand: [TD] }, { table: ['Treaty: Romulan/Klingon', 'Yellow Alert'] });
    expect(plays(h, TD)).toEqual([`Play ${TD}: destroy player-2's Treaty: Romulan/Klingon`]);
    h.choose(`Play ${TD}: destroy player-2's Treaty`);
    h.passResponses();
    expect(h.where(h.card('Treaty: Romulan/Klingon', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Yellow Alert', 'player-2')).z).toBe('table');
    h.finish();
  });

  it('a Wind Dancer is a target once met and left under its mission, not while still face down', () => {
    const h = setupTest(position(['Wind Dancer'], { team: ['Klag'], p1: { hand: [TD] } }));
    const wd = h.card('Wind Dancer', 'player-1');
    expect(plays(h, TD)).toEqual([]);
    h.choose(`attempt:${h.card('Gault')}`);
    h.passResponses();
    expect(h.where(wd).z).toBe('underMission');
    h.choose('end', 'player-2');
    h.passResponses();
    expect(plays(h, TD)).toEqual([`Play ${TD}: destroy player-1's Wind Dancer`]);
    h.choose(`Play ${TD}: destroy player-1's Wind Dancer`);
    h.passResponses();
    expect(h.where(wd).z).toBe('discard');
    h.finish();
  });

  it('with nothing to destroy there is no play', () => {
    const h = setup({ hand: [TD], table: ['Yellow Alert'] });
    expect(plays(h, TD)).toEqual([]);
    h.finish();
  });
});

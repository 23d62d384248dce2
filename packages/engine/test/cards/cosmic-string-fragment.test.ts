/**
 * Cosmic String Fragment (Premiere space dilemma, 5 points): overcome with Astrophysics, ENGINEER or
 * Navigation aboard; otherwise the ship is destroyed with all aboard. Discarded either way.
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { events } from './helpers.ts';
import { attemptFromShip, overcame, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const CSF = 'Cosmic String Fragment';

describe('Cosmic String Fragment', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_020')).toEqual({ implemented: true });
    expect(cardText('cosmic-string-fragment')).toContain('destroyed');
  });

  it.each([['Astrophysics', 'Torin'], ['ENGINEER', 'Kromm'], ['Navigation', 'Klag']])('with %s aboard it is overcome: 5 points, the ship stays', (_skill, who) => {
    const h = spacePosition(['Batrell', who], [CSF]);
    const before = seat(h.s, 'player-2').score;
    attemptFromShip(h);
    expect(overcame(h)).toBe(true);
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('inSpace');
    expect(h.where(h.card(CSF, 'player-1')).z).toBe('bonus');
    h.finish();
  });

  it('with none of the three aboard the ship is destroyed with its crew, and the dilemma discarded', () => {
    const h = spaceAttempt(['Batrell', 'Dukath'], [CSF]);
    expect(overcame(h)).toBe(false);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Dukath', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(CSF, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('met by an Away Team in a planet attempt it is discarded with no effect', () => {
    const h = setupTest({
      format: 'constructed',
      spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
      'player-1': { missions: ['Reported Activity'], seeded: { Gault: [CSF] }, outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }] },
      'player-2': { missions: ['Avert Danger', 'Gault'], planets: { Gault: ['Batrell'] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault' }] },
    });
    h.choose('Attempt Gault');
    h.passResponses();
    expect(events(h, 'dilemmaNoEffect')).toHaveLength(1);
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('planet');
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('inSpace');
    h.finish();
  });

  it('met from an outpost there is no ship to destroy: the crew is stopped and lives (RULINGS B1)', () => {
    const h = spacePosition([], [CSF], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Batrell'] }] } });
    const outpost = h.card('Klingon Outpost', 'player-2');
    h.chooseId(`attempt:${h.card(SSC)}:${outpost}`);
    h.passResponses();
    expect(overcame(h)).toBe(false);
    expect(h.where(outpost).z).toBe('outpost');
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('aboard');
    expect(h.s.cards[outpost]?.stopped).toBe(true);
    h.finish();
  });

  it('a skill on a ship of the other player at the same mission does not help', () => {
    const h = spaceAttempt(['Batrell'], [CSF], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: 'Study Stellar Collision', crew: ['Taitt'] }] } });
    expect(overcame(h)).toBe(false);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('discard');
    expect(h.where(h.card('U.S.S. Galaxy', 'player-1')).z).toBe('inSpace');
    h.finish();
  });
});

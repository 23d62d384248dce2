/**
 * Maman Picard (Alternate Universe 103_020, space dilemma): a Federation ship that meets her is put
 * at an end of the spaceline of the opponent's choice; any other ship is left alone.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { SSC, spaceAttempt } from './space-dilemma-spec.ts';

const MP = ['Maman Picard'];

describe('Maman Picard', () => {
  it('is a space dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('maman-picard');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('space');
    expect(cardImplementation('103_020')).toEqual({ implemented: true });
    expect(cardText('maman-picard')).toContain('end of the spaceline');
  });

  it('a Federation ship: the opponent (not its player) picks an end; the ship and its crew go there, no RANGE spent, the attempt ends, nobody stopped', () => {
    const h = spaceAttempt(['Taitt', 'Data'], MP, { ship: 'Runabout' });
    expect(h.s.pending?.kind).toBe('chooseSpacelineEnd');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.options.map((o) => o.label)).toEqual(['Left end: Avert Danger', 'Right end: Reported Activity']);
    h.chooseId('maman:right');
    const ship = h.card('Runabout', 'player-2');
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Reported Activity') });
    expect(h.where(h.card('Data', 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(h.s.cards[ship]?.rangeUsed).toBe(0);
    expect(h.s.cards[ship]?.stopped).toBe(false);
    expect(h.s.cards[h.card('Data', 'player-2')]?.stopped).toBe(false);
    expect(events(h, 'attemptEnded')).toHaveLength(1);
    expect(events(h, 'missionCompleted')).toEqual([]);
    expect(h.where(h.card('Maman Picard')).z).toBe('discard');
    h.finish();
  });

  it('the left end may be chosen too', () => {
    const h = spaceAttempt(['Taitt'], MP, { ship: 'Runabout' });
    h.chooseId('maman:left');
    expect(h.where(h.card('Runabout', 'player-2'))).toEqual({ z: 'inSpace', loc: h.card('Avert Danger') });
    h.finish();
  });

  it("a Klingon ship (not Federation): nothing happens, the ship stays and the attempt goes on", () => {
    const h = spaceAttempt(['Klag', 'Dukath'], MP);
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Maman Picard')]);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2'))).toEqual({ z: 'inSpace', loc: h.card(SSC) });
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });
});

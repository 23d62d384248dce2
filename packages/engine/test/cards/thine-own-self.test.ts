/**
 * Thine Own Self (Alternate Universe interrupt, 103_078): the opponent's Away Team of one or two on a
 * planet of an uncompleted mission is lost with the mission; whoever completes it finds them: the
 * other player takes them captive, their owner gets them back (docs/RULINGS.md, "Alternate Universe:
 * captives", AC11). player-1 holds it; player-2's pair is on Reported Activity (player-1's mission:
 * Navigation and two Honor complete it).
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { captivesHeldBy } from '../../src/rules/captives.ts';
import { attemptingTeam } from '../../src/rules/dilemmas.ts';
import { endTurn } from './helpers.ts';
import { plays, setup } from './interrupts-b-position.ts';

const T = 'Thine Own Self';
const RA = 'Reported Activity';

describe('Thine Own Self', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_078')).toEqual({ implemented: true });
    expect(cardText('thine-own-self')).toContain('captive');
  });

  it('a team of two (the boundary) is lost with the mission; player-1 completing it takes them captive', () => {
    const h = setup({ hand: [T], planets: { [RA]: ['worf'] } }, { planets: { [RA]: ['Kromm', 'Divok'] } });
    const kromm = h.card('Kromm', 'player-2');
    const divok = h.card('Divok', 'player-2');
    expect(plays(h, T)).toEqual([`Play ${T}: lose player-2's Kromm and Divok at ${RA}`]);
    h.choose(`Play ${T}`);
    h.passResponses();
    expect(h.where(kromm)).toEqual({ z: 'attached', host: h.card(RA) });
    expect(h.where(divok)).toEqual({ z: 'attached', host: h.card(RA) });
    expect(attemptingTeam(h.s, 'player-2', h.card(RA))).toEqual([]);
    h.chooseId(`attempt:${h.card(RA)}`);
    h.passResponses();
    expect(h.s.completed[h.card(RA)]).toBe('player-1');
    expect(captivesHeldBy(h.s, 'player-1').sort()).toEqual([kromm, divok].sort());
    h.finish();
  });

  it('their owner completing the mission gets them back on the planet', () => {
    const h = setup({ hand: [T] }, { planets: { [RA]: ['Kromm'] }, ships: [{ card: "I.K.C. K'Vort", at: RA, crew: ['Klag', 'Batrell', 'Gorath'] }] });
    const kromm = h.card('Kromm', 'player-2');
    h.choose(`Play ${T}`);
    h.passResponses();
    expect(h.where(kromm).z).toBe('attached');
    endTurn(h); // player-2's turn
    h.choose('Beam down');
    h.choose('all');
    h.passResponses();
    h.chooseId(`attempt:${h.card(RA)}`);
    h.passResponses();
    expect(h.s.completed[h.card(RA)]).toBe('player-2');
    expect(h.where(kromm)).toEqual({ z: 'planet', loc: h.card(RA) });
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([]);
    h.finish();
  });

  it('a team of three (one over), his own team (wrong player), or a completed mission: not offered', () => {
    const three = setup({ hand: [T] }, { planets: { [RA]: ['Kromm', 'Divok', 'Klag'] } });
    expect(plays(three, T)).toEqual([]);
    three.finish();
    const own = setup({ hand: [T], planets: { [RA]: ['Data'] } }, {});
    expect(plays(own, T)).toEqual([]);
    own.finish();
    const done = setup({ hand: [T], completed: [RA] }, { planets: { [RA]: ['Kromm'] } });
    expect(plays(done, T)).toEqual([]);
    done.finish();
  });
});

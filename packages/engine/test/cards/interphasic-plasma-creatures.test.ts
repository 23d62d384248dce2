/**
 * Interphasic Plasma Creatures (Alternate Universe 103_018, dual dilemma): unless 2 SCIENCE or
 * Mindmeld, the card goes on the table and the encountering player's personnel are STRENGTH -2
 * while it is there (not cumulative; an I.P. Scanner in a personnel's group keeps it off him).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { eventCards, events } from './helpers.ts';
import { PLANET, SPACE, meet, position, stopped } from './dilemma-positions.ts';

const IPC = 'Interphasic Plasma Creatures';
const str = (h: Harness, ref: string, owner: 'player-1' | 'player-2' = 'player-2') => attributeOf(h.s, h.card(ref, owner), 'STRENGTH');

/** player-2's Away Team on Gault and the crew of his K'Vort at Survey Mission, each meeting one IPC. */
function twoTeams(team: string[], crew: string[]): Harness {
  const h = setupTest(
    position([IPC], { team, p1: { seeded: { [PLANET]: [IPC], [SPACE]: [IPC] } }, p2: { ships: [{ card: "I.K.C. K'Vort", at: SPACE, crew }] } }),
  );
  h.chooseId(`attempt:${h.card(PLANET)}`);
  h.passResponses();
  return h;
}

describe('Interphasic Plasma Creatures', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('interphasic-plasma-creatures');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_018')).toEqual({ implemented: true });
    expect(cardText('interphasic-plasma-creatures')).toContain('STRENGTH -2');
  });

  it.each([
    ["2 SCIENCE (Dukath, J'Ddan)", ['Dukath', "J'Ddan"]],
    ['Mindmeld (Taurik)', ['Taurik', 'Klag']],
  ])('overcome with %s: discarded, nobody stopped, STRENGTH unchanged', (_l, team) => {
    const h = meet([IPC], { team });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card(IPC)]);
    expect(h.where(h.card(IPC)).z).toBe('discard');
    expect(stopped(h, team[0] as string)).toBe(false);
    h.finish();
  });

  it('one SCIENCE (boundary): stopped; the card on the table; every personnel of his is STRENGTH -2, the opponent\'s are not (wrong player)', () => {
    const h = meet([IPC], { team: ['Dukath', 'Klag'], p1: { planets: { Gault: ['Darian Wallace'] } }, p2: { ships: [{ card: "I.K.C. K'Vort", at: SPACE, crew: ['Kromm'] }] } });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card(IPC)]);
    expect(stopped(h, 'Klag')).toBe(true);
    expect(h.where(h.card(IPC)).z).toBe('table');
    expect(str(h, 'Klag')).toBe(5);
    expect(str(h, 'Kromm')).toBe(6); // aboard a ship elsewhere: lowered too
    expect(str(h, 'Darian Wallace', 'player-1')).toBe(6);
    h.finish();
  });

  it('not cumulative: two on the table lower his personnel by 2, not 4', () => {
    const h = twoTeams(['Klag'], ['Kromm']);
    expect(str(h, 'Kromm')).toBe(6);
    h.chooseId(`attempt:${h.card(SPACE)}:${h.card("I.K.C. K'Vort", 'player-2')}`);
    h.passResponses();
    expect(events(h, 'dilemmaNotOvercome')).toHaveLength(2);
    expect(Object.values(h.s.cards).filter((c) => c.def === 'interphasic-plasma-creatures' && c.at.z === 'table')).toHaveLength(2);
    expect(str(h, 'Kromm')).toBe(6);
    expect(str(h, 'Klag')).toBe(5);
    h.finish();
  });

  it('an I.P. Scanner in a group keeps the -2 off those personnel only', () => {
    const h = twoTeams(['Klag'], ['Kromm', 'I.P. Scanner']);
    expect(h.where(h.card(IPC, 'player-1')).z).toBe('table');
    expect(str(h, 'Klag')).toBe(5);
    expect(str(h, 'Kromm')).toBe(8);
    h.finish();
  });
});

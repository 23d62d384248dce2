/**
 * Exocomp (Premiere personnel): aboard a damaged ship, the ship is repaired after two of its owner's
 * full turns wherever it is, moving or not, with no outpost. Set up as constructed positions (player-2
 * active; player-1's damaged Runabout at Gault, far from its outpost at Distress Mission);
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

type H = ReturnType<typeof setupTest>;
const RUNABOUT = 'Runabout';

function damagedRunabout(crew: string[]): H {
  return setupTest(base({ planets: {}, ships: [{ card: RUNABOUT, at: 'Gault', crew, damaged: true }] }, {}));
}
const ship = (h: H) => h.s.cards[h.card(RUNABOUT, 'player-1')];

describe('Exocomp', () => {
  it('is a Federation ENGINEER of the card data, implemented, with its text in our words', () => {
    const f = facts('exocomp');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.integrity, f.cunning, f.strength]).toEqual(['federation', 'ENGINEER', 9, 8, 1]);
    expect(cardImplementation('101_210')).toEqual({ implemented: true });
    expect(behaviour('exocomp')?.abilities).toEqual({ repairsShipAboard: true });
    expect(cardText('exocomp')).toContain('two of your full turns');
  });

  it('aboard a damaged ship away from any outpost: repaired at the end of its owner\'s second turn (boundary: not after one); the opponent\'s turns do not count', () => {
    const h = damagedRunabout(['Exocomp', 'Taitt']);
    expect(skillsOf(h.s, h.card('Exocomp')).get('ENGINEER')).toBe(1);
    endTurn(h); // player-2's turn ends: not the ship owner's
    expect(ship(h)?.repairTurns).toBe(0);
    endTurn(h); // player-1's first turn
    expect(ship(h)).toMatchObject({ damaged: true, repairTurns: 1 });
    endTurn(h);
    expect(ship(h)?.damaged).toBe(true);
    endTurn(h); // player-1's second turn
    expect(ship(h)?.damaged).toBe(false);
    expect(events(h, 'shipRepaired').map((e) => e.data?.card)).toEqual([h.card(RUNABOUT, 'player-1')]);
    h.finish();
  });

  it('the ship may move meanwhile: moving does not break the wait as it does at an outpost', () => {
    const h = damagedRunabout(['Exocomp', 'Taitt']);
    endTurn(h);
    h.choose(`Move ${RUNABOUT}`);
    h.passResponses();
    expect(ship(h)?.moved).toBe(true);
    endTurn(h);
    expect(ship(h)?.repairTurns).toBe(1);
    endTurn(h);
    endTurn(h);
    expect(ship(h)?.damaged).toBe(false);
    h.finish();
  });

  it('without an Exocomp aboard (an ordinary ENGINEER instead), the ship away from its outpost stays damaged', () => {
    const h = damagedRunabout(['Taitt', 'Mendon']);
    for (let i = 0; i < 4; i++) endTurn(h);
    expect(ship(h)).toMatchObject({ damaged: true, repairTurns: 0 });
    h.finish();
  });
});

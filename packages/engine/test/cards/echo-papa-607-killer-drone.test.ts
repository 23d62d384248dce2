/**
 * Echo Papa 607 Killer Drone (Alternate Universe equipment): in an Away Team battle its owner's
 * personnel with it fight in, it adds STRENGTH 10 the first time it is used, 20 the next, and so on.
 * A use is each such battle (won, lost or tied); a drone not with its owner's battling personnel is
 * not used and its count stays. Rogue Borg are not in the engine: that part of the card does
 * nothing. Set up as constructed positions; docs/RULINGS.md, "Premiere and AU equipment".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { droneStrength, droneUses } from '../../src/cards/echo-papa-607-killer-drone.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { moveTo } from '../../src/rules/board.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const KLINGONS = ['Klag', 'Kromm', 'Batrell'];
const FEDS = ['Taitt', 'Mendon', 'Calloway'];
const sum = (l: string[]) => l.reduce((n, p) => n + printed(p, 'STRENGTH'), 0);
const battles = (h: ReturnType<typeof setupTest>) => events(h, 'battle').map((e) => e.data as { attack: number; defense: number });
const attack = (h: ReturnType<typeof setupTest>) => {
  h.choose('Attack the player-1 Away Team at Gault');
  h.passResponses();
};

describe('Echo Papa 607 Killer Drone', () => {
  it('is equipment of the card data, implemented, with its text in our words (Rogue Borg: none in the engine)', () => {
    expect(facts('echo-papa-607-killer-drone').type).toBe('equipment');
    expect(cardImplementation('103_034')).toEqual({ implemented: true });
    expect(cardText('echo-papa-607-killer-drone')).toContain('STRENGTH 10');
    expect(cardText('echo-papa-607-killer-drone')).toContain('Rogue Borg');
  });

  it('the first battle it is used in adds STRENGTH 10 to its side; the next adds 20 (a battle lost or won alike)', () => {
    const h = setupTest(base({ planets: { Gault: FEDS } }, { planets: { Gault: [...KLINGONS, 'Echo Papa 607 Killer Drone'] } }));
    const drone = h.card('Echo Papa 607 Killer Drone', 'player-2');
    expect(droneUses(h.s, drone)).toBe(0);
    expect(droneStrength(h.s, drone)).toBe(10);
    attack(h);
    expect(battles(h)[0]).toEqual(expect.objectContaining({ attack: sum(KLINGONS) + 10, defense: sum(FEDS) }));
    expect(events(h, 'equipmentUsed').map((e) => e.data?.card)).toEqual([drone]);
    expect(droneUses(h.s, drone)).toBe(1);
    // two turns on, the survivors battle again: the drone now adds 20
    endTurn(h);
    endTurn(h);
    const alive = (owner: string, names: string[]) => names.filter((n) => h.where(h.card(n, owner)).z === 'planet');
    const k = alive('player-2', KLINGONS);
    const f = alive('player-1', FEDS);
    attack(h);
    expect(battles(h)[1]).toEqual(expect.objectContaining({ attack: sum(k) + 20, defense: sum(f) }));
    expect(droneUses(h.s, drone)).toBe(2);
    expect(droneStrength(h.s, drone)).toBe(30);
    h.finish();
  });

  it('fights for the defender too: the opponent\'s drone with their Away Team adds its STRENGTH to the defence', () => {
    const h = setupTest(base({ planets: { Gault: [...FEDS, 'Echo Papa 607 Killer Drone'] } }, { planets: { Gault: KLINGONS } }));
    attack(h);
    expect(battles(h)[0]).toEqual(expect.objectContaining({ attack: sum(KLINGONS), defense: sum(FEDS) + 10 }));
    expect(droneUses(h.s, h.card('Echo Papa 607 Killer Drone', 'player-1'))).toBe(1);
    h.finish();
  });

  it('aboard the ship above the battle it is not used: nothing added, and its count stays at 0', () => {
    const h = setupTest(base({ planets: { Gault: FEDS } }, { planets: { Gault: KLINGONS }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Echo Papa 607 Killer Drone'] }] }));
    attack(h);
    expect(battles(h)[0]).toEqual(expect.objectContaining({ attack: sum(KLINGONS), defense: sum(FEDS) }));
    expect(events(h, 'equipmentUsed')).toEqual([]);
    expect(droneUses(h.s, h.card('Echo Papa 607 Killer Drone', 'player-2'))).toBe(0);
    h.finish();
  });

  it('two drones in one group are each used, each with its own count: 10 + 10 in their first battle', () => {
    const h = setupTest(base({ planets: { Gault: FEDS } }, { planets: { Gault: [...KLINGONS, 'Echo Papa 607 Killer Drone', 'Echo Papa 607 Killer Drone'] } }));
    attack(h);
    expect(battles(h)[0]).toEqual(expect.objectContaining({ attack: sum(KLINGONS) + 20 }));
    for (const d of h.cards('Echo Papa 607 Killer Drone', 'player-2')) expect(droneUses(h.s, d)).toBe(1);
    h.finish();
  });

  it('outside battle it adds nothing: the STRENGTH a requirement reads is the personnel\'s alone', () => {
    const h = setupTest(base({}, { planets: { Gault: [...KLINGONS, 'Echo Papa 607 Killer Drone'] } }));
    expect(teamStats(h.s, KLINGONS.map((k) => h.card(k, 'player-2'))).STRENGTH).toBe(sum(KLINGONS));
    h.finish();
  });

  it('a drone that leaves play and is played again starts over at 10', () => {
    const h = setupTest(base({ planets: { Gault: FEDS } }, { planets: { Gault: [...KLINGONS, 'Echo Papa 607 Killer Drone'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }] }));
    const drone = h.card('Echo Papa 607 Killer Drone', 'player-2');
    attack(h);
    expect(droneStrength(h.s, drone)).toBe(20);
    // back to its owner's hand (as a card that returns it would), then reported again on its owner's next turn
    moveTo(h.s, drone, { z: 'hand' });
    expect(droneStrength(h.s, drone)).toBe(20);
    endTurn(h);
    endTurn(h);
    h.choose('Play Echo Papa 607 Killer Drone');
    h.passResponses();
    expect(h.where(drone)).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(droneUses(h.s, drone)).toBe(0);
    expect(droneStrength(h.s, drone)).toBe(10);
  });
});

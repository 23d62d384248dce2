/**
 * Distortion Field (Premiere event, unique): goes face up on a planet location; face up, nobody beams
 * down to or up from that planet (equipment included, either player); its owner may turn it over once
 * in each of his turns. Constructed positions (player-2 active); docs/RULINGS.md, "Premiere: the last events".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PositionSpec } from '../../src/index.ts';
import { beamOptions } from '../../src/rules/beaming.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { endTurn, events } from './helpers.ts';

/** player-1 owns Study Stellar Collision (space) and Reported Activity; player-2 Avert Danger and Gault. */
function position(p1: Record<string, unknown>, p2: Record<string, unknown>, active: 'player-1' | 'player-2' = 'player-2'): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Study Stellar Collision', 'Reported Activity'],
    'player-1': { missions: ['Study Stellar Collision', 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
    turn: { active },
  } as PositionSpec;
}

const FIELD_AT_GAULT = { attached: [{ card: 'Distortion Field', on: 'Gault' }] };
const KLINGON_SHIPS = {
  ships: [
    { card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag', 'Klingon Disruptor'] },
    { card: "I.K.C. K'Vort", at: 'Avert Danger', crew: ['Kromm'] },
  ],
};
/** The beaming options of a player that touch a mission's planet (by the mission's name in the label). */
const beamsAt = (h: Harness, p: string, mission: string) => beamOptions(h.s, p).filter((o) => o.label.includes(mission)).map((o) => o.label);
const flips = (h: Harness) => h.options().filter((o) => o.act.type === 'use' && o.act.use === 'flipDistortionField').map((o) => o.label);

describe('Distortion Field', () => {
  it('is a unique event of the card data, implemented, with its text in our words', () => {
    expect(facts('distortion-field').type).toBe('event');
    expect(facts('distortion-field').unique).toBe(true);
    expect(cardImplementation('101_070')).toEqual({ implemented: true });
    expect(cardText('distortion-field')).toContain('no card is beamed down to that planet');
  });

  it('goes face up on a planet location, never a space one; a player with one in play plays no other, the opponent still may', () => {
    const h = setupTest(position({}, { hand: ['Distortion Field'] }));
    const df = h.card('Distortion Field', 'player-2', 'hand');
    const where = h.options().filter((o) => o.card === df).map((o) => o.label);
    expect(where).toEqual(expect.arrayContaining([expect.stringContaining('Gault'), expect.stringContaining('Avert Danger'), expect.stringContaining('Reported Activity')]));
    expect(where.some((l) => l.includes('Study Stellar Collision'))).toBe(false);
    h.choose('Play Distortion Field on Gault');
    h.passResponses();
    expect(h.where(df)).toEqual({ z: 'attached', host: h.card('Gault') });
    h.finish();

    const two = setupTest(position({ hand: ['Distortion Field'] }, { hand: ['Distortion Field'], ...FIELD_AT_GAULT }));
    expect(two.options().some((o) => o.card === two.card('Distortion Field', 'player-2', 'hand'))).toBe(false);
    const theirs = setupTest(position({ hand: ['Distortion Field'] }, FIELD_AT_GAULT, 'player-1'));
    expect(theirs.options().some((o) => o.card === theirs.card('Distortion Field', 'player-1', 'hand'))).toBe(true);
  });

  it('face up: no beaming down or up at that planet, equipment included, for either player; another planet is free', () => {
    const h = setupTest(position({ planets: { Gault: ['Taitt'] }, ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Mendon', 'Tricorder'] }] }, { ...FIELD_AT_GAULT, ...KLINGON_SHIPS }));
    expect(beamsAt(h, 'player-2', 'Gault')).toEqual([]);
    expect(beamsAt(h, 'player-2', 'Avert Danger').length).toBeGreaterThan(0);
    expect(beamsAt(h, 'player-1', 'Gault')).toEqual([]);
    // the same ships, no field: beaming at Gault is offered to both
    const free = setupTest(position({ planets: { Gault: ['Taitt'] }, ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Mendon', 'Tricorder'] }] }, KLINGON_SHIPS));
    expect(beamsAt(free, 'player-2', 'Gault').length).toBeGreaterThan(0);
    expect(beamsAt(free, 'player-1', 'Gault').length).toBeGreaterThan(0);
  });

  it('its owner turns it over once a turn: face down, beaming is allowed; not twice in a turn; face up again in a later turn', () => {
    const h = setupTest(position({}, { ...FIELD_AT_GAULT, ...KLINGON_SHIPS }));
    expect(flips(h)).toEqual(['Turn Distortion Field at Gault face down (beaming there allowed again)']);
    h.choose('Turn Distortion Field');
    expect(flips(h)).toEqual([]); // once this turn
    expect(beamsAt(h, 'player-2', 'Gault').length).toBeGreaterThan(0);
    h.choose('Beam down from I.K.C. K');
    h.choose('all');
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('planet');
    endTurn(h);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2');
    expect(flips(h)).toEqual(['Turn Distortion Field at Gault face up (no beaming there)']);
    h.choose('Turn Distortion Field');
    expect(beamsAt(h, 'player-2', 'Gault')).toEqual([]);
    expect(events(h, 'fieldFlipped').map((e) => e.data?.faceUp)).toEqual([false, true]);
    h.finish();
  });

  it("negative: the opponent never turns it; boundary: Pattern Enhancers (1996 print) do not lift it", () => {
    const h = setupTest(position({ planets: { Gault: ['Taitt'] }, ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Mendon'] }] }, FIELD_AT_GAULT, 'player-1'));
    expect(flips(h)).toEqual([]);
    expect(beamsAt(h, 'player-1', 'Gault')).toEqual([]);
    const pe = setupTest(position({}, { ...FIELD_AT_GAULT, ...KLINGON_SHIPS, table: ['Pattern Enhancers'] }));
    expect(beamsAt(pe, 'player-2', 'Gault')).toEqual([]);
  });
});

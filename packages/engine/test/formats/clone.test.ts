/**
 * Copies of a constructed game's state (search, undo, the harness's replay): every field a
 * constructed card may carry survives cloneState, so a copy hashes as the original and views the same.
 */
import { describe, expect, it } from 'vitest';
import { buildPosition, cloneState, stateHash, view } from '../../src/index.ts';
import type { CardState } from '../../src/index.ts';

const position = () =>
  buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity', crew: ['Taitt'] }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
  });

describe('cloneState of a constructed game', () => {
  it('keeps a ship\'s cloak, its cloak turn and damage turn, and a dual-affiliation card\'s side', () => {
    const s = position();
    const ship = Object.values(s.cards).find((c) => c.def === 'ikc-kvort') as CardState;
    const taitt = Object.values(s.cards).find((c) => c.def === 'taitt') as CardState;
    ship.cloaked = true;
    ship.cloakTurn = 3;
    ship.damagedTurn = 2;
    taitt.aff = 'federation';
    const t = cloneState(s);
    expect(t.cards[ship.id]).toEqual(ship);
    expect(t.cards[taitt.id]).toEqual(taitt);
    expect(stateHash(t)).toBe(stateHash(s));
    expect(JSON.stringify(view(t, 'player-1'))).toBe(JSON.stringify(view(s, 'player-1')));
  });

  it('keeps the points a card scored in a bonus area or a mission scored, and the points a seat holds without a card (Interrogation)', () => {
    const s = position();
    const mission = Object.values(s.cards).find((c) => c.def === 'reported-activity') as CardState;
    const klag = Object.values(s.cards).find((c) => c.def === 'klag') as CardState;
    mission.points = 35;
    klag.points = -5;
    (s.players['player-2'] as { heldPoints?: number }).heldPoints = 2;
    const t = cloneState(s);
    expect(t.cards[mission.id]?.points).toBe(35);
    expect(t.cards[klag.id]?.points).toBe(-5);
    expect(t.players['player-2']?.heldPoints).toBe(2);
    expect(stateHash(t)).toBe(stateHash(s));
    expect(JSON.stringify(view(t, 'player-1'))).toBe(JSON.stringify(view(s, 'player-1')));
    // a copy, not the same objects: changing the copy leaves the original
    (t.players['player-2'] as { heldPoints?: number }).heldPoints = 3;
    expect(s.players['player-2']?.heldPoints).toBe(2);
  });

  it('leaves the fields absent where they were absent (an intro card\'s state keeps its shape)', () => {
    const s = position();
    const t = cloneState(s);
    for (const c of Object.values(t.cards)) {
      expect('cloaked' in c || 'cloakTurn' in c || 'damagedTurn' in c || 'aff' in c || 'points' in c).toBe(false);
    }
    for (const p of Object.values(t.players)) expect('heldPoints' in p).toBe(false);
    expect(stateHash(t)).toBe(stateHash(s));
  });
});

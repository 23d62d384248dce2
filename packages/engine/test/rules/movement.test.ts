/**
 * Rule 4, orders — moving ships and staffing: a ship moves only with at least one personnel
 * aboard of its affiliation (non-aligned personnel may crew any ship but do not command it);
 * moving along the spaceline in either direction spends RANGE equal to the sum of the spans of
 * the locations entered, the starting location not counted; a ship with no RANGE left cannot
 * move again this turn. Everything aboard moves with the ship.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

// spans: Cargo Rendezvous 3, A Good Place To Die 3, Gravesworld 5, Gault 2, Avert Danger 4, Homeward 3
const SPACELINE = ['Cargo Rendezvous', 'A Good Place To Die', 'Gravesworld', 'Gault', 'Avert Danger', 'Homeward'];

/** The move options of one ship as {destination name: RANGE cost}. */
function moves(h: Harness, ship: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of h.options()) {
    if (o.group !== 'move' || o.card !== ship) continue;
    const m = /^Move .+ to (.+) \(RANGE (\d+) of \d+\)$/.exec(o.label);
    if (!m) throw new Error(`unexpected move label ${o.label}`);
    out[m[1] as string] = Number(m[2]);
  }
  return out;
}

function fed(ships: { card: string; crew?: string[]; at?: string; rangeUsed?: number; damaged?: boolean }[], extra = {}) {
  return setupTest({ spaceline: SPACELINE, turn: { active: 'federation' }, federation: { ships, ...extra } });
}

describe('rule 4 moving: RANGE and spans', () => {
  it('the cost of a move is the sum of the spans of the locations entered; a destination within RANGE is offered', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Taitt'] }]); // RANGE 8 at Cargo Rendezvous
    const ship = h.card('U.S.S. Galaxy');
    expect(moves(h, ship)).toEqual({ 'A Good Place To Die': 3, Gravesworld: 8 });
    h.finish();
  });

  it('boundary: a destination costing exactly the RANGE left is reachable, one more location is not', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Taitt'] }]);
    const ship = h.card('U.S.S. Galaxy');
    h.choose(`move:${ship}>${h.card('Gravesworld')}`); // 3 + 5 = 8 = RANGE 8
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Gravesworld') });
    expect(h.s.cards[ship]?.rangeUsed).toBe(8);
    expect(moves(h, ship)).toEqual({});
    h.finish();
  });

  it('the starting location\'s span is not counted, and ships move in either direction', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Taitt'], at: 'Gravesworld' }]); // Gravesworld has span 5
    const ship = h.card('U.S.S. Galaxy');
    expect(moves(h, ship)).toEqual({ 'A Good Place To Die': 3, 'Cargo Rendezvous': 6, Gault: 2, 'Avert Danger': 6 });
    h.finish();
  });

  it('RANGE is spent across several moves in a turn; with too little RANGE left the ship cannot move again', () => {
    const h = fed([{ card: 'Runabout', crew: ['Taitt'] }]); // RANGE 7
    const ship = h.card('Runabout');
    h.choose(`move:${ship}>${h.card('A Good Place To Die')}`);
    expect(moves(h, ship)).toEqual({ 'Cargo Rendezvous': 3 }); // 4 left: Gravesworld (5) is too far
    h.choose(`move:${ship}>${h.card('Cargo Rendezvous')}`);
    expect(h.s.cards[ship]?.rangeUsed).toBe(6);
    expect(moves(h, ship)).toEqual({}); // 1 left
    expect(h.offers('end')).toBe(true);
    h.finish();
  });

  it('a ship with all its RANGE spent is offered no move', () => {
    const h = fed([{ card: 'Runabout', crew: ['Taitt'], rangeUsed: 7 }]);
    expect(moves(h, h.card('Runabout'))).toEqual({});
    h.finish();
  });

  it('other ships can still move their full RANGE when one has spent its own', () => {
    const h = fed([
      { card: 'Runabout', crew: ['Taitt'], rangeUsed: 7 },
      { card: 'U.S.S. Nebula', crew: ['Mendon'] },
    ]);
    expect(moves(h, h.card('U.S.S. Nebula'))).toEqual({ 'A Good Place To Die': 3, Gravesworld: 8 });
    h.finish();
  });

  it('RANGE is restored at the start of the owner\'s next turn', () => {
    const h = fed([{ card: 'Runabout', crew: ['Taitt'], rangeUsed: 7 }]);
    h.choose('end');
    h.choose('end');
    expect(h.s.turn.active).toBe('federation');
    expect(moves(h, h.card('Runabout'))).toEqual({ 'A Good Place To Die': 3 });
    h.finish();
  });

  it('a completed mission still counts its span', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'U.S.S. Galaxy', crew: ['Taitt'] }] },
      klingon: { completed: ['A Good Place To Die'] },
    });
    expect(moves(h, h.card('U.S.S. Galaxy'))).toEqual({ 'A Good Place To Die': 3, Gravesworld: 8 });
    h.finish();
  });

  it('everything aboard moves with the ship', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Taitt', 'Tricorder', 'Narik'] }]);
    const ship = h.card('U.S.S. Galaxy');
    h.choose(`move:${ship}>${h.card('A Good Place To Die')}`);
    for (const c of ['Taitt', 'Tricorder', 'Narik']) expect(h.where(h.card(c, 'federation'))).toEqual({ z: 'aboard', host: ship });
    h.finish();
  });
});

describe('rule 4 staffing: affiliation commands the ship; non-aligned crew but do not command', () => {
  it('a ship with a personnel of its own affiliation aboard can move', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Taitt'] }]);
    expect(Object.keys(moves(h, h.card('U.S.S. Galaxy'))).length).toBeGreaterThan(0);
    h.finish();
  });

  it('a ship with nobody aboard cannot move', () => {
    const h = fed([{ card: 'U.S.S. Galaxy' }]);
    expect(moves(h, h.card('U.S.S. Galaxy'))).toEqual({});
    h.finish();
  });

  it('non-aligned personnel alone do not command a ship: it cannot move', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Narik', 'Vekor'] }]);
    expect(moves(h, h.card('U.S.S. Galaxy'))).toEqual({});
    h.finish();
  });

  it('non-aligned personnel may crew a ship alongside one matching personnel, and it moves', () => {
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Narik', 'Mendon'] }]);
    const ship = h.card('U.S.S. Galaxy');
    h.choose(`move:${ship}>${h.card('A Good Place To Die')}`);
    expect(h.where(h.card('Narik', 'federation'))).toEqual({ z: 'aboard', host: ship });
    h.finish();
  });

  it('personnel of another affiliation do not command the ship', () => {
    // a Klingon personnel aboard a Federation ship (only possible by card effects) does not staff it
    const h = fed([{ card: 'U.S.S. Galaxy', crew: ['Klag'] }]);
    expect(moves(h, h.card('U.S.S. Galaxy'))).toEqual({});
    h.finish();
  });

  it('a Klingon ship needs a Klingon aboard', () => {
    const h = setupTest({
      spaceline: SPACELINE,
      klingon: {
        ships: [
          { card: "I.K.C. K'Vort", crew: ['Gorta'] },
          { card: "I.K.C. Vor'Cha", crew: ['Kromm'] },
        ],
      },
    });
    expect(moves(h, h.card("I.K.C. K'Vort"))).toEqual({});
    expect(Object.keys(moves(h, h.card("I.K.C. Vor'Cha"))).length).toBeGreaterThan(0);
    h.finish();
  });
});

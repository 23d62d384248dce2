/**
 * Engage Shuttle Operations (Alternate Universe event, 103_038): on its owner's table his shuttlecraft
 * land on and take off from the planet of their location with all their RANGE, and are loaded into,
 * carried and launched by his ships with a Tractor Beam and an ENGINEER aboard at no RANGE. Constructed
 * positions: player-1 (Explore Black Cluster, a space mission, and Reported Activity) and player-2
 * (Avert Danger, Gault), player-2 active unless said.
 * docs/RULINGS.md, "Issue 26: Engage Shuttle Operations".
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { checkInvariants, mulberry32, view as playerView } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { locationOf } from '../../src/rules/board.ts';
import { rangeLeft } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const ESO = 'Engage Shuttle Operations';
const SHUTTLE = 'Type VI Shuttlecraft';

type Ship = { card: string; at?: string; crew?: string[]; rangeUsed?: number; landed?: boolean; carriedBy?: string; damaged?: boolean };

function position(p2: { ships: Ship[]; table?: string[]; planets?: Record<string, string[]> }, p1: { ships?: Ship[]; table?: string[] } = {}, active: 'player-1' | 'player-2' = 'player-2'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Explore Black Cluster', 'Reported Activity'],
    'player-1': { missions: ['Explore Black Cluster', 'Reported Activity'], deckSize: 10, ships: [], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], deckSize: 10, table: [ESO], ...p2 },
    turn: { active },
  } as PositionSpec);
}

const endTurn = (h: Harness) => {
  h.choose('end');
  h.passResponses();
};

describe('Engage Shuttle Operations', () => {
  it('is an Alternate Universe event of the card data, implemented, with its text in our words', () => {
    expect(cardImplementation('103_038')).toEqual({ implemented: true });
    expect(cardText('engage-shuttle-operations')).toContain('Tractor Beam');
  });

  it('landing: the shuttle lands on Gault with all its RANGE; its crew disembarks and embarks without beaming; nobody attacks it; it takes off next turn', () => {
    const h = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt', 'Mendon'] }] }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    const shuttle = h.card(SHUTTLE, 'player-2');
    const gault = h.card('Gault');
    h.choose('Land Type VI Shuttlecraft on the planet at Gault');
    expect(h.where(shuttle)).toEqual({ z: 'landed', loc: gault });
    expect(locationOf(h.s, shuttle)).toBe(gault);
    expect(h.s.cards[shuttle]?.rangeUsed).toBe(6);
    // it neither moves nor takes off again this turn, and no beaming reaches it
    expect(h.options().some((o) => o.act.type === 'move' && o.act.ship === shuttle)).toBe(false);
    expect(h.offers('Take off')).toBe(false);
    expect(h.options().some((o) => o.act.type === 'beam')).toBe(false);
    h.choose('Disembark from Type VI Shuttlecraft');
    h.choose('Taitt');
    h.choose('done');
    expect(h.where(h.card('Taitt'))).toEqual({ z: 'planet', loc: gault });
    expect(h.s.players['player-2']?.beamedThisTurn[gault] ?? 0).toBe(0); // no beaming counted
    h.choose('Embark aboard Type VI Shuttlecraft');
    h.choose('Taitt');
    expect(h.where(h.card('Taitt'))).toEqual({ z: 'aboard', host: shuttle });
    expect(h.log().some((l) => l.includes('embark aboard Type VI Shuttlecraft from the planet at Gault: Taitt'))).toBe(true);
    endTurn(h);
    // player-1's K'Vort finds no ship of player-2's to attack at Gault
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.options().some((o) => o.act.type === 'battle' && o.act.target === shuttle)).toBe(false);
    // wrong timing: in player-1's turn nothing of player-2's shuttle is offered (no take-off, no walk)
    expect(h.options().some((o) => o.card === shuttle)).toBe(false);
    // player-1 sees the landed shuttle, not its crew
    const seen = playerView(h.s, 'player-1').spaceline.find((l) => l.id === gault);
    expect(seen?.ships.map((x) => x.id)).not.toContain(shuttle);
    expect(seen?.parked).toEqual([expect.objectContaining({ id: shuttle, landed: true, crew: null, crewCount: 2 })]);
    endTurn(h);
    h.choose('Take off in Type VI Shuttlecraft');
    expect(h.where(shuttle)).toEqual({ z: 'inSpace', loc: gault });
    expect(rangeLeft(h.s, shuttle)).toBe(0); // taking off spent the turn's RANGE
    h.finish();
  });

  it('boundary: a shuttle that spent 1 RANGE cannot land, one that spent none can; no landing at a space mission; an unstaffed shuttle does not fly', () => {
    const spent = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'], rangeUsed: 1 }] });
    expect(spent.offers('Land ')).toBe(false);
    spent.finish();
    const fresh = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'], rangeUsed: 0 }] });
    expect(fresh.offers('Land Type VI Shuttlecraft')).toBe(true);
    fresh.finish();
    const space = position({ ships: [{ card: SHUTTLE, at: 'Explore Black Cluster', crew: ['Taitt'] }] });
    expect(space.offers('Land ')).toBe(false);
    space.finish();
    const empty = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: [] }] });
    expect(empty.offers('Land ')).toBe(false);
    empty.finish();
  });

  it('wrong player: without his own copy on the table a player lands nothing, even with the opponent\'s copy in play; a landed shuttle still takes off once the event is gone', () => {
    const h = position({ ships: [], table: [ESO] }, { ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'] }] }, 'player-1');
    expect(h.offers('Land ')).toBe(false);
    h.finish();
    const gone = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'], landed: true }, { card: 'Yridian Shuttle', at: 'Gault', crew: ['Narik'] }], table: [] });
    expect(gone.offers('Take off in Type VI Shuttlecraft')).toBe(true);
    expect(gone.offers('Land Yridian Shuttle')).toBe(false);
    gone.choose('Take off in Type VI Shuttlecraft');
    expect(gone.where(gone.card(SHUTTLE, 'player-2'))).toEqual({ z: 'inSpace', loc: gone.card('Gault') });
    gone.finish();
  });

  it('carrying: the U.S.S. Miranda (Tractor Beam) with an ENGINEER loads the Yridian Shuttle, carries it to Reported Activity and launches it with its RANGE untouched', () => {
    const h = position({ ships: [{ card: 'Yridian Shuttle', at: 'Gault', crew: ['Narik'] }, { card: 'U.S.S. Miranda', at: 'Gault', crew: ['Linda Larson'] }] });
    const shuttle = h.card('Yridian Shuttle', 'player-2');
    const miranda = h.card('U.S.S. Miranda', 'player-2');
    const ra = h.card('Reported Activity');
    h.choose('Load Yridian Shuttle aboard U.S.S. Miranda');
    expect(h.where(shuttle)).toEqual({ z: 'carried', host: miranda });
    expect(h.where(h.card('Narik'))).toEqual({ z: 'aboard', host: shuttle }); // its crew stays aboard it
    expect(h.options().some((o) => o.act.type === 'move' && o.act.ship === shuttle)).toBe(false);
    h.choose(`move:${miranda}>${ra}`);
    h.passResponses();
    expect(locationOf(h.s, shuttle)).toBe(ra);
    const view = playerView(h.s, 'player-2').spaceline.find((l) => l.id === ra);
    expect(view?.parked).toEqual([expect.objectContaining({ id: shuttle, carriedBy: miranda })]);
    h.choose('Launch Yridian Shuttle from U.S.S. Miranda');
    expect(h.where(shuttle)).toEqual({ z: 'inSpace', loc: ra });
    expect(rangeLeft(h.s, shuttle)).toBe(6);
    h.finish();
  });

  it('negative: no ENGINEER aboard, or no Tractor Beam (a shuttle as carrier), loads nothing; boundary: one ENGINEER is enough', () => {
    const none = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'] }, { card: 'U.S.S. Miranda', at: 'Gault', crew: ['Mendon'] }, { card: 'Yridian Shuttle', at: 'Gault', crew: ['Narik'] }] });
    expect(none.labels().filter((l) => l.startsWith('Load '))).toEqual([]);
    none.finish();
    const one = position({ ships: [{ card: SHUTTLE, at: 'Gault', crew: ['Taitt'] }, { card: 'U.S.S. Miranda', at: 'Gault', crew: ['Mendon', 'Taurik'] }] });
    expect(one.labels().filter((l) => l.startsWith('Load '))).toEqual(['Load Type VI Shuttlecraft aboard U.S.S. Miranda by its tractor beam']);
    one.finish();
  });

  it('a carrier destroyed in battle takes its carried shuttle and the shuttle\'s crew with it', () => {
    const h = position(
      { ships: [{ card: 'U.S.S. Miranda', at: 'Gault', crew: ['Linda Larson'], damaged: true }, { card: SHUTTLE, carriedBy: 'U.S.S. Miranda', crew: ['Taitt'] }] },
      { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] },
      'player-1',
    );
    const shuttle = h.card(SHUTTLE, 'player-2');
    const miranda = h.card('U.S.S. Miranda', 'player-2');
    expect(h.options().some((o) => o.act.type === 'battle' && o.act.target === shuttle)).toBe(false);
    h.choose(`battle:ship@${miranda}`);
    if (h.s.pending?.kind === 'pickAttackers') h.choose(h.options().find((o) => o.id.startsWith('pick:'))?.id as string);
    for (let i = 0; i < 10 && h.s.pending && h.s.pending.kind !== 'main'; i++) h.chooseId((h.options().find((o) => o.id === 'pass') ?? h.options()[0])!.id);
    expect(h.where(miranda)).toEqual({ z: 'discard' });
    expect(h.where(shuttle)).toEqual({ z: 'discard' });
    expect(h.where(h.card('Taitt'))).toEqual({ z: 'discard' });
    h.finish();
  });

  it('random orders from a position full of shuttle operations keep every invariant and never get stuck', () => {
    const h = position(
      {
        ships: [
          { card: SHUTTLE, at: 'Gault', crew: ['Taitt'] },
          { card: 'Yridian Shuttle', at: 'Gault', crew: ['Narik'] },
          { card: 'U.S.S. Miranda', at: 'Gault', crew: ['Linda Larson', 'Mendon'] },
        ],
        planets: { Gault: ['Taurik'] },
      },
      { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }], table: [ESO] },
    );
    const rnd = mulberry32(26);
    const used = new Set<string>();
    for (let i = 0; i < 400 && h.s.pending && !h.s.result; i++) {
      const opts = h.options();
      // shuttle operations first when offered, so that they are exercised
      const shuttle = opts.filter((o) => o.act.type === 'use' && ['land', 'takeOff', 'load', 'launch', 'disembark', 'embark'].includes(o.act.use));
      const pool = shuttle.length && rnd() < 0.5 ? shuttle : opts;
      const o = pool[Math.floor(rnd() * pool.length)] as (typeof opts)[number];
      if (o.act.type === 'use') used.add(o.act.use);
      h.chooseId(o.id);
      expect(checkInvariants(h.s, Object.keys(h.start.cards).length)).toEqual([]);
    }
    expect([...used].filter((u) => ['land', 'takeOff', 'load', 'launch', 'disembark', 'embark'].includes(u)).sort()).toEqual(['disembark', 'embark', 'land', 'launch', 'load', 'takeOff']);
    h.finish();
  });
});

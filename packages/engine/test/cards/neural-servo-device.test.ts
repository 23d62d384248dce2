/**
 * Neural Servo Device (Premiere event, 101_084): played as the card play on a Non-Aligned ship of the
 * opponent's; unless 2 SECURITY aboard, its player uses the ship and its crew as his own until the
 * turn ends; then the card is discarded. Constructed positions on the equipment spec's spaceline:
 * player-1's Yridian Shuttle at Gault with the crew each case names, player-2 (active) holding the
 * card, with his own Yridian Shuttle at Gault (Klag aboard). docs/RULINGS.md, "Control of another
 * player's ship".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PositionSpec } from '../../src/index.ts';
import { view } from '../../src/view/view.ts';
import { controllerOf } from '../../src/rules/control.ts';
import { moveOptions } from '../../src/rules/movement.ts';
import { beamOptions } from '../../src/rules/beaming.ts';
import { ownShips } from '../../src/rules/board.ts';
import { kill } from '../../src/rules/dilemmas.ts';
import { checkInvariants } from '../../src/core/invariants.ts';
import { securityAboard } from '../../src/cards/neural-servo-device.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, offered } from './rogue-borg-spec.ts';

const NSD = 'Neural Servo Device';
const YS = 'Yridian Shuttle';

function position(crew: string[], active: 'player-1' | 'player-2' = 'player-2', p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  const spec = base(
    { planets: {}, ships: [{ card: YS, at: 'Gault', crew }, { card: 'U.S.S. Hood', at: 'Gault', crew: ['Taitt'] }], deckSize: 10, ...p1 },
    { hand: [NSD], ships: [{ card: YS, at: 'Gault', crew: ['Klag'] }], deckSize: 10, ...p2 },
  );
  return setupTest({ ...spec, turn: { active } } as PositionSpec);
}

const shipView = (h: Harness, viewer: string, ship: string) =>
  view(h.s, viewer)
    .spaceline.flatMap((l) => l.ships)
    .find((v) => v.id === ship);

describe('Neural Servo Device', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('neural-servo-device').type).toBe('event');
    expect(cardImplementation('101_084')).toEqual({ implemented: true });
    expect(cardText('neural-servo-device')).toContain('SECURITY twice');
  });

  it('on the opponent\'s Non-Aligned ship: its player moves it, beams its crew and sees them until his turn ends; the card goes to his discard pile; then the owner has them back', () => {
    const h = position(['Narik', 'Gorta']);
    const ship = h.card(YS, 'player-1');
    const narik = h.card('Narik', 'player-1');
    // offered on that ship only: not on the Federation Hood, nor on his own shuttle
    expect(offered(h, NSD)).toEqual([`Play ${NSD} on ${YS}`]);
    expect(shipView(h, 'player-2', ship)?.crew).toBeNull();
    const hiddenHandle = h.s.cards[narik]?.hs[1];
    h.choose(`Play ${NSD} on ${YS}`);
    h.passResponses();
    expect(h.where(h.card(NSD, 'player-2'))).toEqual({ z: 'discard' });
    expect(h.s.players['player-2']?.discard).toContain(h.card(NSD, 'player-2'));
    expect(h.s.turn.cardPlayed).toBe(true);
    for (const id of [ship, narik, h.card('Gorta', 'player-1')]) {
      expect(controllerOf(h.s, id)).toBe('player-2');
      expect(h.s.cards[id]?.owner).toBe('player-1');
    }
    // the user sees the crew now, with a new handle; the Hood's crew stays hidden from him
    expect(shipView(h, 'player-2', ship)?.crew?.map((c) => c.name).sort()).toEqual(['Gorta', 'Narik']);
    expect(shipView(h, 'player-2', ship)?.controller).toBe('player-2');
    expect(h.s.cards[narik]?.hs[1]).not.toBe(hiddenHandle);
    expect(shipView(h, 'player-2', h.card('U.S.S. Hood', 'player-1'))?.crew).toBeNull();
    expect(shipView(h, 'player-1', ship)?.crew?.length).toBe(2);
    // his orders: move it, beam its crew down; nothing between it and his own shuttle
    expect(h.options().some((o) => o.act.type === 'move' && o.act.ship === ship)).toBe(true);
    const beams = h.options().filter((o) => o.act.type === 'beam');
    const gault = h.s.spaceline[1] as string;
    expect(beams.some((o) => o.act.type === 'beam' && ((o.act.from.card === ship && o.act.to.card !== undefined) || o.act.to.card === ship))).toBe(false);
    h.choose(`beam:${ship}>planet:${gault}`);
    h.choose(`pick:${narik}`);
    h.choose('done');
    expect(h.where(narik)).toEqual({ z: 'planet', loc: gault });
    expect(controllerOf(h.s, narik)).toBe('player-2'); // still the user's, on the planet too
    h.choose(`move:${ship}>${h.s.spaceline[2]}`);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.s.spaceline[2] });
    endTurn(h);
    expect(h.where(narik)).toEqual({ z: 'planet', loc: gault });
    // back to the owner at the turn's end: hidden again from player-2, under a new handle
    expect(controllerOf(h.s, ship)).toBe('player-1');
    expect(controllerOf(h.s, narik)).toBe('player-1');
    expect(shipView(h, 'player-2', ship)?.crew).toBeNull();
    expect(shipView(h, 'player-2', ship)?.controller).toBeUndefined();
    expect(h.s.turn.active).toBe('player-1');
    expect(h.options().some((o) => o.act.type === 'move' && o.act.ship === ship)).toBe(true);
    expect(h.log().some((l) => l.includes('uses Yridian Shuttle and its crew'))).toBe(true);
    h.finish();
  });

  it('the owner gives the used ship and its crew no order while they are used: no move, no beam, no attempt from it', () => {
    const h = position(['Narik', 'Gorta']);
    const ship = h.card(YS, 'player-1');
    const mine = (x: Harness) => [...moveOptions(x.s, 'player-1'), ...beamOptions(x.s, 'player-1')].filter((o) => o.card === ship || (o.act.type === 'move' && o.act.ship === ship));
    expect(mine(h).length).toBeGreaterThan(0);
    h.choose(`Play ${NSD} on ${YS}`);
    h.passResponses();
    expect(mine(h)).toEqual([]);
    expect(ownShips(h.s, 'player-1')).not.toContain(ship);
    expect(ownShips(h.s, 'player-2')).toContain(ship);
    h.finish();
  });

  it('a used crew member who dies goes to his owner\'s discard pile, his control ending with his time in play', () => {
    const h = position(['Narik', 'Gorta']);
    const narik = h.card('Narik', 'player-1');
    h.choose(`Play ${NSD} on ${YS}`);
    h.passResponses();
    expect(controllerOf(h.s, narik)).toBe('player-2');
    kill(h.s, narik, 'a test death');
    expect(h.where(narik)).toEqual({ z: 'discard' });
    expect(h.s.players['player-1']?.discard).toContain(narik);
    expect(h.s.players['player-2']?.discard).not.toContain(narik);
    expect(h.s.cards[narik]?.ctrl).toBeUndefined();
    expect(checkInvariants(h.s, Object.keys(h.start.cards).length)).toEqual([]);
  });

  it('boundary: one SECURITY aboard (Roga Danar) does not resist it; two (Ajur and Boratus) do: the card is discarded and nothing changes hands', () => {
    const one = position(['Roga Danar', 'Narik']);
    const s1 = one.card(YS, 'player-1');
    expect(securityAboard(one.s, s1)).toBe(1);
    one.choose(`Play ${NSD} on ${YS}`);
    one.passResponses();
    expect(controllerOf(one.s, s1)).toBe('player-2');
    one.finish();
    const two = position(['Ajur', 'Boratus']);
    const s2 = two.card(YS, 'player-1');
    expect(securityAboard(two.s, s2)).toBe(2);
    two.choose(`Play ${NSD} on ${YS}`);
    two.passResponses();
    expect(two.where(two.card(NSD, 'player-2'))).toEqual({ z: 'discard' });
    expect(controllerOf(two.s, s2)).toBe('player-1');
    expect(Object.values(two.s.cards).some((c) => c.ctrl !== undefined)).toBe(false);
    expect(shipView(two, 'player-2', s2)?.crew).toBeNull();
    expect(two.options().some((o) => o.act.type === 'move' && o.act.ship === s2)).toBe(false);
    two.finish();
  });

  it('negative: not in the opponent\'s turn (wrong timing), nor on a ship that is not Non-Aligned, nor on one\'s own', () => {
    // player-1 holds it in player-2's turn
    const theirs = position(['Narik'], 'player-2', { hand: [NSD] });
    expect(theirs.options().some((o) => o.card === theirs.card(NSD, 'player-1'))).toBe(false);
    theirs.finish();
    // player-1's only ship in play is the Federation Hood: no target
    const fed = setupTest({ ...base({ planets: {}, ships: [{ card: 'U.S.S. Hood', at: 'Gault', crew: ['Taitt'] }], deckSize: 10 }, { hand: [NSD], ships: [{ card: YS, at: 'Gault', crew: ['Klag'] }], deckSize: 10 }), turn: { active: 'player-2' } } as PositionSpec);
    expect(offered(fed, NSD)).toEqual([]);
    fed.finish();
  });
});

/**
 * Plasma Fire (event): placed on any ship. From the end of the turn after the one it was played in, it
 * damages the ship at the end of every turn (a second damage destroys it), until a SECURITY personnel
 * aboard at the end of a turn puts it out; then it is discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { behaviour } from '../../src/cards/registry.ts';
import { endTurn, eventCards } from './helpers.ts';

describe('Plasma Fire', () => {
  it("may be played on either player's ship", () => {
    const h = setupTest({
      klingon: { hand: ['Plasma Fire'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
      federation: { ships: [{ card: 'Runabout', crew: ['Mendon'] }] },
    });
    expect(h.offers('Play Plasma Fire on Runabout')).toBe(true);
    expect(h.offers("Play Plasma Fire on I.K.C. K'Vort")).toBe(true);
    h.finish();
  });

  it('no damage at the end of the turn it is played; damage at the end of the next; destroyed at the end of the one after', () => {
    const h = setupTest({ klingon: { hand: ['Plasma Fire'] }, federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon'] }] } });
    const ship = h.card('Runabout');
    const fire = h.card('Plasma Fire', 'klingon');
    h.choose('Play Plasma Fire on Runabout');
    h.passResponses();
    expect(h.where(fire)).toEqual({ z: 'attached', host: ship });
    endTurn(h); // end of turn 1 (Klingon): the turn it was played
    expect(h.s.cards[ship]?.damaged).toBe(false);
    endTurn(h); // end of turn 2 (Federation)
    expect(h.s.cards[ship]?.damaged).toBe(true);
    expect(eventCards(h, 'shipDamaged')).toEqual([ship]);
    endTurn(h); // end of turn 3 (Klingon): damaged again, destroyed with its crew and the fire
    expect(eventCards(h, 'shipDestroyed')).toEqual([ship]);
    expect(h.where(ship).z).toBe('discard');
    expect(h.where(h.card('Mendon')).z).toBe('discard');
    expect(h.where(fire).z).toBe('discard');
    endTurn(h); // the fire left play with its ship: nothing more burns
    expect(h.s.effects.filter((e) => e.kind === 'mark')).toEqual([]);
    expect(eventCards(h, 'shipDamaged')).toEqual([ship]);
    h.finish();
  });

  it('a SECURITY personnel aboard puts it out at the end of the turn: discarded, no damage ever', () => {
    const h = setupTest({ klingon: { hand: ['Plasma Fire'] }, federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Darian Wallace'] }] } });
    const ship = h.card('Runabout');
    h.choose('Play Plasma Fire on Runabout');
    h.passResponses();
    endTurn(h);
    expect(eventCards(h, 'fireOut')).toEqual([h.card('Plasma Fire', 'klingon')]);
    expect(h.where(h.card('Plasma Fire', 'klingon')).z).toBe('discard');
    endTurn(h);
    endTurn(h);
    expect(h.s.cards[ship]?.damaged).toBe(false);
    h.finish();
  });

  it('SECURITY coming aboard later still puts it out before it does any damage', () => {
    const h = setupTest({
      klingon: { hand: ['Plasma Fire'] },
      federation: { atOutpost: ['Sito Jaxa'], ships: [{ card: 'Runabout', crew: ['Mendon'] }] },
    });
    const ship = h.card('Runabout');
    h.choose('Play Plasma Fire on Runabout');
    h.passResponses();
    endTurn(h);
    // Federation turn 2: load Sito Jaxa (SECURITY) from the outpost
    h.choose('Load from Federation Outpost onto Runabout');
    h.choose('Sito Jaxa');
    endTurn(h);
    expect(h.s.cards[ship]?.damaged).toBe(false);
    expect(h.where(h.card('Plasma Fire', 'klingon')).z).toBe('discard');
    h.finish();
  });

  it('a ship already damaged is destroyed by the first burn', () => {
    const h = setupTest({ klingon: { hand: ['Plasma Fire'] }, federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon'], damaged: true }] } });
    h.choose('Play Plasma Fire on Runabout');
    h.passResponses();
    endTurn(h);
    expect(h.where(h.card('Runabout')).z).toBe('inSpace');
    endTurn(h);
    expect(h.where(h.card('Runabout')).z).toBe('discard');
    h.finish();
  });

  it('declares its target, which a persona swap of its ship asks again: a ship, not a Borg ship', () => {
    const host = behaviour('plasma-fire')?.host;
    expect(host?.describe).toBe('a ship that is not a Borg ship');
    const like = (type: string, affiliations: string[]) => ({ type, affiliations }) as unknown as Parameters<NonNullable<typeof host>['test']>[0];
    expect(host?.test(like('ship', ['federation']))).toBe(true);
    expect(host?.test(like('ship', ['borg']))).toBe(false);
    // the boundary: a card of another type, even of a good affiliation
    expect(host?.test(like('personnel', ['federation']))).toBe(false);
  });
});

/**
 * Receptacle Stones (Alternate Universe artifact, 103_005): played from hand as an event on a ship of the
 * opponent's; for the rest of the turn each space dilemma its player meets in a space attempt, once
 * resolved for his crew, is resolved a second time against that ship's crew; then discarded. Set up as
 * constructed positions: player-2 (active) attempts Study Stellar Collision from the I.K.C. K'Vort, with
 * player-1's dilemmas under it and player-1's U.S.S. Galaxy at Reported Activity. docs/RULINGS.md,
 * "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { attemptFromShip, spacePosition, SSC } from './space-dilemma-spec.ts';
import { endTurn, events } from './helpers.ts';
import type { Harness } from '../harness.ts';

const RS = 'Receptacle Stones';
const KVORT = "I.K.C. K'Vort";
const GALAXY = 'U.S.S. Galaxy';
const TWO_NAV = ['McKnight', 'Sito Jaxa']; // Navigation twice: Null Space overcome
const ONE_NAV = ['McKnight', 'Taitt']; // one short

/** player-2 holds the stones; player-1's Galaxy with `theirCrew` at Reported Activity; Null Space (and `more`) under the mission. */
function position(mine: string[], theirCrew: string[], more: string[] = [], p2: Record<string, unknown> = {}): Harness {
  return spacePosition(mine, ['Null Space', ...more], {
    p1: { ships: [{ card: GALAXY, at: 'Reported Activity', crew: theirCrew }] },
    p2: { hand: [RS], ships: [{ card: KVORT, at: SSC, crew: mine }], ...p2 },
  });
}

function playStones(h: Harness): void {
  h.choose(`Play ${RS} on the crew of ${GALAXY}`);
  h.passResponses();
}

const galaxy = (h: Harness) => h.s.cards[h.card(GALAXY, 'player-1')];
const kvort = (h: Harness) => h.s.cards[h.card(KVORT, 'player-2')];

describe('Receptacle Stones', () => {
  it('is an artifact of the card data, implemented, played as an event, with its text in our words', () => {
    expect(facts('receptacle-stones').type).toBe('artifact');
    expect(cardImplementation('103_005')).toEqual({ implemented: true });
    expect(cardText('receptacle-stones')).toContain('second time');
  });

  it("played on the opponent's ship: the stones are discarded as the turn's card play; a space dilemma the player's crew overcomes then damages that ship, whose crew is one short", () => {
    const h = position(['Klag', "B'iJik"], ONE_NAV);
    const rs = h.card(RS, 'player-2');
    const ns = h.card('Null Space', 'player-1');
    const before = [seat(h.s, 'player-1').score, seat(h.s, 'player-2').score];
    playStones(h);
    expect(h.where(rs).z).toBe('discard');
    expect(h.s.turn.cardPlayed).toBe(true);
    attemptFromShip(h);
    // the attempting crew overcame it: the points are theirs, their ship unharmed
    expect(h.where(ns)).toMatchObject({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe((before[1] as number) + 5);
    expect(kvort(h)?.damaged).toBeFalsy();
    // the second time, on the Galaxy's crew: damaged and stopped, no points for anyone, the card still in player-2's bonus area
    expect(events(h, 'dilemmaEchoed').map((e) => e.data?.ship)).toEqual([h.card(GALAXY, 'player-1')]);
    expect(galaxy(h)?.damaged).toBe(true);
    expect(galaxy(h)?.stopped).toBe(true);
    expect(seat(h.s, 'player-1').score).toBe(before[0]);
    h.finish();
  });

  it('boundary: a crew aboard that ship with Navigation twice overcomes it the second time (no damage, no points); one short is damaged', () => {
    const h = position(['Klag', "B'iJik"], TWO_NAV);
    const before = seat(h.s, 'player-1').score;
    playStones(h);
    attemptFromShip(h);
    expect(events(h, 'dilemmaEchoed')).toHaveLength(1);
    expect(galaxy(h)?.damaged).toBeFalsy();
    expect(galaxy(h)?.stopped).toBeFalsy();
    expect(seat(h.s, 'player-1').score).toBe(before);
    expect(h.where(h.card('Null Space', 'player-1'))).toMatchObject({ z: 'bonus', player: 'player-2' });
    h.finish();
  });

  it("the player's own outcome is unchanged: his crew one short is damaged and stopped, and the opponent's ship is damaged too; the card is discarded once", () => {
    const h = position(['Klag', 'Batrell'], ONE_NAV);
    playStones(h);
    attemptFromShip(h);
    expect(kvort(h)?.damaged).toBe(true);
    expect(kvort(h)?.stopped).toBe(true);
    expect(galaxy(h)?.damaged).toBe(true);
    expect(h.where(h.card('Null Space', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('every space dilemma of the turn acts twice, on the crew still unstopped: a crew stopped by the first is not met by the second', () => {
    const h = position(['Klag', "B'iJik", 'Dukath'], TWO_NAV, ['Gravitic Mine']);
    playStones(h);
    attemptFromShip(h);
    expect(events(h, 'dilemmaEchoed').map((e) => e.data?.card)).toEqual([h.card('Null Space', 'player-1'), h.card('Gravitic Mine', 'player-1')]);
    // Null Space overcome by their two Navigation; Gravitic Mine (SCIENCE and Navigation: no SCIENCE aboard) damages the Galaxy
    expect(galaxy(h)?.damaged).toBe(true);
    expect(galaxy(h)?.stopped).toBe(true);
    h.finish();

    const once = position(['Klag', "B'iJik", 'Dukath'], ONE_NAV, ['Gravitic Mine']);
    playStones(once);
    attemptFromShip(once);
    expect(events(once, 'dilemmaEchoed').map((e) => e.data?.card)).toEqual([once.card('Null Space', 'player-1')]);
    expect(events(once, 'dilemmaNoEffect').map((e) => e.text).join('\n')).toMatch(/nobody unstopped aboard U\.S\.S\. Galaxy for Gravitic Mine/);
    expect(galaxy(once)?.damaged).toBe(true); // damaged once, not destroyed
    expect(once.where(once.card(GALAXY, 'player-1')).z).toBe('inSpace');
    once.finish();
  });

  it('wrong timing: without the stones, or on the next turn, the dilemma acts on the attempting crew alone', () => {
    const none = position(['Klag', "B'iJik"], ONE_NAV);
    attemptFromShip(none);
    expect(events(none, 'dilemmaEchoed')).toEqual([]);
    expect(galaxy(none)?.damaged).toBeFalsy();
    none.finish();

    const h = position(['Klag', "B'iJik"], ONE_NAV, [], { hand: [RS, 'Klag'] });
    playStones(h);
    expect(h.s.effects.some((e) => e.kind === 'modifier' && e.mod === 'sharesDilemmas')).toBe(true);
    endTurn(h); // the modifier ends with the turn
    expect(h.s.effects.some((e) => e.kind === 'modifier' && e.mod === 'sharesDilemmas')).toBe(false);
    endTurn(h); // player-1's turn
    attemptFromShip(h);
    expect(events(h, 'dilemmaEchoed')).toEqual([]);
    expect(galaxy(h)?.damaged).toBeFalsy();
    h.finish();
  });

  it("wrong player and target: not played in the opponent's turn, never on one's own ships, and with no opponent's ship in space it has nowhere to go", () => {
    const h = position(['Klag', "B'iJik"], ONE_NAV);
    const opts = h.options().filter((o) => o.card === h.card(RS, 'player-2'));
    expect(opts.map((o) => o.target)).toEqual([h.card(GALAXY, 'player-1')]);
    expect(whyNotPlayable(h.s, 'player-1', h.card(RS, 'player-2'))).toMatch(/own turn/);

    const lone = spacePosition(['Klag'], ['Null Space'], { p2: { hand: [RS], ships: [{ card: KVORT, at: SSC, crew: ['Klag'] }] } });
    expect(whyNotPlayable(lone.s, 'player-2', lone.card(RS, 'player-2'))).toMatch(/no legal place/);
  });

  it('a ship with nobody unstopped aboard is not acted on', () => {
    const h = spacePosition(['Klag', "B'iJik"], ['Null Space'], {
      p1: { ships: [{ card: GALAXY, at: 'Reported Activity', crew: [] }] },
      p2: { hand: [RS], ships: [{ card: KVORT, at: SSC, crew: ['Klag', "B'iJik"] }] },
    });
    h.choose(`Play ${RS} on the crew of ${GALAXY}`);
    h.passResponses();
    attemptFromShip(h);
    expect(events(h, 'dilemmaEchoed')).toEqual([]);
    expect(events(h, 'dilemmaNoEffect').map((e) => e.text).join('\n')).toMatch(/nobody unstopped aboard U\.S\.S\. Galaxy/);
    expect(galaxy(h)?.damaged).toBeFalsy();
    h.finish();
  });
});

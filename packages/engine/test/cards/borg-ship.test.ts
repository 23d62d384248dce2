/**
 * Borg Ship (Premiere dilemma, space, 101_018): met in a space attempt, a ship of its own (WEAPONS 24,
 * SHIELDS 24) that stays where it was met and attacks everything there; at the end of every turn it moves
 * one location toward the spaceline end farther from there (off it, discarded) and attacks where it
 * arrives, and it attacks a ship arriving where it is. Attacked ships with crew fire back together; the
 * player whose fire destroys it scores it. Hugh calls its attacks off for the turn; Anti-Matter Spread
 * makes its WEAPONS 16 for the turn. Set up as constructed positions: player-2 (active) attempts Study
 * Stellar Collision (the second of four locations) with player-1's Borg Ship under it; player-2's Klingon
 * Outpost is at Gault (third), player-1's Federation Outpost at Reported Activity (fourth).
 * docs/RULINGS.md, "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { borgMarks, fartherEnd } from '../../src/rules/borg-ship.ts';
import { attemptFromShip, spacePosition, SSC } from './space-dilemma-spec.ts';
import { endTurn, events } from './helpers.ts';
import type { Harness } from '../harness.ts';

const BS = 'Borg Ship';
/** A ship of a position: its card, where, its crew. */
interface ShipAt { card: string; at: string; crew: string[] }
const KVORT = "I.K.C. K'Vort";

/** player-2's ships (the first attempts), player-1's ships; the Borg Ship under Study Stellar Collision. */
function borgPosition(p2ships: ShipAt[], p1ships: ShipAt[] = [], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return spacePosition([], [BS], { p1: { ships: p1ships, ...p1 }, p2: { ships: p2ships, ...p2 } });
}
const borgAt = (h: Harness) => h.where(h.card(BS, 'player-1'));
const at = (h: Harness, loc: string) => ({ z: 'attached', host: h.card(loc) });
const ship = (h: Harness, n: string, p = 'player-2') => h.s.cards[h.card(n, p)];

/** Passes the response points until `player` is offered `text`, and plays it. */
function respondWith(h: Harness, text: string, player: string): void {
  while (h.s.pending?.kind === 'respond') {
    if (h.s.pending.player === player && h.offers(text)) return h.choose(text, player);
    h.chooseId('pass');
  }
  throw new Error(`${player} was not offered ${text}`);
}

describe('Borg Ship', () => {
  it('is implemented, a space dilemma with its points from the card data, its text in our words', () => {
    expect(cardImplementation('101_018')).toEqual({ implemented: true });
    expect(behaviour('borg-ship')?.dilemma).toBeDefined();
    expect(cardText('borg-ship')).toMatch(/WEAPONS 24 and SHIELDS 24/);
  });

  it('met: it stays where it was met, heading for the farther end, and attacks every ship there, both players\': direct hits destroy them; the attempt is stopped', () => {
    const h = borgPosition([{ card: KVORT, at: SSC, crew: ['Klag'] }], [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Taitt'] }]);
    attemptFromShip(h);
    expect(borgAt(h)).toEqual(at(h, SSC));
    expect(borgMarks(h.s).map((m) => m.card)).toEqual([h.card('Reported Activity')]);
    expect(events(h, 'borgBattle')).toHaveLength(1);
    // WEAPONS 24 against SHIELDS 6 and 9: direct hits
    expect(h.where(h.card(KVORT, 'player-2')).z).toBe('discard');
    expect(h.where(h.card('U.S.S. Galaxy', 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(h.s.completed[h.card(SSC)]).toBeUndefined();
    expect(seat(h.s, 'player-1').score + seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });

  it('the farther end: from the second of four locations the fourth; from the third the first; from the middle of an odd spaceline the last', () => {
    const h = borgPosition([{ card: KVORT, at: SSC, crew: ['Klag'] }]);
    expect(fartherEnd(h.s, h.card(SSC))).toBe(h.card('Reported Activity'));
    expect(fartherEnd(h.s, h.card('Gault'))).toBe(h.card('Avert Danger'));
    const odd = { ...h.s, spaceline: h.s.spaceline.slice(0, 3) };
    expect(fartherEnd(odd, h.card(SSC))).toBe(h.card('Gault'));
  });

  it('boundary of a hit: three ships firing back with WEAPONS 24 do nothing; 25 damage it (no points yet)', () => {
    const crews = ['Klag', 'Kromm', 'Batrell'];
    const even = borgPosition(['I.K.C. K\'Ratak', 'I.K.C. Vor\'Cha', 'I.K.S. Qu\'Vat'].map((card, i) => ({ card, at: SSC, crew: [crews[i] as string] })));
    attemptFromShip(even, "I.K.C. K'Ratak");
    expect(events(even, 'battle').map((e) => e.text).join('\n')).toMatch(/fire back at Borg Ship: WEAPONS 24 against SHIELDS 24: no damage/);
    expect(even.s.cards[even.card(BS, 'player-1')]?.damaged).toBe(false);
    even.finish();

    const more = borgPosition(['I.K.C. K\'Ratak', 'I.K.S. Bortas', 'I.K.S. Qu\'Vat'].map((card, i) => ({ card, at: SSC, crew: [crews[i] as string] })));
    attemptFromShip(more, "I.K.C. K'Ratak");
    expect(events(more, 'borgShipDamaged')).toHaveLength(1);
    expect(more.s.cards[more.card(BS, 'player-1')]?.damaged).toBe(true);
    expect(borgAt(more)).toEqual(at(more, SSC));
    expect(seat(more.s, 'player-2').score).toBe(0);
    more.finish();
  });

  it('destroyed by the fire of one player\'s ships (a direct hit, WEAPONS 54): its card goes to his bonus area with its points', () => {
    const crews = ['Klag', 'Kromm', 'Batrell', "B'iJik", 'Dukath', 'Torin', 'Konmel'];
    const fleet = ["I.K.C. K'Ratak", 'I.K.S. Bortas', "I.K.S. Qu'Vat", "I.K.C. Vor'Cha", "I.K.S. Hegh'ta", 'I.K.S. Pagh', 'I.K.S. Vorn'];
    const h = borgPosition(fleet.map((card, i) => ({ card, at: SSC, crew: [crews[i] as string] })));
    attemptFromShip(h, "I.K.C. K'Ratak");
    expect(h.where(h.card(BS, 'player-1'))).toMatchObject({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe(15);
    expect(borgMarks(h.s)).toEqual([]);
    endTurn(h); // nothing left to move
    expect(events(h, 'borgShipMoved')).toEqual([]);
    h.finish();
  });

  it('at the end of every turn it moves one location toward its end and attacks there (ships docked at an outpost add half its SHIELDS; outposts hold); off the end it is discarded', () => {
    const h = borgPosition(
      [{ card: KVORT, at: SSC, crew: ['Klag'] }, { card: "I.K.C. K'Ratak", at: 'Gault', crew: ['Kromm'] }],
      [{ card: 'U.S.S. Galaxy', at: 'Reported Activity', crew: ['Taitt'] }],
    );
    attemptFromShip(h);
    expect(ship(h, "I.K.C. K'Ratak")?.damaged).toBeFalsy(); // not attacked where it was met
    endTurn(h); // player-2's turn ends: to Gault
    expect(borgAt(h)).toEqual(at(h, 'Gault'));
    // K'Ratak docked: SHIELDS 6 + 16 = 22 against 24: hit, not direct; the Klingon Outpost (SHIELDS 32) holds
    expect(ship(h, "I.K.C. K'Ratak")?.damaged).toBe(true);
    expect(h.where(h.card('Klingon Outpost', 'player-2')).z).toBe('outpost');
    endTurn(h); // player-1's turn ends: to Reported Activity
    expect(borgAt(h)).toEqual(at(h, 'Reported Activity'));
    // the Galaxy docked: SHIELDS 9 + 15 = 24 against 24: no damage (boundary)
    expect(ship(h, 'U.S.S. Galaxy', 'player-1')?.damaged).toBeFalsy();
    expect(events(h, 'battle').map((e) => e.text).join('\n')).toMatch(/fires at U\.S\.S\. Galaxy: WEAPONS 24 against SHIELDS 24: no damage/);
    endTurn(h); // off the end
    expect(borgAt(h).z).toBe('discard');
    expect(borgMarks(h.s)).toEqual([]);
    expect(events(h, 'borgShipGone')).toHaveLength(1);
    h.finish();
  });

  it('a ship arriving where it is gets attacked; one elsewhere does not', () => {
    const h = borgPosition([{ card: KVORT, at: SSC, crew: ['Klag'] }, { card: "I.K.C. K'Ratak", at: 'Avert Danger', crew: ['Kromm'] }]);
    attemptFromShip(h);
    expect(ship(h, "I.K.C. K'Ratak")?.stopped).toBeFalsy();
    h.chooseId(`move:${h.card("I.K.C. K'Ratak", 'player-2')}>${h.card(SSC)}`);
    h.passResponses();
    expect(h.where(h.card("I.K.C. K'Ratak", 'player-2')).z).toBe('discard');
    expect(events(h, 'borgBattle')).toHaveLength(2);
    h.finish();
  });

  it('Hugh, at the start of its battle: no attack for the rest of the turn (not at the end of it either); the turn after, it attacks again', () => {
    const h = borgPosition([{ card: KVORT, at: SSC, crew: ['Klag'] }, { card: "I.K.C. K'Ratak", at: 'Gault', crew: ['Kromm'] }], [], { hand: ['Hugh'], alwaysRespond: true });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    respondWith(h, 'Play Hugh', 'player-1');
    h.passResponses();
    expect(h.where(h.card(KVORT, 'player-2')).z).toBe('inSpace');
    expect(events(h, 'borgCalledOff').length).toBeGreaterThan(0);
    endTurn(h); // moves to Gault, no attack this turn
    expect(borgAt(h)).toEqual(at(h, 'Gault'));
    expect(ship(h, "I.K.C. K'Ratak")?.damaged).toBeFalsy();
    endTurn(h); // player-1's turn: to Reported Activity, attacks there (nothing there but the outpost)
    expect(events(h, 'borgBattle').length).toBeGreaterThan(1);
    h.finish();
  });

  it('Anti-Matter Spread at the start of its battle: WEAPONS 16 for the turn (a docked K\'Ratak, SHIELDS 22, is not hit); without it, it is', () => {
    const pos = (hand: string[]) =>
      borgPosition([{ card: KVORT, at: SSC, crew: ['Klag'] }, { card: "I.K.C. K'Ratak", at: 'Gault', crew: ['Kromm'] }], [], {}, { hand, table: ['Alternate Universe Door'] });
    const h = pos(['Anti-Matter Spread']);
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    // at the start of the battle where it was met: kept for the end of the turn
    expect(h.offers('Play Anti-Matter Spread')).toBe(true);
    h.passResponses();
    h.choose('end');
    // the end-of-turn battle at Gault: player-2 plays it
    respondWith(h, 'Play Anti-Matter Spread', 'player-2');
    h.passResponses();
    expect(ship(h, "I.K.C. K'Ratak")?.damaged).toBeFalsy();
    expect(events(h, 'battle').map((e) => e.text).join('\n')).toMatch(/fires at I\.K\.C\. K'Ratak: WEAPONS 16 against SHIELDS 22: no damage/);
    h.finish();

    const without = pos([]);
    attemptFromShip(without);
    endTurn(without);
    expect(ship(without, "I.K.C. K'Ratak")?.damaged).toBe(true);
    without.finish();
  });

  it('in his turn a player may attack it with all his ships there that may: their WEAPONS against its SHIELDS, it fires back at each; a damaged one destroyed scores for him', () => {
    const crews = ['Klag', 'Kromm', 'Batrell'];
    const romulans = ["D'deridex", 'Haakona', 'Khazara'];
    const h = borgPosition(
      ["I.K.C. K'Ratak", 'I.K.S. Bortas', "I.K.S. Qu'Vat"].map((card, i) => ({ card, at: SSC, crew: [crews[i] as string] })),
      romulans.map((card, i) => ({ card, at: 'Gault', crew: [['Galathon', 'Parem', 'Taibak'][i] as string] })),
      { hand: ['Hugh'], alwaysRespond: true },
    );
    attemptFromShip(h, "I.K.C. K'Ratak");
    expect(h.s.cards[h.card(BS, 'player-1')]?.damaged).toBe(true); // 25 against 24
    h.choose('end');
    respondWith(h, 'Play Hugh', 'player-1'); // its end-of-turn attack at Gault called off
    h.passResponses();
    expect(borgAt(h)).toEqual(at(h, 'Gault'));
    expect(romulans.map((n) => h.where(h.card(n, 'player-1')).z)).toEqual(['inSpace', 'inSpace', 'inSpace']);
    h.choose('No persona swap', 'player-1'); // asked: player-1 always responds
    // player-1's turn: the option names every ship of his there and their WEAPONS
    expect(h.labels().filter((l) => l.startsWith('Attack Borg Ship'))).toEqual([`Attack Borg Ship at Gault with D'deridex, Haakona, Khazara (WEAPONS 27 against SHIELDS 24)`]);
    h.choose('Attack Borg Ship at Gault');
    h.passResponses();
    expect(h.where(h.card(BS, 'player-1'))).toMatchObject({ z: 'bonus', player: 'player-1' });
    expect(seat(h.s, 'player-1').score).toBe(15);
    // it fired back at each: direct hits
    expect(romulans.map((n) => h.where(h.card(n, 'player-1')).z)).toEqual(['discard', 'discard', 'discard']);
    h.finish();
  });

  it('negative: no Borg Ship in play, nothing happens at the turn\'s end; Hugh offers no Borg Ship use', () => {
    const h = spacePosition(['Klag'], ['Null Space'], { p1: { hand: ['Hugh'], alwaysRespond: true } });
    endTurn(h);
    expect(events(h, 'borgBattle')).toEqual([]);
    expect(h.s.effects.filter((e) => e.kind === 'mark' && e.by === 'borg-ship')).toEqual([]);
    h.finish();
  });
});

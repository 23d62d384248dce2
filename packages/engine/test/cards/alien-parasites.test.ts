/**
 * Alien Parasites (Premiere dilemma, planet, 101_011): unless the Away Team's INTEGRITY is over 32 it
 * is infected: the attempt ends, the team goes back aboard their ship, and the opponent may command
 * that ship and crew until they are stopped or he is done; then the infected team is stopped and the
 * turn resumes. Constructed positions: player-1 (active) attempts his own planet mission with the
 * dilemma seeded by player-2 under it. docs/RULINGS.md, "Issue 25/26: Alien Parasites and Barclay
 * Transporter Phobia".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { controllerOf } from '../../src/rules/control.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attempt, events } from './helpers.ts';

const AP = 'Alien Parasites';

function position(mission: string, p1: Record<string, unknown>, p2: Record<string, unknown> = {}): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Plunder Site', mission, 'Diplomacy Mission', 'Fever Emergency'],
    turn: { active: 'player-1' },
    'player-1': { missions: [mission, 'Diplomacy Mission'], deckSize: 10, ...p1 },
    'player-2': { missions: ['Plunder Site', 'Fever Emergency'], seeded: { [mission]: [AP] }, deckSize: 10, ...p2 },
  } as PositionSpec);
}

/** A Federation team (the names given) on Evacuation, with an empty Runabout in orbit. */
function federation(team: string[], p2: Record<string, unknown> = {}): Harness {
  return position('Evacuation', { planets: { Evacuation: team }, ships: [{ card: 'Runabout', at: 'Evacuation', crew: [] }] }, p2);
}

// INTEGRITY: Mendon 7, Calloway 7, Taurik 7, Taitt 6 (27); Christopher Hobson 6; Narik 2, Gorta 3
const FOUR = ['Mendon', 'Calloway', 'Taurik', 'Taitt'];

describe('Alien Parasites', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('alien-parasites');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_011')).toEqual({ implemented: true });
    expect(cardText('alien-parasites')).toContain('INTEGRITY is over 32');
  });

  it('infected (INTEGRITY 27): the team beams back to the Runabout; the opponent commands it and moves it; when he gives it back, the team is stopped and the turn resumes', () => {
    const h = federation(FOUR);
    const ship = h.card('Runabout', 'player-1');
    const team = FOUR.map((n) => h.card(n, 'player-1'));
    const ap = h.card(AP, 'player-2');
    attempt(h, 'Evacuation');
    // the team is back aboard; the attempt is over; the opponent decides (not the turn's player)
    for (const id of team) expect(h.where(id)).toEqual({ z: 'aboard', host: ship });
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('alienParasitesControl');
    expect(h.s.turn.active).toBe('player-1');
    h.choose('parasites:take', 'player-2');
    expect(controllerOf(h.s, ship)).toBe('player-2');
    for (const id of team) expect(controllerOf(h.s, id)).toBe('player-2');
    // his orders: the infected ship and crew only; he moves the Runabout away
    expect(h.s.pending?.kind).toBe('alienParasitesOrders');
    const opts = h.options();
    expect(opts.every((o) => o.id === 'parasites:stop' || o.card === ship || (o.act.type === 'move' && o.act.ship === ship) || (o.act.type === 'beam' && (o.act.from.card === ship || o.act.to.card === ship)))).toBe(true);
    const dm = h.s.spaceline[2] as string;
    h.choose(`move:${ship}>${dm}`, 'player-2');
    h.passResponses();
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: dm });
    expect(h.s.pending?.player).toBe('player-2');
    h.choose('parasites:stop', 'player-2');
    // control back; the infected team stopped; the dilemma back under the mission; player-1's turn goes on
    expect(controllerOf(h.s, ship)).toBe('player-1');
    for (const id of team) {
      expect(controllerOf(h.s, id)).toBe('player-1');
      expect(h.s.cards[id]?.stopped).toBe(true);
    }
    expect(h.where(ap).z).toBe('underMission');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.cards[ship]?.stopped).toBe(false);
    expect(events(h, 'turnResumes').length).toBe(1);
    h.finish();
  });

  it('negative: INTEGRITY 33 overcomes it: discarded, nobody beams, nobody is asked', () => {
    const h = federation([...FOUR, 'Christopher Hobson']);
    attempt(h, 'Evacuation');
    expect(events(h, 'dilemmaOvercome').length).toBe(1);
    expect(h.where(h.card(AP, 'player-2'))).toEqual({ z: 'discard' });
    expect(h.where(h.card('Mendon', 'player-1')).z).toBe('planet');
    expect(events(h, 'controlTaken')).toEqual([]);
    expect(h.s.pending?.player).toBe('player-1');
    h.finish();
  });

  it('boundary: exactly 32 is infected; the opponent may leave them (wrong player: the victim is never asked); the team is stopped aboard', () => {
    const h = federation([...FOUR, 'Narik', 'Gorta']);
    const ship = h.card('Runabout', 'player-1');
    attempt(h, 'Evacuation');
    expect(h.s.pending?.kind).toBe('alienParasitesControl');
    expect(h.s.pending?.player).toBe('player-2');
    expect(() => h.choose('parasites:take', 'player-1')).toThrow();
    h.choose('parasites:leave', 'player-2');
    expect(controllerOf(h.s, ship)).toBe('player-1');
    for (const n of [...FOUR, 'Narik', 'Gorta']) {
      const id = h.card(n, 'player-1');
      expect(h.where(id)).toEqual({ z: 'aboard', host: ship });
      expect(h.s.cards[id]?.stopped).toBe(true);
    }
    expect(h.s.pending?.player).toBe('player-1');
    expect(events(h, 'controlTaken')).toEqual([]);
    h.finish();
  });

  it('each beaming is given once: he beams the crew down, cannot beam them down again; with no order left the turn resumes', () => {
    const h = federation(FOUR);
    const ship = h.card('Runabout', 'player-1');
    const ev = h.s.spaceline[1] as string;
    attempt(h, 'Evacuation');
    h.choose('parasites:take', 'player-2');
    h.choose(`beam:${ship}>planet:${ev}`, 'player-2');
    h.choose('all', 'player-2');
    h.passResponses();
    expect(h.where(h.card('Mendon', 'player-1'))).toEqual({ z: 'planet', loc: ev });
    expect(controllerOf(h.s, h.card('Mendon', 'player-1'))).toBe('player-2');
    expect(h.options().some((o) => o.id === `beam:${ship}>planet:${ev}`)).toBe(false);
    // he beams them up again (once): the Runabout's last order is its move; he moves it, then nothing is left
    h.choose(`beam:planet:${ev}>${ship}`, 'player-2');
    h.choose('all', 'player-2');
    h.passResponses();
    expect(h.options().some((o) => o.act.type === 'beam')).toBe(false);
    for (let i = 0; i < 10 && h.s.pending?.player === 'player-2'; i++) {
      const move = h.options().find((o) => o.act.type === 'move');
      h.chooseId(move ? move.id : 'parasites:stop');
      h.passResponses();
    }
    expect(h.s.pending?.player).toBe('player-1');
    expect(controllerOf(h.s, ship)).toBe('player-1');
    h.finish();
  });

  it('he attacks the victim\'s other ship with the infected ship (his own ship there takes no part); the battle stops it and the turn resumes', () => {
    const h = position(
      'Relief Mission',
      { planets: { 'Relief Mission': ['Klag', 'Kromm', 'Kurak'] }, ships: [{ card: 'I.K.S. Buruk', at: 'Relief Mission', crew: [] }, { card: 'U.S.S. Hood', at: 'Relief Mission', crew: ['Taitt'] }] },
      { ships: [{ card: 'I.K.S. Vorn', at: 'Relief Mission', crew: ['Kurn'] }] },
    );
    const buruk = h.card('I.K.S. Buruk', 'player-1');
    const hood = h.card('U.S.S. Hood', 'player-1');
    const vorn = h.card('I.K.S. Vorn', 'player-2');
    attempt(h, 'Relief Mission');
    h.choose('parasites:take', 'player-2');
    h.choose(`battle:ship@${hood}`, 'player-2');
    h.passResponses();
    // only the infected Buruk may attack: his own Vorn there is never offered
    expect(h.s.pending?.kind).toBe('pickAttackers');
    expect(h.options().filter((o) => o.act.type === 'pick').map((o) => o.card)).toEqual([buruk]);
    h.choose(`pick:${buruk}`, 'player-2');
    for (let i = 0; i < 10 && h.s.pending?.kind !== 'main'; i++) {
      if (h.s.pending?.kind === 'respond') h.passResponses();
      else h.chooseId((h.options()[0] as { id: string }).id); // the defender's return fire, at the one attacker
    }
    expect(events(h, 'battle').length).toBeGreaterThan(0);
    expect(h.s.cards[vorn]?.stopped).toBe(false);
    expect(h.s.cards[buruk]?.stopped).toBe(true);
    expect(controllerOf(h.s, buruk)).toBe('player-1');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('out of turn he may cloak the infected Romulan ship (cloaking reads the one giving orders), once', () => {
    const team = ['Galathon', 'Parem', 'Tomalak'];
    const h = position('Covert Rescue', { planets: { 'Covert Rescue': team }, ships: [{ card: "D'deridex", at: 'Covert Rescue', crew: [] }] });
    const ship = h.card("D'deridex", 'player-1');
    attempt(h, 'Covert Rescue');
    h.choose('parasites:take', 'player-2');
    expect(h.offers(`cloak:${ship}`)).toBe(true);
    h.choose(`cloak:${ship}`, 'player-2');
    h.passResponses();
    expect(h.s.cards[ship]?.cloaked).toBe(true);
    expect(h.options().some((o) => o.act.type === 'cloak')).toBe(false);
    h.finish();
  });
});

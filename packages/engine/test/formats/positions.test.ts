/**
 * The position format for constructed games (issue 24, "Tests and checks"): a position names its
 * format; a constructed position has the sides player-1 and player-2, each naming the missions it
 * owns, the cards it seeded under missions (met in the order named), its facilities (several, at
 * any mission, with their crews) and its out-of-play cards. The intro position format is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { buildPosition, PositionError, seat } from '../../src/index.ts';
import type { CardState, GameState } from '../../src/index.ts';
import { setupTest } from '../harness.ts';

const where = (s: GameState, def: string, owner: string): CardState['at'][] =>
  Object.values(s.cards).filter((c) => c.def === def && c.owner === owner).map((c) => c.at);

const BASE = {
  format: 'constructed' as const,
  spaceline: ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'],
  'player-1': { missions: ['Distress Mission', 'Reported Activity'] },
  'player-2': { missions: ['Avert Danger', 'Gault'] },
};

describe('constructed positions', () => {
  it('places the spaceline, both sides\' seed cards in the order named, facilities with crews, ships and out-of-play cards', () => {
    const h = setupTest({
      ...BASE,
      'player-1': {
        ...BASE['player-1'],
        seeded: { Gault: ['Archer', 'Hidden Entrance'] },
        outposts: [{ card: 'Federation Outpost', at: 'Gault', crew: ['Taitt'] }, { card: 'Klingon Outpost', at: 'Reported Activity' }],
        ships: [{ card: 'Runabout', crew: ['Mendon'] }],
        hand: ['Calloway'],
        outOfPlay: ['Giusti'],
      },
      'player-2': { ...BASE['player-2'], seeded: { Gault: ['Archer'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }] },
    });
    const s = h.s;
    expect(s.format).toBe('stccg1e-constructed');
    expect(s.seats).toEqual(['player-1', 'player-2']);
    expect(s.spaceline.map((l) => (s.cards[l] as CardState).def)).toEqual(['avert-danger', 'gault', 'distress-mission', 'reported-activity']);
    const gault = h.card('Gault');
    const under = Object.values(s.cards).filter((c) => c.at.z === 'underMission' && c.at.loc === gault);
    expect(under.map((c) => [c.owner, c.def])).toEqual([['player-1', 'archer'], ['player-1', 'hidden-entrance'], ['player-2', 'archer']]);
    // the order named is the order met
    const order = under.map((c) => (c.at as { i?: number }).i);
    expect(order).toEqual([0, 1, 2]);
    expect(where(s, 'federation-outpost', 'player-1')).toEqual([{ z: 'outpost', loc: gault }]);
    expect(where(s, 'klingon-outpost', 'player-1')).toEqual([{ z: 'outpost', loc: h.card('Reported Activity') }]);
    expect(h.where(h.card('Taitt', 'player-1'))).toEqual({ z: 'aboard', host: h.card('Federation Outpost', 'player-1') });
    // a ship with no "at" stands at the side's first facility
    expect(h.where(h.card('Runabout', 'player-1'))).toEqual({ z: 'inSpace', loc: gault });
    expect(h.where(h.card('Giusti', 'player-1')).z).toBe('outOfPlay');
    expect(seat(s, 'player-1').hand).toHaveLength(1);
    // the draw deck is filled so that the game goes on; player-2 is active by default
    expect(seat(s, 'player-1').deck.length).toBeGreaterThan(30);
    expect(s.turn.active).toBe('player-2');
    h.finish();
  });

  it('names the deck lists when given, and takes its cards from them', () => {
    const s = buildPosition({
      ...BASE,
      decks: {
        'player-1': { missions: ['Distress Mission', 'Reported Activity'], draw: ['Taitt', 'Taitt', 'Mendon'] },
        'player-2': { missions: ['Avert Danger', 'Gault'], draw: ['Klag'] },
      },
      'player-1': { ...BASE['player-1'], hand: ['Taitt'] },
    });
    expect(seat(s, 'player-1').deck.map((id) => (s.cards[id] as CardState).def).sort()).toEqual(['mendon', 'taitt']);
    expect(seat(s, 'player-2').deck).toHaveLength(1);
  });

  it('refuses the intro sides, top-level dilemmas, a mission owned by neither side or both, and a missing side', () => {
    expect(() => buildPosition({ ...BASE, federation: {} })).toThrow(/player-1 and player-2, not federation/);
    expect(() => buildPosition({ ...BASE, dilemmas: { Gault: ['Archer'] } })).toThrow(/"seeded"/);
    expect(() => buildPosition({ ...BASE, spaceline: ['Homeward'] })).toThrow(/in neither side's "missions"/);
    expect(() => buildPosition({ ...BASE, 'player-2': { missions: ['Avert Danger', 'Gault', 'Reported Activity'] } })).toThrow(/named by both sides/);
    expect(() => buildPosition({ format: 'constructed', 'player-1': { missions: ['Gault'] } })).toThrow(/player-2 is missing/);
    expect(() => buildPosition({ ...BASE, 'player-1': { ...BASE['player-1'], outpost: 'Gault' } })).toThrow(/"outposts"/);
    expect(() => buildPosition({ ...BASE, turn: { active: 'klingon' } })).toThrow(/not a side of the constructed format/);
    expect(() => buildPosition({ ...BASE, 'player-1': { ...BASE['player-1'], outposts: [{ card: 'Taitt', at: 'Gault' }] } })).toThrow(PositionError);
  });

  it('keeps the intro format as it was, and refuses constructed fields in it', () => {
    const s = buildPosition({ spaceline: ['Homeward', 'Gault'], federation: { outpost: 'Homeward' }, klingon: { outpost: 'Gault' } });
    expect(s.format).toBe('stccg1e-intro-2pg');
    expect(s.seats).toEqual(['federation', 'klingon']);
    expect(s.turn.active).toBe('klingon');
    expect(() => buildPosition({ 'player-1': {} })).toThrow(/federation and klingon, not player-1/);
    expect(() => buildPosition({ federation: { missions: ['Homeward'] } })).toThrow(/for constructed positions/);
    expect(() => buildPosition({ decks: {} })).toThrow(/intro decks/);
  });

  it('a constructed position plays on: an Away Team attempts a mission and meets the opponent\'s seed cards only', () => {
    const h = setupTest({
      ...BASE,
      'player-1': { ...BASE['player-1'], seeded: { Gault: ['Archer'] }, outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }] },
      'player-2': { ...BASE['player-2'], seeded: { Gault: ['Hidden Entrance'] }, outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], planets: { Gault: ['Klag', 'Kromm', 'Gorath'] } },
    });
    const gault = h.card('Gault');
    h.choose(`attempt:${gault}`);
    h.passResponses();
    // player-2's own Hidden Entrance is skipped; player-1's Archer is met and leaves the stack
    expect(h.where(h.card('Hidden Entrance', 'player-2')).z).toBe('underMission');
    expect(h.where(h.card('Archer', 'player-1')).z).not.toBe('underMission');
    h.finish();
  });
});

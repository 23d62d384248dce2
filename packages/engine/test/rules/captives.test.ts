/**
 * Captives (rules/captives.ts; docs/RULINGS.md "Alternate Universe: captives", AC1..AC3): a
 * personnel held by the opponent lies face up on the captor's side, seen by both players, in no crew
 * or team, still its owner's card for the persona limit; released, it goes to an outpost of its
 * owner's (his choice among several), or to his hand when he has none.
 */
import { describe, expect, it } from 'vitest';
import { buildPosition, checkInvariants, personaEntryVerdict, view } from '../../src/index.ts';
import type { CardId, GameState, PositionSpec } from '../../src/index.ts';
import { captivesHeldBy, captivesOwnedBy, captorOf, releaseCaptives } from '../../src/rules/captives.ts';
import { captiveCards, personnelAboard } from '../../src/rules/board.ts';
import { setupTest } from '../harness.ts';

const spec = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): PositionSpec =>
  ({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity', crew: ['Geordi La Forge'] }], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], captives: ['Data'], ...p2 },
  }) as PositionSpec;

const find = (s: GameState, def: string, owner: string): CardId => Object.values(s.cards).find((c) => c.def === def && c.owner === owner && c.at.z !== 'deck')?.id as CardId;

describe('captives', () => {
  it('a captive lies on the captor\'s side, seen by both players and spectators, and is no one\'s crew', () => {
    const h = setupTest(spec());
    const data = h.card('Data', 'player-1');
    expect(h.where(data)).toEqual({ z: 'captive', by: 'player-2' });
    expect(captorOf(h.s, data)).toBe('player-2');
    expect(captivesHeldBy(h.s, 'player-2')).toEqual([data]);
    expect(captivesOwnedBy(h.s, 'player-1')).toEqual([data]);
    expect(captivesHeldBy(h.s, 'player-1')).toEqual([]);
    for (const v of ['player-1', 'player-2', 'spectator'] as const) {
      const pv = view(h.s, v);
      expect(pv.players['player-2']?.captives.map((c) => c.id)).toEqual([data]);
      expect(pv.players['player-1']?.captives).toEqual([]);
    }
    expect(personnelAboard(h.s, h.card('Federation Outpost', 'player-1'))).toEqual([h.card('Geordi La Forge', 'player-1')]);
    h.finish();
  });

  it('a captive is still its owner\'s card for the persona limit: a second Data may not report; the captor is not limited by it (wrong player)', () => {
    const h = setupTest(spec());
    expect(personaEntryVerdict(h.s, 'player-1', 'data').allowed).toBe(false);
    expect(personaEntryVerdict(h.s, 'player-2', 'data').allowed).toBe(true);
    h.finish();
  });

  it('released with one outpost: aboard it; the board index forgets the captive', () => {
    const s = buildPosition(spec());
    const data = find(s, 'data', 'player-1');
    releaseCaptives(s, 'player-1', [data], 'a test');
    expect(s.cards[data]?.at).toEqual({ z: 'aboard', host: find(s, 'federation-outpost', 'player-1') });
    expect(captiveCards(s)).toEqual([]);
    expect(personaEntryVerdict(s, 'player-1', 'data').allowed).toBe(false); // in play again
    expect(checkInvariants(s, Object.keys(s.cards).length)).toEqual([]);
  });

  it('boundary: released with no outpost of its owner in play, it goes to his hand', () => {
    const s = buildPosition(spec({ outposts: [] }));
    const data = find(s, 'data', 'player-1');
    releaseCaptives(s, 'player-1', [data], 'a test');
    expect(s.cards[data]?.at).toEqual({ z: 'hand' });
    expect(s.players['player-1']?.hand).toContain(data);
    expect(personaEntryVerdict(s, 'player-1', 'data').allowed).toBe(true);
    expect(checkInvariants(s, Object.keys(s.cards).length)).toEqual([]);
  });

  it('the invariants refuse a captive held by its own owner', () => {
    const s = buildPosition(spec());
    const data = find(s, 'data', 'player-1');
    (s.cards[data] as { at: unknown }).at = { z: 'captive', by: 'player-1' };
    expect(checkInvariants(s, Object.keys(s.cards).length).some((e) => e.includes('held captive by player-1'))).toBe(true);
  });

  it('a position may not hold a non-personnel captive', () => {
    expect(() => buildPosition(spec({}, { captives: ['Tricorder'] }))).toThrow(/not a personnel/);
  });
});

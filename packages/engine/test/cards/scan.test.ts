/**
 * Scan (Premiere interrupt, 101_135, database wording): at the start of its player's turn, his ship at a
 * space mission with at least two staffing icons and Computer Skill and Stellar Cartography aboard: those
 * personnel are stopped and he looks at the bottom seed card there, alone. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';

const SC = 'Scan';
const SSC = 'Study Stellar Collision';

function pos(ship: string, crew: string[], o: { seeded?: string[]; turn?: Record<string, unknown> } = {}): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', SSC, 'Reported Activity'],
    turn: o.turn ?? { active: 'player-1' },
    'player-1': { missions: [SSC, 'Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ships: [{ card: ship, at: SSC, crew }], hand: [SC, 'Giusti'] },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], seeded: { [SSC]: o.seeded ?? ['Archer', 'Cosmic String Fragment'] } },
  } as PositionSpec;
}
const scans = (h: ReturnType<typeof setupTest>) => h.labels().filter((l) => l.startsWith(`Play ${SC}:`));

describe('Scan', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_135')).toEqual({ implemented: true });
    expect(cardText('scan')).toContain('bottom seed card');
  });

  it('at the start of the turn: the two personnel are stopped and the bottom seed card is named to its player alone', () => {
    const h = setupTest(pos('U.S.S. Excelsior', ['Christopher Hobson', 'Taitt', 'Calloway']));
    expect(scans(h)).toEqual([`Play ${SC}: with U.S.S. Excelsior at ${SSC}`]);
    h.choose(`Play ${SC}: with U.S.S. Excelsior`);
    h.passResponses();
    expect(h.s.cards[h.card('Christopher Hobson', 'player-1')]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Taitt', 'player-1')]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Calloway', 'player-1')]?.stopped).toBeFalsy();
    expect(view(h.s, 'player-1').log.find((e) => e.type === 'seedScannedSecret')?.text).toBe(`The bottom seed card under ${SSC} is Cosmic String Fragment`);
    for (const v of ['player-2', 'spectator'] as const) {
      expect(JSON.stringify(view(h.s, v).log)).not.toContain('Cosmic String Fragment');
      expect(view(h.s, v).log.some((e) => e.type === 'seedScanned')).toBe(true);
    }
    h.finish();
  });

  it('boundary: a ship with two staffing icons may scan, one with a single icon may not; a missing skill or no seed card there: no play', () => {
    const one = setupTest(pos('U.S.S. Miranda', ['Christopher Hobson', 'Taitt']));
    expect(scans(one)).toEqual([]);
    one.finish();
    const noCart = setupTest(pos('U.S.S. Excelsior', ['Christopher Hobson', 'Calloway']));
    expect(scans(noCart)).toEqual([]);
    noCart.finish();
    const empty = setupTest(pos('U.S.S. Excelsior', ['Christopher Hobson', 'Taitt'], { seeded: [] }));
    expect(scans(empty)).toEqual([]);
    empty.finish();
  });

  it('wrong timing: not after the turn\'s first order, and not in the opponent\'s turn', () => {
    const h = setupTest(pos('U.S.S. Excelsior', ['Christopher Hobson', 'Taitt', 'Calloway']));
    h.choose('Report Giusti');
    h.passResponses();
    expect(scans(h)).toEqual([]);
    h.finish();
    const theirs = setupTest(pos('U.S.S. Excelsior', ['Christopher Hobson', 'Taitt'], { turn: { active: 'player-2' } }));
    expect(theirs.s.pending?.player).toBe('player-2');
    theirs.choose('end', 'player-2');
    // player-1's turn has now begun: it is offered
    expect(scans(theirs)).toHaveLength(1);
    theirs.finish();
  });
});

/**
 * Long-Range Scan (interrupt): look at everything aboard one of the opponent's ships. The engine shows
 * the cards to the scanning player alone, through that player's view, until the end of the turn.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { view } from '../../src/index.ts';
import type { Viewer } from '../../src/index.ts';
import { endTurn } from './helpers.ts';

/** The crew of a ship as a viewer sees it: names, or null when hidden. */
function crewSeen(h: Harness, viewer: Viewer, ship: string): string[] | null {
  for (const loc of view(h.s, viewer).spaceline) {
    const v = loc.ships.find((x) => x.id === ship);
    if (v) return v.crew ? v.crew.map((c) => c.name).sort() : null;
  }
  throw new Error(`ship ${ship} not in view`);
}

const POSITION = {
  klingon: { hand: ['Long-Range Scan'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] },
  federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon', 'Tricorder'] }] },
};

describe('Long-Range Scan', () => {
  it("shows the crew of the opponent's ship to the scanning player only", () => {
    const h = setupTest(POSITION);
    const ship = h.card('Runabout');
    expect(crewSeen(h, 'klingon', ship)).toBeNull();
    h.choose('Play Long-Range Scan: on Runabout');
    h.passResponses();
    expect(crewSeen(h, 'klingon', ship)).toEqual(['Mendon', 'Tricorder']);
    expect(crewSeen(h, 'spectator', ship)).toBeNull();
    expect(crewSeen(h, 'federation', ship)).toEqual(['Mendon', 'Tricorder']); // the owner always sees it
    expect(h.where(h.card('Long-Range Scan', 'klingon')).z).toBe('discard');
    h.finish();
  });

  it('the list of what was seen goes to the scanner only, in the log', () => {
    const h = setupTest(POSITION);
    h.choose('Play Long-Range Scan: on Runabout');
    h.passResponses();
    const secret = (v: Viewer) => view(h.s, v).log.filter((e) => e.type === 'shipScannedSecret');
    expect(secret('klingon')).toHaveLength(1);
    expect(secret('klingon')[0]?.text).toContain('Mendon');
    expect(secret('federation')).toEqual([]);
    expect(secret('spectator')).toEqual([]);
    expect(JSON.stringify(view(h.s, 'spectator'))).not.toContain('Mendon');
    h.finish();
  });

  it('lasts until the end of the turn: after it the crew is hidden again', () => {
    const h = setupTest(POSITION);
    const ship = h.card('Runabout');
    h.choose('Play Long-Range Scan: on Runabout');
    h.passResponses();
    endTurn(h);
    expect(crewSeen(h, 'klingon', ship)).toBeNull();
    expect(view(h.s, 'klingon').effects).toEqual([]);
    h.finish();
  });

  it("is offered only for the opponent's ships: with none, it is not offered", () => {
    const h = setupTest({ klingon: { hand: ['Long-Range Scan'], ships: [{ card: "I.K.C. K'Vort", crew: ['Klag'] }] } });
    expect(h.offers('Play Long-Range Scan')).toBe(false);
    h.finish();
  });
});

/**
 * Escape Pod (interrupt): when one of your ships is being destroyed, its personnel escape in the pod and
 * stay at that location, out of the enemy's sight, until one of your ships there beams them out; the
 * empty pod is discarded at the end of that turn.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { view } from '../../src/index.ts';
import { endTurn, eventCards } from './helpers.ts';

/** The Klingon K'Vort shoots the damaged Federation shuttle at Gault: a second damage destroys it. */
function shootShuttle(h: Harness): void {
  h.choose('Attack Type VI Shuttlecraft');
  h.choose("I.K.C. K'Vort");
}

const POSITION = {
  federation: {
    hand: ['Escape Pod'],
    ships: [
      { card: 'Type VI Shuttlecraft', at: 'gault', crew: ['Taitt', 'Mendon', 'Tricorder'], damaged: true },
      { card: 'Runabout', at: 'homeward', crew: ['Christopher Hobson'] },
    ],
  },
  klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] },
};

describe('Escape Pod', () => {
  it("is offered to the ship's owner while it is being destroyed; the personnel escape, the equipment is lost", () => {
    const h = setupTest(POSITION);
    shootShuttle(h);
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.kind).toBe('respond');
    h.choose('Play Escape Pod: save the crew of Type VI Shuttlecraft');
    const pod = h.card('Escape Pod', 'federation');
    expect(h.where(pod)).toEqual({ z: 'attached', host: h.card('Gault') });
    for (const n of ['Taitt', 'Mendon']) expect(h.where(h.card(n))).toEqual({ z: 'aboard', host: pod });
    expect(h.where(h.card('Type VI Shuttlecraft')).z).toBe('discard');
    expect(h.where(h.card('Tricorder', 'federation')).z).toBe('discard');
    h.finish();
  });

  it('the stranded crew is out of the enemy\'s sight: names only in its owner\'s log', () => {
    const h = setupTest(POSITION);
    shootShuttle(h);
    h.choose('Play Escape Pod');
    const taitt = h.card('Taitt');
    const enemy = JSON.stringify(view(h.s, 'klingon'));
    expect(enemy).not.toContain(taitt);
    expect(enemy).not.toContain('Taitt');
    expect(JSON.stringify(view(h.s, 'spectator'))).not.toContain('Taitt');
    expect(view(h.s, 'federation').log.some((e) => e.text.includes('Taitt'))).toBe(true);
    const podSeenBy = (v: 'federation' | 'klingon') =>
      view(h.s, v).spaceline.find((l) => l.id === h.card('Gault'))?.attached.find((c) => c.def === 'escape-pod');
    expect(podSeenBy('federation')?.crew?.map((c) => c.name).sort()).toEqual(['Mendon', 'Taitt']);
    expect(podSeenBy('klingon')?.crew ?? null).toBeNull();
    expect(podSeenBy('klingon')?.crewCount).toBe(2);
    h.finish();
  });

  it('your ship at the location beams them out; the pod is discarded at the end of the turn it empties, not before', () => {
    const h = setupTest(POSITION);
    shootShuttle(h);
    h.choose('Play Escape Pod');
    const pod = h.card('Escape Pod', 'federation');
    endTurn(h);
    h.choose('Move Runabout to Gault');
    h.choose('Beam from Escape Pod to Runabout');
    h.choose('Taitt'); // one of two: the pod still holds Mendon
    h.choose('Done');
    endTurn(h);
    expect(h.where(pod).z).toBe('attached');
    endTurn(h);
    h.choose('Beam from Escape Pod to Runabout');
    h.choose('Mendon');
    expect(h.where(h.card('Mendon'))).toEqual({ z: 'aboard', host: h.card('Runabout') });
    expect(h.where(pod).z).toBe('attached');
    endTurn(h);
    expect(h.where(pod).z).toBe('discard');
    h.finish();
  });

  it("is not offered for the opponent's ship, nor for a ship with no personnel aboard", () => {
    const h = setupTest({
      federation: { ships: [{ card: 'Type VI Shuttlecraft', at: 'gault', crew: ['Tricorder'], damaged: true }] },
      klingon: { hand: ['Escape Pod'], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] },
    });
    shootShuttle(h);
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.where(h.card('Type VI Shuttlecraft')).z).toBe('discard');
    expect(h.where(h.card('Escape Pod', 'klingon')).z).toBe('hand');
    h.finish();
    const empty = setupTest({
      federation: { hand: ['Escape Pod'], ships: [{ card: 'Type VI Shuttlecraft', at: 'gault', crew: ['Tricorder'], damaged: true }] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] },
    });
    shootShuttle(empty);
    expect(empty.s.pending?.player).toBe('klingon');
    expect(eventCards(empty, 'shipDestroyed')).toEqual([empty.card('Type VI Shuttlecraft')]);
    empty.finish();
  });
});

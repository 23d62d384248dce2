/** Unit tests of the told sequence's pure part (src/sequence.ts): queueing, pacing, skipping, the pace kept, a revealed card found. */
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerView } from '@stccg/engine';
import { EMPTY, HISTORY, PACE_KEY, PACE_MS, advance, findAnywhere, loadPace, narrating, receive, revealedCard, savePace, skip, stepMs, type SeqState } from '../src/sequence.ts';

const ev = (type: string, text = type, data: Record<string, unknown> = {}): GameEvent => ({ seq: 0, type, text, data });
const view = (seq: number, extra: Partial<PlayerView> = {}): PlayerView => ({ seq, spaceline: [], resolving: [], players: {}, ...extra }) as unknown as PlayerView;

/** Receives a view and shows the first step at once when nothing is shown, as the component does. */
function arrive(st: SeqState, v: PlayerView, log: GameEvent[]): SeqState {
  const n = receive(st, v, log, 'normal');
  return !n.current && n.queue.length ? advance(n) : n;
}

describe('the told sequence', () => {
  const first = [ev('turnStarted')];

  it('shows the first view and its history at once', () => {
    const st = arrive(EMPTY, view(1), first);
    expect(st.view?.seq).toBe(1);
    expect(st.told).toBe(1);
    expect(st.current).toBeNull();
    expect(narrating(st)).toBe(false);
  });

  it('shows a lone event at once and does not narrate it', () => {
    let st = arrive(EMPTY, view(1), first);
    st = arrive(st, view(2), [...first, ev('cardPlayed')]);
    expect(st.current?.event.type).toBe('cardPlayed');
    expect(st.view?.seq).toBe(2);
    expect(st.told).toBe(2);
    expect(st.queue).toHaveLength(0);
    expect(narrating(st)).toBe(false);
    st = advance(st);
    expect(st.current).toBeNull();
  });

  it('queues a burst: one step at a time, the table moving to a view when its last event is shown', () => {
    let st = arrive(EMPTY, view(1), first);
    const log2 = [...first, ev('cardPlayed'), ev('shipMoved')];
    st = arrive(st, view(2), log2);
    // the first event is shown, the second waits; the table still shows view 1
    expect(st.current?.event.type).toBe('cardPlayed');
    expect(st.queue.map((s) => s.event.type)).toEqual(['shipMoved']);
    expect(st.view?.seq).toBe(1);
    expect(st.told).toBe(2);
    expect(narrating(st)).toBe(true);
    // a later view arrives while the burst is told: its events go to the back
    const log3 = [...log2, ev('dilemmaRevealed', 'x'), ev('personnelKilled')];
    st = arrive(st, view(3), log3);
    expect(st.queue.map((s) => s.event.type)).toEqual(['shipMoved', 'dilemmaRevealed', 'personnelKilled']);
    st = advance(st);
    expect(st.current?.event.type).toBe('shipMoved');
    expect(st.view?.seq).toBe(2);
    expect(st.told).toBe(3);
    st = advance(st);
    expect(st.current?.event.type).toBe('dilemmaRevealed');
    // the dilemma is shown on the table as it was before its effect
    expect(st.view?.seq).toBe(2);
    st = advance(st);
    expect(st.current?.event.type).toBe('personnelKilled');
    expect(st.view?.seq).toBe(3);
    expect(st.told).toBe(5);
    expect(narrating(st)).toBe(true);
    st = advance(st);
    expect(st.current).toBeNull();
    expect(narrating(st)).toBe(false);
  });

  it('a view without events rides on the last step waiting, or is shown at once when nothing waits', () => {
    let st = arrive(EMPTY, view(1), first);
    const log2 = [...first, ev('a'), ev('b')];
    st = arrive(st, view(2), log2);
    st = arrive(st, view(3), log2);
    expect(st.view?.seq).toBe(1);
    expect(st.queue[0]?.view?.seq).toBe(3);
    st = advance(st);
    expect(st.view?.seq).toBe(3);
    st = advance(st);
    st = arrive(st, view(4), log2);
    expect(st.view?.seq).toBe(4);
  });

  it('skip shows everything at once', () => {
    let st = arrive(EMPTY, view(1), first);
    const log2 = [...first, ev('a'), ev('b'), ev('c')];
    st = arrive(st, view(2), log2);
    expect(st.queue).toHaveLength(2);
    st = skip(st, view(2), log2);
    expect(st.current).toBeNull();
    expect(st.queue).toHaveLength(0);
    expect(st.view?.seq).toBe(2);
    expect(st.told).toBe(4);
    // the next event after a skip is shown at once again
    st = arrive(st, view(3), [...log2, ev('d')]);
    expect(st.current?.event.type).toBe('d');
    expect(st.view?.seq).toBe(3);
  });

  it('pace off, a log that shrank (a reconnect) and a long jump are shown at once', () => {
    let st = arrive(EMPTY, view(1), first);
    const off = receive(st, view(2), [...first, ev('a'), ev('b')], 'off');
    expect(off.current).toBeNull();
    expect(off.queue).toHaveLength(0);
    expect(off.view?.seq).toBe(2);
    expect(off.told).toBe(3);
    st = arrive(st, view(2), [...first, ev('a'), ev('b')]);
    const shrunk = receive(st, view(3), [ev('x')], 'normal');
    expect(shrunk.queue).toHaveLength(0);
    expect(shrunk.view?.seq).toBe(3);
    const many = Array.from({ length: HISTORY + 2 }, (_, i) => ev(`e${i}`));
    const jump = receive(arrive(EMPTY, view(1), first), view(9), [...first, ...many], 'normal');
    expect(jump.queue).toHaveLength(0);
    expect(jump.told).toBe(HISTORY + 3);
  });

  it('paces: a revealed dilemma stays longer than an ordinary event; off waits for nothing', () => {
    expect(stepMs(ev('shipMoved'), 'normal')).toBe(PACE_MS.normal);
    expect(stepMs(ev('shipMoved'), 'slow')).toBeGreaterThan(stepMs(ev('shipMoved'), 'normal'));
    expect(stepMs(ev('shipMoved'), 'fast')).toBeLessThan(stepMs(ev('shipMoved'), 'normal'));
    expect(stepMs(ev('dilemmaRevealed'), 'normal')).toBeGreaterThanOrEqual(2 * PACE_MS.normal);
    expect(stepMs(ev('dilemmaRevealed'), 'fast')).toBeGreaterThan(stepMs(ev('shipMoved'), 'fast'));
    expect(stepMs(ev('dilemmaRevealed'), 'off')).toBe(0);
    expect(PACE_MS.normal).toBeGreaterThanOrEqual(600);
    expect(PACE_MS.normal).toBeLessThanOrEqual(900);
  });

  it('keeps the pace in storage, "normal" when unset or unreadable', () => {
    const m = new Map<string, string>();
    const s = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
    expect(loadPace(s)).toBe('normal');
    savePace('slow', s);
    expect(m.get(PACE_KEY)).toBe('slow');
    expect(loadPace(s)).toBe('slow');
    m.set(PACE_KEY, 'warp 9');
    expect(loadPace(s)).toBe('normal');
    expect(loadPace(null)).toBe('normal');
    expect(loadPace({ getItem: () => { throw new Error('denied'); } })).toBe('normal');
  });

  it('finds a revealed dilemma in a view (under its mission), else names it from the event', () => {
    const d = { id: 'c7', def: 'some-dilemma', name: 'Some Dilemma', type: 'dilemma', owner: 'klingon' };
    const v = view(5, { spaceline: [{ id: 'L1', mission: { id: 'm1', def: 'm', name: 'M' }, dilemmas: [null, d], outposts: [], ships: [], planet: {}, attached: [] }] } as unknown as Partial<PlayerView>);
    expect(findAnywhere(v, 'c7')).toMatchObject({ def: 'some-dilemma' });
    expect(findAnywhere(v, 'nope')).toBeNull();
    const e = ev('dilemmaRevealed', "federation's Away Team encounters Some Dilemma at Far Away", { card: 'c7', loc: 'L1' });
    expect(revealedCard(e, [null, v])).toEqual({ id: 'c7', def: 'some-dilemma', name: 'Some Dilemma' });
    expect(revealedCard(e, [view(6)])).toEqual({ id: 'c7', def: null, name: 'Some Dilemma' });
    expect(revealedCard(ev('personnelKilled', 'x', { card: 'c7' }), [v])).toBeNull();
  });
});

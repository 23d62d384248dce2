/**
 * Happenings (issue 23, item 3): what happens in a game passes, as a typed action, through an
 * "after" window where listeners run, whether or not the game keeps a log (AI playouts keep none):
 * a card answers "when a personnel is killed" with a listener, not a new call site. Listeners run
 * in the order they declare, so no import order decides.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { after, apply, happened, listenersOf, newGame } from '../../src/index.ts';
import type { Happening, Option } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { attempt } from '../cards/helpers.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('happenings', () => {
  it('a listener hears a personnel killed by a dilemma, with the card and the reason', () => {
    const heard: Happening[] = [];
    stops.push(after('personnelKilled', 'test', (_s, h) => heard.push(h)));
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ['Divok', 'Klag', 'Batrell'] } } });
    attempt(h, 'Gault');
    h.choose('Batrell');
    expect(heard).toEqual([{ type: 'personnelKilled', card: h.card('Batrell'), why: expect.stringContaining('Microvirus') }]);
  });

  it('a game without a log still passes its happenings through the windows; a type nobody listens to costs nothing and calls nobody', () => {
    const counts = new Map<string, number>();
    for (const t of ['cardDrawn', 'turnStarted', 'turnEnding'] as const) stops.push(after(t, 'test', (_s, h) => counts.set(h.type, (counts.get(h.type) ?? 0) + 1)));
    const s = newGame({ seed: 3, log: false });
    let x = 1;
    while (s.turn.number < 5 && s.pending) {
      x = (x * 1103515245 + 12345) >>> 0;
      apply(s, { decision: s.pending.id, option: (s.pending.options[x % s.pending.options.length] as Option).id });
    }
    expect(s.log).toEqual([]);
    expect(counts.get('turnStarted')).toBe(5);
    expect(counts.get('turnEnding')).toBe(4);
    // one card drawn at each turn's end (the opening hands are dealt, not drawn)
    expect(counts.get('cardDrawn')).toBe(4);
    expect(listenersOf('shipDestroyed')).toEqual([]);
    expect(() => happened(s, { type: 'shipDestroyed', ship: 'none', why: 'test' })).not.toThrow();
  });

  it('listeners run in the order they declare, then as registered; the end of a turn has its cards in a stated order', () => {
    const ran: string[] = [];
    stops.push(after('pointsScored', 'late', () => ran.push('late'), 5));
    stops.push(after('pointsScored', 'early', () => ran.push('early'), -5));
    stops.push(after('pointsScored', 'plain-1', () => ran.push('plain-1')));
    stops.push(after('pointsScored', 'plain-2', () => ran.push('plain-2')));
    happened(newGame({ seed: 1 }), { type: 'pointsScored', player: 'federation', points: 5, why: 'test' });
    expect(ran).toEqual(['early', 'plain-1', 'plain-2', 'late']);
    // an empty Escape Pod goes first, then the Alternate Universe dilemmas that act as turns end (in the pool's order), then a doomed ship is destroyed, then the Borg Ship moves on and attacks, then a fire burns
    expect(listenersOf('turnEnding')).toEqual(['escape-pod', 'conundrum', 'edo-probe', 'frame-of-mind', 'rascals', 'loss-of-orbital-stability', 'borg-ship', 'plasma-fire']);
    // ships halted by a card (Tetryon Field's declared ability), a ship stopping on a gap (Gaps in Normal Space), a ship arriving where the Borg Ship is (attacked), an ENGINEER arriving to cure Quantum Singularity Lifeforms and Spacedock's repairs: independent of each other
    expect([...listenersOf('shipArrived')].sort()).toEqual(['borg-ship', 'gaps-in-normal-space', 'halting cards', 'quantum-singularity-lifeforms', 'spacedock']);
    // the persona swap question, then Interrogation's question to the opponent (rules/captives.ts)
    expect(listenersOf('turnStarted')).toEqual(['persona swap', 'interrogation']);
  });

  it('the actions of a game pass through their windows: plays, moves, beaming, attempts, dilemmas, stops, completions', () => {
    const types = ['cardPlayed', 'interruptPlayed', 'shipMoved', 'cardsBeamed', 'missionAttempted', 'dilemmaEncountered', 'awayTeamStopped', 'missionCompleted', 'personnelKilled', 'shipDamaged', 'pointsScored', 'cardDrawn'] as const;
    const seen = new Map<string, Happening>();
    for (const t of types) stops.push(after(t, 'test', (_s, h) => void seen.set(h.type, h)));
    for (const seed of [5, 6, 7, 8]) {
      const s = newGame({ seed, log: false });
      let x = seed;
      for (let i = 0; i < 3000 && !s.result && s.pending; i++) {
        x = (x * 1103515245 + 12345) >>> 0;
        apply(s, { decision: s.pending.id, option: (s.pending.options[x % s.pending.options.length] as Option).id });
      }
    }
    // a completed mission, from a position (random games complete few)
    const h = setupTest({ dilemmas: { 'reported-activity': ['Microvirus'] }, klingon: { planets: { 'reported-activity': ['Klag', "Kle'eg", 'Vekma'] } } });
    attempt(h, 'Reported Activity');
    expect([...seen.keys()].sort()).toEqual([...types].sort());
    expect(seen.get('missionCompleted')).toEqual({ type: 'missionCompleted', player: 'klingon', loc: h.card('Reported Activity'), team: expect.arrayContaining([h.card('Klag')]) });
    // with their fields: a beam names its spots, an attempt its team
    const beam = seen.get('cardsBeamed') as Extract<Happening, { type: 'cardsBeamed' }>;
    expect(beam.cards.length).toBeGreaterThan(0);
    expect(beam.from.card ?? beam.from.planet).toBeDefined();
    const tried = seen.get('missionAttempted') as Extract<Happening, { type: 'missionAttempted' }>;
    expect(tried.team.length).toBeGreaterThan(0);
  });

  it('a listener that stops listening is not called again', () => {
    let n = 0;
    const stop = after('pointsScored', 'once', () => n++);
    const s = newGame({ seed: 1 });
    happened(s, { type: 'pointsScored', player: 'federation', points: 5, why: 'test' });
    stop();
    happened(s, { type: 'pointsScored', player: 'federation', points: 5, why: 'test' });
    expect(n).toBe(1);
    expect(listenersOf('pointsScored')).toEqual([]);
  });

  it('a ship repaired and events destroyed pass through their windows too, with what and why', () => {
    const heard: Happening[] = [];
    stops.push(after('shipRepaired', 'test', (_s, x) => void heard.push(x)));
    stops.push(after('eventsDestroyed', 'test', (_s, x) => void heard.push(x)));
    const h = setupTest({
      turn: { active: 'federation' },
      federation: {
        hand: ['Spacedock', 'Kevin Uxbridge: Convergence'],
        ships: [{ card: 'Runabout', crew: ['Mendon'], damaged: true }],
        attached: [{ card: 'Tetryon Field', on: 'cargo-rendezvous' }],
      },
    });
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    expect(heard).toEqual([{ type: 'shipRepaired', ship: h.card('Runabout'), why: 'Spacedock' }]);
    h.choose('Play Kevin Uxbridge: Convergence: at Cargo Rendezvous');
    h.passResponses();
    const kevin = h.card('Kevin Uxbridge: Convergence', 'federation');
    expect(heard[1]).toEqual({ type: 'eventsDestroyed', player: 'federation', cards: expect.arrayContaining([h.card('Spacedock', 'federation'), h.card('Tetryon Field', 'federation')]), by: kevin });
    // the boundary: an undamaged ship is repaired by nothing, and no window opens for it
    expect(heard.filter((x) => x.type === 'shipRepaired')).toHaveLength(1);
    h.finish();
  });

  it('a battle initiated and an outpost destroyed pass through their windows; a cancelled attack initiates nothing', () => {
    const heard: Happening[] = [];
    stops.push(after('battleInitiated', 'test', (_s, x) => void heard.push(x)));
    stops.push(after('outpostDestroyed', 'test', (_s, x) => void heard.push(x)));
    const ships = [
      { card: "I.K.C. K'Ratak", at: 'Homeward', crew: ['Klag'] },
      { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Batrell'] },
      { card: "I.K.C. Vor'Cha", at: 'Homeward', crew: ['Gorath'] },
      { card: "I.K.C. K'Vort", at: 'Homeward', crew: ["Kle'eg"] },
      { card: "I.K.C. K'Vort", at: 'Homeward', crew: ['Kromm'] },
    ];
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity'],
      klingon: { outpost: 'Gault', ships, planets: { Homeward: ['Torin'] } },
      federation: { outpost: 'Homeward', atOutpost: ['Taitt'], planets: { Homeward: ['Darian Wallace'] } },
    });
    const outpost = h.card('Federation Outpost');
    const hw = h.card('Homeward');
    // the boundary: an attack started and cancelled is no battle
    h.choose(`battle:outpost@${outpost}`);
    h.choose('cancel');
    h.passResponses();
    expect(heard).toEqual([]);
    h.choose(`battle:outpost@${outpost}`);
    h.choose('all');
    h.passResponses();
    expect(heard).toEqual([
      // the attacking ships, all of them here ('all'), for Wartime Conditions (rules/wartime.ts)
      { type: 'battleInitiated', player: 'klingon', loc: hw, against: 'outpost', target: outpost, attackers: ["I.K.C. K'Ratak", "I.K.C. K'Vort", "I.K.C. Vor'cha"].flatMap((n) => h.cards(n, 'klingon').filter((id) => h.where(id).z === 'inSpace')).sort() },
      { type: 'outpostDestroyed', card: outpost, why: 'attacked by klingon' },
    ]);
    h.finish();
  });
});


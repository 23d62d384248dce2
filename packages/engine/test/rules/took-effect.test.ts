/**
 * "Took effect" (issues 25 and 26, coverage; docs/DESIGN.md "What counts as took effect"): a card
 * counts when its text took effect, read from the log and from the notes of the rule hooks that
 * changed a result (core/effects.ts); a card only drawn or held never counts, nor one the engine
 * does not implement. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { tookEffect, trackEffects } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { emit } from '../../src/core/flow.ts';
import { notedEffects } from '../../src/core/effects.ts';
import { withCardsLeftOut } from '../../src/cards/left-out.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { useWhenEarned } from '../../src/rules/immediate-artifacts.ts';

function doors(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], table: ['Alternate Universe Door'], hand: ['Calloway'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], hand: ['Revolving Door', 'Tricorder'], ...p2 },
  } as PositionSpec;
}

function planet(p2: Record<string, unknown>): PositionSpec {
  return {
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity'],
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }] },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], ...p2 },
  } as PositionSpec;
}

describe('took effect', () => {
  it('an event played and resolved counts; cards only held or drawn do not', () => {
    const h = setupTest(doors());
    trackEffects(h.s);
    h.choose("Play Revolving Door on player-1's Alternate Universe Door", 'player-2');
    h.passResponses();
    h.choose('end', 'player-2'); // player-2 draws at the end of the turn
    const took = tookEffect(h.s);
    expect(took.get('revolving-door')).toBe(1);
    // held in hand all along, or drawn: never counted
    expect(took.has('calloway')).toBe(false);
    expect(took.has('tricorder')).toBe(false);
    const drawn = h.s.log.filter((e) => e.type === 'cardDrawnSecret' || e.type === 'cardDrawn');
    expect(drawn.length).toBeGreaterThan(0);
    for (const e of drawn) if (typeof e.data?.card === 'string') expect(took.has(h.s.cards[e.data.card]!.def)).toBe(false);
    h.finish();
  });

  it('a play discarded unresolved (fizzled) does not count; the same card played again and resolved does', () => {
    const h = setupTest(doors());
    const rd = h.card('Revolving Door', 'player-2');
    emit(h.s, 'cardPlayed', 'player-2 plays Revolving Door', { player: 'player-2', card: rd });
    emit(h.s, 'cardFizzled', 'Revolving Door has nothing left to close', { card: rd });
    expect(tookEffect(h.s).has('revolving-door')).toBe(false);
    emit(h.s, 'cardPlayed', 'player-2 plays Revolving Door', { player: 'player-2', card: rd });
    expect(tookEffect(h.s).get('revolving-door')).toBe(1);
  });

  it('a dilemma encountered counts and a mission attempted counts; a dilemma only seeded and a mission only placed do not', () => {
    const h = setupTest(doors({ seeded: { Gault: ['Archer'] } }));
    const gault = h.card('Gault');
    const archer = h.card('Archer');
    expect(tookEffect(h.s).has('archer')).toBe(false);
    emit(h.s, 'missionAttempted', 'player-2 attempts Gault', { player: 'player-2', loc: gault, team: [] });
    emit(h.s, 'dilemmaRevealed', 'the Away Team encounters Archer', { player: 'player-2', card: archer, loc: gault });
    const took = tookEffect(h.s);
    expect(took.get('gault')).toBe(1);
    expect(took.get('archer')).toBe(1);
    expect(took.has('avert-danger')).toBe(false);
  });

  it('a personnel counts when it reports for duty; an artifact earned into hand counts only when played, a seed holder when earned', () => {
    const h = setupTest(doors({ hand: ['Calloway', 'Vulcan Stone of Gol'] }, { seeded: { Gault: ['Cryosatellite'] } }));
    const gault = h.card('Gault');
    const stone = h.card('Vulcan Stone of Gol');
    expect(tookEffect(h.s).has('calloway')).toBe(false);
    emit(h.s, 'cardPlayed', 'Calloway reports', { player: 'player-1', card: h.card('Calloway') });
    emit(h.s, 'artifactEarned', 'player-1 earns Vulcan Stone of Gol into hand', { player: 'player-1', card: stone, loc: gault });
    emit(h.s, 'artifactEarned', 'player-1 earns Cryosatellite', { player: 'player-1', card: h.card('Cryosatellite'), loc: gault });
    let took = tookEffect(h.s);
    expect(took.get('calloway')).toBe(1);
    expect(took.get('cryosatellite')).toBe(1);
    expect(took.has('vulcan-stone-of-gol')).toBe(false);
    emit(h.s, 'cardPlayed', 'player-1 plays Vulcan Stone of Gol', { player: 'player-1', card: stone });
    took = tookEffect(h.s);
    expect(took.get('vulcan-stone-of-gol')).toBe(1);
  });

  it('an artifact that acts at once when earned counts as it is earned (Horga\'hn); one earned into hand still waits to be played', () => {
    const h = setupTest(doors({ hand: ['Calloway', 'Vulcan Stone of Gol'] }, { seeded: { Gault: ["Horga'hn"] } }));
    const gault = h.card('Gault');
    const horgahn = h.card("Horga'hn");
    expect(tookEffect(h.s).has('horgahn')).toBe(false);
    expect(useWhenEarned(h.s, 'player-1', horgahn, gault)).toBe(true);
    emit(h.s, 'artifactEarned', 'player-1 earns Vulcan Stone of Gol into hand', { player: 'player-1', card: h.card('Vulcan Stone of Gol'), loc: gault });
    const took = tookEffect(h.s);
    expect(took.get('horgahn')).toBe(1);
    expect(took.has('vulcan-stone-of-gol')).toBe(false);
  });

  it('a rule hook that changed a result reports its card: a disruptor adding STRENGTH counts, one adding nothing does not', () => {
    const h = setupTest(planet({ planets: { Gault: ['Klag', 'Klingon Disruptor'] } }));
    trackEffects(h.s);
    const klag = h.card('Klag');
    attributeOf(h.s, klag, 'STRENGTH');
    expect(notedEffects(h.s).has('klingon-disruptor')).toBe(true);
    expect(tookEffect(h.s).has('klingon-disruptor')).toBe(true);
    h.finish();
    // a Federation personnel gets nothing from a Klingon Disruptor: no note
    const fed = setupTest(planet({ planets: { Gault: ['Taitt', 'Klingon Disruptor'] } }));
    trackEffects(fed.s);
    attributeOf(fed.s, fed.card('Taitt'), 'STRENGTH');
    expect(tookEffect(fed.s).has('klingon-disruptor')).toBe(false);
    fed.finish();
  });

  it('a game not tracked keeps no notes: only its log counts', () => {
    const h = setupTest(planet({ planets: { Gault: ['Klag', 'Klingon Disruptor'] } }));
    attributeOf(h.s, h.card('Klag'), 'STRENGTH');
    expect(notedEffects(h.s).size).toBe(0);
    expect(tookEffect(h.s).has('klingon-disruptor')).toBe(false);
    h.finish();
  });

  it('a card the engine does not implement never counts, whatever the log says', () => {
    const h = setupTest(planet({ hand: ['Alien Parasites'] }));
    const tox = h.card('Alien Parasites');
    emit(h.s, 'cardPlayed', 'player-2 plays Alien Parasites', { player: 'player-2', card: tox });
    // every card of the pool is built: Alien Parasites' behaviour left out of the engine's cards, as if not built, it does not count
    expect(withCardsLeftOut(['alien-parasites'], () => tookEffect(h.s).has('alien-parasites'))).toBe(false);
    // the boundary: built, the same log counts it
    expect(tookEffect(h.s).get('alien-parasites')).toBe(1);
  });
});

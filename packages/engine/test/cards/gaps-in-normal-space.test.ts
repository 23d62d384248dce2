/**
 * Gaps in Normal Space (Premiere event, 101_075): played between two neighbouring missions, a gap of span
 * 4 opens there, a location of the spaceline with no mission and no planet; a ship that stops on it loses
 * one personnel at random. Constructed positions on the spaceline Avert Danger (4) - Gault (2) - Distress
 * Mission (3) - Reported Activity (3), player-2 active with a Runabout (RANGE 7). docs/RULINGS.md "Issue
 * 25: Gaps in Normal Space and Temporal Causality Loop", GN1-GN5.
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { destinations } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './rogue-borg-spec.ts';
import { events } from './helpers.ts';

const GAP = 'Gaps in Normal Space';
const RUNABOUT = 'Runabout';
const CREW = ['Deanna Troi', 'Alynna Nechayev'];

function moves(h: Harness): string[] {
  return h.options().filter((o) => o.group === 'move').map((o) => o.label);
}

/** Player-2's Runabout at `at` with `crew`, the gap in hand; player-1 holds `p1hand`. */
function position(at = 'Gault', crew = CREW, p1hand: string[] = []): Harness {
  return setupTest(base({ planets: {}, deckSize: 10, hand: p1hand }, { ships: [{ card: RUNABOUT, at, crew }], hand: [GAP], deckSize: 10 }));
}

/** The position with the gap played between Gault and Distress Mission. */
function withGap(at = 'Gault', crew = CREW): Harness {
  const h = position(at, crew);
  h.choose(`Play ${GAP} between Gault and Distress Mission`);
  h.passResponses();
  return h;
}

describe('Gaps in Normal Space', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('gaps-in-normal-space').type).toBe('event');
    expect(cardImplementation('101_075')).toEqual({ implemented: true });
    expect(cardText('gaps-in-normal-space')).toContain('span 4');
  });

  it('played between two neighbouring missions: the gap becomes a location of the spaceline there', () => {
    const h = position();
    expect(h.labels().filter((l) => l.startsWith(`Play ${GAP}`))).toEqual([
      `Play ${GAP} between Avert Danger and Gault`,
      `Play ${GAP} between Gault and Distress Mission`,
      `Play ${GAP} between Distress Mission and Reported Activity`,
    ]);
    h.choose(`Play ${GAP} between Gault and Distress Mission`);
    h.passResponses();
    const gap = h.card(GAP, 'player-2');
    expect(h.where(gap)).toEqual({ z: 'spaceline' });
    expect(h.s.spaceline).toEqual([h.card('Avert Danger'), h.card('Gault'), gap, h.card('Distress Mission'), h.card('Reported Activity')]);
    // both players' views show it as a location with nothing under it
    for (const p of ['player-1', 'player-2']) {
      const v = view(h.s, p);
      const l = v.spaceline[2];
      expect(l?.mission.name).toBe(GAP);
      expect(l?.dilemmas).toEqual([]);
      expect(l?.completedBy).toBeNull();
      expect(l?.gap).toEqual({ span: 4 });
      expect(v.spaceline[1]?.gap).toBeUndefined();
    }
    h.finish();
  });

  it('its span counts for every ship moving past it: Distress Mission now costs 4 + 3 = 7 of the RANGE 7 (boundary), Reported Activity is out of reach', () => {
    const before = position();
    expect(moves(before)).toEqual([`Move ${RUNABOUT} to Avert Danger (RANGE 4 of 7)`, `Move ${RUNABOUT} to Distress Mission (RANGE 3 of 7)`, `Move ${RUNABOUT} to Reported Activity (RANGE 6 of 7)`]);
    before.finish();
    const h = withGap();
    expect(moves(h)).toEqual([`Move ${RUNABOUT} to Avert Danger (RANGE 4 of 7)`, `Move ${RUNABOUT} to ${GAP} (RANGE 4 of 7)`, `Move ${RUNABOUT} to Distress Mission (RANGE 7 of 7)`]);
    h.finish();
  });

  it('passing through: nobody is lost', () => {
    const h = withGap();
    h.choose(`Move ${RUNABOUT} to Distress Mission`);
    h.passResponses();
    expect(h.where(h.card(RUNABOUT, 'player-2'))).toEqual({ z: 'inSpace', loc: h.card('Distress Mission') });
    for (const p of CREW) expect(h.where(h.card(p, 'player-2')).z).toBe('aboard');
    expect(events(h, 'gapStop')).toEqual([]);
    h.finish();
  });

  it('stopping on the gap: one personnel aboard, chosen at random, dies; no mission there to attempt, no planet to beam to', () => {
    const h = withGap();
    h.choose(`Move ${RUNABOUT} to ${GAP}`);
    h.passResponses();
    const ship = h.card(RUNABOUT, 'player-2');
    const gap = h.card(GAP, 'player-2');
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: gap });
    expect(events(h, 'gapStop')).toHaveLength(1);
    const places = CREW.map((p) => h.where(h.card(p, 'player-2')).z).sort();
    expect(places).toEqual(['aboard', 'discard']);
    expect(h.options().some((o) => o.group === 'attempt')).toBe(false);
    expect(h.options().some((o) => o.act.type === 'beam' && (o.act.to.planet === gap || o.act.from.planet === gap))).toBe(false);
    // the ship goes on next turn from the gap, and leaving it costs nothing more than the next span
    endTurn(h);
    endTurn(h);
    expect(destinations(h.s, ship).get(h.card('Distress Mission'))).toBe(3);
    h.choose(`Move ${RUNABOUT} to Distress Mission`);
    h.passResponses();
    expect(events(h, 'gapStop')).toHaveLength(1); // leaving the gap loses nobody
    h.finish();
  });

  it('a lone personnel stopping there dies (boundary); the empty ship stays on the gap', () => {
    const h = withGap('Gault', ['Deanna Troi']);
    h.choose(`Move ${RUNABOUT} to ${GAP}`);
    h.passResponses();
    expect(h.where(h.card('Deanna Troi', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(RUNABOUT, 'player-2'))).toEqual({ z: 'inSpace', loc: h.card(GAP, 'player-2') });
    h.finish();
  });

  it('negative: never beside another gap, and not in the opponent\'s turn (wrong player, wrong timing)', () => {
    const h = setupTest(base({ planets: {}, deckSize: 10 }, { ships: [{ card: RUNABOUT, at: 'Gault', crew: CREW }], hand: [GAP, GAP], deckSize: 10 }));
    h.choose(`Play ${GAP} between Gault and Distress Mission`);
    h.passResponses();
    endTurn(h);
    // player-1's turn: player-2 holds the second copy but may not play it now
    expect(h.s.turn.active).toBe('player-1');
    expect(h.labels().some((l) => l.includes(GAP))).toBe(false);
    endTurn(h);
    expect(h.labels().filter((l) => l.startsWith(`Play ${GAP}`))).toEqual([`Play ${GAP} between Avert Danger and Gault`, `Play ${GAP} between Distress Mission and Reported Activity`]);
    h.finish();
  });
});

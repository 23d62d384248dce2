/**
 * Positions shared by the specs of the Premiere space dilemmas (batch B): a constructed game where
 * player-1 seeded the dilemmas named under Study Stellar Collision (a space mission with the
 * Klingon icon) and player-2, active, has a ship there with the crew named and attempts it.
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { events } from './helpers.ts';

export const SSC = 'Study Stellar Collision';

export interface ShipAt { card: string; crew: string[]; damaged?: boolean }

/** The position: player-2's ship (default I.K.C. K'Vort) at Study Stellar Collision with `crew`, player-1's `seeded` under it. */
export function spacePosition(crew: string[], seeded: string[], opts: { ship?: string; damaged?: boolean; p1?: Record<string, unknown>; p2?: Record<string, unknown> } = {}): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', SSC, 'Gault', 'Reported Activity'],
    'player-1': { missions: [SSC, 'Reported Activity'], seeded: { [SSC]: seeded }, outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ...opts.p1 },
    'player-2': {
      missions: ['Avert Danger', 'Gault'],
      outposts: [{ card: 'Klingon Outpost', at: 'Gault' }],
      ships: [{ card: opts.ship ?? "I.K.C. K'Vort", at: SSC, crew, damaged: opts.damaged ?? false }],
      ...opts.p2,
    },
  } as PositionSpec);
}

/** player-2 attempts Study Stellar Collision from its ship (the first ship named). */
export function attemptFromShip(h: Harness, ship = "I.K.C. K'Vort"): void {
  h.chooseId(`attempt:${h.card(SSC)}:${h.card(ship, 'player-2')}`);
  h.passResponses();
}

/** The position, attempted. */
export function spaceAttempt(crew: string[], seeded: string[], opts: Parameters<typeof spacePosition>[2] = {}): Harness {
  const h = spacePosition(crew, seeded, opts);
  attemptFromShip(h, opts.ship);
  return h;
}

/** Whether the dilemma was overcome (logged so), and how the encounter ended. */
export const overcame = (h: Harness) => events(h, 'dilemmaOvercome').length > 0;
export const notOvercome = (h: Harness) => events(h, 'dilemmaNotOvercome').length > 0;

export interface DamageCase {
  name: string;
  blueprintId: string;
  /** Crews that overcome it, each at the threshold. */
  overcome: string[][];
  /** Crews one short of it. */
  short: string[][];
  /** Its point box (0: none). */
  points: number;
}

/** The spec of a space dilemma that damages the ship unless the crew has what it asks. */
export function damageSpec(c: DamageCase): void {
  const ship = () => "I.K.C. K'Vort";
  describe(c.name, () => {
    it('is implemented, its text in our words', () => {
      expect(cardImplementation(c.blueprintId)).toEqual({ implemented: true });
      expect(cardText(behaviourId(c.name))).toMatch(/damage/);
    });

    it.each(c.overcome.map((crew) => [crew.join(', '), crew]))('overcome by a crew of %s: the ship is not damaged, the points scored', (_l, crew) => {
      const h = spacePosition(crew as string[], [c.name]);
      const before = seat(h.s, 'player-2').score;
      attemptFromShip(h);
      expect(overcame(h)).toBe(true);
      expect(h.s.cards[h.card(ship(), 'player-2')]?.damaged).toBeFalsy();
      expect(seat(h.s, 'player-2').score).toBe(before + c.points);
      expect(h.where(h.card(c.name, 'player-1')).z).toBe(c.points ? 'bonus' : 'discard');
      h.finish();
    });

    it.each(c.short.map((crew) => [crew.join(', '), crew]))('a crew of %s, one short: the ship is damaged, the crew stopped, the dilemma discarded', (_l, crew) => {
      const h = spacePosition(crew as string[], [c.name]);
      const before = seat(h.s, 'player-2').score;
      attemptFromShip(h);
      expect(notOvercome(h)).toBe(true);
      const k = h.card(ship(), 'player-2');
      expect(h.where(k).z).toBe('inSpace');
      expect(h.s.cards[k]?.damaged).toBe(true);
      expect(h.s.cards[k]?.stopped).toBe(true);
      expect(seat(h.s, 'player-2').score).toBe(before);
      expect(h.where(h.card(c.name, 'player-1')).z).toBe('discard');
      h.finish();
    });

    it('a ship already damaged is destroyed with its crew', () => {
      const h = spaceAttempt(c.short[0] as string[], [c.name], { damaged: true });
      expect(h.where(h.card(ship(), 'player-2')).z).toBe('discard');
      for (const p of c.short[0] as string[]) expect(h.where(h.card(p, 'player-2')).z).toBe('discard');
      h.finish();
    });

    it('the other player\'s ship at the mission is not touched, and its crew does not count', () => {
      const h = spaceAttempt(c.short[0] as string[], [c.name], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: (c.overcome[0] as string[]).map(() => 'Taitt') }] } });
      expect(notOvercome(h)).toBe(true);
      expect(h.s.cards[h.card('U.S.S. Galaxy', 'player-1')]?.damaged).toBeFalsy();
      expect(h.s.cards[h.card(ship(), 'player-2')]?.damaged).toBe(true);
      h.finish();
    });

    it('met by the crew of an outpost there is no ship to damage: the crew is stopped, the outpost unharmed', () => {
      const h = spacePosition([], [c.name], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: c.short[0] }] } });
      const outpost = h.card('Klingon Outpost', 'player-2');
      h.chooseId(`attempt:${h.card(SSC)}:${outpost}`);
      h.passResponses();
      expect(notOvercome(h)).toBe(true);
      expect(h.where(outpost).z).toBe('outpost');
      expect(events(h, 'shipDamaged')).toEqual([]);
      expect(h.s.cards[outpost]?.stopped).toBe(true);
      h.finish();
    });
  });
}

function behaviourId(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

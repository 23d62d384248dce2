/**
 * Constructed positions for the Away Team battle interrupts' specs (Stasis and the Away Team battle
 * interrupts): two Away Teams on Gault, player-2's and player-1's; the active player (player-2 unless
 * said) attacks the other's team.
 */
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

export interface Teams {
  p1: string[];
  p2: string[];
  /** More of each side (hands). */
  p1More?: Record<string, unknown>;
  p2More?: Record<string, unknown>;
  active?: 'player-1' | 'player-2';
  seed?: number;
  format?: 'constructed';
}

export function battlePosition(t: Teams): PositionSpec {
  return {
    format: 'constructed',
    ...(t.seed === undefined ? {} : { seed: t.seed }),
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], planets: { Gault: t.p1 }, ...t.p1More },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Survey Mission'], planets: { Gault: t.p2 }, ...t.p2More },
    ...(t.active ? { turn: { active: t.active } } : {}),
  } as PositionSpec;
}

/** Builds the position and has the active player initiate the battle on Gault; the first response point after it is pending. */
export function attack(t: Teams): Harness {
  const h = setupTest(battlePosition(t));
  h.choose(`battle:team@${h.card('Gault')}`);
  return h;
}

/** The labels of one interrupt's plays pending now. */
export function plays(h: Harness, card: string): string[] {
  return h.labels().filter((l) => l.startsWith(`Play ${card}:`));
}

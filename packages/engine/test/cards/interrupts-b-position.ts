/**
 * The constructed position the specs of the Premiere interrupts, batch B start from: player-1
 * (Federation) owns Reported Activity with its outpost there, player-2 (Klingon) owns Avert Danger and
 * Gault with its outpost at Gault; each side adds what its case needs. player-1's turn by default.
 */
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

export const SPACELINE = ['Avert Danger', 'Gault', 'Reported Activity'];

export function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, turn: Record<string, unknown> = { active: 'player-1' }): PositionSpec {
  return {
    format: 'constructed',
    spaceline: SPACELINE,
    turn,
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], ...p2 },
  } as PositionSpec;
}

export function setup(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, turn?: Record<string, unknown>): Harness {
  return setupTest(position(p1, p2, turn));
}

/** The labels of the plays of a card now offered. */
export const plays = (h: Harness, cardName: string): string[] => h.labels().filter((l) => l.startsWith(`Play ${cardName}:`));

/**
 * The constructed position of the Alternate Universe personnel specs (issue 26): player-1 (missions
 * Distress Mission, Reported Activity) and player-2 (Avert Danger, Gault) on a four-location
 * spaceline, player-2 active; each side as the case gives it (planets, ships, hand).
 */
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import type { AttributeName } from '../../src/cards/facts.ts';
import type { PlayerId } from '../../src/index.ts';

export const SPACELINE = ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'];

export function auPosition(p1: Record<string, unknown>, p2: Record<string, unknown>): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: SPACELINE,
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}

/** A personnel's INTEGRITY, CUNNING and STRENGTH now, in that order. */
export function attrs(h: Harness, ref: string, owner: PlayerId): number[] {
  return (['INTEGRITY', 'CUNNING', 'STRENGTH'] as AttributeName[]).map((a) => attributeOf(h.s, h.card(ref, owner), a));
}

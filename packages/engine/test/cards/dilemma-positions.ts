/**
 * Constructed positions for the dilemma specs (Premiere dilemmas, batch A): player-2 (Klingon,
 * active) attempts one of its own missions and meets the cards player-1 seeded under it, first
 * seeded first met. A planet attempt is made by player-2's Away Team on Gault; a space attempt by
 * the crew of player-2's I.K.C. K'Vort at Survey Mission.
 */
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

export interface Meet {
  /** player-2's personnel and equipment in the Away Team (planet) or aboard the ship (space). */
  team: string[];
  /** Where: Gault (planet, default) or Survey Mission (space, from the ship). */
  space?: boolean;
  /** More of player-2's side (hand, table, ships, outposts). */
  p2?: Record<string, unknown>;
  /** More of player-1's side. */
  p1?: Record<string, unknown>;
  /** The game's seed (random selections). */
  seed?: number;
}

export const PLANET = 'Gault';

/** Klingon teams of STRENGTH 44 (Kromm 8, Divok 8, Klag 7, Dukath 7, Batrell 7, Gorath 7) and 45 (Morag 8 for Gorath). */
export const AT_44 = ['Kromm', 'Divok', 'Klag', 'Dukath', 'Batrell', 'Gorath'];
export const AT_45 = ['Kromm', 'Divok', 'Klag', 'Dukath', 'Batrell', 'Morag'];
export const SPACE = 'Survey Mission';

/** The position: player-1 seeded `seeded` under the mission; player-2's team is there. */
export function position(seeded: string[], m: Meet): PositionSpec {
  const at = m.space ? SPACE : PLANET;
  const place = m.space ? { ships: [{ card: "I.K.C. K'Vort", at, crew: m.team }] } : { planets: { [at]: m.team } };
  return {
    format: 'constructed',
    ...(m.seed === undefined ? {} : { seed: m.seed }),
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], seeded: { [at]: seeded }, ...m.p1 },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Survey Mission'], ...place, ...m.p2 },
  } as PositionSpec;
}

/** Builds the position and makes player-2's attempt, passing the response windows after it. */
export function meet(seeded: string[], m: Meet): Harness {
  const h = setupTest(position(seeded, m));
  const loc = h.card(m.space ? SPACE : PLANET);
  h.choose(m.space ? `attempt:${loc}:${h.card("I.K.C. K'Vort", 'player-2')}` : `attempt:${loc}`);
  h.passResponses();
  return h;
}

/** Whether a card of player-2 is stopped. */
export function stopped(h: Harness, ref: string): boolean {
  return h.s.cards[h.card(ref, 'player-2')]?.stopped === true;
}

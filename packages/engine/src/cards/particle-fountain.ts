/**
 * Particle Fountain (interrupt, 5 bonus points). Right after your Away Team completes a planet
 * mission, if that team has two levels of ENGINEER, place it on the mission for 5 bonus points.
 * Only one Particle Fountain per mission.
 */
import { declareCard } from './registry.ts';
import { name } from './common.ts';
import type { CardState } from '../core/types.ts';
import { missionFacts, moveTo, personnelOnPlanet } from '../rules/board.ts';
import { teamStats } from '../rules/attributes.ts';
import { scorePoints } from '../rules/endgame.ts';

export const FOUNTAIN_POINTS = 5;

export default declareCard('particle-fountain', {
  text: 'Right after your Away Team with ENGINEER x2 completes a planet mission: place on that mission for 5 bonus points (one per mission).',
  interrupt: {
    windows: ['missionCompleted'],
    choices(s, p, _c, win) {
      if (win.type !== 'missionCompleted' || win.player !== p) return [];
      if (missionFacts(s, win.loc).missionType === 'space') return [];
      const already = Object.values(s.cards).some((c: CardState) => c.def === 'particle-fountain' && c.at.z === 'bonus' && c.at.loc === win.loc);
      if (already) return [];
      const team = win.team.filter((id) => personnelOnPlanet(s, win.loc, p).includes(id));
      if ((teamStats(s, team).skills.get('ENGINEER') ?? 0) < 2) return [];
      return [{ key: win.loc, label: `on ${name(s, win.loc)}`, target: win.loc }];
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'bonus', player: p, loc: ch.target as string });
      scorePoints(s, p, FOUNTAIN_POINTS, `Particle Fountain on ${name(s, ch.target as string)}`);
    },
  },
});

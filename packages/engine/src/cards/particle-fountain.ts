/**
 * Particle Fountain (interrupt, 5 bonus points). Right after your Away Team completes a planet
 * mission, if that team has two levels of ENGINEER, place it on the mission for 5 bonus points.
 * Only one Particle Fountain per mission.
 */
import { interruptCard } from './language.ts';

export const FOUNTAIN_POINTS = 5;

export default interruptCard(
  'particle-fountain',
  'Right after your Away Team with ENGINEER x2 completes a planet mission: place on that mission for 5 bonus points (one per mission).',
  {
    when: { after: { happening: 'missionCompleted', by: 'you' } },
    target: { thatMission: { planet: true, teamSkill: { skill: 'ENGINEER', level: 2 }, onePerMission: true } },
    effects: [{ bonusPoints: FOUNTAIN_POINTS }],
  },
  undefined,
  // the random deck generator deals two personnel with ENGINEER with it (decks/deck-wants.ts): the team it needs
  { deckWants: { skills: ['ENGINEER'], count: 2 } },
);

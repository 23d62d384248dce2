/**
 * Impassable Door (dilemma, planet). Computer Skill opens it. Otherwise the Away Team is stopped
 * and the door stays under the mission for the next attempt.
 */
import { defineCard } from './registry.ts';
import { standardDilemma } from './common.ts';

defineCard('impassable-door', {
  text: 'Pass with Computer Skill. Otherwise the Away Team is stopped and the door stays.',
  dilemma: { resolve: standardDilemma('impassable-door', { failDispose: 'return' }) },
});

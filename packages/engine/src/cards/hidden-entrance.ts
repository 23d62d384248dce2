/**
 * Hidden Entrance (dilemma, planet). The way in is found by Geordi La Forge, or by an ENGINEER
 * with a team CUNNING total above 32. Otherwise the Away Team is stopped and the card stays
 * under the mission for the next attempt.
 */
import { defineCard } from './registry.ts';
import { standardDilemma } from './common.ts';

defineCard('hidden-entrance', {
  text: 'Pass with Geordi La Forge, or ENGINEER + CUNNING>32. Otherwise the Away Team is stopped and the dilemma stays.',
  dilemma: { resolve: standardDilemma('hidden-entrance', { failDispose: 'return' }) },
});

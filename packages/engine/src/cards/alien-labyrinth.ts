/**
 * Alien Labyrinth (dilemma, planet). A maze: the Away Team gets through with a Tricorder among
 * its equipment or with two levels of ENGINEER. Otherwise it is stopped and the maze stays under
 * the mission to be faced by the next attempt. Once passed, it is discarded.
 */
import { defineCard } from './registry.ts';
import { standardDilemma } from './common.ts';

defineCard('alien-labyrinth', {
  text: 'Maze: pass with a Tricorder or ENGINEER x2. Otherwise the Away Team is stopped and the maze stays for the next attempt.',
  dilemma: { resolve: standardDilemma('alien-labyrinth', { failDispose: 'return' }) },
});

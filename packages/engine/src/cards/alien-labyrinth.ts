/**
 * Alien Labyrinth (dilemma, planet). A maze: the Away Team gets through with a Tricorder among
 * its equipment or with two levels of ENGINEER. Otherwise it is stopped and the maze stays under
 * the mission to be faced by the next attempt. Once passed, it is discarded.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('alien-labyrinth', 'Maze: pass with a Tricorder or ENGINEER x2. Otherwise the Away Team is stopped and the maze stays for the next attempt.', { fail: [], failDispose: 'return' });

/**
 * Gravitic Mine (dilemma, space). Unless the crew has SCIENCE and Navigation aboard, the ship is
 * damaged (a ship already damaged is destroyed). Discarded either way.
 */
import { anyOf, damagingDilemma, skill } from './space-dilemmas.ts';

export default damagingDilemma('gravitic-mine', 'The ship is damaged unless SCIENCE and Navigation are both aboard. Discard the dilemma.', anyOf([skill('SCIENCE'), skill('Navigation')]), 'a Gravitic Mine');

/**
 * Microbiotic Colony (dilemma, space). Unless SCIENCE, ENGINEER and OFFICER are all aboard, the
 * ship is damaged (a ship already damaged is destroyed). Discarded either way.
 */
import { anyOf, damagingDilemma, skill } from './space-dilemmas.ts';

export default damagingDilemma('microbiotic-colony', 'The ship is damaged unless SCIENCE, ENGINEER and OFFICER are all aboard. Discard the dilemma.', anyOf([skill('SCIENCE'), skill('ENGINEER'), skill('OFFICER')]), 'a Microbiotic Colony');

/**
 * Nanites (dilemma, space, 5 points). Overcome with two SCIENCE, or with Diplomacy, among the
 * crew: it scores its points. Otherwise the ship is damaged (a ship already damaged is destroyed).
 * Discarded either way.
 */
import { anyOf, damagingDilemma, skill } from './space-dilemmas.ts';

export default damagingDilemma('nanites', 'Overcome with 2 SCIENCE or with Diplomacy (5 points); otherwise the ship they infest is damaged. Discard the dilemma.', anyOf([skill('SCIENCE', 2)], [skill('Diplomacy')]), 'Nanites');

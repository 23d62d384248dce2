/**
 * Null Space (dilemma, space, 5 points). Overcome with two Navigation aboard: it scores its
 * points. Otherwise the ship is shaken and damaged (a ship already damaged is destroyed).
 * Discarded either way.
 */
import { anyOf, damagingDilemma, skill } from './space-dilemmas.ts';

export default damagingDilemma('null-space', 'Overcome with 2 Navigation aboard (5 points); otherwise turbulence damages the ship. Discard the dilemma.', anyOf([skill('Navigation', 2)]), 'Null Space turbulence');

/**
 * Disruptor Overload (interrupt). Aim it at any ship or Away Team: one equipment card there,
 * chosen at random, is destroyed. With no equipment there, it does nothing.
 */
import { interruptCard } from './language.ts';

export default interruptCard('disruptor-overload', 'Destroy one random equipment card with any ship or Away Team.', {
  when: 'anyTime',
  target: { shipOrAwayTeam: true },
  effects: [{ destroyEquipment: 'random' }],
});

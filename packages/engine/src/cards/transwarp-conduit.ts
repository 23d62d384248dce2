/**
 * Transwarp Conduit (Premiere interrupt, 101_143). At any of its player's response points, on any
 * ship, his own or his opponent's: its RANGE is doubled until the end of the turn (after damage and
 * any RANGE a card took from it; RANGE already used this turn stays used). Not on a ship that has it
 * already this turn. Rulings: docs/RULINGS.md, "Premiere interrupts, batch B".
 */
import { interruptCard } from './language.ts';
import { registerInterruptFacts } from './interrupt-kit.ts';

registerInterruptFacts('transwarp-conduit');

export default interruptCard('transwarp-conduit', "Pick any ship: for the rest of this turn its RANGE is twice what it would be.", {
  when: 'anyTime',
  target: { ship: { of: 'anyone', notAlready: true } },
  effects: [{ modifier: 'doubleRange' }],
});

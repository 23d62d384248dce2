/**
 * Alternate Universe Door (doorway, Alternate Universe). Its main use is a rule of the seed phase
 * (rules/seeding.ts, rules/doorways.ts): one copy is opened face up on the table before the missions,
 * and while it is open (rules/door-closing.ts: no face-up Revolving Door on it) its owner's cards with
 * the [AU] icon may be seeded, played and reported.
 *
 * From hand it is played as an interrupt is, at any moment one may be (docs/RULINGS.md, "Constructed:
 * closing doors"), to nullify a Revolving Door on the table, anyone's: both go to the discard pile.
 * Its other uses from hand answer other cards: each of those cards' files adds the door's answer to it
 * (the card-pool issues): a Temporal Rift ends at once, the door back to hand (cards/temporal-rift.ts);
 * a Q-Net lets one of the player's ships through for the turn, the door discarded (cards/q-net.ts);
 * a Subspace Schism the opponent just played is nullified, both discarded (cards/subspace-schism.ts).
 */
import { interruptCard } from './plays.ts';
import { answersSubspaceSchism } from './subspace-schism.ts';
import { answersTemporalRift } from './temporal-rift.ts';
import { answersQNet } from './q-net.ts';

export default answersSubspaceSchism(answersQNet(answersTemporalRift(interruptCard(
  'alternate-universe-door',
  'In the seed phase, open one on the table: while it is open, your cards with the [AU] icon may be seeded and played. ' +
    'From hand, play it as an interrupt to nullify a Revolving Door (discard both). ' +
    'Or end a Temporal Rift at once (the ship comes back; the door returns to your hand). ' +
    'Or let one of your ships through a Q-Net for the turn (discard the door). ' +
    'Or, right after your opponent plays a Subspace Schism, nullify it (discard both).',
  { when: 'anyTime', target: { onTable: { def: 'revolving-door' } }, effects: [{ nullify: true }] },
))));

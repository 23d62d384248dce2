/**
 * Alternate Universe Door (doorway, Alternate Universe). Its main use is a rule of the seed phase
 * (rules/seeding.ts, rules/doorways.ts): one copy is opened face up on the table before the missions,
 * and while it is open its owner's cards with the [AU] icon may be seeded, played and reported.
 *
 * Its other uses, played from hand, answer four cards the engine does not play yet (Revolving Door,
 * Subspace Schism, Q-Net, Temporal Rift): no game the engine can deal holds one, so the door has
 * nothing to do from hand today. Each of those cards' files adds the door's answer to it
 * (the card-pool issues); until then a second door in hand is a card that cannot be played.
 */
import { declareCard } from './registry.ts';

export default declareCard('alternate-universe-door', {
  text:
    'In the seed phase, open one on the table: while it is open, your cards with the [AU] icon may be seeded and played. ' +
    'From hand it would cancel a Revolving Door or Subspace Schism, let one ship through a Q-Net, or cancel a Temporal Rift; none of those is in the engine yet.',
});

/**
 * Genetronic Replicator (Premiere event 101_076), played as first printed (docs/RULINGS.md, "Card
 * wording: the 31 cards with two printings", 13). Goes on the table. While it is there, none of its
 * owner's personnel in an Away Team (on a planet) can be killed while that Away Team has two MEDICAL
 * (the victim counted). Crews aboard ships and outposts are not covered; being discarded is not being
 * killed. Ability shieldsAwayTeam (rules/death-shields.ts). docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';

registerEventFacts('genetronic-replicator', 'table');

export default eventCard('genetronic-replicator', 'Goes on the table. Your personnel on a planet cannot be killed while their Away Team has 2 MEDICAL.', {
  playsOn: { table: true },
  abilities: { shieldsAwayTeam: { skill: 'MEDICAL', count: 2 } },
});

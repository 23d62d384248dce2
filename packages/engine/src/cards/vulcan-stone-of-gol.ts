/**
 * Vulcan Stone of Gol (Premiere artifact). Earned to hand, it is played as an event: the turn's normal
 * card play, on the player's own turn. It aims at one Away Team (one player's personnel on one planet;
 * the opponent's or the player's own; a ship's crew is no Away Team) and kills each member that has
 * neither Youth nor CUNNING above 7 (CUNNING as it stands then, with every bonus); the others live. The
 * stone is then discarded. In the card language (cards/plays.ts): target awayTeam, effect
 * killEachUnless. docs/RULINGS.md, "Premiere artifacts".
 */
import { actingEventCard } from './language.ts';

export const VULCAN_STONE = 'vulcan-stone-of-gol';

export default actingEventCard(
  VULCAN_STONE,
  "An artifact played as an event, on your turn, at one Away Team on a planet (anyone's). Each member of that team lacking Youth and with CUNNING 7 or less dies; then the stone goes to the discard pile.",
  { target: { awayTeam: true }, effects: [{ killEachUnless: { skill: 'Youth', above: { attribute: 'CUNNING', value: 7 } } }] },
);

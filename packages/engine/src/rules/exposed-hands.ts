/**
 * Hands played face up (Alien Probe, Premiere event): while a card with the ability `exposesHands`
 * is in play, every player's hand is seen by everyone, the opponent and spectators too. board.ts's
 * sight of the hand zone and the view's hand ask here.
 */
import type { GameState } from '../core/types.ts';
import { abilitiesInPlay } from './abilities.ts';

export function handsExposed(s: GameState): boolean {
  return abilitiesInPlay(s).some((a) => a.abilities.exposesHands === true);
}

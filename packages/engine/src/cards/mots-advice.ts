/**
 * Mot's Advice (Alternate Universe event, 103_043). Played on any one personnel in play, anyone's: the
 * card lies on its player's table marked with that personnel (rules/pointed-events.ts), and while both
 * are in play the personnel has the skill Barbering once more. Once the personnel leaves play the card
 * does nothing and is discarded when the next turn begins. docs/RULINGS.md, "Alternate Universe events
 * and Neutral Outpost".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardState, GameState } from '../core/types.ts';
import { boardIndex, typeOf } from '../rules/board.ts';
import { pointedEvent } from '../rules/pointed-events.ts';

registerEventFacts('mots-advice', 'personnel');

/** Every personnel in play, anyone's. */
export function personnelInPlay(s: GameState): string[] {
  return boardIndex(s).inPlay.filter((id) => typeOf(s, id) === 'personnel' && (s.cards[id] as CardState).at.z !== 'underMission');
}

export default declareCard('mots-advice', {
  spec: { event: { target: { coded: "any personnel in play, anyone's" }, effects: [{ coded: 'the personnel has Barbering while it stays' }] } },
  text: "Play it on any one personnel in play, yours or not: while it stays, that personnel has Barbering as a skill. It goes when the personnel does.",
  event: pointedEvent((s) => personnelInPlay(s)),
  abilities: { hostGainsSkill: 'Barbering' },
  pointed: true,
});

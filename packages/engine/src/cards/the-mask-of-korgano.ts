/**
 * The Mask of Korgano (Alternate Universe event, 103_048). Played on one of its player's own personnel
 * in play: the card lies on his table marked with it (rules/pointed-events.ts), and while both are in
 * play the personnel counts as carrying the [AU] icon if it had none, or as not carrying it if it had
 * (where a team's icons are counted: a requirement "personnel with the [AU] icon"). Playing a card from
 * hand reads its printed icon, so the mask changes nothing there. A second mask on the same personnel
 * does not turn it back. docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardState } from '../core/types.ts';
import { pointedEvent } from '../rules/pointed-events.ts';
import { AU_ICON } from '../rules/doorways.ts';
import { personnelInPlay } from './mots-advice.ts';

registerEventFacts('the-mask-of-korgano', 'personnel');

export default declareCard('the-mask-of-korgano', {
  spec: { event: { target: { coded: "one of your personnel in play" }, effects: [{ coded: 'the [AU] icon turned on or off while it stays' }] } },
  text: 'Play it on one of your personnel: while it stays, that personnel counts as an [AU] personnel if it was not one, and as an ordinary one if it was.',
  event: pointedEvent((s, p) => personnelInPlay(s).filter((id) => (s.cards[id] as CardState).owner === p)),
  abilities: { hostTogglesIcon: AU_ICON },
  pointed: true,
});

/**
 * The four Premiere Espionage events (Federation on Klingon, Klingon on Federation, Romulan on
 * Federation, Romulan on Klingon): played on a mission that bears the target affiliation's icon on
 * its player's end, it lets its owner's personnel of the spying affiliation attempt that mission as
 * if they matched it (ability attemptsAs, rules/espionage.ts). When the mission is completed, by
 * anyone, the card is discarded. docs/RULINGS.md, "Premiere events, batch A".
 */
import type { Affiliation } from './facts.ts';
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';
import type { CardDefinition } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardState, GameState, LocationId } from '../core/types.ts';
import { aboard, card, moveTo, name } from '../rules/board.ts';

const NAMES: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };

/** Discards every card of this definition on the completed mission. */
function discardOn(defId: string) {
  return (s: GameState, h: { loc: LocationId }): void => {
    for (const id of aboard(s, h.loc)) {
      const c = s.cards[id] as CardState;
      if (c.def !== defId || c.at.z !== 'attached') continue;
      moveTo(s, id, { z: 'discard' });
      emit(s, 'cardDiscarded', `${card(s, id).owner}'s ${name(s, id)} is discarded: ${name(s, h.loc)} is completed`, { card: id });
    }
  };
}

/** Declares an Espionage event: `spy`'s personnel may attempt a mission with `on`'s icon. */
export function espionageCard(defId: string, spy: Affiliation, on: Affiliation): CardDefinition {
  registerEventFacts(defId, 'mission');
  return eventCard(
    defId,
    `Play on a mission with a ${NAMES[on]} icon. Your ${NAMES[spy]} personnel may then attempt it as though they matched it. Once the mission is completed, this card is discarded.`,
    { playsOn: { location: { icon: on } }, abilities: { attemptsAs: spy } },
    undefined,
    { after: [{ type: 'missionCompleted', run: discardOn(defId) }] },
  );
}

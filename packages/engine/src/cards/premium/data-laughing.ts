/**
 * Data Laughing (premium interrupt). Its card text, in our words, offers three uses: cancel a Calamarain
 * card; double the effects of Data's Head until the end of the turn; or, played on a ship under Lore
 * Returns, take control of that ship and of every Rogue Borg Mercenaries card aboard. None of those cards
 * is in our card pool, and the quick-start engine has no change of control, so the interrupt never has a
 * legal use in the intro game: it is never offered, and it stays in hand.
 */
import { declareCard } from '../registry.ts';
import type { PlayChoice } from '../registry.ts';

export const DATA_LAUGHING_TARGETS: readonly string[] = ['Calamarain', "Data's Head", 'Lore Returns'];

export default declareCard('data-laughing', {
  text: "Cancel a Calamarain; or double Data's Head this turn; or take control of a ship under Lore Returns with its Rogue Borg Mercenaries (none of these cards is in the intro game).",
  interrupt: {
    choices(): PlayChoice[] {
      return [];
    },
    play() {
      // never offered: see the comment above
    },
  },
});

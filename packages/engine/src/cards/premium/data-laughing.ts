/**
 * Data Laughing (intro premium interrupt, 106_001). Its card text, in our words, offers three uses:
 * cancel a Calamarain card; double the effects of Data's Head until the end of the turn; or, played on
 * a ship under Lore Returns, take control of that ship and of every Rogue Borg Mercenaries card aboard.
 *
 * - Calamarain is not in our card pool: that use does nothing.
 * - Data's Head (Alternate Universe artifact, cards/datas-head.ts): at any of the player's response
 *   points (as Transwarp Conduit), aimed at a Data's Head in play that he can see, anyone's and not
 *   already doubled this turn: until the end of the turn its CUNNING, its Computer Skill and its bonus
 *   to its ship's RANGE, WEAPONS and SHIELDS count twice (a doubledEffects modifier on the head, read
 *   by rules/group-items.ts). The modifier ends with the turn, or when the head leaves play.
 * - Lore Returns: not built yet (see docs/RULINGS.md, "Data Laughing in constructed play"): that use
 *   is never offered.
 *
 * The intro game has no Data's Head, so there the interrupt is never offered and stays in hand, as it
 * always has. Rulings: docs/RULINGS.md, "Data Laughing in constructed play".
 */
import { declareCard } from '../registry.ts';
import type { PlayChoice, Window } from '../registry.ts';
import { emit } from '../../core/flow.ts';
import { addModifier, hasModifier } from '../../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../../core/types.ts';
import { inPlayByDef, moveTo, name, placeHidden } from '../../rules/board.ts';
import { DATAS_HEAD } from '../datas-head.ts';

export const DATA_LAUGHING_TARGETS: readonly string[] = ['Calamarain', "Data's Head", 'Lore Returns'];

/** The kinds of window the interrupt is played in: any of its player's response points (the language's anyTime). */
const WINDOWS: readonly Window['type'][] = ['main', 'between', 'cardPlayed'];

/** The copies of Data's Head in play that this player can see and that are not doubled this turn yet. */
function headsToDouble(s: GameState, p: PlayerId): CardId[] {
  const heads = inPlayByDef(s, DATAS_HEAD);
  if (heads.length === 0) return [];
  const seat = s.seats.indexOf(p);
  return heads.filter((id) => {
    const c = s.cards[id] as CardState;
    return !placeHidden(s, c, c.at, seat) && !hasModifier(s, id, 'doubledEffects');
  });
}

export default declareCard('data-laughing', {
  text:
    "Cancel a Calamarain (not in these sets: does nothing); or pick a Data's Head in play that you can see, anyone's: its effects count twice until the end of this turn; " +
    'or, on a ship under Lore Returns, take that ship and its Rogue Borg Mercenaries (not built yet: never offered).',
  spec: {
    interrupt: {
      when: 'anyTime',
      target: { coded: "a Data's Head in play, anyone's, not doubled this turn" },
      effects: [{ coded: "the head's CUNNING, Computer Skill and ship bonuses count twice until the end of the turn" }],
    },
  },
  interrupt: {
    windows: WINDOWS,
    choices(s, p): PlayChoice[] {
      return headsToDouble(s, p).map((head) => ({ key: `double:${head}`, label: `double the effects of ${name(s, head)} (${(s.cards[head] as CardState).owner}'s) until the end of this turn`, target: head }));
    },
    play(s, p, c, ch) {
      const head = ch.target as CardId;
      const h = s.cards[head];
      // the head may have left play while the interrupt waited to resolve
      if (h && h.def === DATAS_HEAD && headsToDouble(s, p).includes(head)) {
        addModifier(s, 'doubledEffects', c, head);
        emit(s, 'effectsDoubled', `${name(s, head)}'s effects count twice until the end of this turn (${name(s, c)})`, { card: head, by: c, player: p });
      } else {
        emit(s, 'cardFizzled', `${name(s, c)} finds no Data's Head to double`, { card: c });
      }
      if (s.cards[c]?.at.z === 'resolving') moveTo(s, c, { z: 'discard' });
    },
  },
  // the random deck generator deals it with a Data's Head (an [AU] card: only in a deck that opens its door)
  deckNeeds: [DATAS_HEAD],
});

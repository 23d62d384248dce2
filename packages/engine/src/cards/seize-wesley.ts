/**
 * Seize Wesley (Alternate Universe interrupt, 103_075). At any of its player's response points, on an
 * opponent's ship that a Ktarian Game is on: if a Wesley Crusher is aboard he is taken captive
 * (rules/captives.ts); every other personnel aboard who is not yet disabled is disabled, as a victim
 * of that Ktarian Game, so they recover when it is cured (rules/disabled.ts). With several games on
 * the ship the first placed holds the new victims. docs/RULINGS.md, "Alternate Universe: captives".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { facts } from './facts.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import { addMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { attachedCards, card, name, personnelAboard } from '../rules/board.ts';
import { capture } from '../rules/captives.ts';
import { isDisabled } from '../rules/crew-afflictions.ts';
import { anyTime } from '../rules/responses.ts';

export const SEIZE_WESLEY = 'seize-wesley';
const KTARIAN_GAME = 'ktarian-game';
const WESLEY = 'Wesley Crusher';

/** The opponent's ships in space that a Ktarian Game is on, each with its first game. */
export function targets(s: GameState, p: PlayerId): { ship: CardId; game: CardId }[] {
  const out: { ship: CardId; game: CardId }[] = [];
  const foe = opponent(s, p);
  for (const g of attachedCards(s)) {
    const c = s.cards[g] as CardState;
    if (c.def !== KTARIAN_GAME || c.at.z !== 'attached') continue;
    const ship = s.cards[c.at.host] as CardState | undefined;
    if (!ship || ship.owner !== foe || ship.at.z !== 'inSpace' || out.some((t) => t.ship === ship.id)) continue;
    out.push({ ship: ship.id, game: g });
  }
  return out;
}

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  return targets(s, p).map(({ ship }) => ({ key: ship, label: `seize the crew of ${card(s, ship).owner}'s ${name(s, ship)}`, target: ship }));
}

export default playedInterrupt(
  SEIZE_WESLEY,
  "On an opponent's ship that a Ktarian Game is on: a Wesley Crusher aboard becomes your captive, and everyone else aboard not yet disabled is disabled as a victim of that game.",
  {
    spec: { when: 'anyTime', target: { coded: "an opponent's ship with a Ktarian Game on it" }, effects: [{ coded: 'Wesley Crusher aboard taken captive; the rest disabled' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, p, _c, win) => (anyTime(win) ? choices(s, p) : []),
    play(s, p, c, ch) {
      const t = targets(s, p).find((x) => x.ship === ch.target);
      if (!t) return emit(s, 'cardFizzled', `${name(s, c)} finds no Ktarian Game on ${name(s, ch.target as CardId)}`, { card: c });
      for (const id of personnelAboard(s, t.ship)) {
        if (facts(card(s, id).def).name === WESLEY) capture(s, id, p, `seized by ${name(s, c)}`);
      }
      for (const id of personnelAboard(s, t.ship)) {
        if (isDisabled(s, id)) continue;
        addMark(s, t.game, id);
        emit(s, 'personnelDisabled', `${name(s, id)} is disabled by ${name(s, c)}, under ${name(s, t.game)}`, { card: id, by: t.game, ship: t.ship });
      }
    },
  },
  // the random deck generator deals these with it (CardBehaviour.deckNeeds)
  { deckNeeds: ['ktarian-game'] },
);

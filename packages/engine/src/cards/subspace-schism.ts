/**
 * Subspace Schism (Premiere interrupt, 101_138). Right after either player draws a card, either
 * player may play it on that draw: the drawer discards the card just drawn and draws another in its
 * place (which is a draw again). "Within five seconds of a draw" is the constructed format's
 * response point after each card drawn (GameRules.responsePointsAfter, rules/format-responses.ts),
 * asked of both players, the drawer first, whatever they hold; the card drawn is shown to its drawer
 * alone (rules/responses.ts). Rulings: docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { playedInterrupt, withInterruptUse } from './interrupt-kit.ts';
import type { CardDefinition, Window } from './registry.ts';
import { drawCards } from './draw-cards.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';
import '../rules/format-responses.ts';

const ID = 'subspace-schism';

/**
 * The Alternate Universe Door's answer to a Subspace Schism (cards/alternate-universe-door.ts): right
 * after the opponent plays one, its player may play the door from hand to nullify it: both are
 * discarded and the card drawn stays in hand.
 */
export function answersSubspaceSchism(door: CardDefinition): CardDefinition {
  return withInterruptUse(door, {
    prefix: 'schism',
    windows: ['cardPlayed'],
    choices(s, p, _c, win) {
      if (win.type !== 'cardPlayed' || win.by === p || s.cards[win.card]?.def !== ID || s.cards[win.card]?.at.z !== 'resolving') return [];
      return [{ key: `schism ${win.card}`, label: `nullify ${name(s, win.card)}: the card drawn stays in hand`, target: win.card }];
    },
    play(s, _p, c, ch) {
      const schism = ch.target as CardId;
      if (s.cards[schism]?.at.z === 'resolving') moveTo(s, schism, { z: 'discard' });
      emit(s, 'nullified', `${name(s, c)} nullifies ${name(s, schism)}`, { card: schism, by: c });
      moveTo(s, c, { z: 'discard' });
    },
  });
}

/** The draw this window follows, while the card drawn is still in its drawer's hand. */
function drawOf(s: GameState, win: Window): { player: PlayerId; card: CardId } | undefined {
  if (win.type !== 'after' || win.h.type !== 'cardDrawn') return undefined;
  const { player, card } = win.h;
  return seat(s, player).hand.includes(card) ? { player, card } : undefined;
}

export default playedInterrupt(
  ID,
  'Right after either player draws a card, play this on that draw: the drawer discards the card just drawn and draws a new one in its place.',
  {
    spec: { when: { after: { happening: 'cardDrawn', by: 'either' } }, target: { coded: 'the card either player just drew, still in hand' }, effects: [{ coded: 'discarded; its drawer draws again' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const d = drawOf(s, win);
      if (!d) return [];
      return [{ key: 'schism', label: d.player === p ? 'discard the card you just drew and draw again' : `${d.player} discards the card just drawn and draws again` }];
    },
    play(s, _p, c, _ch, win) {
      const d = drawOf(s, win);
      if (!d) return;
      moveTo(s, c, { z: 'discard' });
      moveTo(s, d.card, { z: 'discard' });
      emit(s, 'schism', `${d.player} discards ${name(s, d.card)}, just drawn (${name(s, c)})`, { player: d.player, card: d.card, by: c });
      drawCards(s, d.player, 1, `re-drawn after ${name(s, c)}`);
    },
  },
);

/**
 * Temporal Narcosis (Alternate Universe interrupt, 103_077, [AU]). While the opposing player puts an
 * Energy Vortex, an Emergency Transporter Armbands, a Revolving Door or a Horga'hn to use, its player
 * takes his next turn as a double turn (rules/temporal-narcosis.ts, read by rules/double-turns.ts). "Using": the
 * opponent's Horga'hn or Revolving Door in play, at any of the player's response points, or the
 * opponent's Armbands, Vortex or Revolving Door just played. Rulings: docs/RULINGS.md, "Alternate
 * Universe interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { HORGAHN } from './horgahn.ts';
import type { PlayChoice, Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { doubleTurnCard } from '../rules/double-turns.ts';
import { REVOLVING_DOOR, revolvingDoorsOnTable } from '../rules/door-closing.ts';
import { narcosisPending, TEMPORAL_NARCOSIS } from '../rules/temporal-narcosis.ts';

/** The cards whose play, just made by the opponent, is a use the card answers. */
export const ANSWERED_PLAYS: readonly string[] = ['emergency-transporter-armbands', 'energy-vortex', REVOLVING_DOOR];

/** The opponent's card in use that the card may be played against now, if any. */
function inUse(s: GameState, p: PlayerId, win: Window): CardId | undefined {
  const opp = opponent(s, p);
  if (win.type === 'cardPlayed' && win.by === opp && ANSWERED_PLAYS.includes(card(s, win.card).def)) return win.card;
  if (!anyTime(win)) return undefined;
  const horgahn = doubleTurnCard(s, opp);
  if (horgahn !== undefined && card(s, horgahn).def === HORGAHN) return horgahn;
  return revolvingDoorsOnTable(s).find((id) => card(s, id).owner === opp);
}

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  if (narcosisPending(s, p)) return []; // not cumulative: one double turn waits already
  const used = inUse(s, p, win);
  return used === undefined ? [] : [{ key: 'narcosis', label: `against ${opponent(s, p)}'s ${name(s, used)}: your next turn is a double turn`, target: used }];
}

export default playedInterrupt(
  TEMPORAL_NARCOSIS,
  "Play it while the other player puts an Energy Vortex, Armbands, a Revolving Door or a Horga'hn to use: " +
    'your next turn is a double turn, two whole turns in a row. A second one before that turn adds nothing.',
  {
    spec: {
      when: 'anyTime',
      target: { coded: "the opponent's Horga'hn or Revolving Door in play, or his Armbands, Vortex or Revolving Door just played" },
      effects: [{ coded: 'your next turn is a double turn' }],
    },
    windows: ['main', 'between', 'cardPlayed'],
    choices,
    play(s, p, c) {
      s.effects.push({ kind: 'mark', by: TEMPORAL_NARCOSIS, source: c, card: c, turn: s.turn.number, player: p });
      emit(s, 'doubleTurnGranted', `${p}'s next turn will be a double turn (${name(s, c)})`, { player: p, card: c });
    },
  },
);

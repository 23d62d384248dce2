/**
 * Rescue Captives (Alternate Universe interrupt, 103_072). At any of its player's response points
 * while the opponent holds personnel of his captive and he has an outpost in play: every one of his
 * captives is freed and returns to one of his outposts (he picks the outpost for each when he has
 * several; rules/captives.ts). The cards that play on a freed captive go with his captivity:
 * Interrogation is discarded; Brainwash and Torture are outside these sets, so that part does
 * nothing here. docs/RULINGS.md, "Alternate Universe: captives".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { name } from '../rules/board.ts';
import { captivesOwnedBy, outpostsOf, releaseCaptives } from '../rules/captives.ts';
import { anyTime } from '../rules/responses.ts';

export const RESCUE_CAPTIVES = 'rescue-captives';

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  const held = captivesOwnedBy(s, p);
  if (held.length === 0 || outpostsOf(s, p).length === 0) return [];
  return [{ key: 'rescue', label: `free ${held.map((id) => name(s, id)).join(', ')} to your outpost${held.length > 1 ? 's' : ''}` }];
}

export default playedInterrupt(
  RESCUE_CAPTIVES,
  'Every personnel of yours held captive is freed and goes back to an outpost of yours; an Interrogation on any of them ends with it ' +
    '(Brainwash and Torture are not in these sets, so that part does nothing). Needs an outpost of yours in play.',
  {
    spec: { when: 'anyTime', target: { coded: 'your personnel held captive, with an outpost of yours in play' }, effects: [{ coded: 'free them to your outposts' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, p, _c, win) => (anyTime(win) ? choices(s, p) : []),
    play(s, p, c) {
      const held: CardId[] = captivesOwnedBy(s, p);
      if (held.length === 0) return emit(s, 'cardFizzled', `${name(s, c)} finds nobody left to rescue`, { card: c });
      emit(s, 'captivesRescued', `${p} plays ${name(s, c)}: ${held.map((id) => name(s, id)).join(', ')} ${held.length > 1 ? 'are' : 'is'} rescued`, { card: c });
      releaseCaptives(s, p, held, `rescued by ${name(s, c)}`);
    },
  },
);

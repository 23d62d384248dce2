/**
 * Asking before something happens (issue 23, item 3): the rules call about(s, happening) where a
 * card may answer before (core/happenings.ts, before listeners), and carry out what comes back; a
 * prevented happening is logged in the preventing card's words and not carried out. (Apart from
 * core/happenings.ts, which the card registry loads early, so that module stays free of the flow.)
 */
import { emit } from './flow.ts';
import { beforeWindow } from './happenings.ts';
import type { Happening } from './happenings.ts';
import type { GameState } from './types.ts';

/** What is to happen after the before window (possibly changed), or null when a card prevented it. */
export function about<H extends Happening>(s: GameState, h: H): H | null {
  const a = beforeWindow(s, h);
  if ('prevented' in a) {
    emit(s, 'prevented', a.prevented, { type: h.type, by: a.by });
    return null;
  }
  return a;
}

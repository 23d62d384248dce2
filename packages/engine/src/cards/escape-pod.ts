/**
 * Escape Pod (interrupt). When one of your ships is being destroyed, its personnel escape in the
 * pod: they stay at that location in the pod (out of sight of the enemy), and any of your ships
 * there may beam them out. When the last one leaves, the pod is discarded.
 */
import { interruptCard } from './language.ts';
import type { CardState, GameState, PlayerId } from '../core/types.ts';
import { aboard, boardIndex, byPlaces, moveTo } from '../rules/board.ts';

export default interruptCard(
  'escape-pod',
  'When your ship is being destroyed, its personnel survive in the pod at that location until your ship beams them out.',
  { when: { before: { happening: 'shipDestroyed', by: 'you' } }, target: { thatShip: { personnelAboard: true } }, effects: [{ carryCrew: true }] },
  undefined,
  {
    beamSources: pods,
    // an empty pod is discarded after the rescue, before any other card's end-of-turn effect
    after: [{ type: 'turnEnding', order: -10, run: discardEmpty }],
  },
);

/** Memo keys, made once (a key built on each call would be hashed on each call). */
const POD_KEYS = new Map<string, string>();
function podKey(p: string): string {
  let k = POD_KEYS.get(p);
  if (k === undefined) POD_KEYS.set(p, (k = `escapePods:${p}`));
  return k;
}
/** The pods a player has in play, each at its location: its crew may be beamed out of it. */
function pods(s: GameState, p: PlayerId): [string, string][] {
  return byPlaces(s, podKey(p), () => {
    const out: [string, string][] = [];
    for (const id of boardIndex(s).inPlay) {
      const c = s.cards[id] as CardState;
      if (c.def === 'escape-pod' && c.owner === p && c.at.z === 'attached') out.push([c.at.host, id]);
    }
    return out;
  });
}

/** The end of a turn: an empty pod is discarded. */
function discardEmpty(s: GameState): void {
  // an attached pod is in play; collect first, since discarding changes the in-play list
  const empty = boardIndex(s).inPlay.filter((id) => {
    const c = s.cards[id] as CardState;
    return c.def === 'escape-pod' && c.at.z === 'attached' && aboard(s, id).length === 0;
  });
  for (const id of empty) moveTo(s, id, { z: 'discard' });
}

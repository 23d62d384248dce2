/**
 * Fire Sculptor (Alternate Universe interrupt, 103_061). At any of its player's response points, one of
 * two uses:
 * - on a Plasma Fire or a Warp Core Breach on a ship (anyone's): the card moves onto the ship of the
 *   player's opponent nearest to it (the fewest span along the spaceline from its ship's location; a
 *   ship at the same location is nearest; its own ship is not a choice). Ships equally near are each
 *   offered. The moved card keeps its clock (the turn it was played in).
 * - "melt": the player picks a discard pile (his or his opponent's) and then one card of it, which is
 *   placed out of play.
 * With a Thermal Deflectors in play (its card file is another batch's), the Sculptor is nullified:
 * discarded with no effect. Rulings: docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, CardState, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { anyInPlayByDef, card, locationOf, moveTo, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { spanBetween } from '../rules/incoming-message.ts';

const DEF = 'fire-sculptor';
/** The cards it moves. */
export const FIRES = ['plasma-fire', 'warp-core-breach'];
/** The card that nullifies it while in play. */
export const DEFLECTORS = 'thermal-deflectors';

/** The Plasma Fires and Warp Core Breaches on ships. */
function fires(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (FIRES.includes(c.def) && c.at.z === 'attached' && (s.cards[c.at.host] as CardState).at.z === 'inSpace') out.push(id);
  }
  return out;
}

/** The opponent's ships nearest a fire (not its own ship). */
function nearest(s: GameState, p: PlayerId, fire: CardId): CardId[] {
  const host = (card(s, fire).at as { host: CardId }).host;
  const here = locationOf(s, host) as LocationId;
  let best = Infinity;
  let out: CardId[] = [];
  for (const ship of ownShips(s, opponent(s, p))) {
    if (ship === host) continue;
    const d = spanBetween(s, host, here, locationOf(s, ship) as LocationId);
    if (d < best) [best, out] = [d, [ship]];
    else if (d === best && d < Infinity) out.push(ship);
  }
  return out;
}

interface MeltFrame extends Frame {
  kind: 'fireSculptorMelt';
  player: PlayerId;
  source: CardId;
  pile: PlayerId;
}

const meltFrame: FrameHandler<MeltFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const pile = seat(s, f.pile).discard.filter((id) => id !== f.source);
    if (pile.length === 0) {
      pop(s, f);
      emit(s, 'noEffect', `${name(s, f.source)} finds nothing to melt`, { card: f.source });
      return;
    }
    return {
      player: f.player,
      kind: 'chooseToRemove',
      prompt: `${name(s, f.source)}: choose a card of ${f.pile}'s discard pile to melt (placed out of play)`,
      options: pile.map((id) => ({ id: `melt:${id}`, label: name(s, id), card: id, group: 'pick', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    pop(s, f);
    const id = o.card as CardId;
    moveTo(s, id, { z: 'outOfPlay' });
    emit(s, 'cardRemoved', `${name(s, id)} is melted by ${name(s, f.source)}: placed out of play`, { card: id });
  },
};

export default playedInterrupt(
  DEF,
  "Either move a Plasma Fire or a Warp Core Breach from its ship onto your opponent's nearest ship, or melt one card of any discard pile: it is placed out of play.",
  {
    spec: { when: 'anyTime', target: { coded: 'a Plasma Fire or Warp Core Breach and the nearest opposing ship; or a discard pile' }, effects: [{ coded: 'move the card; or one card of the pile out of play' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      const moves = fires(s).flatMap((fire) => {
        const from = (card(s, fire).at as { host: CardId }).host;
        return nearest(s, p, fire).map((ship) => ({ key: `${fire}>${ship}`, label: `move ${name(s, fire)} from ${name(s, from)} onto ${card(s, ship).owner}'s ${name(s, ship)}`, target: fire, ship }));
      });
      const melts = s.seats.filter((q) => seat(s, q).discard.length > 0).map((q) => ({ key: `melt|${q}`, label: `melt a card of ${q === p ? 'your' : `${q}'s`} discard pile`, target: q }));
      return [...moves, ...melts];
    },
    play(s, p, c, ch) {
      if (anyInPlayByDef(s, DEFLECTORS)) {
        emit(s, 'cardNullified', `${name(s, c)} is nullified by Thermal Deflectors`, { card: c });
        return;
      }
      if (ch.key.startsWith('melt|')) {
        const f: MeltFrame = { kind: 'fireSculptorMelt', player: p, source: c, pile: ch.target as PlayerId };
        push(s, f);
        return;
      }
      const fire = ch.target as CardId;
      const ship = ch.ship as CardId;
      if (card(s, fire).at.z !== 'attached' || card(s, ship).at.z !== 'inSpace') {
        emit(s, 'cardFizzled', `${name(s, c)} finds the fire or the ship gone`, { card: c });
        return;
      }
      moveTo(s, fire, { z: 'attached', host: ship });
      emit(s, 'cardMoved', `${name(s, c)} moves ${name(s, fire)} onto ${name(s, ship)}`, { card: fire, ship, by: c });
    },
  },
  { frames: { fireSculptorMelt: meltFrame as FrameHandler } },
);

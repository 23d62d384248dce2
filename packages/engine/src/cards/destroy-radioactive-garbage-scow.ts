/**
 * Destroy Radioactive Garbage Scow (Alternate Universe interrupt, 103_058, -10 points). At any of its
 * player's response points, on a mission with a Radioactive Garbage Scow on it: the Scow is discarded
 * (the mission may be attempted again), and every personnel at that location not aboard a ship (on the
 * planet, aboard an outpost), either player's, is killed, unless a Thermal Deflectors is in play (its
 * card file is another batch's). If the mission is not yet completed, this card stays on it and the
 * mission is worth 10 points less to whoever completes it (rules/mission-points.ts); otherwise it is
 * discarded. Rulings: docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { aboard, anyInPlayByDef, card, moveTo, name, outpostsAt, personnelAboard, personnelOnPlanet } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { kill } from '../rules/dilemmas.ts';

export const SCOW = 'radioactive-garbage-scow';
export const DEFLECTORS = 'thermal-deflectors';

/** The Scow on the mission at a location, if any. */
function scowAt(s: GameState, loc: LocationId): CardId | undefined {
  return aboard(s, loc).find((id) => card(s, id).def === SCOW && card(s, id).at.z === 'attached');
}

export default playedInterrupt(
  'destroy-radioactive-garbage-scow',
  'Discard a Radioactive Garbage Scow from its mission. Everyone at that location who is not aboard a ship dies, unless Thermal Deflectors is in play. If the mission is not completed yet, put this card on it: it is worth 10 points less.',
  {
    spec: { when: 'anyTime', target: { coded: 'a mission with a Radioactive Garbage Scow on it' }, effects: [{ coded: 'discard the Scow; kill everyone there not aboard a ship; the mission -10 points' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) => (anyTime(win) ? s.spaceline.filter((loc) => scowAt(s, loc) !== undefined).map((loc) => ({ key: loc, label: `on ${name(s, loc)}`, target: loc })) : []),
    play(s, _p, c, ch) {
      const loc = ch.target as LocationId;
      const scow = scowAt(s, loc);
      if (!scow) {
        emit(s, 'cardFizzled', `${name(s, c)} finds no Scow on ${name(s, loc)}`, { card: c });
        return;
      }
      moveTo(s, scow, { z: 'discard' });
      emit(s, 'scowDestroyed', `${name(s, c)}: ${name(s, scow)} is destroyed at ${name(s, loc)}`, { card: c, scow, loc });
      if (!s.completed[loc]) {
        moveTo(s, c, { z: 'attached', host: loc });
        emit(s, 'missionPointsChanged', `${name(s, loc)} is worth 10 points less while ${name(s, c)} is on it`, { card: c, loc });
      }
      if (anyInPlayByDef(s, DEFLECTORS)) {
        emit(s, 'noEffect', `Thermal Deflectors shield everyone at ${name(s, loc)}`, { card: c });
        return;
      }
      const doomed = [...personnelOnPlanet(s, loc), ...outpostsAt(s, loc).flatMap((o) => personnelAboard(s, o))];
      for (const id of doomed) kill(s, id, `${name(s, c)} at ${name(s, loc)}`);
    },
  },
  // the random deck generator deals these with it (CardBehaviour.deckNeeds)
  { deckNeeds: ['radioactive-garbage-scow'] },
);

/**
 * Borg Ship (Premiere dilemma, space, 101_018). Met in a space attempt, it becomes a ship of its own that
 * no player controls (WEAPONS 24, SHIELDS 24), staying where it was met; it attacks every ship and outpost
 * there at once, and the attempting crew is stopped. At the end of every turn it moves one location toward
 * the spaceline end farther from where it was met, and off that end it is discarded; it attacks everything
 * at each location it arrives at, and any ship arriving where it is. Attacked ships with crew aboard fire
 * back, and a player may attack it in his turn with his ships there; the player whose fire destroys it
 * scores its points (rules/borg-ship.ts). docs/RULINGS.md,
 * "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit } from '../core/flow.ts';
import { name } from '../rules/board.ts';
import { BORG_SHIP, borgShipsAtTurnEnd, borgShipsOnArrival, placeBorgShip } from '../rules/borg-ship.ts';

registerDilemmaFacts(BORG_SHIP);

export default declareCard(BORG_SHIP, {
  text:
    'Becomes a ship of its own, controlled by nobody, with WEAPONS 24 and SHIELDS 24, where it was met; it attacks every ship and outpost there at once. ' +
    'At the end of every turn it moves one location toward the spaceline end farther from where it was met (off that end it is discarded) and attacks everything where it arrives, and any ship arriving where it is. ' +
    'Attacked ships fire back, and in his turn a player may attack it with his ships there; whoever destroys it in battle scores its points.',
  dilemma: {
    resolve(s, f) {
      f.dispose = 'stays';
      f.stop = true;
      emit(s, 'dilemmaNotOvercome', `${f.player}'s crew meets ${name(s, f.dilemma)}: it attacks`, { card: f.dilemma, player: f.player });
      placeBorgShip(s, f.dilemma, f.loc);
    },
  },
  after: [
    { type: 'turnEnding', order: 20, run: (s) => borgShipsAtTurnEnd(s) },
    { type: 'shipArrived', run: (s, h) => { if (s.effects.length > 0) borgShipsOnArrival(s, h.ship, h.loc); } },
  ],
});

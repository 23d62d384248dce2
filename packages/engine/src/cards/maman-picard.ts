/**
 * Maman Picard (Alternate Universe dilemma, space). Met by the crew of a Federation ship, she sends
 * the ship away at once: the encountering player's opponent picks either end of the spaceline (the
 * first or the last location) and the ship, with everyone and everything aboard, is put there. That
 * is no move: no RANGE is spent, and the attempt ends since the crew is gone; nobody is stopped. Any
 * other ship, or a crew met from an outpost, is left alone. The card is discarded
 * (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { shipOf } from './space-dilemmas.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, missionLabel, moveTo, name, shipFacts } from '../rules/board.ts';

const DEF = 'maman-picard';
registerDilemmaFacts(DEF);

interface SendFrame extends Frame {
  kind: 'maman-picard';
  chooser: PlayerId;
  ship: CardId;
  ends: LocationId[];
}

const send: FrameHandler<SendFrame> = {
  shown: PUBLIC_FRAME,
  run(s, m) {
    return {
      player: m.chooser,
      kind: 'chooseSpacelineEnd',
      prompt: `Maman Picard sends ${name(s, m.ship)} away: choose the end of the spaceline it goes to`,
      options: m.ends.map((loc, i) => ({ id: `maman:${i === 0 ? 'left' : 'right'}`, label: `${i === 0 ? 'Left' : 'Right'} end: ${missionLabel(s, loc)}`, card: loc, group: 'choice', act: pickAct(loc) })),
    };
  },
  choose(s, m, o) {
    pop(s, m);
    const to = o.card as LocationId;
    moveTo(s, m.ship, { z: 'inSpace', loc: to });
    emit(s, 'shipTransported', `${name(s, m.ship)} is sent to ${missionLabel(s, to)} by Maman Picard (${m.chooser}'s choice)`, { card: m.ship, loc: to, player: m.chooser });
  },
};

export default declareCard(DEF, {
  text: "Met by a Federation ship's crew: your opponent picks an end of the spaceline and the ship, with all aboard, is put there at once (no RANGE spent; the attempt ends). No effect on any other ship. Discard the dilemma.",
  frames: { 'maman-picard': send as unknown as FrameHandler },
  dilemma: {
    resolve(s, f: DilemmaFrame) {
      f.dispose = 'discard';
      const ship = shipOf(s, f);
      if (!ship || shipFacts(s, ship).affiliation !== 'federation' || card(s, ship).at.z !== 'inSpace') {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} acts only on a Federation ship and is discarded`, { card: f.dilemma });
        return;
      }
      const ends = [s.spaceline[0], s.spaceline[s.spaceline.length - 1]] as LocationId[];
      push(s, { kind: 'maman-picard', chooser: opponent(s, f.player), ship, ends } as SendFrame);
    },
  },
});

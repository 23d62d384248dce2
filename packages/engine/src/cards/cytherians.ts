/**
 * Cytherians (dilemma, space, 15 points). Met by a ship's crew, it goes onto that ship, which from
 * then on does nothing but travel to the end of the spaceline farther from where it was met: the
 * ship is stopped for the rest of that turn, and at the start of each of its owner's turns the
 * card moves it toward that end as far as its RANGE allows, then stops it again
 * (rules/far-end-travel.ts). The attempt it was met in goes on. When the ship reaches the end the
 * card goes to its owner's bonus points: 15 points. Met from an outpost there is no ship: discarded
 * with no effect (RULINGS B1; docs/RULINGS.md, "Premiere dilemmas, batch C").
 */
import { emit } from '../core/flow.ts';
import { card, def, moveTo, name } from '../rules/board.ts';
import { scorePoints } from '../rules/endgame.ts';
import { clearMark } from '../core/modifiers.ts';
import { sendToFarEnd } from '../rules/far-end-travel.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';

const ID = 'cytherians';
registerDilemmaFacts(ID, null);

export default declareCard(ID, {
  text: 'Goes onto the ship, which does nothing but fly to the far end of the spaceline at full RANGE each turn. On arrival the dilemma is scored: 15 points.',
  farEnd: {
    arrived(s, dilemma, ship) {
      for (const e of [...s.effects]) if (e.kind === 'mark' && e.source === dilemma) clearMark(s, e);
      const owner = card(s, ship).owner;
      moveTo(s, dilemma, { z: 'bonus', player: owner });
      card(s, dilemma).revealed = true;
      emit(s, 'shipReleased', `${name(s, ship)} reaches the far end: ${name(s, dilemma)} is done`, { card: dilemma, ship });
      const d = def(s, dilemma);
      scorePoints(s, owner, d.type === 'dilemma' ? (d.bonusPoints ?? 0) : 0, `took ${name(s, ship)} to the far end for ${name(s, dilemma)}`);
    },
  },
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      const end = sendToFarEnd(s, f.dilemma, ship);
      card(s, ship).stopped = true;
      emit(s, 'shipAfflicted', `${name(s, f.dilemma)} take over ${name(s, ship)}: it flies to ${name(s, end)} and does nothing else`, { card: f.dilemma, ship, to: end });
    },
  },
});

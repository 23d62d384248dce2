/**
 * Neural Servo Device (Premiere event, 101_084). Played as the turn's card play on a Non-Aligned ship
 * of the opponent's in space: unless its crew has SECURITY twice or more, its player uses the ship and
 * everything aboard as his own until the end of the turn (rules/control.ts); either way the card is
 * then discarded. docs/RULINGS.md, "Control of another player's ship".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { facts } from './facts.ts';
import { emit } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, moveTo, name, ownShips, personnelAboard } from '../rules/board.ts';
import { teamStats } from '../rules/attributes.ts';
import { registerControlCard, takeControl } from '../rules/control.ts';

export const NEURAL_SERVO_DEVICE = 'neural-servo-device';
/** SECURITY aboard that resists the device. */
export const RESISTING_SECURITY = 2;

registerEventFacts(NEURAL_SERVO_DEVICE, 'ship');
registerControlCard(NEURAL_SERVO_DEVICE);

/** The SECURITY of the personnel aboard a ship (skill levels counted). */
export function securityAboard(s: GameState, ship: CardId): number {
  return teamStats(s, personnelAboard(s, ship)).skills.get('SECURITY') ?? 0;
}

function targets(s: GameState, p: PlayerId): CardId[] {
  return ownShips(s, opponent(s, p)).filter((id) => {
    const f = facts(card(s, id).def);
    return card(s, id).at.z === 'inSpace' && f.type === 'ship' && f.affiliation === 'non-aligned';
  });
}

export default declareCard(NEURAL_SERVO_DEVICE, {
  spec: { event: { target: { coded: "a Non-Aligned ship of the opponent's in space" }, effects: [{ coded: 'unless 2 SECURITY aboard, use the ship and its crew as your own this turn; discard' }] } },
  text: "Play on a Non-Aligned ship of your opponent's. Unless its crew has SECURITY twice or more, you command that ship and everyone aboard as your own until this turn ends. Then discard this card.",
  event: {
    choices: (s, p) => targets(s, p).map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship })),
    play(s, p, c, ch) {
      const ship = ch.target as CardId;
      if (securityAboard(s, ship) >= RESISTING_SECURITY) emit(s, 'controlResisted', `The SECURITY aboard ${name(s, ship)} keeps it out of ${p}'s hands`, { card: ship });
      else takeControl(s, c, ship, p);
      moveTo(s, c, { z: 'discard' });
    },
  },
});

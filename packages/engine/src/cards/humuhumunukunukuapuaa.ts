/**
 * Humuhumunukunukuapua'a (Alternate Universe interrupt, 103_064). At any of its player's response
 * points, on one spaceline location: until the turn ends, each of his own personnel there with Youth
 * gets CUNNING +4 and STRENGTH +4, and each non-aligned personnel of his opponent there gets CUNNING -4
 * and STRENGTH -4. "There" is everyone at the location as it resolves: on the planet, aboard the ships
 * and the outposts there; the change stays with them if they leave (rules/turn-changes.ts). Offered
 * only at a location where it would change someone. Rulings: docs/RULINGS.md, "Alternate Universe
 * interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { card, name, outpostsAt, personnelAboard, personnelFacts, personnelOnPlanet, shipsAt } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { anyTime } from '../rules/responses.ts';
import { addTurnChange } from '../rules/turn-changes.ts';

export const BOOST = 4;

/** Every personnel at a location: on the planet, aboard the ships and outposts there. */
export function personnelAtLocation(s: GameState, loc: LocationId): CardId[] {
  return [...personnelOnPlanet(s, loc), ...[...shipsAt(s, loc), ...outpostsAt(s, loc)].flatMap((h) => personnelAboard(s, h))];
}

/** Who it raises (+) and who it lowers (-) at a location, for player p. */
function affected(s: GameState, p: PlayerId, loc: LocationId): { up: CardId[]; down: CardId[] } {
  const all = personnelAtLocation(s, loc);
  const up = all.filter((id) => card(s, id).owner === p && (skillsOf(s, id).get('Youth') ?? 0) > 0);
  const down = all.filter((id) => card(s, id).owner === opponent(s, p) && personnelFacts(s, id).affiliation === 'non-aligned');
  return { up, down };
}

export default playedInterrupt(
  'humuhumunukunukuapuaa',
  "Pick a location. Until this turn ends, your personnel there who have Youth are +4 CUNNING and +4 STRENGTH, and your opponent's non-aligned personnel there are -4 CUNNING and -4 STRENGTH.",
  {
    spec: { when: 'anyTime', target: { coded: 'a location with your Youth personnel or the opponent\'s non-aligned personnel' }, effects: [{ coded: 'Youth +4 CUNNING and STRENGTH, opposing non-aligned -4, for the turn' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      return s.spaceline.filter((loc) => { const a = affected(s, p, loc); return a.up.length + a.down.length > 0; }).map((loc) => ({ key: loc, label: `at ${name(s, loc)}`, target: loc }));
    },
    play(s, p, c, ch) {
      const loc = ch.target as LocationId;
      const { up, down } = affected(s, p, loc);
      for (const id of up) addTurnChange(s, c, id, { add: { CUNNING: BOOST, STRENGTH: BOOST } });
      for (const id of down) addTurnChange(s, c, id, { add: { CUNNING: -BOOST, STRENGTH: -BOOST } });
      const who = (l: CardId[]) => l.map((id) => name(s, id)).join(', ') || 'nobody';
      emit(s, 'turnChange', `${name(s, c)} at ${name(s, loc)}: ${who(up)} +${BOOST} CUNNING and STRENGTH; ${who(down)} -${BOOST} CUNNING and STRENGTH, this turn`, { card: c, up, down });
    },
  },
);

/**
 * Ktarian Game (Premiere dilemma, space). Met by a ship's crew, it goes onto the ship and the crew
 * goes on with the attempt. When it is placed, and as each turn of the ship's owner begins, one
 * personnel aboard who is not yet disabled is chosen at random and disabled (no skills, left out of
 * the team that attempts and meets dilemmas; rules/disabled.ts), wherever he goes afterward. It is
 * cured, every victim recovering and the card discarded, when the personnel aboard who are not
 * disabled total CUNNING over 30, or an android is aboard: that is asked when it is met (before
 * anyone is disabled), as the owner's turn begins (before the next victim) and at the end of every
 * turn. Met from an outpost there is no ship to go on: it is discarded with no effect
 * (docs/RULINGS.md, "Premiere: the last dilemmas and Time Travel Pod").
 */
import { emit } from '../core/flow.ts';
import { addMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { attributeOf } from '../rules/attributes.ts';
import { inPlayByDef, moveTo, name, personnelAboard } from '../rules/board.ts';
import { isDisabled } from '../rules/crew-afflictions.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { cureVictims, disablerTurns } from '../rules/disabled.ts';
import { isAndroid } from './barclays-protomorphosis-disease.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';

const ID = 'ktarian-game';
/** The CUNNING the personnel aboard who are not disabled must total more than, to be cured. */
export const CURE_CUNNING = 30;
registerDilemmaFacts(ID, null);

/** Whether the crew of the ship cures the game: CUNNING over 30 among those not disabled, or an android aboard. */
export function cures(s: GameState, ship: CardId): boolean {
  const crew = personnelAboard(s, ship);
  if (crew.some((id) => isAndroid(s, id))) return true;
  let cunning = 0;
  for (const id of crew) if (!isDisabled(s, id)) cunning += attributeOf(s, id, 'CUNNING');
  return cunning > CURE_CUNNING;
}

/** The ship the game is on, or undefined. */
function hostOf(s: GameState, game: CardId): CardId | undefined {
  const at = (s.cards[game] as CardState).at;
  return at.z === 'attached' ? at.host : undefined;
}

/** The game is cured: its victims recover and it is discarded. */
function cure(s: GameState, game: CardId, ship: CardId): void {
  cureVictims(s, game);
  moveTo(s, game, { z: 'discard' });
  emit(s, 'trapCleared', `The crew of ${name(s, ship)} breaks free of ${name(s, game)}: its players recover and it is discarded`, { card: game, ship });
}

/** One personnel aboard who is not disabled, chosen at random, is disabled by the game. */
function disableOne(s: GameState, game: CardId, ship: CardId): void {
  const victim = randomFrom(s, personnelAboard(s, ship).filter((id) => !isDisabled(s, id)));
  if (!victim) return;
  addMark(s, game, victim);
  emit(s, 'personnelDisabled', `${name(s, victim)}, chosen at random, is disabled by ${name(s, game)}`, { card: victim, by: game, ship });
}

/** Every game in play on a ship, with its ship. */
function games(s: GameState): [CardId, CardId][] {
  const out: [CardId, CardId][] = [];
  for (const g of inPlayByDef(s, ID)) {
    const ship = hostOf(s, g);
    if (ship) out.push([g, ship]);
  }
  return out;
}

/** As a turn begins: each game on a ship of the active player is cured, or disables one more. */
function atTurnStart(s: GameState, player: PlayerId): void {
  for (const [g, ship] of games(s)) {
    if ((s.cards[ship] as CardState).owner !== player) continue;
    if (cures(s, ship)) cure(s, g, ship);
    else disableOne(s, g, ship);
  }
}

/** At the end of every turn: a crew that now cures its game is freed. */
function atTurnEnd(s: GameState): void {
  for (const [g, ship] of games(s)) if (cures(s, ship)) cure(s, g, ship);
}

export default declareCard(ID, {
  text: 'Goes onto the ship. Now, and as each of your turns begins, one personnel aboard chosen at random is disabled. Cured, the victims recovering and the dilemma discarded, once those aboard who are not disabled total CUNNING over 30, or an android is aboard.',
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (cures(s, ship)) {
        emit(s, 'trapCleared', `The crew of ${name(s, ship)} is not drawn into ${name(s, f.dilemma)}: it is discarded`, { card: f.dilemma, ship });
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      emit(s, 'shipAfflicted', `${name(s, f.dilemma)} is placed on ${name(s, ship)}`, { card: f.dilemma, ship });
      disableOne(s, f.dilemma, ship);
    },
  },
});
// as turns begin and end (rules/disabled.ts, run by rules/turn.ts)
disablerTurns(ID, { start: atTurnStart, end: atTurnEnd });

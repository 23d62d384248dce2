/**
 * Rogue Borg on ships (Rogue Borg Mercenaries, Crosis, Hugh; Premiere interrupts). Each Rogue Borg
 * Mercenaries card attached to a ship is one Borg, and so is a Crosis on it. With n Borg there, each has
 * STRENGTH n (n x n in all), doubled while a Crosis is among them (once, however many). The Borg battle
 * the personnel aboard when Mercenaries are played and at the start of every turn, either player's,
 * while a Mercenaries card is there: the personnel's STRENGTH (with bonuses) against the Borg's; the
 * higher wins and one of the losers, at random, dies (a personnel is killed, a Borg card discarded); a
 * tie or an empty ship, nothing. The survivors stay. Hugh discards every Rogue Borg at a location.
 * On a ship whose owner has an Intruder Force Field on his table, fewer than three Borg do not battle
 * (RULINGS, "Alternate Universe events, the last four, and Gomtuu").
 */
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId } from '../core/types.ts';
import { attributeOf } from './attributes.ts';
import { attachedCards, boardIndex, card, inPlayByDef, locationOf, moveTo, name, personnelAboard } from './board.ts';
import { kill, randomFrom } from './dilemmas.ts';

export const MERCENARIES = 'rogue-borg-mercenaries';
export const CROSIS = 'crosis';
const INTRUDER_FORCE_FIELD = 'intruder-force-field';
/** The Borg an Intruder Force Field lets battle on its owner's ships: this many at least. */
export const FORCE_FIELD_MIN_BORG = 3;

/** The Rogue Borg cards (Mercenaries and Crosis) on a ship. */
export function rogueBorgOn(s: GameState, ship: CardId): CardId[] {
  return boardIndex(s).inPlay.filter((id) => {
    const c = s.cards[id] as CardState;
    return (c.def === MERCENARIES || c.def === CROSIS) && c.at.z === 'attached' && c.at.host === ship;
  });
}

/** The ships with Rogue Borg on them. */
export function shipsWithRogueBorg(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const id of attachedCards(s)) {
    // the Borg ride on ships as attached cards: the board index keeps those apart (most boards have none)
    const c = s.cards[id] as CardState;
    if ((c.def === MERCENARIES || c.def === CROSIS) && c.at.z === 'attached' && !out.includes(c.at.host)) out.push(c.at.host);
  }
  return out;
}

/** The STRENGTH of each Borg on the ship: their number, doubled with a Crosis among them. */
export function borgStrengthEach(s: GameState, ship: CardId): number {
  const borg = rogueBorgOn(s, ship);
  return borg.length * (borg.some((id) => card(s, id).def === CROSIS) ? 2 : 1);
}

/** One Rogue Borg battle on the ship. */
export function rogueBorgBattle(s: GameState, ship: CardId): void {
  const borg = rogueBorgOn(s, ship);
  const crew = personnelAboard(s, ship);
  if (borg.length === 0 || crew.length === 0 || s.cards[ship]?.at.z !== 'inSpace') return;
  if (borg.length < FORCE_FIELD_MIN_BORG && inPlayByDef(s, INTRUDER_FORCE_FIELD, card(s, ship).owner).some((id) => s.cards[id]?.at.z === 'table')) {
    emit(s, 'rogueBorgHeld', `The Intruder Force Field aboard ${name(s, ship)} holds off ${borg.length} Rogue Borg: fewer than ${FORCE_FIELD_MIN_BORG} have no effect`, { ship, borg: borg.length });
    return;
  }
  const theirs = borg.length * borgStrengthEach(s, ship);
  const ours = crew.reduce((n, id) => n + attributeOf(s, id, 'STRENGTH'), 0);
  const said = `Rogue Borg battle aboard ${name(s, ship)}: ${borg.length} Borg, STRENGTH ${theirs}, against the crew's ${ours}`;
  if (theirs === ours) return void emit(s, 'rogueBorgBattle', `${said}: a tie, nobody dies`, { ship, borg: theirs, crew: ours });
  if (theirs > ours) {
    const v = randomFrom(s, crew) as CardId;
    emit(s, 'rogueBorgBattle', `${said}: the Borg win`, { ship, borg: theirs, crew: ours, winner: 'borg' });
    kill(s, v, `killed by the Rogue Borg aboard ${name(s, ship)}, chosen at random`);
    return;
  }
  const b = randomFrom(s, borg) as CardId;
  emit(s, 'rogueBorgBattle', `${said}: the crew wins; ${name(s, b)} dies`, { ship, borg: theirs, crew: ours, winner: 'crew', dead: b });
  moveTo(s, b, { z: 'discard' });
}

/** The start of a turn (turn.ts): every ship with Rogue Borg Mercenaries aboard has its battle. */
export function rogueBorgAtTurnStart(s: GameState): void {
  for (const ship of shipsWithRogueBorg(s)) if (rogueBorgOn(s, ship).some((id) => card(s, id).def === MERCENARIES)) rogueBorgBattle(s, ship);
}

/** The locations with Rogue Borg on a ship. */
export function rogueBorgLocations(s: GameState): LocationId[] {
  const out: LocationId[] = [];
  for (const ship of shipsWithRogueBorg(s)) {
    const loc = locationOf(s, ship);
    if (loc !== undefined && !out.includes(loc)) out.push(loc);
  }
  return out;
}

/** Discards every Rogue Borg on ships at the location (Hugh). */
export function destroyRogueBorgAt(s: GameState, loc: LocationId, why: string): void {
  for (const ship of shipsWithRogueBorg(s)) {
    if (locationOf(s, ship) !== loc) continue;
    for (const b of rogueBorgOn(s, ship)) {
      moveTo(s, b, { z: 'discard' });
      emit(s, 'rogueBorgDestroyed', `${name(s, b)} aboard ${name(s, ship)} is destroyed (${why})`, { card: b, ship });
    }
  }
}

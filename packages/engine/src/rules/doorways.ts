/**
 * Doorways (issue 24, item 3; rules digest §2 step 0, §5.6, §9): the Alternate Universe Door and
 * the [AU] icon, where the format has them (GameRules.doorways).
 *
 * - In the seed phase, before the missions, each player may open one Alternate Universe Door: it
 *   goes face up on the table, seen by both. That is the only way a door reaches the table
 *   (rules/setup.ts, the doorway step); further copies are draw-deck cards.
 * - A card with the [AU] icon (an artifact, a doorway such as the Devidian Door, a personnel, a ship,
 *   an event...) may be seeded, played or reported only while its owner has an open door on the table.
 *   An [AU] card already in play or seeded stays where it is and works (the gate is read only when a
 *   card would enter play). The intro premiums carry the icon in their facts: under a format with
 *   doorways it applies to them too; the intro game has none, and the icon means nothing there.
 * - A door is open while it is on the table and not closed (rules/door-closing.ts: a face-up
 *   Revolving Door on it closes it).
 */
import { findBlueprint } from '../cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint } from '../cards/blueprint-ids.ts';
import { facts } from '../cards/facts.ts';
import { ALTERNATE_UNIVERSE_DOOR } from '../formats/constructed.ts';
import { rulesOf } from '../formats/rules.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { card, eventsOnTable, name } from './board.ts';
import { isClosed } from './door-closing.ts';

/** The [AU] icon in the engine's names. */
export const AU_ICON = 'alternateUniverse';

/** The engine id of the Alternate Universe Door (its slug). */
export function auDoorDef(): string {
  return defOfBlueprint(ALTERNATE_UNIVERSE_DOOR) ?? 'alternate-universe-door';
}

/** Whether a card (by its engine id) carries the [AU] icon: in its facts, or on its printed card. */
export function hasAuIcon(defId: string): boolean {
  const f = facts(defId);
  if ('icons' in f && f.icons.includes(AU_ICON)) return true;
  const bp = blueprintOfDef(defId);
  const b = bp === undefined ? undefined : findBlueprint(bp);
  return b !== undefined && b.icons.includes(AU_ICON);
}

/** Whether the card is an Alternate Universe Door. */
export function isAuDoor(s: GameState, id: CardId): boolean {
  return card(s, id).def === auDoorDef();
}

/** This player's open Alternate Universe Doors: theirs, face up on the table, and not closed. */
export function openDoors(s: GameState, p: PlayerId): CardId[] {
  return eventsOnTable(s, p).filter((id) => isAuDoor(s, id) && !isClosed(s, id));
}

/** Whether this player has an open Alternate Universe Door on the table. */
export function auDoorOpen(s: GameState, p: PlayerId): boolean {
  return openDoors(s, p).length > 0;
}

/**
 * Why this player may not seed, play or report this card now because of its [AU] icon, or null:
 * the format has no doorways, the card has no [AU] icon, or the player's door is open.
 */
export function whyAuBlocked(s: GameState, p: PlayerId, id: CardId): string | null {
  if (rulesOf(s).doorways === 'none') return null;
  const c = s.cards[id] as CardState | undefined;
  if (!c || !hasAuIcon(c.def)) return null;
  if (auDoorOpen(s, p)) return null;
  const closed = eventsOnTable(s, p).some((d) => isAuDoor(s, d));
  return `${name(s, id)} has the Alternate Universe icon: it may be seeded, played or reported only while you have an open Alternate Universe Door on the table${closed ? ' (yours is closed)' : ''}`;
}

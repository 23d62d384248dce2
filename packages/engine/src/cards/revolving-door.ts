/**
 * Revolving Door (event, Alternate Universe, 103_045; its older print, docs/RULINGS.md "Card wording"
 * entry 26). Two uses, each the turn's card play:
 *
 * - Played on a doorway on the table (anyone's; not one with the Shield icon, and not one that has a
 *   Revolving Door on it already): while it lies there face up the doorway is closed
 *   (rules/door-closing.ts). Unique: a player has at most one on the table. The Iconian Gateway it
 *   could also close lies on a planet location, not on the table: closing it is not played yet, so it
 *   is never a target (docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus").
 * - Or it nullifies a Revolving Door on the table (anyone's): both go to their owners' discard piles.
 *
 * At the start of each turn, the player whose turn it is may discard one non-personnel card from hand
 * to turn over ("revolve") a Revolving Door on the table: face down its doorway is open again, face up
 * closed again (rules/door-closing.ts asks, one Revolving Door at a time). (Rulings: docs/RULINGS.md,
 * "Constructed: closing doors".)
 */
import { CardFacts, facts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, eventsOnTable, moveTo, name } from '../rules/board.ts';
import { closersOn, doorUnder, immuneToClosing, placeCloser, REVOLVING_DOOR, revolvingDoorsOnTable } from '../rules/door-closing.ts';

if (!hasFacts(REVOLVING_DOOR)) {
  const bp = findBlueprint(REVOLVING_DOOR);
  if (!bp || bp.type !== 'event') throw new Error('no event revolving-door in the card data');
  registerFacts([CardFacts.parse({ ...printedFacts(bp, REVOLVING_DOOR), unique: true, type: 'event', affiliation: null, playsOn: 'doorway' })]);
}

/** The doorways a Revolving Door may be played on now: on the table, no Shield, none on it already. */
function closable(s: GameState): CardId[] {
  return eventsOnTable(s).filter((id) => facts(card(s, id).def).type === 'doorway' && !immuneToClosing(card(s, id).def) && closersOn(s, id).length === 0);
}

const whose = (s: GameState, id: CardId) => `${card(s, id).owner}'s ${name(s, id)}`;

function choices(s: GameState, p: PlayerId): PlayChoice[] {
  const out: PlayChoice[] = [];
  // unique: one of the player's own on the table keeps a second from being placed (not from nullifying)
  if (!revolvingDoorsOnTable(s).some((id) => card(s, id).owner === p)) {
    for (const d of closable(s)) out.push({ key: `close:${d}`, label: `on ${whose(s, d)}, closing it`, target: d });
  }
  for (const r of revolvingDoorsOnTable(s)) {
    const d = doorUnder(s, r);
    out.push({ key: `nullify:${r}`, label: `to nullify ${whose(s, r)}${d ? ` on ${whose(s, d)}` : ''}`, target: r });
  }
  return out;
}

function play(s: GameState, p: PlayerId, c: CardId, ch: PlayChoice): void {
  const target = ch.target as CardId;
  if (ch.key.startsWith('close:')) {
    if (!closable(s).includes(target)) {
      // the door left the table, or another Revolving Door came onto it, while this one waited
      moveTo(s, c, { z: 'discard' });
      emit(s, 'cardFizzled', `${name(s, c)} has nothing left to close and is discarded`, { card: c });
      return;
    }
    moveTo(s, c, { z: 'table' });
    placeCloser(s, c, target);
    emit(s, 'doorClosed', `${p}'s ${name(s, c)} lies face up on ${whose(s, target)}: the door is closed`, { player: p, card: c, door: target });
    return;
  }
  if (card(s, target).at.z === 'table') {
    const d = doorUnder(s, target);
    moveTo(s, target, { z: 'discard' });
    emit(s, 'cardNullified', `${p}'s ${name(s, c)} nullifies ${whose(s, target)}${d ? `: ${whose(s, d)} is no longer closed by it` : ''}`, { player: p, card: c, target });
  }
  moveTo(s, c, { z: 'discard' });
}

export default declareCard(REVOLVING_DOOR, {
  text:
    'Unique. Goes onto a doorway without the Shield icon, which stays shut for as long as this card lies face up on it. ' +
    'When a turn begins, its player may throw away one card of the hand that is not a personnel to flip this card over. ' +
    'Or, instead, it cancels a Revolving Door (both are discarded).',
  // where it goes, as data: the table, lying on the doorway it closes (the closing itself is code)
  spec: { event: { playsOn: { table: true } } },
  event: { choices: (s, p) => choices(s, p), play },
});

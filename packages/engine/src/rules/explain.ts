/**
 * "Why not?": the rule that stops a card from doing something, in words, for the UI and CLI.
 */
import { facts } from '../cards/facts.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, locationOf, name } from './board.ts';
import { mayInitiate } from './battle.ts';
import { battleRefusals, joinRefusals } from './affiliations.ts';
import { changeRefusals } from './dual-change.ts';
import { whyCannotAttempt } from './missions.ts';
import { whyCannotMove } from './movement.ts';
import { whyNotPlayable } from './play.ts';
import { whyAuBlocked } from './doorways.ts';

/** Reasons a player cannot use this card now (an empty list means nothing forbids it). */
export function explain(s: GameState, p: PlayerId, id: CardId): string[] {
  const c = s.cards[id];
  if (!c) return [`There is no card ${id}`];
  if (s.result) return ['The game is over'];
  const out: string[] = [];
  if (c.owner !== p && c.at.z !== 'spaceline') return [`${name(s, id)} belongs to ${c.owner}`];
  const f = facts(c.def);
  if (c.at.z === 'hand') {
    const r = whyNotPlayable(s, p, id);
    if (r) out.push(r);
    // the [AU] icon's gate holds whatever else stands in the way (whose turn it is, the card played)
    const au = whyAuBlocked(s, p, id);
    if (au && au !== r) out.push(au);
    return out;
  }
  if (s.turn.active !== p) out.push('Orders are given only on your own turn');
  if (f.type === 'ship') {
    const r = whyCannotMove(s, id);
    if (r) out.push(r);
    if (!mayInitiate(s, p)) out.push('The Federation never starts a battle; it defends and fires back');
    out.push(...battleRefusals(s, id));
  }
  if (f.type === 'personnel' && card(s, id).stopped) out.push(`${f.name} is stopped and can do nothing more this turn`);
  if (f.type === 'personnel') out.push(...joinRefusals(s, id), ...changeRefusals(s, id));
  if (f.type === 'mission') {
    const r = whyCannotAttempt(s, p, id);
    if (r) out.push(r);
  }
  if (f.type === 'personnel' && c.at.z === 'planet') {
    const loc = locationOf(s, id) as CardId;
    const r = whyCannotAttempt(s, p, loc);
    if (r) out.push(r);
  }
  return out;
}

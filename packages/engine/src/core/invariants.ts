/**
 * Invariants checked after every action by `stccg sim` and the property tests: each card is in
 * exactly one place, ordered piles agree with card places, points equal completed missions plus
 * bonuses, a live game always has a decision with options.
 */
import { facts } from '../cards/facts.ts';
import type { CardState, GameState } from './types.ts';
import { PLAYERS } from './types.ts';
import { indexConsistent } from '../rules/board.ts';

export function checkInvariants(s: GameState, expectedCards = 120): string[] {
  const errs: string[] = [];
  const ids = Object.keys(s.cards);
  if (ids.length !== expectedCards) errs.push(`expected ${expectedCards} cards, found ${ids.length}`);
  for (const p of PLAYERS) {
    const pl = s.players[p];
    for (const [pile, z] of [
      [pl.deck, 'deck'],
      [pl.hand, 'hand'],
      [pl.discard, 'discard'],
    ] as const) {
      const seen = new Set<string>();
      for (const id of pile) {
        const c = s.cards[id];
        if (!c) errs.push(`${p} ${z} holds unknown card ${id}`);
        else if (c.at.z !== z || c.owner !== p) errs.push(`${id} is listed in ${p}'s ${z} but is at ${c.at.z}`);
        if (seen.has(id)) errs.push(`${id} is twice in ${p}'s ${z}`);
        seen.add(id);
      }
    }
  }
  for (const id of ids) {
    const c = s.cards[id] as CardState;
    const z = c.at.z;
    if (z === 'deck' || z === 'hand' || z === 'discard') {
      const pile = s.players[c.owner][z];
      if (!pile.includes(id)) errs.push(`${id} is at ${z} but missing from the pile`);
    }
    if ((z === 'aboard' || z === 'attached') && !s.cards[c.at.host]) errs.push(`${id} is aboard a missing card`);
    if ((z === 'aboard' || z === 'attached') && s.cards[c.at.host]) {
      const hz = (s.cards[c.at.host] as CardState).at.z;
      if (hz !== 'inSpace' && hz !== 'outpost' && hz !== 'spaceline' && hz !== 'attached' && hz !== 'aboard' && hz !== 'planet') errs.push(`${id} is aboard ${c.at.host}, which is not in play (${hz})`);
    }
  }
  for (const p of PLAYERS) {
    let expect = 0;
    for (const [loc, by] of Object.entries(s.completed)) if (by === p) expect += (facts((s.cards[loc] as CardState).def) as { points: number }).points;
    for (const id of ids) {
      const c = s.cards[id] as CardState;
      if (c.at.z === 'bonus' && c.at.player === p) {
        const f = facts(c.def);
        expect += 'bonusPoints' in f && f.bonusPoints ? f.bonusPoints : 0;
      }
    }
    if (expect !== s.players[p].score) errs.push(`${p} has ${s.players[p].score} points but completed missions and bonuses make ${expect}`);
  }
  errs.push(...indexConsistent(s));
  if (!s.result) {
    if (!s.pending) errs.push('the game is not over but no decision is pending');
    else if (s.pending.options.length === 0) errs.push(`decision ${s.pending.id} has no options`);
    else if (new Set(s.pending.options.map((o) => o.id)).size !== s.pending.options.length) errs.push(`decision ${s.pending.id} repeats an option id`);
  }
  return errs;
}

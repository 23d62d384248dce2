/**
 * Security Sacrifice (Alternate Universe interrupt, 103_074). When one of your personnel has been
 * picked at random to die, one of your SECURITY personnel present with him may die in his place. It
 * answers the response point before a random death (rules/random-deaths.ts), which the constructed
 * format opens. Rulings: docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { skillsOf } from '../rules/attributes.ts';
import { card, moveTo, name, personnelAboard, personnelOnPlanet } from '../rules/board.ts';
import { heldDeathOf, heldVictims } from '../rules/random-deaths.ts';

const ID = 'security-sacrifice';
registerInterruptFacts(ID);

/** A personnel's owner's personnel with him (himself included): on his planet, or aboard his ship or outpost. */
export function presentGroup(s: GameState, id: CardId): CardId[] {
  const c = card(s, id);
  if (c.at.z === 'planet') return personnelOnPlanet(s, c.at.loc, c.owner);
  if (c.at.z === 'aboard') return personnelAboard(s, c.at.host).filter((p) => card(s, p).owner === c.owner);
  return [];
}

/** The player's personnel picked at random to die, that this window answers, with its held death still to come. */
function victimOf(s: GameState, p: PlayerId, win: Window): CardId | undefined {
  if (win.type !== 'before' || win.h.type !== 'randomDeath') return undefined;
  const v = win.h.card;
  if (s.cards[v]?.owner !== p || !heldDeathOf(s, v)) return undefined;
  return v;
}

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  const v = victimOf(s, p, win);
  if (v === undefined) return [];
  const held = heldVictims(s);
  return presentGroup(s, v)
    .filter((id) => id !== v && !held.includes(id) && (skillsOf(s, id).get('SECURITY') ?? 0) > 0)
    .map((id) => ({ key: id, label: `${name(s, id)} dies in place of ${name(s, v)}`, target: id }));
}

export default declareCard(ID, {
  // the random deck generator deals SECURITY personnel with it, enough that one is often with the
  // one picked to die (decks/deck-wants.ts; docs/RULINGS.md "Coverage: captives, stasis and payoffs")
  deckWants: { skills: ['SECURITY'], count: 3 },
  text: 'When one of your personnel has been picked at random to die, one of your SECURITY personnel present with him dies in his place instead.',
  spec: { interrupt: { when: { before: { happening: 'randomDeath', by: 'you' } }, target: { coded: 'one of your SECURITY personnel present with the one picked to die' }, effects: [{ coded: 'the SECURITY personnel dies instead' }] } },
  interrupt: {
    windows: ['before'],
    answers: [{ moment: 'before', happening: 'randomDeath', by: 'you' }],
    choices,
    play(s, p, c, ch, win) {
      moveTo(s, c, { z: 'discard' });
      const v = victimOf(s, p, win);
      const sub = ch.target as CardId;
      const f = v === undefined ? undefined : heldDeathOf(s, v);
      if (v === undefined || !f || !presentGroup(s, v).includes(sub)) return;
      f.card = sub;
      f.why = `${f.why}; ${name(s, sub)} took the place of ${name(s, v)}`;
      emit(s, 'sacrifice', `${name(s, sub)} steps in to die in place of ${name(s, v)} (${name(s, c)})`, { card: sub, for: v, by: c });
    },
  },
});

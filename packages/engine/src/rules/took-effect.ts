/**
 * Which cards took effect in a game (issues 25 and 26, coverage; docs/DESIGN.md "What counts as took
 * effect"), read from what the engine already says: the game's log, and the notes of the rule hooks
 * that changed a result (core/effects.ts). No card file reports anything of its own: a new card is
 * counted by the same events and hooks as the cards of its kind.
 *
 *  - a dilemma: when it is encountered (dilemmaRevealed);
 *  - an event, an interrupt, a doorway or an artifact played from hand: when it is played and not
 *    discarded unresolved (cardPlayed / interruptPlayed, unless cardFizzled / cardFizzles follow for
 *    that card before it is played again); a doorway also when it opens or is shown;
 *  - an artifact earned: when it joins the team as equipment, when it brings what was seeded
 *    with it (a seed holder), or when it acts at once as it is earned (whenEarned); one earned into
 *    hand counts only when it is played;
 *  - personnel, ships, equipment and facilities: when they enter play (reported, commissioned,
 *    built, placed, earned): their skills, attributes and standing text apply from then on;
 *  - a mission: when it is attempted (its requirements are checked and its points are at stake);
 *  - any card: when one of its rule hooks changed a result (a listener that logged, a before answer,
 *    a bonus that was not zero, a nullifier present), when it nullified another, prevented a
 *    happening or was used (equipmentUsed).
 *
 * A card the engine does not implement never counts (decks/validate.ts cardImplementation).
 */
import type { CardId, CardState, GameState } from '../core/types.ts';
import { notedEffects } from '../core/effects.ts';
import { behaviour } from '../cards/registry.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { implementedDef } from '../decks/set-coverage.ts';
import { playedAsEquipment } from './artifacts.ts';

/** Card types whose play from hand is their text resolving: a play may still fizzle. */
const RESOLVING = new Set(['event', 'interrupt', 'artifact', 'doorway']);
/** Events naming a card that took effect with no more said (data.card). */
const PLAIN = new Set(['dilemmaRevealed', 'doorwayOpened', 'doorwayPlayed', 'devidianDoorShown', 'outpostPlaced', 'seededPersonnelEarned', 'equipmentUsed']);
/** Events saying a card just played was discarded without resolving. */
const FIZZLED = new Set(['cardFizzled', 'cardFizzles']);

/**
 * The card definitions that took effect in a game, each with the number of times the log shows it
 * (a hook's note counts once). The game's log must be on; the hooks' notes are there only when the
 * game was tracked from its start (core/effects.ts trackEffects).
 */
export function tookEffect(s: GameState): Map<string, number> {
  const out = new Map<string, number>();
  const credit = (def: string | undefined) => {
    if (def !== undefined) out.set(def, (out.get(def) ?? 0) + 1);
  };
  const defOf = (id: unknown): string | undefined => (typeof id === 'string' ? (s.cards[id] as CardState | undefined)?.def : undefined);
  // a resolving card's play waits here until it is played again or the log ends; a fizzle drops it
  const waiting = new Map<CardId, string>();
  for (const e of s.log) {
    const d = e.data ?? {};
    if (e.type === 'cardPlayed' || e.type === 'interruptPlayed') {
      const def = defOf(d.card);
      if (def === undefined) continue;
      const id = d.card as CardId;
      if (RESOLVING.has(facts(def).type) && !(facts(def).type === 'artifact' && playedAsEquipment(def))) {
        if (waiting.has(id)) credit(waiting.get(id));
        waiting.set(id, def);
      } else credit(def);
    } else if (FIZZLED.has(e.type)) {
      if (typeof d.card === 'string') waiting.delete(d.card);
    } else if (PLAIN.has(e.type)) {
      credit(defOf(d.card));
    } else if (e.type === 'artifactEarned') {
      const def = defOf(d.card);
      // used as equipment, a seed holder, or one that acts at once when earned (whenEarned: Horga'hn,
      // Betazoid Gift Box, Ressikan Flute; rules/immediate-artifacts.ts says so with `immediate`)
      if (def !== undefined && (playedAsEquipment(def) || behaviour(def)?.seedsWith || (d.immediate === true && behaviour(def)?.whenEarned))) credit(def);
    } else if (e.type === 'missionAttempted') {
      credit(defOf(d.loc));
    } else if (e.type === 'cardNullified') {
      // "X is nullified by Y" (by) or "Y nullifies X" (target): Y took effect
      credit(typeof d.by === 'string' ? defOf(d.by) : defOf(d.card));
    } else if (e.type === 'prevented') {
      if (typeof d.by === 'string' && behaviour(d.by)) credit(d.by);
    }
  }
  for (const def of waiting.values()) credit(def);
  for (const def of notedEffects(s)) if (hasFacts(def) && !out.has(def)) out.set(def, 1);
  for (const def of [...out.keys()]) if (!implementedDef(def)) out.delete(def);
  return out;
}

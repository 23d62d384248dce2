/**
 * Building blocks for the Premiere space dilemmas (issue 25, dilemmas batch B): their facts from
 * the card data (dilemma type and point box) with the requirements each card file writes out, and
 * the ship a crew met the dilemma from. A space dilemma met from an outpost (the 1996-97 period
 * rule, GameRules.attempts) has no ship: what it does to "the ship" does nothing there, and what it
 * does to the crew acts on the crew aboard the outpost (docs/RULINGS.md, "Premiere dilemmas, batch B").
 */
import { findBlueprint } from './blueprints.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import type { Requirements } from './facts.ts';
import { declareCard } from './registry.ts';
import type { CardDefinition, DilemmaFrame } from './registry.ts';
import { standardDilemma } from './common.ts';

export { registerDilemmaFacts };
import { damageShip } from '../rules/damage.ts';
import type { CardId, GameState } from '../core/types.ts';
import { name, typeOf } from '../rules/board.ts';
import { emit } from '../core/flow.ts';

/** A requirement of one skill at a level (a classification counts as a skill). */
export const skill = (name: string, count = 1) => ({ skill: name, count });

/** Requirements from alternatives, each a list of clauses all needed. */
export function anyOf(...alts: Requirements['anyOf'][number]['allOf'][]): Requirements {
  return { anyOf: alts.map((allOf) => ({ allOf })) };
}

/** The ship whose crew meets the dilemma, or undefined (an Away Team on a planet, or the crew of an outpost). */
export function shipOf(s: GameState, f: DilemmaFrame): CardId | undefined {
  if (f.from === undefined || !s.cards[f.from]) return undefined;
  return typeOf(s, f.from) === 'ship' ? f.from : undefined;
}

/**
 * The ship a dilemma that goes onto a ship is placed on; with none (met from an outpost, or on a
 * planet) the dilemma is discarded with no effect and undefined is returned. The dilemma is set to be
 * discarded either way: a card that stays on the ship sets `f.dispose = 'stays'` itself.
 */
export function shipToGoOn(s: GameState, f: DilemmaFrame): CardId | undefined {
  const ship = shipOf(s, f);
  f.dispose = 'discard';
  if (!ship) emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} has no ship to go on and is discarded`, { card: f.dilemma });
  return ship;
}

/** Whether the dilemma card has points to score when overcome (its point box). */
export function scores(defId: string): 'bonus' | 'discard' {
  const b = findBlueprint(defId);
  return b && b.type === 'dilemma' && b.bonusPoints ? 'bonus' : 'discard';
}

/**
 * A space dilemma that damages the ship unless the crew has what its requirements ask (a damaged
 * ship damaged again is destroyed, rules/damage.ts); overcome, it scores its points if it has any.
 * The crew that does not overcome it is stopped; the dilemma is discarded either way.
 */
export function damagingDilemma(defId: string, text: string, overcome: Requirements, why: string): CardDefinition {
  registerDilemmaFacts(defId, overcome);
  return declareCard(defId, {
    text,
    dilemma: {
      resolve: standardDilemma(defId, {
        failDispose: 'discard',
        overcomeDispose: scores(defId),
        onFail(s, f) {
          const ship = shipOf(s, f);
          if (ship) damageShip(s, ship, why);
        },
      }),
    },
  });
}

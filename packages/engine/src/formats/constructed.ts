/**
 * A deck format's construction rules as data (issue 24, item 2), and the constructed format of
 * Premiere, Alternate Universe and the Introductory Two-Player Game's own cards. The rules are read
 * by decks/validate.ts; docs/DECKS.md says what each one means and docs/RULINGS.md (deck rulings)
 * why it reads as it does where the rulebooks leave a choice.
 *
 * Pure data: importing this module changes nothing.
 */
import { z } from 'zod';
import { SetKey } from '../cards/blueprints.ts';

export const DeckRules = z.object({
  /** The fewest cards a deck may hold. */
  minSize: z.number().int().positive(),
  /** When on, the deck must hold exactly minSize cards (no more). */
  exactlyMinSize: z.boolean(),
  /** How many mission cards the deck must hold, all of different titles. */
  missions: z.number().int().positive(),
  /** Each affiliation of the deck's personnel and ships needs an outpost (validate.ts says how). */
  outpostPerAffiliation: z.boolean(),
  /** The largest share of the deck that may be seed cards (0.5: at most half). */
  maxSeedShare: z.number().positive().max(1),
  /** The card types whose every copy is a seed card. */
  seedTypes: z.array(z.enum(['mission', 'dilemma', 'artifact', 'facility', 'doorway'])),
  /** Cards (by blueprint id) of which one copy is a seed card and any further copies are draw deck cards. */
  seedOneCopy: z.array(z.string().regex(/^\d{3}_\d{3}$/)),
  /** Card types of which one copy of each card is a seed card and any further copies are draw deck cards (outposts: seed one, build the others). */
  seedOneCopyTypes: z.array(z.enum(['mission', 'dilemma', 'artifact', 'facility', 'doorway'])).default([]),
  /** How many copies of one title a deck may hold (null: no limit; missions are held to one by `missions`). */
  maxCopies: z.number().int().positive().nullable(),
}).strict();
export type DeckRules = z.infer<typeof DeckRules>;

export const DeckFormat = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** The card pool: every card of these sets, and no other. */
  sets: z.array(SetKey).min(1),
  rules: DeckRules,
}).strict();
export type DeckFormat = z.infer<typeof DeckFormat>;

/** The Alternate Universe Door: one copy opens the doorway in the seed phase; further copies are played from hand. */
export const ALTERNATE_UNIVERSE_DOOR = '103_032';

/**
 * Constructed play with Premiere, Alternate Universe and the intro set: at least 60 cards (exactly 60
 * when switched on), six missions of different titles, an outpost for each affiliation played, at most
 * half the deck seed cards (missions, dilemmas, artifacts, one copy of each outpost and one Alternate
 * Universe Door; further outposts are drawn and built),
 * copies not limited.
 */
export const CONSTRUCTED: DeckFormat = Object.freeze(DeckFormat.parse({
  key: 'constructed',
  name: 'Constructed (Premiere, Alternate Universe, Introductory Two-Player Game)',
  sets: ['premiere', 'alternate-universe', 'intro-2pg'],
  rules: {
    minSize: 60,
    exactlyMinSize: false,
    missions: 6,
    outpostPerAffiliation: true,
    maxSeedShare: 0.5,
    seedTypes: ['mission', 'dilemma', 'artifact'],
    seedOneCopy: [ALTERNATE_UNIVERSE_DOOR],
    seedOneCopyTypes: ['facility'],
    maxCopies: null,
  },
}));

export interface ConstructedOptions {
  /** The deck must hold exactly 60 cards (off by default: 60 or more). */
  exactly60?: boolean;
}

/** The constructed format, with its switches set. */
export function constructedFormat(options: ConstructedOptions = {}): DeckFormat {
  return DeckFormat.parse({ ...CONSTRUCTED, rules: { ...CONSTRUCTED.rules, exactlyMinSize: options.exactly60 === true } });
}

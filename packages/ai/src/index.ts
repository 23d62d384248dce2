/**
 * The bots, by name. Every bot is a function of the seat's view and decision only.
 */
import type { Bot, BotOptions } from './bot.ts';
import { randomBot } from './random.ts';
import { heuristicBot } from './heuristic.ts';
import { searchBot } from './search.ts';

export type { Bot, BotOptions, PlayoutValue, SeatDecision } from './bot.ts';

/**
 * The version of the bots' play: raised whenever a change makes a bot choose differently (a new
 * search rule, another evaluation). Saved match results carry it, so games of an older bot are
 * never mixed into a newer bot's match (stccg sim --outcomes).
 * 2: paired search drops options out of the race (paired.ts, outOfRace).
 * 3: paired search overrules the heuristic at a gain of 1.5 standard errors, not 2 (OVERRULE_Z).
 * 4 and 5 scored the end of each playout with the outlook instead of value01; neither beat
 * version 3 (bench/results/README.md), so the outlook is now a setting (BotOptions.playoutValue)
 * and the default plays exactly as version 3 again, under that number.
 * 6 valued a ship with nobody aboard at a quarter in the evaluation (unless it was its side's only
 * ship); it did not beat version 3 either (bench/results/README.md) and was withdrawn.
 * 7: on its own turn the paired search also weighs each option followed by ending the turn
 * (BotOptions.endPlans), and where the heuristic plays no ship it weighs no ship play
 * (BotOptions.heuristicShips); both can be switched off, which plays as version 3.
 * 8: the heuristic seeds an artifact under a mission its own affiliation may attempt (before, an
 *    artifact scored as nothing, so it went under any mission, often the opponent's, or stayed unseeded).
 * 9: in a constructed game the heuristic seeds on purpose (seeding.ts): dilemmas where they stop the
 *    opponent's likely teams, walls in front; missions its teams can solve placed together; the
 *    outpost nearest them. And where the heuristic has no rule for an option's effect it judges it
 *    one step ahead, never by a fixed score (issue 28, "Any card"): an equipment card of no skill (a Klingon Disruptor) is
 *    played only where that shows no loss, as events were; cheap playouts score as before, and the
 *    intro game plays as under version 8 (no option there fell to a fixed score).
 * 10: in a constructed game the heuristic opens its Alternate Universe Door when it holds [AU] cards
 *    (before, the doorway step fell to the one-step judgment, saw no gain, and the door never opened),
 *    and plays an artifact of its hand that is played as an interrupt (Samuel Clemens' Pocketwatch,
 *    Ophidian Cane) where one step ahead shows no loss, the artifact itself counted for nothing held,
 *    once no order of a plan is left; and it attempts a space mission of its icon with a ship's crew
 *    that meets it, flying the crew there (before, only planet missions were ever its targets)
 *    (docs/RULINGS.md, "Coverage: artifacts and stasis").
 * 11: a position's value counts an obligation of a side's own card that would lose it the game as its
 *    hand stands (a Devidian Door's debt with no Devidian Door in hand: engine rules/endgame.ts
 *    lossesOwed) as 300 points against it, so no bot uses a Devidian Door without a second one to show
 *    (at bots 10 four of the heuristic's losses to random were such debts). Games without such a card
 *    are valued exactly as before (the intro game unchanged) (docs/RULINGS.md, "Bots and obligations").
 * 12: at a response point the heuristic judges an answer one step ahead past the other player's
 *    response windows, as if he passed (before, the step stopped at the other player's chance to
 *    answer, the card still waiting to resolve, so an answer such as Particle Fountain, 5 points right
 *    after its team completes a planet mission, showed only its card leaving the hand and was never
 *    played) (docs/RULINGS.md, "Coverage: Q, Rogue Borg and bonus points").
 * 13: the sampled worlds of a constructed game fill a side's face-down places under missions so that
 *    each takes at most one artifact and every place is filled (determinize.ts; before, a place could
 *    be left short and its card put aboard a card attached at a location). The heuristic and the search
 *    decide on such worlds, so their choices may differ where the opponent's seed cards hold artifacts;
 *    the intro game is unchanged (no artifacts under its missions).
 * 14: a sampled world treats the crew of a card attached at a location (an Escape Pod's) as it treats a
 *    ship's: known to the pod's owner, placed as the view shows it (stopped if stopped); hidden from the
 *    other player, a crew of the count shown, sampled (before, the owner's pod crew lost its view flags,
 *    and the other player's went aboard any card of its side attached at a location, a Tetryon Field
 *    too). Worlds without such a crew are unchanged.
 * 15: in a game of the players' own decks the paired search halves the options it weighs after 2, 4,
 *    8, ... worlds (BotOptions.halving; paired.ts, halve): a constructed position gets about a fifth
 *    of the intro's playouts in 1 s over more options, so spread evenly each option was compared in
 *    about 10 worlds and few could ever overrule the heuristic. The intro game is unchanged.
 * 16: the search keeps its plans within a turn (turn-plans.ts): a plan "X, then end the turn" ends the
 *    turn at the next main decision, as it was weighed, and an option played against the heuristic's
 *    choice once in a turn is not played against it again. Before, a search and the heuristic could
 *    undo each other's moves for ever (a team beamed down and up, turn after turn: a constructed game
 *    that never ended). Both games change where the search chose an end plan.
 * 17: the heuristic never beams personnel from one of its outposts onto another (both at one place:
 *    a constructed seat may hold an outpost of each affiliation it plays), and beams along one route
 *    (where from, where to) at most twice a turn (TurnMemo.orders). Before, such beams went round
 *    until the turn's 120 decisions ran out, turn after turn (2 of 60 games of constructed self-play,
 *    bench/results/README.md, "playout-fidelity"); the search's playouts spent their budget on them.
 *    The intro game's heuristic plays as before (`npx tsx bench/intro-hashes.ts plain 24`, equal).
 * 18: in a game of the players' own decks the search's sampled worlds place the opponent's face-down
 *    dilemmas where our seeding policy would have put them (BotOptions.dilemmaModel 'policy',
 *    seeded-model.ts) instead of at random: walls under the missions the seat's teams will attempt.
 *    Bots 17 with `--dilemma-model policy` plays exactly so (bench/results/README.md). The intro game
 *    is unchanged.
 * 19: in a game of the players' own decks the search's deck model draws the opponent's secret deck
 *    from the corpus decks (the premade decks and random legal decks of his affiliation) that hold
 *    every card he has shown, where any does (BotOptions.deckMatch, opponent-model.ts holdsAll): a
 *    seat that has shown a premade deck's missions is taken to play that deck, so its sampled
 *    dilemmas are the ones seeded. Bots 18 with `--deck-match` plays exactly so (bench/results/README.md);
 *    where no corpus deck fits (a deck of the player's own), nothing changes. The intro game is unchanged.
 * 20: the heuristic tells a wall from a toll among the dilemmas it has seen under a mission: a seen
 *    dilemma whose requirements the team lacks keeps it from attempting there only if, not overcome,
 *    the dilemma stays under the mission to be met again (dilemmaFailDispose 'return', read from its
 *    declaration); one discarded either way (a toll: the team stopped, someone killed) only
 *    discounts the team's readiness there, as a face-down dilemma does. Before, every seen dilemma
 *    was a wall (29 of the 36 dilemmas with printed requirements are tolls), which kept a seat that knew
 *    the dilemmas (the search's foreseen worlds, `--search-sees-dilemmas`) from missions it could
 *    take. The intro game's heuristic plays as before (`npx tsx bench/intro-hashes.ts plain 24`, equal).
 * A change that only makes a bot faster keeps the version: with a fixed number of playouts it
 * chooses exactly as before (bots 3 got 1.8x faster playouts that way; it thinks more in 1 s).
 */
export const BOTS_VERSION = 21;
export { seatDecision, PLAYOUT_VALUES } from './bot.ts';
export { randomBot, botRng } from './random.ts';

const factories: Record<string, (o: BotOptions) => Bot> = {
  random: randomBot,
  heuristic: heuristicBot,
  search: searchBot,
  // the heuristic seeding at random (missions, dilemmas, artifacts, outposts): the baseline its seeding policy is measured against
  'heuristic-randomseed': (o) => heuristicBot({ ...o, seeding: 'random' }),
};

/** Registers a bot kind (heuristic, search) under a name. */
export function registerBot(name: string, make: (o: BotOptions) => Bot): void {
  factories[name] = make;
}

export function botNames(): string[] {
  return Object.keys(factories);
}

/**
 * Why a bot cannot play a format whose decks are the players' own, or null when it can. The random
 * bot reads nothing but its own options; the heuristic and search bots rebuild a whole game from
 * their view (determinize.ts), the cards they cannot see sampled from a model of the opponent's
 * deck (opponent-model.ts: a corpus of legal decks of the affiliation shown), never from the
 * opponent's list (issue 28). Every bot plays them.
 */
export function botRefusalForOwnDecks(_name: string): string | null {
  return null;
}

export function createBot(name: string, o: BotOptions = {}): Bot {
  const make = factories[name];
  if (!make) throw new Error(`unknown bot "${name}"; known bots: ${botNames().join(', ')}`);
  return make(o);
}

export { heuristicBot, chooseOption, evaluate, value01, newMemo, heuristicCounts, resetHeuristicCounts, outlook, outlookTerms, federationOdds, OUTLOOK_TERMS, OUTLOOK_WEIGHTS, SEAT_TERMS, SEAT_WEIGHTS, PARTS_WEIGHTS, seatTerms, seatValue, partsValue01 } from './heuristic.ts';
export type { SeatTerm, OutlookTerm } from './heuristic.ts';
export type { TurnMemo, ScoreCounts } from './heuristic.ts';
export { determinize, gatherKnowledge, cardUniverse, DeterminizeError, isIntro } from './determinize.ts';
export { likelyTeams, ownTeams, meetRate, dilemmaWorth, attemptChance, factsTeam, STOP_UNCONDITIONAL } from './seeding.ts';
export type { Seeding } from './heuristic.ts';
export { corpusDecks, shownAffiliations, sampleSeatCards, CORPUS_RANDOM_DECKS } from './opponent-model.ts';
export type { DilemmaModel, Knowledge, Rng } from './determinize.ts';
export { DILEMMA_MODELS } from './determinize.ts';
export { dealAsSeeded } from './seeded-model.ts';
export type { DilemmaPlaces } from './seeded-model.ts';
export { searchBot, searches, DEFAULT_THINK_MS } from './search.ts';
export type { SearchBot, SearchStats } from './search.ts';
export { search, mergeRoots, bestOption } from './mcts.ts';
export type { SearchParams, SearchResult, RootStat } from './mcts.ts';

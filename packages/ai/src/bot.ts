/**
 * A bot sees only what its seat may see: the seat's view and the decision it must make.
 * The types enforce it: a bot never receives the GameState.
 */
import type { DeckList, PendingView, PlayerView } from '@stccg/engine';
import type { DilemmaModel } from './determinize.ts';

/** A decision as the deciding seat sees it: prompt and options are present. */
export interface SeatDecision extends PendingView {
  prompt: string;
  options: NonNullable<PendingView['options']>;
}

export interface Bot {
  readonly name: string;
  /** Returns the id of one of the decision's options. */
  decide(view: PlayerView, decision: SeatDecision): string | Promise<string>;
  /** Frees threads or other resources. */
  close?(): void | Promise<void>;
}

export interface BotOptions {
  /**
   * A game of the players' own decks: the bot's own deck list (its player knows it). The heuristic
   * and search bots then know which of their own cards are still unseen; without it they sample
   * those from the deck model too (opponent-model.ts). The opponent's list is never given in play
   * (opponentDeck below is a measurement's).
   */
  deck?: DeckList;
  /**
   * Search bots, for a measurement only: the opponent's true deck list, which the search's worlds
   * then sample his unseen cards from instead of the deck model (`stccg sim --search-peeks`: what
   * the opponent model costs). A cheat: no game played through the CLI's play or the server sets it.
   */
  opponentDeck?: DeckList;
  /**
   * Search bots: how their worlds deal the opponent's face-down dilemmas to the places under the
   * missions: 'policy' (the default since bots 18), as our seeding policy would have placed them, or
   * 'uniform', at random as bots 17 did (DeterminizeOptions.dilemmaModel, seeded-model.ts;
   * `stccg sim --dilemma-model`). The intro game seeds one dilemma a mission and ignores it.
   */
  dilemmaModel?: DilemmaModel;
  /**
   * Paired search, a setting under measurement: in each sampled world the opponent's face-down
   * dilemmas are turned face up for the playouts, so the heuristic playing the seat there attempts as
   * if it knew them (paired.ts foreseeDilemmas; `stccg sim --foresee-dilemmas`). The bot itself
   * still knows only what its view shows; off by default.
   */
  foreseeDilemmas?: boolean;
  /**
   * Paired search: on the seat's own turn it also weighs, for each mission the seat may go and do, the
   * plan of heading for that mission for the rest of the turn (paired.ts goal plans; TurnMemo.goal); a
   * goal plan chosen is kept to the end of the turn. Default (bots 21): on in a game of the players' own
   * decks (`deck` given), off in the intro game (`stccg sim --goal-plans`, `--no-goal-plans`).
   */
  goalPlans?: boolean;
  /**
   * Search bots: their worlds draw the opponent's deck from the corpus decks (opponent-model.ts: the
   * premade decks and random legal decks of his affiliation) that hold every card he has shown, where
   * any does, else from the whole corpus (DeterminizeOptions.deckMatch; `stccg sim --no-deck-match`).
   * Read from the view only, as the deck model always is. On by default since bots 19; false plays as
   * bots 18. The intro game's lists are public, so it ignores this.
   */
  deckMatch?: boolean;
  /** Seed of the bot's own PRNG (never the game's). */
  seed?: number;
  /** Thinking time per decision in milliseconds (search bots). */
  thinkMs?: number;
  /** Worker threads for search (default: available cores; 0 searches in the calling thread). */
  workers?: number;
  /** Search: a fixed number of iterations per worker instead of a time budget (reproducible). */
  iterations?: number;
  /** Search: stop a decision early once no other option can overtake the leader (default true). */
  earlyStop?: boolean;
  /** Search: 'paired' playouts of every root option (default) or an IS-MCTS 'tree'. */
  mode?: 'tree' | 'paired';
  /** Search: turns a playout runs past the decision's turn before it is scored (default 3). */
  horizon?: number;
  /**
   * Search: when a draw deck would run out (and so the game end) within this many turns of the
   * decision's turn, playouts run to the game's end and score who won, instead of stopping at the
   * horizon (default off; a measurement setting).
   */
  endgame?: number;
  /**
   * Paired search: standard errors by which another option's gain must beat the heuristic's
   * choice to overrule it (default OVERRULE_Z, 1.5).
   */
  overruleZ?: number;
  /**
   * Paired search: successive halving of the options weighed (paired.ts, halve): after 2, 4, 8, ...
   * sampled worlds the lower half by mean gain is no longer played, so the worlds go to the options
   * that may still overrule the heuristic. Default: on in a game of the players' own decks (a deck
   * list given), where a constructed position's playouts are several times dearer and its options
   * more (since bots version 15); off in the intro game, which plays as before.
   */
  halving?: boolean;
  /**
   * Search: what scores the end of a playout: 'evaluation' (value01, the default), 'outlook'
   * (the heuristic's evaluation with coverage, exposure and the race added; intro game) or 'fitted'
   * (seatValue: the evaluation at its scale fitted to constructed games and the lead in points a
   * deck-out would settle; any format) or 'parts' (seatValue with PARTS_WEIGHTS: each of the
   * evaluation's parts weighted as fitted to constructed games; any format). See heuristic.ts.
   */
  playoutValue?: PlayoutValue;
  /**
   * Search: playouts play the full heuristic, judging options no rule models one step ahead as the
   * heuristic bot does, instead of its cheap mode, which gives them a fixed score (default false: a
   * step clones the game, so full playouts are dearer and fewer). A measurement setting.
   */
  fullPlayouts?: boolean;
  /**
   * Paired search: leave commissioning ships to the heuristic (default true since bots version 7;
   * false weighs ship plays as version 3 did). At a main decision where the heuristic does not
   * play a ship, no ship play is searched, so none can overrule it.
   * Three turns of playout see a ship's value at once and a crew's only once it completes a team,
   * so the search would play ships before the personnel to fly them (bench/results/README.md).
   */
  heuristicShips?: boolean;
  /**
   * Paired search on the seat's own turn: also weigh each option followed by ending the turn
   * (default true since bots version 7; false as version 3). Without it an option is judged with
   * the heuristic playing on, so where the heuristic's next moves this turn look bad, ending the
   * turn at once beats every card play, turn after turn, though the search could end the turn
   * right after playing the card.
   */
  endPlans?: boolean;
  /**
   * Heuristic: how the setup choices are made (mission placement, dilemma and artifact seeding,
   * outposts): 'policy' (the default) on purpose, 'random' at random (the bot `heuristic-randomseed`,
   * the baseline the seeding policy is measured against).
   */
  seeding?: 'policy' | 'random';
}

/** What may score a playout's end, as `stccg sim --playout-value` accepts it. */
export const PLAYOUT_VALUES = ['evaluation', 'outlook', 'fitted', 'parts'] as const;
export type PlayoutValue = (typeof PLAYOUT_VALUES)[number];

/** The decision in a view, if it is this seat's to make. */
export function seatDecision(view: PlayerView): SeatDecision | null {
  const p = view.pending;
  if (!p || p.player !== view.viewer || !p.options || p.prompt === null) return null;
  return p as SeatDecision;
}

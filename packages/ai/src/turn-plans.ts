/**
 * What the search bot keeps of its own plans within a turn (bots version 16).
 *
 * - A plan "X, then end the turn" (paired.ts, THEN_END) is carried out as it was weighed: at the
 *   seat's next main decision of that turn the bot ends the turn, as the plan's playouts did
 *   (paired.ts endTurn), instead of searching afresh and perhaps undoing X.
 * - An option the search has played against the heuristic's choice once this turn is not played
 *   against it again: the heuristic has undone it in between, and doing it again would only go
 *   round. Without both, a constructed game never ended: the search beamed an away team down (its
 *   plan: beam down, then end), the heuristic beamed it back up at the next decision, the search beamed
 *   it down again, turn after turn (bench/results/README.md, "Game 52 never ends").
 */
import type { SeatDecision } from './bot.ts';
import { planOption, THEN_END } from './paired.ts';

export class TurnPlans {
  private turn = -1;
  private endNext = false;
  private overruled = new Set<string>();

  private at(turn: number): void {
    if (turn === this.turn) return;
    this.turn = turn;
    this.endNext = false;
    this.overruled.clear();
  }

  /** The option to play without searching: ending the turn, at the first main decision after a plan that ends it. */
  planned(turn: number, d: Pick<SeatDecision, 'kind' | 'options'>): string | undefined {
    this.at(turn);
    if (!this.endNext || d.kind !== 'main') return undefined;
    this.endNext = false;
    return d.options.find((o) => o.group === 'end')?.id;
  }

  /**
   * The option to play after a search: the chosen plan's (`key`; undefined: the heuristic's choice),
   * unless it is not offered, or it overrules the heuristic with an option already played that way
   * this turn: then the heuristic's choice, `prior`.
   */
  chosen(turn: number, key: string | undefined, prior: string, offered: readonly string[]): string {
    this.at(turn);
    const option = key === undefined ? prior : planOption(key);
    const choice = !offered.includes(option) || (option !== prior && this.overruled.has(option)) ? prior : option;
    if (choice !== prior) this.overruled.add(choice);
    this.endNext = key !== undefined && key.endsWith(THEN_END) && choice === option;
    return choice;
  }
}

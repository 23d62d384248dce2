/**
 * What a frozen engine (scripts/freeze-engine.ts) offers: the public functions of the engine it was
 * frozen from, in that engine's own types. Only what versions.ts uses is named here.
 */
import type { GameRecord, GameState, NewGameOptions, PlayerView, Viewer } from '../src/index.ts';

/** A game of a frozen engine, as its Game class makes one. */
export interface FrozenGame {
  state: GameState;
  act(action: { decision: string; option: string }, player?: GameState['turn']['active']): void;
  setAlwaysRespond(p: GameState['turn']['active'], on: boolean): void;
  concede(p: GameState['turn']['active']): void;
  finish(): GameRecord;
}

export interface FrozenEngine {
  Game: { create(o: { seed: number | string; withPremiums?: boolean }): FrozenGame };
  ENGINE_VERSION: string;
  RECORD_FORMAT: string;
  replay(record: GameRecord, opts?: { log?: boolean }): GameState;
  view(s: GameState, viewer: Viewer, opts?: { logFrom?: number }): PlayerView;
  newGame(o: NewGameOptions): GameState;
  apply(s: GameState, action: { decision: string; option: string }, player?: GameState['turn']['active']): void;
  cloneState(s: GameState): GameState;
  concede(s: GameState, p: GameState['turn']['active']): void;
  stateHash(s: GameState): string;
  ReplayError: new (message: string) => Error;
}

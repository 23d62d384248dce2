/**
 * Records across engine versions (docs/DESIGN.md, "Records across versions"). A record names the
 * engine that made it. The current engine replays its own records and engine 0.1's (under that
 * engine's rules: GameState.legacy); every other past engine whose records must keep replaying is
 * kept frozen as one bundle (packages/engine/frozen, made by scripts/freeze-engine.ts from the
 * commit it was released at) and loaded only when such a record is opened.
 */
import type { FrozenEngine } from '../../frozen/engine.d.ts';
import { ENGINE_VERSION, LEGACY_RECORD_FORMAT, ReplayError, replay } from './record.ts';
import type { GameRecord } from './record.ts';
import type { GameState } from './types.ts';
import { stateHash } from './hash.ts';

/** The frozen engines, by version: each loaded on first use. */
const FROZEN: Record<string, () => Promise<FrozenEngine>> = {
  '0.2.0': () => import('../../frozen/engine-0.2.0.mjs') as Promise<FrozenEngine>,
  '0.2.1': () => import('../../frozen/engine-0.2.1.mjs') as Promise<FrozenEngine>,
  '0.3.0': () => import('../../frozen/engine-0.3.0.mjs') as Promise<FrozenEngine>,
  '0.4.0': () => import('../../frozen/engine-0.4.0.mjs') as Promise<FrozenEngine>,
};

/**
 * The engine versions whose unfinished games this engine carries on exactly from their logs of
 * moves: their rules made the same moves (0.1.0: under GameState.legacy; 0.2.0 differed only in
 * the words of two prompts; 0.2.1 only in what its options carried beside the same ids: 0.3.0
 * added Option.act; 0.3.0 only in what its lasting effects carried: 0.4.0 added their source's
 * definition, LastingEffect.by; 0.4.0 only in the shape of its card frames and response windows:
 * 0.5.0 declares interrupts and events as data and takes its response points from the card pool,
 * with the same option ids and the same moves). A stored game of any other version cannot be resumed and is ended by
 * the upgrade (the server keeps it readable through its frozen engine).
 */
export const RESUMES_GAMES_OF: readonly string[] = ['0.1.0', '0.2.0', '0.2.1', '0.3.0', '0.4.0'];

/** The versions whose records replay: the current engine, engine 0.1 (its format-1 records) and the frozen ones. */
export function replayableVersions(): string[] {
  return [ENGINE_VERSION, '0.1.0', ...Object.keys(FROZEN)];
}

/** Which engine replays a record: 'current', or the frozen one's version; null when none can. */
export function engineOfRecord(record: Pick<GameRecord, 'format' | 'engineVersion'>): 'current' | string | null {
  if (record.format === LEGACY_RECORD_FORMAT || record.engineVersion === ENGINE_VERSION || record.engineVersion === undefined) return 'current';
  return Object.hasOwn(FROZEN, record.engineVersion) ? record.engineVersion : null;
}

/** The frozen engine of a version (null: none is kept). */
export async function frozenEngine(version: string): Promise<FrozenEngine | null> {
  return Object.hasOwn(FROZEN, version) ? (FROZEN[version] as () => Promise<FrozenEngine>)() : null;
}

/** What a replay gives: the final state (in its engine's shape), that engine's version, hash of the state and seats. */
export interface Replayed {
  state: GameState;
  engine: string;
  /** The state's hash by the engine that made it (each engine hashes its own shape). */
  hash: string;
  /** The game's seats in order: the state's own, or, for a frozen engine from before seats (0.2-0.3), the intro game's two. */
  seats: readonly string[];
}

/** The seats of a state of any kept engine: engines before 0.4 played only the intro game and kept no list of seats. */
function seatsOfAnyVersion(s: GameState): readonly string[] {
  return (s.seats as readonly string[] | undefined) ?? ['federation', 'klingon'];
}

/**
 * Replays a record with the engine that made it, checking its hashes; the state is that engine's.
 * Throws ReplayError when no kept engine made it, naming those that are kept.
 */
export async function replayRecord(record: GameRecord, opts: { log?: boolean } = {}): Promise<Replayed> {
  const which = record && typeof record === 'object' ? engineOfRecord(record) : 'current';
  if (which === 'current') {
    const state = replay(record, opts);
    return { state, engine: record?.format === LEGACY_RECORD_FORMAT ? '0.1.0' : ENGINE_VERSION, hash: stateHash(state), seats: seatsOfAnyVersion(state) };
  }
  if (which === null) throw new ReplayError(`the record was made by engine ${String(record.engineVersion)}, which this version cannot replay (it replays engines ${replayableVersions().join(', ')})`);
  const frozen = (await frozenEngine(which)) as FrozenEngine;
  let state: GameState;
  try {
    state = frozen.replay(record, opts);
  } catch (e) {
    throw new ReplayError((e as Error).message);
  }
  return { state, engine: which, hash: frozen.stateHash(state), seats: seatsOfAnyVersion(state) };
}

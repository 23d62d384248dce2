// The frozen engine 0.4.0 (engine-0.4.0.mjs): the functions versions.ts uses, in that engine's types.
import type { FrozenEngine } from './engine.d.ts';
export declare const ENGINE_VERSION: FrozenEngine['ENGINE_VERSION'];
export declare const RECORD_FORMAT: FrozenEngine['RECORD_FORMAT'];
export declare const replay: FrozenEngine['replay'];
export declare const view: FrozenEngine['view'];
export declare const newGame: FrozenEngine['newGame'];
export declare const apply: FrozenEngine['apply'];
export declare const cloneState: FrozenEngine['cloneState'];
export declare const concede: FrozenEngine['concede'];
export declare const stateHash: FrozenEngine['stateHash'];
export declare const ReplayError: FrozenEngine['ReplayError'];
export declare const Game: FrozenEngine['Game'];

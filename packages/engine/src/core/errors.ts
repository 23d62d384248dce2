import type { Decision } from './types.ts';

/** Thrown by apply() for an action that does not answer the pending decision with an offered option. */
export class IllegalActionError extends Error {
  override name = 'IllegalActionError';
  constructor(
    message: string,
    readonly decision: Pick<Decision, 'id' | 'kind' | 'player'> | null,
    readonly offered: string[],
  ) {
    super(message);
  }
}

/** An internal rule bug: the engine reached a state it should never reach. */
export class EngineError extends Error {
  override name = 'EngineError';
}

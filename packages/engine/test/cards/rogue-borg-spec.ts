/**
 * What the Rogue Borg specs share (Rogue Borg Mercenaries, Crosis, Hugh): constructed positions on the
 * equipment spec's spaceline, player-1's U.S.S. Hood at Gault with the crew and the Borg already aboard
 * that each case names; player-2 holds the card played, and both draw decks have cards to end turns.
 */
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

export const HOOD = 'U.S.S. Hood';
export const RBM = 'Rogue Borg Mercenaries';

/** Player-1's Hood at Gault with `crew` and `borg` (Borg cards attached); player-2 holds `hand`; `active` plays first. */
export function borgPosition(crew: string[], borg: string[], hand: string[], active: 'player-1' | 'player-2' = 'player-2', p1: Record<string, unknown> = {}): Harness {
  const spec = base(
    { planets: {}, ships: [{ card: HOOD, at: 'Gault', crew }], attached: borg.map((card) => ({ card, on: HOOD })), deckSize: 10, ...p1 },
    { hand, deckSize: 10 },
  );
  return setupTest({ ...spec, turn: { active } } as PositionSpec);
}

export function offered(h: Harness, card: string): string[] {
  return h.labels().filter((l) => l.startsWith(`Play ${card}`));
}

/** Ends the turn; the answers nobody needs (responses, a persona swap) are passed. */
export function endTurn(h: Harness): void {
  const idle = () => {
    for (let n = 0; n < 20 && h.s.pending && h.s.pending.kind !== 'main'; n++) h.choose(h.s.pending.kind === 'personaSwap' ? 'noswap' : 'pass');
  };
  idle();
  h.choose('Draw a card and end your turn');
  idle();
}

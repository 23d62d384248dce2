/**
 * A stranger's skills and attributes counted with the team facing a dilemma, for that dilemma only (Eyes
 * in the Dark, Alternate Universe interrupt: docs/RULINGS.md, "Issue 26: Phaser Burns and Eyes in the
 * Dark"). The card puts on the dilemma's frame (DilemmaFrame.lent) what the stranger brings, as numbers
 * and his name only: never his card's id, which would let the player follow a card aboard a ship whose
 * crew is hidden from him. rules/attributes.ts teamStats adds it when the group it sums is the team
 * meeting that dilemma (the whole team, not one member's own check); the frame goes when the dilemma is done, and the stranger's help with it.
 *
 * The cost for every other game: teamStats looks down the flow (a few frames) for the innermost dilemma
 * being met and stops there; without a `lent` on it nothing more is done.
 */
import type { DilemmaFrame } from '../cards/registry.ts';
import type { CardId, GameState } from '../core/types.ts';

/** What a stranger brings to a team: his printed skills and attribute numbers, and his name (for the log). */
export interface LentStats {
  name: string;
  skills: [string, number][];
  INTEGRITY: number;
  CUNNING: number;
  STRENGTH: number;
  /** How many met the dilemma when the help came (the team: rules/dilemmas.ts attemptingTeam). */
  size: number;
}

/** The stranger's help lent to this group, if it is the whole team meeting the innermost dilemma being met. */
export function lentTo(s: GameState, members: readonly CardId[]): LentStats | null {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as DilemmaFrame;
    if (f.kind !== 'dilemma') continue;
    const lent = f['lent'] as LentStats | undefined;
    if (lent === undefined) return null;
    return members.length === lent.size && members.every((id) => meets(s, f, id)) ? lent : null;
  }
  return null;
}

/**
 * Whether a card is one of those meeting the dilemma: the encountering player's, not stopped, on its
 * planet (or aboard the ship or outpost of a space attempt). With the team's size, this tells the whole
 * team from a part of it (one member's own check) without working the team out again here.
 */
function meets(s: GameState, f: DilemmaFrame, id: CardId): boolean {
  const c = s.cards[id];
  if (!c || c.stopped || (c.ctrl ?? c.owner) !== f.player) return false;
  return f.from === undefined ? c.at.z === 'planet' && c.at.loc === f.loc : c.at.z === 'aboard' && c.at.host === f.from;
}

/** Puts the stranger's help on the dilemma's frame (one per dilemma). */
export function lendToDilemma(f: DilemmaFrame, lent: LentStats): void {
  f['lent'] = lent;
}

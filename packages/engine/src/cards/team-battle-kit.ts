/**
 * What the Away Team battle interrupts share (Honor Challenge, Vulcan Nerve Pinch, Klingon Right of
 * Vengeance; docs/RULINGS.md, "Stasis and the Away Team battle interrupts"): the battle a response point
 * belongs to, and a player's side in it. The battle is the constructed game's TeamBattleFrame
 * (rules/battle.ts), still on the flow while its response points are open.
 */
import type { Window } from './registry.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, personnelFacts } from '../rules/board.ts';
import { findBlueprint } from './blueprints.ts';
import { stillInBattle, teamBattlesOnFlow } from '../rules/battle.ts';
import type { TeamBattleFrame } from '../rules/battle.ts';

/** The Away Team battle just initiated that this window answers (its response point right after the initiation), if any. */
export function battleJustInitiated(s: GameState, win: Window): TeamBattleFrame | undefined {
  if (win.type !== 'after' || win.h.type !== 'battleInitiated' || win.h.against !== 'team') return undefined;
  const loc = win.h.loc;
  return teamBattlesOnFlow(s).find((f) => f.step === 'resolve' && f.loc === loc);
}

/** A player's personnel still in a battle, and his opponent's. */
export function sides(s: GameState, f: TeamBattleFrame, p: PlayerId): { own: CardId[]; foes: CardId[] } {
  const own = stillInBattle(s, f, f.player === p ? f.mine : f.theirs);
  const foes = stillInBattle(s, f, f.player === p ? f.theirs : f.mine);
  return { own, foes };
}

/**
 * A personnel's characteristics: its facts', with its printed card's (the intro decks' facts list few:
 * Taurik's Vulcan and Data's Soong-type android are on the printed cards).
 */
export function characteristicsOf(s: GameState, id: CardId): readonly string[] {
  const own = personnelFacts(s, id).characteristics;
  const printed = findBlueprint(card(s, id).def)?.characteristics ?? [];
  return printed.length === 0 ? own : [...own, ...printed];
}

/** Whether a personnel's characteristics name this species, alone or as one of two (Selok: Romulan/Vulcan). */
export function ofSpecies(s: GameState, id: CardId, species: string): boolean {
  return characteristicsOf(s, id).some((c) => c.split('/').includes(species));
}

/** Whether a personnel is a Klingon: of the Klingon affiliation or of the Klingon species (Worf). */
export function isKlingon(s: GameState, id: CardId): boolean {
  return personnelFacts(s, id).affiliation === 'klingon' || ofSpecies(s, id, 'Klingon');
}

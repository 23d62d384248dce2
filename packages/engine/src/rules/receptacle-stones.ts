/**
 * Receptacle Stones (cards/receptacle-stones.ts): the ships its player played it on this turn, and the
 * second frame of a space dilemma he meets, for each of their crews (rules/dilemmas.ts `echo`).
 * docs/RULINGS.md, "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import type { DilemmaFrame } from '../cards/registry.ts';
import { emit, push } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, def, locationOf, name } from './board.ts';
import { attemptingTeam } from './dilemmas.ts';
import { nullifierPresent } from './nullify.ts';
import { controllerOf } from './control.ts';

export const RECEPTACLE_STONES = 'receptacle-stones';

/** This turn's stones of this player: the ships they were played on, in play order, each once (a modifier that ends with the turn, or when the ship leaves play). */
export function stonedShips(s: GameState, p: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const e of s.effects) if (e.kind === 'modifier' && e.mod === 'sharesDilemmas' && e.viewer === p && !out.includes(e.card)) out.push(e.card);
  return out;
}

/**
 * A dilemma met from a ship or outpost of `f.player`'s (a space attempt), a space or dual one: a second
 * frame of the same dilemma for the crew of each ship his stones were played on this turn, pushed when the
 * first has been carried out (rules/dilemmas.ts). Not after a result that kept the card in play or took it
 * out of the game (`stays`): one card cannot be in two places.
 */
export function receptacleEchoes(s: GameState, f: DilemmaFrame): void {
  if (f.echo || f.from === undefined || s.effects.length === 0) return;
  if (f.dispose !== 'discard' && f.dispose !== 'return' && f.dispose !== 'bonus') return;
  const d = def(s, f.dilemma);
  if (d.type !== 'dilemma' || (d.dilemmaType !== 'space' && d.dilemmaType !== 'dual')) return;
  const ships = stonedShips(s, f.player);
  // the last pushed runs first: push in reverse so that the ships are met in play order
  for (const ship of [...ships].reverse()) {
    const c = s.cards[ship];
    const loc = locationOf(s, ship);
    if (!c || c.at.z !== 'inSpace' || loc === undefined) continue;
    const ctrl = controllerOf(s, ship);
    if (ctrl === f.player) continue; // used as his own this turn (Neural Servo Device): no opponent's crew
    const crew = attemptingTeam(s, ctrl, loc, ship);
    if (crew.length === 0) {
      emit(s, 'dilemmaNoEffect', `Receptacle Stones: nobody unstopped aboard ${name(s, ship)} for ${name(s, f.dilemma)} to act on`, { card: f.dilemma, ship });
      continue;
    }
    const by = nullifierPresent(s, card(s, f.dilemma).def, crew);
    if (by !== undefined) {
      emit(s, 'dilemmaNullified', `${name(s, by)} aboard ${name(s, ship)} nullifies ${name(s, f.dilemma)} for that crew`, { card: f.dilemma, by, ship });
      continue;
    }
    emit(s, 'dilemmaEchoed', `Receptacle Stones: ${name(s, f.dilemma)} also acts on the crew of ${ctrl}'s ${name(s, ship)} at ${name(s, loc)}`, { card: f.dilemma, ship, player: ctrl, loc });
    const echo: DilemmaFrame = { kind: 'dilemma', dilemma: f.dilemma, loc, player: ctrl, from: ship, step: 0, echo: true };
    push(s, echo);
  }
}

/**
 * Building blocks shared by the card files: the standard shape of a dilemma (a condition that
 * overcomes it, what happens when it is not overcome, where the card goes), and events that go
 * on the table or onto a location.
 */
import { facts } from './facts.ts';
import type { Requirements } from './facts.ts';
import type { DilemmaFrame, EventBehaviour, PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { attributeOf, teamStats } from '../rules/attributes.ts';
import type { TeamStats } from '../rules/attributes.ts';
import { anyInPlayByDef, card, locIndex, missionFacts, moveTo, name, personnelFacts } from '../rules/board.ts';
import { attemptingTeam, awayTeam, selectVictim, teamLabel } from '../rules/dilemmas.ts';
import { requirementsMet } from '../rules/requirements.ts';

export { attemptingTeam, awayTeam };

/** The requirements printed on a dilemma (null: it cannot be overcome). */
export function dilemmaRequirements(defId: string): Requirements | null {
  const f = facts(defId);
  return f.type === 'dilemma' ? f.overcomeRequirements : null;
}

export interface StandardDilemma {
  /** Whether the dilemma applies at all (its trigger is present). Default: always. */
  applies?: (s: GameState, team: CardId[], f: DilemmaFrame) => boolean;
  /** Overcome test; default: the card's printed requirements. */
  overcome?: (s: GameState, t: TeamStats, f: DilemmaFrame) => boolean;
  /** What happens when it is not overcome (may push frames). */
  onFail?: (s: GameState, f: DilemmaFrame, team: CardId[]) => void;
  /** Where the card goes when not overcome: back under the mission, or the discard pile. */
  failDispose: 'return' | 'discard';
  /** Where the card goes when overcome: discard, or the encountering player's bonus points. */
  overcomeDispose?: 'discard' | 'bonus';
}

/** Where each dilemma of the standard shape goes when not overcome, by card id (set as its card is declared). */
const failDisposeOf = new Map<string, 'return' | 'discard'>();

/**
 * Where a dilemma goes when a team does not overcome it, read from its declaration: 'return' (it
 * stays under the mission, to be met again), 'discard', or undefined for a dilemma not of the
 * standard shape (its card's own code decides). What the AI reads to tell a wall from a toll.
 */
export function dilemmaFailDispose(defId: string): 'return' | 'discard' | undefined {
  return failDisposeOf.get(defId);
}

/**
 * A dilemma with a condition: met, it is overcome (discarded or scored); not met, the team that
 * meets it (the Away Team, or a ship's crew in a space attempt) is stopped and the card's effect applies. A dilemma whose trigger is absent does nothing and
 * is discarded.
 */
export function standardDilemma(defId: string, d: StandardDilemma): (s: GameState, f: DilemmaFrame) => void {
  failDisposeOf.set(defId, d.failDispose);
  return (s, f) => {
    const team = attemptingTeam(s, f.player, f.loc, f.from);
    if (d.applies && !d.applies(s, team, f)) {
      emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} has nothing to act on and is discarded`, { card: f.dilemma });
      f.dispose = 'discard';
      return;
    }
    const req = dilemmaRequirements(defId);
    const t = teamStats(s, team);
    const ok = d.overcome ? d.overcome(s, t, f) : req ? requirementsMet(t, req) : false;
    if (ok) {
      emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
      f.dispose = d.overcomeDispose ?? 'discard';
      return;
    }
    emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
    f.stop = true;
    f.dispose = d.failDispose;
    d.onFail?.(s, f, team);
  };
}

/** A dilemma with no condition: its effect applies, it is discarded, and nobody is stopped. */
export function unconditional(effect: (s: GameState, f: DilemmaFrame, team: CardId[]) => void): (s: GameState, f: DilemmaFrame) => void {
  return (s, f) => {
    f.dispose = 'discard';
    effect(s, f, attemptingTeam(s, f.player, f.loc, f.from));
  };
}

/** INTEGRITY + CUNNING + STRENGTH of a personnel, with bonuses in play. */
export function totalAttributes(s: GameState, id: CardId): number {
  return attributeOf(s, id, 'INTEGRITY') + attributeOf(s, id, 'CUNNING') + attributeOf(s, id, 'STRENGTH');
}

/**
 * The member with the highest attribute total suffers the effect; when several tie, the
 * encountering player's opponent chooses among them.
 */
export function highestTotalVictim(s: GameState, f: DilemmaFrame, pool: CardId[], action: 'kill' | 'discard', why: string): void {
  if (pool.length === 0) return;
  const best = Math.max(...pool.map((id) => totalAttributes(s, id)));
  const tied = pool.filter((id) => totalAttributes(s, id) === best);
  selectVictim(s, opponent(s, f.player), tied, action, why);
}

export function gender(s: GameState, id: CardId): string | null {
  return personnelFacts(s, id).gender;
}

/**
 * The planet location farthest along the spaceline from a location (counting locations; ties
 * go to the greater total span, then to the left end). The total span is the RANGE a ship would
 * spend going there: the spans of the locations entered, the destination's included and the
 * starting location's not, whichever way it lies.
 */
export function farthestPlanet(s: GameState, from: LocationId): LocationId | undefined {
  const i0 = locIndex(s, from);
  let best: LocationId | undefined;
  let bestKey: [number, number] = [-1, -1];
  s.spaceline.forEach((loc, i) => {
    if (loc === from || missionFacts(s, loc).missionType === 'space') return;
    const [lo, hi] = i < i0 ? [i, i0 - 1] : [i0 + 1, i];
    let span = 0;
    for (let k = lo; k <= hi; k++) span += missionFacts(s, s.spaceline[k] as LocationId).span;
    const key: [number, number] = [Math.abs(i - i0), span];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = loc;
      bestKey = key;
    }
  });
  return best;
}

/** An event that goes on the table. */
export function tableEvent(extra?: (s: GameState, p: PlayerId, card: CardId) => boolean): EventBehaviour {
  return {
    choices(s, p, c) {
      if (extra && !extra(s, p, c)) return [];
      return [{ key: 'table', label: 'on the table' }];
    },
    play(s, p, c) {
      moveTo(s, c, { z: 'table' });
      void p;
    },
  };
}

/** An event placed on a card in play (a location's mission, a ship, an outpost). */
export function attachedEvent(targets: (s: GameState, p: PlayerId, card: CardId) => CardId[], after?: (s: GameState, p: PlayerId, card: CardId, host: CardId) => void): EventBehaviour {
  return {
    choices(s, p, c): PlayChoice[] {
      return targets(s, p, c).map((host) => ({ key: host, label: `on ${name(s, host)}`, target: host }));
    },
    play(s, p, c, ch) {
      const host = ch.target as CardId;
      const h = s.cards[host];
      if (!h || (h.at.z !== 'spaceline' && h.at.z !== 'inSpace' && h.at.z !== 'outpost')) {
        moveTo(s, c, { z: 'discard' });
        emit(s, 'cardFizzles', `${name(s, c)} has nothing left to go on and is discarded`, { card: c });
        return;
      }
      moveTo(s, c, { z: 'attached', host });
      after?.(s, p, c, host);
    },
  };
}

/** Whether a player has a card of this definition in play (on the table or attached). */
export function hasInPlay(s: GameState, defId: string, p?: PlayerId): boolean {
  return anyInPlayByDef(s, defId, p);
}

export function discardCard(s: GameState, id: CardId): void {
  moveTo(s, id, { z: 'discard' });
}

export { card, name, opponent };

/**
 * Where the opponent's face-down dilemmas lie under the missions, as a player seeding by our
 * seeding policy would have put them (DeterminizeOptions.dilemmaModel 'policy').
 *
 * A world of the search samples which dilemmas the opponent seeded from the deck model; how many lie
 * under each mission the view shows. Dealt to those places at random, a wall that asks for what the
 * seat's teams lack lies as often under a mission the seat will never attempt as under the one it
 * will, where a seeder on purpose (seeding.ts) puts it. Here the sampled dilemmas are dealt one at a
 * time, each step the dilemma and place the seeding policy scores highest (dilemmaSeedScore, against
 * the teams the seat's affiliation is likely to field, which is all the seeder could know of them),
 * so a stack is built in the order a seeder would have built it, within the places the view shows.
 * Only the dilemmas are dealt again: an artifact keeps the place the sampler gave it.
 */
import { facts } from '@stccg/engine';
import type { CardId } from '@stccg/engine';
import type { Affiliation, DilemmaFacts, MissionFacts } from '@stccg/engine/cards/facts.ts';
import type { TeamStats } from '@stccg/engine/rules/attributes.ts';
import { attemptingTeams, dilemmaSeedScore, foeAffiliationsOf, likelyTeams, missionAttemptChance } from './seeding.ts';

/** One mission's face-down places for the opponent's dilemmas: its location, its mission card's definition, how many. */
export interface DilemmaPlaces {
  loc: string;
  mission: string;
  places: number;
}

type Rng = () => number;

/** Scores already computed, by mission, the stack before and the dilemma (the same stacks recur from world to world). */
const scores = new Map<string, number>();
const MAX_SCORES = 200_000;
const attemptingCache = new Map<string, TeamStats[]>();

function attemptingAt(mission: string, affs: readonly Affiliation[], teams: readonly TeamStats[]): TeamStats[] {
  const key = `${affs.join(',')}|${mission}`;
  let t = attemptingCache.get(key);
  if (!t) attemptingCache.set(key, (t = attemptingTeams(teams, facts(mission) as MissionFacts)));
  return t;
}

/**
 * Deals `dilemmas` (definitions by id) to the places, as the seeding policy would against a seat
 * whose deck shows `seatAffiliation`: the ids for each place, in the order the seat meets them.
 * Every dilemma is dealt and every place filled when there are as many dilemmas as places (fewer:
 * the places the policy likes least are left short). `rng` only breaks ties.
 */
export function dealAsSeeded(dilemmas: readonly { id: CardId; def: string }[], places: readonly DilemmaPlaces[], seatAffiliation: Affiliation | null | undefined, rng: Rng): CardId[][] {
  const affs = foeAffiliationsOf(seatAffiliation);
  const teams = likelyTeams(affs);
  const ms = places.map((p) => facts(p.mission) as MissionFacts);
  const chance = ms.map((m) => missionAttemptChance(m, affs, teams));
  const out: CardId[][] = places.map(() => []);
  const stacks: string[][] = places.map(() => []);
  const left = places.map((p) => p.places);
  const rest = dilemmas.slice();
  if (scores.size > MAX_SCORES) scores.clear();
  const score = (def: string, k: number): number => {
    const key = `${affs.join(',')}|${(places[k] as DilemmaPlaces).mission}|${(stacks[k] as string[]).join(',')}|${def}`;
    let sc = scores.get(key);
    if (sc === undefined) {
      const before = (stacks[k] as string[]).map((d) => facts(d) as DilemmaFacts);
      sc = dilemmaSeedScore(facts(def) as DilemmaFacts, ms[k] as MissionFacts, before, attemptingAt((places[k] as DilemmaPlaces).mission, affs, teams), chance[k] as number);
      scores.set(key, sc);
    }
    return sc;
  };
  while (rest.length > 0) {
    let best = -Infinity;
    let bi = -1;
    let bk = -1;
    for (let i = 0; i < rest.length; i++) {
      const d = rest[i] as { id: CardId; def: string };
      for (let k = 0; k < places.length; k++) {
        if ((left[k] as number) === 0) continue;
        const sc = score(d.def, k) + rng() * 1e-3;
        if (sc > best) {
          best = sc;
          bi = i;
          bk = k;
        }
      }
    }
    if (bi < 0) break; // every place filled
    const d = rest.splice(bi, 1)[0] as { id: CardId; def: string };
    (out[bk] as CardId[]).push(d.id);
    (stacks[bk] as string[]).push(d.def);
    left[bk] = (left[bk] as number) - 1;
  }
  return out;
}

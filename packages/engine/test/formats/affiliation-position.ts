/**
 * Positions for the affiliation specs (test/formats/affiliations.test.ts and the treaty card specs):
 * a constructed game just past its seed phase, at player-1's first main decision, no dilemma
 * seeded, the cards then moved into place (as test/formats/space-attempts.test.ts makes its own).
 * player-1 plays a Federation deck, player-2 a Klingon one; any card may be put anywhere for a
 * position (a Romulan outpost, a Romulan ship) by remaking a card of the owner's draw deck.
 */
import { expect } from 'vitest';
import { advance, apply, autoAnswer, createEngine, facts } from '../../src/index.ts';
import type { CardId, DeckList, GameState, Option, Place } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';

export const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const ofType = (type: string, aff: string) => pool.filter((c) => { const f = facts(c); return f.type === type && 'affiliation' in f && f.affiliation === aff && !f.unique; }).sort();

function deck(aff: 'federation' | 'klingon', seeds: string[], missions: string[]): DeckList {
  const people = ofType('personnel', aff);
  const ships = ofType('ship', aff);
  const draw: string[] = [];
  for (let i = 0; draw.length < 60 - missions.length - seeds.length; i++) draw.push(i % 5 === 0 ? (ships[i % ships.length] as string) : (people[i % people.length] as string));
  return { missions, seed: seeds, draw };
}

// Avert Danger: planet, Federation/Klingon icons. Covert Installation, Investigate Raid: planet, Romulan only.
// Khitomer Research: planet, Romulan/Klingon. Study Stellar Collision: space, all three.
const FED = () => deck('federation', ['federation-outpost'], ['avert-danger', 'covert-installation', 'study-stellar-collision', 'investigate-raid', 'hostage-situation', 'distress-mission']);
const KLI = () => deck('klingon', ['klingon-outpost'], ['khitomer-research', 'survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous']);

export const isMain = (s: GameState) => s.pending?.player === 'player-1' && s.pending.kind === 'main';
export const choose = (s: GameState, id: string) => apply(s, { decision: (s.pending as { id: string }).id, option: id });

/** Answers every decision but player-1's main one and a pick of player-1's: the answer nobody is asked for, else the first option. */
export function settle(s: GameState): void {
  for (let n = 0; n < 200 && s.pending && !s.result && !isMain(s) && !(s.pending.player === 'player-1' && s.pending.kind !== 'main' && s.pending.kind.startsWith('pick')); n++) {
    choose(s, autoAnswer(s) ?? (s.pending.options[0] as Option).id);
  }
}

export function position(seed = 11): GameState {
  const g = engine.createGame({ seed, decks: { 'player-1': FED(), 'player-2': KLI() } });
  const s = g.state;
  for (let n = 0; n < 2000 && !(isMain(s) && s.turn.number >= 1); n++) {
    const opts = (s.pending as { options: Option[] }).options;
    const pick = opts.find((o) => o.act.type === 'done') ?? (s.pending?.kind === 'main' ? opts.find((o) => o.act.type === 'endTurn') : undefined) ?? (opts[0] as Option);
    choose(s, pick.id);
  }
  expect(isMain(s)).toBe(true);
  expect(Object.values(s.cards).some((c) => c.at.z === 'underMission')).toBe(false);
  return s;
}

export const loc = (s: GameState, def: string) => s.spaceline.find((l) => card(s, l).def === def) as CardId;

/** A card of the owner's draw deck made into `def` and moved to `at`. */
export function put(s: GameState, owner: string, def: string, at: Place): CardId {
  const c = Object.values(s.cards).find((x) => x.owner === owner && x.at.z === 'deck');
  if (!c) throw new Error(`no card left in ${owner}'s deck`);
  c.def = def;
  moveTo(s, c.id, at);
  return c.id;
}

/** The main decision's options, asked again after the position changed. */
export function refresh(s: GameState): Option[] {
  advance(s);
  expect(isMain(s)).toBe(true);
  return (s.pending as { options: Option[] }).options;
}

/** A treaty put in player-1's hand and played to the table through the main decision; its card id. */
export function playTreaty(s: GameState, def: string, owner = 'player-1'): CardId {
  const t = put(s, owner, def, { z: 'hand' });
  const o = refresh(s).find((x) => x.id === `play:${t}:table`);
  expect(o?.label).toBe(`Play ${facts(def).name} on the table`);
  choose(s, (o as Option).id);
  settle(s);
  expect(card(s, t).at).toEqual({ z: 'table' });
  return t;
}

// Plain personnel of each affiliation (no special text).
export const FED_P = 'calloway';
export const FED_P2 = 'giusti';
export const KLI_P = 'bijik';
export const ROM_P = 'galathon';
export const ROM_P2 = 'jaron';
export const NA_P = 'dr-farek';

/**
 * Positions for the affiliation specs (test/formats/affiliations.test.ts and the treaty card specs),
 * made by the constructed set-up (constructed-setup.ts): a constructed game just past its seed phase,
 * at player-1's first main decision, no dilemma seeded, the cards then moved into place. player-1
 * plays a Federation deck, player-2 a Klingon one, holograms among their personnel and their own
 * missions; any card may be put anywhere for a position (a Romulan outpost, a Romulan ship) by
 * remaking a card of the owner's draw deck.
 */
import { expect } from 'vitest';
import { facts } from '../../src/index.ts';
import type { CardId, DeckList, GameState, Option } from '../../src/index.ts';
import { card } from '../../src/rules/board.ts';
import { choose, deck, mainOptions, personnel, position as constructedPosition, put, settle as settleUntil } from './constructed-setup.ts';

export { choose, engine, isMain, loc, put } from './constructed-setup.ts';

const people = (aff: string): { people: string[] } => ({ people: personnel(aff, true) });
// Avert Danger: planet, Federation/Klingon icons. Covert Installation, Investigate Raid: planet, Romulan only.
// Khitomer Research: planet, Romulan/Klingon. Study Stellar Collision: space, all three.
const FED = (): DeckList => deck('federation', ['federation-outpost'], ['avert-danger', 'covert-installation', 'study-stellar-collision', 'investigate-raid', 'hostage-situation', 'distress-mission'], people('federation'));
const KLI = (): DeckList => deck('klingon', ['klingon-outpost'], ['khitomer-research', 'survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous'], people('klingon'));

/** Answers every decision but player-1's main one and a pick of player-1's: the answer nobody is asked for, else the first option. */
export function settle(s: GameState): void {
  settleUntil(s, 'player-1', (x) => x.pending?.player === 'player-1' && x.pending.kind !== 'main' && x.pending.kind.startsWith('pick'));
}

export function position(seed = 11): GameState {
  return constructedPosition(seed, FED(), KLI());
}

/** The main decision's options, asked again after the position changed. */
export const refresh = (s: GameState): Option[] => mainOptions(s);

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

/**
 * Positions for the constructed ship rules' tests (cloaking, holograms, ship battle): a constructed
 * game just past its seed phase, at player-1's first main decision, no dilemma seeded; cards are
 * taken from a player's draw deck, made into the card wanted and moved into place (as
 * space-attempts.test.ts does).
 */
import { expect } from 'vitest';
import { advance, apply, autoAnswer, createEngine, facts } from '../../src/index.ts';
import type { CardId, DeckList, GameState, Option, Place, PlayerId } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { isHologramDef } from '../../src/rules/holograms.ts';

export const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const ofType = (type: string, aff: string) => pool.filter((c) => { const f = facts(c); return f.type === type && 'affiliation' in f && f.affiliation === aff; }).sort();

function deck(aff: 'federation' | 'klingon', seeds: string[], missions: string[]): DeckList {
  const people = ofType('personnel', aff).filter((c) => !facts(c).unique && !isHologramDef(c)); // no hologram: it reports only aboard a Holodeck ship
  const ships = ofType('ship', aff).filter((c) => !facts(c).unique);
  const draw: string[] = [];
  for (let i = 0; draw.length < 60 - missions.length - seeds.length; i++) draw.push(i % 5 === 0 ? (ships[i % ships.length] as string) : (people[i % people.length] as string));
  return { missions, seed: seeds, draw };
}

// Study Stellar Collision: a space mission. Avert Danger, Gault: planet missions.
const FED = () => deck('federation', ['federation-outpost'], ['study-stellar-collision', 'investigate-rogue-comet', 'avert-danger', 'distress-mission', 'hostage-situation', 'reported-activity']);
const KLI = () => deck('klingon', ['klingon-outpost'], ['survey-mission', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous', 'sensitive-search']);

export const choose = (s: GameState, id: string): void => {
  apply(s, { decision: (s.pending as { id: string }).id, option: id });
};
const isMain = (s: GameState, p: PlayerId) => s.pending?.player === p && s.pending.kind === 'main';

/** Answers every decision until `p`'s main one: the answer nobody is asked for, else the first option. */
export function settle(s: GameState, p: PlayerId = 'player-1'): void {
  for (let n = 0; n < 200 && s.pending && !s.result && !isMain(s, p); n++) choose(s, autoAnswer(s) ?? (s.pending.options[0] as Option).id);
}

/** A constructed game at player-1's first main decision (player-1 Federation, player-2 Klingon). */
export function position(seed = 11): GameState {
  const g = engine.createGame({ seed, decks: { 'player-1': FED(), 'player-2': KLI() } });
  const s = g.state;
  for (let n = 0; n < 2000 && !(isMain(s, 'player-1') && s.turn.number >= 1); n++) {
    const opts = (s.pending as { options: Option[] }).options;
    const pick = opts.find((o) => o.act.type === 'done') ?? (s.pending?.kind === 'main' ? opts.find((o) => o.act.type === 'endTurn') : undefined) ?? (opts[0] as Option);
    choose(s, pick.id);
  }
  expect(isMain(s, 'player-1')).toBe(true);
  expect(Object.values(s.cards).some((c) => c.at.z === 'underMission')).toBe(false);
  return s;
}

export const loc = (s: GameState, def: string): CardId => s.spaceline.find((l) => card(s, l).def === def) as CardId;

/** A card of the owner's draw deck made into `def` and moved to `at`. */
export function put(s: GameState, owner: PlayerId, def: string, at: Place): CardId {
  const c = Object.values(s.cards).find((x) => x.owner === owner && x.at.z === 'deck');
  if (!c) throw new Error(`no card left in ${owner}'s deck`);
  c.def = def;
  moveTo(s, c.id, at);
  return c.id;
}

/** A ship of the owner's at the location, with these personnel aboard. */
export function ship(s: GameState, owner: PlayerId, at: CardId, def: string, crew: string[]): { ship: CardId; crew: CardId[] } {
  const id = put(s, owner, def, { z: 'inSpace', loc: at });
  return { ship: id, crew: crew.map((p) => put(s, owner, p, { z: 'aboard', host: id })) };
}

/** The main decision asked again after the position changed: its options. */
export function mainOptions(s: GameState, p: PlayerId = 'player-1'): Option[] {
  advance(s);
  expect(isMain(s, p)).toBe(true);
  return (s.pending as { options: Option[] }).options;
}

/** Ends the turns until `p`'s next main decision. */
export function passTo(s: GameState, p: PlayerId): void {
  for (let n = 0; n < 20 && !isMain(s, p); n++) {
    if (s.pending?.kind === 'main') choose(s, 'end');
    else choose(s, autoAnswer(s) ?? (s.pending?.options[0] as Option).id);
  }
  expect(isMain(s, p)).toBe(true);
}

export const ids = (opts: readonly Option[], group: string): string[] => opts.filter((o) => o.group === group).map((o) => o.id);

/**
 * The test harness: build any position, bind cards by name, drive the game through real
 * decisions, and check after every test that nothing is left broken: invariants hold, the state
 * serializes, and replaying the actions from the starting position reproduces the final hash.
 */
import { expect } from 'vitest';
import { apply, autoAnswer, buildPosition, checkInvariants, cloneState, stateHash } from '../src/index.ts';
import type { Action, CardId, CardState, DeckList, GameState, Option, PlayerId, PositionSpec } from '../src/index.ts';
import { facts } from '../src/cards/facts.ts';

export interface Harness {
  s: GameState;
  start: GameState;
  actions: Action[];
  /** The instance id of a card by name or id, optionally of one side and in one zone. */
  card(ref: string, owner?: PlayerId, zone?: string): CardId;
  cards(ref: string, owner?: PlayerId): CardId[];
  options(): Option[];
  /** Labels of the pending options. */
  labels(): string[];
  /** Whether an option whose label or id contains the text is offered. */
  offers(text: string): boolean;
  /** Chooses the option whose id equals or whose label contains the text (case-insensitive). */
  choose(text: string, player?: PlayerId): void;
  /** Chooses by exact option id. */
  chooseId(id: string): void;
  /** Passes every response window and pick that is not the active player's main decision. */
  passResponses(): void;
  where(id: CardId): CardState['at'];
  log(): string[];
  /** Invariants, serialization and replay; call at the end of each test. */
  finish(): void;
}

/** `decks`: the sides' deck lists the position takes its cards from (default: the standard decks). */
export function setupTest(spec: PositionSpec, decks?: Record<PlayerId, DeckList>): Harness {
  const s = buildPosition(spec, decks);
  const start = cloneState(s);
  const actions: Action[] = [];
  /** Gives the answers nobody is asked for (a response point whose only answer is "no"), as the server does. */
  const settle = () => {
    for (let id = autoAnswer(s); id !== null; id = autoAnswer(s)) {
      const a = { decision: (s.pending as { id: string }).id, option: id };
      apply(s, a);
      actions.push(a);
    }
  };
  const match = (o: Option, text: string) => o.id === text || o.label.toLowerCase().includes(text.toLowerCase());
  const h: Harness = {
    s,
    start,
    actions,
    card(ref, owner, zone) {
      const all = h.cards(ref, owner).filter((id) => !zone || (s.cards[id] as CardState).at.z === zone);
      const first = all[0];
      if (!first) throw new Error(`no card "${ref}"${owner ? ` of ${owner}` : ''}${zone ? ` in ${zone}` : ''}`);
      return first;
    },
    cards(ref, owner) {
      const out: CardId[] = [];
      for (const id in s.cards) {
        const c = s.cards[id] as CardState;
        const f = facts(c.def);
        if ((c.def === ref || f.name.toLowerCase() === ref.toLowerCase()) && (!owner || c.owner === owner)) out.push(id);
      }
      return out;
    },
    options() {
      return s.pending?.options ?? [];
    },
    labels() {
      return h.options().map((o) => o.label);
    },
    offers(text) {
      return h.options().some((o) => match(o, text));
    },
    choose(text, player) {
      const p = s.pending;
      if (!p) throw new Error(`no decision pending (choose "${text}")`);
      if (player && p.player !== player) throw new Error(`pending decision ${p.kind} is ${p.player}'s, not ${player}'s (choose "${text}")`);
      const exact = p.options.find((o) => o.id === text);
      const o = exact ?? p.options.find((x) => match(x, text));
      if (!o) throw new Error(`no option "${text}" in ${p.kind} for ${p.player}; offered:\n  ${p.options.map((x) => `${x.id} | ${x.label}`).join('\n  ')}`);
      h.chooseId(o.id);
    },
    chooseId(id) {
      const a = { decision: (s.pending as { id: string }).id, option: id };
      apply(s, a);
      actions.push(a);
      settle();
    },
    passResponses() {
      while (s.pending && s.pending.kind === 'respond') h.chooseId('pass');
    },
    where(id) {
      return (s.cards[id] as CardState).at;
    },
    log() {
      return s.log.map((e) => e.text);
    },
    finish() {
      expect(checkInvariants(s, Object.keys(start.cards).length)).toEqual([]);
      const json = JSON.parse(JSON.stringify(s)) as GameState;
      expect(json).toEqual(JSON.parse(JSON.stringify(s)));
      const again = cloneState(start);
      for (const a of actions) apply(again, a);
      expect(stateHash(again)).toBe(stateHash(s));
    },
  };
  settle();
  return h;
}

/**
 * Persona swap (persona article; docs/RULINGS.md (Persona rulings) "Persona swap in play"). At the start of your
 * turn, a personnel or ship you played and control may be replaced by a different version of the same
 * persona from your hand. It is not a card play (the turn's one card play is untouched) and not a report
 * for duty. A swap involving a dual-personnel card must cover both of its personas; copies are never
 * swapped for each other; a card in play as one of several copies through a copy effect is never swapped.
 *
 * In play: the incoming card takes the outgoing card's place and status; a ship's crew stays aboard the
 * new ship; cards attached to the old version move to the new one when it is still a legal target and
 * otherwise return to their owners' hands; lasting effects on the old version follow it; the outgoing card
 * goes to its owner's hand (a swap is an exchange with the hand).
 */
import { facts } from '../../cards/facts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../../core/flow.ts';
import type { CardId, CardState, Frame, GameState, Option, Place, PlayerId } from '../../core/types.ts';
import { aboard, card, moveTo, name } from '../board.ts';
import { DEFAULT_TARGET_TESTS, playPersonaRules } from '../personas.ts';
import type { AttachedCard, PersonaCard, TargetTest, Verdict } from '../personas.ts';
import { copyEffectsOf, knowsPersona, personaCardsInPlay, personaOf } from './limits.ts';
import { DONE } from '../../core/acts.ts';
import { behaviour } from '../../cards/registry.ts';
import { seat } from '../../core/types.ts';

const { swapVerdict, transferOnSwap } = playPersonaRules;

/**
 * What a card attached to a personnel or ship needs of its host, for deciding whether it follows a
 * swap: the card's own declaration (CardBehaviour.host: Plasma Fire), else the persona reference's
 * (Discommendation), else the same card type as the old version (a ship for a ship).
 */
function hostTest(defId: string, oldType: string): TargetTest {
  return behaviour(defId)?.host ?? DEFAULT_TARGET_TESTS[defId] ?? { describe: `a ${oldType}`, test: (c) => c.type === oldType };
}

/** One legal swap: the cards leaving play, the cards coming in, and the outgoing card whose place they take. */
export interface SwapChoice {
  out: CardId[];
  in: CardId[];
  /** The outgoing card whose place (and status) the incoming cards take. */
  at: CardId;
  verdict: Verdict;
}

export function swapOptionId(w: Pick<SwapChoice, 'out' | 'in' | 'at'>): string {
  const base = `swap:${w.out.join('+')}>${w.in.join('+')}`;
  return w.out.length > 1 ? `${base}@${w.at}` : base;
}

function samePlace(s: GameState, a: CardId, b: CardId): boolean {
  return JSON.stringify(card(s, a).at) === JSON.stringify(card(s, b).at);
}

function shares(a: PersonaCard, b: PersonaCard): boolean {
  return a.personas.some((p) => b.personas.includes(p));
}

/**
 * Every legal swap for player p now. Cards in `exclude` (brought in by a swap this turn) are not swapped
 * out again. Only cards p owns count: the engine has no change of control, so owning is playing and
 * controlling.
 */
export function legalSwaps(s: GameState, p: PlayerId, exclude: readonly CardId[] = []): SwapChoice[] {
  // the hand first (usually it holds no persona card, and nothing more need be looked at): one
  // instance per card definition with a persona (copies offer the same swap)
  const hand: CardId[] = [];
  const seen = new Set<string>();
  for (const id of seat(s, p).hand) {
    const d = (s.cards[id] as CardState).def;
    if (seen.has(d)) continue;
    seen.add(d);
    const f = facts(d);
    if (f.type !== 'personnel' && f.type !== 'ship') continue;
    const pc = personaOf(d);
    if (pc && pc.personas.length > 0) hand.push(id);
  }
  if (hand.length === 0) return [];
  const mine = personaCardsInPlay(s, p);
  const inPlay = mine.filter((id) => {
    const pc = personaOf((s.cards[id] as CardState).def);
    return pc !== null && pc.personas.length > 0;
  });
  if (inPlay.length === 0) return [];
  const pcOf = (id: CardId) => personaOf((s.cards[id] as CardState).def) as PersonaCard;
  const defOf = (id: CardId) => (s.cards[id] as CardState).def;
  const otherInPlay = mine.map(defOf).filter(knowsPersona);
  const copyEffects = copyEffectsOf(s, p);
  const copiesInPlay = (id: CardId) => inPlay.filter((o) => pcOf(o).copyKey === pcOf(id).copyKey).length;

  const out: SwapChoice[] = [];
  const keys = new Set<string>();
  const consider = (outs: CardId[], ins: CardId[], at: CardId) => {
    const choice = { out: outs, in: ins, at };
    const key = swapOptionId(choice);
    if (keys.has(key)) return;
    keys.add(key);
    const verdict = swapVerdict(outs.map(defOf), ins.map(defOf), {
      placedByCopyEffect: outs.some((o) => copiesInPlay(o) > 1),
      otherInPlay,
      copyEffects,
    });
    if (verdict.allowed) out.push({ ...choice, verdict });
  };

  for (const o of inPlay) {
    if (exclude.includes(o)) continue;
    const po = pcOf(o);
    const candidates = hand.filter((h) => shares(pcOf(h), po));
    for (const h of candidates) {
      const ph = pcOf(h);
      if (ph.dualPersonnel && !po.dualPersonnel) {
        // a dual-personnel card comes in for two versions swapped out together
        for (const o2 of inPlay) {
          if (o2 === o || exclude.includes(o2) || !shares(pcOf(o2), ph)) continue;
          const pair = [o, o2].sort();
          // the dual card takes the place of one of the two; when they are together, one option is enough
          if (samePlace(s, o, o2)) consider(pair, [h], pair[0] as CardId);
          else consider(pair, [h], o);
        }
      } else {
        consider([o], [h], o);
      }
    }
    if (po.dualPersonnel) {
      // a dual-personnel card goes out for a version of each of its personas from hand
      for (let i = 0; i < candidates.length; i++) {
        for (let j = i + 1; j < candidates.length; j++) consider([o], [candidates[i] as CardId, candidates[j] as CardId], o);
      }
    }
  }
  return out;
}

const STATUS_KEYS = ['stopped', 'damaged', 'repairTurns', 'rangeUsed', 'moved'] as const;

/** Replaces every mention of one card id by another in the lasting effects (effects on a version follow it). */
function repointEffects(s: GameState, from: CardId, to: CardId): void {
  for (const e of s.effects) {
    const rec = e as unknown as Record<string, unknown>;
    for (const k of Object.keys(rec)) {
      const v = rec[k];
      if (v === from) rec[k] = to;
      else if (Array.isArray(v)) rec[k] = v.map((x) => (x === from ? to : x));
    }
  }
}

/** Carries out a legal swap (see the file comment for where everything goes). */
export function performSwap(s: GameState, p: PlayerId, w: Pick<SwapChoice, 'out' | 'in' | 'at'>): void {
  const host = card(s, w.at);
  const place = JSON.parse(JSON.stringify(host.at)) as Place;
  const status = Object.fromEntries(STATUS_KEYS.map((k) => [k, host[k]])) as Pick<CardState, (typeof STATUS_KEYS)[number]>;
  const anyStopped = w.out.some((o) => card(s, o).stopped);
  const lead = w.in[0] as CardId;
  const reasons: string[] = [];

  // the incoming cards take the outgoing card's place and status
  for (const i of w.in) {
    moveTo(s, i, { ...place } as Place);
    const c = card(s, i);
    const sameType = facts(c.def).type === facts(host.def).type;
    for (const k of STATUS_KEYS) if (sameType) (c as unknown as Record<string, unknown>)[k] = status[k];
    c.stopped = anyStopped;
  }

  for (const o of w.out) {
    const oldType = facts(card(s, o).def).type;
    const on = aboard(s, o);
    // crew and cargo aboard an outgoing ship stay aboard: they move to the ship that replaces it
    const newShip = w.in.find((i) => facts(card(s, i).def).type === 'ship');
    for (const id of on) {
      if (card(s, id).at.z !== 'aboard') continue;
      moveTo(s, id, newShip ? { z: 'aboard', host: newShip } : ({ ...place } as Place));
    }
    // cards attached to the old version: to the new version if still a legal target, else to their owners' hands
    let left: AttachedCard[] = on.filter((id) => card(s, id).at.z === 'attached').map((id) => ({ id, defId: card(s, id).def }));
    let refused: string[] = [];
    for (const i of w.in) {
      if (left.length === 0) break;
      const tests: Record<string, TargetTest> = {};
      for (const a of left) tests[a.defId] ??= hostTest(a.defId, oldType);
      const r = transferOnSwap(card(s, i).def, left, tests);
      for (const a of r.transferred) moveTo(s, a.id, { z: 'attached', host: i });
      reasons.push(...r.reasons.filter((x) => x.includes(' moves to ')));
      refused = r.reasons.filter((x) => !x.includes(' moves to '));
      left = r.returnedToOwner;
    }
    for (const a of left) moveTo(s, a.id, { z: 'hand' });
    reasons.push(...refused);
    repointEffects(s, o, lead);
  }

  // the outgoing cards go to their owner's hand
  for (const o of w.out) moveTo(s, o, { z: 'hand' });

  const outs = w.out.map((o) => name(s, o)).join(' and ');
  const ins = w.in.map((i) => name(s, i)).join(' and ');
  emit(s, 'personaSwapped', `${p} swaps ${outs} for ${ins} (persona swap)`, { player: p, out: [...w.out], in: [...w.in], reasons });
}

export interface PersonaSwapFrame extends Frame {
  kind: 'personaSwap';
  player: PlayerId;
  /** Cards brought in by a swap this turn (not swapped out again). */
  swappedIn: CardId[];
}

function swapLabel(s: GameState, w: SwapChoice): string {
  const outs = w.out.map((o) => name(s, o)).join(' and ');
  const ins = w.in.map((i) => name(s, i)).join(' and ');
  const where = w.out.length > 1 ? ` (in place of ${name(s, w.at)})` : '';
  return `Swap ${outs} in play for ${ins} from your hand${where}`;
}

/**
 * Whether the swap decision is asked this turn: whenever the player has a personnel or ship with a
 * persona in play (what both players can see), so that the question itself does not tell the
 * opponent that a swappable version is in hand; where no swap is legal, "no swap" is the only
 * answer and autoAnswer() gives it. Games of engine 0.1 (legacy) asked only when a legal swap
 * existed, or a player who asked always to be asked (alwaysRespond).
 */
export function swapAsked(s: GameState, p: PlayerId, exclude: readonly CardId[] = []): boolean {
  if (legalSwaps(s, p, exclude).length > 0) return true;
  if (s.legacy && !seat(s, p).alwaysRespond) return false;
  return personaCardsInPlay(s, p).some((id) => (personaOf((s.cards[id] as CardState).def)?.personas.length ?? 0) > 0);
}

defineFrame<PersonaSwapFrame>('personaSwap', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const swaps = legalSwaps(s, f.player, f.swappedIn);
    if (swaps.length === 0 && !((!s.legacy || seat(s, f.player).alwaysRespond) && swapAsked(s, f.player, f.swappedIn))) {
      pop(s, f);
      return;
    }
    const options: Option[] = swaps.map((w) => ({
      id: swapOptionId(w),
      label: swapLabel(s, w),
      card: w.at,
      target: w.in[0] as CardId,
      group: 'swap',
      act: { type: 'swap', out: [...w.out], in: [...w.in], at: w.at },
    }));
    options.push({ id: 'noswap', label: f.swappedIn.length ? 'No more swaps' : 'No persona swap', group: 'done', act: DONE });
    return {
      player: f.player,
      kind: 'personaSwap',
      prompt: 'Start of turn: you may swap a version of a persona you have in play for another version of it from your hand (this is not your card play)',
      options,
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'done') {
      pop(s, f);
      return;
    }
    const a = o.act;
    if (a.type !== 'swap') return;
    const same = (x: readonly CardId[], y: readonly CardId[]) => x.length === y.length && x.every((id, i) => y[i] === id);
    const w = legalSwaps(s, f.player, f.swappedIn).find((x) => x.at === a.at && same(x.out, a.out) && same(x.in, a.in));
    if (!w) return;
    performSwap(s, f.player, w);
    f.swappedIn.push(...w.in);
  },
});

/** Start-of-turn hook: asks the active player about persona swaps when there is something to ask. */
export function offerPersonaSwap(s: GameState): void {
  const p = s.turn.active;
  if (!swapAsked(s, p)) return;
  const f: PersonaSwapFrame = { kind: 'personaSwap', player: p, swappedIn: [] };
  push(s, f);
}

/**
 * The persona limit in play (persona article; docs/RULINGS.md (Persona rulings)): one player may have only one
 * version of each non-universal persona in play, and one copy of a unique card, unless a copy-allowing
 * effect of theirs is in play (Delta Quadrant Spatial Scission for [DQ] cards, Clone Machine), which allows
 * more copies of the same version and never a second version. Each player's limit is separate.
 *
 * The answers come from the persona module (rules/personas.ts); this file only reads the board: which
 * personnel and ships a player has in play, and which copy effects the cards they have in play
 * declare (CardAbilities.allowsCopies: no rule here names a card).
 */
import { facts } from '../../cards/facts.ts';
import { behaviour } from '../../cards/registry.ts';
import type { CardId, CardState, GameState, PlayerId } from '../../core/types.ts';
import { boardIndex } from '../board.ts';
import { playPersonaCatalogue, playPersonaRules } from '../personas.ts';
import type { CopyEffect, PersonaCard, Verdict } from '../personas.ts';

const { checkPlay, card: personaCard } = playPersonaRules;

/**
 * Whether the persona module knows this card definition: every intro and showcase card, and every
 * Premiere and Alternate Universe personnel and ship (personas.ts, playPersonaCatalogue).
 */
export function knowsPersona(defId: string): boolean {
  return playPersonaCatalogue.cards.has(defId);
}

/** The persona facts of a card definition, or null if the persona module does not know it. */
export function personaOf(defId: string): PersonaCard | null {
  return knowsPersona(defId) ? personaCard(defId) : null;
}

export function hasPersonaType(defId: string): boolean {
  const t = facts(defId).type;
  return t === 'personnel' || t === 'ship';
}

const inPlayCache = new WeakMap<object, { version: number; byPlayer: Partial<Record<PlayerId, CardId[]>> }>();

/**
 * A player's personnel and ships in play (the cards the persona limit counts; not those seeded face
 * down under a mission, which count once earned: rules/seed-holders.ts). Cached with the
 * board index, which is rebuilt whenever a card moves.
 */
export function personaCardsInPlay(s: GameState, p: PlayerId): CardId[] {
  const ix = boardIndex(s);
  let entry = inPlayCache.get(ix);
  if (!entry || entry.version !== ix.version) inPlayCache.set(ix, (entry = { version: ix.version, byPlayer: {} }));
  const byPlayer = entry.byPlayer;
  const hit = byPlayer[p];
  if (hit) return hit;
  const list = ix.inPlay.filter((id) => {
    const c = s.cards[id] as CardState;
    // a personnel seeded face down under a mission (with a Cryosatellite) is not in play for the limit
    return c.owner === p && c.at.z !== 'underMission' && hasPersonaType(c.def);
  });
  // a personnel of p's held captive is still his card in play for the limit (rules/captives.ts)
  for (const id of ix.captives) if ((s.cards[id] as CardState).owner === p) list.push(id);
  byPlayer[p] = list;
  return list;
}

/** The copy-allowing effects a player has in play. */
const copyCache = new WeakMap<object, { version: number; byPlayer: Partial<Record<PlayerId, CopyEffect[]>> }>();

export function copyEffectsOf(s: GameState, p: PlayerId): CopyEffect[] {
  const ix = boardIndex(s);
  let entry = copyCache.get(ix);
  if (!entry || entry.version !== ix.version) copyCache.set(ix, (entry = { version: ix.version, byPlayer: {} }));
  const byPlayer = entry.byPlayer;
  const hit = byPlayer[p];
  if (hit) return hit;
  const out: CopyEffect[] = [];
  byPlayer[p] = out;
  for (const id of ix.inPlay) {
    const c = s.cards[id] as CardState;
    // a card in play whose abilities allow extra copies (CardAbilities.allowsCopies)
    const e = behaviour(c.def)?.abilities?.allowsCopies;
    if (e && c.owner === p && !out.includes(e)) out.push(e);
  }
  return out;
}

export interface EntryOptions {
  /** The card returns through Persistence of Memory reversing an Anti-Time Anomaly (the one exception). */
  persistenceOfMemoryReversal?: boolean;
}

/**
 * May this card definition enter play for player p now? Personnel and ships are judged by the persona
 * rules against p's own cards in play (never the opponent's); other cards are not limited here.
 */
export function personaEntryVerdict(s: GameState, p: PlayerId, defId: string, opts: EntryOptions = {}): Verdict {
  if (!hasPersonaType(defId)) return { allowed: true, reasons: [`${facts(defId).name} is not a personnel or ship: the persona limit does not apply.`] };
  const mine = personaCardsInPlay(s, p).map((id) => (s.cards[id] as CardState).def);
  if (!knowsPersona(defId)) {
    // a card the persona data does not describe: only the plain one-copy rule for unique cards
    const f = facts(defId);
    if (f.unique && mine.includes(defId) && !opts.persistenceOfMemoryReversal) {
      return { allowed: false, reasons: [`${f.name} is unique and you already have a copy of it in play.`] };
    }
    return { allowed: true, reasons: [`${f.name} is not limited by another card you have in play.`] };
  }
  const known = mine.filter(knowsPersona);
  const o: { copyEffects: CopyEffect[]; persistenceOfMemoryReversal?: boolean } = { copyEffects: copyEffectsOf(s, p) };
  if (opts.persistenceOfMemoryReversal) o.persistenceOfMemoryReversal = true;
  return checkPlay(defId, known, o);
}

/** The entry check of rules/play.ts's entryChecks: a reason to refuse, or null. */
export function personaEntryCheck(s: GameState, p: PlayerId, defId: string): string | null {
  if (!hasPersonaType(defId)) return null;
  // fast path: a card with no persona and no unique copy can only clash by title with a unique card
  const pc = personaOf(defId);
  if (pc && pc.personas.length === 0 && !pc.unique) {
    const name = facts(defId).name;
    const clash = personaCardsInPlay(s, p).some((id) => facts((s.cards[id] as CardState).def).name === name && (s.cards[id] as CardState).def !== defId);
    if (!clash) return null;
  }
  const v = personaEntryVerdict(s, p, defId);
  return v.allowed ? null : v.reasons.join(' ');
}

/**
 * The deck builder's pure logic (issue 27): the constructed pool (the cards of the format's sets
 * that the engine plays), searching and filtering it, a deck as counts per card, its
 * deck file text, and its composition at a glance. No React, no requests: tested without a browser.
 */
import type { Blueprint, DeckCard, DeckFileError, DeckReport, ImportError, ParsedDeckFile, SetKey } from '@stccg/engine';
import { CONSTRUCTED, allBlueprints, cardImplementation, exportDeckFile, importDeckText, normaliseCardName, parseDeckFile, unplayableReasons, validateDeck } from '@stccg/engine';

/**
 * The sets the builder offers cards of: the constructed format's (Premiere, Alternate Universe and
 * the Introductory Two-Player Game's own cards, among them the premium cards an intro deck adds).
 */
export const POOL_SETS: readonly SetKey[] = CONSTRUCTED.sets;

export type CardType = Blueprint['type'];

/** The order card types are listed in, and how a heading names them. */
export const TYPE_ORDER: readonly CardType[] = ['mission', 'dilemma', 'artifact', 'facility', 'doorway', 'ship', 'personnel', 'equipment', 'event', 'interrupt'];
export const TYPE_HEADING: Readonly<Record<CardType, string>> = {
  mission: 'Missions',
  dilemma: 'Dilemmas',
  artifact: 'Artifacts',
  facility: 'Outposts',
  doorway: 'Doorways',
  ship: 'Ships',
  personnel: 'Personnel',
  equipment: 'Equipment',
  event: 'Events',
  interrupt: 'Interrupts',
};
/** A type's name for a person (a facility of these sets is an outpost). */
export const typeLabel = (t: CardType): string => (t === 'facility' ? 'outpost' : t);

/** The pool: every card of the sets that the engine marks playable (validate.ts cardImplementation), by name. */
export function constructedPool(sets: readonly SetKey[] = POOL_SETS): Blueprint[] {
  return allBlueprints()
    .filter((b) => sets.includes(b.set) && cardImplementation(b.blueprintId).implemented)
    .sort((a, b) => a.name.localeCompare(b.name) || a.blueprintId.localeCompare(b.blueprintId));
}

/** The affiliations a card plays (personnel, ships, outposts) or lets attempt it (missions). */
export function affiliationsOf(b: Blueprint): string[] {
  switch (b.type) {
    case 'personnel':
    case 'ship':
      return b.affiliations;
    case 'facility':
      return [b.affiliation];
    case 'mission':
      return b.affiliationIcons;
    default:
      return [];
  }
}

/** A personnel's skills (with those it has only under one of its affiliations). */
export function skillsOf(b: Blueprint): string[] {
  if (b.type !== 'personnel') return [];
  return [...new Set([...b.skills.map((s) => s.skill), ...b.skillsByAffiliation.flatMap((a) => a.skills.map((s) => s.skill))])];
}

const num = (v: number | string): number | null => (typeof v === 'number' ? v : null);

/** What the pool can be narrowed by. Empty strings and nulls leave a filter off. */
export interface PoolFilter {
  /** Part of the card's name (any case, spaces and punctuation ignored), or its blueprint id. */
  text: string;
  type: CardType | '';
  affiliation: string;
  skill: string;
  icon: string;
  set: SetKey | '';
  minPoints: number | null;
  maxPoints: number | null;
  minSpan: number | null;
  maxSpan: number | null;
}

export const NO_FILTER: PoolFilter = { text: '', type: '', affiliation: '', skill: '', icon: '', set: '', minPoints: null, maxPoints: null, minSpan: null, maxSpan: null };

/** Whether a filter narrows anything. */
export const isFiltered = (f: PoolFilter): boolean => JSON.stringify({ ...f, text: f.text.trim() }) !== JSON.stringify(NO_FILTER);

/** Whether a card passes the filter. A points or span bound holds only missions with a printed number within it. */
export function matches(b: Blueprint, f: PoolFilter): boolean {
  const t = f.text.trim();
  if (t) {
    const key = normaliseCardName(t);
    if (b.blueprintId !== t && !(key && normaliseCardName(b.name).includes(key))) return false;
  }
  if (f.type && b.type !== f.type) return false;
  if (f.set && b.set !== f.set) return false;
  if (f.affiliation && !affiliationsOf(b).includes(f.affiliation)) return false;
  if (f.skill && !skillsOf(b).includes(f.skill)) return false;
  if (f.icon && !b.icons.includes(f.icon)) return false;
  const bounded = (lo: number | null, hi: number | null, v: number | string | undefined) => {
    if (lo === null && hi === null) return true;
    const n = v === undefined ? null : num(v);
    return n !== null && (lo === null || n >= lo) && (hi === null || n <= hi);
  };
  if (!bounded(f.minPoints, f.maxPoints, b.type === 'mission' ? b.points : undefined)) return false;
  if (!bounded(f.minSpan, f.maxSpan, b.type === 'mission' ? b.span : undefined)) return false;
  return true;
}

/**
 * The cards that pass the filter: by name, with those whose names start with the searched text
 * first.
 */
export function filterPool(pool: readonly Blueprint[], f: PoolFilter): Blueprint[] {
  const key = normaliseCardName(f.text.trim());
  const hits = pool.filter((b) => matches(b, f));
  if (!key) return hits;
  const starts = (b: Blueprint) => (normaliseCardName(b.name).startsWith(key) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name));
}

/** The values each filter offers, from the pool itself (so a grown pool offers more). */
export function filterChoices(pool: readonly Blueprint[]): { types: CardType[]; affiliations: string[]; skills: string[]; icons: string[]; sets: SetKey[] } {
  const types = new Set<CardType>();
  const affs = new Set<string>();
  const skills = new Set<string>();
  const icons = new Set<string>();
  const sets = new Set<SetKey>();
  for (const b of pool) {
    types.add(b.type);
    for (const a of affiliationsOf(b)) affs.add(a);
    for (const s of skillsOf(b)) skills.add(s);
    for (const i of b.icons) if (/^[a-zA-Z]{3,}$/.test(i)) icons.add(i);
    sets.add(b.set);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return { types: TYPE_ORDER.filter((t) => types.has(t)), affiliations: [...affs].sort(byName), skills: [...skills].sort(byName), icons: [...icons].sort(byName), sets: (['premiere', 'alternate-universe', 'intro-2pg'] as const).filter((k) => sets.has(k)) };
}

// ---- a deck as counts per card ----

/** A deck being built: copies per blueprint id, in the order first added. */
export type DeckCounts = ReadonlyMap<string, number>;

export function addCard(d: DeckCounts, id: string, n = 1): DeckCounts {
  const next = new Map(d);
  next.set(id, (next.get(id) ?? 0) + n);
  return next;
}

/** One copy fewer; the card leaves the deck at 0. */
export function removeCard(d: DeckCounts, id: string, n = 1): DeckCounts {
  const next = new Map(d);
  const left = (next.get(id) ?? 0) - n;
  if (left > 0) next.set(id, left);
  else next.delete(id);
  return next;
}

export const deckSize = (d: DeckCounts): number => [...d.values()].reduce((a, n) => a + n, 0);
export const deckCards = (d: DeckCounts): DeckCard[] => [...d].map(([blueprintId, count]) => ({ blueprintId, count }));

/** A deck file's text read into counts, with the lines that could not be read (each names its line). */
export function readDeckText(text: string): { counts: DeckCounts; errors: readonly DeckFileError[]; parsed: ParsedDeckFile } {
  const parsed = parseDeckFile(text);
  return { counts: new Map(parsed.cards.map((c) => [c.blueprintId, c.count])), errors: parsed.errors, parsed };
}

/** The deck in the deck file format (the engine's export): a heading per card type, one "N Name" line per card. */
export function deckText(d: DeckCounts, title?: string): string {
  return exportDeckFile(deckCards(d), title ? { title } : {});
}

/**
 * A file or pasted list to import (the engine's importDeckText: a deck file, or a LackeyCCG .dek):
 * its cards, or every line that does not read (nothing is imported then).
 */
export function importDeck(text: string, fileName?: string): { ok: true; counts: DeckCounts } | { ok: false; errors: readonly ImportError[] } {
  const r = importDeckText(text, fileName);
  return r.ok ? { ok: true, counts: readDeckText(r.text).counts } : { ok: false, errors: r.errors };
}

// ---- whether it can be played ----

/** Every reason the deck cannot be played, in words: the rules it breaks, then the cards the engine cannot play yet. */
export function deckVerdict(d: DeckCounts): { report: DeckReport; reasons: string[] } {
  const report = validateDeck(deckCards(d));
  return { report, reasons: unplayableReasons(report) };
}

/**
 * Why a deck text cannot start a game, in the server's words (packages/server/src/decks.ts
 * readDeck): its size, an empty list, each line that does not read, each rule broken. Empty: it
 * can.
 */
export function startReasons(text: string, who = 'your deck'): string[] {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > 64 * 1024) return [`${who} is ${bytes} bytes long; a deck list may be at most ${64 * 1024} bytes (64 KB)`];
  if (text.trim() === '') return [`${who} is empty: give a deck list, one "COUNT CARD" a line (docs/DECKS.md)`];
  const parsed = parseDeckFile(text);
  if (!parsed.ok) return parsed.errors.map((e) => `${who}, line ${e.line} ("${e.text}"): ${e.message}${e.candidates.length ? ` (the cards: ${e.candidates.slice(0, 8).map((c) => `${c.name} ${c.blueprintId}`).join(', ')})` : ''}`);
  return unplayableReasons(validateDeck(parsed.cards)).map((r) => `${who}: ${r}`);
}

/** The refusal a start form shows for a deck that cannot start a game (the server's own wording). */
export function refusalText(reasons: readonly string[]): string {
  return `the deck was refused, and nothing was created or changed (${reasons.length} ${reasons.length === 1 ? 'reason' : 'reasons'}):\n${reasons.map((r) => `- ${r}`).join('\n')}`;
}

/**
 * What a newcomer may look up about their own cards at any time: the deck list as built (counts
 * per card name, by pile and type, never the order) and, during setup, the mission about to be
 * placed. Pure: both come from the engine's card facts and standard deck lists, and from what the
 * player's own view says (its seat, its deck's affiliation, the prompt it was given).
 */
import type { CardFacts, PlayerView, Side } from '@stccg/engine';
import { allFacts, facts, hasFacts, premiumAdditions, standardDeck } from '@stccg/engine';

export type MissionFacts = Extract<CardFacts, { type: 'mission' }>;
export type Pile = 'missions' | 'seed' | 'draw';

export interface DeckRow {
  def: string;
  name: string;
  type: CardFacts['type'];
  count: number;
}
export interface DeckGroup {
  pile: Pile;
  title: string;
  total: number;
  rows: DeckRow[];
  /** Copies per card type, in the rows' order. */
  byType: { type: CardFacts['type']; count: number }[];
}

const PILE_TITLE: Record<Pile, string> = { missions: 'Missions', seed: 'Seed cards', draw: 'Draw deck' };
/** The order card types are listed in within a pile. */
const TYPE_ORDER: CardFacts['type'][] = ['mission', 'outpost', 'dilemma', 'ship', 'personnel', 'equipment', 'event', 'interrupt'];

/** The definitions of every card of the viewer's own that the view shows (hand, piles, the table, the spaceline). */
export function ownCardsSeen(view: Pick<PlayerView, 'viewer' | 'players' | 'spaceline' | 'resolving'>): Set<string> {
  const seen = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o.def === 'string' && o.owner === view.viewer) seen.add(o.def);
      for (const v of Object.values(o)) if (v && typeof v === 'object') walk(v);
    }
  };
  walk(view.players[view.viewer]);
  walk(view.spaceline);
  walk(view.resolving);
  return seen;
}

/**
 * The deck list of the viewer's seat (the deck its affiliation plays): the standard one, with the
 * premium cards added once one of them has been seen among the player's own cards (a game created
 * with them); null for a spectator or a seat with no standard deck.
 */
export function ownDeck(view: Pick<PlayerView, 'viewer' | 'players' | 'spaceline' | 'resolving'>): { side: Side; premiums: boolean; list: Record<Pile, string[]> } | null {
  // a constructed game's seats (player-1, player-2) play their own decks, not a standard one
  if (view.viewer !== 'federation' && view.viewer !== 'klingon') return null;
  const aff = view.players[view.viewer]?.deckAffiliation ?? view.viewer;
  if (aff !== 'federation' && aff !== 'klingon') return null;
  const list = standardDeck(aff);
  const extra = premiumAdditions(aff);
  const seen = ownCardsSeen(view);
  if (!extra.draw.some((id) => seen.has(id))) return { side: aff, premiums: false, list };
  return { side: aff, premiums: true, list: { missions: [...list.missions, ...extra.missions], seed: [...list.seed, ...extra.seed], draw: [...list.draw, ...extra.draw] } };
}

/** A deck list (one entry per copy) as counts per card name, grouped by pile; rows by type, then name. */
export function deckGroups(list: Record<Pile, readonly string[]>): DeckGroup[] {
  return (['missions', 'seed', 'draw'] as const).map((pile) => {
    const counts = new Map<string, number>();
    for (const id of list[pile]) counts.set(id, (counts.get(id) ?? 0) + 1);
    const rows: DeckRow[] = [...counts.entries()].map(([def, count]) => {
      const f = hasFacts(def) ? facts(def) : null;
      return { def, name: f?.name ?? def, type: f?.type ?? 'event', count };
    });
    rows.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.name.localeCompare(b.name));
    const byType: DeckGroup['byType'] = [];
    for (const r of rows) {
      const last = byType[byType.length - 1];
      if (last?.type === r.type) last.count += r.count;
      else byType.push({ type: r.type, count: r.count });
    }
    return { pile, title: PILE_TITLE[pile], total: list[pile].length, rows, byType };
  });
}

/** "6 ships", "1 outpost", "20 personnel" (personnel and equipment take no plural s). */
export function typeCount(type: CardFacts['type'], n: number): string {
  return `${n} ${n === 1 || type === 'personnel' || type === 'equipment' ? type : `${type}s`}`;
}

/**
 * The mission a "place a mission" decision is about, found by the name its prompt gives (the view
 * names the card only by a handle). Missions of the player's own deck are looked at first, then
 * every known mission; the longest name found wins (one name may hold another).
 */
export function missionBeingPlaced(kind: string, prompt: string | null, ownMissions: readonly string[] = []): MissionFacts | null {
  if (kind !== 'placeMission' || !prompt) return null;
  const missions = (defs: Iterable<CardFacts>) => [...defs].filter((f): f is MissionFacts => f.type === 'mission');
  const own = missions(ownMissions.filter(hasFacts).map(facts));
  for (const pool of [own, missions(allFacts())]) {
    const hits = pool.filter((m) => prompt.includes(m.name)).sort((a, b) => b.name.length - a.name.length);
    if (hits[0]) return hits[0];
  }
  return null;
}

/** A mission's requirements as alternatives ("A + B OR C" gives two), each a list of needs. */
export function requirementChoices(formula: string): string[][] {
  return formula
    .split(/\s+OR\s+/)
    .map((alt) => alt.split(/\s+\+\s+/).map((s) => s.trim()).filter(Boolean))
    .filter((alt) => alt.length > 0);
}

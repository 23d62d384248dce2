/**
 * Turning clicks on the table into the options the engine offered. Pure: the client never
 * decides what is legal; it only matches what was clicked against the offered options
 * (each option may name a `card` it acts on and a `target`: a location, a card, a planet
 * "planet:<location>", or a spaceline end "left"/"right").
 */
import type { CardView, Frame, Option, PlayerView } from '@stccg/engine';

export type ClickResult =
  | { kind: 'act'; option: Option }
  | { kind: 'select'; id: string; options: Option[] }
  | { kind: 'choose'; options: Option[] }
  | { kind: 'none' };

/**
 * What clicking the thing with this id means, given the offered options and the current selection.
 * A click on a card or a place only selects it (its options are then offered next to it), so that
 * tapping a card to read it never plays it. Two clicks act at once: a selected card's destination
 * or target, and a pick of one card among several in a pick-one-at-a-time decision that a button
 * finishes (the pick that would finish it is selected like any other).
 */
export function resolveClick(options: readonly Option[], id: string, selected: string | null): ClickResult {
  if (selected && selected !== id) {
    const m = options.filter((o) => o.card === selected && o.target === id);
    if (m.length === 1) return { kind: 'act', option: m[0] as Option };
    if (m.length > 1) return { kind: 'choose', options: m };
  }
  const direct = options.filter((o) => o.card === id || o.target === id);
  if (direct.length === 0) return { kind: 'none' };
  const only = direct[0] as Option;
  if (direct.length === 1 && isQuickPick(options, only, id)) return { kind: 'act', option: only };
  return { kind: 'select', id, options: direct };
}

/** The card picks offered (cards still to choose in a pick-one-at-a-time decision). */
function cardPicks(options: readonly Option[]): Option[] {
  return options.filter((o) => o.group === 'pick' && o.card !== undefined);
}

/** A pick of this card that leaves others to pick: the decision goes on, nothing is carried out yet. */
function isQuickPick(options: readonly Option[], o: Option, id: string): boolean {
  return o.group === 'pick' && o.card === id && o.target === undefined && isMultiPick(options) && cardPicks(options).length > 1;
}

/** The hint over a pick-one-at-a-time decision: how it ends, with the labels it offers. */
export function multiPickHint(options: readonly Option[]): string {
  const done = options.find((o) => o.act.type === 'done');
  const last = cardPicks(options).length === 1;
  const start = 'Pick one at a time on the table or below';
  if (done) return `${start}; press “${done.label}” when ready.`;
  return last ? `${start}: this is the last one left, so choosing it goes ahead at once.` : `${start}; the last one left goes ahead at once.`;
}

/** Everything that has something to do on a click. */
export function actionableIds(options: readonly Option[]): Set<string> {
  const s = new Set<string>();
  for (const o of options) {
    if (o.card) s.add(o.card);
    if (o.target) s.add(o.target);
  }
  return s;
}

/** Where the selected card may go (or what it may target). */
export function targetIds(options: readonly Option[], selected: string | null): Set<string> {
  const s = new Set<string>();
  if (!selected) return s;
  for (const o of options) if (o.card === selected && o.target && o.target !== selected) s.add(o.target);
  return s;
}

export const GROUP_ORDER = ['setup', 'pick', 'target', 'victim', 'swap', 'play', 'move', 'beam', 'attempt', 'battle', 'interrupt', 'done', 'pass', 'end'] as const;
const GROUP_TITLE: Record<string, string> = {
  setup: 'Setup',
  pick: 'Choose',
  target: 'Target',
  victim: 'Choose',
  swap: 'Persona swap',
  play: 'Play a card',
  move: 'Move a ship',
  beam: 'Beam',
  attempt: 'Attempt a mission',
  battle: 'Battle',
  interrupt: 'Interrupt',
  done: 'Finish',
  pass: 'Pass',
  end: 'End your turn',
};

export function groupTitle(g: string): string {
  return GROUP_TITLE[g] ?? g.charAt(0).toUpperCase() + g.slice(1);
}

/** The options in display groups, in a stable order. "Finish" options (done, cancel, all) are kept apart as buttons. */
export function groupOptions(options: readonly Option[]): { group: string; options: Option[] }[] {
  const m = new Map<string, Option[]>();
  for (const o of options) {
    const g = o.group ?? 'other';
    const list = m.get(g) ?? [];
    list.push(o);
    m.set(g, list);
  }
  const rank = (g: string) => {
    const i = (GROUP_ORDER as readonly string[]).indexOf(g);
    return i < 0 ? GROUP_ORDER.length - 3 : i;
  };
  return [...m.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([group, options]) => ({ group, options }));
}

/** Options that finish a multi-pick or step: shown as clear buttons. */
export function isFinishOption(o: Option): boolean {
  const t = o.act.type;
  return o.group === 'done' || o.group === 'pass' || o.group === 'end' || t === 'pickAll' || t === 'done' || t === 'cancel' || t === 'pass' || t === 'endTurn';
}

/** True when the decision is a sequence of picks ended by "done" (an Away Team, attacking ships). */
export function isMultiPick(options: readonly Option[]): boolean {
  return options.some((o) => o.group === 'pick') && options.some((o) => o.group === 'done');
}

/** Cards already picked in the unfinished multi-pick on top of the flow (the viewer's own picks only). */
export function pickedIds(flow: readonly Frame[]): Set<string> {
  const top = flow[flow.length - 1];
  const s = new Set<string>();
  if (!top) return s;
  for (const key of ['picked', 'chosen']) {
    const v = top[key];
    if (Array.isArray(v)) for (const id of v) if (typeof id === 'string' && id !== '?') s.add(id);
  }
  return s;
}

/** One line of an option group: an option as it is, or a card whose several options are chosen card first, then target. */
export type OptionEntry = { kind: 'option'; option: Option } | { kind: 'card'; card: string; label: string; options: Option[] };

/** Words that join a card to its target ("under", "on", "to"): a card's shared label ends before the last of them. */
const JOINING = new Set(['under', 'to', 'on', 'onto', 'at', 'from', 'in', 'into', 'with', 'against', 'for']);

/**
 * The button's words for a card with several options: what their labels share, word for word, up
 * to the card's name, or else up to the last joining word ("Play Atmospheric Ionization on U.S.S.
 * Galaxy" and "... on U.S.S. Nebula": "Play Atmospheric Ionization…"); when they share less than
 * two words, the card's name.
 */
export function cardChoiceLabel(options: readonly Option[], cardName?: string | null): string {
  const words = options.map((o) => o.label.split(/\s+/));
  const first = words[0] ?? [];
  let n = 0;
  while (n < first.length && words.every((w) => w[n] === first[n])) n++;
  let shared = first.slice(0, n);
  const text = shared.join(' ');
  const at = cardName ? text.indexOf(cardName) : -1;
  if (cardName && at >= 0) shared = text.slice(0, at + cardName.length).split(' ');
  else {
    const cut = shared.findLastIndex((w) => JOINING.has(w.toLowerCase()));
    if (cut > 0) shared = shared.slice(0, cut);
  }
  // a shared word ending in a mark ("Play X: ...") loses the mark: "Play X…"
  const out = shared.join(' ').replace(/[:,(]+$/, '');
  if (shared.length >= 2) return `${out}…`;
  return `${cardName ?? (out || 'Choose')}…`;
}

/**
 * An option group's lines: the options of a card that has several (a dilemma to seed under any
 * of the missions, an event to play on any of the ships, a ship's destinations) become one line
 * for the card, chosen first, its targets then picked on the table or in its own short list; a
 * card with one option keeps it as a direct button. When every option of the group acts on the
 * same card, the decision is already about that card: its options are listed as they are.
 */
export function entriesByCard(options: readonly Option[], cardName?: (id: string) => string | null): OptionEntry[] {
  const perCard = new Map<string, Option[]>();
  for (const o of options) if (o.card !== undefined) perCard.set(o.card, [...(perCard.get(o.card) ?? []), o]);
  const oneCard = perCard.size === 1 && options.every((o) => o.card !== undefined);
  const out: OptionEntry[] = [];
  const done = new Set<string>();
  for (const o of options) {
    const list = o.card !== undefined ? (perCard.get(o.card) as Option[]) : [];
    if (o.card === undefined || oneCard || list.length < 2) {
      out.push({ kind: 'option', option: o });
      continue;
    }
    if (done.has(o.card)) continue;
    done.add(o.card);
    out.push({ kind: 'card', card: o.card, label: cardChoiceLabel(list, cardName?.(o.card)), options: list });
  }
  return out;
}

/** A card's name where the view shows it (the spaceline and what is aboard, the hand, the cards to seed), or null. */
export function cardNameIn(view: PlayerView, id: string): string | null {
  for (const loc of view.spaceline) {
    if (loc.mission.id === id) return loc.mission.name;
    for (const list of [loc.outposts, loc.ships, ...Object.values(loc.planet), loc.attached]) {
      for (const c of list as CardView[]) {
        if (c.id === id) return c.name;
        const hit = (c as { crew?: CardView[] | null }).crew?.find((x) => x.id === id);
        if (hit) return hit.name;
      }
    }
  }
  for (const p of Object.values(view.players)) for (const c of [...(p.hand ?? []), ...(p.seedCards ?? [])]) if (c.id === id) return c.name;
  return null;
}

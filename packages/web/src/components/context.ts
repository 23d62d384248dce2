import { createContext, useContext } from 'react';
import type { CardView, Viewer } from '@stccg/engine';

/** What every card on the table needs to know to draw itself and to answer a click. */
export interface TableCtx {
  viewer: Viewer;
  /** Ids some offered option acts on or targets. */
  actionable: Set<string>;
  /** Targets of the selected card's options. */
  targets: Set<string>;
  /** Cards already chosen in the current multi-pick. */
  picked: Set<string>;
  selected: string | null;
  /** Cards and locations touched by the latest events (a short animation). */
  flash: Set<string>;
  /** Cards and locations named by the step being told or the log line pointed at (an outline and a marker). */
  marked?: Set<string>;
  /** `keyboard`: the click came from Enter or Space (the card's options then take the focus). */
  click(id: string, keyboard?: boolean): void;
  inspect(card: CardView): void;
}

export const TableContext = createContext<TableCtx>({
  viewer: 'spectator',
  actionable: new Set(),
  targets: new Set(),
  picked: new Set(),
  selected: null,
  flash: new Set(),
  click: () => {},
  inspect: () => {},
});

export const useTable = (): TableCtx => useContext(TableContext);

/** The state classes of a clickable thing on the table. */
export function stateClasses(t: TableCtx, id: string): string {
  const c: string[] = [];
  if (t.actionable.has(id)) c.push('is-actionable');
  if (t.targets.has(id)) c.push('is-target');
  if (t.selected === id) c.push('is-selected');
  if (t.picked.has(id)) c.push('is-picked');
  if (t.flash.has(id)) c.push('is-flash');
  if (t.marked?.has(id)) c.push('is-marked');
  return c.join(' ');
}

/** The id of the box that holds the selected card's options (its aria-describedby). */
export const OPTIONS_BOX_ID = 'card-options';

/**
 * The ARIA state of a clickable thing on the table, so that its highlight is not told by colour
 * alone: a selected card is a pressed button described by its options; a destination says so.
 */
export function stateAria(t: TableCtx, id: string): { 'aria-pressed'?: boolean; 'aria-describedby'?: string; 'data-mark'?: string } {
  if (!t.actionable.has(id) && t.selected !== id) return {};
  const mark = t.selected === id ? 'selected' : t.targets.has(id) ? 'target' : 'actionable';
  return { 'aria-pressed': t.selected === id, ...(t.selected === id ? { 'aria-describedby': OPTIONS_BOX_ID } : {}), 'data-mark': mark };
}

/** A click that Enter or Space made (a pointer's click counts at least one press). */
export const byKeyboard = (e: { detail: number }): boolean => e.detail === 0;

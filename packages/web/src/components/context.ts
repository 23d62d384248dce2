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
  click(id: string): void;
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

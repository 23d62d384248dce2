/**
 * The words and shape beside a highlight on the table (issue 22, accessibility): a destination of
 * the selected card says "target", the selected card says "selected", so neither is told by
 * colour alone. Screen readers hear the same from the element's own label and aria-pressed.
 */
import { useTable } from './context.ts';

export function Mark({ id }: { id: string }) {
  const t = useTable();
  if (t.selected === id)
    return (
      <span className="mark mark-selected" aria-hidden="true">
        ▶ selected
      </span>
    );
  if (t.targets.has(id))
    return (
      <span className="mark mark-target" aria-hidden="true">
        ◎ target
      </span>
    );
  return null;
}

/**
 * Undo against the computer (issue 22, item 8): the game screen's Undo button, enabled while the
 * server says some of one's own last actions may be taken back; and the replay's note of an undo
 * at the point where it was made.
 */
import type { GameRecord } from '@stccg/engine';
import type { UndoInfo } from '@stccg/server/protocol.ts';
import { seatName } from '../cards.ts';

export function UndoButton({ undo, busy, onUndo }: { undo: UndoInfo; busy: boolean; onUndo: () => void }) {
  const can = undo.count > 0 && !busy;
  const why = undo.count > 0 ? `Take back your last action (${undo.count} of your actions may be taken back now)` : `Nothing to take back: ${undo.reason ?? 'no action of yours yet'}`;
  return (
    <button type="button" className="button small quiet undo-button" data-testid="undo" data-count={undo.count} disabled={!can} title={why} aria-label={can ? 'Undo your last action' : why} onClick={onUndo}>
      ↶ Undo
    </button>
  );
}

/** The undos made at a point of a record (after `step` actions), in words; empty when none. */
export function undosAt(record: GameRecord, step: number): string[] {
  return (record.undos ?? []).filter(([at]) => at === step).map(([, player, taken]) => `${seatName(player)} took back ${taken.length === 1 ? '1 action' : `${taken.length} actions`} here`);
}

export function ReplayUndoNote({ record, step }: { record: GameRecord; step: number }) {
  const notes = undosAt(record, step);
  if (notes.length === 0) return null;
  return (
    <span className="replay-undo" data-testid="replay-undo" role="note">
      ↶ {notes.join('; ')}
    </span>
  );
}

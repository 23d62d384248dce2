/** The log of events in words, newest last, as the viewer may see it. Pointing at or focusing a line marks on the table the cards it names. */
import { useEffect, useRef } from 'react';
import type { GameEvent } from '@stccg/engine';
import { prettyText } from '../cards.ts';
import { touchedIds } from '../feedback.ts';

const IMPORTANT = new Set(['dilemmaRevealed', 'personnelKilled', 'personnelDiscarded', 'shipDamaged', 'shipDestroyed', 'pointsScored', 'missionCompleted', 'battle', 'outpostDestroyed', 'gameOver', 'awayTeamStopped']);

export function LogPanel({ log, limit = 300, onMark }: { log: readonly GameEvent[]; limit?: number; onMark?: (ids: string[] | null) => void }) {
  const ref = useRef<HTMLOListElement>(null);
  const shown = log.slice(-limit);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log" aria-label="Game log">
      <h3>Log</h3>
      <ol ref={ref} data-testid="log">
        {shown.map((e, i) => {
          const ids = onMark ? touchedIds(e).filter((id) => !id.startsWith('score:')) : [];
          const linked = ids.length > 0;
          return (
            <li
              key={`${log.length - shown.length + i}`}
              className={`ev ev-${e.type} ${IMPORTANT.has(e.type) ? 'ev-important' : ''} ${e.type === 'turnStarted' ? 'ev-turn' : ''} ${linked ? 'ev-linked' : ''}`}
              {...(linked
                ? {
                    tabIndex: 0,
                    'data-cards': ids.join(' '),
                    title: 'Marks on the table the cards this line names',
                    onMouseEnter: () => onMark?.(ids),
                    onMouseLeave: () => onMark?.(null),
                    onFocus: () => onMark?.(ids),
                    onBlur: () => onMark?.(null),
                  }
                : {})}
            >
              {prettyText(e.text)}
              {e.to && <span className="only-you"> (only you)</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

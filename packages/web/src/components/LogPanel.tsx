/** The log of events in words, newest last, as the viewer may see it. */
import { useEffect, useRef } from 'react';
import type { GameEvent } from '@stccg/engine';
import { prettyText } from '../cards.ts';

const IMPORTANT = new Set(['dilemmaRevealed', 'personnelKilled', 'personnelDiscarded', 'shipDamaged', 'shipDestroyed', 'pointsScored', 'missionCompleted', 'battle', 'outpostDestroyed', 'gameOver', 'awayTeamStopped']);

export function LogPanel({ log, limit = 300 }: { log: readonly GameEvent[]; limit?: number }) {
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
        {shown.map((e, i) => (
          <li key={`${log.length - shown.length + i}`} className={`ev ev-${e.type} ${IMPORTANT.has(e.type) ? 'ev-important' : ''} ${e.type === 'turnStarted' ? 'ev-turn' : ''}`}>
            {prettyText(e.text)}
            {e.to && <span className="only-you"> (only you)</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

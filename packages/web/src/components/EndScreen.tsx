/** The end of the game: the winner, the reason, both scores by turn. */
import type { ReactNode } from 'react';
import type { GameEvent, GameResult, Viewer } from '@stccg/engine';
import { scoresByTurn, turnsText } from '../scores.ts';
import { prettyText, seatName } from '../cards.ts';
import { ScoreChart } from './ScoreChart.tsx';

export function EndScreen({ result, log, viewer, replayHref, onClose, extra }: { result: GameResult; log: readonly GameEvent[]; viewer: Viewer; replayHref?: string; onClose: () => void; extra?: ReactNode }) {
  // the game's two seats (federation and klingon, or a constructed game's player-1 and player-2)
  const seats = (Object.keys(result.scores).length === 2 ? Object.keys(result.scores) : ['federation', 'klingon']) as [string, string];
  const points = scoresByTurn(log, result.turn, seats);
  const title = result.winner === null ? 'A draw' : viewer === result.winner ? 'You win!' : viewer === 'spectator' ? `${seatName(result.winner)} wins` : `${seatName(result.winner)} wins`;
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
      <div className="end-screen">
        <h2 id="end-title">{title}</h2>
        <p className="end-reason" data-testid="end-reason">{reasonText(result, viewer)}</p>
        <p className="end-scores">
          <span className={`tone-text-${seats[0]}`}>{seatName(seats[0])} {result.scores[seats[0]] ?? 0}</span> · <span className={`tone-text-${seats[1]}`}>{seatName(seats[1])} {result.scores[seats[1]] ?? 0}</span> · {turnsText(result.turn)}
        </p>
        <ScoreChart points={points} names={[seatName(seats[0]), seatName(seats[1])]} />
        <div className="legend">
          <span className="legend-federation">{seatName(seats[0])}</span> <span className="legend-klingon">{seatName(seats[1])}</span>
        </div>
        {extra}
        <div className="end-actions">
          {replayHref && (
            <a className="button" href={replayHref}>
              Watch the replay
            </a>
          )}
          <a className="button" href="#/">
            New game
          </a>
          <button type="button" className="button quiet" onClick={onClose} autoFocus>
            See the table
          </button>
        </div>
      </div>
    </div>
  );
}

/** Why the game ended, for this viewer: the server's own endings (time, a claim) in words, the engine's as it says them. */
export function reasonText(result: GameResult, viewer: Viewer): string {
  const loser = result.winner === null ? null : (Object.keys(result.scores).find((s) => s !== result.winner) ?? null);
  if (result.reason === 'time' && loser) return viewer === loser ? 'Your time ran out.' : `${seatName(loser)} ran out of time.`;
  if (result.reason === 'abandoned' && result.winner) {
    if (viewer === result.winner) return 'Your opponent left the game, and you claimed it.';
    return viewer === loser ? 'You left the game, and your opponent claimed it.' : `${seatName(loser ?? '')} left the game; ${seatName(result.winner)} claimed it.`;
  }
  return asSentence(prettyText(result.reason));
}

/** A reason as a sentence: its first letter a capital ("Klingon conceded"). */
function asSentence(t: string): string {
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The end screen's rematch (issue 29): a player of a finished game between two people asks for
 * another game; the other is told and accepts with the same button. In the rematch each takes the
 * other seat, so the one who did not go first goes first; in a constructed game a player may bring
 * another deck. Once the new game is made, both are taken to it.
 */
import { useCallback, useEffect, useState } from 'react';
import { askRematch } from '../api.ts';
import type { Seat } from '../api.ts';
import { DeckField } from './DeckField.tsx';

export interface RematchProps {
  gameId: string;
  seat: Seat;
  token: string;
  /** What the table was told: the seats that asked, and the new game once made. */
  asked: readonly Seat[];
  madeId: string | null;
  constructed: boolean;
  /** Opens the new game. */
  onGo: (gameId: string) => void;
}

export function Rematch({ gameId, seat, token, asked, madeId, constructed, onGo }: RematchProps) {
  const [phase, setPhase] = useState<'idle' | 'asking' | 'waiting'>(asked.includes(seat) ? 'waiting' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const [deck, setDeck] = useState('');
  const [otherDeck, setOtherDeck] = useState(false);
  const ask = useCallback(async () => {
    setPhase('asking');
    setError(null);
    try {
      const r = await askRematch(gameId, token, constructed && otherDeck && deck.trim() ? deck : undefined);
      if (r.status === 'ready') onGo(r.gameId);
      else setPhase('waiting');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPhase('idle');
    }
  }, [gameId, token, constructed, otherDeck, deck, onGo]);
  // the opponent accepted after we asked: fetch our seat in the new game
  useEffect(() => {
    if (madeId && phase === 'waiting') void ask();
  }, [madeId, phase, ask]);
  const theyAsked = asked.some((s) => s !== seat);
  return (
    <div className="rematch" data-testid="rematch-panel">
      {phase === 'waiting' ? (
        <p data-testid="rematch-status">Waiting for your opponent to accept the rematch…</p>
      ) : (
        <>
          {theyAsked && <p data-testid="rematch-status">Your opponent asks for a rematch.</p>}
          <button type="button" className="button" data-testid="rematch" disabled={phase === 'asking'} onClick={() => void ask()}>
            {theyAsked ? 'Accept the rematch' : 'Rematch'}
          </button>
          <p className="hint">In the rematch you take the other seat: whoever did not go first this time goes first.</p>
          {constructed && (
            <label className="rematch-other-deck">
              <input type="checkbox" checked={otherDeck} onChange={(e) => setOtherDeck(e.target.checked)} data-testid="rematch-other-deck" /> play it with another deck
            </label>
          )}
          {constructed && otherDeck && <DeckField label="Your deck for the rematch" value={deck} onChange={setDeck} testId="rematch-deck" />}
        </>
      )}
      {error && (
        <p className="error" role="alert" data-testid="rematch-error">
          {error}
        </p>
      )}
    </div>
  );
}

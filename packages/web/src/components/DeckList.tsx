/**
 * The player's own deck list as it was built: counts per card name in each pile (missions, seed
 * cards, draw deck), never the order and never which cards are still to draw. Nothing of the
 * opponent's.
 */
import { useEffect, useRef } from 'react';
import type { PlayerView } from '@stccg/engine';
import { TYPE_GLYPH, seatName } from '../cards.ts';
import { deckGroups, ownDeck } from '../deck.ts';

export function DeckList({ view, onClose }: { view: PlayerView; onClose: () => void }) {
  const deck = ownDeck(view);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  if (!deck) return null;
  const groups = deckGroups(deck.list);
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="deck-title" data-testid="deck-list" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="deck-list">
        <div className="deck-head">
          <h2 id="deck-title">Your deck: {seatName(deck.side)}</h2>
          <button ref={close} type="button" className="button small quiet" onClick={onClose} aria-label="Close the deck list">
            ✕
          </button>
        </div>
        <p className="hint">
          The introductory game’s {seatName(deck.side)} deck{deck.premiums ? ', with its premium cards,' : ''} as it was built: <strong data-testid="deck-total">{total}</strong> cards. The order stays hidden, and so does which cards are still in your draw deck.
        </p>
        <div className="deck-groups">
          {groups.map((g) => (
            <section key={g.pile} className="deck-group" data-pile={g.pile} aria-labelledby={`deck-${g.pile}`}>
              <h3 id={`deck-${g.pile}`}>
                {g.title} <span className="deck-count">({g.total})</span>
              </h3>
              {g.byType.length > 1 && <p className="deck-types hint">{g.byType.map((t) => `${t.count} ${t.type}`).join(' · ')}</p>}
              <ul>
                {g.rows.map((r) => (
                  <li key={r.def} data-def={r.def} data-count={r.count}>
                    <span className="deck-n">{r.count}×</span>{' '}
                    <span className="card-glyph" aria-hidden="true">
                      {TYPE_GLYPH[r.type]}
                    </span>{' '}
                    {r.name} <span className="deck-type">{r.type}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

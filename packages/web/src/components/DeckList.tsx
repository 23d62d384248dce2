/**
 * The player's own deck list as it was built: counts per card name in each pile (missions, seed
 * cards, draw deck), never the order and never which cards are still to draw. Nothing of the
 * opponent's. A name opens the card to read.
 */
import { useEffect, useRef, useState } from 'react';
import type { CardView, PlayerView } from '@stccg/engine';
import { TYPE_GLYPH, seatName } from '../cards.ts';
import { deckGroups, ownDeck, typeCount, type DeckRow } from '../deck.ts';
import { Inspector } from './Inspector.tsx';

export function DeckList({ view, onClose }: { view: PlayerView; onClose: () => void }) {
  const deck = ownDeck(view);
  const close = useRef<HTMLButtonElement>(null);
  const [reading, setReading] = useState<DeckRow | null>(null);
  useEffect(() => close.current?.focus(), []);
  if (!deck) {
    if (view.viewer === 'spectator') return null;
    // a constructed game: the player's own deck, which the table does not keep a list of
    return (
      <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="deck-title" data-testid="deck-list" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <div className="deck-list">
          <div className="deck-head">
            <h2 id="deck-title">Your deck</h2>
            <button ref={close} type="button" className="button small quiet" onClick={onClose} aria-label="Close the deck list">
              ✕
            </button>
          </div>
          <p className="hint">A constructed game: you play the deck list you gave when the game was made. Its list is not shown here yet.</p>
        </div>
      </div>
    );
  }
  // a card of the list, to read: no instance of it is named (none is in play by this)
  const shown: CardView | null = reading ? { id: `deck:${reading.def}`, def: reading.def, name: reading.name, type: reading.type, owner: deck.side } : null;
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
        {shown && (
          <div className="deck-reading" data-testid="deck-reading">
            <Inspector card={shown} actionable={true} onClose={() => setReading(null)} />
          </div>
        )}
        <div className="deck-groups">
          {groups.map((g) => (
            <section key={g.pile} className="deck-group" data-pile={g.pile} aria-labelledby={`deck-${g.pile}`}>
              <h3 id={`deck-${g.pile}`}>
                {g.title} <span className="deck-count">({g.total})</span>
              </h3>
              {g.byType.length > 1 && <p className="deck-types hint">{g.byType.map((t) => typeCount(t.type, t.count)).join(' · ')}</p>}
              <ul>
                {g.rows.map((r) => (
                  <li key={r.def} data-def={r.def} data-count={r.count}>
                    <span className="deck-n">{r.count}×</span>{' '}
                    <span className="card-glyph" aria-hidden="true">
                      {TYPE_GLYPH[r.type]}
                    </span>{' '}
                    <button type="button" className="link deck-name" onClick={() => setReading(r)} aria-pressed={reading?.def === r.def}>
                      {r.name}
                    </button>{' '}
                    <span className="deck-type">{r.type}</span>
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

/**
 * The card panel: the card under the pointer, focused or tapped, with its numbers, skills and
 * its effect in our own words; "Why not?" asks the server which rule stops it, where the server
 * answers such questions (see SERVER_ANSWERS_WHY).
 */
import { useEffect, useState } from 'react';
import type { CardView } from '@stccg/engine';
import { TYPE_GLYPH, cardText, factsOrNull, seatName, skillsLine, statsLine, tone } from '../cards.ts';

export type WhyNot = (cardId: string) => Promise<string[]>;

export function Inspector({ card, whyNot, actionable, onClose }: { card: CardView | null; whyNot?: WhyNot; actionable: boolean; onClose?: () => void }) {
  const [why, setWhy] = useState<{ id: string; reasons: string[] } | null>(null);
  useEffect(() => setWhy(null), [card?.id]);
  if (!card) return <section className="inspector empty" aria-label="Card">Point at or tap a card to read it.</section>;
  const f = factsOrNull(card.def);
  return (
    <section className={`inspector tone-${f ? tone(f) : 'neutral'}`} aria-label="Card" data-testid="inspector">
      <div className="inspector-head">
        <span className="card-glyph" aria-hidden="true">
          {f ? TYPE_GLYPH[f.type] : '?'}
        </span>
        <strong>{card.name}</strong>
        <span className="inspector-type">
          {f?.type ?? card.type}
          {f && 'affiliation' in f && typeof f.affiliation === 'string' ? ` · ${f.affiliation}` : ''}
        </span>
        {onClose && (
          <button type="button" className="link inspector-close" onClick={onClose} aria-label="Close the card panel">
            ✕
          </button>
        )}
      </div>
      {f && statsLine(f) && <div className="inspector-stats">{statsLine(f)}</div>}
      {f && skillsLine(f) && <div className="inspector-skills">Skills: {skillsLine(f)}</div>}
      <p className="inspector-text">{cardText(card.def)}</p>
      <div className="inspector-status">
        Owner: {seatName(card.owner)}
        {card.stopped ? ' · stopped' : ''}
        {card.damaged ? ` · damaged${card.repairTurns ? ` (repairing ${card.repairTurns})` : ''}` : ''}
        {card.rangeUsed ? ` · RANGE used ${card.rangeUsed}` : ''}
      </div>
      {whyNot && !actionable && (
        <div className="why">
          <button type="button" className="link" onClick={() => void whyNot(card.id).then((reasons) => setWhy({ id: card.id, reasons }))}>
            Why can't I use this?
          </button>
          {why?.id === card.id && <ul>{why.reasons.length ? why.reasons.map((r) => <li key={r}>{r}</li>) : <li>Nothing forbids it now.</li>}</ul>}
        </div>
      )}
    </section>
  );
}

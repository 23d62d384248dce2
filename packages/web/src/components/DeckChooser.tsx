/**
 * Beside a deck field: pick one of one's saved decks (the deck API), a premade deck or an intro
 * deck to fill it, and see at once whether the deck in the field can start a game (every reason
 * when it cannot: the same check the server makes).
 */
import { useEffect, useMemo, useState } from 'react';
import { PREMADE_DECKS } from '@stccg/engine';
import { getDeck, listDecks, type DeckSummary } from '../decksApi.ts';
import { startReasons } from '../deckPool.ts';
import { href } from '../router.ts';

export function DeckChooser({ text, onPick, testId }: { text: string; onPick: (text: string) => void; testId: string }) {
  const [saved, setSaved] = useState<DeckSummary[] | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    listDecks().then(
      (d) => live && setSaved(d),
      () => live && setSaved(null),
    );
    return () => {
      live = false;
    };
  }, []);
  const reasons = useMemo(() => (text.trim() ? startReasons(text, 'this deck') : []), [text]);
  const premade = PREMADE_DECKS.filter((d) => d.kind === 'premade');
  const intro = PREMADE_DECKS.filter((d) => d.kind === 'intro');
  const pick = (value: string) => {
    setProblem(null);
    const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    if (kind === 'saved') {
      getDeck(id).then(
        (d) => onPick(d.text),
        () => setProblem('That deck could not be loaded; try again.'),
      );
    } else {
      const p = PREMADE_DECKS.find((d) => d.id === id);
      if (p) onPick(p.text);
    }
  };
  return (
    <div className="deck-chooser-box">
      <div className="deck-chooser">
        <label>
          Use a deck{' '}
          <select value="" data-testid={`${testId}-choose`} onChange={(e) => e.target.value && pick(e.target.value)}>
            <option value="">choose…</option>
            {saved && saved.length > 0 && (
              <optgroup label="Your decks">
                {saved.map((d) => (
                  <option key={d.id} value={`saved:${d.id}`}>
                    {d.name} ({d.cardCount} cards{d.valid ? '' : ', not legal yet'})
                  </option>
                ))}
              </optgroup>
            )}
            {premade.length > 0 && (
              <optgroup label="Premade decks">
                {premade.map((d) => (
                  <option key={d.id} value={`premade:${d.id}`} title={d.description}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            )}
            {intro.length > 0 && (
              <optgroup label="Intro decks">
                {intro.map((d) => (
                  <option key={d.id} value={`premade:${d.id}`} title={d.description}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <a href={href({ page: 'decks', deckId: null })} className="button small quiet">
          Build a deck
        </a>
        {saved === undefined && <small className="hint">loading your decks…</small>}
      </div>
      {problem && (
        <div className="error" role="alert">
          {problem}
        </div>
      )}
      {reasons.length > 0 && (
        <div className="deck-problems" data-testid={`${testId}-check`}>
          This deck cannot start a game:
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r.replace(/^this deck(, |: )/, '')}</li>
            ))}
          </ul>
        </div>
      )}
      {text.trim() !== '' && reasons.length === 0 && (
        <p className="deck-ok" data-testid={`${testId}-check`}>
          ✓ A legal deck
        </p>
      )}
    </div>
  );
}

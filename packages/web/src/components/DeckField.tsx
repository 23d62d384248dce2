/**
 * A deck list to paste (the text of a deck file, docs/DECKS.md: one "COUNT CARD" a line), or to
 * fill from a file on this computer; for a constructed game. The server reads and checks it.
 */
import { useState } from 'react';

/** The most a deck list may hold, as the server takes it (64 KB). */
export const MAX_DECK_BYTES = 64 * 1024;

export function DeckField({ label, value, onChange, testId, sample }: { label: string; value: string; onChange: (text: string) => void; testId: string; sample?: { label: string; text: string } }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="deck-field">
      <label>
        <span>{label}</span>
        <textarea
          className="deck-text"
          value={value}
          spellCheck={false}
          data-testid={testId}
          placeholder={'One card a line, e.g.\n1 Sarthong Plunder\n1 Klingon Outpost\n3 Kurn\n# comments and headings are ignored'}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <label className="file">
        fill from a file{' '}
        <input
          type="file"
          accept=".txt,text/plain"
          data-testid={`${testId}-file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            if (file.size > MAX_DECK_BYTES) {
              setProblem(`That file is ${file.size} bytes; a deck list may be at most ${MAX_DECK_BYTES} bytes (64 KB).`);
              return;
            }
            setProblem(null);
            void file.text().then(onChange, () => setProblem('That file could not be read.'));
          }}
        />
      </label>
      {sample && (
        <button type="button" className="button small quiet" onClick={() => onChange(sample.text)}>
          {sample.label}
        </button>
      )}
      {problem && (
        <div className="error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

/** The clock of a game between two people, chosen when it is created (POST /api/games `clock`). */
import type { ClockReq } from '@stccg/server/protocol.ts';

/** The choices offered: none, or a bank in seconds with an increment at each of one's turns. */
export const CLOCK_CHOICES: readonly { id: string; label: string; clock: ClockReq | null }[] = [
  { id: 'none', label: 'No clock (a player who leaves may be claimed against)', clock: null },
  { id: '1', label: '1 minute each', clock: { bankSeconds: 60, incrementSeconds: 0 } },
  { id: '5+3', label: '5 minutes each, +3 s a turn', clock: { bankSeconds: 300, incrementSeconds: 3 } },
  { id: '15+10', label: '15 minutes each, +10 s a turn', clock: { bankSeconds: 900, incrementSeconds: 10 } },
  { id: '30+15', label: '30 minutes each, +15 s a turn', clock: { bankSeconds: 1800, incrementSeconds: 15 } },
  { id: '60', label: '1 hour each', clock: { bankSeconds: 3600, incrementSeconds: 0 } },
];

export function clockOf(id: string): ClockReq | null {
  return CLOCK_CHOICES.find((c) => c.id === id)?.clock ?? null;
}

export function ClockPicker({ value, onChange, testId }: { value: string; onChange: (id: string) => void; testId: string }) {
  return (
    <label className="picker clock-picker">
      Clock{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {CLOCK_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <small> A player whose time runs out loses; the time runs only while a decision of theirs is pending.</small>
    </label>
  );
}

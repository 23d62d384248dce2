/**
 * Marks whose source is not a card of the state: the AI's sampled worlds (packages/ai/src/determinize.ts)
 * copy each effect the seat may know about and name a source hidden from the seat as '' (the rules read
 * the source's definition, never the card). Such a mark points at nothing: reading a personnel's skills,
 * and the clean-up of pointed events, go on as if it were not there (they crashed on it: four games of the
 * premade-deck measurement, a heuristic bot evaluating a sampled world).
 */
import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../src/index.ts';
import type { CardId, GameState } from '../../src/index.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { eventsPointingAt } from '../../src/rules/pointed-events.ts';

function world(): { s: GameState; taurik: CardId } {
  const s = buildPosition({ federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'gault', crew: ['Taurik', 'Mendon'] }] } });
  const taurik = Object.values(s.cards).find((c) => c.def === 'taurik')?.id as CardId;
  return { s, taurik };
}

describe('a mark with a hidden source', () => {
  it('points at nothing, and the skills read as without it', () => {
    const { s, taurik } = world();
    const before = [...skillsOf(s, taurik)];
    s.effects.push({ kind: 'mark', by: 'mots-advice', source: '', card: taurik, turn: 1 });
    expect(eventsPointingAt(s, taurik)).toEqual([]);
    expect([...skillsOf(s, taurik)]).toEqual(before);
  });

  it('no mark, or a mark from a card not on the table, points at nothing (the real pointing: mots-advice and rishon-uxbridge specs)', () => {
    const { s, taurik } = world();
    // no effects at all: nothing points
    expect(eventsPointingAt(s, taurik)).toEqual([]);
    // a mark whose source is a card of the state but not on the table points at nothing either
    const mendon = Object.values(s.cards).find((c) => c.def === 'mendon')?.id as CardId;
    s.effects.push({ kind: 'mark', by: 'mots-advice', source: mendon, card: taurik, turn: 1 });
    expect(eventsPointingAt(s, taurik)).toEqual([]);
  });
});

/**
 * End-of-turn effects resolve inside the turn that ends: a ship destroyed by Loss of Orbital
 * Stability or Plasma Fire is destroyed, and its owner may answer with an Escape Pod, before the
 * next player's turn begins.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from './harness.ts';

describe('end-of-turn effects', () => {
  it("a ship lost to Loss of Orbital Stability offers the owner's Escape Pod before the turn passes", () => {
    const h = setupTest({
      turn: { active: 'klingon' },
      klingon: { hand: ['Loss of Orbital Stability'] },
      federation: { hand: ['Escape Pod'], ships: [{ card: 'Type VI Shuttlecraft', at: 'homeward', crew: ['Mendon'] }] },
    });
    h.choose('Play Loss of Orbital Stability: on Type VI Shuttlecraft');
    h.passResponses();
    h.choose('end'); // Klingon's turn 1 ends; the owner's next turn is turn 2
    h.passResponses();
    expect(h.s.turn.active).toBe('federation');
    h.choose('end'); // the owner's turn 2 ends: the ship is being destroyed
    expect(h.s.pending?.kind).toBe('respond');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.turn.number).toBe(2); // still the ending turn
    expect(h.s.turn.active).toBe('federation');
    h.choose('Play Escape Pod');
    h.passResponses();
    expect(h.s.turn.number).toBe(3);
    expect(h.where(h.card('Mendon')).z).toBe('aboard');
    expect(h.where(h.card('Type VI Shuttlecraft')).z).toBe('discard');
    h.finish();
  });

  it('stopped cards stay stopped while end-of-turn effects resolve, and unstop when the turn passes', () => {
    const h = setupTest({
      turn: { active: 'klingon', stage: 'orders' },
      dilemmas: { 'gravesworld': ['impassable-door'] },
      klingon: { hand: ['Loss of Orbital Stability'], planets: {} },
      federation: { hand: ['Escape Pod'], ships: [{ card: 'Type VI Shuttlecraft', at: 'homeward', crew: ['Mendon'], stopped: true }] },
    });
    h.choose('Play Loss of Orbital Stability: on Type VI Shuttlecraft');
    h.passResponses();
    h.choose('end');
    h.passResponses();
    expect(h.s.cards[h.card('Type VI Shuttlecraft')]?.stopped).toBe(false);
    h.finish();
  });
});

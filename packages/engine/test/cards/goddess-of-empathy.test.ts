/**
 * Goddess of Empathy (Premiere event 101_077): on the table until the end of its owner's next turn;
 * meanwhile neither player plays interrupt cards (Kevin Uxbridge and Q2 excepted). Set up as
 * constructed positions (player-1 active, holding it; each player holding Loss of Orbital Stability,
 * with a ship orbiting Avert Danger). docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { interruptOptions } from '../../src/rules/responses.ts';
import { interruptBarred } from '../../src/rules/interrupt-bar.ts';
import { setupTest } from '../harness.ts';

const G = 'Goddess of Empathy';
const L = 'Loss of Orbital Stability';
function position() {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], hand: [G, L, 'Thought Maker'], ships: [{ card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }] },
    'player-2': { missions: ['Gault'], hand: [L] },
    turn: { active: 'player-1' },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const cards = (h: H, p: 'player-1' | 'player-2') => interruptOptions(h.s, p, { type: 'main' }).map((o) => facts(h.s.cards[o.card as string]?.def as string).name);
function play(h: H): void {
  const o = h.options().find((x) => x.card === h.card(G, 'player-1'));
  if (!o) throw new Error('not offered');
  h.chooseId(o.id);
  h.passResponses();
}
function endThrough(h: H, n: number): void {
  for (let k = 0; k < 50 && h.s.turn.number <= n; k++) h.chooseId(h.s.pending?.kind === 'main' ? 'end' : (h.options()[0]?.id as string));
}

describe('Goddess of Empathy', () => {
  it('is an event of the card data, implemented, on the table, its text in our words', () => {
    expect(facts('goddess-of-empathy').type).toBe('event');
    expect(cardImplementation('101_077')).toEqual({ implemented: true });
    expect(behaviour('goddess-of-empathy')?.abilities?.barsInterrupts).toEqual({ except: ['Kevin Uxbridge', 'Q2'], ownTurns: 1 });
    expect(cardText('goddess-of-empathy')).toContain('no player can play interrupt cards');
  });

  it('on the table, neither player is offered an interrupt card; an artifact played as an interrupt still is', () => {
    const h = position();
    expect(cards(h, 'player-1')).toContain(L);
    expect(cards(h, 'player-2')).toContain(L);
    play(h);
    expect(h.where(h.card(G)).z).toBe('table');
    expect(cards(h, 'player-1')).toEqual(['Thought Maker']);
    expect(cards(h, 'player-2')).toEqual([]);
    h.finish();
  });

  it('the exceptions are Kevin Uxbridge and Q2 by name; Kevin Uxbridge: Convergence is barred', () => {
    const h = position();
    play(h);
    expect(interruptBarred(h.s, 'loss-of-orbital-stability')).toBe(true);
    expect(interruptBarred(h.s, 'kevin-uxbridge-convergence')).toBe(true);
    expect(behaviour('goddess-of-empathy')?.abilities?.barsInterrupts?.except).toContain('Kevin Uxbridge');
  });

  it('boundary: it stays through the opponent\'s turn and is discarded when its owner\'s next turn ends; then interrupts come back', () => {
    const h = position();
    play(h);
    endThrough(h, 2);
    expect(h.where(h.card(G)).z).toBe('table');
    expect(cards(h, 'player-2')).toEqual([]);
    endThrough(h, 3);
    expect(h.where(h.card(G)).z).toBe('discard');
    expect(cards(h, 'player-2')).toContain(L);
  });

  it('negative: in the hand it bars nothing', () => {
    const h = position();
    expect(interruptBarred(h.s, 'loss-of-orbital-stability')).toBe(false);
  });
});

/**
 * The Traveler: Transcendence (Premiere event, beside a player's draw deck): that player draws one card
 * more at the end of each of his turns, once however many; while it is in play Static Warp Bubbles do
 * nothing. Constructed positions: player-2 active, holding it; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const T = 'The Traveler: Transcendence';
type H = ReturnType<typeof setupTest>;
const handOf = (h: H, p: 'player-1' | 'player-2') => seat(h.s, p).hand.length;
function place(h: H, where: string): void {
  h.choose(`Play ${T} ${where}`);
  h.passResponses();
}

describe('The Traveler: Transcendence', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('the-traveler-transcendence').type).toBe('event');
    expect(cardImplementation('101_098')).toEqual({ implemented: true });
    expect(cardText('the-traveler-transcendence')).toContain('draws one more card at the end of each of his turns');
  });

  it('beside its own player\'s deck: he draws two at the end of his turn', () => {
    const h = setupTest(base({}, { hand: [T, 'Taitt'] }));
    place(h, 'beside your draw deck');
    expect(h.where(h.card(T, 'player-2'))).toEqual({ z: 'table' });
    expect(handOf(h, 'player-2')).toBe(1);
    endTurn(h);
    expect(handOf(h, 'player-2')).toBe(3);
    h.finish();
  });

  it("negative: beside the opponent's deck, he draws two at the end of his own turn, and its player one", () => {
    const h = setupTest(base({ hand: [] }, { hand: [T] }));
    place(h, "beside player-1's draw deck");
    endTurn(h);
    expect(handOf(h, 'player-2')).toBe(1);
    endTurn(h);
    expect(handOf(h, 'player-1')).toBe(2);
    h.finish();
  });

  it('boundary: two beside one deck give one extra card', () => {
    const h = setupTest(base({}, { hand: [T, T] }));
    place(h, 'beside your draw deck');
    endTurn(h);
    endTurn(h);
    const before = handOf(h, 'player-2');
    place(h, 'beside your draw deck');
    endTurn(h);
    expect(handOf(h, 'player-2')).toBe(before - 1 + 2);
    h.finish();
  });

  it('in play, it nullifies the opponent\'s Static Warp Bubble', () => {
    const h = setupTest(base({ table: ['Static Warp Bubble'] }, { hand: [T, 'Taitt'] }));
    expect(h.options().filter((o) => o.group === 'end')).toHaveLength(2);
    place(h, "beside player-1's draw deck");
    expect(h.options().filter((o) => o.group === 'end').map((o) => o.label)).toEqual(['Draw a card and end your turn']);
    h.finish();
  });
});

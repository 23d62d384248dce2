/**
 * Kivas Fajo - Collector (Premiere event 101_079): its player names a player, who draws the top
 * three cards of his draw deck; the card is discarded. Set up as constructed positions (player-1
 * active, holding it). docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';

const K = 'Kivas Fajo - Collector';
function position(p2: Record<string, unknown> = {}, active: 'player-1' | 'player-2' = 'player-1') {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], hand: [K], deckTop: ['Taitt', 'Mendon', 'Calloway', 'Riva'] },
    'player-2': { missions: ['Gault'], deckTop: ['Klag', 'Kromm', 'Divok', 'Vekma'], ...p2 },
    turn: { active },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const hand = (h: H, p: 'player-1' | 'player-2') => (h.s.players[p]?.hand ?? []).map((id) => facts(h.s.cards[id]?.def as string).name);
function play(h: H, who: 'player-1' | 'player-2'): void {
  const o = h.options().find((x) => x.card === h.card(K, 'player-1') && x.target === who);
  if (!o) throw new Error('not offered');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Kivas Fajo - Collector', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('kivas-fajo-collector').type).toBe('event');
    expect(cardImplementation('101_079')).toEqual({ implemented: true });
    expect(cardText('kivas-fajo-collector')).toContain('draws the top three cards');
  });

  it('naming the opponent: he draws his top three cards, seen by him alone; the card is discarded', () => {
    const h = position();
    play(h, 'player-2');
    expect(hand(h, 'player-2')).toEqual(['Klag', 'Kromm', 'Divok']);
    expect(h.where(h.card(K)).z).toBe('discard');
    expect(view(h.s, 'player-1').players['player-2']?.hand).toBeNull();
    expect(view(h.s, 'player-1').players['player-2']?.handCount).toBe(3);
    expect(view(h.s, 'player-1').log.map((e) => e.text).join('\n')).not.toContain('Divok');
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('naming himself: its player draws three', () => {
    const h = position();
    play(h, 'player-1');
    expect(hand(h, 'player-1')).toEqual(['Taitt', 'Mendon', 'Calloway']);
    expect(hand(h, 'player-2')).toEqual([]);
  });

  it('boundary: with two cards left in the deck, two are drawn; with none, none', () => {
    const two = position({ deckTop: ['Klag', 'Kromm'], deckSize: 2 });
    play(two, 'player-2');
    expect(hand(two, 'player-2')).toEqual(['Klag', 'Kromm']);
    const none = position({ deckTop: [], deckSize: 0 });
    play(none, 'player-2');
    expect(hand(none, 'player-2')).toEqual([]);
    expect(none.log().some((l) => l.includes('draws 0 cards'))).toBe(true);
  });

  it('wrong timing: not offered in the opponent\'s turn', () => {
    const h = position({}, 'player-2');
    expect(h.options().some((x) => x.card === h.card(K, 'player-1'))).toBe(false);
  });
});

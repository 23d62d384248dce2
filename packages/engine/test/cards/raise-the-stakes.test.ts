/**
 * Raise the Stakes (Premiere event): its player's opponent forfeits the game, or accepts the stakes
 * (the winner is owed a card of the loser's deck at random, one more for each one accepted).
 * Constructed positions: player-2 active, holding it; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const R = 'Raise the Stakes';
type H = ReturnType<typeof setupTest>;
function raise(h: H): void {
  h.choose(`Play ${R} now`);
  while (h.s.pending && (h.s.pending as { kind: string }).kind !== 'raiseTheStakes') h.passResponses();
}

describe('Raise the Stakes', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('raise-the-stakes').type).toBe('event');
    expect(cardImplementation('101_089')).toEqual({ implemented: true });
    expect(cardText('raise-the-stakes')).toContain('give up the game now');
  });

  it('the opponent decides; forfeiting ends the game, won by the player who raised', () => {
    const h = setupTest(base({}, { hand: [R] }));
    raise(h);
    const d = h.s.pending as { player: string; options: { label: string }[] };
    expect(d.player).toBe('player-1');
    expect(d.options.map((o) => o.label)).toEqual(['Accept the stakes (1 card to the winner)', 'Forfeit the game']);
    h.choose('Forfeit the game', 'player-1');
    expect(h.s.result?.winner).toBe('player-2');
    expect(h.where(h.card(R, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('accepting: the game goes on; a second one accepted owes two cards (cumulative)', () => {
    const h = setupTest(base({}, { hand: [R, R] }));
    raise(h);
    h.choose('Accept the stakes', 'player-1');
    expect(h.s.result).toBeFalsy();
    expect(h.where(h.cards(R, 'player-2')[0] as string).z).toBe('discard');
    endTurn(h);
    endTurn(h);
    raise(h);
    expect(h.labels()[0]).toBe('Accept the stakes (2 cards to the winner)');
    h.choose('Accept the stakes', 'player-1');
    expect(events(h, 'stakesAccepted').map((e) => e.data?.['owed'])).toEqual([1, 2]);
    h.finish();
  });

  it("wrong timing: not on the opponent's turn", () => {
    const h = setupTest(base({ hand: [R] }, {}));
    expect(whyNotPlayable(h.s, 'player-1', h.card(R, 'player-1'))).toMatch(/only on your own turn/);
  });
});

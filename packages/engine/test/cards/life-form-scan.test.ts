/**
 * Life-form Scan (Premiere interrupt, 101_127): its player looks at the opponent's hand; the cards are
 * named to him alone. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { view } from '../../src/view/view.ts';
import { plays, setup } from './interrupts-b-position.ts';

const LS = 'Life-form Scan';

describe('Life-form Scan', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_127')).toEqual({ implemented: true });
    expect(cardText('life-form-scan')).toContain("opponent's hand");
  });

  it('names the opponent\'s hand to its player alone; the opponent and spectators learn only that it was looked at, and how many', () => {
    const h = setup({ hand: [LS] }, { hand: ['Klag', 'Kromm'] });
    h.choose(`Play ${LS}: look at player-2's hand`);
    h.passResponses();
    const mine = view(h.s, 'player-1').log;
    expect(mine.find((e) => e.type === 'handLookedSecret')?.text).toBe("player-2's hand: Klag, Kromm");
    expect(mine.some((e) => e.type === 'handLooked')).toBe(false);
    for (const v of ['player-2', 'spectator'] as const) {
      const log = view(h.s, v).log;
      expect(log.some((e) => e.type === 'handLookedSecret')).toBe(false);
      expect(log.find((e) => e.type === 'handLooked')?.data?.count).toBe(2);
      expect(JSON.stringify(log)).not.toContain('Kromm');
    }
    expect(h.where(h.card(LS, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('boundary: with one card in the opponent\'s hand it is offered, with none it is not', () => {
    const one = setup({ hand: [LS] }, { hand: ['Klag'] });
    expect(plays(one, LS)).toEqual([`Play ${LS}: look at player-2's hand`]);
    one.finish();
    const none = setup({ hand: [LS] });
    expect(plays(none, LS)).toEqual([]);
    none.finish();
  });

  it('the opponent may play it in the active player\'s turn, on the active player\'s hand', () => {
    const h = setup({ hand: ['Calloway'], ships: [{ card: 'Runabout', at: 'Reported Activity', crew: ['Taitt'] }] }, { hand: [LS] });
    h.choose('Move Runabout to Gault');
    h.choose(`Play ${LS}: look at player-1's hand`, 'player-2');
    h.passResponses();
    expect(view(h.s, 'player-2').log.find((e) => e.type === 'handLookedSecret')?.text).toBe("player-1's hand: Calloway");
    h.finish();
  });
});

/**
 * Auto-Destruct Sequence (Premiere interrupt): on one's own ship; at the end of its player's turn the
 * ship is destroyed and every other ship there with SHIELDS below 8 is damaged. Set up as constructed
 * positions at Avert Danger (player-2 active); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const ADS = 'Auto-Destruct Sequence';
const KVORT = "I.K.C. K'Vort";
const AT = 'Avert Danger';

/** player-2's K'Vort (SHIELDS 6) with Klag; player-1's Nebula (SHIELDS 8), Hood (7) and a damaged Excelsior (7); player-2's K'Ratak (6). */
function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return setupTest(
    base(
      {
        ships: [
          { card: 'U.S.S. Nebula', at: AT, crew: ['Taitt'] },
          { card: 'U.S.S. Hood', at: AT, crew: ['Mendon'] },
          { card: 'U.S.S. Excelsior', at: AT, crew: [], damaged: true },
        ],
        ...p1,
      },
      { hand: [ADS], ships: [{ card: KVORT, at: AT, crew: ['Klag'] }, { card: "I.K.C. K'Ratak", at: AT, crew: [] }], ...p2 },
    ),
  );
}
const endTurn = (h: Harness) => {
  h.passResponses();
  h.choose('Draw a card and end your turn');
  h.passResponses();
  // a player asked always to be asked is asked about persona swaps at the start of his turn
  if (h.s.pending?.kind === 'personaSwap') h.chooseId(h.options().find((o) => o.act.type === 'done')?.id ?? '');
};

describe('Auto-Destruct Sequence', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('auto-destruct-sequence').type).toBe('interrupt');
    expect(cardImplementation('101_110')).toEqual({ implemented: true });
    expect(cardText('auto-destruct-sequence')).toContain('SHIELDS under 8');
  });

  it('at the end of its player\'s turn the ship is destroyed with its crew; the other ships with SHIELDS 7 or less are damaged, SHIELDS 8 is not (boundary)', () => {
    const h = position();
    const kvort = h.card(KVORT, 'player-2');
    h.choose(`Play ${ADS}: on ${KVORT}`);
    h.passResponses();
    expect(h.where(h.card(ADS, 'player-2'))).toEqual({ z: 'attached', host: kvort });
    // nothing yet
    expect(h.where(kvort).z).toBe('inSpace');
    endTurn(h);
    expect(h.where(kvort).z).toBe('discard');
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(ADS, 'player-2')).z).toBe('discard');
    expect(h.s.cards[h.card('U.S.S. Hood', 'player-1')]?.damaged).toBe(true);
    expect(h.s.cards[h.card('U.S.S. Nebula', 'player-1')]?.damaged).toBe(false);
    expect(h.s.cards[h.card("I.K.C. K'Ratak", 'player-2')]?.damaged).toBe(true);
    // already damaged: destroyed
    expect(h.where(h.card('U.S.S. Excelsior', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('negative: not on the opponent\'s ship', () => {
    const h = position();
    const targets = h.options().filter((o) => o.label.startsWith(`Play ${ADS}`)).map((o) => o.target);
    expect(targets.sort()).toEqual([h.card(KVORT, 'player-2'), h.card("I.K.C. K'Ratak", 'player-2')].sort());
    h.finish();
  });

  it('wrong timing: played in the opponent\'s turn, it waits for the end of its own player\'s turn', () => {
    const h = position({ hand: [ADS], alwaysRespond: true }, { hand: ['Res-Q'], discard: ['Kromm'] });
    const hood = h.card('U.S.S. Hood', 'player-1');
    h.choose('Play Res-Q');
    h.choose(`Play ${ADS}: on U.S.S. Hood`);
    h.passResponses();
    h.choose('Kromm');
    endTurn(h);
    // player-2's turn is over: the Hood is still there
    expect(h.s.turn.active).toBe('player-1');
    expect(h.where(hood).z).toBe('inSpace');
    endTurn(h);
    expect(h.where(hood).z).toBe('discard');
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.damaged).toBe(true);
    h.finish();
  });
});

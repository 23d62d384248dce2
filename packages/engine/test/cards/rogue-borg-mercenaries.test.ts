/**
 * Rogue Borg Mercenaries (Premiere interrupt, 101_134): on any ship with personnel aboard, the Borg there
 * battle the crew at once and at the start of every turn, each Borg with STRENGTH equal to their number;
 * the weaker side loses one at random, survivors stay. docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { borgStrengthEach, rogueBorgOn } from '../../src/rules/rogue-borg.ts';
import { borgPosition, endTurn, HOOD, offered, RBM } from './rogue-borg-spec.ts';

describe('Rogue Borg Mercenaries', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('rogue-borg-mercenaries').type).toBe('interrupt');
    expect(cardImplementation('101_134')).toEqual({ implemented: true });
    expect(cardText('rogue-borg-mercenaries')).toContain('Borg');
  });

  it('played on the opponent\'s ship where two Borg are: three Borg of STRENGTH 3 (9) beat Taitt (4), who dies; the Borg stay', () => {
    // the position's turn start was a battle already: two Borg (4) against Taitt (4), a tie
    const h = borgPosition(['Taitt'], [RBM, RBM], [RBM]);
    const hood = h.card(HOOD, 'player-1');
    expect(offered(h, RBM)).toEqual([`Play ${RBM}: on player-1's ${HOOD}`]);
    h.choose(`Play ${RBM}: on player-1's ${HOOD}`);
    h.passResponses();
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('discard');
    expect(rogueBorgOn(h.s, hood)).toHaveLength(3);
    expect(borgStrengthEach(h.s, hood)).toBe(3);
    expect(h.log().some((l) => l.includes('Rogue Borg battle aboard U.S.S. Hood: 3 Borg, STRENGTH 9') && l.includes('the Borg win'))).toBe(true);
    h.finish();
  });

  it('boundary: at the start of every turn, either player\'s: two Borg (4) tie with Taitt (4), nobody dies; one more STRENGTH aboard and the crew wins, one Borg dies', () => {
    const tie = borgPosition(['Taitt'], [RBM, RBM], []);
    endTurn(tie);
    expect(tie.s.turn.active).toBe('player-1');
    expect(tie.where(tie.card('Taitt', 'player-1')).z).toBe('aboard');
    expect(rogueBorgOn(tie.s, tie.card(HOOD, 'player-1'))).toHaveLength(2);
    // the position's turn start and player-1's
    expect(tie.log().filter((l) => l.includes('a tie, nobody dies'))).toHaveLength(2);
    tie.finish();
    // Taitt (4) and Mendon (2): 6 against 4 at the position's turn start; then one Borg (1) against 6
    const win = borgPosition(['Taitt', 'Mendon'], [RBM, RBM], []);
    expect(rogueBorgOn(win.s, win.card(HOOD, 'player-1'))).toHaveLength(1);
    endTurn(win);
    expect(rogueBorgOn(win.s, win.card(HOOD, 'player-1'))).toHaveLength(0);
    expect(win.where(win.card('Taitt', 'player-1')).z).toBe('aboard');
    expect(win.where(win.card('Mendon', 'player-1')).z).toBe('aboard');
    win.finish();
  });

  it('negative: no ship with personnel aboard, no play; a ship whose crew is gone has no battle', () => {
    const empty = borgPosition([], [], [RBM]);
    expect(offered(empty, RBM)).toEqual([]);
    empty.finish();
    const gone = borgPosition([], [RBM, RBM], []);
    endTurn(gone);
    expect(rogueBorgOn(gone.s, gone.card(HOOD, 'player-1'))).toHaveLength(2);
    expect(gone.log().some((l) => l.includes('Rogue Borg battle'))).toBe(false);
    gone.finish();
  });
});

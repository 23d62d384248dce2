/**
 * Lore Returns (Premiere event, 101_080): it goes on a ship where Rogue Borg Mercenaries remain and the
 * crew is gone; what it would let the Borg do needs Lore, a card not in these sets, so on the ship it
 * does nothing more. Constructed positions (rogue-borg-spec.ts). docs/RULINGS.md, "Premiere: the last six".
 */
import { describe, expect, it } from 'vitest';
import { allFacts, facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { LORE } from '../../src/cards/lore-returns.ts';
import { rogueBorgOn } from '../../src/rules/rogue-borg.ts';
import { borgPosition, endTurn, HOOD, offered, RBM } from './rogue-borg-spec.ts';

const LR = 'Lore Returns';

describe('Lore Returns', () => {
  it('is an event of the card data, implemented, its text in our words saying Lore is not in these sets', () => {
    expect(facts('lore-returns').type).toBe('event');
    expect(cardImplementation('101_080')).toEqual({ implemented: true });
    expect(cardText('lore-returns')).toContain('Lore is not in these sets');
    expect(allFacts().some((f) => f.name === LORE)).toBe(false);
  });

  it('on a ship the Borg hold with nobody left aboard: played as the card play, it stays on the ship and changes nothing', () => {
    const h = borgPosition([], [RBM, RBM], [LR]);
    const hood = h.card(HOOD, 'player-1');
    expect(offered(h, LR)).toEqual([`Play ${LR} on ${HOOD}`]);
    h.choose(`Play ${LR} on ${HOOD}`);
    h.passResponses();
    expect(h.where(h.card(LR, 'player-2'))).toEqual({ z: 'attached', host: hood });
    expect(h.s.turn.cardPlayed).toBe(true);
    // the Borg do not fly the ship nor battle anyone: the ship stays where it was, its Borg with it
    const at = h.where(hood);
    endTurn(h);
    endTurn(h);
    expect(h.where(hood)).toEqual(at);
    expect(rogueBorgOn(h.s, hood)).toHaveLength(2);
    expect(h.log().some((l) => l.includes('Rogue Borg battle'))).toBe(false);
    h.finish();
  });

  it('boundary: Taitt (4) ties two Borg (4) and stays, so it is not offered; against three Borg (9) he dies at the turn start, and then it is', () => {
    const tie = borgPosition(['Taitt'], [RBM, RBM], [LR]);
    expect(tie.where(tie.card('Taitt', 'player-1')).z).toBe('aboard');
    expect(offered(tie, LR)).toEqual([]);
    tie.finish();
    const lost = borgPosition(['Taitt'], [RBM, RBM, RBM], [LR]);
    expect(lost.where(lost.card('Taitt', 'player-1')).z).toBe('discard');
    expect(offered(lost, LR)).toEqual([`Play ${LR} on ${HOOD}`]);
    lost.finish();
  });

  it('negative: an empty ship with no Borg takes no Lore Returns; nor is it played in the opponent\'s turn (wrong player)', () => {
    const none = borgPosition([], [], [LR]);
    expect(offered(none, LR)).toEqual([]);
    none.finish();
    // player-1 holds it in player-2's turn: an event is played only in its player's own turn
    const theirs = borgPosition([], [RBM], [], 'player-2', { hand: [LR] });
    expect(theirs.options().some((o) => o.card === theirs.card(LR, 'player-1'))).toBe(false);
    theirs.finish();
  });
});

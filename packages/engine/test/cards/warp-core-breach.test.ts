/**
 * Warp Core Breach (Premiere event, on any ship): at the end of the ship's owner's next turn the ship
 * is destroyed with everyone aboard, unless a personnel with ENGINEER is aboard then; the card is
 * discarded either way. Constructed positions: player-2 active, holding it; player-1's U.S.S. Galaxy
 * at Gault; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, eventCards } from './helpers.ts';

const W = 'Warp Core Breach';
type H = ReturnType<typeof setupTest>;
function breachOn(crew: string[], own = false): H {
  const ship = [{ card: 'U.S.S. Galaxy', at: own ? 'Avert Danger' : 'Gault', crew }];
  const h = own ? setupTest(base({}, { hand: [W], ships: ship })) : setupTest(base({ ships: ship }, { hand: [W] }));
  const target = h.card('U.S.S. Galaxy', own ? 'player-2' : 'player-1');
  const o = h.options().find((x) => x.card === h.card(W, 'player-2') && x.target === target);
  if (!o) throw new Error('Warp Core Breach is not offered on the Galaxy');
  h.chooseId(o.id);
  h.passResponses();
  return h;
}

describe('Warp Core Breach', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('warp-core-breach').type).toBe('event');
    expect(cardImplementation('101_102')).toEqual({ implemented: true });
    expect(cardText('warp-core-breach')).toContain('unless an ENGINEER is aboard');
  });

  it("on the opponent's ship with no ENGINEER: destroyed with its crew at the end of his next turn, not before", () => {
    const h = breachOn(['Taitt', 'Mendon']);
    const ship = h.card('U.S.S. Galaxy', 'player-1');
    expect(h.where(h.card(W, 'player-2'))).toEqual({ z: 'attached', host: ship });
    endTurn(h); // player-2's turn ends: not the owner's
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // player-1's next turn ends
    expect(eventCards(h, 'shipDestroyed')).toEqual([ship]);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('discard');
    expect(h.where(h.card(W, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('negative: an ENGINEER aboard then contains it; the card is discarded and the ship stays', () => {
    const h = breachOn(['Taitt', 'Linda Larson']);
    const ship = h.card('U.S.S. Galaxy', 'player-1');
    endTurn(h);
    endTurn(h);
    expect(eventCards(h, 'shipDestroyed')).toEqual([]);
    expect(eventCards(h, 'breachContained')).toEqual([h.card(W, 'player-2')]);
    expect(h.where(ship).z).toBe('inSpace');
    expect(h.where(h.card(W, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it("boundary: played on the player's own ship in his turn, that turn's end is not his next; the one after is", () => {
    const h = breachOn(['Taitt'], true);
    const ship = h.card('U.S.S. Galaxy', 'player-2');
    endTurn(h); // the turn it was played in
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // the opponent's turn
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // the owner's next turn
    expect(eventCards(h, 'shipDestroyed')).toEqual([ship]);
    h.finish();
  });

  it('boundary: the ENGINEER skill of a personnel of another classification counts', () => {
    const h = breachOn(['Taitt', 'Eric Pressman']);
    endTurn(h);
    endTurn(h);
    expect(eventCards(h, 'shipDestroyed')).toEqual([]);
    h.finish();
  });
});

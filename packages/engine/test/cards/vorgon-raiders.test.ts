/**
 * Vorgon Raiders (Alternate Universe interrupt, 103_079): with his own Ajur and Boratus in play, its
 * player discards them and takes one of the opponent's artifacts for his own: one in play, or one just
 * played as an interrupt, which then resolves as his. Set up as constructed positions (player-2 active);
 * docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const VR = 'Vorgon Raiders';
const DOOR = 'Alternate Universe Door';
const HG = "Horga'hn";
const W = "Samuel Clemens' Pocketwatch";
type H = ReturnType<typeof setupTest>;
const raids = (h: H) => h.options().filter((o) => o.card !== undefined && h.s.cards[o.card]?.def === 'vorgon-raiders');

describe('Vorgon Raiders', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('vorgon-raiders').type).toBe('interrupt');
    expect(cardImplementation('103_079')).toEqual({ implemented: true });
    expect(cardText('vorgon-raiders')).toContain('Ajur and Boratus');
  });

  it("an artifact in play: Ajur and Boratus are discarded and the opponent's Horga'hn is his, giving him the double turns", () => {
    const h = setupTest(base({ table: [HG] }, { hand: [VR], table: [DOOR], planets: { Gault: ['Ajur'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger', crew: ['Boratus'] }] }));
    const hg = h.card(HG);
    expect(raids(h).map((o) => o.target)).toEqual([hg]);
    h.choose(`Play ${VR}`);
    h.passResponses();
    expect(h.s.cards[hg]).toMatchObject({ owner: 'player-2', at: { z: 'table' } });
    expect([h.where(h.card('Ajur')).z, h.where(h.card('Boratus')).z]).toEqual(['discard', 'discard']);
    expect(events(h, 'artifactStolen')).toHaveLength(1);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2'); // his double turn now
    h.finish();
  });

  it('an artifact just played as an interrupt: it resolves as his (he draws early with the opponent\'s Pocketwatch), and goes to his discard pile', () => {
    const h = setupTest(
      base({ hand: [W], table: [DOOR], alwaysRespond: true }, { hand: [VR, 'Klag'], table: [DOOR], outposts: [{ card: 'Klingon Outpost', at: 'Gault', crew: ['Ajur', 'Boratus'] }] }),
    );
    const [hand1, deck1] = [seat(h.s, 'player-1').hand.length, seat(h.s, 'player-1').deck.length];
    const deck2 = seat(h.s, 'player-2').deck.length;
    h.choose('Report Klag');
    h.choose(`Play ${W}`, 'player-1');
    const w = h.card(W);
    expect(raids(h).map((o) => o.label)).toEqual([`Play ${VR}: discard Ajur and Boratus and play the ${W} just played as your own`]);
    h.choose(`Play ${VR}`, 'player-2');
    h.passResponses();
    expect(seat(h.s, 'player-2').deck.length).toBe(deck2 - 1); // player-2 drew
    expect(seat(h.s, 'player-1').deck.length).toBe(deck1); // player-1 did not
    expect(seat(h.s, 'player-1').hand.length).toBe(hand1 - 1);
    expect(h.s.cards[w]).toMatchObject({ owner: 'player-2', at: { z: 'discard' } });
    h.finish();
  });

  it('negative: without Boratus in play, nothing is offered; his own artifacts are no target; a scored Ressikan Flute is not in play', () => {
    const alone = setupTest(base({ table: [HG] }, { hand: [VR], table: [DOOR], planets: { Gault: ['Ajur'] } }));
    expect(raids(alone)).toEqual([]);
    const own = setupTest(base({}, { hand: [VR], table: [DOOR, HG], planets: { Gault: ['Ajur', 'Boratus'] } }));
    expect(raids(own)).toEqual([]);
    const theirs = setupTest(base({ hand: [VR], table: [DOOR], planets: { Gault: ['Ajur', 'Boratus'] } }, { table: [HG] }));
    expect(raids(theirs)).toEqual([]); // player-1's Vorgons, player-2's main decision: not his to play here
  });

  it('boundary: right after the Pocketwatch, with a Horga\'hn in play too, both are offered; taking the Horga\'hn leaves the Pocketwatch to its player', () => {
    const h = setupTest(base({ hand: [W], table: [DOOR, HG], alwaysRespond: true }, { hand: [VR, 'Klag'], table: [DOOR], outposts: [{ card: 'Klingon Outpost', at: 'Gault', crew: ['Ajur', 'Boratus'] }] }));
    const deck1 = seat(h.s, 'player-1').deck.length;
    h.choose('Report Klag');
    h.choose(`Play ${W}`, 'player-1');
    expect(raids(h).map((o) => o.target)).toEqual([h.card(HG), h.card(W)]);
    h.choose(`take ${HG}`, 'player-2');
    h.passResponses();
    expect(h.s.cards[h.card(HG)]?.owner).toBe('player-2');
    expect(seat(h.s, 'player-1').deck.length).toBe(deck1 - 1); // player-1's own Pocketwatch resolved for him
    expect(h.s.cards[h.card(W)]).toMatchObject({ owner: 'player-1', at: { z: 'discard' } });
    h.finish();
  });

  it("carried equipment: the opponent's Varon-T Disruptor aboard his ship becomes this player's where it lies, and no longer doubles the opponent's crew", () => {
    const h = setupTest(base({ ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Taitt', 'Varon-T Disruptor'] }] }, { hand: [VR], table: [DOOR], planets: { Gault: ['Ajur', 'Boratus'] } }));
    const v = h.card('Varon-T Disruptor');
    const taitt = h.card('Taitt', 'player-1', 'aboard');
    const before = attributeOf(h.s, taitt, 'STRENGTH');
    h.choose(`take Varon-T Disruptor`);
    h.passResponses();
    expect(h.s.cards[v]).toMatchObject({ owner: 'player-2', at: { z: 'aboard', host: h.card('U.S.S. Galaxy') } });
    expect(attributeOf(h.s, taitt, 'STRENGTH')).toBe(before / 2);
    h.finish();
  });
});

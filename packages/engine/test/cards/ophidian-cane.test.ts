/**
 * Ophidian Cane (Alternate Universe artifact, 103_004): played as an interrupt, three cards come
 * through its player's Devidian Door this turn instead of one, or his next Devidian Foragers this turn
 * takes four personnel instead of two; Empathic Touch is outside the pool. Set up as constructed
 * positions (player-2 active); docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const CANE = 'Ophidian Cane';
const DOOR = 'Alternate Universe Door';
const DD = 'Devidian Door';
const DF = 'Devidian Foragers';
type H = ReturnType<typeof setupTest>;
const futures = (h: H) => h.options().filter((o) => o.id.startsWith('future:'));
const canes = (h: H) => h.options().filter((o) => o.card !== undefined && h.s.cards[o.card]?.def === 'ophidian-cane').map((o) => o.label);

describe('Ophidian Cane', () => {
  it('is an artifact of the card data, implemented, played as an interrupt, with its text in our words; Empathic Touch is outside the pool', () => {
    expect(facts('ophidian-cane').type).toBe('artifact');
    expect(cardImplementation('103_004')).toEqual({ implemented: true });
    expect(cardText('ophidian-cane')).toContain('Empathic Touch, which is not among these sets');
  });

  it('three through the Devidian Door this turn: three cards come from the future, one Devidian Door shown next turn pays for all', () => {
    const h = setupTest(base({}, { hand: [CANE, 'Klag', 'Kromm', 'Kargan', 'Kurak', DD], table: [DOOR, DD] }));
    h.choose(`Play ${CANE}: let three cards`);
    h.passResponses();
    for (const who of ['Klag', 'Kromm', 'Kargan']) {
      expect(futures(h).length).toBeGreaterThan(0);
      h.choose(`Devidian Door: play ${who} from the future to the planet of Gault`);
      h.passResponses();
    }
    expect(futures(h)).toEqual([]); // a fourth: no (boundary)
    expect(h.s.turn.cardPlayed).toBe(false); // neither the cane nor the door is the turn's card play
    endTurn(h);
    endTurn(h);
    expect(events(h, 'devidianDoorShown')).toHaveLength(1); // one door pays the three
    expect(h.s.result).toBeNull();
    h.finish();
  });

  it('negative: without the cane, one card a turn; not in the opponent\'s turn (his door use is his own turn\'s)', () => {
    const h = setupTest(base({}, { hand: ['Klag', 'Kromm'], table: [DOOR, DD] }));
    h.choose('Devidian Door: play Klag from the future to the planet of Gault');
    h.passResponses();
    expect(futures(h)).toEqual([]);
    const theirs = setupTest(base({ hand: [CANE], table: [DOOR, DD], alwaysRespond: true }, { hand: ['Klag'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    theirs.choose('Report Klag');
    expect(theirs.s.pending?.player).toBe('player-1');
    expect(canes(theirs).some((l) => l.includes('three cards'))).toBe(false);
  });

  it('doubling Devidian Foragers: four personnel of the pile instead of two, their attributes added; boundary: with none in hand, no such play', () => {
    const pile = ['Taitt', 'Mendon', 'Calloway', 'Narik'];
    const h = setupTest(base({ discard: pile }, { hand: [CANE, DF], table: [DOOR], planets: { Gault: ['Lt. (j.g.) Picard'] } }));
    h.choose(`Play ${CANE}: double your next`);
    h.passResponses();
    h.choose(`Play ${DF}`);
    h.passResponses();
    for (let i = 0; i < 4; i++) h.chooseId((h.options()[0] as { id: string }).id);
    const out = Object.values(h.s.cards).filter((c) => c.at.z === 'outOfPlay' && c.owner === 'player-1').map((c) => h.s.cards[c.id]?.def);
    expect(out.sort()).toEqual(['calloway', 'mendon', 'narik', 'taitt']);
    expect(events(h, 'turnChange').map((e) => e.data?.CUNNING)).toEqual([7 + 5 + 5 + 7]);
    h.finish();
    const none = setupTest(base({}, { hand: [CANE], table: [DOOR] }));
    expect(canes(none)).toEqual([]);
  });
});

/**
 * Intruder Force Field (Alternate Universe event, 103_040): on its owner's table, the opponent's
 * Telepathic Alien Kidnappers are reversed (its owner names the type, the Kidnappers' owner's hand is
 * pointed at), and Rogue Borg on its owner's ships have no effect while fewer than three are there.
 * Constructed positions; docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { rogueBorgOn } from '../../src/rules/rogue-borg.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { events } from './helpers.ts';
import { borgPosition, endTurn, HOOD, offered, RBM } from './rogue-borg-spec.ts';

const IFF = 'Intruder Force Field';
const shown = (h: ReturnType<typeof setupTest>) => events(h, 'cardShown').map((e) => ({ card: e.data?.card, hit: e.data?.hit }));

describe('Intruder Force Field', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('intruder-force-field').type).toBe('event');
    expect(cardImplementation('103_040')).toEqual({ implemented: true });
    expect(cardText('intruder-force-field')).toContain('Rogue Borg');
  });

  it("reverses the opponent's Kidnappers: its owner names the type and the Kidnappers' owner's own hand is pointed at", () => {
    // player-1's Kidnappers would act on player-2's hand; player-2's force field turns them round
    const h = setupTest(base({ table: ['Telepathic Alien Kidnappers'], hand: ['Klag'] }, { table: [IFF], hand: ['Taitt'] }));
    const klag = h.card('Klag', 'player-1');
    const taitt = h.card('Taitt', 'player-2');
    h.choose('end');
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('guessCardType');
    h.choose('Guess personnel');
    h.passResponses();
    expect(shown(h)).toEqual([{ card: klag, hit: true }]);
    expect(h.where(klag).z).toBe('discard');
    expect(h.where(taitt).z).toBe('hand');
    h.finish();
  });

  it("wrong player: the Kidnappers' owner's own force field changes nothing; boundary: reversed, the Kidnappers' owner's empty hand means nobody guesses", () => {
    const own = setupTest(base({ table: ['Telepathic Alien Kidnappers', IFF], hand: ['Mendon'] }, { hand: ['Taitt'] }));
    own.choose('end');
    expect(own.s.pending?.player).toBe('player-1');
    own.choose('Guess personnel');
    own.passResponses();
    expect(shown(own)).toEqual([{ card: own.card('Taitt', 'player-2'), hit: true }]);
    own.finish();
    const empty = setupTest(base({ table: ['Telepathic Alien Kidnappers'], hand: [] }, { table: [IFF], hand: ['Taitt'] }));
    empty.choose('end');
    empty.passResponses();
    expect(shown(empty)).toEqual([]);
    expect(empty.s.turn.active).toBe('player-1');
    expect(empty.where(empty.card('Taitt', 'player-2')).z).toBe('hand');
    empty.finish();
  });

  it('boundary: two Rogue Borg on its owner\'s ship do nothing; a third makes them battle (9 against Taitt\'s 4)', () => {
    const h = borgPosition(['Taitt'], [RBM, RBM], [RBM], 'player-2', { table: [IFF] });
    const hood = h.card(HOOD, 'player-1');
    // the position's turn start: two Borg, held off
    expect(h.log().some((l) => l.includes('holds off 2 Rogue Borg'))).toBe(true);
    expect(h.log().some((l) => l.includes('Rogue Borg battle'))).toBe(false);
    h.choose(offered(h, RBM)[0] as string);
    h.passResponses();
    expect(rogueBorgOn(h.s, hood)).toHaveLength(3);
    expect(h.log().some((l) => l.includes('Rogue Borg battle aboard U.S.S. Hood: 3 Borg, STRENGTH 9') && l.includes('the Borg win'))).toBe(true);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('discard');
    h.finish();
  });

  it("negative: the opponent's force field does not guard player-1's ship; in hand it does nothing", () => {
    // Taitt and Mendon (6) against two Borg (4): the crew wins, one Borg dies, at the position's turn start
    const theirs = borgPosition(['Taitt', 'Mendon'], [RBM, RBM], [IFF]);
    expect(rogueBorgOn(theirs.s, theirs.card(HOOD, 'player-1'))).toHaveLength(1);
    theirs.finish();
    const held = borgPosition(['Taitt'], [RBM, RBM], [], 'player-2', { hand: [IFF] });
    endTurn(held);
    expect(held.log().filter((l) => l.includes('a tie, nobody dies')).length).toBeGreaterThan(0);
    expect(held.log().some((l) => l.includes('holds off'))).toBe(false);
    held.finish();
  });
});

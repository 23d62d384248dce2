/**
 * Horga'hn (Premiere artifact, first print): on the table the moment it is earned; from then on its
 * holder takes double turns (two whole turns in a row), not cumulative. Set up as constructed positions
 * (player-2 active); docs/RULINGS.md, "Premiere artifacts, the last four" and "Card wording: the 31
 * cards with two printings".
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { earnArtifacts } from '../../src/rules/artifacts.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const HG = "Horga'hn";
type H = ReturnType<typeof setupTest>;

/** Ends turns one after another, returning who played each next turn. */
function nextTurns(h: H, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    endTurn(h);
    out.push(h.s.turn.active);
  }
  return out;
}

describe("Horga'hn", () => {
  it('is an artifact of the card data, implemented, played as its first print (double turns), with its text in our words', () => {
    expect(facts('horgahn').type).toBe('artifact');
    expect(cardImplementation('101_002')).toEqual({ implemented: true });
    expect(behaviour('horgahn')?.abilities).toEqual({ doubleTurns: true });
    expect(cardText('horgahn')).toContain('double turn');
  });

  it('earned, it goes on the table at once (not to hand), the solver\'s; that turn is the first of a double turn', () => {
    const h = setupTest(base({ seeded: { Gault: [HG] } }, { planets: { Gault: ['Klag'] } }));
    const hg = h.card(HG);
    earnArtifacts(h.s, 'player-2', h.card('Gault'));
    advance(h.s);
    expect(h.where(hg)).toEqual({ z: 'table' });
    expect(h.s.cards[hg]?.owner).toBe('player-2');
    expect(seat(h.s, 'player-2').hand).not.toContain(hg);
    expect(nextTurns(h, 3)).toEqual(['player-2', 'player-1', 'player-2']);
  });

  it('double turns from then on: two whole turns in a row for its holder, each with its own card play and draw; one turn for the opponent', () => {
    const h = setupTest(base({}, { table: [HG], hand: ['Klag'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    h.choose('Report Klag');
    h.passResponses();
    expect(h.s.turn.cardPlayed).toBe(true);
    const hand = seat(h.s, 'player-2').hand.length;
    endTurn(h);
    expect(h.s.turn).toMatchObject({ active: 'player-2', number: 2, cardPlayed: false });
    expect(seat(h.s, 'player-2').hand.length).toBe(hand + 1);
    expect(events(h, 'doubleTurn').map((e) => e.data?.player)).toEqual(['player-2']);
    expect(nextTurns(h, 4)).toEqual(['player-1', 'player-2', 'player-2', 'player-1']);
    h.finish();
  });

  it('the wrong player: the opponent\'s Horga\'hn gives player-2 nothing; without one, turns alternate', () => {
    const theirs = setupTest(base({ table: [HG] }, {}));
    expect(nextTurns(theirs, 4)).toEqual(['player-1', 'player-1', 'player-2', 'player-1']);
    theirs.finish();
    const none = setupTest(base({}, {}));
    expect(nextTurns(none, 3)).toEqual(['player-1', 'player-2', 'player-1']);
    none.finish();
  });

  it('boundary, not cumulative: two on the table still give two turns in a row, not three', () => {
    const h = setupTest(base({}, { table: [HG, HG] }));
    expect(nextTurns(h, 3)).toEqual(['player-2', 'player-1', 'player-2']);
    h.finish();
  });

  it('wrong timing: never played from hand (it acts only when earned)', () => {
    const h = setupTest(base({}, { hand: [HG] }));
    const hg = h.card(HG, 'player-2');
    expect(whyNotPlayable(h.s, 'player-2', hg)).toMatch(/acts at once when it is earned/);
    expect(h.options().filter((o) => o.card === hg)).toEqual([]);
  });
});

/**
 * Tox Uthat (Premiere artifact): played as an event it goes on the table and lets its holder play
 * Supernova from a later turn; played as an interrupt right after the opponent plays Supernova it stops
 * that Supernova. Supernova (101_095) is another helper's card file, not in this branch: the case of
 * the interrupt stopping a played Supernova is added with it (its file asks readyToxUthat and calls
 * spendToxUthat). Set up as constructed positions (player-2 active); docs/RULINGS.md, "Premiere
 * artifacts, the last four".
 */
import { describe, expect, it } from 'vitest';
import type { Option } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { readyToxUthat, spendToxUthat } from '../../src/cards/tox-uthat.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const T = 'Tox Uthat';
type H = ReturnType<typeof setupTest>;
const toxOptions = (h: H) => h.options().filter((o: Option) => h.s.cards[o.card as string]?.def === 'tox-uthat');

describe('Tox Uthat', () => {
  it('is an artifact of the card data, implemented, an event and an interrupt, with its text in our words', () => {
    expect(facts('tox-uthat').type).toBe('artifact');
    expect(cardImplementation('101_007')).toEqual({ implemented: true });
    expect(behaviour('tox-uthat')?.spec?.interrupt?.when).toEqual({ justPlayed: { by: 'opponent', cards: ['supernova'] } });
    expect(behaviour('tox-uthat')?.event).toBeDefined();
    expect(cardText('tox-uthat')).toContain('Supernova');
  });

  it('as an event: the turn\'s card play puts it on the table; Supernova is allowed from a later turn of its holder, not the same one', () => {
    const h = setupTest(base({}, { hand: [T] }));
    const tox = h.card(T, 'player-2');
    h.choose(`Play ${T}`);
    h.passResponses();
    expect(h.where(tox)).toEqual({ z: 'table' });
    expect(h.s.turn.cardPlayed).toBe(true);
    // boundary: the same turn, not yet
    expect(readyToxUthat(h.s, 'player-2')).toBeUndefined();
    endTurn(h);
    // the wrong player: the opponent's Tox Uthat is no use to player-1
    expect(readyToxUthat(h.s, 'player-1')).toBeUndefined();
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2');
    expect(readyToxUthat(h.s, 'player-2')).toBe(tox);
    h.finish();
  });

  it('Supernova spends it: spendToxUthat (what Supernova\'s card file calls) discards the ready Tox Uthat; then none is ready', () => {
    const h = setupTest(base({}, { table: [T] }));
    const tox = h.card(T, 'player-2');
    expect(readyToxUthat(h.s, 'player-2')).toBe(tox);
    spendToxUthat(h.s, tox);
    expect(h.where(tox).z).toBe('discard');
    expect(readyToxUthat(h.s, 'player-2')).toBeUndefined();
  });

  it('wrong timing: as an interrupt, only just after the opponent\'s Supernova; never at a main decision', () => {
    const h = setupTest(base({ hand: [T] }, { hand: ['Klag'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    h.choose('Report Klag');
    // player-1 may answer Klag's report, but Tox Uthat is not among the answers
    if (h.s.pending?.player === 'player-1') expect(toxOptions(h)).toEqual([]);
    h.passResponses();
    expect(toxOptions(h)).toEqual([]);
    // the player's own Supernova is no target for his own Tox Uthat: player-2's hand offers only the event play
    const own = setupTest(base({}, { hand: [T] }));
    expect(toxOptions(own).map((o) => o.group)).toEqual(['play']);
  });

  it("as an interrupt: just after the opponent plays Supernova, it cancels it; nothing at the mission is discarded and the opponent's Tox Uthat stays", () => {
    const h = setupTest(base({ hand: [T] }, { hand: ['Supernova'], table: ['Tox Uthat'], ships: [{ card: 'Runabout', at: 'Gault', crew: ['Linda Larson'] }] }));
    h.choose('Play Supernova on Gault');
    expect(h.s.pending?.player).toBe('player-1');
    const answer = toxOptions(h);
    expect(answer).toHaveLength(1);
    h.chooseId((answer[0] as Option).id);
    h.passResponses();
    expect(h.where(h.card('Supernova', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Runabout', 'player-2')).z).toBe('inSpace');
    expect(h.where(h.card('Tox Uthat', 'player-2')).z).toBe('table');
    h.finish();
  });
});

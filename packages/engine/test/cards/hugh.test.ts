/**
 * Hugh (Premiere interrupt, 101_119): every Rogue Borg on the ships at one location is discarded; its
 * use against a Borg Ship (no attack by it for the rest of the turn) is in borg-ship.test.ts. docs/RULINGS.md,
 * "Premiere: the last interrupts" and "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { rogueBorgOn } from '../../src/rules/rogue-borg.ts';
import { borgPosition, HOOD, offered, RBM } from './rogue-borg-spec.ts';

const H = 'Hugh';

describe('Hugh', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('hugh').type).toBe('interrupt');
    expect(cardImplementation('101_119')).toEqual({ implemented: true });
    expect(cardText('hugh')).toContain('Rogue Borg');
  });

  it('destroys the Rogue Borg at Gault, Crosis too; those at another location stay', () => {
    // Taitt and Giusti (8) tie with two Borg doubled (8) at the position's turn start; the Galaxy is empty, so no battle there
    const h = borgPosition(['Taitt'], [], [H], 'player-2', {
      ships: [{ card: HOOD, at: 'Gault', crew: ['Taitt', 'Giusti'] }, { card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: [] }],
      attached: [{ card: RBM, on: HOOD }, { card: 'Crosis', on: HOOD }, { card: RBM, on: 'U.S.S. Galaxy' }],
    });
    const hood = h.card(HOOD, 'player-1');
    expect(offered(h, H).sort()).toEqual([`Play ${H}: destroy the Rogue Borg at Avert Danger`, `Play ${H}: destroy the Rogue Borg at Gault`]);
    h.choose(`Play ${H}: destroy the Rogue Borg at Gault`);
    h.passResponses();
    expect(rogueBorgOn(h.s, hood)).toEqual([]);
    expect(h.where(h.card('Crosis', 'player-1')).z).toBe('discard');
    expect(rogueBorgOn(h.s, h.card('U.S.S. Galaxy', 'player-1'))).toHaveLength(1);
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('aboard');
    h.finish();
  });

  it('negative: with no Rogue Borg and no Borg Ship in play there is nothing to play it on', () => {
    const h = borgPosition(['Taitt'], [], [H]);
    expect(offered(h, H)).toEqual([]);
    h.finish();
    expect(behaviour('borg-ship')?.dilemma).toBeDefined(); // its Borg Ship use: borg-ship.test.ts
  });

  it('boundary: Borg on two ships at one location, either player\'s, go together with one play', () => {
    const h = borgPosition(['Taitt'], [RBM], [H], 'player-1', {
      // empty ships: no battle at the position's turn start
      ships: [{ card: HOOD, at: 'Gault', crew: [] }, { card: 'U.S.S. Galaxy', at: 'Gault', crew: [] }],
      attached: [{ card: RBM, on: HOOD }, { card: RBM, on: 'U.S.S. Galaxy' }],
      hand: [H],
    });
    expect(offered(h, H)).toEqual([`Play ${H}: destroy the Rogue Borg at Gault`]);
    h.choose(`Play ${H}: destroy the Rogue Borg at Gault`);
    h.passResponses();
    expect(h.cards(RBM, 'player-1').map((id) => h.where(id).z)).toEqual(['discard', 'discard']);
    h.finish();
  });
});

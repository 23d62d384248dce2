/**
 * Supernova (Premiere event): with a Tox Uthat of his on the table, a player puts it on any mission;
 * everything at that location is discarded (ships with their crews, the planet's personnel, the cards
 * under the mission), the Tox Uthat too; the mission stays for its span and cannot be attempted.
 * Constructed positions: player-2 active; player-1's personnel on Gault; docs/RULINGS.md, "Premiere
 * events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

const N = 'Supernova';
const SHIP = [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Christopher Hobson'] }];

describe('Supernova', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('supernova').type).toBe('event');
    expect(cardImplementation('101_095')).toEqual({ implemented: true });
    expect(cardText('supernova')).toContain('Needs your Tox Uthat on the table');
  });

  it('with a Tox Uthat: everything at the location is discarded, the Tox Uthat too; the mission stays and cannot be attempted', () => {
    const h = setupTest(base({ ships: SHIP, seeded: { Gault: ['Archer'] } }, { hand: [N], table: ['Tox Uthat'], ships: [{ card: 'Runabout', at: 'Avert Danger', crew: ['Linda Larson'] }] }));
    const gault = h.card('Gault');
    h.choose('Play Supernova on Gault');
    h.passResponses();
    for (const [c, o] of [['Taitt', 'player-1'], ['Mendon', 'player-1'], ['U.S.S. Galaxy', 'player-1'], ['Christopher Hobson', 'player-1'], ['Archer', 'player-1'], ['Tox Uthat', 'player-2']] as const) {
      expect(h.where(h.card(c, o)).z).toBe('discard');
    }
    expect(h.where(h.card(N, 'player-2'))).toEqual({ z: 'attached', host: gault });
    expect(h.s.spaceline).toContain(gault);
    expect(eventCards(h, 'supernova')).toEqual([h.card(N, 'player-2')]);
    // the Runabout elsewhere is untouched; it still crosses Gault for its span and may stop there
    expect(h.where(h.card('Runabout', 'player-2')).z).toBe('inSpace');
    expect(h.options().some((o) => o.act.type === 'move' && o.target === gault)).toBe(true);
    expect(whyCannotAttempt(h.s, 'player-2', gault)).toMatch(/covered by a Supernova/);
    expect(whyCannotAttempt(h.s, 'player-1', gault)).toMatch(/covered by a Supernova/);
    h.finish();
  });

  it("negative: without a Tox Uthat, or with only the opponent's, it cannot be played", () => {
    const none = setupTest(base({}, { hand: [N] }));
    expect(whyNotPlayable(none.s, 'player-2', none.card(N, 'player-2'))).toMatch(/no legal place/);
    const theirs = setupTest(base({ table: ['Tox Uthat'] }, { hand: [N] }));
    expect(whyNotPlayable(theirs.s, 'player-2', theirs.card(N, 'player-2'))).toMatch(/no legal place/);
  });

  it('boundary: a location with a Supernova on it is not offered again; the others are', () => {
    const h = setupTest(base({}, { hand: [N], table: ['Tox Uthat', 'Tox Uthat'], attached: [{ card: N, on: 'Gault' }] }));
    const offered = h.options().filter((o) => o.card === h.card(N, 'player-2', 'hand')).map((o) => o.target);
    expect(offered).toHaveLength(3);
    expect(offered).not.toContain(h.card('Gault'));
  });
});

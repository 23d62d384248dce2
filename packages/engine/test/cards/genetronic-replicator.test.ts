/**
 * Genetronic Replicator (Premiere event 101_076, first print): on its owner's table, his Away Team
 * members cannot be killed while the Away Team has 2 MEDICAL. Set up as constructed positions
 * (player-1 active, holding it). docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { kill } from '../../src/rules/dilemmas.ts';
import { setupTest } from '../harness.ts';

const G = 'Genetronic Replicator';
function position(team: string[], p2: Record<string, unknown> = {}, crew: string[] = []) {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], hand: [G], planets: { 'Avert Danger': team }, ships: [{ card: 'Runabout', at: 'Avert Danger', crew }] },
    'player-2': { missions: ['Gault'], ...p2 },
    turn: { active: 'player-1' },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
function play(h: H): void {
  const o = h.options().find((x) => x.card === h.card(G, 'player-1'));
  if (!o) throw new Error('not offered');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Genetronic Replicator', () => {
  it('is an event of the card data, implemented, on the table, the first print in our words', () => {
    expect(facts('genetronic-replicator').type).toBe('event');
    expect(cardImplementation('101_076')).toEqual({ implemented: true });
    expect(behaviour('genetronic-replicator')?.abilities?.shieldsAwayTeam).toEqual({ skill: 'MEDICAL', count: 2 });
    expect(cardText('genetronic-replicator')).toContain('2 MEDICAL');
  });

  it('on the table, an Away Team with 2 MEDICAL loses nobody to a kill, the MEDICAL included; the log says why', () => {
    const h = position(['Calloway', 'Simon Tarses', 'Taitt']);
    play(h);
    expect(h.where(h.card(G)).z).toBe('table');
    kill(h.s, h.card('Taitt'), 'a test');
    kill(h.s, h.card('Calloway'), 'a test');
    expect(h.where(h.card('Taitt')).z).toBe('planet');
    expect(h.where(h.card('Calloway')).z).toBe('planet');
    expect(h.log().some((l) => l.includes('cannot be killed: 2 MEDICAL'))).toBe(true);
    h.finish();
  });

  it('boundary: one MEDICAL is not enough; once one of two has died the other is no longer shielded', () => {
    const h = position(['Calloway', 'Taitt']);
    play(h);
    kill(h.s, h.card('Taitt'), 'a test');
    expect(h.where(h.card('Taitt')).z).toBe('discard');
  });

  it('negative: not the opponent\'s Away Team, not a crew aboard a ship, and not from the hand', () => {
    const h = position(['Taitt'], { planets: { Gault: ['Divok', 'Vekma', 'Klag'] } }, ['Calloway', 'Simon Tarses', 'Mendon']);
    play(h);
    kill(h.s, h.card('Klag'), 'a test');
    kill(h.s, h.card('Mendon'), 'a test');
    expect(h.where(h.card('Klag')).z).toBe('discard');
    expect(h.where(h.card('Mendon')).z).toBe('discard');
    const inHand = position(['Calloway', 'Simon Tarses', 'Taitt']);
    kill(inHand.s, inHand.card('Taitt'), 'a test');
    expect(inHand.where(inHand.card('Taitt')).z).toBe('discard');
  });
});

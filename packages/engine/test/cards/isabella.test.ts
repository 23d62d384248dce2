/**
 * Isabella (Alternate Universe interrupt, 103_066): on a ship at a nebula; at the end of its player's
 * next turn the ship is destroyed unless Youth is aboard. Constructed positions: the spaceline Avert
 * Danger, Gault, Survey Mission (a nebula), Reported Activity; player-1 Federation, player-2 Klingon.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const IS = 'Isabella';
const KV = "I.K.C. K'Vort";

function setup(p1: Record<string, unknown>, p2: Record<string, unknown>, active = 'player-1'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Reported Activity'],
    turn: { active },
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Survey Mission'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], ...p2 },
  } as PositionSpec);
}
const plays = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${IS}:`));
const endTurn = (h: Harness, p: string) => {
  h.choose('end', p);
  h.passResponses();
};

describe('Isabella', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_066')).toEqual({ implemented: true });
    expect(cardText('isabella')).toContain('nebula');
  });

  it('played in her player\'s own turn: the ship at the nebula is destroyed at the end of his next turn, not before', () => {
    const h = setup({ hand: [IS] }, { ships: [{ card: KV, at: 'Survey Mission', crew: ['Klag'] }] });
    const kv = h.card(KV);
    expect(plays(h)).toEqual([`Play ${IS}: on player-2's ${KV}`]);
    h.choose(`Play ${IS}: on player-2's ${KV}`);
    h.passResponses();
    expect(h.where(h.card(IS))).toEqual({ z: 'attached', host: kv });
    endTurn(h, 'player-1');
    endTurn(h, 'player-2');
    expect(h.where(kv).z).toBe('inSpace');
    endTurn(h, 'player-1');
    expect(h.where(kv).z).toBe('discard');
    expect(h.where(h.card('Klag')).z).toBe('discard');
    expect(h.where(h.card(IS)).z).toBe('discard');
    h.finish();
  });

  it('boundary: with Youth aboard at that moment the ship is saved, and the card is discarded', () => {
    const h = setup({ hand: [IS] }, { ships: [{ card: KV, at: 'Survey Mission', crew: ['Klag', 'Divok'] }] });
    const kv = h.card(KV);
    h.choose(`Play ${IS}: on player-2's ${KV}`);
    h.passResponses();
    endTurn(h, 'player-1');
    endTurn(h, 'player-2');
    endTurn(h, 'player-1');
    expect(h.where(kv).z).toBe('inSpace');
    expect(h.where(h.card(IS)).z).toBe('discard');
    h.finish();
  });

  it('the wrong timing: played in the opponent\'s turn, "your next turn" is the one that comes next', () => {
    const h = setup({ hand: [IS], alwaysRespond: true }, { ships: [{ card: KV, at: 'Survey Mission', crew: ['Klag'] }, { card: KV, at: 'Gault', crew: ['Kromm'] }] }, 'player-2');
    const kv = h.card(KV);
    h.choose(`Unload from ${KV} to Klingon Outpost`, 'player-2');
    h.choose('Kromm', 'player-2');
    // the point before the cards move (Barclay Transporter Phobia's, constructed rules revision 5): Isabella is not for it
    expect(plays(h)).toEqual([]);
    h.choose('No response', 'player-1');
    // player-1's response point after the opponent's order
    expect(plays(h)).toEqual([`Play ${IS}: on player-2's ${KV}`]);
    h.choose(`Play ${IS}: on player-2's ${KV}`, 'player-1');
    h.passResponses();
    endTurn(h, 'player-2');
    expect(h.where(kv).z).toBe('inSpace');
    endTurn(h, 'player-1');
    expect(h.where(kv).z).toBe('discard');
    h.finish();
  });

  it('negative: a ship not at a nebula is no target; nor one carrying an Isabella already', () => {
    const h = setup({ hand: [IS, IS], ships: [{ card: 'Runabout', at: 'Reported Activity' }] }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] });
    expect(plays(h)).toEqual([]);
    h.finish();
    const two = setup({ hand: [IS, IS] }, { ships: [{ card: KV, at: 'Survey Mission', crew: ['Klag'] }] });
    two.choose(`Play ${IS}: on player-2's ${KV}`);
    two.passResponses();
    expect(plays(two)).toEqual([]);
    two.finish();
  });
});

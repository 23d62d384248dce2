/**
 * rules/truces.ts: two ships that may not battle each other this turn (Hail), read by rules/battle.ts.
 * The truces are put by hand here (Hail's own spec plays the card), so these cases do not replay.
 */
import { describe, expect, it } from 'vitest';
import { attackers, battleOptions } from '../../src/rules/battle.ts';
import { addTruce, inTruce, truces } from '../../src/rules/truces.ts';
import { setup } from '../cards/interrupts-b-position.ts';

const KV = "I.K.C. K'Vort";

function position() {
  const h = setup({ hand: ['Hail', 'Hail'], ships: [{ card: 'Runabout', at: 'Gault' }, { card: 'Runabout', at: 'Gault' }] }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm'] }] }, { active: 'player-2' });
  const [r1, r2] = h.cards('Runabout') as [string, string];
  const [h1, h2] = h.cards('Hail') as [string, string];
  return { h, r1, r2, h1, h2, kv: h.card(KV) };
}

describe('truces', () => {
  it('a truce is both ways, and only between its two ships', () => {
    const { h, r1, r2, h1, kv } = position();
    addTruce(h.s, h1, r1, kv);
    expect([inTruce(h.s, r1, kv), inTruce(h.s, kv, r1), inTruce(h.s, r2, kv)]).toEqual([true, true, false]);
    expect(attackers(h.s, 'player-2', h.card('Gault'), r1)).toEqual([]);
    expect(attackers(h.s, 'player-2', h.card('Gault'), r2)).toEqual([kv]);
    expect(battleOptions(h.s, 'player-2').map((o) => o.card)).toEqual([r2]);
  });

  it('boundary: two truces made one after the other pair up as made', () => {
    const { h, r1, r2, h1, h2, kv } = position();
    addTruce(h.s, h1, r1, kv);
    addTruce(h.s, h2, r2, kv);
    expect(truces(h.s)).toEqual([[r1, kv], [r2, kv]]);
    expect(battleOptions(h.s, 'player-2').filter((o) => o.act.type === 'battle' && o.act.against === 'ship')).toEqual([]);
  });

  it('negative: none in force, every ship may be attacked; they end with the turn', () => {
    const { h, r1, r2, h1, kv } = position();
    expect(battleOptions(h.s, 'player-2').map((o) => o.card)).toEqual([r1, r2]);
    addTruce(h.s, h1, r1, kv);
    h.choose('end', 'player-2');
    h.passResponses();
    expect(truces(h.s)).toEqual([]);
  });
});

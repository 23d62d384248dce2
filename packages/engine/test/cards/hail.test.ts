/**
 * Hail (Alternate Universe interrupt, 103_062): two ships of different players cannot battle each other
 * for the rest of the turn. Constructed positions (interrupts-b-position.ts): player-2 (Klingon) may
 * attack player-1's Runabout at Gault; player-1 hails in player-2's turn.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import type { Harness } from '../harness.ts';
import { plays, setup } from './interrupts-b-position.ts';

const HA = 'Hail';
const KV = "I.K.C. K'Vort";
const attackRunabout = (h: Harness) => h.labels().filter((l) => l.startsWith('Attack Runabout'));

/** player-2's turn; his order (Toq unloads to the outpost) gives player-1 a response point, where he hails. */
function hailed(klingonShips: { card: string; at: string; crew: string[] }[]) {
  const h = setup({ hand: [HA], alwaysRespond: true, ships: [{ card: 'Runabout', at: 'Gault' }] }, { ships: klingonShips }, { active: 'player-2' });
  const kv = h.cards(KV)[0] as string;
  expect(attackRunabout(h)).toHaveLength(1);
  h.choose(`Unload from ${KV} to Klingon Outpost`, 'player-2');
  h.choose('Toq', 'player-2');
  h.choose('Done', 'player-2');
  // the response point before the cards move (Barclay Transporter Phobia's, constructed rules revision 5): Hail is not for it
  expect(h.s.pending?.prompt).toMatch(/^Before player-2 is transporting/);
  h.choose('No response', 'player-1');
  return { h, kv };
}

describe('Hail', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_062')).toEqual({ implemented: true });
    expect(cardText('hail')).toContain('cannot battle each other');
  });

  it('the two ships cannot battle each other for the rest of the turn; the next turn they can', () => {
    const { h } = hailed([{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm', 'Toq'] }]);
    expect(plays(h, HA)).toEqual([`Play ${HA}: truce between player-1's Runabout and player-2's ${KV}`]);
    h.choose(`Play ${HA}: truce`, 'player-1');
    h.passResponses();
    expect(attackRunabout(h)).toEqual([]);
    h.choose('end', 'player-2');
    h.passResponses();
    h.choose('end', 'player-1');
    h.passResponses();
    expect(attackRunabout(h)).toHaveLength(1);
    h.finish();
  });

  it('negative: another ship of the same player may still attack, alone; the hailed one cannot join it', () => {
    const { h, kv } = hailed([{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm', 'Toq'] }, { card: KV, at: 'Gault', crew: ['Divok'] }]);
    const pair = plays(h, HA).find((l) => l.includes(KV)) as string;
    expect(plays(h, HA)).toHaveLength(2); // one pair for each K'Vort (boundary: both offered)
    h.choose(pair, 'player-1');
    h.passResponses();
    expect(attackRunabout(h)).toHaveLength(1);
    h.choose('Attack Runabout', 'player-2');
    // the hailed K'Vort is not among the attackers: only the other one, which launches the attack at once
    expect(h.options().filter((o) => o.card === kv)).toEqual([]);
    const other = h.cards(KV).find((id) => id !== kv);
    expect(h.options().some((o) => o.card === other)).toBe(true);
    h.finish();
  });

  it('not offered where there is no pair of ships of different players', () => {
    const h = setup({ hand: [HA], ships: [{ card: 'Runabout', at: 'Gault' }] }, {});
    expect(plays(h, HA)).toEqual([]);
    h.finish();
  });
});

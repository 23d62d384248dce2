/**
 * La Forge Maneuver (Alternate Universe interrupt, 103_069): a cloaked ship at a planet location is
 * exposed; if the next action is an attack on it, it may be attacked as though decloaked. Constructed
 * positions: player-1's D'deridex cloaks at Gault in his turn; player-2's I.K.C. K'Vort is there and
 * player-2 holds the card.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { isCloaked } from '../../src/rules/cloaking.ts';
import { exposed } from '../../src/rules/exposure.ts';
import type { Harness } from '../harness.ts';
import { plays, setup } from './interrupts-b-position.ts';

const LF = 'La Forge Maneuver';
const DD = "D'deridex";
const KV = "I.K.C. K'Vort";
const ATTACK = `Attack ${DD} at Gault`;

/** player-1 cloaks the D'deridex at Gault and ends his turn; `p2`: more of player-2's side (he holds the card). */
function cloakedAtGault(p2: Record<string, unknown> = {}): Harness {
  const h = setup(
    { ships: [{ card: DD, at: 'Gault', crew: ['Tomalak', 'Palteth', 'Tomek'] }] },
    { hand: [LF], ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm'] }], ...p2 },
  );
  h.choose(`Cloak ${DD}`, 'player-1');
  h.passResponses();
  h.choose('end', 'player-1');
  h.passResponses();
  expect(isCloaked(h.s, h.card(DD))).toBe(true);
  return h;
}

describe('La Forge Maneuver', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_069')).toEqual({ implemented: true });
    expect(cardText('la-forge-maneuver')).toContain('Maneuver card');
  });

  it('exposes a cloaked ship at a planet location: the next action may be an attack on it', () => {
    const h = cloakedAtGault();
    expect(h.labels()).not.toContain(ATTACK);
    expect(plays(h, LF)).toEqual([`Play ${LF}: expose player-1's ${DD} at Gault`]);
    h.choose(`Play ${LF}`, 'player-2');
    h.passResponses();
    expect(h.labels()).toContain(ATTACK);
    h.choose(ATTACK, 'player-2');
    h.choose(KV, 'player-2');
    h.passResponses();
    expect(h.log().some((l) => l.startsWith(`player-2 attacks ${DD} with ${KV}`))).toBe(true);
    // the attack was the action: the exposure is spent
    expect(exposed(h.s, h.card(DD))).toBe(false);
    h.finish();
  });

  it('negative: another action first ends the exposure; an uncloaked ship is no target', () => {
    const h = cloakedAtGault({ hand: [LF, 'Torin'] });
    h.choose(`Play ${LF}`, 'player-2');
    h.passResponses();
    expect(h.labels()).toContain(ATTACK);
    h.choose('Report Torin', 'player-2'); // reporting a personnel is an action
    h.passResponses();
    while (h.s.pending?.kind !== 'main') h.chooseId((h.options()[0] as { id: string }).id);
    expect(h.labels()).not.toContain(ATTACK);
    expect(plays(h, LF)).toEqual([]); // the one copy is spent
    h.finish();
    const plain = setup({ ships: [{ card: DD, at: 'Gault', crew: ['Tomalak', 'Palteth', 'Tomek'] }] }, { hand: [LF] }, { active: 'player-1' });
    expect(plays(plain, LF)).toEqual([]);
    plain.finish();
  });

  it('wrong timing: played in the opponent\'s turn, it is gone by the next turn', () => {
    const h = setup(
      { ships: [{ card: DD, at: 'Gault', crew: ['Tomalak', 'Palteth', 'Tomek'] }] },
      { hand: [LF], ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Kromm'] }] },
    );
    h.choose(`Cloak ${DD}`, 'player-1');
    // player-2's response point after the cloak order
    h.choose(`Play ${LF}`, 'player-2');
    h.passResponses();
    expect(exposed(h.s, h.card(DD))).toBe(true);
    h.choose('end', 'player-1');
    h.passResponses();
    expect(h.s.turn.active).toBe('player-2');
    expect(exposed(h.s, h.card(DD))).toBe(false);
    expect(h.labels()).not.toContain(ATTACK);
    h.finish();
  });
});

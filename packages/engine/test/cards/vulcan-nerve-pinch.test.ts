/**
 * Vulcan Nerve Pinch (Alternate Universe interrupt, 103_080): right after an Away Team battle begins,
 * each of the player's Vulcans and Soong-type androids in it puts one opposing personnel in it, at random,
 * in stasis until the end of the player's next turn; they take no part in the battle. Constructed positions
 * (battle-positions.ts) on Gault.
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardsInStasis, inStasis } from '../../src/rules/stasis.ts';
import { setupTest } from '../harness.ts';
import { attack, battlePosition, plays } from './battle-positions.ts';
import { endTurn, events } from './helpers.ts';

const VNP = 'Vulcan Nerve Pinch';
const KLINGONS = ['Klag', 'Kromm', 'Divok']; // STRENGTH 7, 8, 8

describe('Vulcan Nerve Pinch', () => {
  it('is implemented, its text in our words (its Rogue Borg use not offered)', () => {
    expect(cardImplementation('103_080')).toEqual({ implemented: true });
    expect(cardText('vulcan-nerve-pinch')).toContain('Rogue Borg use is not offered');
  });

  it('the defender\'s Vulcan (Selok, Romulan/Vulcan) pinches one attacker at random: in stasis, out of the battle, until the end of the defender\'s next turn', () => {
    const h = attack({ p2: KLINGONS, p1: ['Selok', 'Tebok'], p1More: { hand: [VNP] } });
    // player-2's point was answered for (nothing to play); player-1's is pending
    expect(h.s.pending?.player).toBe('player-1');
    expect(plays(h, VNP)).toEqual([`Play ${VNP}: 1 pinch(es) at Gault`]);
    h.choose(`Play ${VNP}`);
    h.passResponses();
    const caught = cardsInStasis(h.s);
    expect(caught).toHaveLength(1);
    const victim = caught[0] as string;
    expect(KLINGONS.map((r) => h.card(r, 'player-2'))).toContain(victim);
    expect(h.where(victim).z).toBe('planet'); // not killed: out of the battle
    const str = { [h.card('Klag', 'player-2')]: 7, [h.card('Kromm', 'player-2')]: 8, [h.card('Divok', 'player-2')]: 8 };
    expect(events(h, 'battle')[0]?.data).toMatchObject({ attack: 23 - (str[victim] as number), defense: 14 });
    endTurn(h); // player-2's turn ends: still in stasis
    expect(inStasis(h.s, victim)).toBe(true);
    expect(h.s.cards[victim]?.stopped).toBe(true);
    endTurn(h); // player-1's next turn ends: free
    expect(inStasis(h.s, victim)).toBe(false);
    h.finish();
  });

  it('the attacker may play it too: player-1\'s Romulans with Selok attack, and his own point comes first', () => {
    const h = attack({ active: 'player-1', p1: ['Selok', 'Tebok'], p2: ['Klag', 'Kromm'], p1More: { hand: [VNP] } });
    expect(h.s.pending?.player).toBe('player-1');
    h.choose(`Play ${VNP}`);
    h.passResponses();
    expect(cardsInStasis(h.s)).toHaveLength(1);
    // 14 against the other Klingon's 7 or 8: one Klingon left in the battle, and he is killed
    const left = ['Klag', 'Kromm'].map((r) => h.card(r, 'player-2')).filter((id) => !inStasis(h.s, id));
    expect(left.map((id) => h.where(id).z)).toEqual(['discard']);
    h.finish();
  });

  it('boundary: two pinchers (Taurik a Vulcan, Data a Soong-type android) against one Klingon: he alone is caught, and nobody dies', () => {
    const h = attack({ p2: ['Klag'], p1: ['Taurik', 'Data'], p1More: { hand: [VNP] } });
    expect(plays(h, VNP)).toEqual([`Play ${VNP}: 2 pinch(es) at Gault`]);
    h.choose(`Play ${VNP}`);
    h.passResponses();
    expect(cardsInStasis(h.s)).toEqual([h.card('Klag', 'player-2')]);
    expect(events(h, 'battle')[0]?.data).toMatchObject({ attack: 0, defense: 20 });
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('negative and wrong timing: no Vulcan or android of the player\'s in the battle, or at a main decision: not offered', () => {
    const h = attack({ p2: KLINGONS, p1: ['Tebok'], p2More: { hand: [VNP] } });
    expect(events(h, 'battle')).toHaveLength(1); // both points answered for: nothing to play
    expect(h.where(h.card(VNP, 'player-2')).z).toBe('hand');
    h.finish();
    const main = setupTest(battlePosition({ active: 'player-1', p1: ['Selok'], p2: ['Klag'], p1More: { hand: [VNP] } }));
    expect(plays(main, VNP)).toEqual([]);
    main.finish();
  });
});

/**
 * Klingon Right of Vengeance (Premiere interrupt, 101_126): right after one of the player's Klingons is
 * killed in an Away Team battle, his other Klingons there re-attack at once with double STRENGTH.
 * Constructed positions (battle-positions.ts): player-2's Klingons attack player-1's Romulans on Gault.
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { Harness } from '../harness.ts';
import { attack, plays } from './battle-positions.ts';
import { events } from './helpers.ts';
import { meet } from './dilemma-positions.ts';

const KROV = 'Klingon Right of Vengeance';
const KLINGONS = ['Kromm', 'Divok', 'Klag']; // 8 + 8 + 7 = 23
const ROMULANS = ['Tebok', 'Parem', 'Galathon']; // 9 + 9 + 9 = 27

/** Passes the response points until one offers the card, or none is left. */
function untilOffered(h: Harness, card: string): void {
  for (let n = 0; n < 12 && h.s.pending?.kind === 'respond' && plays(h, card).length === 0; n++) h.choose('No response');
}

/** Passes every response point left, checking that none offers the card. */
function neverOffered(h: Harness, card: string): void {
  for (let n = 0; n < 12 && h.s.pending?.kind === 'respond'; n++) {
    expect(plays(h, card)).toEqual([]);
    h.choose('No response');
  }
}

const dead = (h: Harness, refs: string[], p: 'player-1' | 'player-2') => refs.filter((r) => h.where(h.card(r, p)).z === 'discard');

describe('Klingon Right of Vengeance', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_126')).toEqual({ implemented: true });
    expect(cardText('klingon-right-of-vengeance')).toContain('double STRENGTH');
  });

  it('a Klingon falls in the battle: the two left re-attack at double STRENGTH (30 or 32 against 27) and a Romulan dies', () => {
    const h = attack({ p2: KLINGONS, p1: ROMULANS, p2More: { hand: [KROV] } });
    untilOffered(h, KROV);
    const fallen = dead(h, KLINGONS, 'player-2');
    expect(fallen).toHaveLength(1);
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, KROV)).toEqual([`Play ${KROV}: avenge ${fallen[0]}: 2 Klingon(s) re-attack at Gault`]);
    h.choose(`Play ${KROV}`);
    h.passResponses();
    const b = events(h, 'battle');
    expect(b).toHaveLength(2);
    expect(b[0]?.data).toMatchObject({ attack: 23, defense: 27 });
    const left = KLINGONS.filter((r) => r !== fallen[0]);
    const twice = 2 * left.reduce((n, r) => n + (r === 'Klag' ? 7 : 8), 0);
    expect(b[1]?.data).toMatchObject({ attack: twice, defense: 27 });
    expect(dead(h, ROMULANS, 'player-1')).toHaveLength(1);
    expect(dead(h, KLINGONS, 'player-2')).toEqual(fallen);
    h.finish();
  });

  it('boundary: one re-attack for each death (a second copy is not offered for it); a lone Klingon has nobody to avenge him', () => {
    const h = attack({ p2: KLINGONS, p1: ROMULANS, p2More: { hand: [KROV, KROV] } });
    untilOffered(h, KROV);
    h.choose(`Play ${KROV}`);
    // the opponent's point on the card, then the re-attack: the second copy is never offered for the same death
    for (let n = 0; n < 12 && h.s.pending?.kind === 'respond'; n++) {
      expect(plays(h, KROV)).toEqual([]);
      h.choose('No response');
    }
    expect(h.s.cards[h.cards(KROV, 'player-2')[1] as string]?.at.z).toBe('hand');
    h.finish();
    const lone = attack({ p2: ['Klag'], p1: ['Tebok'], p2More: { hand: [KROV] } });
    expect(lone.where(lone.card('Klag', 'player-2')).z).toBe('discard');
    expect(lone.where(lone.card(KROV, 'player-2')).z).toBe('hand'); // its points offered nothing
    lone.finish();
  });

  it('negative and the wrong player: a Romulan killed, the opponent of the fallen Klingon, a Klingon killed by a dilemma: not offered', () => {
    const win = attack({ p2: KLINGONS, p1: ['Tebok'], p1More: { hand: [KROV], alwaysRespond: true }, p2More: { hand: [KROV], alwaysRespond: true } });
    neverOffered(win, KROV);
    expect(win.where(win.card('Tebok', 'player-1')).z).toBe('discard');
    expect(win.where(win.card(KROV, 'player-1')).z).toBe('hand');
    expect(win.where(win.card(KROV, 'player-2')).z).toBe('hand');
    win.finish();
    const foe = attack({ p2: KLINGONS, p1: ROMULANS, p1More: { hand: [KROV], alwaysRespond: true } });
    neverOffered(foe, KROV);
    expect(dead(foe, KLINGONS, 'player-2')).toHaveLength(1);
    expect(foe.where(foe.card(KROV, 'player-1')).z).toBe('hand');
    foe.finish();
    const armus = meet(['Armus - Skin of Evil'], { team: ['Klag', 'Kromm'], p2: { hand: [KROV] } });
    expect(dead(armus, ['Klag', 'Kromm'], 'player-2')).toHaveLength(1);
    expect(armus.where(armus.card(KROV, 'player-2')).z).toBe('hand');
    armus.finish();
  });
});

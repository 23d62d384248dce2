/**
 * Klingon Death Yell (Premiere interrupt, 101_125): right after a Klingon with Honor is killed, either
 * player may play it on him for 5 bonus points, one yell for each death. Constructed positions: player-2's
 * Away Team on Gault meets Armus - Skin of Evil, which kills one member at random (here the only one).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import type { Window } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/formats/rules.ts';
import { setupTest } from '../harness.ts';
import { position } from './dilemma-positions.ts';

const DY = 'Klingon Death Yell';
const yells = (h: ReturnType<typeof setupTest>) => h.labels().filter((l) => l.startsWith(`Play ${DY}`));

function killed(team: string[], p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) {
  const h = setupTest(position(['Armus - Skin of Evil'], { team, p1, p2 }));
  h.choose(`attempt:${h.card('Gault')}`);
  // the response points after the attempt order, up to the one after the kill
  for (let n = 0; n < 10 && h.s.pending?.kind === 'respond' && (h.s.flow.at(-1) as { win?: Window } | undefined)?.win?.type !== 'after'; n++) h.choose('No response');
  return h;
}

describe('Klingon Death Yell', () => {
  it('is implemented, its text in our words; the response point after a kill is constructed\'s alone', () => {
    expect(cardImplementation('101_125')).toEqual({ implemented: true });
    expect(cardText('klingon-death-yell')).toContain('Klingon with Honor');
    expect(CONSTRUCTED_RULES.responsePointsAfter).toContain('personnelKilled');
    expect(INTRO_RULES.responsePointsAfter).toEqual([]);
  });

  it('the owner of a Klingon with Honor just killed yells for him: the card goes to his bonus points, 5 points', () => {
    const h = killed(['Batrell'], {}, { hand: [DY] });
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('discard');
    expect(h.s.pending?.player).toBe('player-2');
    expect(yells(h)).toEqual([`Play ${DY}: yell for Batrell`]);
    const before = seat(h.s, 'player-2').score;
    h.choose(`Play ${DY}: yell for Batrell`);
    h.passResponses();
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    expect(h.where(h.card(DY, 'player-2'))).toEqual({ z: 'bonus', player: 'player-2' });
    h.finish();
  });

  it('the opponent may yell for him too; one yell for each death: the second copy is not offered', () => {
    const h = killed(['Batrell'], { hand: [DY] }, { hand: [DY] });
    expect(yells(h)).toHaveLength(1);
    h.choose(`Play ${DY}: yell for Batrell`, 'player-2');
    // player-1's chance to answer the yell, then player-1's own point after the kill
    for (let n = 0; n < 10 && h.s.pending?.player === 'player-1' && yells(h).length === 0 && h.s.pending.kind === 'respond'; n++) h.choose('No response');
    expect(yells(h)).toEqual([]);
    h.passResponses();
    expect(h.where(h.card(DY, 'player-1')).z).toBe('hand');
    h.finish();
  });

  it('a Klingon without Honor, or a Klingon with Honor not just killed, gives no yell', () => {
    const h = killed(['Klag'], {}, { hand: [DY] });
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    expect(yells(h)).toEqual([]);
    h.passResponses();
    h.finish();
    const alive = setupTest(position([], { team: ['Batrell'], p2: { hand: [DY] } }));
    expect(yells(alive)).toEqual([]);
    alive.finish();
  });

  it('the opponent can yell for a dead Klingon of the other side (boundary: whose he was does not matter)', () => {
    const h = killed(['Batrell'], { hand: [DY] });
    // player-2, holding no yell, was answered for (only "No response"): player-1 is asked next
    expect(h.s.pending?.player).toBe('player-1');
    expect(yells(h)).toEqual([`Play ${DY}: yell for Batrell`]);
    h.choose(`Play ${DY}: yell for Batrell`, 'player-1');
    h.passResponses();
    expect(h.where(h.card(DY, 'player-1'))).toEqual({ z: 'bonus', player: 'player-1' });
    h.finish();
  });
});

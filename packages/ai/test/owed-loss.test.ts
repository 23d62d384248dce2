/**
 * A card's obligation that would lose the game (issue 28; docs/RULINGS.md "Bots and obligations"):
 * a Devidian Door's use is a debt paid next turn with another Devidian Door from hand, or the game is
 * lost. The position's value weighs such a debt the hand cannot pay as all but a loss (engine
 * rules/endgame.ts lossesOwed, read by the heuristic without naming the card), so the heuristic
 * never uses the door without a second one in hand to show.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, cloneState } from '@stccg/engine';
import type { GameState, Option, PlayerId, PositionSpec } from '@stccg/engine';
import { lossesOwed } from '@stccg/engine/rules/endgame.ts';
import { chooseOption, evaluate, newMemo } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

const ME: PlayerId = 'player-1';

/** player-1 (Federation, to play, its card play made) with an open Alternate Universe Door and a Devidian Door on the table. */
function position(hand: string[]): GameState {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity', 'Investigate Rogue Comet'],
    turn: { active: ME, cardPlayed: true },
    'player-1': {
      missions: ['Reported Activity', 'Investigate Rogue Comet'],
      outposts: [{ card: 'Federation Outpost', at: 'Investigate Rogue Comet' }],
      // an Away Team on Reported Activity (Navigation + ENGINEER x2) one ENGINEER short
      planets: { 'Reported Activity': ['McKnight', 'Linda Larson'] },
      table: ['Alternate Universe Door', 'Devidian Door'],
      hand,
    },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], planets: { Gault: ['Klag'] } },
  } as PositionSpec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  while (s.pending && s.pending.kind === 'personaSwap') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
  return s;
}

const futureOptions = (s: GameState) => (s.pending?.options ?? []).filter((o) => o.label.startsWith('Devidian Door:'));

/** The position after player-1 uses the Devidian Door on the first planet offered. */
function used(s: GameState): GameState {
  const t = cloneState(s);
  const o = futureOptions(t)[0];
  if (!o || !t.pending) throw new Error('no Devidian Door use offered');
  apply(t, { decision: t.pending.id, option: o.id });
  return t;
}

describe('bots and a debt that loses the game', () => {
  it('a debt with nothing in hand to pay it is counted; with a Devidian Door in hand it is not; no debt, nothing', () => {
    const alone = position(['Exocomp']);
    const paired = position(['Exocomp', 'Devidian Door']);
    expect(lossesOwed(alone, ME)).toBe(0);
    expect(lossesOwed(used(alone), ME)).toBe(1);
    expect(lossesOwed(used(paired), ME)).toBe(0);
    // the other seat owes nothing for it
    expect(lossesOwed(used(alone), 'player-2')).toBe(0);
  });

  it('the position after such a use is valued far below the one with a door to show', () => {
    const alone = used(position(['Exocomp']));
    const paired = used(position(['Exocomp', 'Devidian Door']));
    // the paired hand holds one card more (a door), worth under a point; the debt costs hundreds
    expect(evaluate(paired, ME) - evaluate(alone, ME)).toBeGreaterThan(250);
    expect(evaluate(alone, 'player-2') - evaluate(paired, 'player-2')).toBeGreaterThan(250);
  });

  it('the heuristic brings the missing ENGINEER from the future with a second door in hand, and never without one', () => {
    const paired = position(['Exocomp', 'Devidian Door']);
    expect(chooseOption(paired, botRng(1), newMemo())).toMatch(/^future:.*@/);
    expect(evaluate(used(paired), ME) - evaluate(paired, ME)).toBeGreaterThan(3);
    const alone = position(['Exocomp']);
    expect(futureOptions(alone).length).toBeGreaterThan(0);
    for (const seed of [1, 2, 3]) expect(chooseOption(alone, botRng(seed), newMemo())).not.toMatch(/^future:/);
    expect(evaluate(used(alone), ME) - evaluate(alone, ME)).toBeLessThan(-250);
  });
});

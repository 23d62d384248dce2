/**
 * Destroy Radioactive Garbage Scow (Alternate Universe interrupt, 103_058): discards a Scow from its
 * mission, kills everyone there not aboard a ship, and leaves the mission 10 points poorer. Constructed
 * positions: spaceline Avert Danger, Gault, Survey Mission (space), Reported Activity; a Scow lies on
 * Survey Mission; player-2 (Klingon) has an outpost and a ship there.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { whyBarred } from '../../src/rules/barred-missions.ts';
import { missionPoints } from '../../src/rules/mission-points.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const DS = 'Destroy Radioactive Garbage Scow';
const KV = "I.K.C. K'Vort";

function setup(p1: Record<string, unknown>, p2: Record<string, unknown> = {}, scow = true): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ...p1 },
    'player-2': {
      missions: ['Avert Danger', 'Gault', 'Survey Mission'],
      outposts: [{ card: 'Klingon Outpost', at: 'Survey Mission', crew: ['Klag'] }],
      ships: [{ card: KV, at: 'Survey Mission', crew: ['Kromm'] }],
      ...(scow ? { attached: [{ card: 'Radioactive Garbage Scow', on: 'Survey Mission' }] } : {}),
      ...p2,
    },
  } as PositionSpec);
}
const plays = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${DS}:`));

describe('Destroy Radioactive Garbage Scow', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_058')).toEqual({ implemented: true });
    expect(cardText('destroy-radioactive-garbage-scow')).toContain('10 points less');
  });

  it('discards the Scow, kills the outpost\'s crew but not the ship\'s, and the mission is worth 10 points less', () => {
    const h = setup({ hand: [DS] });
    const loc = h.card('Survey Mission');
    expect(whyBarred(h.s, loc)).not.toBeNull();
    expect(plays(h)).toEqual([`Play ${DS}: on Survey Mission`]);
    h.choose(`Play ${DS}: on Survey Mission`);
    h.passResponses();
    expect(h.where(h.card('Radioactive Garbage Scow')).z).toBe('discard');
    expect(whyBarred(h.s, loc)).toBeNull();
    expect(h.where(h.card('Klag')).z).toBe('discard');
    expect(h.where(h.card('Kromm')).z).toBe('aboard');
    expect(h.where(h.card(DS))).toEqual({ z: 'attached', host: loc });
    expect(missionPoints(h.s, loc, 35)).toBe(25);
    h.finish();
  });

  it('the mission completed with the card on it scores 10 less, and the score stays what the completed missions make', () => {
    // seed 55 of a random constructed run: the score was 25 for Explore Black Cluster, the check of the
    // score counted its printed 35 (the points placed on it were not kept with the completed mission)
    const h = setupTest({
      format: 'constructed',
      spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Reported Activity'],
      turn: { active: 'player-2' },
      'player-1': { missions: ['Reported Activity'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }] },
      'player-2': {
        missions: ['Avert Danger', 'Gault', 'Survey Mission'],
        hand: [DS],
        outposts: [{ card: 'Klingon Outpost', at: 'Survey Mission' }],
        ships: [{ card: KV, at: 'Survey Mission', crew: ['Kromm', 'Dr. Reyga'] }], // Physics; Stellar Cartography
        attached: [{ card: 'Radioactive Garbage Scow', on: 'Survey Mission' }],
      },
    } as PositionSpec);
    const loc = h.card('Survey Mission');
    h.choose(`Play ${DS}: on Survey Mission`);
    h.passResponses();
    h.choose('Attempt Survey Mission');
    h.passResponses();
    expect(h.s.completed[loc]).toBe('player-2');
    expect(h.s.players['player-2']?.score).toBe(25);
    expect(h.s.cards[loc]?.points).toBe(25);
    h.finish(); // the invariants: the score is what the completed missions make
  });

  it('boundary: on a mission already completed the card is discarded and no points change', () => {
    const h = setup({ hand: [DS] }, { completed: ['Survey Mission'] });
    const loc = h.card('Survey Mission');
    h.choose(`Play ${DS}: on Survey Mission`);
    h.passResponses();
    expect(h.where(h.card(DS)).z).toBe('discard');
    expect(missionPoints(h.s, loc, 35)).toBe(35);
    expect(h.where(h.card('Klag')).z).toBe('discard');
    h.finish();
  });

  it('negative: with no Scow on any mission there is no play; the other player may play it too', () => {
    const none = setup({ hand: [DS] }, {}, false);
    expect(plays(none)).toEqual([]);
    none.finish();
    const theirs = setup({}, { hand: [DS] });
    theirs.choose('end', 'player-1');
    theirs.passResponses();
    expect(theirs.labels()).toContain(`Play ${DS}: on Survey Mission`);
    theirs.finish();
  });
});

/**
 * Jamaharon (Alternate Universe interrupt, 103_067): nullifies a Horga'hn (or a Parallel Romance, which
 * the engine does not play yet), or, with Risa Shore Leave on the spaceline, sends a male who is alone on
 * a planet to Risa. Constructed positions: player-1 holds the card; Risa is his mission where a case needs it.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { doubleTurnCard } from '../../src/rules/double-turns.ts';
import type { PositionSpec } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { plays, setup } from './interrupts-b-position.ts';

const J = 'Jamaharon';

/** The batch's position with Risa Shore Leave (player-1's) at the right end of the spaceline. */
function withRisa(p1: Record<string, unknown>, p2: Record<string, unknown>) {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity', 'Risa Shore Leave'],
    turn: { active: 'player-1' },
    'player-1': { missions: ['Reported Activity', 'Risa Shore Leave'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }], ...p2 },
  } as PositionSpec);
}

describe('Jamaharon', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_067')).toEqual({ implemented: true });
    expect(cardText('jamaharon')).toContain('Risa');
  });

  it("nullifies the opponent's Horga'hn: his turns are single again", () => {
    const h = setup({ hand: [J] }, { table: ["Horga'hn"] });
    const hg = h.card("Horga'hn");
    expect(doubleTurnCard(h.s, 'player-2')).toBe(hg);
    expect(plays(h, J)).toEqual([`Play ${J}: nullify player-2's Horga'hn`]);
    h.choose(`Play ${J}`);
    h.passResponses();
    expect(h.where(hg)).toEqual({ z: 'discard' });
    expect(doubleTurnCard(h.s, 'player-2')).toBeUndefined();
    expect(h.log().some((l) => l.includes("Horga'hn is nullified by Jamaharon"))).toBe(true);
    h.finish();
  });

  it('sends a male alone on a planet, either player\'s, to Risa', () => {
    const h = withRisa({ hand: [J], planets: { 'Reported Activity': ['Data'] } }, { planets: { 'Avert Danger': ['Klag'] } });
    const klag = h.card('Klag');
    expect(plays(h, J)).toEqual([
      `Play ${J}: send player-2's Klag from Avert Danger to Risa Shore Leave`,
      `Play ${J}: send player-1's Data from Reported Activity to Risa Shore Leave`,
    ]);
    h.choose(`Play ${J}: send player-2's Klag`);
    h.passResponses();
    expect(h.where(klag)).toEqual({ z: 'planet', loc: h.card('Risa Shore Leave') });
    h.finish();
  });

  it('boundary: not a male with company, not a female alone, not a male already on Risa', () => {
    const h = withRisa(
      { hand: [J], planets: { 'Reported Activity': ['Tasha Yar'], 'Risa Shore Leave': ['Data'] } },
      { planets: { 'Avert Danger': ['Klag', 'worf'] } },
    );
    expect(plays(h, J)).toEqual([]);
    h.finish();
  });

  it('negative: without Risa on the spaceline a lone male stays; with no Horga\'hn nothing is offered', () => {
    const h = setup({ hand: [J] }, { planets: { 'Avert Danger': ['Klag'] } });
    expect(plays(h, J)).toEqual([]);
    h.finish();
  });
});

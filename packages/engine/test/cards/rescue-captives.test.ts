/**
 * Rescue Captives (Alternate Universe interrupt, 103_072): every personnel of its player's held
 * captive goes back to one of his outposts; an Interrogation on a freed captive is discarded
 * (docs/RULINGS.md, "Alternate Universe: captives", AC2, AC5). player-1 holds the card.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { captivesOwnedBy } from '../../src/rules/captives.ts';
import { setupTest } from '../harness.ts';
import { plays, position, setup, SPACELINE } from './interrupts-b-position.ts';

const R = 'Rescue Captives';

describe('Rescue Captives', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_072')).toEqual({ implemented: true });
    expect(cardText('rescue-captives')).toContain('captive');
  });

  it('frees both of his captives to his one outpost', () => {
    const h = setup({ hand: [R] }, { captives: ['Data', 'Deanna Troi'] });
    const data = h.card('Data', 'player-1');
    const troi = h.card('Deanna Troi', 'player-1');
    const outpost = h.card('Federation Outpost', 'player-1');
    expect(plays(h, R)).toEqual([`Play ${R}: free Data, Deanna Troi to your outposts`]);
    h.choose(`Play ${R}`);
    h.passResponses();
    expect(h.where(data)).toEqual({ z: 'aboard', host: outpost });
    expect(h.where(troi)).toEqual({ z: 'aboard', host: outpost });
    expect(captivesOwnedBy(h.s, 'player-1')).toEqual([]);
    expect(h.where(h.card(R, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('with two outposts its player picks the outpost for each captive', () => {
    const h = setupTest({
      ...position(
        { hand: [R], missions: ['Reported Activity', 'Distress Mission'], outposts: [{ card: 'Federation Outpost', at: 'Reported Activity' }, { card: 'Federation Outpost', at: 'Distress Mission' }] },
        { captives: ['Data'] },
      ),
      spaceline: [...SPACELINE, 'Distress Mission'],
    });
    h.choose(`Play ${R}`);
    h.passResponses();
    expect(h.s.pending?.kind).toBe('captiveReturn');
    expect(h.s.pending?.player).toBe('player-1');
    h.choose('Return Data to Federation Outpost at Distress Mission');
    const at = h.where(h.card('Data', 'player-1'));
    expect(at.z).toBe('aboard');
    expect((h.s.cards[(at as { host: string }).host]?.at as { loc: string }).loc).toBe(h.card('Distress Mission'));
    h.finish();
  });

  it('not offered with nobody of his held captive, nor for the opponent\'s captives (wrong player)', () => {
    const h = setup({ hand: [R], captives: ['Gowron'] }, {});
    expect(plays(h, R)).toEqual([]);
    h.finish();
  });

  it('boundary: a captive but no outpost of his in play: not offered', () => {
    const h = setup({ hand: [R], outposts: [] }, { captives: ['Data'] });
    expect(plays(h, R)).toEqual([]);
    h.finish();
  });
});

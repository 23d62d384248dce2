/**
 * Fire Sculptor (Alternate Universe interrupt, 103_061): moves a Plasma Fire or Warp Core Breach onto
 * the opponent's nearest ship, or melts (places out of play) one card of a discard pile. Constructed
 * positions (interrupts-b-position.ts; spaceline Avert Danger, Gault, Reported Activity): player-1's
 * Runabout burns at Reported Activity.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { plays, setup } from './interrupts-b-position.ts';

const FS = 'Fire Sculptor';
const KV = "I.K.C. K'Vort";
const burning = { ships: [{ card: 'Runabout', at: 'Reported Activity' }], attached: [{ card: 'Plasma Fire', on: 'Runabout' }] };

describe('Fire Sculptor', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_061')).toEqual({ implemented: true });
    expect(cardText('fire-sculptor')).toContain('melt');
  });

  it('moves a Plasma Fire onto the opponent\'s nearest ship, which then burns', () => {
    const h = setup({ hand: [FS], ...burning }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }, { card: KV, at: 'Avert Danger', crew: ['Kromm'] }] });
    const [near] = h.cards(KV, 'player-2').filter((id) => h.where(id).z === 'inSpace' && (h.where(id) as { loc: string }).loc === h.card('Gault'));
    // the K'Vort at Gault is nearer than the one at Avert Danger; both discard piles are empty: no melt
    expect(plays(h, FS)).toEqual([`Play ${FS}: move Plasma Fire from Runabout onto player-2's ${KV}`]);
    h.choose(`Play ${FS}: move Plasma Fire`);
    h.passResponses();
    expect(h.where(h.card('Plasma Fire'))).toEqual({ z: 'attached', host: near });
    // it keeps its clock: it burns the K'Vort at the end of the turn after the one it was played in
    h.choose('end', 'player-1');
    h.passResponses();
    expect(h.s.cards[near as string]?.damaged).toBe(false);
    h.choose('end', 'player-2');
    h.passResponses();
    expect(h.s.cards[near as string]?.damaged).toBe(true);
    expect(h.s.cards[h.card('Runabout')]?.damaged).toBe(false);
    h.finish();
  });

  it('boundary: ships equally near are each offered; the fire\'s own ship is never a choice', () => {
    const h = setup({ hand: [FS], ...burning }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }, { card: KV, at: 'Gault', crew: ['Kromm'] }] });
    expect(plays(h, FS).filter((l) => l.includes('move'))).toHaveLength(2);
    h.finish();
  });

  it('the wrong player: played by the fire\'s owner\'s opponent it goes onto a ship of the fire\'s owner, never his own', () => {
    const h = setup({ ships: [{ card: 'Runabout', at: 'Reported Activity' }, { card: 'Runabout', at: 'Avert Danger' }], attached: [{ card: 'Plasma Fire', on: 'Runabout' }] }, { hand: [FS], ships: [{ card: KV, at: 'Reported Activity', crew: ['Klag'] }] }, { active: 'player-2' });
    expect(plays(h, FS)).toEqual([`Play ${FS}: move Plasma Fire from Runabout onto player-1's Runabout`]);
    h.finish();
  });

  it('melts a card of a discard pile: out of play; an empty pile is not offered', () => {
    const h = setup({ hand: [FS] }, { discard: ['Klag'] });
    expect(plays(h, FS)).toEqual([`Play ${FS}: melt a card of player-2's discard pile`]);
    h.choose(`Play ${FS}: melt`);
    expect(h.labels()).toEqual(['Klag']);
    h.choose('Klag');
    h.passResponses();
    expect(h.where(h.card('Klag')).z).toBe('outOfPlay');
    h.finish();
  });
});

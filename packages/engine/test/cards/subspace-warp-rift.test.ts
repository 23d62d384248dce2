/**
 * Subspace Warp Rift (Premiere event, on a spaceline location): a ship moving through that location
 * without stopping there is damaged (twice: destroyed); stopping there, or starting there, is not
 * passing over. Constructed positions: player-2 active, his U.S.S. Galaxy at Avert Danger, spaceline
 * Avert Danger, Gault, Distress Mission, Reported Activity; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

type H = ReturnType<typeof setupTest>;
const CREW = ['Taitt', 'Mendon', 'Christopher Hobson'];
function riftAt(where: string, shipAt = 'Avert Danger', hand = ['Subspace Warp Rift']): H {
  const h = setupTest(base({}, { hand, ships: [{ card: 'U.S.S. Galaxy', at: shipAt, crew: CREW }] }));
  h.choose(`Play Subspace Warp Rift on ${where}`);
  h.passResponses();
  return h;
}
function move(h: H, to: string): void {
  const o = h.options().find((x) => x.act.type === 'move' && x.target === h.card(to));
  if (!o) throw new Error(`no move to ${to}`);
  h.chooseId(o.id);
  h.passResponses();
}
const galaxy = (h: H) => h.card('U.S.S. Galaxy', 'player-2');

describe('Subspace Warp Rift', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('subspace-warp-rift').type).toBe('event');
    expect(cardImplementation('101_094')).toEqual({ implemented: true });
    expect(cardText('subspace-warp-rift')).toContain('without stopping there');
  });

  it('a ship moving through the rift location is damaged', () => {
    const h = riftAt('Gault');
    expect(h.where(h.card('Subspace Warp Rift', 'player-2'))).toEqual({ z: 'attached', host: h.card('Gault') });
    move(h, 'Distress Mission');
    expect(eventCards(h, 'shipDamaged')).toEqual([galaxy(h)]);
    expect(h.s.cards[galaxy(h)]?.damaged).toBe(true);
    h.finish();
  });

  it('boundary: stopping at the rift is not passing over; nor is leaving it', () => {
    const h = riftAt('Gault');
    move(h, 'Gault');
    expect(h.s.cards[galaxy(h)]?.damaged).toBe(false);
    move(h, 'Distress Mission');
    expect(h.s.cards[galaxy(h)]?.damaged).toBe(false);
    h.finish();
  });

  it('negative: a rift at a location the move does not cross does nothing', () => {
    const h = riftAt('Reported Activity');
    move(h, 'Distress Mission');
    expect(h.s.cards[galaxy(h)]?.damaged).toBe(false);
    h.finish();
  });

  it('two rifts at one location: two damages destroy the ship', () => {
    const rifts = [{ card: 'Subspace Warp Rift', on: 'Gault' }, { card: 'Subspace Warp Rift', on: 'Gault' }];
    const h = setupTest(base({}, { attached: rifts, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: CREW }] }));
    move(h, 'Distress Mission');
    expect(eventCards(h, 'shipDestroyed')).toEqual([galaxy(h)]);
    expect(h.where(galaxy(h)).z).toBe('discard');
    h.finish();
  });
});

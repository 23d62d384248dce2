/**
 * The persona article's examples about play, each played through real decisions in a real position:
 * the persona limit on reporting, the start-of-turn persona swap, copy effects, dual-personnel swaps,
 * the Discommendation transfer and the per-player limit.
 */
import { describe, expect, it } from 'vitest';
import { explain } from '../src/index.ts';
import { setupTest } from './harness.ts';
import { def, finishWithPersonnelAttachments, offeredPlays, offeredSwaps, place } from './persona-play-position.ts';
import { seat } from '../src/index.ts';

describe('persona article examples in play', () => {
  it('Galen and Jean-Luc Picard together are refused: Galen cannot report while Picard is in play', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['jean-luc-picard'], hand: ['galen', 'taitt'] } });
    // a swap is legal (Picard for Galen), so the turn starts by asking; decline it
    expect(h.s.pending?.kind).toBe('personaSwap');
    h.choose('noswap');
    expect(h.s.pending?.kind).toBe('main');
    expect(offeredPlays(h)).toContain('taitt');
    expect(offeredPlays(h)).not.toContain('galen');
    const why = explain(h.s, 'federation', h.card('galen', 'federation', 'hand')).join(' ');
    expect(why).toMatch(/Jean-Luc Picard .*and Galen are different versions of the Jean-Luc Picard persona/);
    expect(why).toMatch(/only one version of a non-universal persona/);
    h.finish();
  });

  it('Jean-Luc Picard in play is swapped for Galen from hand at the start of the turn; it is not the card play', () => {
    const h = setupTest({ turn: { active: 'klingon' }, federation: { atOutpost: ['jean-luc-picard'], hand: ['galen', 'taitt'] } });
    const picard = h.card('jean-luc-picard');
    const galen = h.card('galen');
    const picardWas = h.where(picard);
    expect(h.s.pending?.player).toBe('klingon');
    h.choose('end');
    h.passResponses();
    // the Federation turn begins with the swap question
    expect(h.s.pending).toMatchObject({ player: 'federation', kind: 'personaSwap' });
    expect(offeredSwaps(h)).toEqual(['jean-luc-picard>galen']);
    h.choose('Swap Jean-Luc Picard in play for Galen');
    expect(h.where(galen)).toEqual(picardWas);
    expect(h.where(picard)).toEqual({ z: 'hand' });
    expect(h.log().some((t) => /swaps Jean-Luc Picard for Galen/.test(t))).toBe(true);
    // not a card play: the one card play of the turn is still there
    expect(h.s.pending?.kind).toBe('main');
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(offeredPlays(h)).toContain('taitt');
    // and Picard, now in hand, may not report beside Galen
    expect(offeredPlays(h)).not.toContain('jean-luc-picard');
    h.finish();
  });

  it('two Chakotays under Delta Quadrant Spatial Scission, but never Captain Chakotay beside Chakotay', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { table: ['delta-quadrant-spatial-scission'], atOutpost: ['chakotay'], hand: ['chakotay-alt-printing', 'captain-chakotay', 'chakotay'] },
    });
    expect(h.s.pending?.kind).toBe('personaSwap'); // Chakotay for Captain Chakotay would be legal now
    h.choose('noswap');
    // the other printing is a copy of the same card: allowed as the second copy
    expect(offeredPlays(h)).toContain('chakotay-alt-printing');
    expect(offeredPlays(h)).toContain('chakotay');
    // a different version of the persona is never allowed, copy effect or not
    expect(offeredPlays(h)).not.toContain('captain-chakotay');
    expect(explain(h.s, 'federation', h.card('captain-chakotay')).join(' ')).toMatch(/never allow a second version/);
    h.choose('Report Chakotay');
    h.passResponses();
    const aboard = Object.values(h.s.cards).filter((c) => c.owner === 'federation' && c.at.z === 'aboard' && c.def.startsWith('chakotay'));
    expect(aboard.length).toBe(2);
    // next Federation turn: two copies in play through the copy effect, so neither may be swapped
    h.choose('end');
    h.passResponses();
    h.choose('end');
    h.passResponses();
    expect(h.s.turn.active).toBe('federation');
    expect(h.s.pending?.kind).toBe('main');
    // and a third copy is over the limit of two
    expect(offeredPlays(h).filter((d) => d.startsWith('chakotay'))).toEqual([]);
    h.finish();
  });

  it('without Delta Quadrant Spatial Scission a second copy of Chakotay is refused', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['chakotay'], hand: ['chakotay-alt-printing'] } });
    expect(h.s.pending?.kind).toBe('main'); // copies are never swapped for each other
    expect(offeredPlays(h)).not.toContain('chakotay-alt-printing');
    expect(explain(h.s, 'federation', h.card('chakotay-alt-printing')).join(' ')).toMatch(/unique/);
    h.finish();
  });

  it('The Trois swap needs a Deanna Troi version and a Lwaxana Troi version in hand', () => {
    const one = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['the-trois'], hand: ['deanna-troi'] } });
    expect(one.s.pending?.kind).toBe('main'); // no legal swap, so nothing is asked
    one.finish();

    const h = setupTest({ turn: { active: 'klingon' }, federation: { atOutpost: ['the-trois'], hand: ['deanna-troi', 'lwaxana-troi'] } });
    const trois = h.card('the-trois');
    const was = h.where(trois);
    h.choose('end');
    h.passResponses();
    expect(h.s.pending?.kind).toBe('personaSwap');
    expect(offeredSwaps(h)).toEqual(['the-trois>deanna-troi+lwaxana-troi']);
    h.choose('Swap The Trois');
    expect(h.where(h.card('deanna-troi'))).toEqual(was);
    expect(h.where(h.card('lwaxana-troi'))).toEqual(was);
    expect(h.where(trois)).toEqual({ z: 'hand' });
    h.finish();
  });

  it('the Discommendation transfer: off (Fed) Jadzia Dax back to its owner, but onto (NA) Worf, Klingon by species', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { hand: ['discommendation', 'discommendation'] },
      klingon: { atOutpost: ['jadzia-dax-klingon', 'worf-son-of-mogh'], hand: ['jadzia-dax', 'worf-the-trouble-with-tribbles'] },
    });
    const [d1, d2] = h.cards('discommendation', 'federation') as [string, string];
    const klgJadzia = h.card('jadzia-dax-klingon');
    const sonOfMogh = h.card('worf-son-of-mogh');
    // on a previous turn both survived a losing battle and the Federation player discommended them
    place(h, d1, { z: 'attached', host: klgJadzia });
    place(h, d2, { z: 'attached', host: sonOfMogh });
    h.choose('end');
    h.passResponses();
    expect(h.s.pending).toMatchObject({ player: 'klingon', kind: 'personaSwap' });
    expect(offeredSwaps(h).sort()).toEqual(['jadzia-dax-klingon>jadzia-dax', 'worf-son-of-mogh>worf-the-trouble-with-tribbles']);
    h.choose('Swap Jadzia Dax in play for Jadzia Dax');
    const fedJadzia = h.card('jadzia-dax', 'klingon');
    expect(def(h, fedJadzia)).toBe('jadzia-dax');
    expect(h.where(fedJadzia).z).toBe('aboard');
    // (Fed) Jadzia Dax is not Klingon in any way: Discommendation goes back to its owner's hand
    expect(h.where(d1)).toEqual({ z: 'hand' });
    expect(seat(h.s, 'federation').hand).toContain(d1);
    // a second swap the same turn
    expect(offeredSwaps(h)).toEqual(['worf-son-of-mogh>worf-the-trouble-with-tribbles']);
    h.choose('Swap Worf Son of Mogh');
    const naWorf = h.card('worf-the-trouble-with-tribbles', 'klingon');
    expect(h.where(d2)).toEqual({ z: 'attached', host: naWorf });
    expect(h.where(sonOfMogh)).toEqual({ z: 'hand' });
    expect(h.s.pending?.kind).toBe('main');
    const swapEvents = h.s.log.filter((e) => e.type === 'personaSwapped');
    expect(JSON.stringify(swapEvents[0]?.data)).toMatch(/returns to its owner's hand/);
    expect(JSON.stringify(swapEvents[1]?.data)).toMatch(/moves to Worf/);
    finishWithPersonnelAttachments(h);
  });

  it('each player may have their own Dr. Farek (and their own copy of a unique card)', () => {
    const h = setupTest({
      turn: { active: 'klingon' },
      federation: { atOutpost: ['dr-farek', 'spock'] },
      klingon: { hand: ['dr-farek', 'spock'] },
    });
    expect(offeredPlays(h)).toEqual(expect.arrayContaining(['dr-farek', 'spock']));
    h.choose('Report Dr. Farek');
    h.passResponses();
    expect(h.cards('dr-farek', 'klingon').some((id) => h.where(id).z === 'aboard')).toBe(true);
    h.finish();
  });

  it('one player may not hold two copies of the same unique card, but any number of a universal one', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['dr-farek', 'spock'], hand: ['dr-farek', 'spock'] } });
    expect(offeredPlays(h)).toContain('dr-farek');
    expect(offeredPlays(h)).not.toContain('spock');
    expect(explain(h.s, 'federation', h.card('spock', 'federation', 'hand')).join(' ')).toMatch(/Spock is unique/);
    h.finish();
  });
});

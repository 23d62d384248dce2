/**
 * Full Planet Scan (Premiere interrupt, database wording): at the start of the turn, on one's own ship
 * with two staffing icons at a planet mission, Computer Skill and Geology aboard are stopped and the
 * player alone sees the bottom card seeded there. Set up as constructed positions: player-2 active,
 * its U.S.S. Nebula (command and staff icons) at Gault with Christopher Hobson (Computer Skill) and
 * Taitt (Geology); Archer and Wind Dancer seeded under Gault. docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { view } from '../../src/view/view.ts';
import { bottomSeed } from '../../src/cards/full-planet-scan.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const F = 'Full Planet Scan';
const NEB = 'U.S.S. Nebula';

function position(ship: { card: string; at: string; crew: string[] } = { card: NEB, at: 'Gault', crew: ['Christopher Hobson', 'Taitt'] }, p2: Record<string, unknown> = {}): Harness {
  return setupTest(base({ seeded: { Gault: ['Archer', 'Wind Dancer'] } }, { hand: [F, 'Res-Q'], discard: ['Kromm'], ships: [ship], ...p2 }));
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${F}`));

describe('Full Planet Scan', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('full-planet-scan').type).toBe('interrupt');
    expect(cardImplementation('101_117')).toEqual({ implemented: true });
    expect(cardText('full-planet-scan')).toContain('Computer Skill');
  });

  it('at the start of the turn: the two are stopped and the bottom seed card is named to the player alone', () => {
    const h = position();
    const gault = h.card('Gault');
    const bottom = bottomSeed(h.s, gault) as string;
    expect(bottom).toBeDefined();
    h.choose(`Play ${F}: on ${NEB}`);
    h.passResponses();
    expect(h.s.cards[h.card('Christopher Hobson', 'player-2')]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Taitt', 'player-2')]?.stopped).toBe(true);
    const mine = view(h.s, 'player-2').log.filter((e) => e.type === 'seedExaminedSecret');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain(h.s.cards[bottom] ? (facts(h.s.cards[bottom].def).name) : '?');
    expect(view(h.s, 'player-1').log.filter((e) => e.type === 'seedExaminedSecret')).toEqual([]);
    expect(view(h.s, 'player-1').log.filter((e) => e.type === 'seedExamined')).toHaveLength(1);
    // the seed card stays face down where it was
    expect(h.where(bottom).z).toBe('underMission');
    expect(h.s.cards[bottom]?.revealed).toBeFalsy();
    h.finish();
  });

  it('boundary: one staffing icon (I.K.C. K\'Vort) is not enough; two are (the Nebula, above)', () => {
    const h = position({ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag', 'Christopher Hobson', 'Taitt'] });
    expect(offered(h)).toEqual([]);
    h.finish();
  });

  it('negative: without Geology aboard it is not offered', () => {
    const noGeo = position({ card: NEB, at: 'Gault', crew: ['Christopher Hobson', 'Mendon'] });
    expect(offered(noGeo)).toEqual([]);
    noGeo.finish();
  });

  it('wrong timing: not after the turn\'s card play, and not in the opponent\'s turn', () => {
    const h = position();
    expect(offered(h)).toHaveLength(1);
    h.choose('Play Res-Q');
    h.passResponses();
    h.choose('Kromm');
    expect(h.s.pending?.kind).toBe('main');
    expect(offered(h)).toEqual([]);
    h.finish();
    const theirs = setupTest(base({ hand: [F], alwaysRespond: true, ships: [{ card: NEB, at: 'Gault', crew: ['Christopher Hobson', 'Taitt'] }] }, { hand: ['Res-Q'], discard: ['Kromm'] }));
    theirs.choose('Play Res-Q');
    expect(theirs.s.pending?.player).toBe('player-1');
    expect(theirs.labels()).toEqual(['No response']);
    theirs.finish();
  });
});

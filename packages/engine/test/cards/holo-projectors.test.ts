/**
 * Holo-Projectors (Premiere event 101_078): on a planet mission, holograms (anyone's) may be on that
 * planet. Set up as constructed positions (player-1 active, holding it; Albert Einstein, a Federation
 * hologram). docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { moveTo } from '../../src/rules/board.ts';
import { holoMayBe, strandedHolograms } from '../../src/rules/holograms.ts';
import { setupTest } from '../harness.ts';

const H0 = 'Holo-Projectors';
function position(p1: Record<string, unknown> = {}) {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Study Stellar Collision', 'Gault'],
    'player-1': { missions: ['Avert Danger', 'Study Stellar Collision'], hand: [H0, 'Albert Einstein'], ...p1 },
    'player-2': { missions: ['Gault'], hand: ['Jera'] },
    turn: { active: 'player-1' },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const offeredOn = (h: H, mission: string) => h.options().some((x) => x.card === h.card(H0, 'player-1') && x.target === h.card(mission));
function playOn(h: H, mission: string): void {
  const o = h.options().find((x) => x.card === h.card(H0, 'player-1') && x.target === h.card(mission));
  if (!o) throw new Error('not offered');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Holo-Projectors', () => {
  it('is an event of the card data, implemented, on a planet mission, its text in our words', () => {
    expect(facts('holo-projectors').type).toBe('event');
    expect(cardImplementation('101_078')).toEqual({ implemented: true });
    expect(cardText('holo-projectors')).toContain('Holographic personnel');
  });

  it('on a planet mission, holograms of both players may be on that planet, and not on another', () => {
    const h = position();
    const m = h.card('Avert Danger');
    const einstein = h.card('Albert Einstein');
    const jera = h.card('Jera');
    expect(holoMayBe(h.s, einstein, { planet: m })).toBe(false);
    playOn(h, 'Avert Danger');
    expect(h.where(h.card(H0)).z).toBe('attached');
    expect(holoMayBe(h.s, einstein, { planet: m })).toBe(true);
    expect(holoMayBe(h.s, jera, { planet: m })).toBe(true);
    expect(holoMayBe(h.s, einstein, { planet: h.card('Gault') })).toBe(false);
    h.finish();
  });

  it('negative: not offered on a space mission; offered on a planet mission of either player', () => {
    const h = position();
    expect(offeredOn(h, 'Study Stellar Collision')).toBe(false);
    expect(offeredOn(h, 'Avert Danger')).toBe(true);
    expect(offeredOn(h, 'Gault')).toBe(true);
  });

  it('boundary: a hologram on the planet stays while the card is there and is stranded once it goes', () => {
    const h = position();
    playOn(h, 'Avert Danger');
    const einstein = h.card('Albert Einstein');
    moveTo(h.s, einstein, { z: 'planet', loc: h.card('Avert Danger') });
    expect(strandedHolograms(h.s)).toEqual([]);
    moveTo(h.s, h.card(H0), { z: 'discard' });
    expect(strandedHolograms(h.s)).toEqual([einstein]);
  });
});

/**
 * Baryon Buildup (Alternate Universe event 103_036): on any ship, RANGE -2 per copy; cleared when its
 * ship's owner begins a turn with the ship empty and docked at his outpost. Constructed positions
 * (player-2 active; player-1's U.S.S. Galaxy, RANGE 8). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { moveTo } from '../../src/rules/board.ts';
import { maxRange } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const B = 'Baryon Buildup';
type H = ReturnType<typeof setupTest>;
const OUT = [{ card: 'Federation Outpost', at: 'Distress Mission' }];
function galaxyAt(at: string, crew: string[], p2: Record<string, unknown> = {}, attached = true): H {
  return setupTest(
    base(
      { planets: {}, outposts: OUT, ships: [{ card: 'U.S.S. Galaxy', at, crew }] },
      { hand: attached ? [] : [B], ...(attached ? { table: [] } : {}), ...p2 },
    ),
  );
}
/** player-1's Galaxy with its own Baryon Buildup on it (position), at the Federation Outpost's mission unless told. */
function docked(crew: string[], at = 'Distress Mission'): H {
  return setupTest(base({ planets: {}, outposts: OUT, ships: [{ card: 'U.S.S. Galaxy', at, crew }], attached: [{ card: B, on: 'U.S.S. Galaxy' }] }, {}));
}
const galaxy = (h: H) => h.card('U.S.S. Galaxy', 'player-1');
function putOn(h: H, n = 1): string[] {
  const g = galaxy(h);
  const ids = h.cards(B, 'player-2').slice(0, n);
  for (const id of ids) moveTo(h.s, id, { z: 'attached', host: g });
  return ids;
}

describe('Baryon Buildup', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('baryon-buildup').type).toBe('event');
    expect(cardImplementation('103_036')).toEqual({ implemented: true });
    expect(cardText('baryon-buildup')).toContain('RANGE is 2 lower');
  });

  it("played from hand on the opponent's ship: RANGE 8 becomes 6", () => {
    const h = galaxyAt('Avert Danger', [], {}, false);
    const g = galaxy(h);
    const o = h.options().find((x) => x.card === h.card(B, 'player-2') && x.target === g);
    if (!o) throw new Error('not offered on the Galaxy');
    h.chooseId(o.id);
    h.passResponses();
    expect(h.where(h.card(B))).toEqual({ z: 'attached', host: g });
    expect(maxRange(h.s, g)).toBe(6);
    h.finish();
  });

  it('cumulative, and never below 0: four copies take RANGE 8 to 0, five still 0', () => {
    const h = galaxyAt('Avert Danger', [], { hand: [B, B, B, B, B] });
    putOn(h, 4);
    expect(maxRange(h.s, galaxy(h))).toBe(0);
    putOn(h, 5);
    expect(maxRange(h.s, galaxy(h))).toBe(0);
  });

  it("nullified when the ship's owner begins his turn with it empty and docked at his outpost", () => {
    const h = docked([]);
    const b = h.card(B);
    expect(maxRange(h.s, galaxy(h))).toBe(6);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-1');
    expect(h.where(b)).toEqual({ z: 'discard' });
    expect(maxRange(h.s, galaxy(h))).toBe(8);
    h.finish();
  });

  it('negative: a personnel aboard, or the ship away from the outpost, and it stays', () => {
    const crewed = docked(['Taitt']);
    endTurn(crewed);
    expect(crewed.s.turn.active).toBe('player-1');
    expect(crewed.where(crewed.card(B)).z).toBe('attached');
    crewed.finish();
    const away = docked([], 'Avert Danger');
    endTurn(away);
    expect(away.where(away.card(B)).z).toBe('attached');
    away.finish();
  });

  it("wrong player: emptied in its owner's turn, it stays through the opponent's turn start and goes at its owner's next", () => {
    const h = setupTest({ ...base({ planets: {}, outposts: OUT, ships: [{ card: 'U.S.S. Galaxy', at: 'Distress Mission', crew: ['Taitt'] }], attached: [{ card: B, on: 'U.S.S. Galaxy' }] }, {}), turn: { active: 'player-1' } });
    expect(h.where(h.card(B)).z).toBe('attached');
    h.choose('Unload from U.S.S. Galaxy');
    while (h.s.pending?.player === 'player-1' && h.s.pending.kind !== 'main') h.choose(h.offers('Taitt') ? 'Taitt' : 'done');
    h.passResponses();
    expect(h.where(h.card('Taitt'))).toEqual({ z: 'aboard', host: h.card('Federation Outpost') });
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2');
    expect(h.where(h.card(B)).z).toBe('attached');
    expect(maxRange(h.s, galaxy(h))).toBe(6);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-1');
    expect(h.where(h.card(B)).z).toBe('discard');
    h.finish();
  });
});

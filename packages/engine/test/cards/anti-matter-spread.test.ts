/**
 * Anti-Matter Spread (Alternate Universe interrupt, 103_053): at the start of a ship battle, for that
 * battle, each ship on the other side loses 1 WEAPONS for each personnel aboard with CUNNING under 8.
 * Constructed positions: player-2 (active) attacks player-1's U.S.S. Galaxy (WEAPONS 7, SHIELDS 9;
 * Riva CUNNING 8, Taitt 7 aboard) at Gault with I.K.C. K'Vort (Klag CUNNING 5, Kromm 6 aboard).
 * docs/RULINGS.md, "Response points: sacrifice, phobia, candle, schism".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { CONSTRUCTED_RULES } from '../../src/formats/rules.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { events } from './helpers.ts';

const AMS = 'Anti-Matter Spread';
const KVORT = "I.K.C. K'Vort";
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${AMS}`));

function battle(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, crew = ['Riva', 'Taitt']): Harness {
  const h = setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew }], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ships: [{ card: KVORT, at: 'Gault', crew: ['Klag', 'Kromm'] }], ...p2 },
  } as PositionSpec);
  h.choose(`battle:ship@${h.card('U.S.S. Galaxy', 'player-1')}`);
  if (h.s.pending?.kind === 'pickAttackers') h.choose(`pick:${h.card(KVORT, 'player-2')}`);
  return h;
}
const shots = (h: Harness) => events(h, 'battle').map((e) => e.data?.attack);
const kvortWeapons = () => {
  const f = facts('ikc-kvort');
  return f.type === 'ship' ? f.weapons : NaN;
};

describe('Anti-Matter Spread', () => {
  it('is implemented, its text in our words; the start of a ship battle is a constructed response point', () => {
    expect(cardImplementation('103_053')).toEqual({ implemented: true });
    expect(cardText('anti-matter-spread')).toContain('CUNNING under 8');
    expect(CONSTRUCTED_RULES.responsePointsAfter).toContain('battleInitiated');
  });

  it('the defender plays it: the attacking ship loses 1 WEAPONS for each of its two crew with CUNNING under 8', () => {
    const h = battle({ hand: [AMS] });
    expect(h.s.pending?.player).toBe('player-1');
    expect(offered(h)).toHaveLength(1);
    h.choose(offered(h)[0] as string);
    h.passResponses();
    expect(shots(h)[0]).toBe(kvortWeapons() - 2);
    expect(h.where(h.card(AMS, 'player-1')).z).toBe('discard');
    expect(h.log().join('\n')).toContain(`${KVORT} loses 2 WEAPONS for this battle`);
    h.finish();
  });

  it('boundary: the attacker plays it on the target\'s return fire: CUNNING 8 is not under 8, CUNNING 7 is (Galaxy 7 - 1)', () => {
    const h = battle({}, { hand: [AMS] });
    expect(h.s.pending?.player).toBe('player-2');
    h.choose(offered(h)[0] as string);
    h.passResponses();
    expect(shots(h)).toEqual([kvortWeapons(), 6]);
    h.finish();
  });

  it('negative: without it, the ships fire at their own WEAPONS; it is not offered outside the start of a battle', () => {
    const h = setupTest({
      format: 'constructed',
      spaceline: ['Avert Danger', 'Gault'],
      'player-1': { missions: ['Gault'], hand: [AMS] },
      'player-2': { missions: ['Avert Danger'], hand: [AMS] },
    } as PositionSpec);
    expect(offered(h)).toEqual([]);
    h.finish();
    const b = battle();
    b.passResponses();
    expect(shots(b)).toEqual([kvortWeapons(), 7]);
    b.finish();
  });

  it('boundary: a crew all at CUNNING 8 or more loses nothing; the log says so', () => {
    const h = battle({}, { hand: [AMS] }, ['Riva']);
    h.choose(offered(h)[0] as string);
    h.passResponses();
    expect(shots(h)).toEqual([kvortWeapons(), 7]);
    expect(h.log().join('\n')).toContain('U.S.S. Galaxy loses 0 WEAPONS for this battle');
    h.finish();
  });
});

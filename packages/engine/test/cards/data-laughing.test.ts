/**
 * Data Laughing (intro premium interrupt) in constructed play: its Data's Head use doubles the head's
 * effects (CUNNING 10, Computer Skill, +2 RANGE/WEAPONS/SHIELDS aboard) until the end of the turn; its
 * Calamarain and Lore Returns uses are never offered. The intro game's own spec is
 * test/premium/data-laughing.test.ts (there it is never offered). Constructed positions, player-2
 * active; docs/RULINGS.md, "Data Laughing in constructed play".
 */
import { describe, expect, it } from 'vitest';
import { createEngine, randomDeck } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { shipFacts } from '../../src/rules/board.ts';
import { shipAttribute } from '../../src/rules/ship-attributes.ts';
import { tookEffect } from '../../src/rules/took-effect.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';
import { borgPosition, HOOD, offered, RBM } from './rogue-borg-spec.ts';

const DL = 'Data Laughing';
const HEAD = "Data's Head";
const GALAXY = 'U.S.S. Galaxy';
type H = ReturnType<typeof setupTest>;
const attrs = (h: H, ship: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(h.s, ship, a));
const printedAttrs = (h: H, ship: string) => {
  const f = shipFacts(h.s, ship);
  return [f.range, f.weapons, f.shields];
};
const plays = (h: H) => h.labels().filter((l) => l.startsWith(`Play ${DL}:`));
const DOUBLE_OWN = `Play ${DL}: double the effects of ${HEAD} (player-2's) until the end of this turn`;

describe('Data Laughing in constructed play', () => {
  it('its text in our words names the three uses and what does nothing here', () => {
    expect(cardText('data-laughing')).toMatch(/Calamarain.*does nothing/);
    expect(cardText('data-laughing')).toMatch(/Data's Head/);
    expect(cardText('data-laughing')).toMatch(/Lore Returns.*never offered/);
  });

  it("random decks: a deck dealt Data Laughing that opens the Alternate Universe Door is dealt a Data's Head too", () => {
    const engine = createEngine({ format: 'constructed' });
    expect(engine.cards).toContain('data-laughing');
    let seen = 0;
    for (let seed = 1; seed <= 110 && seen < 3; seed++) {
      const d = randomDeck(seed, { pool: engine.cards });
      const all = [...d.seed, ...d.draw];
      if (!all.includes('data-laughing') || !all.includes('alternate-universe-door')) continue;
      seen++;
      expect(all).toContain('datas-head');
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("positive: on its player's own Data's Head aboard a ship, the head's CUNNING, Computer Skill and ship bonuses count twice until the end of the turn; it took effect", () => {
    const h = setupTest(base({}, { hand: [DL], ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt', HEAD] }] }));
    const ship = h.card(GALAXY, 'player-2');
    const taitt = h.card('Taitt', 'player-2');
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 2));
    expect(tookEffect(h.s).has('data-laughing')).toBe(false);
    expect(plays(h)).toEqual([DOUBLE_OWN]);
    h.choose(DOUBLE_OWN);
    h.passResponses();
    expect(h.where(h.card(DL, 'player-2'))).toEqual({ z: 'discard' });
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 4));
    const t = teamStats(h.s, [taitt]);
    expect(t.CUNNING).toBe(printed('Taitt', 'CUNNING') + 20);
    expect(t.skills.get('Computer Skill')).toBe(2);
    expect(tookEffect(h.s).get('data-laughing')).toBe(1);
    // the turn ends: the head counts once again
    h.choose('end');
    h.passResponses();
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 2));
    expect(teamStats(h.s, [taitt]).CUNNING).toBe(printed('Taitt', 'CUNNING') + 10);
    h.finish();
  });

  it("positive: the opponent's head in plain sight on a planet may be doubled too (it helps his team)", () => {
    const h = setupTest(base({ planets: { Gault: ['Taitt', 'Mendon', HEAD] } }, { hand: [DL] }));
    const mine = `Play ${DL}: double the effects of ${HEAD} (player-1's) until the end of this turn`;
    expect(plays(h)).toEqual([mine]);
    h.choose(mine);
    h.passResponses();
    const t = teamStats(h.s, [h.card('Taitt', 'player-1'), h.card('Mendon', 'player-1')]);
    expect(t.CUNNING).toBe(printed('Taitt', 'CUNNING') + printed('Mendon', 'CUNNING') + 20);
    h.finish();
  });

  it("negative: with no Data's Head in play (one in hand does not count), or only the opponent's hidden aboard his ship, it is not offered", () => {
    const none = setupTest(base({}, { hand: [DL, HEAD], ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt'] }] }));
    expect(plays(none)).toEqual([]);
    none.finish();
    const hidden = setupTest(base({ ships: [{ card: GALAXY, at: 'Distress Mission', crew: ['Mendon', HEAD] }] }, { hand: [DL] }));
    expect(plays(hidden)).toEqual([]);
    hidden.finish();
  });

  it('negative: its Lore Returns use is not built, so a ship under Lore Returns with its Rogue Borg Mercenaries gives no play (nor does anything here name a Calamarain)', () => {
    const h = borgPosition([], [RBM, RBM], ['Lore Returns', DL]);
    h.choose(`Play Lore Returns on ${HOOD}`);
    h.passResponses();
    expect(h.where(h.card('Lore Returns', 'player-2'))).toMatchObject({ z: 'attached' });
    expect(offered(h, DL)).toEqual([]);
    h.finish();
  });

  it('boundary: not a second time on a head doubled this turn (one doubling a turn, not four times); two heads aboard, one doubled: +4, not +6', () => {
    const h = setupTest(base({}, { hand: [DL, DL], ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt', HEAD, HEAD] }] }));
    const ship = h.card(GALAXY, 'player-2');
    expect(plays(h)).toHaveLength(2); // either head
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 2));
    h.choose(plays(h)[0] as string);
    h.passResponses();
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 4));
    expect(plays(h)).toHaveLength(1); // the other head only
    h.choose(plays(h)[0] as string);
    h.passResponses();
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 4));
    expect(plays(h)).toEqual([]);
    h.finish();
  });

  it("wrong timing and the other player: on the opponent's turn it may be played at a response point of its player's (after a card is played)", () => {
    const h = setupTest(
      base(
        { alwaysRespond: true, hand: [DL], planets: { Gault: ['Taitt', 'Mendon', HEAD] } },
        { hand: ['Klag'], ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt', HEAD] }], outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger' }] },
      ),
    );
    const ship = h.card(GALAXY, 'player-2');
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'main' });
    h.choose('Report Klag');
    expect(h.s.pending).toMatchObject({ player: 'player-1' });
    // player-2's head is aboard his ship, hidden from player-1: only player-1's own head is offered
    const own = `Play ${DL}: double the effects of ${HEAD} (player-1's) until the end of this turn`;
    expect(plays(h)).toEqual([own]);
    h.choose(own);
    h.passResponses();
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 2));
    const t = teamStats(h.s, [h.card('Taitt', 'player-1'), h.card('Mendon', 'player-1')]);
    expect(t.CUNNING).toBe(printed('Taitt', 'CUNNING') + printed('Mendon', 'CUNNING') + 20);
    h.finish();
  });
});

/**
 * Ship battle details in constructed games (issue 24, item 9; digest 7.2, 7.3; docs/RULINGS.md,
 * "Constructed: cloaking, holograms and battle"): a direct hit (WEAPONS at least double the SHIELDS
 * met, and a hit) destroys the ship outright, the attack's and the return shot's alike, both
 * applied together; repair counts the owner's full turns docked at an outpost of theirs that repairs
 * ships, from the turn after the damage; the Neutral Outpost repairs none. The intro game keeps the
 * quick-start sheet: no direct hit, and the turn of the damage counts.
 */
import { describe, expect, it } from 'vitest';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option } from '../../src/index.ts';
import { hasFacts, registerFacts } from '../../src/cards/facts.ts';
import { card } from '../../src/rules/board.ts';
import { isDirectHit } from '../../src/rules/battle.ts';
import { damageShip, repairsAt } from '../../src/rules/damage.ts';
import { choose, loc, mainOptions, passTo, position, put, settle, ship } from './constructed-setup.ts';
import { setupTest } from '../harness.ts';

/** Klingon test ships with the WEAPONS and SHIELDS a case needs (no card has them all). */
const testShip = (weapons: number, shields: number): CardFacts => ({
  id: `test-warship-${weapons}-${shields}`, name: `Test Warship ${weapons}/${shields}`, unique: false, universal: true, characteristics: [],
  type: 'ship', affiliation: 'klingon', class: 'Test', range: 7, weapons, shields, staffing: ['staff'], specialEquipment: ['Tractor Beam'],
});
registerFacts([testShip(10, 20), testShip(9, 20), testShip(5, 20), testShip(6, 2), testShip(6, 3)]);
// the Alternate Universe's Neutral Outpost, as facts only (its card comes with the card pool)
if (!hasFacts('neutral-outpost')) {
  registerFacts([{ id: 'neutral-outpost', name: 'Neutral Outpost', unique: false, universal: true, characteristics: [], type: 'outpost', affiliation: 'non-aligned', shields: 24 }]);
}

/** player-1's test warship attacks player-2's crewed Runabout (WEAPONS 5, SHIELDS 5) at Avert Danger; the battle runs to its end. */
function battle(weapons: number, shields: number): { s: GameState; attacker: CardId; target: CardId; crew: CardId[] } {
  const s = position();
  const m = loc(s, 'avert-danger');
  const { ship: attacker } = ship(s, 'player-1', m, `test-warship-${weapons}-${shields}`, ['klag']);
  const { ship: target, crew } = ship(s, 'player-2', m, 'runabout', ['taitt']);
  mainOptions(s);
  choose(s, `battle:ship@${target}`);
  for (let n = 0; n < 5 && s.pending?.kind !== 'pickAttackers'; n++) choose(s, (s.pending?.options[0] as Option).id);
  choose(s, `pick:${attacker}`);
  settle(s);
  return { s, attacker, target, crew };
}

const destroyedWhy = (s: GameState, id: CardId) => s.log.find((e) => e.type === 'shipDestroyed' && e.data?.card === id)?.text;

describe('direct hits (constructed)', () => {
  it('the format has them; the intro game does not', () => {
    expect(CONSTRUCTED_RULES.ships.directHit).toBe(true);
    expect(INTRO_RULES.ships.directHit).toBe(false);
    const constructed = { format: 'stccg1e-constructed' } as GameState;
    const intro = { format: 'stccg1e-intro-2pg' } as GameState;
    expect(isDirectHit(constructed, 10, 5)).toBe(true);
    expect(isDirectHit(constructed, 9, 5)).toBe(false);
    expect(isDirectHit(intro, 10, 5)).toBe(false);
    // no SHIELDS: any hit is direct, but WEAPONS 0 is no hit at all
    expect(isDirectHit(constructed, 1, 0)).toBe(true);
    expect(isDirectHit(constructed, 0, 0)).toBe(false);
  });

  it('WEAPONS exactly double the SHIELDS: the target is destroyed outright, with everything aboard', () => {
    const { s, target, crew } = battle(10, 20);
    expect(card(s, target).at.z).toBe('discard');
    expect(crew.map((id) => card(s, id).at.z)).toEqual(['discard']);
    expect(destroyedWhy(s, target)).toMatch(/a direct hit by player-1/);
    expect(s.log.find((e) => e.type === 'battle' && e.data?.player === 'player-1')?.text).toMatch(/WEAPONS 10 against SHIELDS 5: a direct hit$/);
  });

  it('one short of double: the target is only damaged', () => {
    const { s, target } = battle(9, 20);
    expect(card(s, target).at.z).toBe('inSpace');
    expect(card(s, target).damaged).toBe(true);
    expect(destroyedWhy(s, target)).toBeUndefined();
  });

  it('no hit (WEAPONS equal to SHIELDS): nothing happens to the target', () => {
    const { s, target } = battle(5, 20);
    expect(card(s, target).at.z).toBe('inSpace');
    expect(card(s, target).damaged).toBe(false);
  });

  it('the return shot can be a direct hit too: both results apply together', () => {
    // 6 against 5 damages the Runabout; its 5 against SHIELDS 2 destroys the attacker
    const { s, attacker, target } = battle(6, 2);
    expect(card(s, target).damaged).toBe(true);
    expect(card(s, target).at.z).toBe('inSpace');
    expect(card(s, attacker).at.z).toBe('discard');
    expect(destroyedWhy(s, attacker)).toMatch(/a direct hit by Runabout/);
  });

  it('a return shot short of double only damages', () => {
    // 5 against SHIELDS 3: a hit, not a direct one
    const { s, attacker } = battle(6, 3);
    expect(card(s, attacker).at.z).toBe('inSpace');
    expect(card(s, attacker).damaged).toBe(true);
  });
});

describe('direct hits (the intro game)', () => {
  it('a ship hit with more than double its SHIELDS is only damaged, as the quick-start sheet says', () => {
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'],
      turn: { active: 'klingon' },
      federation: { outpost: 'Homeward', ships: [{ card: 'Type VI Shuttlecraft', at: 'Gault', crew: ['Taitt'] }] },
      klingon: { outpost: 'Distress Mission', ships: [{ card: "I.K.C. Vor'Cha", at: 'Gault', crew: ['Klag'] }] },
    });
    const shuttle = h.card('Type VI Shuttlecraft');
    h.choose(`battle:ship@${shuttle}`);
    if (h.s.pending?.kind === 'pickAttackers') h.choose(h.options()[0]?.id as string);
    h.passResponses();
    // WEAPONS 8 against SHIELDS 2
    expect(h.where(shuttle).z).toBe('inSpace');
    expect(h.s.cards[shuttle]?.damaged).toBe(true);
    h.finish();
  });
});

describe('repair (constructed)', () => {
  /** player-1's I.K.C. K'Vort, Klag aboard, at Avert Danger where player-1 has this outpost. */
  function docked(outpost: string): { s: GameState; kvort: CardId } {
    const s = position();
    const m = loc(s, 'avert-danger');
    put(s, 'player-1', outpost, { z: 'outpost', loc: m });
    return { s, kvort: ship(s, 'player-1', m, 'ikc-kvort', ['klag']).ship };
  }

  it('the turn a ship is damaged in does not count: repaired at the end of its owner\'s second full turn after it', () => {
    const { s, kvort } = docked('klingon-outpost');
    expect(repairsAt(s, kvort)).toBe(true);
    damageShip(s, kvort, 'a test');
    expect(card(s, kvort).damagedTurn).toBe(s.turn.number);
    passTo(s, 'player-2');
    expect(card(s, kvort).repairTurns).toBe(0);
    passTo(s, 'player-1');
    passTo(s, 'player-2');
    expect(card(s, kvort).damaged).toBe(true);
    expect(card(s, kvort).repairTurns).toBe(1);
    passTo(s, 'player-1');
    passTo(s, 'player-2');
    expect(card(s, kvort).damaged).toBe(false);
    expect(s.log.some((e) => e.type === 'shipRepaired' && e.data?.card === kvort)).toBe(true);
  });

  it('a ship damaged on the opponent\'s turn counts its owner\'s next turn', () => {
    const { s, kvort } = docked('klingon-outpost');
    passTo(s, 'player-2');
    damageShip(s, kvort, 'a test');
    passTo(s, 'player-1');
    passTo(s, 'player-2');
    expect(card(s, kvort).repairTurns).toBe(1);
    passTo(s, 'player-1');
    passTo(s, 'player-2');
    expect(card(s, kvort).damaged).toBe(false);
  });

  it('the Neutral Outpost repairs no ship', () => {
    const { s, kvort } = docked('neutral-outpost');
    expect(repairsAt(s, kvort)).toBe(false);
    damageShip(s, kvort, 'a test');
    for (let i = 0; i < 3; i++) {
      passTo(s, 'player-2');
      passTo(s, 'player-1');
    }
    expect(card(s, kvort).damaged).toBe(true);
    expect(card(s, kvort).repairTurns).toBe(0);
  });
});

describe('repair (the intro game)', () => {
  it('still counts the turn of the damage when the ship stays docked (the quick-start sheet, rules ruling 31)', () => {
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'],
      turn: { active: 'federation' },
      federation: { outpost: 'Homeward', ships: [{ card: 'U.S.S. Galaxy', at: 'Homeward', crew: ['Taitt'] }] },
    });
    const galaxy = h.card('U.S.S. Galaxy');
    damageShip(h.s, galaxy, 'a test');
    expect(h.s.cards[galaxy]?.damagedTurn).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      h.passResponses();
      h.choose('end');
    }
    // federation's turns 1 and 3 counted
    expect(h.s.cards[galaxy]?.damaged).toBe(false);
  });
});

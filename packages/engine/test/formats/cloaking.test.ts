/**
 * Cloaking in constructed games (issue 24, item 8; digest 7.6; docs/RULINGS.md, "Constructed:
 * cloaking, holograms and battle"): on its owner's turn a staffed, unstopped ship with a Cloaking
 * Device may cloak or decloak, once a turn, at no cost. A cloaked ship moves, but cannot be
 * attacked, attack, beam or be beamed to, attempt a mission, or work a tractor beam (Ship Seizure),
 * nor be seized. Both players see it cloaked; it decloaks when it leaves play. The intro game has
 * no cloaking.
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.ts';
import type { Option } from '../../src/index.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { attackers, battleOptions } from '../../src/rules/battle.ts';
import { cloakOptions, isCloaked, whyCannotCloak } from '../../src/rules/cloaking.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { choose, ids, loc, mainOptions, passTo, position, put, ship } from './constructed-setup.ts';
import { setupTest } from '../harness.ts';

describe('cloaking (constructed)', () => {
  it('a staffed ship with a Cloaking Device cloaks on its owner\'s turn; both players and spectators see it cloaked; once a turn; it decloaks on a later turn', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    let opts = mainOptions(s);
    expect(ids(opts, 'cloak')).toEqual([`cloak:${kvort}`]);
    expect(opts.find((o) => o.group === 'cloak')?.act).toEqual({ type: 'cloak', card: kvort, cloak: true });
    choose(s, `cloak:${kvort}`);
    passTo(s, 'player-1'); // the opponent's response window, if any
    expect(card(s, kvort).cloaked).toBe(true);
    for (const v of ['player-1', 'player-2', 'spectator'] as const) {
      const sv = view(s, v).spaceline.find((l) => l.id === m)?.ships.find((x) => x.id === kvort);
      expect(sv?.cloaked).toBe(true);
    }
    expect(s.log.some((e) => e.type === 'shipCloaked' && e.data?.card === kvort)).toBe(true);
    // once a turn: no decloak in the same turn, with the reason
    opts = mainOptions(s);
    expect(ids(opts, 'cloak')).toEqual([]);
    expect(whyCannotCloak(s, 'player-1', kvort)).toBe('I.K.C. K\'Vort has already cloaked this turn');
    // the opponent's turn: not the owner's
    passTo(s, 'player-2');
    expect(whyCannotCloak(s, 'player-1', kvort)).toBe('A ship cloaks or decloaks only on its owner\'s turn');
    expect(cloakOptions(s, 'player-1')).toEqual([]);
    // the owner's next turn: decloak is offered
    passTo(s, 'player-1');
    expect(isCloaked(s, kvort)).toBe(true);
    opts = mainOptions(s);
    expect(ids(opts, 'cloak')).toEqual([`decloak:${kvort}`]);
    choose(s, `decloak:${kvort}`);
    passTo(s, 'player-1');
    expect(card(s, kvort).cloaked).toBeUndefined();
    expect(view(s, 'player-2').spaceline.find((l) => l.id === m)?.ships.find((x) => x.id === kvort)?.cloaked).toBeUndefined();
  });

  it('no cloaking for a ship without a Cloaking Device, an unstaffed one, or a stopped one', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: galaxy } = ship(s, 'player-1', m, 'uss-galaxy', ['taitt']);
    const empty = put(s, 'player-1', 'ikc-kvort', { z: 'inSpace', loc: m });
    // a Federation crew does not staff a Klingon ship
    const { ship: fedCrewed } = ship(s, 'player-1', m, 'iks-buruk', ['taitt']);
    const { ship: stopped } = ship(s, 'player-1', m, 'iks-pagh', ['klag']);
    card(s, stopped).stopped = true;
    expect(ids(mainOptions(s), 'cloak')).toEqual([]);
    expect(whyCannotCloak(s, 'player-1', galaxy)).toBe('U.S.S. Galaxy has no Cloaking Device');
    expect(whyCannotCloak(s, 'player-1', empty)).toMatch(/needs at least one klingon personnel aboard/);
    expect(whyCannotCloak(s, 'player-1', fedCrewed)).toMatch(/needs at least one klingon personnel aboard/);
    expect(whyCannotCloak(s, 'player-1', stopped)).toMatch(/is stopped/);
  });

  it('a cloaked ship cannot be attacked; decloaked, it can', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: vorcha } = ship(s, 'player-1', m, 'ikc-vorcha', ['klag']);
    const { ship: target } = ship(s, 'player-2', m, 'iks-buruk', ['kromm']);
    const battle = () => battleOptions(s, 'player-1').filter((o) => o.act.type === 'battle' && o.act.against === 'ship').map((o) => o.id);
    expect(battle()).toEqual([`battle:ship@${target}`]);
    card(s, target).cloaked = true;
    expect(battle()).toEqual([]);
    expect(ids(mainOptions(s), 'battle')).toEqual([]);
    delete card(s, target).cloaked;
    expect(battle()).toEqual([`battle:ship@${target}`]);
    expect(attackers(s, 'player-1', m)).toEqual([vorcha]);
  });

  it('a cloaked ship cannot attack (a ship or an outpost); another ship there still may, alone', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: vorcha } = ship(s, 'player-1', m, 'ikc-vorcha', ['klag']);
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['kromm']);
    const { ship: target } = ship(s, 'player-2', m, 'iks-buruk', ['divok']);
    const outpost = put(s, 'player-2', 'klingon-outpost', { z: 'outpost', loc: m });
    card(s, vorcha).cloaked = true;
    card(s, kvort).cloaked = true;
    expect(battleOptions(s, 'player-1')).toEqual([]);
    expect(attackers(s, 'player-1', m)).toEqual([]);
    delete card(s, kvort).cloaked;
    expect(battleOptions(s, 'player-1').map((o) => o.id)).toEqual([`battle:ship@${target}`, `battle:outpost@${outpost}`]);
    expect(attackers(s, 'player-1', m)).toEqual([kvort]);
    // the attack picks only the uncloaked ship (the last one: the attack goes ahead with it)
    mainOptions(s);
    choose(s, `battle:ship@${target}`);
    for (let n = 0; n < 5 && s.pending?.kind !== 'pickAttackers'; n++) choose(s, (s.pending?.options[0] as Option).id);
    expect(s.pending?.options.filter((o) => o.group === 'pick').map((o) => o.card)).toEqual([kvort]);
  });

  it('a cloaked ship neither beams nor is beamed to, nor loads or unloads at its outpost; uncloaked it does', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    put(s, 'player-1', 'kromm', { z: 'planet', loc: m });
    const outpost = put(s, 'player-1', 'klingon-outpost', { z: 'outpost', loc: m });
    put(s, 'player-1', 'divok', { z: 'aboard', host: outpost });
    const beams = () => ids(mainOptions(s), 'beam').filter((id) => id.includes(kvort)).sort();
    expect(beams()).toEqual([`beam:${kvort}>${outpost}`, `beam:${kvort}>planet:${m}`, `beam:${outpost}>${kvort}`, `beam:planet:${m}>${kvort}`].sort());
    card(s, kvort).cloaked = true;
    expect(beams()).toEqual([]);
    // the outpost and the planet still trade with each other
    expect(ids(mainOptions(s), 'beam')).toEqual(expect.arrayContaining([`beam:${outpost}>planet:${m}`, `beam:planet:${m}>${outpost}`]));
  });

  it('a cloaked ship can move', () => {
    const s = position();
    const { ship: kvort } = ship(s, 'player-1', loc(s, 'avert-danger'), 'ikc-kvort', ['klag']);
    card(s, kvort).cloaked = true;
    expect(mainOptions(s).filter((o) => o.group === 'move' && o.card === kvort).length).toBeGreaterThan(0);
  });

  it('the crew of a cloaked ship attempts no space mission, with the reason; decloaked it may', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    expect(ids(mainOptions(s), 'attempt')).toEqual([`attempt:${m}:${kvort}`]);
    card(s, kvort).cloaked = true;
    expect(ids(mainOptions(s), 'attempt')).toEqual([]);
    expect(whyCannotAttempt(s, 'player-1', m, kvort)).toBe('I.K.C. K\'Vort is cloaked: a cloaked ship attempts no mission');
    expect(whyCannotAttempt(s, 'player-1', m)).toBe('I.K.C. K\'Vort is cloaked: a cloaked ship attempts no mission');
  });

  it('Ship Seizure: a cloaked ship cannot be the seizer, nor be seized; uncloaked both can', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    const prey = put(s, 'player-2', 'iks-buruk', { z: 'inSpace', loc: m });
    const seizure = put(s, 'player-1', 'ship-seizure', { z: 'hand' });
    const seizing = () => mainOptions(s).filter((o) => o.card === seizure).map((o) => o.target);
    expect(seizing()).toEqual([prey]);
    card(s, kvort).cloaked = true;
    expect(seizing()).toEqual([]);
    delete card(s, kvort).cloaked;
    card(s, prey).cloaked = true;
    expect(seizing()).toEqual([]);
  });

  it('a ship leaving play is no longer cloaked', () => {
    const s = position();
    const { ship: kvort } = ship(s, 'player-1', loc(s, 'avert-danger'), 'ikc-kvort', ['klag']);
    card(s, kvort).cloaked = true;
    card(s, kvort).cloakTurn = s.turn.number;
    moveTo(s, kvort, { z: 'discard' });
    expect(card(s, kvort).cloaked).toBeUndefined();
    expect(card(s, kvort).cloakTurn).toBeUndefined();
  });
});

describe('cloaking (the intro game)', () => {
  it('has none: the Klingon ships\' Cloaking Devices are ignored, as the quick-start sheet says', () => {
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'],
      turn: { active: 'klingon' },
      klingon: { outpost: 'Gault', ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] },
    });
    const kvort = h.card("I.K.C. K'Vort");
    expect(h.options().filter((o) => o.group === 'cloak')).toEqual([]);
    expect(whyCannotCloak(h.s, 'klingon', kvort)).toBe('Ships do not cloak in this game: the quick-start rules ignore Cloaking Devices');
    h.finish();
  });
});

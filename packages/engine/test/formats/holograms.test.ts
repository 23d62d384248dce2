/**
 * Holograms in constructed games (issue 24, item 8; digest 8.2; docs/RULINGS.md, "Constructed:
 * cloaking, holograms and battle"): a Holo personnel exists only aboard a ship with a Holodeck, or on
 * a planet where Holo-Projectors is (the hook: the card itself comes with the card pool). It reports
 * directly aboard a Holodeck ship of a matching affiliation docked at an outpost it may report to; no
 * transfer takes it anywhere else; found elsewhere, it is discarded before its owner's next order.
 * The intro game keeps K'Tesh an ordinary personnel.
 */
import { describe, expect, it } from 'vitest';
import { advance, CONSTRUCTED_RULES, INTRO_RULES } from '../../src/index.ts';
import type { CardFacts, Option } from '../../src/index.ts';
import { hasFacts, registerFacts } from '../../src/cards/facts.ts';
import { card, moveTo } from '../../src/rules/board.ts';
import { whyNotPlayable, reportSites } from '../../src/rules/play.ts';
import { holoMayBe, strandedHolograms } from '../../src/rules/holograms.ts';
import { destroyShip } from '../../src/rules/damage.ts';
import { choose, engine, ids, loc, mainOptions, position, put, settle, ship } from './constructed-setup.ts';
import { setupTest } from '../harness.ts';

// Premiere's Holo-Projectors, as facts only (its card comes with the card pool): the hook finds it on the mission
if (!hasFacts('holo-projectors')) {
  const f: CardFacts = { id: 'holo-projectors', name: 'Holo-Projectors', unique: false, universal: null, characteristics: [], type: 'event', affiliation: null, playsOn: 'planet mission' };
  registerFacts([f]);
}

/** player-1 with a Klingon Outpost at Avert Danger and K'Tesh in hand. */
function klingonSide() {
  const s = position();
  const m = loc(s, 'avert-danger');
  const outpost = put(s, 'player-1', 'klingon-outpost', { z: 'outpost', loc: m });
  const ktesh = put(s, 'player-1', 'ktesh', { z: 'hand' });
  return { s, m, outpost, ktesh };
}

describe('holograms (constructed)', () => {
  it('the format keeps holograms to holodecks; the intro game does not', () => {
    expect(CONSTRUCTED_RULES.ships.holograms).toBe('holodeck');
    expect(INTRO_RULES.ships.holograms).toBe('anywhere');
  });

  it('K\'Tesh reports aboard a Klingon ship with a Holodeck docked at the Klingon Outpost, not at the outpost', () => {
    const { s, m, outpost, ktesh } = klingonSide();
    const { ship: feklhr } = ship(s, 'player-1', m, 'ikc-feklhr', []);
    expect(reportSites(s, 'player-1', 'ktesh')).toEqual([feklhr]);
    const opts = mainOptions(s).filter((o) => o.card === ktesh);
    expect(opts.map((o) => o.act)).toEqual([{ type: 'play', card: ktesh, at: feklhr }]);
    expect(opts.some((o) => o.target === outpost)).toBe(false);
    choose(s, (opts[0] as Option).id);
    settle(s);
    expect(card(s, ktesh).at).toEqual({ z: 'aboard', host: feklhr });
  });

  it('K\'Tesh reports aboard a Non-Aligned ship with a Holodeck (the Husnock Ship) docked at the Klingon Outpost, as a Klingon may crew it; not while a Federation personnel of his is aboard (no treaty)', () => {
    const { s, m, ktesh } = klingonSide();
    const { ship: husnock, crew: [klag] } = ship(s, 'player-1', m, 'husnock-ship', ['klag']);
    expect(reportSites(s, 'player-1', 'ktesh')).toEqual([husnock]);
    const opts = mainOptions(s).filter((o) => o.card === ktesh);
    expect(opts.map((o) => o.act)).toEqual([{ type: 'play', card: ktesh, at: husnock }]);
    choose(s, (opts[0] as Option).id);
    settle(s);
    expect(card(s, ktesh).at).toEqual({ z: 'aboard', host: husnock });
    expect(card(s, klag).at).toEqual({ z: 'aboard', host: husnock });
    // negative: a second K'Tesh, with a Federation personnel of his aboard that Husnock Ship, does not report there
    const { s: s2, m: m2, ktesh: k2 } = klingonSide();
    ship(s2, 'player-1', m2, 'husnock-ship', ['taitt']);
    expect(reportSites(s2, 'player-1', 'ktesh')).toEqual([]);
    expect(mainOptions(s2).filter((o) => o.card === k2)).toEqual([]);
  });

  it('no Holodeck ship docked there (none, one without a Holodeck, one elsewhere, one of another affiliation, a cloaked one): K\'Tesh does not report, with the reason', () => {
    const { s, m, ktesh } = klingonSide();
    const why = "K'Tesh is a hologram: it reports only aboard a ship of yours with a Holodeck docked at an outpost where it may report";
    expect(whyNotPlayable(s, 'player-1', ktesh)).toBe(why);
    ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    ship(s, 'player-1', m, 'uss-galaxy', ['taitt']);
    const { ship: away } = ship(s, 'player-1', loc(s, 'study-stellar-collision'), 'ikc-feklhr', []);
    expect(reportSites(s, 'player-1', 'ktesh')).toEqual([]);
    expect(mainOptions(s).filter((o) => o.card === ktesh)).toEqual([]);
    expect(whyNotPlayable(s, 'player-1', ktesh)).toBe(why);
    // the Fek'lhr docked, but cloaked: it takes nobody aboard
    moveTo(s, away, { z: 'inSpace', loc: m });
    card(s, away).cloaked = true;
    expect(reportSites(s, 'player-1', 'ktesh')).toEqual([]);
    delete card(s, away).cloaked;
    expect(reportSites(s, 'player-1', 'ktesh')).toEqual([away]);
  });

  it('a plain Premiere hologram (Albert Einstein, in the constructed pool since issue 24) reports only aboard a Federation Holodeck ship docked at the outpost', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const outpost = put(s, 'player-1', 'federation-outpost', { z: 'outpost', loc: m });
    const einstein = put(s, 'player-1', 'albert-einstein', { z: 'hand' });
    expect([...engine.cards]).toContain('albert-einstein');
    const why = 'Albert Einstein is a hologram: it reports only aboard a ship of yours with a Holodeck docked at an outpost where it may report';
    // a ship without a Holodeck docked there, and a Holodeck ship elsewhere: nowhere to report
    ship(s, 'player-1', m, 'uss-excelsior', ['taitt']);
    const { ship: away } = ship(s, 'player-1', loc(s, 'study-stellar-collision'), 'uss-galaxy', []);
    expect(reportSites(s, 'player-1', 'albert-einstein')).toEqual([]);
    expect(mainOptions(s).filter((o) => o.card === einstein)).toEqual([]);
    expect(whyNotPlayable(s, 'player-1', einstein)).toBe(why);
    // the Galaxy-class ship docks: he reports aboard it, not at the outpost
    moveTo(s, away, { z: 'inSpace', loc: m });
    expect(reportSites(s, 'player-1', 'albert-einstein')).toEqual([away]);
    const opts = mainOptions(s).filter((o) => o.card === einstein);
    expect(opts.map((o) => o.act)).toEqual([{ type: 'play', card: einstein, at: away }]);
    expect(opts.some((o) => o.target === outpost)).toBe(false);
    choose(s, (opts[0] as Option).id);
    settle(s);
    expect(card(s, einstein).at).toEqual({ z: 'aboard', host: away });
    expect(holoMayBe(s, einstein, { host: outpost })).toBe(false);
    expect(holoMayBe(s, einstein, { planet: m })).toBe(false);
    expect(strandedHolograms(s)).toEqual([]);
  });

  it('no transfer takes a hologram off its holodeck: not to the planet, the outpost, or a ship without one; to another Holodeck ship, yes', () => {
    const { s, m, outpost } = klingonSide();
    const { ship: feklhr, crew } = ship(s, 'player-1', m, 'ikc-feklhr', ['ktesh']);
    const ktesh = crew[0] as string;
    const { ship: kvort } = ship(s, 'player-1', m, 'ikc-kvort', ['klag']);
    let from = ids(mainOptions(s), 'beam').filter((id) => id.startsWith(`beam:${feklhr}>`));
    expect(from).toEqual([]);
    // a second Holodeck ship of the same affiliation (a Fek'lhr is unique, so a made-up copy under another id)
    const { ship: second } = ship(s, 'player-1', m, 'ikc-feklhr', []);
    from = ids(mainOptions(s), 'beam').filter((id) => id.startsWith(`beam:${feklhr}>`));
    expect(from).toEqual([`beam:${feklhr}>${second}`]);
    expect(holoMayBe(s, ktesh, { host: kvort })).toBe(false);
    expect(holoMayBe(s, ktesh, { host: outpost })).toBe(false);
    expect(holoMayBe(s, ktesh, { planet: m })).toBe(false);
    expect(holoMayBe(s, ktesh, { host: second })).toBe(true);
    // with a crew member who may go, the hologram is not among the cards offered
    put(s, 'player-1', 'kromm', { z: 'aboard', host: feklhr });
    mainOptions(s);
    choose(s, `beam:${feklhr}>planet:${m}`);
    for (let n = 0; n < 5 && s.pending?.kind !== 'pickTransfer'; n++) choose(s, (s.pending?.options[0] as Option).id);
    expect(s.pending?.options.filter((o) => o.group === 'pick').map((o) => o.card)).not.toContain(ktesh);
  });

  it('a planet with Holo-Projectors on its mission takes holograms (the hook for the card pool)', () => {
    const { s, m } = klingonSide();
    const { ship: feklhr, crew } = ship(s, 'player-1', m, 'ikc-feklhr', ['ktesh']);
    const ktesh = crew[0] as string;
    put(s, 'player-1', 'holo-projectors', { z: 'attached', host: m });
    expect(holoMayBe(s, ktesh, { planet: m })).toBe(true);
    expect(ids(mainOptions(s), 'beam')).toContain(`beam:${feklhr}>planet:${m}`);
  });

  it('a hologram found where it cannot exist is discarded before its owner\'s next order; aboard a holodeck or on a Holo-Projectors planet it stays', () => {
    const { s, m, outpost } = klingonSide();
    const { crew } = ship(s, 'player-1', m, 'ikc-feklhr', ['ktesh']);
    const ktesh = crew[0] as string;
    const other = put(s, 'player-1', 'ktesh', { z: 'planet', loc: m });
    put(s, 'player-1', 'holo-projectors', { z: 'attached', host: m });
    expect(strandedHolograms(s)).toEqual([]);
    // a card effect (here: by hand) puts it at the outpost
    moveTo(s, ktesh, { z: 'aboard', host: outpost });
    expect(strandedHolograms(s)).toEqual([ktesh]);
    mainOptions(s);
    expect(card(s, ktesh).at.z).toBe('discard');
    expect(card(s, other).at).toEqual({ z: 'planet', loc: m });
    expect(s.log.find((e) => e.type === 'personnelDiscarded' && e.data?.card === ktesh)?.text).toMatch(/a hologram away from a holodeck cannot exist/);
  });

  it('a hologram goes down with its ship', () => {
    const { s, m } = klingonSide();
    const { ship: feklhr, crew } = ship(s, 'player-1', m, 'ikc-feklhr', ['ktesh', 'klag']);
    destroyShip(s, feklhr, 'a test');
    advance(s);
    settle(s);
    expect(card(s, feklhr).at.z).toBe('discard');
    expect(crew.map((id) => card(s, id).at.z)).toEqual(['discard', 'discard']);
    expect(strandedHolograms(s)).toEqual([]);
  });
});

describe('holograms (the intro game)', () => {
  it('K\'Tesh reports to the Klingon Outpost and beams as any personnel', () => {
    const h = setupTest({
      spaceline: ['Homeward', 'Gault', 'Distress Mission', 'Reported Activity', 'Survey Instability', 'Avert Danger'],
      turn: { active: 'klingon' },
      klingon: { outpost: 'Gault', hand: ["K'Tesh"], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] },
    });
    const ktesh = h.card("K'Tesh");
    const outpost = h.card('Klingon Outpost');
    expect(reportSites(h.s, 'klingon', 'ktesh')).toEqual([outpost]);
    h.choose(`play:${ktesh}`);
    h.passResponses();
    expect(h.where(ktesh)).toEqual({ z: 'aboard', host: outpost });
    expect(holoMayBe(h.s, ktesh, { planet: h.card('Gault') })).toBe(true);
    expect(h.offers(`beam:${outpost}>planet:${h.card('Gault')}`)).toBe(true);
    h.finish();
  });
});

/**
 * Affiliations in constructed games (issue 24, item 5 and the affiliation limits on battle of item
 * 8; docs/RULINGS.md, "Constructed: affiliations"): different affiliations do not mix aboard ships,
 * at outposts or in Away Teams, Non-Aligned mix with any; a treaty lets its owner's two named
 * affiliations mix; a dual-affiliation personnel plays as the affiliation chosen when it reports;
 * Romulans do not attack Romulans, a force with a Federation card starts no battle; a mission is
 * attempted by a team with a member matching one of its icons. The intro game keeps its rules.
 */
import { describe, expect, it } from 'vitest';
import { CONSTRUCTED_RULES, INTRO_RULES, view } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option } from '../../src/index.ts';
import { registerFacts } from '../../src/cards/facts.ts';
import { card, moveTo, outpostsOf } from '../../src/rules/board.ts';
import { affiliationOf, affiliationsOfDef, mayMix, whyBattleBarred, whyCannotJoin } from '../../src/rules/affiliations.ts';
import { attemptOptions, whyCannotAttempt } from '../../src/rules/missions.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { explain } from '../../src/rules/explain.ts';
import { choose, FED_P, FED_P2, KLI_P, loc, NA_P, playTreaty, position, put, refresh, ROM_P, ROM_P2, settle } from './affiliation-position.ts';
import { ship as crewed } from './constructed-setup.ts';

const planet = (m: CardId) => `planet:${m}`;
const beamId = (from: string, to: string) => `beam:${from}>${to}`;
const offered = (s: GameState, id: string) => refresh(s).some((o) => o.id === id);
/** The cards offered in the transfer picked after choosing the beaming option. */
function picks(s: GameState, id: string): string[] {
  refresh(s);
  choose(s, id);
  settle(s);
  expect(s.pending?.kind).toBe('pickTransfer');
  return (s.pending?.options ?? []).filter((o) => o.act.type === 'pick').map((o) => o.card as string);
}
const fedOutpost = (s: GameState) => outpostsOf(s, 'player-1')[0] as CardId;
const newTurnPlay = (s: GameState) => { s.turn.cardPlayed = false; s.turn.stage = 'play'; };

describe('the formats', () => {
  it('the intro game keeps its rule (personnel board ships of their own affiliation); constructed keeps every group apart and Romulans from Romulans', () => {
    expect(INTRO_RULES.mixing).toBe('ships');
    expect(INTRO_RULES.noBattleAmong).toEqual([]);
    expect(CONSTRUCTED_RULES.mixing).toBe('groups');
    expect(CONSTRUCTED_RULES.noBattleAmong).toEqual(['romulan']);
  });
});

describe('mixing (constructed)', () => {
  it('different affiliations do not share an Away Team: the beam-down is not offered; a Non-Aligned joins', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    put(s, 'player-1', KLI_P, { z: 'planet', loc: m });
    const { ship, crew: [fed] } = crewed(s, 'player-1', m, 'uss-galaxy', [FED_P]);
    expect(offered(s, beamId(ship, planet(m)))).toBe(false);
    expect(whyCannotJoin(s, fed, planet(m))).toBe('Calloway (Federation) may not join B\'iJik (Klingon): different affiliations do not mix without a treaty between them');
    const na = put(s, 'player-1', NA_P, { z: 'aboard', host: ship });
    expect(whyCannotJoin(s, na, planet(m))).toBeNull();
    expect(picks(s, beamId(ship, planet(m)))).toEqual([na]);
  });

  it("only the owner's own Away Team counts: the opponent's Klingons on the planet do not keep a Federation team off it", () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    put(s, 'player-2', KLI_P, { z: 'planet', loc: m });
    const { ship, crew: [fed] } = crewed(s, 'player-1', m, 'uss-galaxy', [FED_P]);
    expect(whyCannotJoin(s, fed, planet(m))).toBeNull();
    expect(offered(s, beamId(ship, planet(m)))).toBe(true);
  });

  it('a Klingon may not board a Federation ship (even empty); a Non-Aligned ship takes him', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const kli = put(s, 'player-1', KLI_P, { z: 'planet', loc: m });
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: m });
    expect(offered(s, beamId(planet(m), galaxy))).toBe(false);
    expect(whyCannotJoin(s, kli, galaxy)).toBe('B\'iJik (Klingon) may not join U.S.S. Galaxy (Federation): different affiliations do not mix without a treaty between them');
    const merc = put(s, 'player-1', 'mercenary-ship', { z: 'inSpace', loc: m });
    expect(whyCannotJoin(s, kli, merc)).toBeNull();
    expect(offered(s, beamId(planet(m), merc))).toBe(true);
    // a Federation personnel may not join the Klingon aboard the Non-Aligned ship
    moveTo(s, kli, { z: 'aboard', host: merc });
    const fed = put(s, 'player-1', FED_P, { z: 'planet', loc: m });
    expect(whyCannotJoin(s, fed, merc)).toContain('may not join B\'iJik (Klingon)');
  });

  it('a Klingon may not go aboard a Federation outpost: the unload is not offered', () => {
    const s = position();
    const out = fedOutpost(s);
    const at = (card(s, out).at as { loc: CardId }).loc;
    const merc = put(s, 'player-1', 'mercenary-ship', { z: 'inSpace', loc: at });
    const kli = put(s, 'player-1', KLI_P, { z: 'aboard', host: merc });
    expect(offered(s, beamId(merc, out))).toBe(false);
    expect(whyCannotJoin(s, kli, out)).toBe('B\'iJik (Klingon) may not join Federation Outpost (Federation): different affiliations do not mix without a treaty between them');
    const na = put(s, 'player-1', NA_P, { z: 'aboard', host: merc });
    expect(picks(s, beamId(merc, out))).toEqual([na]);
  });

  it('cards moving together must mix with one another: once one is picked, one who may not mix with it is no longer offered', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    // a crew that could not form now (as left by a treaty leaving play)
    const { ship: merc, crew: [fed, kli, na] } = crewed(s, 'player-1', m, 'mercenary-ship', [FED_P, KLI_P, NA_P]);
    expect(picks(s, beamId(merc, planet(m)))).toEqual([fed, kli, na]);
    choose(s, `pick:${fed}`);
    expect((s.pending?.options ?? []).filter((o) => o.act.type === 'pick').map((o) => o.card)).toEqual([na]);
    choose(s, 'done');
    settle(s); // the response point before a transport (constructed: Barclay Transporter Phobia) answered
    expect(card(s, fed).at).toEqual({ z: 'planet', loc: m });
    expect(card(s, kli).at).toEqual({ z: 'aboard', host: merc });
  });

  it('"All of them" takes each card that mixes with those taken before it, in the order offered', () => {
    const s = position();
    const m = loc(s, 'avert-danger');
    const { ship: merc, crew: [fed, kli, fed2] } = crewed(s, 'player-1', m, 'mercenary-ship', [FED_P, KLI_P, FED_P2]);
    picks(s, beamId(merc, planet(m)));
    choose(s, 'all');
    settle(s); // the response point before a transport answered
    expect([fed, kli, fed2].map((id) => card(s, id).at.z)).toEqual(['planet', 'aboard', 'planet']);
  });
});

describe('treaties', () => {
  it('pairwise: with Federation/Klingon and Federation/Romulan, a Romulan still may not join a Klingon; a Federation personnel joins either', () => {
    const s = position();
    playTreaty(s, 'treaty-federation-klingon');
    newTurnPlay(s);
    playTreaty(s, 'treaty-federation-romulan');
    expect(mayMix(s, 'player-1', 'federation', 'klingon')).toBe(true);
    expect(mayMix(s, 'player-1', 'federation', 'romulan')).toBe(true);
    expect(mayMix(s, 'player-1', 'romulan', 'klingon')).toBe(false);
    const m = loc(s, 'avert-danger');
    put(s, 'player-1', KLI_P, { z: 'planet', loc: m });
    const { ship: merc, crew: [rom, fed] } = crewed(s, 'player-1', m, 'mercenary-ship', [ROM_P, FED_P]);
    expect(whyCannotJoin(s, rom, planet(m))).toContain('Galathon (Romulan) may not join B\'iJik (Klingon)');
    expect(picks(s, beamId(merc, planet(m)))).toEqual([fed]);
  });

  it('a treaty leaving play moves nobody: the mixed team stays, takes on nobody who may not mix with all of it, and "why not?" says so', () => {
    const s = position();
    const treaty = playTreaty(s, 'treaty-federation-klingon');
    const m = loc(s, 'avert-danger');
    const { ship: merc, crew: [fed, kli] } = crewed(s, 'player-1', m, 'mercenary-ship', [FED_P, KLI_P]);
    expect(picks(s, beamId(merc, planet(m)))).toEqual([fed, kli]);
    choose(s, 'all');
    settle(s);
    expect([card(s, fed).at.z, card(s, kli).at.z]).toEqual(['planet', 'planet']);
    expect(explain(s, 'player-1', kli)).toEqual([]);
    moveTo(s, treaty, { z: 'discard' });
    expect([card(s, fed).at.z, card(s, kli).at.z]).toEqual(['planet', 'planet']);
    const fed2 = put(s, 'player-1', FED_P2, { z: 'aboard', host: merc });
    expect(whyCannotJoin(s, fed2, planet(m))).toContain('Giusti (Federation) may not join B\'iJik (Klingon)');
    expect(offered(s, beamId(merc, planet(m)))).toBe(false);
    expect(explain(s, 'player-1', kli)).toContain('B\'iJik (Klingon) may not join Calloway (Federation): different affiliations do not mix without a treaty between them');
  });
});

describe('reporting', () => {
  it("a Klingon reports only to a Klingon outpost; with the Federation/Klingon treaty, to its owner's Federation outpost too", () => {
    const s = position();
    const k = put(s, 'player-1', KLI_P, { z: 'hand' });
    expect(whyNotPlayable(s, 'player-1', k)).toBe('You have no outpost where B\'iJik may report (an outpost of its affiliation, or any for a Non-Aligned card)');
    expect(refresh(s).some((o) => o.card === k)).toBe(false);
    playTreaty(s, 'treaty-federation-klingon');
    newTurnPlay(s);
    expect(whyNotPlayable(s, 'player-1', k)).toBeNull();
    const o = refresh(s).find((x) => x.card === k) as Option;
    expect(o.label).toBe('Report B\'iJik at Federation Outpost');
    choose(s, o.id);
    settle(s);
    expect(card(s, k).at).toEqual({ z: 'aboard', host: fedOutpost(s) });
  });

  it('the Federation/Klingon treaty opens no outpost to a Romulan; a Klingon ship still commissions only at a Klingon outpost', () => {
    const s = position();
    playTreaty(s, 'treaty-federation-klingon');
    newTurnPlay(s);
    const r = put(s, 'player-1', ROM_P, { z: 'hand' });
    const ship = put(s, 'player-1', 'ikc-kvort', { z: 'hand' });
    expect(whyNotPlayable(s, 'player-1', r)).toContain('You have no outpost where Galathon may report');
    expect(whyNotPlayable(s, 'player-1', ship)).toContain("You have no outpost where I.K.C. K'Vort may report");
  });

  it('a Klingon does not report under a treaty to an outpost holding a Romulan he may not mix with', () => {
    const s = position();
    playTreaty(s, 'treaty-federation-klingon');
    newTurnPlay(s);
    put(s, 'player-1', ROM_P, { z: 'aboard', host: fedOutpost(s) });
    const k = put(s, 'player-1', KLI_P, { z: 'hand' });
    expect(whyNotPlayable(s, 'player-1', k)).toContain('You have no outpost where B\'iJik may report');
  });
});

// Major Rakal (Alternate Universe): Romulan/Federation. Its text is not implemented, so the engine
// has no facts for it; a test gives it facts to play the affiliation choice.
const RAKAL: CardFacts = {
  id: 'major-rakal', name: 'Major Rakal', unique: true, universal: false, characteristics: [], type: 'personnel', affiliation: 'romulan',
  icons: [], classification: 'V.I.P.', skills: [{ skill: 'V.I.P.', level: 1 }], integrity: 4, cunning: 8, strength: 4, species: null, gender: 'female', persona: null,
};

describe('dual-affiliation personnel', () => {
  it('the affiliation is chosen when it reports, one option per affiliation and outpost; kept on the card; forgotten when it leaves play', () => {
    registerFacts([RAKAL]);
    expect(affiliationsOfDef('major-rakal')).toEqual(['romulan', 'federation']);
    const s = position();
    put(s, 'player-1', 'alternate-universe-door', { z: 'table' }); // Major Rakal carries the [AU] icon
    const m = loc(s, 'covert-installation');
    const romOut = put(s, 'player-1', 'romulan-outpost', { z: 'outpost', loc: m });
    const fedOut = fedOutpost(s);
    const r = put(s, 'player-1', 'major-rakal', { z: 'hand' });
    const opts = refresh(s).filter((o) => o.card === r);
    expect(opts.map((o) => [o.id, o.label])).toEqual([
      [`play:${r}@${romOut}:romulan`, 'Report Major Rakal as romulan at Romulan Outpost'],
      [`play:${r}@${fedOut}:federation`, 'Report Major Rakal as federation at Federation Outpost'],
    ]);
    choose(s, `play:${r}@${fedOut}:federation`);
    settle(s);
    expect(card(s, r).at).toEqual({ z: 'aboard', host: fedOut });
    expect(card(s, r).aff).toBe('federation');
    expect(affiliationOf(s, r)).toBe('federation');
    expect(s.log.some((e) => e.type === 'cardPlayed' && e.text === "Major Rakal reports for duty as federation at player-1's Federation Outpost")).toBe(true);
    // both players see the side it plays as
    expect(JSON.stringify(view(s, 'player-2'))).toContain('"aff":"federation"');
    moveTo(s, r, { z: 'hand' });
    expect(card(s, r).aff).toBeUndefined();
    expect(affiliationOf(s, r)).toBe('romulan');
  });

  it('with only a Federation outpost, it may report only as Federation', () => {
    registerFacts([RAKAL]);
    const s = position();
    const r = put(s, 'player-1', 'major-rakal', { z: 'hand' });
    // an [AU] card: nothing without an open Alternate Universe Door
    expect(refresh(s).filter((o) => o.card === r)).toEqual([]);
    put(s, 'player-1', 'alternate-universe-door', { z: 'table' });
    expect(refresh(s).filter((o) => o.card === r).map((o) => o.act)).toEqual([{ type: 'play', card: r, at: fedOutpost(s), choice: 'federation' }]);
  });

  it('it mixes, matches mission icons and counts in battle as the affiliation it plays as', () => {
    registerFacts([RAKAL]);
    const s = position();
    const m = loc(s, 'covert-installation'); // Romulan icon only
    const r = put(s, 'player-1', 'major-rakal', { z: 'planet', loc: m });
    const rom = put(s, 'player-1', ROM_P, { z: 'hand' });
    card(s, r).aff = 'federation';
    expect(whyCannotAttempt(s, 'player-1', m)).toBe('At least one Away Team member must match an affiliation icon of Covert Installation (romulan)');
    expect(whyCannotJoin(s, rom, planet(m))).toContain('may not join Major Rakal (Federation)');
    card(s, r).aff = 'romulan';
    expect(whyCannotAttempt(s, 'player-1', m)).toBeNull();
    expect(whyCannotJoin(s, rom, planet(m))).toBeNull();
    const foe = put(s, 'player-2', ROM_P2, { z: 'planet', loc: m });
    expect(whyBattleBarred(s, [r], [foe])).toBe('Romulan forces do not start battles against Romulan forces');
    card(s, r).aff = 'federation';
    expect(whyBattleBarred(s, [r], [foe])).toBeNull();
  });
});

describe('battle: affiliation limits (constructed)', () => {
  /** A ship of `owner` at the location with this crew. */
  const ship = (s: GameState, owner: string, at: CardId, def: string, crew: string[]): CardId => crewed(s, owner, at, def, crew).ship;
  const battles = (s: GameState) => refresh(s).filter((o) => o.group === 'battle').map((o) => o.card ?? o.target);

  it('a Romulan ship does not attack a Romulan ship, nor a Non-Aligned ship with a Romulan aboard; it attacks Klingons and a Non-Aligned crew', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const mine = ship(s, 'player-1', m, 'dderidex', [ROM_P]);
    const romFoe = ship(s, 'player-2', m, 'dderidex', [ROM_P2]);
    const kliFoe = ship(s, 'player-2', m, 'ikc-kvort', [KLI_P]);
    const naRom = ship(s, 'player-2', m, 'mercenary-ship', [ROM_P2]);
    const naNa = ship(s, 'player-2', m, 'mercenary-ship', [NA_P]);
    expect(battles(s).sort()).toEqual([kliFoe, naNa].sort());
    expect(battles(s)).not.toContain(romFoe);
    expect(battles(s)).not.toContain(naRom);
    // "why not?" on the attacking ship names each target it may not attack
    expect(explain(s, 'player-1', mine)).toEqual([
      "D'deridex may not attack D'deridex: Romulan forces do not start battles against Romulan forces",
      "D'deridex may not attack Mercenary Ship: Romulan forces do not start battles against Romulan forces",
    ]);
  });

  it('a Romulan ship does not attack a Romulan outpost, empty or not; a Klingon ship of the same player there does', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    ship(s, 'player-1', m, 'dderidex', [ROM_P]);
    const out = put(s, 'player-2', 'romulan-outpost', { z: 'outpost', loc: m });
    expect(battles(s)).not.toContain(out);
    put(s, 'player-2', KLI_P, { z: 'aboard', host: out });
    expect(battles(s)).not.toContain(out);
    ship(s, 'player-1', m, 'ikc-kvort', [KLI_P]);
    expect(battles(s)).toContain(out);
  });

  it('only the ships that may attack the target are offered as attackers', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const rom = ship(s, 'player-1', m, 'dderidex', [ROM_P]);
    const kli = ship(s, 'player-1', m, 'ikc-kvort', [KLI_P]);
    const target = ship(s, 'player-2', m, 'dderidex', [ROM_P2]);
    const o = refresh(s).find((x) => x.group === 'battle' && x.card === target) as Option;
    choose(s, o.id);
    expect(s.pending?.kind).toBe('pickAttackers');
    const offeredShips = (s.pending?.options ?? []).filter((x) => x.act.type === 'pick').map((x) => x.card);
    expect(offeredShips).toEqual([kli]);
    expect(offeredShips).not.toContain(rom);
  });

  it('a treaty-mixed force with a Federation personnel in it counts as Federation and starts no battle', () => {
    const s = position();
    playTreaty(s, 'treaty-federation-klingon');
    const m = loc(s, 'study-stellar-collision');
    const mixed = ship(s, 'player-1', m, 'ikc-kvort', [KLI_P, FED_P]);
    const foe = ship(s, 'player-2', m, 'ikc-kvort', [KLI_P]);
    expect(battles(s)).toEqual([]);
    const fed = (Object.values(s.cards).find((c) => c.def === FED_P && c.at.z === 'aboard' && c.at.host === mixed) as { id: CardId }).id;
    moveTo(s, fed, { z: 'discard' });
    expect(battles(s)).toEqual([foe]);
  });

  it('Away Teams: Romulans do not attack Romulans; a Non-Aligned team alone attacks anyone', () => {
    const s = position();
    const m = loc(s, 'khitomer-research');
    const mine = put(s, 'player-1', ROM_P, { z: 'planet', loc: m });
    const foe = put(s, 'player-2', ROM_P2, { z: 'planet', loc: m });
    expect(refresh(s).some((o) => o.id === `battle:team@${m}`)).toBe(false);
    expect(whyBattleBarred(s, [mine], [foe])).toBe('Romulan forces do not start battles against Romulan forces');
    card(s, mine).def = NA_P;
    expect(refresh(s).some((o) => o.id === `battle:team@${m}`)).toBe(true);
    card(s, mine).def = ROM_P;
    card(s, foe).def = KLI_P;
    expect(refresh(s).some((o) => o.id === `battle:team@${m}`)).toBe(true);
  });
});

describe('who may attempt a Romulan mission (constructed)', () => {
  const attempts = (s: GameState, m: CardId) => attemptOptions(s, 'player-1').filter((o) => o.act.type === 'attempt' && o.act.mission === m);

  it('a Romulan Away Team attempts a Romulan-only mission; a Non-Aligned or Federation team alone does not; a Non-Aligned joins a Romulan', () => {
    const s = position();
    const m = loc(s, 'covert-installation');
    const na = put(s, 'player-1', NA_P, { z: 'planet', loc: m });
    const why = 'At least one Away Team member must match an affiliation icon of Covert Installation (romulan)';
    expect(whyCannotAttempt(s, 'player-1', m)).toBe(why);
    expect(attempts(s, m)).toEqual([]);
    card(s, na).def = FED_P;
    expect(whyCannotAttempt(s, 'player-1', m)).toBe(why);
    card(s, na).def = NA_P;
    put(s, 'player-1', ROM_P, { z: 'planet', loc: m });
    expect(whyCannotAttempt(s, 'player-1', m)).toBeNull();
    expect(attempts(s, m)).toHaveLength(1);
  });

  it('a Romulan crew aboard a ship attempts a space mission with a Romulan icon; a Klingon-only one refuses them', () => {
    const s = position();
    const m = loc(s, 'study-stellar-collision');
    const sh = put(s, 'player-1', 'dderidex', { z: 'inSpace', loc: m });
    put(s, 'player-1', ROM_P, { z: 'aboard', host: sh });
    expect(whyCannotAttempt(s, 'player-1', m, sh)).toBeNull();
    const k = loc(s, 'survey-mission');
    moveTo(s, sh, { z: 'inSpace', loc: k });
    expect(whyCannotAttempt(s, 'player-1', k, sh)).toBe("At least one personnel aboard D'deridex must match an affiliation icon of Survey Mission (klingon)");
  });
});

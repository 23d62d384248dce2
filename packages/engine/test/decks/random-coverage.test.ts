/**
 * The random deck generator uses every card the engine plays (issues 25 and 26, coverage): over a
 * run of seeds each implemented card of Premiere, Alternate Universe and the intro set is in some
 * deck, artifacts among them (seeded under the missions); a card the engine does not implement is in
 * none; and each deck is legal.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, deckCardsOf, deckListOf, facts, randomDeck, setCoverage } from '../../src/index.ts';
import type { SetKey } from '../../src/index.ts';
import { behaviour } from '../../src/cards/registry.ts';
import { CARRIERS, withWants } from '../../src/decks/deck-wants.ts';
import { CONSTRUCTED } from '../../src/formats/constructed.ts';
import { buildsAround, THEME_COPIES } from '../../src/decks/random.ts';
import { hasAuIcon } from '../../src/rules/doorways.ts';

const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const SEEDS = 300;
const SETS: SetKey[] = ['premiere', 'alternate-universe', 'intro-2pg'];

describe('random decks over a run of seeds', () => {
  const decks = Array.from({ length: SEEDS }, (_, i) => randomDeck(i + 1, { pool }));
  const used = new Map<string, number>();
  for (const d of decks) for (const c of new Set([...d.missions, ...d.seed, ...d.draw])) used.set(c, (used.get(c) ?? 0) + 1);

  it(`every implemented card of the three sets is in some deck within ${SEEDS} seeds`, () => {
    for (const set of SETS) {
      const implemented = setCoverage(set).cards.filter((c) => c.implemented);
      expect(implemented.length).toBeGreaterThan(0);
      const missing = implemented.filter((c) => !used.has(c.card as string)).map((c) => c.name);
      expect(missing, set).toEqual([]);
    }
  });

  it('deals artifacts: some decks seed one or two, none more, and none seeds a card the engine does not implement', () => {
    const artifacts = new Set(setCoverage('premiere').cards.concat(setCoverage('alternate-universe').cards).filter((c) => c.type === 'artifact' && c.implemented).map((c) => c.card));
    const perDeck = decks.map((d) => d.seed.filter((c) => artifacts.has(c)).length);
    expect(perDeck.some((n) => n > 0)).toBe(true);
    expect(perDeck.some((n) => n === 0)).toBe(true);
    expect(Math.max(...perDeck)).toBe(2);
    const unimplemented = new Set(SETS.flatMap((s) => setCoverage(s).cards.filter((c) => !c.implemented && c.card).map((c) => c.card)));
    for (const d of decks) for (const c of [...d.missions, ...d.seed, ...d.draw]) expect(unimplemented.has(c), c).toBe(false);
  });

  it('every deck of the run is legal and playable (boundary: the seed cards with artifacts stay within half the deck)', () => {
    for (const d of decks.slice(0, 40)) {
      const r = deckListOf(deckCardsOf(d));
      expect(r.ok, r.ok ? '' : r.reasons.join('; ')).toBe(true);
      expect(d.missions.length + d.seed.length).toBeLessThanOrEqual((d.missions.length + d.seed.length + d.draw.length) / 2);
    }
  });

  it('deals what a card needs with it: Supernova its Tox Uthat and a Tox Uthat its Supernova, Vorgon Raiders Ajur and Boratus (only with the door open: they carry the [AU] icon), Crosis, Hugh and Lore Returns the Rogue Borg Mercenaries (Crosis and Lore Returns an Intruder Force Field too), a hologram a Holodeck ship of its affiliation, Interrogation a Cardassian Trap', () => {
    const all = Array.from({ length: 600 }, (_, i) => randomDeck(i + 1, { pool }));
    const holds = (d: (typeof all)[number], id: string) => d.seed.includes(id) || d.draw.includes(id);
    const withCard = (id: string) => all.filter((d) => holds(d, id));
    for (const [card, needs] of [['supernova', ['tox-uthat']], ['tox-uthat', ['supernova']], ['crosis', ['rogue-borg-mercenaries', 'intruder-force-field']], ['hugh', ['rogue-borg-mercenaries']], ['lore-returns', ['rogue-borg-mercenaries', 'intruder-force-field']], ['destroy-radioactive-garbage-scow', ['radioactive-garbage-scow']], ['seize-wesley', ['ktarian-game']], ['interrogation', ['cardassian-trap']]] as const) {
      expect(withCard(card).length, card).toBeGreaterThan(0);
      for (const d of withCard(card)) for (const n of needs) expect(holds(d, n), `${card} without ${n}`).toBe(true);
    }
    // Vorgon Raiders: Ajur and Boratus where the deck opens its door; none forced in without it (boundary)
    const vorgon = withCard('vorgon-raiders');
    expect(vorgon.some((d) => d.seed.includes('alternate-universe-door'))).toBe(true);
    for (const d of vorgon) if (d.seed.includes('alternate-universe-door')) expect(holds(d, 'ajur') && holds(d, 'boratus')).toBe(true);
    // a hologram reports only aboard a Holodeck ship: a deck with one has such a ship it may crew
    const holo = all.filter((d) => d.draw.some((c) => facts(c).type === 'personnel' && (facts(c) as { icons: string[] }).icons.includes('holographic')));
    expect(holo.length).toBeGreaterThan(0);
    for (const d of holo) {
      const aff = facts(d.seed[0] as string).affiliation;
      const ok = d.draw.some((c) => { const f = facts(c) as { type: string; affiliation?: string; specialEquipment?: string[] }; return f.type === 'ship' && (f.specialEquipment ?? []).includes('Holodeck') && (f.affiliation === aff || f.affiliation === 'non-aligned'); });
      const au = d.seed.includes('alternate-universe-door');
      // the Romulans' only Holodeck ship (Decius) carries the [AU] icon: without the door they may have none
      if (aff !== 'romulan' || au) expect(ok, `${aff} deck with a hologram and no Holodeck ship`).toBe(true);
    }
    for (const d of all.slice(0, 120)) expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
  });
  it('deals what a card wants with it (deckWants): Scan six personnel with Computer Skill and six with Stellar Cartography and three space missions its affiliation may attempt, Senior Staff Meeting the five classifications and three such missions, Particle Fountain two personnel with ENGINEER; a deck without them is the deck it was', () => {
    const all = Array.from({ length: 600 }, (_, i) => randomDeck(i + 1, { pool }));
    const holds = (d: (typeof all)[number], id: string) => d.seed.includes(id) || d.draw.includes(id);
    const skilled = (d: (typeof all)[number], k: string) => d.draw.some((c) => { const f = facts(c); return f.type === 'personnel' && (f.classification === k || f.skills.some((x) => x.skill === k)); });
    for (const [card, skills] of [['scan', ['Computer Skill', 'Stellar Cartography']], ['senior-staff-meeting', ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY']]] as const) {
      const decks = all.filter((d) => holds(d, card));
      expect(decks.length, card).toBeGreaterThan(0);
      for (const d of decks) {
        const aff = facts(d.seed[0] as string).affiliation;
        for (const k of skills) expect(skilled(d, k), `${card} without ${k}`).toBe(true);
        // three of its six missions (each affiliation may attempt fourteen space missions or more)
        expect(d.missions.filter((m) => { const f = facts(m); return f.type === 'mission' && f.missionType === 'space' && f.affiliationIcons.includes(aff as never); }).length, `${card} without three space missions the ${aff} may attempt`).toBeGreaterThanOrEqual(3);
        expect(new Set(d.missions.map((m) => facts(m).name)).size).toBe(6);
        expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
      }
    }
    // Scan wants each of its two skills six times over (RULINGS RD4): both must be aboard one ship at the
    // moment; boundary: the pool's carriers of a skill for the affiliation may be fewer
    const carriers = (d: (typeof all)[number], k: string) => d.draw.filter((c) => { const f = facts(c); return f.type === 'personnel' && (f.classification === k || f.skills.some((x) => x.skill === k)); }).length;
    const scans = all.filter((d) => holds(d, 'scan'));
    expect(scans.filter((d) => carriers(d, 'Computer Skill') >= 6 && carriers(d, 'Stellar Cartography') >= 6).length / scans.length, 'Scan decks with six of each skill').toBeGreaterThan(0.5);
    expect(all.filter((d) => !holds(d, 'scan')).some((d) => carriers(d, 'Stellar Cartography') < 6)).toBe(true);
    // Wolf wants six with Empathy (RULINGS RD5): the one it saves is picked at random from a team
    const wolves = all.filter((d) => holds(d, 'wolf'));
    expect(wolves.length).toBeGreaterThan(5);
    for (const d of wolves) expect(carriers(d, 'Empathy'), 'a Wolf deck').toBeGreaterThanOrEqual(facts(d.seed[0] as string).affiliation === 'federation' ? 6 : 2); // boundary: Empathy is Federation (4) and Non-Aligned (2), none universal
    expect(all.filter((d) => !holds(d, 'wolf')).some((d) => carriers(d, 'Empathy') < 6)).toBe(true);
    // a skill named twice wants two personnel with it: Particle Fountain's Away Team with ENGINEER x2
    // (docs/RULINGS.md "Coverage: Q, Rogue Borg and bonus points"); boundary: a deck without it may hold one or none
    const fountain = all.filter((d) => holds(d, 'particle-fountain'));
    expect(fountain.length).toBeGreaterThan(5);
    const engineers = (d: (typeof all)[number]) => d.draw.filter((c) => { const f = facts(c); return f.type === 'personnel' && (f.classification === 'ENGINEER' || f.skills.some((x) => x.skill === 'ENGINEER')); }).length;
    for (const d of fountain) {
      expect(engineers(d), JSON.stringify(d.draw)).toBeGreaterThanOrEqual(2);
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
    expect(all.filter((d) => !holds(d, 'particle-fountain')).some((d) => engineers(d) < 2)).toBe(true);
    // negative: a deck holding no card that wants anything comes back as it was (the very list)
    const plain = all.find((d) => [...d.seed, ...d.draw].every((c) => behaviour(c)?.deckWants === undefined));
    expect(plain).toBeDefined();
    expect(withWants(1, plain as (typeof all)[number], pool.map((c) => facts(c)), { aff: facts((plain as (typeof all)[number]).seed[0] as string).affiliation as never, opens: true, format: CONSTRUCTED })).toBe(plain);
    // and most decks hold neither card: some have no space mission at all
    expect(all.filter((d) => !holds(d, 'scan') && !holds(d, 'senior-staff-meeting')).some((d) => d.missions.every((m) => { const f = facts(m); return f.type === 'mission' && f.missionType !== 'space'; }))).toBe(true);
  });

  it('deals each wanted skill to at least three personnel (CARRIERS) where the pool allows (Full Planet Scan: Computer Skill and Geology, with a planet mission; Eyes in the Dark: Empathy), and nothing for an [AU] card in a deck that keeps its door shut', () => {
    const all = Array.from({ length: 800 }, (_, i) => randomDeck(i + 1, { pool }));
    const holds = (d: (typeof all)[number], id: string) => d.seed.includes(id) || d.draw.includes(id);
    const carriers = (d: (typeof all)[number], k: string) => d.draw.filter((c) => { const f = facts(c); return f.type === 'personnel' && (f.classification === k || f.skills.some((x) => x.skill === k)); }).length;
    const door = (d: (typeof all)[number]) => d.seed.includes('alternate-universe-door');
    const fps = all.filter((d) => holds(d, 'full-planet-scan'));
    expect(fps.length).toBeGreaterThan(0);
    for (const d of fps) {
      const aff = facts(d.seed[0] as string).affiliation;
      // Geology: each affiliation has personnel with it to draw on, a universal one among them
      expect(CARRIERS).toBe(3);
      expect(carriers(d, 'Computer Skill'), 'Full Planet Scan without three with Computer Skill').toBeGreaterThanOrEqual(CARRIERS);
      expect(carriers(d, 'Geology'), 'Full Planet Scan without three with Geology').toBeGreaterThanOrEqual(CARRIERS);
      expect(d.missions.some((m) => { const f = facts(m); return f.type === 'mission' && f.missionType === 'planet' && f.affiliationIcons.includes(aff as never); })).toBe(true);
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
    const scan = all.filter((d) => holds(d, 'scan'));
    expect(scan.length).toBeGreaterThan(0);
    for (const d of scan) expect(carriers(d, 'Computer Skill')).toBeGreaterThanOrEqual(CARRIERS);
    // a Federation deck has four Stellar Cartographers that are no holograms (Taitt universal): three at least;
    // a Klingon deck one (Dr. Reyga, unique): it holds him (boundary: the pool has no more)
    for (const d of scan) {
      const aff = facts(d.seed[0] as string).affiliation;
      if (aff === 'federation') expect(carriers(d, 'Stellar Cartography')).toBeGreaterThanOrEqual(CARRIERS);
      else expect(carriers(d, 'Stellar Cartography')).toBeGreaterThanOrEqual(1);
    }
    const eyes = all.filter((d) => holds(d, 'eyes-in-the-dark'));
    expect(eyes.filter(door).length).toBeGreaterThan(0);
    // Empathy: Federation decks have six to draw on; Klingon and Romulan ones the two Non-Aligned (unique)
    for (const d of eyes.filter(door)) expect(carriers(d, 'Empathy'), 'Eyes in the Dark with its door and too few with Empathy').toBeGreaterThanOrEqual(facts(d.seed[0] as string).affiliation === 'federation' ? CARRIERS : 2);
    // boundary: with its door shut, Eyes in the Dark (an [AU] card) is never played, and wants nothing
    // (the generator no longer deals it there, RULINGS RD1: the list is made by hand from a door-shut
    // deck wanting nothing, one of its other cards replaced)
    const plain = all.find((d) => !door(d) && [...d.seed, ...d.draw].every((c) => behaviour(c)?.deckWants === undefined));
    expect(plain).toBeDefined();
    const p = plain as (typeof all)[number];
    const swap = p.draw.findIndex((c) => facts(c).type === 'interrupt');
    const shut = { ...p, draw: p.draw.map((c, i) => (i === swap ? 'eyes-in-the-dark' : c)) };
    expect(shut.draw).toContain('eyes-in-the-dark');
    const cards = pool.map((c) => facts(c));
    const aff = facts((shut as (typeof all)[number]).seed[0] as string).affiliation as never;
    expect(withWants(1, shut as (typeof all)[number], cards, { aff, opens: false, format: CONSTRUCTED })).toBe(shut);
    // the same list with the door open is dealt Empathy
    expect(carriers(withWants(1, shut as (typeof all)[number], cards, { aff, opens: true, format: CONSTRUCTED }), 'Empathy')).toBeGreaterThanOrEqual(Math.min(CARRIERS, cards.filter((c) => c.type === 'personnel' && [aff, 'non-aligned'].includes(c.affiliation as never) && c.skills.some((x) => x.skill === 'Empathy')).length));
  });

  it('deals a card bearing the [AU] icon only to a deck that opens its door (RULINGS RD1): none in a deck that keeps it shut, some in decks that open it, of every type that bears it', () => {
    const all = Array.from({ length: 300 }, (_, i) => randomDeck(i + 1, { pool }));
    const door = (d: (typeof all)[number]) => d.seed.includes('alternate-universe-door');
    const au = (d: (typeof all)[number]) => [...d.missions, ...d.seed, ...d.draw].filter((c) => c !== 'alternate-universe-door' && hasAuIcon(c));
    const shut = all.filter((d) => !door(d));
    expect(shut.length).toBeGreaterThan(50);
    for (const d of shut) expect(au(d), 'an [AU] card in a deck with its door shut').toEqual([]);
    const open = all.filter(door);
    expect(open.length).toBeGreaterThan(50);
    const types = new Set(open.flatMap((d) => au(d).map((c) => facts(c).type)));
    for (const t of ['personnel', 'ship', 'interrupt', 'dilemma']) expect(types.has(t as never), t).toBe(true);
  });

  it('deals an [AU] artifact only where the deck opens its door; a Cryosatellite with a space mission of its own affiliation and [AU] personnel of it to seed along; an Ophidian Cane with what it doubles', () => {
    const all = Array.from({ length: 1000 }, (_, i) => randomDeck(i + 1, { pool }));
    const door = (d: (typeof all)[number]) => d.seed.includes('alternate-universe-door');
    const au = (id: string) => hasAuIcon(id);
    const withAu = all.filter((d) => d.seed.some((c) => facts(c).type === 'artifact' && au(c)));
    expect(withAu.length).toBeGreaterThan(0);
    for (const d of withAu) expect(door(d)).toBe(true);
    // boundary: an artifact without the icon is still dealt to a deck that keeps its door shut
    expect(all.some((d) => !door(d) && d.seed.some((c) => facts(c).type === 'artifact'))).toBe(true);
    const cryo = all.filter((d) => d.seed.includes('cryosatellite'));
    expect(cryo.length).toBeGreaterThan(0);
    let carried = 0;
    for (const d of cryo) {
      const aff = facts(d.seed[0] as string).affiliation;
      expect(new Set(d.missions.map((m) => facts(m).name)).size).toBe(6);
      expect(d.missions.some((m) => { const f = facts(m) as { missionType: string; affiliationIcons: string[] }; return f.missionType !== 'planet' && f.affiliationIcons.includes(aff as string); }), 'a Cryosatellite with no space mission of its own').toBe(true);
      const people = d.seed.filter((c) => facts(c).type === 'personnel');
      expect(people.length).toBeLessThanOrEqual(3);
      for (const c of people) {
        expect(au(c), c).toBe(true);
        expect([aff, 'non-aligned']).toContain((facts(c) as { affiliation: string }).affiliation);
      }
      carried += people.length;
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
    expect(carried).toBeGreaterThan(0);
    // no personnel is seeded in a deck without a Cryosatellite (boundary)
    for (const d of all) if (!d.seed.includes('cryosatellite')) expect(d.seed.some((c) => facts(c).type === 'personnel')).toBe(false);
    const cane = all.filter((d) => d.seed.includes('ophidian-cane'));
    expect(cane.length).toBeGreaterThan(0);
    for (const d of cane) expect(d.draw.includes('devidian-door') && d.draw.includes('devidian-foragers')).toBe(true);
  });

  it('deals what the captive, stasis and payoff cards want: Security Sacrifice three SECURITY personnel, Latinum Payoff four with Greed (RULINGS RD6), Vulcan Nerve Pinch a Vulcan or a Soong-type android where its affiliation has one, Dead in Bed a Vulcan Nerve Pinch (its stasis source); the decks stay legal', () => {
    const all = Array.from({ length: 600 }, (_, i) => randomDeck(i + 1, { pool }));
    const holds = (d: (typeof all)[number], id: string) => d.draw.includes(id);
    const affOf = (d: (typeof all)[number]) => facts(d.seed[0] as string).affiliation as string;
    const count = (d: (typeof all)[number], ok: (f: ReturnType<typeof facts>) => boolean) => d.draw.filter((c) => ok(facts(c))).length;
    const skilled = (k: string) => (f: ReturnType<typeof facts>) => f.type === 'personnel' && (f.classification === k || f.skills.some((x) => x.skill === k));
    const pincher = (f: ReturnType<typeof facts>) => f.type === 'personnel' && f.characteristics.some((x) => x === 'Soong-type android' || x.split('/').includes('Vulcan'));
    for (const [card, skill, n] of [['security-sacrifice', 'SECURITY', 3], ['latinum-payoff', 'Greed', 4]] as const) {
      const decks = all.filter((d) => holds(d, card));
      expect(decks.length, card).toBeGreaterThan(0);
      for (const d of decks) {
        expect(count(d, skilled(skill)), `${card}: ${skill} personnel in a ${affOf(d)} deck`).toBeGreaterThanOrEqual(n);
        expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
      }
    }
    // the Vulcans and Soong-type androids are Federation and one Romulan (Selok): a Klingon deck has none to get (boundary)
    const pinch = all.filter((d) => holds(d, 'vulcan-nerve-pinch'));
    expect(pinch.some((d) => affOf(d) === 'federation')).toBe(true);
    for (const d of pinch) {
      if (affOf(d) !== 'klingon') expect(count(d, pincher), `a ${affOf(d)} Vulcan Nerve Pinch deck without a pincher`).toBeGreaterThan(0);
      else expect(count(d, pincher)).toBe(0);
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
    const dib = all.filter((d) => holds(d, 'dead-in-bed'));
    expect(dib.length).toBeGreaterThan(0);
    for (const d of dib) expect(holds(d, 'vulcan-nerve-pinch'), 'Dead in Bed without a Vulcan Nerve Pinch').toBe(true);
  });

  it('builds every deck around one card (RULINGS RD3): each holds a card that needs its deck (buildsAround) in THEME_COPIES copies, or one when it is unique; over the run every such card is some deck\'s; the decks stay legal with at least eight personnel', () => {
    const cards = pool.map((id) => facts(id));
    // which cards a deck is built around: what a card names, wants or requires of its own deck
    for (const id of ['scan', 'senior-staff-meeting', 'vorgon-raiders', 'phaser-burns', 'q2', 'hugh']) expect(buildsAround(id, cards), id).toBe(true);
    for (const id of ['kevin-uxbridge', 'red-alert', 'jean-luc-picard', 'tricorder']) expect(buildsAround(id, cards), id).toBe(false);
    const all = Array.from({ length: 600 }, (_, i) => randomDeck(i + 1, { pool }));
    const copies = (d: (typeof all)[number], id: string) => d.draw.filter((c) => c === id).length;
    const themed = new Set<string>();
    for (const d of all) {
      const around = [...new Set(d.draw)].filter((id) => buildsAround(id, cards) && copies(d, id) >= (facts(id).unique ? 1 : THEME_COPIES));
      expect(around.length, `a deck with no card in ${THEME_COPIES} copies to build around: ${d.draw.join(', ')}`).toBeGreaterThan(0);
      for (const id of around) themed.add(id);
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
      expect(d.draw.filter((c) => facts(c).type === 'personnel').length).toBeGreaterThanOrEqual(8);
    }
    // boundary: a unique card is built around in its one copy (Hugh), a non-unique one never in fewer than three
    expect(themed.has('hugh')).toBe(true);
    for (const id of ['scan', 'senior-staff-meeting', 'latinum-payoff', 'dead-in-bed', 'vorgon-raiders', 'interrogation', 'wolf']) expect(themed.has(id), id).toBe(true);
  });
});

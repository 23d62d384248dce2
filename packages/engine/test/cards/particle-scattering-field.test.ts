/**
 * Particle Scattering Field (Alternate Universe event 103_044): it goes on one of its player's ships
 * with a Particle Scattering Device (the Tama, the pool's one such ship); wherever that ship is, nobody
 * beams down to or up from the planet there; its player may discard it in his turn. Constructed
 * positions (player-2 active). docs/RULINGS.md, AE6.
 */
import { describe, expect, it } from 'vitest';
import { allFacts, facts } from '../../src/cards/facts.ts';
import { createEngine, randomDeck } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { buildsAround, shipsNamed } from '../../src/decks/random.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { beamOptions } from '../../src/rules/beaming.ts';
import { SCATTERING_DEVICE } from '../../src/rules/scattering-field.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn } from './helpers.ts';

const F = 'Particle Scattering Field';
const TAMA_AT_GAULT = { card: 'Tama', at: 'Gault', crew: ['Narik', 'Gorta'] };
/** player-1's ship at Gault over its personnel on the planet (base puts Taitt and Mendon there). */
const GALAXY_AT_GAULT = { ships: [{ card: 'U.S.S. Galaxy', at: 'Gault', crew: ['Calloway'] }] };
/** The beaming options of a player whose label names a mission (its planet or a ship there). */
const beamsAt = (h: Harness, p: string, mission: string) => beamOptions(h.s, p).filter((o) => o.label.includes(mission)).map((o) => o.label);
const discards = (h: Harness) => h.options().filter((o) => o.act.type === 'use' && o.act.use === 'discardScatteringField').map((o) => o.label);

describe('Particle Scattering Field', () => {
  it('is an event of the card data, implemented, its text in our words; the Tama is the ship with the device, and the generator deals it with the card', () => {
    expect(facts('particle-scattering-field').type).toBe('event');
    expect(cardImplementation('103_044')).toEqual({ implemented: true });
    expect(cardText('particle-scattering-field')).toContain('no card is beamed down to the planet there');
    const withDevice = allFacts().filter((f) => f.type === 'ship' && f.specialEquipment.includes(SCATTERING_DEVICE)).map((f) => f.id);
    expect(withDevice).toEqual(['tama']);
    // the random deck generator deals the Tama with it (decks/random.ts shipsNamed), not as a card to build a deck around
    const pool = allFacts();
    expect(shipsNamed('particle-scattering-field', pool).map((f) => f.id)).toEqual(['tama']);
    expect(shipsNamed('distortion-field', pool)).toEqual([]);
    expect(buildsAround('particle-scattering-field', pool)).toBe(false);
    // every random deck of the first 200 seeds that holds the card holds the Tama too
    const engine = createEngine({ format: 'constructed' });
    const decks = Array.from({ length: 200 }, (_, i) => randomDeck(i + 1, { pool: engine.cards })).filter((d) => d.draw.includes('particle-scattering-field'));
    expect(decks.length).toBeGreaterThan(2);
    for (const d of decks) expect(d.draw).toContain('tama');
  });

  it('plays on its player\'s ship with the device, not on his other ships', () => {
    const h = setupTest(base({}, { hand: [F], ships: [TAMA_AT_GAULT, { card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }] }));
    const field = h.card(F, 'player-2', 'hand');
    expect(h.options().filter((o) => o.card === field).map((o) => o.label)).toEqual([expect.stringContaining('Tama')]);
    h.choose(`Play ${F} on Tama`);
    h.passResponses();
    expect(h.where(field)).toEqual({ z: 'attached', host: h.card('Tama') });
    h.finish();
  });

  it('negative: without a ship with the device it is not offered; wrong player: the opponent\'s Tama does not take it', () => {
    const none = setupTest(base({}, { hand: [F, 'Taitt'], outposts: [{ card: 'Federation Outpost', at: 'Gault' }], ships: [{ card: 'Runabout', at: 'Gault', crew: ['Calloway'] }] }));
    expect(none.s.turn.cardPlayed).toBe(false);
    expect(none.labels().some((l) => l.startsWith('Report Taitt'))).toBe(true);
    expect(none.options().some((o) => o.card === none.card(F))).toBe(false);
    const theirs = setupTest(base({ ships: [TAMA_AT_GAULT] }, { hand: [F] }));
    expect(theirs.options().some((o) => o.card === theirs.card(F))).toBe(false);
  });

  it('on the ship: no beaming down to or up from the planet where it is, for either player; another planet is free', () => {
    const free = setupTest(base(GALAXY_AT_GAULT, { ships: [TAMA_AT_GAULT, { card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }] }));
    expect(beamsAt(free, 'player-2', 'Gault').length).toBeGreaterThan(0);
    expect(beamsAt(free, 'player-1', 'Gault').length).toBeGreaterThan(0);
    const h = setupTest(base(GALAXY_AT_GAULT, { ships: [TAMA_AT_GAULT, { card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }], attached: [{ card: F, on: 'Tama' }] }));
    expect(beamsAt(h, 'player-2', 'Gault')).toEqual([]);
    expect(beamsAt(h, 'player-1', 'Gault')).toEqual([]);
    expect(beamsAt(h, 'player-2', 'Avert Danger').length).toBeGreaterThan(0);
  });

  it('boundary: the ban is where the ship is, so it moves with it; beaming between ships there is not touched', () => {
    // the Tama at Avert Danger: Gault is free again, Avert Danger's planet is closed
    const h = setupTest(base(GALAXY_AT_GAULT, { ships: [{ ...TAMA_AT_GAULT, at: 'Avert Danger' }], planets: { 'Avert Danger': ['Kromm'] }, attached: [{ card: F, on: 'Tama' }] }));
    expect(beamsAt(h, 'player-1', 'Gault').length).toBeGreaterThan(0);
    expect(beamsAt(h, 'player-2', 'Avert Danger')).toEqual([]);
    const unbanned = setupTest(base(GALAXY_AT_GAULT, { ships: [{ ...TAMA_AT_GAULT, at: 'Avert Danger' }], planets: { 'Avert Danger': ['Kromm'] } }));
    expect(beamsAt(unbanned, 'player-2', 'Avert Danger')).toEqual(['Beam down from Tama to the planet at Avert Danger', 'Beam up from the planet at Avert Danger to Tama']);
    // two ships of the player at Gault under the field: ship to ship still offered, the planet not
    const two = setupTest(base({}, { ships: [TAMA_AT_GAULT, { card: 'Runabout', at: 'Gault', crew: ['Taitt'] }], attached: [{ card: F, on: 'Tama' }] }));
    const labels = beamOptions(two.s, 'player-2').map((o) => o.label);
    expect(labels.some((l) => l.includes('Tama') && l.includes('Runabout'))).toBe(true);
    expect(labels.some((l) => /down|up from/i.test(l))).toBe(false);
    const open = setupTest(base({}, { ships: [TAMA_AT_GAULT, { card: 'Runabout', at: 'Gault', crew: ['Taitt'] }] }));
    expect(beamOptions(open.s, 'player-2').some((o) => o.label === 'Beam down from Tama to the planet at Gault')).toBe(true);
  });

  it('its player may discard it in his turn, and beaming is allowed again; the opponent never may', () => {
    const h = setupTest(base(GALAXY_AT_GAULT, { ships: [TAMA_AT_GAULT], attached: [{ card: F, on: 'Tama' }] }));
    const field = h.card(F, 'player-2');
    expect(discards(h)).toEqual(['Discard Particle Scattering Field from Tama (beaming where it is allowed again)']);
    h.choose('Discard Particle Scattering Field');
    expect(h.where(field)).toEqual({ z: 'discard' });
    expect(discards(h)).toEqual([]);
    expect(beamsAt(h, 'player-2', 'Gault').length).toBeGreaterThan(0);
    // still player-2's card play: a discard is neither the card play nor an order
    expect(h.s.turn.cardPlayed).toBe(false);
    const other = setupTest(base(GALAXY_AT_GAULT, { ships: [TAMA_AT_GAULT], attached: [{ card: F, on: 'Tama' }] }));
    endTurn(other);
    expect(other.s.turn.active).toBe('player-1');
    expect(discards(other)).toEqual([]);
    expect(beamsAt(other, 'player-1', 'Gault')).toEqual([]);
  });
});

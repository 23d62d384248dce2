/**
 * The persona rules in play beyond the article's own examples: ship swaps and what follows the new
 * version, copies and mirror counterparts, dual-personnel cards coming in, who is asked and when, copy
 * effects belonging to one player, Clone Machine, and the Persistence of Memory exception.
 */
import { describe, expect, it } from 'vitest';
import { explain, legalSwaps, personaEntryVerdict } from '../src/index.ts';
import { inAnyGroup } from '../src/rules/personas.ts';
import { meetsReference } from '../src/rules/persona-play.ts';
import { setupTest } from './harness.ts';
import { arrange, offeredPlays, offeredSwaps } from './persona-play-position.ts';

describe('persona swap in play', () => {
  it('a ship swap: the new Starship Enterprise takes the old one\'s place, status, crew, Plasma Fire and lasting effects', () => {
    const h = setupTest({
      turn: { active: 'klingon' },
      federation: {
        ships: [{ card: 'starship-enterprise-the-motion-pictures', crew: ['taitt', 'mendon'], damaged: true }],
        attached: [{ card: 'plasma-fire', on: 'starship-enterprise-the-motion-pictures' }],
        hand: ['starship-enterprise', 'uss-enterprise-a'],
      },
    });
    const oldShip = h.card('starship-enterprise-the-motion-pictures');
    const fire = h.card('plasma-fire', 'federation', 'attached');
    // a Loss of Orbital Stability played on the ship on turn 1 (its mark: the ship is doomed)
    const loos = Object.keys(h.s.cards).find((id) => h.s.cards[id]?.def === 'loss-of-orbital-stability') as string;
    expect(loos).toBeDefined();
    arrange(h, (s) => s.effects.push({ kind: 'mark', by: 'loss-of-orbital-stability', source: loos, card: oldShip, turn: 1 }));
    const at = h.where(oldShip);
    h.choose('end');
    h.passResponses();
    // the Enterprise-A is a different ship, not a version of the Starship Enterprise persona
    expect(offeredSwaps(h)).toEqual(['starship-enterprise-the-motion-pictures>starship-enterprise']);
    h.choose('Swap Starship Enterprise in play for Starship Enterprise');
    const newShip = h.card('starship-enterprise', 'federation', 'inSpace');
    expect(h.where(newShip)).toEqual(at);
    expect(h.s.cards[newShip]?.damaged).toBe(true);
    expect(h.where(h.card('taitt', 'federation'))).toEqual({ z: 'aboard', host: newShip });
    expect(h.where(h.card('mendon', 'federation'))).toEqual({ z: 'aboard', host: newShip });
    expect(h.where(fire)).toEqual({ z: 'attached', host: newShip });
    expect(h.s.effects).toContainEqual({ kind: 'mark', by: 'loss-of-orbital-stability', source: loos, card: newShip, turn: 1 });
    expect(h.where(oldShip)).toEqual({ z: 'hand' });
    expect(h.s.cards[oldShip]?.damaged).toBe(false); // a card leaving play loses its status
    h.finish();
  });

  it('the incoming card keeps the outgoing card\'s stopped status', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'starship-enterprise', crew: ['taitt'], stopped: true, rangeUsed: 2 }], hand: ['starship-enterprise-the-motion-pictures'] },
    });
    h.choose('Swap Starship Enterprise');
    const ship = h.card('starship-enterprise-the-motion-pictures', 'federation', 'inSpace');
    expect(h.s.cards[ship]).toMatchObject({ stopped: true, rangeUsed: 2 });
    h.finish();
  });

  it('copies are never swapped: the two Seven of Nine printings ask nothing', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['seven-of-nine'], hand: ['seven-of-nine-alt-printing'] } });
    expect(h.s.pending?.kind).toBe('main');
    expect(legalSwaps(h.s, 'federation')).toEqual([]);
    expect(offeredPlays(h)).not.toContain('seven-of-nine-alt-printing');
    h.finish();
  });

  it('a mirror counterpart is no version: The Intendant reports beside Kira Nerys and is not swapped for her', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['kira-nerys'], hand: ['the-intendant', 'kira'] } });
    expect(offeredSwaps(h)).toEqual(['kira-nerys>kira']);
    h.choose('noswap');
    expect(offeredPlays(h)).toContain('the-intendant');
    expect(offeredPlays(h)).not.toContain('kira');
    h.choose('Report The Intendant');
    h.passResponses();
    expect(h.where(h.card('the-intendant')).z).toBe('aboard');
    expect(inAnyGroup('the-intendant', 'any Kira')).toBe(true);
    h.finish();
  });

  it('a dual-personnel card comes in for versions of both its personas swapped out together', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['deanna-troi', 'lwaxana-troi'], hand: ['the-trois'] } });
    expect(offeredSwaps(h)).toEqual(['deanna-troi+lwaxana-troi>the-trois']);
    const was = h.where(h.card('deanna-troi'));
    h.choose('Swap');
    expect(h.where(h.card('the-trois'))).toEqual(was);
    expect(h.where(h.card('deanna-troi'))).toEqual({ z: 'hand' });
    expect(h.where(h.card('lwaxana-troi'))).toEqual({ z: 'hand' });
    h.finish();
  });

  it('with only one of its personas in play, a dual-personnel card cannot come in', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['deanna-troi'], hand: ['the-trois'] } });
    expect(h.s.pending?.kind).toBe('main');
    expect(offeredPlays(h)).not.toContain('the-trois');
    h.finish();
  });

  it('a card swapped in is not swapped out again the same turn, but may be on the next', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['jean-luc-picard'], hand: ['galen', 'locutus-of-borg'] } });
    expect(offeredSwaps(h).sort()).toEqual(['jean-luc-picard>galen', 'jean-luc-picard>locutus-of-borg']);
    h.choose('for Galen');
    expect(h.s.pending?.kind).toBe('main');
    h.choose('end');
    h.passResponses();
    h.choose('end');
    h.passResponses();
    expect(offeredSwaps(h).sort()).toEqual(['galen>jean-luc-picard', 'galen>locutus-of-borg']);
    h.finish();
  });

  it('only the player whose turn begins is asked, about their own cards', () => {
    const h = setupTest({ turn: { active: 'federation' }, klingon: { atOutpost: ['jean-luc-picard'], hand: ['galen'] } });
    expect(h.s.pending).toMatchObject({ player: 'federation', kind: 'main' });
    h.choose('end');
    h.passResponses();
    expect(h.s.pending).toMatchObject({ player: 'klingon', kind: 'personaSwap' });
    h.finish();
  });

  it('a player who asked always to be asked gets the question whenever a persona card is in play, legal swap or not', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { alwaysRespond: true, atOutpost: ['jean-luc-picard'], hand: ['taitt'] } });
    expect(h.s.pending?.kind).toBe('personaSwap');
    expect(h.options().map((o) => o.id)).toEqual(['noswap']);
    h.choose('noswap');
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
    // with only universal personnel in play there is nothing to swap and nothing is asked
    const u = setupTest({ turn: { active: 'federation' }, federation: { alwaysRespond: true, atOutpost: ['taitt'] } });
    expect(u.s.pending?.kind).toBe('main');
    u.finish();
  });

  it('a swap that is declined leaves everything in place', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['jean-luc-picard'], hand: ['galen'] } });
    const picard = h.card('jean-luc-picard');
    const was = h.where(picard);
    h.choose('noswap');
    expect(h.where(picard)).toEqual(was);
    expect(h.where(h.card('galen'))).toEqual({ z: 'hand' });
    expect(h.options().some((o) => o.group === 'swap')).toBe(false);
    h.finish();
  });
});

describe('copy effects and exceptions in play', () => {
  it('the opponent\'s Delta Quadrant Spatial Scission gives you nothing: copy effects count for their owner only', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      klingon: { table: ['delta-quadrant-spatial-scission'] },
      federation: { atOutpost: ['chakotay'], hand: ['chakotay'] },
    });
    expect(offeredPlays(h)).not.toContain('chakotay');
    h.finish();
  });

  it('Delta Quadrant Spatial Scission is played to the table as the card play; the second copy may report next turn', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['chakotay'], hand: ['delta-quadrant-spatial-scission', 'chakotay', 'clone-machine'] } });
    expect(offeredPlays(h)).not.toContain('chakotay');
    expect(offeredPlays(h)).not.toContain('clone-machine'); // its places are not in the intro game
    h.choose('Play Delta Quadrant Spatial Scission');
    h.passResponses();
    expect(h.where(h.card('delta-quadrant-spatial-scission'))).toEqual({ z: 'table' });
    h.choose('end');
    h.passResponses();
    h.choose('end');
    h.passResponses();
    expect(h.s.turn.active).toBe('federation');
    expect(offeredPlays(h)).toContain('chakotay');
    h.finish();
  });

  it('Clone Machine allows a second copy of an ordinary unique personnel, never of a hologram', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { table: ['clone-machine'], atOutpost: ['galen', 'the-doctor'], hand: ['galen', 'the-doctor'] },
    });
    expect(offeredPlays(h)).toContain('galen');
    expect(offeredPlays(h)).not.toContain('the-doctor');
    expect(explain(h.s, 'federation', h.card('the-doctor', 'federation', 'hand')).join(' ')).toMatch(/hologram/);
    h.finish();
  });

  it('Persistence of Memory reversing Anti-Time Anomaly is the only way a second version enters play', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['jean-luc-picard'] } });
    expect(personaEntryVerdict(h.s, 'federation', 'galen').allowed).toBe(false);
    expect(personaEntryVerdict(h.s, 'federation', 'galen', { persistenceOfMemoryReversal: true }).allowed).toBe(true);
    h.finish();
  });

  it('premium look-alikes are separate personas: Admiral Picard, Commander Troi and Admiral McCoy report beside the originals', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { atOutpost: ['jean-luc-picard', 'deanna-troi', 'dr-mccoy'], hand: ['admiral-picard', 'commander-troi', 'admiral-mccoy'] },
    });
    expect(h.s.pending?.kind).toBe('main');
    expect(offeredPlays(h)).toEqual(expect.arrayContaining(['admiral-picard', 'commander-troi', 'admiral-mccoy']));
    h.finish();
  });
});

describe('card references to personnel by name', () => {
  it('"X" is met by a card titled X and by every version of the X persona, not by a mirror counterpart', () => {
    expect(meetsReference('galen', 'Jean-Luc Picard')).toBe(true);
    expect(meetsReference('jean-luc-picard-first-contact', 'Jean-Luc Picard')).toBe(true);
    expect(meetsReference('admiral-picard', 'Jean-Luc Picard')).toBe(false);
    expect(meetsReference('the-intendant', 'Kira Nerys')).toBe(false);
    expect(meetsReference('taitt', 'Taitt')).toBe(true);
  });

  it('"any X" is met by the whole group, mirror counterparts included, impersonators never', () => {
    expect(meetsReference('the-intendant', 'any Kira')).toBe(true);
    expect(meetsReference('montgomery-scott', 'any Scotty')).toBe(true);
    expect(meetsReference('chief-engineer-scott', 'any Scotty')).toBe(true);
    expect(meetsReference('obrien-founder', 'any Miles')).toBe(false);
    expect(meetsReference('admiral-riker', 'any version of the William T. Riker persona')).toBe(false);
    expect(meetsReference('taitt', 'any Nobody At All')).toBe(false);
  });
});

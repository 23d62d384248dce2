/**
 * Every example of the persona article, as a named test. Each test states a rule, not an implementation.
 */
import { describe, expect, it } from 'vitest';
import {
  anyGroup,
  areCopies,
  checkPlay,
  inAnyGroup,
  isSamePersona,
  mayCoexist,
  maySwap,
  personaInfo,
  relate,
  swapVerdict,
  transferOnSwap,
  versionsOf,
} from '../src/rules/personas.ts';

describe('persona article examples', () => {
  it('Galen and Jean-Luc Picard together are refused for one player', () => {
    expect(isSamePersona('galen', 'jean-luc-picard')).toBe(true);
    expect(mayCoexist('jean-luc-picard', 'galen')).toBe(false);
    const v = checkPlay('galen', ['jean-luc-picard']);
    expect(v.allowed).toBe(false);
    expect(v.reasons.join(' ')).toMatch(/only one version/);
  });

  it('Jean-Luc Picard in play may be swapped for Galen in hand at the start of the turn', () => {
    expect(maySwap('jean-luc-picard', 'galen')).toBe(true);
    const v = swapVerdict(['jean-luc-picard'], ['galen']);
    expect(v.allowed).toBe(true);
    expect(v.reasons.join(' ')).toMatch(/not a card play/);
  });

  it('Galen, Locutus of Borg, Dixon Hill and both Jean-Luc Picard cards are versions of the Picard persona', () => {
    for (const id of ['galen', 'locutus-of-borg', 'dixon-hill', 'jean-luc-picard', 'jean-luc-picard-first-contact']) {
      expect(personaInfo(id).personas).toContain('Jean-Luc Picard');
    }
    expect(versionsOf('jean-luc-picard')).toEqual(expect.arrayContaining(['galen', 'locutus-of-borg', 'dixon-hill', 'jean-luc-picard-first-contact']));
  });

  it('the Picard versions are not copies of each other, not even the two Jean-Luc Picard cards', () => {
    expect(areCopies('jean-luc-picard', 'jean-luc-picard-first-contact')).toBe(false);
    expect(areCopies('galen', 'locutus-of-borg')).toBe(false);
    expect(areCopies('galen', 'galen')).toBe(true);
    expect(relate('jean-luc-picard', 'jean-luc-picard-first-contact').copies).toBe(false);
  });

  it('Admiral Picard and Lt. (j.g.) Picard are not versions of the Picard persona', () => {
    for (const id of ['admiral-picard', 'lt-jg-picard']) {
      expect(isSamePersona(id, 'jean-luc-picard')).toBe(false);
      expect(mayCoexist(id, 'jean-luc-picard')).toBe(true);
      expect(versionsOf('jean-luc-picard')).not.toContain(id);
    }
  });

  it('the 23rd-century Dr. McCoy and the 24th-century Admiral McCoy are different personas', () => {
    expect(isSamePersona('dr-mccoy', 'admiral-mccoy')).toBe(false);
    expect(mayCoexist('dr-mccoy', 'admiral-mccoy')).toBe(true);
    expect(relate('dr-mccoy', 'admiral-mccoy').sharedAnyGroups).toContain('any McCoy');
  });

  it('the two Seven of Nine printings are copies and cannot be swapped for each other', () => {
    const r = relate('seven-of-nine', 'seven-of-nine-alt-printing');
    expect(r.copies).toBe(true);
    expect(r.samePersona).toBe(true);
    expect(r.maySwap).toBe(false);
    expect(maySwap('seven-of-nine-alt-printing', 'seven-of-nine')).toBe(false);
    expect(r.mayCoexist).toBe(false);
  });

  it('two Chakotays may be in play under Delta Quadrant Spatial Scission', () => {
    expect(mayCoexist('chakotay', 'chakotay')).toBe(false);
    expect(mayCoexist('chakotay', 'chakotay', { copyEffects: ['dq-spatial-scission'] })).toBe(true);
    expect(mayCoexist('chakotay', 'chakotay-alt-printing', { copyEffects: ['dq-spatial-scission'] })).toBe(true);
  });

  it('Captain Chakotay may not join Chakotay, whatever copy effect is in play', () => {
    expect(mayCoexist('chakotay', 'captain-chakotay')).toBe(false);
    expect(mayCoexist('chakotay', 'captain-chakotay', { copyEffects: ['dq-spatial-scission'] })).toBe(false);
    expect(mayCoexist('chakotay', 'captain-chakotay', { copyEffects: ['dq-spatial-scission', 'clone-machine'] })).toBe(false);
  });

  it('a Chakotay in play as a second copy through Delta Quadrant Spatial Scission may not be swapped for Captain Chakotay', () => {
    expect(maySwap('chakotay', 'captain-chakotay')).toBe(true);
    expect(maySwap('chakotay', 'captain-chakotay', { placedByCopyEffect: true })).toBe(false);
  });

  it('swapping The Trois out needs a Deanna Troi version and a Lwaxana Troi version in hand', () => {
    expect(maySwap('the-trois', 'deanna-troi')).toBe(false);
    expect(maySwap('the-trois', 'lwaxana-troi')).toBe(false);
    const v = swapVerdict(['the-trois'], ['deanna-troi', 'lwaxana-troi']);
    expect(v.allowed).toBe(true);
    expect(swapVerdict(['the-trois'], ['deanna-troi']).reasons.join(' ')).toMatch(/Lwaxana Troi/);
  });

  it('The Doctor and the universal E.M.H. Program are different personas', () => {
    expect(isSamePersona('the-doctor', 'emh-program')).toBe(false);
    expect(mayCoexist('the-doctor', 'emh-program')).toBe(true);
    expect(personaInfo('emh-program').universal).toBe(true);
  });

  it('Lal and the universal Soong-type Android are different personas', () => {
    expect(isSamePersona('lal', 'soong-type-android')).toBe(false);
    expect(mayCoexist('lal', 'soong-type-android')).toBe(true);
  });

  it('The Intendant may be in play beside Kira Nerys (or Kira) and counts as "any Kira"', () => {
    expect(isSamePersona('the-intendant', 'kira-nerys')).toBe(false);
    expect(mayCoexist('kira-nerys', 'the-intendant')).toBe(true);
    expect(mayCoexist('kira', 'the-intendant')).toBe(true);
    expect(personaInfo('the-intendant').mirrorOf).toBe('Kira Nerys');
    expect(inAnyGroup('the-intendant', 'any Kira')).toBe(true);
  });

  it('Kira Nerys and Kira are versions of one persona', () => {
    expect(isSamePersona('kira-nerys', 'kira')).toBe(true);
    expect(mayCoexist('kira-nerys', 'kira')).toBe(false);
  });

  it('the O\'Brien Founder is not "any Miles"', () => {
    expect(personaInfo('obrien-founder').impersonates).toBe("Miles O'Brien");
    expect(inAnyGroup('obrien-founder', 'any Miles')).toBe(false);
    expect(anyGroup('any Miles').members.map((m) => m.id)).not.toContain('obrien-founder');
  });

  it('"any Scotty" holds Montgomery Scott, Mr. Scott and Chief Engineer Scott, who are not one persona', () => {
    const ids = anyGroup('any Scotty').members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['montgomery-scott', 'mr-scott', 'chief-engineer-scott']));
    expect(isSamePersona('montgomery-scott', 'mr-scott')).toBe(false);
    expect(isSamePersona('mr-scott', 'chief-engineer-scott')).toBe(false);
    expect(mayCoexist('montgomery-scott', 'mr-scott')).toBe(true);
  });

  it('Admiral Riker serves for "any William T. Riker" but not for "any version of the William T. Riker persona"', () => {
    expect(inAnyGroup('admiral-riker', 'any William T. Riker')).toBe(true);
    expect(inAnyGroup('admiral-riker', 'any version of the William T. Riker persona')).toBe(false);
    expect(inAnyGroup('william-t-riker', 'any version of the William T. Riker persona')).toBe(true);
  });

  it('the two Starship Enterprise cards are one persona; the U.S.S. Enterprise-A is not', () => {
    expect(isSamePersona('starship-enterprise', 'starship-enterprise-the-motion-pictures')).toBe(true);
    expect(mayCoexist('starship-enterprise', 'starship-enterprise-the-motion-pictures')).toBe(false);
    expect(areCopies('starship-enterprise', 'starship-enterprise-the-motion-pictures')).toBe(false);
    expect(isSamePersona('starship-enterprise', 'uss-enterprise-a')).toBe(false);
    expect(mayCoexist('starship-enterprise-the-motion-pictures', 'uss-enterprise-a')).toBe(true);
  });

  it('Ezri Dax is a version of both the Jadzia Dax and the Ezri Dax personas', () => {
    expect(personaInfo('ezri-dax').personas).toEqual(expect.arrayContaining(['Jadzia Dax', 'Ezri Dax']));
    expect(mayCoexist('jadzia-dax', 'ezri-dax')).toBe(false);
  });

  it('Ezri (mirror) is not a version of Jadzia Dax: the persona link is not transitive', () => {
    expect(isSamePersona('ezri-mirror', 'jadzia-dax')).toBe(false);
    expect(isSamePersona('ezri-mirror', 'ezri-dax')).toBe(false);
    expect(personaInfo('ezri-mirror').mirrorOf).toBe('Ezri Dax');
    expect(mayCoexist('ezri-mirror', 'jadzia-dax')).toBe(true);
    expect(mayCoexist('ezri-mirror', 'ezri-dax')).toBe(true);
  });

  it('Discommendation: (Klg) Jadzia Dax swapped for (Fed) Jadzia Dax sends it back to its owner', () => {
    expect(maySwap('jadzia-dax-klingon', 'jadzia-dax')).toBe(true);
    const r = transferOnSwap('jadzia-dax', [{ id: 'p2:discommendation#1', defId: 'discommendation' }]);
    expect(r.transferred).toEqual([]);
    expect(r.returnedToOwner.map((a) => a.id)).toEqual(['p2:discommendation#1']);
  });

  it('Discommendation: Worf Son of Mogh swapped for (NA) Worf stays on him, Klingon by species', () => {
    expect(maySwap('worf-son-of-mogh', 'worf-the-trouble-with-tribbles')).toBe(true);
    const r = transferOnSwap('worf-the-trouble-with-tribbles', [{ id: 'p2:discommendation#2', defId: 'discommendation' }]);
    expect(r.transferred.map((a) => a.id)).toEqual(['p2:discommendation#2']);
    expect(r.returnedToOwner).toEqual([]);
  });

  it('Discommendation may target (Klg) Jadzia Dax by affiliation though she is a Trill', () => {
    const r = transferOnSwap('jadzia-dax-klingon', [{ id: 'x', defId: 'discommendation' }]);
    expect(r.transferred).toHaveLength(1);
  });

  it('Persistence of Memory reversing Anti-Time Anomaly is the only way to hold two versions at once', () => {
    expect(checkPlay('galen', ['jean-luc-picard']).allowed).toBe(false);
    expect(checkPlay('galen', ['jean-luc-picard'], { persistenceOfMemoryReversal: true }).allowed).toBe(true);
    expect(checkPlay('galen', ['jean-luc-picard'], { copyEffects: ['clone-machine', 'dq-spatial-scission'] }).allowed).toBe(false);
  });
});

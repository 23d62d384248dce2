/**
 * Phased Matter (Premiere 101_042, planet dilemma): the encountering player splits the Away Team,
 * picking the team that stays in phase (one to half of it); the rest are phased: no beaming, a team
 * apart, until ENGINEER and SCIENCE among the player's other personnel on the planet cure them
 * (docs/RULINGS.md, "Premiere: the last dilemmas and Time Travel Pod", PM1-PM3).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { awayTeam } from '../../src/rules/dilemmas.ts';
import { phasedOnPlanet } from '../../src/rules/phased.ts';
import type { Harness } from '../harness.ts';
import { meet, PLANET } from './dilemma-positions.ts';

const P = 'Phased Matter';
const TEAM = ['Klag', 'Batrell', 'Kromm', 'Dukath'];
const KVORT = "I.K.C. K'Vort";

const phased = (h: Harness, names: string[]) => names.filter((n) => phasedOnPlanet(h.s, h.card(n, 'player-2')));
/** Keeps these members in phase (the split's picks), then "done" if it is still offered. */
function keep(h: Harness, names: string[]): void {
  for (const n of names) h.choose(`${n} stays in phase`);
  if (h.s.pending?.kind === 'splitAwayTeam') h.choose('done');
  h.passResponses();
}

describe('Phased Matter', () => {
  it('is a planet dilemma, implemented, its text in our words', () => {
    const f = facts('phased-matter');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_042')).toEqual({ implemented: true });
    expect(cardText('phased-matter')).toContain('phased');
  });

  it('a team of four: two kept in phase (at most half, the split ends there); the other two are phased, out of the Away Team', () => {
    const h = meet([P], { team: TEAM });
    expect(h.s.pending?.kind).toBe('splitAwayTeam');
    expect(h.labels().some((l) => l.startsWith('Done'))).toBe(false); // nobody picked yet
    keep(h, ['Klag', 'Batrell']);
    expect(phased(h, TEAM)).toEqual(['Kromm', 'Dukath']);
    expect(awayTeam(h.s, 'player-2', h.card(PLANET))).toEqual([h.card('Klag', 'player-2'), h.card('Batrell', 'player-2')]);
    expect(h.where(h.card(P, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('one kept in phase, then done (boundary: the least): three phased', () => {
    const h = meet([P], { team: TEAM });
    keep(h, ['Klag']);
    expect(phased(h, TEAM)).toEqual(['Batrell', 'Kromm', 'Dukath']);
    h.finish();
  });

  it('ENGINEER and SCIENCE kept in phase cure the others at once (negative: nobody stays phased)', () => {
    const h = meet([P], { team: TEAM });
    keep(h, ['Kromm', 'Dukath']);
    expect(phased(h, TEAM)).toEqual([]);
    expect(h.s.effects.filter((e) => e.by === 'phased-matter')).toEqual([]);
    h.finish();
  });

  it('a phased personnel cannot beam up; ENGINEER and SCIENCE beamed down cure him, and he may then beam', () => {
    const h = meet([P], { team: ['Klag', 'Batrell', 'Gorath'], p2: { ships: [{ card: KVORT, at: PLANET, crew: ['Kromm', 'Dukath'] }] } });
    keep(h, ['Klag']);
    expect(phased(h, ['Klag', 'Batrell', 'Gorath'])).toEqual(['Batrell', 'Gorath']);
    h.choose(`Beam up from the planet at ${PLANET} to ${KVORT}`);
    expect(h.labels().some((l) => l.includes('Batrell') || l.includes('Gorath'))).toBe(false);
    expect(h.labels().some((l) => l.includes('Klag'))).toBe(true);
    h.choose('cancel');
    h.choose(`Beam down from ${KVORT} to the planet at ${PLANET}`);
    h.choose('Kromm');
    h.choose('Dukath');
    if (h.offers('done')) h.choose('done');
    h.passResponses();
    expect(phased(h, ['Batrell', 'Gorath'])).toEqual([]);
    h.choose(`Beam up from the planet at ${PLANET} to ${KVORT}`);
    expect(h.labels().some((l) => l.includes('Batrell'))).toBe(true);
    h.finish();
  });

  it('a lone member is phased alone, with no split to choose', () => {
    const h = meet([P], { team: ['Klag'] });
    expect(h.s.pending?.kind).not.toBe('splitAwayTeam');
    expect(phased(h, ['Klag'])).toEqual(['Klag']);
    h.finish();
  });

  it('the other player\'s personnel on the planet are not phased (wrong player)', () => {
    const h = meet([P], { team: ['Klag'], p1: { planets: { [PLANET]: ['Taitt'] } } });
    expect(phasedOnPlanet(h.s, h.card('Taitt', 'player-1'))).toBe(false);
    expect(phased(h, ['Klag'])).toEqual(['Klag']);
    h.finish();
  });
});

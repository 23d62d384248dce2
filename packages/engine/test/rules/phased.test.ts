/**
 * rules/phased.ts: a personnel Phased Matter marked is phased while on a planet and not cured there
 * (ENGINEER and SCIENCE among his owner's other personnel on the planet); curePhased clears the
 * marks of the cured and of those who left the planet.
 */
import { describe, expect, it } from 'vitest';
import { moveTo } from '../../src/rules/board.ts';
import { cureHere, curePhased, phasedOnPlanet } from '../../src/rules/phased.ts';
import { meet, PLANET } from '../cards/dilemma-positions.ts';

function phasedKlag() {
  const h = meet(['Phased Matter'], { team: ['Klag'], p2: { ships: [{ card: "I.K.C. K'Vort", at: PLANET, crew: ['Kromm', 'Dukath'] }] } });
  return { h, klag: h.card('Klag', 'player-2') };
}

describe('phased personnel (rules/phased.ts)', () => {
  it('unmarked personnel are never phased', () => {
    const { h } = phasedKlag();
    expect(phasedOnPlanet(h.s, h.card('Kromm', 'player-2'))).toBe(false);
  });

  it('ENGINEER alone on the planet is no cure (boundary); ENGINEER and SCIENCE are, even before the marks are cleared', () => {
    const { h, klag } = phasedKlag();
    const loc = h.card(PLANET);
    moveTo(h.s, h.card('Kromm', 'player-2'), { z: 'planet', loc });
    expect(cureHere(h.s, loc, 'player-2')).toBe(false);
    expect(phasedOnPlanet(h.s, klag)).toBe(true);
    moveTo(h.s, h.card('Dukath', 'player-2'), { z: 'planet', loc });
    expect(phasedOnPlanet(h.s, klag)).toBe(false);
    expect(curePhased(h.s)).toEqual([klag]);
    expect(h.s.effects.filter((e) => e.by === 'phased-matter')).toEqual([]);
  });

  it('one who leaves the planet (out of play) is forgotten, not counted cured', () => {
    const { h, klag } = phasedKlag();
    moveTo(h.s, klag, { z: 'discard' });
    expect(curePhased(h.s)).toEqual([]);
    expect(h.s.effects.filter((e) => e.by === 'phased-matter')).toEqual([]);
  });
});

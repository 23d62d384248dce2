/**
 * Diplomatic Conference (Alternate Universe mission): solved by a V.I.P. of each of four affiliations
 * (Federation, Klingon, Romulan, Non-Aligned in these sets); on its planet a player's personnel of any
 * affiliations join one Away Team. Constructed positions: player-1 owns it and is active (spaceline
 * Avert Danger, Gault, Diplomatic Conference, Reported Activity), no dilemmas under it.
 * docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost" AM6.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { whyCannotJoin } from '../../src/rules/affiliations.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { attempt } from './helpers.ts';

const DC = 'Diplomatic Conference';
// V.I.P.s: K'Ehleyr (Federation), Gowron (Klingon), Neral (Romulan), Devinoni Ral (Non-Aligned)
const FOUR = ['kehleyr', 'gowron', 'neral', 'devinoni-ral'];

function position(p1: Record<string, unknown>, p2: Record<string, unknown> = {}): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', DC, 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: [DC, 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}

describe('Diplomatic Conference', () => {
  it('is a planet mission of the card data (60 points, span 4), implemented, with its text in our words', () => {
    const f = facts('diplomatic-conference');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['planet', 60, 4, ['federation', 'romulan', 'klingon']]);
    expect(cardImplementation('103_084')).toEqual({ implemented: true });
    expect(cardText('diplomatic-conference')).toContain('four different affiliations');
  });

  it('a V.I.P. of each of the four affiliations, together in one Away Team, solves it for 60', () => {
    const h = position({ planets: { [DC]: FOUR } });
    attempt(h, DC);
    expect(h.s.completed[h.card(DC)]).toBe('player-1');
    expect(seat(h.s, 'player-1').score).toBe(60);
    h.finish();
  });

  it('negative: four V.I.P.s of three affiliations do not; wrong player: the opponent\'s Non-Aligned V.I.P. there does not count for the team', () => {
    const h = position({ planets: { [DC]: ['kehleyr', 'sarek', 'gowron', 'neral'] } }, { planets: { [DC]: ['devinoni-ral'] } });
    attempt(h, DC);
    expect(h.s.completed[h.card(DC)]).toBeUndefined();
    expect(seat(h.s, 'player-1').score).toBe(0);
    h.finish();
  });

  it('boundary: three of the four (no Non-Aligned) is one short', () => {
    const h = position({ planets: { [DC]: FOUR.slice(0, 3) } });
    attempt(h, DC);
    expect(h.s.completed[h.card(DC)]).toBeUndefined();
    h.finish();
  });

  it('personnel of any affiliations join the Away Team on its planet (a Klingon may beam down to the Federation V.I.P.); on another planet the mixing rules hold', () => {
    const h = position({ planets: { [DC]: ['kehleyr'], 'Reported Activity': ['sarek'] }, ships: [{ card: "I.K.C. K'Vort", at: DC, crew: ['gowron'] }] });
    const klingon = h.card('gowron', 'player-1');
    const ship = h.card("I.K.C. K'Vort", 'player-1');
    expect(whyCannotJoin(h.s, klingon, `planet:${h.card(DC)}`)).toBeNull();
    expect(whyCannotJoin(h.s, klingon, `planet:${h.card('Reported Activity')}`)).not.toBeNull();
    expect(h.options().some((o) => o.id === `beam:${ship}>planet:${h.card(DC)}`)).toBe(true);
    h.finish();
  });
});

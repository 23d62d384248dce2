/**
 * Compromised Mission (Alternate Universe mission, asymmetric): its owner attempts it with a Romulan or
 * Klingon crew member, his opponent (the other side) with a Federation one; the requirements are the
 * same on both sides. Constructed positions: player-1 owns it (spaceline Avert Danger, Gault,
 * Compromised Mission, Reported Activity), no dilemmas under it. docs/RULINGS.md, "Alternate Universe
 * missions and Neutral Outpost" AM1.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { iconsFor } from '../../src/rules/mission-text.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { personnelAboard } from '../../src/rules/board.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const CM = 'Compromised Mission';
// Treachery x2 (Galathon, Mendak), Computer Skill (N'Vek); STRENGTH 9 + 7 + 8 + 9 (Jaron) = 33, + Movar 7 = 40
const ROMULANS = ['Galathon', 'Mendak', "N'Vek", 'Jaron', 'Movar'];
// Treachery x2 and Computer Skill x2 (Ro Laren, Nikolai Rozhenko); STRENGTH 5 + 4 + 10 (Worf) + 12 (Data) + 6 (Geordi) = 37
const FEDERATION = ['ro-laren', 'nikolai-rozhenko', 'worf', 'data', 'geordi-la-forge'];

function position(active: 'player-1' | 'player-2', p1Ship?: { card: string; crew: string[] }, p2Ship?: { card: string; crew: string[] }): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', CM, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [CM, 'Reported Activity'], ships: p1Ship ? [{ ...p1Ship, at: CM }] : [] },
    'player-2': { missions: ['Avert Danger', 'Gault'], ships: p2Ship ? [{ ...p2Ship, at: CM }] : [] },
  } as PositionSpec);
}
const attempts = (h: Harness) => h.labels().filter((l) => l.startsWith(`Attempt ${CM}`));

describe('Compromised Mission', () => {
  it('is an asymmetric space mission of the card data (35 points, span 4), implemented, with its text in our words', () => {
    const f = facts('compromised-mission');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['space', 35, 4, ['romulan', 'klingon']]);
    expect(cardImplementation('103_091')).toEqual({ implemented: true });
    expect(cardText('compromised-mission')).toContain('Federation');
  });

  it('its owner attempts it with a Romulan crew and scores 35', () => {
    const h = position('player-1', { card: 'dderidex', crew: ROMULANS });
    expect(iconsFor(h.s, 'player-1', h.card(CM))).toEqual(['romulan', 'klingon']);
    h.choose(`Attempt ${CM}`);
    expect(h.s.completed[h.card(CM)]).toBe('player-1');
    expect(seat(h.s, 'player-1').score).toBe(35);
    h.finish();
  });

  it('the opponent reads the other side: a Federation crew attempts it and scores 35', () => {
    const h = position('player-2', undefined, { card: 'Runabout', crew: FEDERATION });
    expect(iconsFor(h.s, 'player-2', h.card(CM))).toEqual(['federation']);
    h.choose(`Attempt ${CM}`);
    expect(h.s.completed[h.card(CM)]).toBe('player-2');
    expect(seat(h.s, 'player-2').score).toBe(35);
    h.finish();
  });

  it('wrong player: the opponent\'s Romulan crew, and the owner\'s Federation crew, match no icon of the side they read', () => {
    const opp = position('player-2', undefined, { card: 'dderidex', crew: ROMULANS });
    expect(attempts(opp)).toEqual([]);
    expect(whyCannotAttempt(opp.s, 'player-2', opp.card(CM))).toMatch(/match an affiliation icon .*\(federation\)/);
    opp.finish();
    const own = position('player-1', { card: 'Runabout', crew: FEDERATION });
    expect(attempts(own)).toEqual([]);
    expect(whyCannotAttempt(own.s, 'player-1', own.card(CM))).toMatch(/\(romulan, klingon\)/);
    own.finish();
  });

  it('boundary: a crew of STRENGTH 35 is not over 35 and does not solve it; 36 does', () => {
    // Galathon 9 + Mendak 7 + N'Vek 8, with Movar 7 and Bok 4 (Non-Aligned, he mixes) = 35; with Movar 7 and Dr. Reyga 5 = 36
    const at35 = position('player-1', { card: 'dderidex', crew: ['Galathon', 'Mendak', "N'Vek", 'Movar', 'Bok'] });
    expect(teamStats(at35.s, personnelAboard(at35.s, at35.card('dderidex'))).STRENGTH).toBe(35);
    at35.choose(`Attempt ${CM}`);
    expect(at35.s.completed[at35.card(CM)]).toBeUndefined();
    expect(seat(at35.s, 'player-1').score).toBe(0);
    at35.finish();
    const at36 = position('player-1', { card: 'dderidex', crew: ['Galathon', 'Mendak', "N'Vek", 'Movar', 'dr-reyga'] });
    expect(teamStats(at36.s, personnelAboard(at36.s, at36.card('dderidex'))).STRENGTH).toBe(36);
    at36.choose(`Attempt ${CM}`);
    expect(at36.s.completed[at36.card(CM)]).toBe('player-1');
    at36.finish();
  });
});

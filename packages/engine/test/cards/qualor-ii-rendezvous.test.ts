/**
 * Qualor II Rendezvous (Alternate Universe mission): solved with Treachery and Greed, or with Amarie;
 * until it is completed, aligned personnel (either player's) on its planet are in stasis: out of the
 * Away Team, unable to beam away, out of battles there; Non-Aligned personnel act as usual.
 * Constructed positions: player-1 owns it (spaceline Avert Danger, Gault, Qualor II Rendezvous,
 * Reported Activity), no dilemmas under it. docs/RULINGS.md, "Alternate Universe missions and Neutral
 * Outpost" AM7.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PlayerId } from '../../src/core/types.ts';
import { seat } from '../../src/core/types.ts';
import { awayTeam } from '../../src/rules/dilemmas.ts';
import { inStasis } from '../../src/rules/mission-text.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';

const Q = 'Qualor II Rendezvous';

function position(p1: Record<string, unknown>, p2: Record<string, unknown> = {}, active: PlayerId = 'player-1'): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', Q, 'Reported Activity'],
    turn: { active },
    'player-1': { missions: [Q, 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}
const beamUp = (h: Harness, loc: string, ship: string) => h.options().some((o) => o.id === `beam:planet:${h.card(loc)}>${ship}`);

describe('Qualor II Rendezvous', () => {
  it('is a Non-Aligned planet mission of the card data (30 points, span 4), implemented, with its text in our words', () => {
    const f = facts('qualor-ii-rendezvous');
    expect(f.type === 'mission' && [f.missionType, f.points, f.span, f.affiliationIcons]).toEqual(['planet', 30, 4, ['non-aligned']]);
    expect(cardImplementation('103_089')).toEqual({ implemented: true });
    expect(cardText('qualor-ii-rendezvous')).toContain('stasis');
  });

  it('Bok (Non-Aligned: Treachery, Greed) solves it for 30; the Federation personnel beside him are in stasis, out of the Away Team', () => {
    const h = position({ planets: { [Q]: ['bok', 'taitt'] } });
    const [bok, taitt] = [h.card('bok', 'player-1'), h.card('taitt', 'player-1')];
    expect(inStasis(h.s, taitt)).toBe(true);
    expect(inStasis(h.s, bok)).toBe(false);
    expect(awayTeam(h.s, 'player-1', h.card(Q))).toEqual([bok]);
    h.choose(`Attempt ${Q} with 1 personnel`);
    expect(h.s.completed[h.card(Q)]).toBe('player-1');
    expect(seat(h.s, 'player-1').score).toBe(30);
    // solved: the stasis is over
    expect(inStasis(h.s, taitt)).toBe(false);
    h.finish();
  });

  it('in stasis, aligned personnel cannot beam away; once it is completed they can', () => {
    const h = position({ planets: { [Q]: ['taitt'] }, ships: [{ card: 'Runabout', at: Q, crew: ['mendon'] }] });
    expect(beamUp(h, Q, h.card('Runabout', 'player-1'))).toBe(false);
    h.finish();
    const done = position({ planets: { [Q]: ['bok', 'taitt'] }, ships: [{ card: 'Runabout', at: Q, crew: ['mendon'] }] });
    const ship = done.card('Runabout', 'player-1');
    done.choose(`Attempt ${Q}`);
    expect(done.s.completed[done.card(Q)]).toBe('player-1');
    done.passResponses();
    done.chooseId(`beam:planet:${done.card(Q)}>${ship}`);
    expect(done.labels().some((l) => l.includes('Taitt'))).toBe(true);
    done.finish();
  });

  it('wrong player: the opponent\'s Klingons there are in stasis too, and start no battle; negative: on another planet they do', () => {
    const h = position({ planets: { [Q]: ['bok'] } }, { planets: { [Q]: ['Klag'] } }, 'player-2');
    expect(inStasis(h.s, h.card('Klag', 'player-2'))).toBe(true);
    expect(h.options().some((o) => o.id === `battle:team@${h.card(Q)}`)).toBe(false);
    h.finish();
    const elsewhere = position({ planets: { Gault: ['bok'] } }, { planets: { Gault: ['Klag'] } }, 'player-2');
    expect(elsewhere.options().some((o) => o.id === `battle:team@${elsewhere.card('Gault')}`)).toBe(true);
    elsewhere.finish();
  });

  it('boundary: an Away Team of aligned personnel only has nobody to attempt with; Amarie alone solves it', () => {
    const h = position({ planets: { [Q]: ['taitt', 'mendon'] } });
    expect(awayTeam(h.s, 'player-1', h.card(Q))).toEqual([]);
    expect(h.labels().some((l) => l.startsWith(`Attempt ${Q}`))).toBe(false);
    h.finish();
    const amarie = position({ planets: { [Q]: ['amarie'] } });
    amarie.choose(`Attempt ${Q}`);
    expect(amarie.s.completed[amarie.card(Q)]).toBe('player-1');
    amarie.finish();
  });
});

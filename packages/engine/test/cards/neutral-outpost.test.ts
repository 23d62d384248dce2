/**
 * Neutral Outpost (Alternate Universe facility): an outpost of no affiliation, seeded only at a space
 * mission, built at a space mission where its owner has any ENGINEER; cards of every affiliation report
 * to it; it repairs no ship (formats/ship-battle.test.ts). Constructed positions: player-1 owns Explore
 * Black Cluster (a space mission) and Reported Activity, player-2 Avert Danger and Gault; player-1
 * active. docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost" AM8.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { deckAffiliation } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { buildSites, isNeutralOutpost, outpostSitesOf, whyCannotBuild } from '../../src/rules/outposts.ts';
import { reportSites } from '../../src/rules/play.ts';
import { NO_REPAIR_OUTPOSTS } from '../../src/rules/damage.ts';
import { setupTest } from '../harness.ts';
import { deck, FED_MISSIONS, isMain, KLI, newGame, stepUntil } from '../formats/constructed-setup.ts';
import { card, missionFacts, outpostsOf } from '../../src/rules/board.ts';
import type { Option } from '../../src/index.ts';
import type { Harness } from '../harness.ts';

const NO = 'Neutral Outpost';
const SPACE = 'Explore Black Cluster';

function position(p1: Record<string, unknown>, p2: Record<string, unknown> = {}): Harness {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', SPACE, 'Reported Activity'],
    turn: { active: 'player-1' },
    'player-1': { missions: [SPACE, 'Reported Activity'], ...p1 },
    'player-2': { missions: ['Avert Danger', 'Gault'], ...p2 },
  } as PositionSpec);
}
const builds = (h: Harness) => h.labels().filter((l) => l.startsWith(`Build ${NO}`));

describe('Neutral Outpost', () => {
  it('is an outpost (SHIELDS 24) of no affiliation, implemented, that repairs no ship, with its text in our words', () => {
    const f = facts('neutral-outpost');
    expect(f.type === 'outpost' && [f.affiliation, f.shields]).toEqual(['non-aligned', 24]);
    expect(isNeutralOutpost('neutral-outpost')).toBe(true);
    expect(isNeutralOutpost('federation-outpost')).toBe(false);
    expect(NO_REPAIR_OUTPOSTS.has('neutral-outpost')).toBe(true);
    expect(cardImplementation('103_052')).toEqual({ implemented: true });
    expect(cardText('neutral-outpost')).toContain('space mission');
  });

  it('built at a space mission where its owner has any ENGINEER (a Federation one aboard a ship), as the card play', () => {
    const h = position({ hand: [NO], ships: [{ card: 'Runabout', at: SPACE, crew: ['geordi-la-forge'] }, { card: 'Yridian Shuttle', at: 'Reported Activity', crew: ['bok'] }] });
    expect(builds(h)).toEqual([`Build ${NO} at ${SPACE}`]);
    h.choose(`Build ${NO} at ${SPACE}`);
    const o = h.card(NO, 'player-1');
    expect(h.where(o)).toEqual({ z: 'outpost', loc: h.card(SPACE) });
    h.finish();
  });

  it('boundary: an ENGINEER at a planet mission builds it nowhere; wrong player: the opponent\'s ENGINEER at the space mission does not count', () => {
    const h = position({ hand: [NO], ships: [{ card: 'Runabout', at: 'Reported Activity', crew: ['geordi-la-forge'] }] }, { ships: [{ card: 'Yridian Shuttle', at: SPACE, crew: ['bok'] }] });
    expect(builds(h)).toEqual([]);
    expect(buildSites(h.s, 'player-1', 'neutral-outpost')).toEqual([]);
    expect(whyCannotBuild(h.s, 'player-1', 'neutral-outpost')).toMatch(/space mission where you have any ENGINEER/);
    h.finish();
  });

  it('seeded only at a space mission; a deck with it and a Federation Outpost plays the Federation', () => {
    const h = position({});
    expect(outpostSitesOf(h.s, 'neutral-outpost', h.s.spaceline)).toEqual([h.card(SPACE)]);
    expect(outpostSitesOf(h.s, 'federation-outpost', h.s.spaceline)).toEqual(h.s.spaceline);
    h.finish();
    expect(deckAffiliation({ missions: [], seed: ['federation-outpost', 'neutral-outpost'], draw: [] })).toBe('federation');
  });

  it('cards of every affiliation report to it: a Federation and a Klingon personnel, a Klingon ship; a second one is not built', () => {
    const h = position({ hand: [NO, 'taitt', 'klag', "I.K.C. K'Vort"], outposts: [{ card: NO, at: SPACE, crew: [] }] });
    const o = h.card(NO, 'player-1', 'outpost');
    expect(reportSites(h.s, 'player-1', 'taitt')).toEqual([o]);
    expect(reportSites(h.s, 'player-1', 'klag')).toEqual([o]);
    expect(reportSites(h.s, 'player-1', h.s.cards[h.card("I.K.C. K'Vort", 'player-1')]!.def)).toEqual([o]);
    expect(whyCannotBuild(h.s, 'player-1', 'neutral-outpost')).toMatch(/already have a Neutral Outpost/);
    h.finish();
    // the mixing rules still hold aboard: with a Klingon aboard, a Federation personnel does not report there
    const mixed = position({ hand: ['taitt'], outposts: [{ card: NO, at: SPACE, crew: ['kurak'] }] });
    expect(reportSites(mixed.s, 'player-1', 'taitt')).toEqual([]);
    mixed.finish();
  });

  it('in the seed phase it is offered only space missions, and is seeded beside the Federation Outpost', () => {
    const s = newGame(6, deck('federation', ['federation-outpost', 'neutral-outpost', 'archer'], FED_MISSIONS), KLI());
    const offered: Option[][] = [];
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1, (x, opts) => {
      if (x.pending?.kind === 'placeOutpost' && opts.some((o) => o.card !== undefined && card(x, o.card).def === 'neutral-outpost')) offered.push(opts);
      return undefined;
    });
    expect(offered).toHaveLength(1);
    expect(offered[0]!.length).toBeGreaterThan(0);
    for (const o of offered[0]!) expect(missionFacts(s, o.target as string).missionType).toBe('space');
    expect(outpostsOf(s, 'player-1').map((o) => card(s, o).def).sort()).toEqual(['federation-outpost', 'neutral-outpost']);
    expect(s.players['player-1']?.deckAffiliation).toBe('federation');
  });
});

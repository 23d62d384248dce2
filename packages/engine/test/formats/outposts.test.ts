/**
 * Outposts in constructed games (issue 24; docs/RULINGS.md, "Constructed: seed phase, turn and end",
 * rulings S2 and S3): at most one outpost of each affiliation per player, seeded or built; a second
 * copy of an affiliation's outpost is not seeded and stays out of the game; an outpost in hand is
 * built as the turn's one card play where the player has an ENGINEER of its affiliation. The intro
 * game builds none.
 */
import { describe, expect, it } from 'vitest';
import { advance, facts, INTRO_RULES, CONSTRUCTED_RULES } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option } from '../../src/index.ts';
import { card, moveTo, outpostsOf } from '../../src/rules/board.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { buildSites, isEngineer, whyCannotBuild } from '../../src/rules/outposts.ts';
import { setupTest } from '../harness.ts';
import { choose, deck, FED_MISSIONS, isMain, KLI, loc, newGame, ofType, options, personnel, position, put, stepUntil } from './constructed-setup.ts';

type Personnel = Extract<CardFacts, { type: 'personnel' }>;
const fedPeople = () => personnel('federation'); // no hologram: it reports only aboard a Holodeck ship
const engineer = () => fedPeople().find((c) => (facts(c) as Personnel).classification === 'ENGINEER' || (facts(c) as Personnel).skills.some((k) => k.skill === 'Engineer')) as string;
const notEngineer = () => fedPeople().find((c) => (facts(c) as Personnel).classification !== 'ENGINEER' && !(facts(c) as Personnel).skills.some((k) => k.skill === 'Engineer')) as string;
const kliEngineer = () => ofType('personnel', 'klingon').find((c) => (facts(c) as Personnel).classification === 'ENGINEER') as string;

/** The player-1 position with his seeded Federation Outpost gone (destroyed), a Federation Outpost in hand. */
function withoutOutpost(): { s: GameState; inHand: CardId } {
  const s = position();
  for (const o of outpostsOf(s, 'player-1')) moveTo(s, o, { z: 'discard' });
  const inHand = put(s, 'player-1', 'federation-outpost', { z: 'hand' });
  return { s, inHand };
}
const builds = (s: GameState) => { advance(s); expect(isMain(s)).toBe(true); return options(s).filter((o) => o.id.startsWith('build:')); };

describe('seeding outposts (constructed)', () => {
  it('one outpost per affiliation: a second Federation Outpost is not seeded and stays out of the game', () => {
    const s = newGame(6, deck('federation', ['federation-outpost', 'federation-outpost', 'archer'], FED_MISSIONS), KLI());
    const offered: Option[][] = [];
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1, (x, opts) => { if (x.pending?.kind === 'placeOutpost' && x.pending.player === 'player-1') offered.push(opts); return undefined; });
    expect(offered).toHaveLength(1);
    expect(outpostsOf(s, 'player-1').map((o) => card(s, o).def)).toEqual(['federation-outpost']);
    const left = Object.values(s.cards).filter((c) => c.owner === 'player-1' && c.def === 'federation-outpost' && c.at.z === 'seedPile');
    expect(left).toHaveLength(1);
    expect(s.players['player-1']?.deck.includes(left[0]?.id as CardId)).toBe(false);
  });

  it('outposts of two affiliations are both seeded (boundary: one of each)', () => {
    const s = newGame(6, deck('federation', ['federation-outpost', 'klingon-outpost', 'archer'], FED_MISSIONS), KLI());
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1);
    expect(outpostsOf(s, 'player-1').map((o) => card(s, o).def).sort()).toEqual(['federation-outpost', 'klingon-outpost']);
  });
});

describe('building an outpost (constructed)', () => {
  it('the format builds outposts where a matching ENGINEER is; the intro game builds none', () => {
    expect(CONSTRUCTED_RULES.outpostBuild).toBe('matchingEngineer');
    expect(INTRO_RULES.outpostBuild).toBe('none');
  });

  it('is the turn\'s card play, at a location where the player\'s ENGINEER of its affiliation is', () => {
    const { s, inHand } = withoutOutpost();
    const at = loc(s, 'investigate-rogue-comet');
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    const eng = put(s, 'player-1', engineer(), { z: 'aboard', host: galaxy });
    expect(isEngineer(s, eng)).toBe(true);
    expect(buildSites(s, 'player-1', 'federation-outpost')).toEqual([at]);
    const b = builds(s);
    expect(b.map((o) => o.id)).toEqual([`build:${inHand}@${at}`]);
    expect(b[0]?.label).toBe('Build Federation Outpost at Investigate Rogue Comet');
    choose(s, `build:${inHand}@${at}`);
    expect(card(s, inHand).at).toEqual({ z: 'outpost', loc: at });
    expect(s.turn.cardPlayed).toBe(true);
    expect(s.log.some((e) => e.type === 'cardPlayed' && e.text === 'player-1 builds Federation Outpost at Investigate Rogue Comet')).toBe(true);
    // the galaxy is now docked there: personnel report to the new outpost next turn; no second card play this turn
    stepUntil(s, (x) => isMain(x));
    expect(options(s).filter((o) => o.group === 'play')).toEqual([]);
  });

  it('an ENGINEER on the planet counts as much as one aboard a ship', () => {
    const { s, inHand } = withoutOutpost();
    const at = loc(s, 'avert-danger');
    put(s, 'player-1', engineer(), { z: 'planet', loc: at });
    expect(builds(s).map((o) => o.id)).toEqual([`build:${inHand}@${at}`]);
  });

  it('no ENGINEER, or one of another affiliation: nothing to build, with the reason', () => {
    const { s, inHand } = withoutOutpost();
    const at = loc(s, 'investigate-rogue-comet');
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    put(s, 'player-1', notEngineer(), { z: 'aboard', host: galaxy });
    put(s, 'player-1', kliEngineer(), { z: 'aboard', host: galaxy });
    expect(builds(s)).toEqual([]);
    expect(whyNotPlayable(s, 'player-1', inHand)).toBe('Federation Outpost is built where you have an ENGINEER of its affiliation, and you have none in play');
  });

  it('one outpost per affiliation: with a Federation Outpost in play, a second is not built', () => {
    const s = position();
    const inHand = put(s, 'player-1', 'federation-outpost', { z: 'hand' });
    put(s, 'player-1', engineer(), { z: 'planet', loc: loc(s, 'avert-danger') });
    expect(builds(s)).toEqual([]);
    expect(whyCannotBuild(s, 'player-1', 'federation-outpost')).toBe('You already have an outpost of the federation affiliation in play (one per affiliation)');
    expect(whyNotPlayable(s, 'player-1', inHand)).toBe(whyCannotBuild(s, 'player-1', 'federation-outpost'));
  });

  it('after the turn\'s card play, or on the opponent\'s turn, no outpost is built', () => {
    const { s, inHand } = withoutOutpost();
    put(s, 'player-1', engineer(), { z: 'planet', loc: loc(s, 'avert-danger') });
    s.turn.cardPlayed = true;
    expect(builds(s)).toEqual([]);
    expect(whyNotPlayable(s, 'player-1', inHand)).toBe('You have already played your one card this turn');
    s.turn.cardPlayed = false;
    s.turn.active = 'player-2';
    expect(whyNotPlayable(s, 'player-1', inHand)).toBe('Cards other than interrupts are played only on your own turn');
  });

  it('the intro game: an outpost in hand is not played', () => {
    const h = setupTest({ spaceline: ['Distress Mission', 'Reported Activity', 'Sensitive Search', 'Gault', 'Homeward', 'Reopen Dig'], federation: { hand: ['Federation Outpost'] } });
    const id = h.card('Federation Outpost');
    h.s.turn = { ...h.s.turn, active: 'federation', stage: 'play', cardPlayed: false };
    expect(whyNotPlayable(h.s, 'federation', id)).toBe('outpost cards are not played from hand');
    expect(buildSites(h.s, 'federation', 'federation-outpost')).toEqual([]);
  });
});

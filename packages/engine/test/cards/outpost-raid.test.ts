/**
 * Outpost Raid (Alternate Universe 103_021, dual dilemma): at a mission where the encountering player
 * has an outpost, STRENGTH>81 or two members chosen by the opponent die (discarded); elsewhere a
 * barrier of STRENGTH>18 (not passed: stopped, the card stays under the mission).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import type { Harness } from '../harness.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const OR = ['Outpost Raid'];
const strength = (h: Harness, team: string[]) => teamStats(h.s, team.map((r) => h.card(r, 'player-2'))).STRENGTH;
const OUTPOST = { outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] };
const OUTPOST_SPACE = { outposts: [{ card: 'Klingon Outpost', at: 'Survey Mission' }] };
// STRENGTH 82: Data 12, Roga Danar 12, Worf 10, Koral 10, Mogh 9, Gowron 9, Kromm 8, Klag 7, Calloway 3, Alexander Rozhenko 2;
// 81 with Admiral McCoy (1) for Alexander Rozhenko
const BIG = ['Data', 'Roga Danar', 'worf', 'Koral', 'Mogh', 'Gowron', 'Kromm', 'Klag', 'Calloway'];
const AT_82 = [...BIG, 'Alexander Rozhenko'];
const AT_81 = [...BIG, 'Admiral McCoy'];
// STRENGTH 19 (Kromm 8, Divok 8, Calloway 3) and 18 (Alexander Rozhenko 2 for Calloway)
const AT_19 = ['Kromm', 'Divok', 'Calloway'];
const AT_18 = ['Kromm', 'Divok', 'Alexander Rozhenko'];

describe('Outpost Raid', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('outpost-raid');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_021')).toEqual({ implemented: true });
    expect(cardText('outpost-raid')).toContain('STRENGTH>81');
  });

  it('at his outpost, STRENGTH 82 beats the raid: nobody dies, nobody stopped, discarded', () => {
    const h = meet(OR, { team: AT_82, p2: OUTPOST });
    expect(strength(h, AT_82)).toBe(82);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Outpost Raid')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('Outpost Raid')).z).toBe('discard');
    h.finish();
  });

  it('at his outpost, STRENGTH exactly 81 (boundary): the opponent chooses two who die, the rest are stopped', () => {
    const h = meet(OR, { team: AT_81, p2: OUTPOST });
    expect(strength(h, AT_81)).toBe(81);
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.s.pending?.player).toBe('player-1');
    h.chooseId(`victim:${h.card('Data', 'player-2')}`);
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.options.map((o) => o.card)).not.toContain(h.card('Data', 'player-2'));
    h.chooseId(`victim:${h.card('Mogh', 'player-2')}`);
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Data', 'player-2'), h.card('Mogh', 'player-2')].sort());
    expect(stopped(h, 'Kromm')).toBe(true);
    expect(h.where(h.card('Outpost Raid')).z).toBe('discard');
    h.finish();
  });

  it('at his outpost, a team of one: that one dies and nothing more is asked', () => {
    const h = meet(OR, { team: ['Klag'], p2: OUTPOST });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('in space at his outpost (dual): the crew of the ship faces the STRENGTH>81 test', () => {
    const h = meet(OR, { space: true, team: ['Klag', 'Kromm'], p2: OUTPOST_SPACE });
    expect(h.s.pending?.kind).toBe('chooseKill');
    h.chooseId(`victim:${h.card('Klag', 'player-2')}`);
    expect(eventCards(h, 'personnelKilled').sort()).toEqual([h.card('Klag'), h.card('Kromm')].sort());
    h.finish();
  });

  it('elsewhere, STRENGTH 19 passes the barrier: discarded, nobody stopped', () => {
    const h = meet(OR, { team: AT_19 });
    expect(strength(h, AT_19)).toBe(19);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Outpost Raid')]);
    expect(h.where(h.card('Outpost Raid')).z).toBe('discard');
    expect(stopped(h, 'Kromm')).toBe(false);
    h.finish();
  });

  it('elsewhere, STRENGTH exactly 18 (boundary): stopped, nobody dies, the card stays under the mission', () => {
    const h = meet(OR, { team: AT_18 });
    expect(strength(h, AT_18)).toBe(18);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(stopped(h, 'Kromm')).toBe(true);
    expect(h.where(h.card('Outpost Raid')).z).toBe('underMission');
    h.finish();
  });

  it("the opponent's outpost at the mission is not \"your outpost\" (wrong player): the STRENGTH>18 barrier applies", () => {
    const h = meet(OR, { team: AT_19, p1: { outposts: [{ card: 'Federation Outpost', at: 'Gault' }] } });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Outpost Raid')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });
});

/**
 * Changing sides (docs/RULINGS.md, "Constructed: changing sides"): a dual-affiliation personnel in
 * play (Major Rakal, Stefan DeSeve) may change the affiliation it plays as at the start of its
 * owner's turn, before the card play and any order, once a turn, where the new side may be; its skill
 * box follows the side; "why not?" says why a change is refused. The intro game has no change.
 */
import { describe, expect, it } from 'vitest';
import { advance, apply, buildPosition } from '../../src/index.ts';
import type { CardState, GameState, Option, PositionSpec } from '../../src/index.ts';
import { INTRO_RULES, CONSTRUCTED_RULES } from '../../src/formats/rules.ts';
import { personnelFacts } from '../../src/rules/board.ts';
import { attributeOf, skillsOf } from '../../src/rules/attributes.ts';
import { changeOptions, whyNoChange } from '../../src/rules/dual-change.ts';
import { explain } from '../../src/rules/explain.ts';
import { whyCannotMove } from '../../src/rules/movement.ts';

type Side = NonNullable<PositionSpec['player-1']>;

/** A constructed position at player-1's start of turn (no card played, no order given), player-1's side as given. */
function position(side: Side, turn: PositionSpec['turn'] = { active: 'player-1' }): GameState {
  return buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Study Stellar Collision'],
    turn,
    'player-1': { missions: ['Study Stellar Collision'], ...side },
    'player-2': { missions: ['Avert Danger', 'Gault'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] },
  });
}

/** Player-1's card in play of this name, playing as `aff` where given. */
function mine(s: GameState, who: string, aff?: 'romulan' | 'federation'): string {
  const c = (Object.values(s.cards) as CardState[]).find((x) => x.owner === 'player-1' && (x.at.z === 'aboard' || x.at.z === 'planet' || x.at.z === 'inSpace') && personnelFactsName(s, x) === who);
  if (!c) throw new Error(`no ${who} in play`);
  if (aff) c.aff = aff;
  return c.id;
}
const personnelFactsName = (s: GameState, c: CardState) => (s.cards[c.id] ? (c.at.z === 'inSpace' ? c.def : personnelFacts(s, c.id).name) : '');

const mainOptions = (s: GameState): Option[] => (s.pending?.player === 'player-1' && s.pending.kind === 'main' ? s.pending.options : []);
const sideOptions = (s: GameState) => changeOptions(s, 'player-1').map((o) => o.act);
const choose = (s: GameState, id: string) => apply(s, { decision: (s.pending as { id: string }).id, option: id });
/** To player-1's main decision, asked again after the test set a side: past the start-of-turn persona question (asked while a persona card is in play). */
function toMain(s: GameState): void {
  if (s.pending?.kind === 'personaSwap') choose(s, 'noswap');
  advance(s);
  expect(s.pending?.kind).toBe('main');
}

describe('changing sides: when', () => {
  it('at the start of the turn, a lone Major Rakal on a planet may change to her other side: an option of the main decision', () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal'] } });
    const r = mine(s, 'Major Rakal', 'federation');
    toMain(s);
    const o = mainOptions(s).find((x) => x.act.type === 'changeAffiliation');
    expect(o).toEqual({ id: `side:${r}:romulan`, label: 'Change Major Rakal to Romulan', card: r, target: 'romulan', group: 'affiliation', act: { type: 'changeAffiliation', card: r, to: 'romulan' } });
    // only the other side is offered, never the one she plays as
    expect(sideOptions(s)).toEqual([{ type: 'changeAffiliation', card: r, to: 'romulan' }]);
  });

  it('the change is no card play and no order: the turn is still at its start, the card play still offered', () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal'] }, hand: ['Calloway'], outposts: [{ card: 'Federation Outpost', at: 'Study Stellar Collision' }] });
    const r = mine(s, 'Major Rakal', 'federation');
    toMain(s);
    choose(s, `side:${r}:romulan`);
    expect(s.turn).toMatchObject({ stage: 'play', cardPlayed: false, changed: [r] });
    expect(mainOptions(s).some((o) => o.act.type === 'play')).toBe(true);
    expect(s.log.some((e) => e.type === 'affiliationChanged' && e.text === "player-1's Major Rakal changes sides: from Federation to Romulan")).toBe(true);
  });

  it('not after the card play, nor after an order (boundary: the start of the turn ends with either)', () => {
    const played = position({ planets: { 'Avert Danger': ['Major Rakal'] } }, { active: 'player-1', cardPlayed: true, stage: 'orders' });
    const r = mine(played, 'Major Rakal', 'federation');
    expect(sideOptions(played)).toEqual([]);
    expect(whyNoChange(played, 'player-1', r, 'romulan')).toBe('Major Rakal changes sides only at the start of your turn, before the card play and any order');
    const ordered = position({ planets: { 'Avert Danger': ['Major Rakal'] } }, { active: 'player-1', stage: 'orders' });
    expect(sideOptions(ordered)).toEqual([]);
    expect(explain(ordered, 'player-1', mine(ordered, 'Major Rakal', 'federation'))).toContain('Major Rakal changes sides only at the start of your turn, before the card play and any order');
  });

  it("not on the opponent's turn", () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal'] } }, { active: 'player-2' });
    const r = mine(s, 'Major Rakal', 'federation');
    expect(sideOptions(s)).toEqual([]);
    expect(whyNoChange(s, 'player-1', r, 'romulan')).toBe('Major Rakal changes sides only at the start of your own turn');
  });

  it('once a turn: changed to Romulan, she is not offered Federation again until her next turn', () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal'] } });
    const r = mine(s, 'Major Rakal', 'federation');
    toMain(s);
    choose(s, `side:${r}:romulan`);
    expect(sideOptions(s)).toEqual([]);
    expect(explain(s, 'player-1', r)).toContain('Major Rakal has already changed sides this turn');
    // the next turn of hers starts with no change made
    s.turn = { number: s.turn.number + 2, active: 'player-1', stage: 'play', cardPlayed: false };
    expect(sideOptions(s)).toEqual([{ type: 'changeAffiliation', card: r, to: 'federation' }]);
  });
});

describe('changing sides: where the new side may be', () => {
  it('refused in an Away Team with a Federation member she could not join as Romulan; "why not?" names him', () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal', 'Calloway'] } });
    const r = mine(s, 'Major Rakal', 'federation');
    expect(sideOptions(s)).toEqual([]);
    const why = 'Major Rakal may not change to Romulan where it is: Major Rakal (Romulan) may not join Calloway (Federation): different affiliations do not mix without a treaty between them';
    expect(whyNoChange(s, 'player-1', r, 'romulan')).toBe(why);
    expect(explain(s, 'player-1', r)).toContain(why);
  });

  it('allowed in the same team with the Federation/Romulan treaty on her owner\'s table, or with a Non-Aligned member only', () => {
    const treaty = position({ planets: { 'Avert Danger': ['Major Rakal', 'Calloway'] }, table: ['Treaty: Federation/Romulan'] });
    const r = mine(treaty, 'Major Rakal', 'federation');
    expect(sideOptions(treaty)).toEqual([{ type: 'changeAffiliation', card: r, to: 'romulan' }]);
    const na = position({ planets: { 'Avert Danger': ['Major Rakal', 'Dr. Farek'] } });
    const r2 = mine(na, 'Major Rakal', 'federation');
    expect(sideOptions(na)).toEqual([{ type: 'changeAffiliation', card: r2, to: 'romulan' }]);
  });

  it('aboard: the host counts. Alone aboard a Federation outpost she may not become Romulan; a treaty lets her', () => {
    const s = position({ outposts: [{ card: 'Federation Outpost', at: 'Study Stellar Collision', crew: ['Major Rakal'] }] });
    const r = mine(s, 'Major Rakal', 'federation');
    expect(sideOptions(s)).toEqual([]);
    expect(whyNoChange(s, 'player-1', r, 'romulan')).toContain('Major Rakal (Romulan) may not join Federation Outpost (Federation)');
    const t = position({ outposts: [{ card: 'Federation Outpost', at: 'Study Stellar Collision', crew: ['Major Rakal'] }], table: ['Treaty: Federation/Romulan'] });
    expect(sideOptions(t)).toHaveLength(1);
  });

  it('staffing is no bar: the only Romulan aboard a Romulan ship may become Federation under the treaty, and the ship is then unstaffed', () => {
    const s = position({ ships: [{ card: 'dderidex', at: 'Study Stellar Collision', crew: ['Stefan DeSeve'] }], table: ['Treaty: Federation/Romulan'] });
    const d = mine(s, 'Stefan DeSeve', 'romulan');
    const ship = (Object.values(s.cards) as CardState[]).find((c) => c.def === 'dderidex')?.id as string;
    expect(whyCannotMove(s, ship)).toBeNull();
    toMain(s);
    choose(s, `side:${d}:federation`);
    expect(personnelFacts(s, d).affiliation).toBe('federation');
    expect(whyCannotMove(s, ship)).toBe("D'deridex needs at least one romulan personnel aboard to move");
    // without the treaty a Federation personnel may not be aboard a Romulan ship: refused
    const no = position({ ships: [{ card: 'dderidex', at: 'Study Stellar Collision', crew: ['Stefan DeSeve'] }] });
    expect(whyNoChange(no, 'player-1', mine(no, 'Stefan DeSeve', 'romulan'), 'federation')).toContain("Stefan DeSeve (Federation) may not join D'deridex (Romulan)");
  });
});

describe('changing sides: the skill box follows the side', () => {
  it('Major Rakal as Federation, then Romulan: Diplomacy at INTEGRITY 8 becomes Tal Shiar and Treachery at INTEGRITY 4, CUNNING 8', () => {
    const s = position({ planets: { 'Avert Danger': ['Major Rakal'] } });
    const r = mine(s, 'Major Rakal', 'federation');
    const skills = () => [...skillsOf(s, r).keys()].sort();
    expect(skills()).toEqual(['Diplomacy', 'Empathy', 'V.I.P.']);
    expect(attributeOf(s, r, 'INTEGRITY')).toBe(8);
    toMain(s);
    choose(s, `side:${r}:romulan`);
    expect(skills()).toEqual(['Empathy', 'Tal Shiar', 'Treachery', 'V.I.P.']);
    expect([attributeOf(s, r, 'INTEGRITY'), attributeOf(s, r, 'CUNNING')]).toEqual([4, 8]);
  });
});

describe('changing sides: not for every card, not in every format', () => {
  it('a single-affiliation personnel, a card in hand and an opponent\'s card are never offered; their reasons say why', () => {
    const s = position({ planets: { 'Avert Danger': ['Calloway'] }, hand: ['Major Rakal'] });
    const c = mine(s, 'Calloway');
    expect(sideOptions(s)).toEqual([]);
    expect(whyNoChange(s, 'player-1', c, 'romulan')).toBe('Calloway has one affiliation and cannot change sides');
    const inHand = (Object.values(s.cards) as CardState[]).find((x) => x.owner === 'player-1' && x.at.z === 'hand' && x.def === 'major-rakal')?.id as string;
    expect(whyNoChange(s, 'player-1', inHand, 'federation')).toBe('Major Rakal changes sides only while in play, aboard a ship or outpost or on a planet');
    expect(whyNoChange(s, 'player-2', c, 'federation')).toBe('Calloway has one affiliation and cannot change sides');
  });

  it('the intro game keeps the side (GameRules.dualChange: never); constructed changes at the start of the turn', () => {
    expect(INTRO_RULES.dualChange).toBe('never');
    expect(CONSTRUCTED_RULES.dualChange).toBe('turnStart');
    const s = buildPosition({ turn: { active: 'federation' } });
    const any = Object.keys(s.cards)[0] as string;
    expect(whyNoChange(s, 'federation', any, 'romulan')).toMatch(/this format has no change of sides$/);
    expect(changeOptions(s, 'federation')).toEqual([]);
  });
});

/** Unit tests of what the table says about a player's teams: skill tags and the requirement check of a mission. */
import { describe, expect, it } from 'vitest';
import type { CardView, LocationView, PlayerId, PlayerView, SeatView, ShipView } from '@stccg/engine';
import { allFacts, facts } from '@stccg/engine';
import { checkMission, checkText, personnelBonuses, shortSkill, skillTags, teamStatsOf } from '../src/teams.ts';

let n = 0;
const card = (def: string, owner: PlayerId = 'federation', extra: Partial<CardView> = {}): CardView => {
  const f = facts(def);
  return { id: `c${++n}`, def, name: f.name, type: f.type, owner, ...extra };
};
const byName = (name: string) => (allFacts().find((f) => f.name === name) as { id: string }).id;

/** A location as a player's view shows it: the mission and the Away Teams on its planet. */
function at(mission: string, planet: Partial<Record<PlayerId, CardView[]>>, more: Partial<LocationView> = {}): LocationView {
  return { id: 'loc1', mission: card(mission, 'federation'), owner: 'federation', completedBy: null, dilemmas: [], outposts: [], ships: [], planet: { federation: [], klingon: [], ...planet }, attached: [], ...more };
}

describe('skill tags', () => {
  it('show every printed skill of a personnel, its level when above one, in short', () => {
    const tags = skillTags('jean-luc-picard');
    expect(tags.map((t) => t.skill)).toEqual(facts('jean-luc-picard').type === 'personnel' ? (facts('jean-luc-picard') as { skills: { skill: string }[] }).skills.map((s) => s.skill) : []);
    expect(tags.find((t) => t.skill === 'Diplomacy')).toEqual({ skill: 'Diplomacy', level: 2, short: 'Dip×2' });
    expect(tags.find((t) => t.skill === 'OFFICER')?.short).toBe('OFF');
  });
  it('keep long names apart and give nothing for cards other than personnel', () => {
    expect(shortSkill('Computer Skill')).not.toBe(shortSkill('Cantankerousness'));
    expect(shortSkill('Transporter Skill')).not.toBe(shortSkill('Treachery'));
    expect(skillTags('gravesworld')).toEqual([]);
  });
});

describe('the requirement check of a mission', () => {
  it('is met by an Away Team with every skill the mission needs', () => {
    expect(facts('gravesworld')).toMatchObject({ requirementsFormula: 'MEDICAL + OFFICER + Physics' });
    const c = checkMission(at('gravesworld', { federation: [card('beverly-picard'), card('mendon')] }), 'federation');
    expect(c).toMatchObject({ size: 2, met: true, missing: [] });
    expect(checkText(c as NonNullable<typeof c>)).toBe('Requirements met');
  });
  it('names what is missing, with the team\'s total where an attribute falls short', () => {
    const c = checkMission(at('gravesworld', { federation: [card('beverly-picard')] }), 'federation');
    expect(checkText(c as NonNullable<typeof c>)).toBe('Needs: Physics');
    expect(facts('survey-instability')).toMatchObject({ requirementsFormula: 'Geology + STRENGTH>35' });
    const weak = checkMission(at('survey-instability', { federation: [card('taitt'), card('mendon')] }), 'federation');
    expect(checkText(weak as NonNullable<typeof weak>)).toBe('Needs: STRENGTH > 35 (has 6)');
  });
  it('counts skill levels, and names the alternative nearest to being met', () => {
    const reopen = allFacts().find((f) => f.type === 'mission' && f.requirementsFormula === 'Archaeology + OFFICER x2') as { id: string };
    const c = checkMission(at(reopen.id, { klingon: [card('korris', 'klingon'), card('koroth', 'klingon')] }), 'klingon');
    expect(c?.missing).toEqual(['OFFICER x2 (has 1)']);
    expect(facts('a-good-place-to-die')).toMatchObject({ requirementsFormula: 'Physics + STRENGTH>33 OR Biology + Honor' });
    const d = checkMission(at('a-good-place-to-die', { klingon: [card('divok', 'klingon')] }), 'klingon');
    expect(d?.missing).toEqual(['Honor']);
    expect(checkMission(at('a-good-place-to-die', { klingon: [card('divok', 'klingon'), card('korris', 'klingon')] }), 'klingon')?.met).toBe(true);
  });
  it('needs a member of an affiliation the mission shows', () => {
    expect(facts('gault')).toMatchObject({ affiliationIcons: ['klingon'] });
    const c = checkMission(at('gault', { federation: [card('jean-luc-picard')] }), 'federation');
    expect(c?.met).toBe(false);
    expect(c?.missing[0]).toBe('a Klingon member');
  });
  it('leaves stopped personnel out, and says when the whole team is stopped', () => {
    const c = checkMission(at('gravesworld', { federation: [card('beverly-picard'), card('mendon', 'federation', { stopped: true })] }), 'federation');
    expect(c).toMatchObject({ size: 1, met: false, missing: ['Physics'] });
    const all = checkMission(at('gravesworld', { federation: [card('beverly-picard', 'federation', { stopped: true })] }), 'federation');
    expect(all?.met).toBe(false);
    expect(checkText(all as NonNullable<typeof all>)).toBe('Your team here is stopped');
  });
  it('counts the skill equipment gives to the classification it names', () => {
    const tricorder = byName('Tricorder');
    expect(facts(tricorder)).toMatchObject({ grantsSkill: { skill: 'SCIENCE', to: { classification: 'ENGINEER' } } });
    expect(teamStatsOf([card('leah-brahms')], [card(tricorder)]).skills.get('SCIENCE')).toBe(1);
    expect(teamStatsOf([card('mendon')], [card(tricorder)]).skills.get('SCIENCE')).toBe(1);
    expect(teamStatsOf([card('leah-brahms')]).skills.get('SCIENCE')).toBeUndefined();
  });
  it('checks only the player\'s own team, and no completed mission', () => {
    const loc = at('gravesworld', { klingon: [card('divok', 'klingon')] });
    expect(checkMission(loc, 'federation')).toBeNull();
    expect(checkMission(at('gravesworld', { federation: [card('beverly-picard'), card('mendon')] }, { completedBy: 'federation' }), 'federation')).toBeNull();
  });
  it('adds what the player\'s events in play give each personnel, each kind of card once', () => {
    const loc = at('gravesworld', { federation: [card('beverly-picard'), card('toby-russell')] });
    const seatWith = (table: CardView[]) => ({ table }) as unknown as SeatView;
    const view = (fed: CardView[], kli: CardView[]) => ({ spaceline: [loc], players: { federation: seatWith(fed), klingon: seatWith(kli) } }) as unknown as PlayerView;
    // Yellow Alert: CUNNING +1 for each of its owner's personnel, however many are in play
    const two = personnelBonuses(view([card('yellow-alert'), card('yellow-alert')], []), 'federation');
    expect(two).toEqual({ INTEGRITY: 0, CUNNING: 1, STRENGTH: 0 });
    expect(personnelBonuses(view([], [card('yellow-alert', 'klingon')]), 'federation')).toEqual({ INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 });
    const base = teamStatsOf([card('beverly-picard'), card('toby-russell')]);
    expect(teamStatsOf([card('beverly-picard'), card('toby-russell')], [], two).CUNNING).toBe(base.CUNNING + 2);
    // and the check counts it: a team one CUNNING short without it meets the mission with it
    const cun = allFacts().find((f) => f.type === 'mission' && f.requirementsFormula === 'Computer Skill + CUNNING>28') as { id: string };
    const team = [card('data'), card('tasha-yar'), card('kehleyr')];
    expect(teamStatsOf(team).CUNNING).toBe(26);
    const near = (n: number) => checkMission(at(cun.id, { federation: team }), 'federation', { INTEGRITY: 0, CUNNING: n, STRENGTH: 0 });
    expect(near(0)?.missing).toEqual(['CUNNING > 28 (has 26)']);
    expect(near(1)?.met).toBe(true);
  });
  it('leaves the crews aboard ships out: an Away Team attempts a mission', () => {
    const ship: ShipView = { ...card(byName('U.S.S. Galaxy')), rangeLeft: 8, crew: [card('beverly-picard'), card('mendon')], crewCount: 2, attached: [], docked: false };
    expect(checkMission(at('gravesworld', {}, { ships: [ship] }), 'federation')).toBeNull();
  });
});

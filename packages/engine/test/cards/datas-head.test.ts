/**
 * Data's Head (Alternate Universe artifact, 103_002, used as equipment): it stays with the team that
 * earns it, or reports from hand to an outpost; its group counts CUNNING 10 and Computer Skill once;
 * aboard a ship it adds 2 to RANGE, WEAPONS and SHIELDS, not cumulative. Set up as constructed
 * positions (player-2 active); docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { checkInvariants } from '../../src/core/invariants.ts';
import { earnArtifacts } from '../../src/rules/artifacts.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { shipFacts } from '../../src/rules/board.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { shipAttribute } from '../../src/rules/ship-attributes.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';

const HEAD = "Data's Head";
const DOOR = 'Alternate Universe Door';
const GALAXY = 'U.S.S. Galaxy';
type H = ReturnType<typeof setupTest>;
const team = (h: H, refs: string[], owner = 'player-2') => teamStats(h.s, refs.map((r) => h.card(r, owner)));
const attrs = (h: H, ship: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(h.s, ship, a));
const printedAttrs = (h: H, ship: string) => {
  const f = shipFacts(h.s, ship);
  return [f.range, f.weapons, f.shields];
};

describe("Data's Head", () => {
  it('is an artifact of the card data, implemented, played as equipment, with its text in our words', () => {
    expect(facts('datas-head').type).toBe('artifact');
    expect(cardImplementation('103_002')).toEqual({ implemented: true });
    expect(cardText('datas-head')).toContain('CUNNING 10 and Computer Skill');
  });

  it('earned on a planet it joins the Away Team; the team counts CUNNING 10 and Computer Skill once', () => {
    const h = setupTest(base({ seeded: { Gault: [HEAD] }, planets: {} }, { planets: { Gault: ['Klag', 'Kromm'] } }));
    const head = h.card(HEAD, 'player-1');
    const before = team(h, ['Klag', 'Kromm']);
    expect(before.skills.get('Computer Skill') ?? 0).toBe(0);
    earnArtifacts(h.s, 'player-2', h.card('Gault'));
    expect(h.where(head)).toEqual({ z: 'planet', loc: h.card('Gault') });
    const after = team(h, ['Klag', 'Kromm']);
    expect(after.CUNNING).toBe(printed('Klag', 'CUNNING') + printed('Kromm', 'CUNNING') + 10);
    expect(after.skills.get('Computer Skill')).toBe(1);
    expect(team(h, ['Klag']).CUNNING).toBe(printed('Klag', 'CUNNING') + 10); // once for the group, whoever is counted
    expect(checkInvariants(h.s, Object.keys(h.s.cards).length)).toEqual([]);
  });

  it('aboard a ship: RANGE, WEAPONS and SHIELDS +2; boundary, not cumulative: a second head aboard adds nothing more', () => {
    const one = setupTest(base({}, { ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt', HEAD] }], table: [DOOR] }));
    const ship = one.card(GALAXY, 'player-2');
    expect(attrs(one, ship)).toEqual(printedAttrs(one, ship).map((n) => n + 2));
    expect(teamStats(one.s, [one.card('Taitt', 'player-2')]).skills.get('Computer Skill')).toBe(1);
    one.finish();
    const two = setupTest(base({}, { ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt', HEAD, HEAD] }] }));
    const ship2 = two.card(GALAXY, 'player-2');
    expect(attrs(two, ship2)).toEqual(printedAttrs(two, ship2).map((n) => n + 2));
    two.finish();
  });

  it('negative: not with the team (aboard the ship above the planet), at an outpost (no ship bonus), or the opponent\'s head (nothing for this player)', () => {
    const h = setupTest(base({ planets: { Gault: [HEAD] } }, { ships: [{ card: GALAXY, at: 'Gault', crew: [HEAD] }], planets: { Gault: ['Klag'] }, outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger', crew: ['Kromm', HEAD] }] }));
    expect(team(h, ['Klag']).CUNNING).toBe(printed('Klag', 'CUNNING')); // the head aboard the ship is not on the planet; player-1's head there is not his
    expect(team(h, ['Kromm']).CUNNING).toBe(printed('Kromm', 'CUNNING') + 10); // at the outpost it counts in the group
    const ship = h.card(GALAXY, 'player-2');
    expect(attrs(h, ship)).toEqual(printedAttrs(h, ship).map((n) => n + 2));
    const bare = setupTest(base({}, { ships: [{ card: GALAXY, at: 'Gault', crew: ['Taitt'] }] }));
    const s2 = bare.card(GALAXY, 'player-2');
    expect(attrs(bare, s2)).toEqual(printedAttrs(bare, s2));
    h.finish();
  });

  it('from hand it reports to its owner\'s outpost as equipment does (with the door open); wrong timing: not on the opponent\'s turn; the door closed, not at all', () => {
    const h = setupTest(base({}, { hand: [HEAD], table: [DOOR], outposts: [{ card: 'Klingon Outpost', at: 'Gault', crew: ['Klag'] }] }));
    const head = h.card(HEAD, 'player-2');
    expect(h.options().filter((o) => o.card === head).map((o) => o.target)).toEqual([h.card('Klingon Outpost', 'player-2')]);
    h.choose(`Play ${HEAD}`);
    h.passResponses();
    expect(h.where(head)).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(team(h, ['Klag']).skills.get('Computer Skill')).toBe(1);
    h.finish();
    const theirs = setupTest(base({ hand: [HEAD], table: [DOOR] }, { outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    expect(whyNotPlayable(theirs.s, 'player-1', theirs.card(HEAD, 'player-1'))).toMatch(/only on your own turn/);
    const shut = setupTest(base({}, { hand: [HEAD], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    expect(whyNotPlayable(shut.s, 'player-2', shut.card(HEAD, 'player-2'))).toMatch(/Alternate Universe/);
  });
});

/**
 * Varon-T Disruptor (Premiere artifact, used as equipment): played from hand as equipment is, it doubles
 * the STRENGTH of its owner's personnel in its group, once however many copies are there, after every
 * other change. Set up as constructed positions; docs/RULINGS.md, "Premiere artifacts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { earnArtifacts } from '../../src/rules/artifacts.ts';
import { attributeOf, teamStats } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';
import { events } from './helpers.ts';

const V = 'Varon-T Disruptor';
const str = (h: ReturnType<typeof setupTest>, ref: string, owner = 'player-2') => attributeOf(h.s, h.card(ref, owner), 'STRENGTH');

describe('Varon-T Disruptor', () => {
  it('is an artifact of the card data, implemented, played as equipment, with its text in our words', () => {
    expect(facts('varon-t-disruptor').type).toBe('artifact');
    expect(cardImplementation('101_008')).toEqual({ implemented: true });
    expect(cardText('varon-t-disruptor')).toContain('twice its STRENGTH');
  });

  it('earned, it stays with the team that solved the mission as equipment (the opponent\'s seeded card becomes the solver\'s); from a ship, aboard it', () => {
    const h = setupTest(base({ seeded: { Gault: [V] }, planets: {} }, { planets: { Gault: ['Klag'] } }));
    const v = h.card(V, 'player-1');
    expect(earnArtifacts(h.s, 'player-2', h.card('Gault'))).toEqual([v]);
    expect(h.where(v)).toEqual({ z: 'planet', loc: h.card('Gault') });
    expect(h.s.cards[v]?.owner).toBe('player-2');
    expect(str(h, 'Klag')).toBe(2 * printed('Klag', 'STRENGTH'));
    const ship = setupTest(base({ seeded: { Gault: [V] }, planets: {} }, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Kromm'] }] }));
    earnArtifacts(ship.s, 'player-2', ship.card('Gault'), ship.card("I.K.C. K'Vort"));
    expect(ship.where(ship.card(V))).toEqual({ z: 'aboard', host: ship.card("I.K.C. K'Vort") });
    expect(str(ship, 'Kromm')).toBe(2 * printed('Kromm', 'STRENGTH'));
  });

  it('from hand it reports to its owner\'s outpost as equipment does, and there its crew\'s STRENGTH is doubled', () => {
    const h = setupTest(base({}, { hand: [V], outposts: [{ card: 'Klingon Outpost', at: 'Gault', crew: ['Klag'] }] }));
    const v = h.card(V, 'player-2');
    expect(h.options().filter((o) => o.card === v).map((o) => o.target)).toEqual([h.card('Klingon Outpost', 'player-2')]);
    expect(str(h, 'Klag')).toBe(printed('Klag', 'STRENGTH'));
    h.choose(`Play ${V}`);
    h.passResponses();
    expect(h.where(v)).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(str(h, 'Klag')).toBe(2 * printed('Klag', 'STRENGTH'));
    h.finish();
  });

  it('wrong timing: not on the opponent\'s turn, and not after the turn\'s card play', () => {
    const h = setupTest(base({ hand: [V] }, { outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    expect(whyNotPlayable(h.s, 'player-1', h.card(V, 'player-1'))).toMatch(/only on your own turn/);
    const mine = setupTest(base({}, { hand: [V], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    mine.s.turn.cardPlayed = true;
    expect(whyNotPlayable(mine.s, 'player-2', mine.card(V, 'player-2'))).toMatch(/already played/);
  });

  it('every personnel of its owner in its group, any affiliation, and the team total the requirements read', () => {
    const people = ['Klag', 'Kromm', 'Taitt'];
    const h = setupTest(base({}, { planets: { Gault: [...people, V] } }));
    for (const p of people) expect(str(h, p)).toBe(2 * printed(p, 'STRENGTH'));
    const total = people.reduce((n, p) => n + printed(p, 'STRENGTH'), 0);
    expect(teamStats(h.s, people.map((p) => h.card(p, 'player-2'))).STRENGTH).toBe(2 * total);
    h.finish();
  });

  it('not cumulative: two in the group double once; none leaves STRENGTH as printed (boundary)', () => {
    const two = setupTest(base({}, { planets: { Gault: ['Klag', V, V] } }));
    expect(str(two, 'Klag')).toBe(2 * printed('Klag', 'STRENGTH'));
    const none = setupTest(base({}, { planets: { Gault: ['Klag'] } }));
    expect(str(none, 'Klag')).toBe(printed('Klag', 'STRENGTH'));
    two.finish();
  });

  it('doubles last: with a Klingon Disruptor (+2) a Klingon has (STRENGTH + 2) x 2', () => {
    const h = setupTest(base({}, { planets: { Gault: ['Klag', V, 'Klingon Disruptor'] } }));
    expect(str(h, 'Klag')).toBe(2 * (printed('Klag', 'STRENGTH') + 2));
    h.finish();
  });

  it('wrong player and not present: the opponent\'s personnel on the planet, and the Away Team below a ship carrying it, keep their STRENGTH', () => {
    const h = setupTest(base({}, { planets: { Gault: ['Klag', V] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Kromm'] }] }));
    expect(str(h, 'Taitt', 'player-1')).toBe(printed('Taitt', 'STRENGTH'));
    expect(str(h, 'Kromm')).toBe(printed('Kromm', 'STRENGTH'));
    const above = setupTest(base({}, { planets: { Gault: ['Klag'] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Kromm', V] }] }));
    expect(str(above, 'Klag')).toBe(printed('Klag', 'STRENGTH'));
    expect(str(above, 'Kromm')).toBe(2 * printed('Kromm', 'STRENGTH'));
    h.finish();
    above.finish();
  });

  it('counts in an Away Team battle: the attackers with it fight with their STRENGTH doubled', () => {
    const h = setupTest(base({}, { planets: { Gault: ['Klag', 'Kromm', V] } }));
    h.choose('Attack the player-1 Away Team at Gault');
    h.passResponses();
    const battle = events(h, 'battle')[0]?.data as { attack: number; defense: number };
    const atk = printed('Klag', 'STRENGTH') + printed('Kromm', 'STRENGTH');
    const def = printed('Taitt', 'STRENGTH') + printed('Mendon', 'STRENGTH');
    expect(battle).toMatchObject({ attack: 2 * atk, defense: def });
  });
});

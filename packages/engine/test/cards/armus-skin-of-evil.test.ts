/**
 * Armus - Skin of Evil (Premiere 101_015, planet dilemma): no condition; one Away Team member at
 * random dies; nobody is stopped; the card is discarded.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const TEAM = ['Klag', 'Kromm', 'Divok', 'Mogh'];

describe('Armus - Skin of Evil', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('armus-skin-of-evil');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_015')).toEqual({ implemented: true });
    expect(cardText('armus-skin-of-evil')).toContain('picked at random dies');
  });

  it('kills exactly one member, whatever the team has (Mogh with SECURITY, Leadership, STRENGTH 9 included); the rest go on unstopped', () => {
    const h = meet(['Armus - Skin of Evil'], { team: TEAM });
    const dead = eventCards(h, 'personnelKilled');
    expect(dead).toHaveLength(1);
    expect(TEAM.map((r) => h.card(r, 'player-2'))).toContain(dead[0]);
    expect(h.where(dead[0]!).z).toBe('discard');
    for (const r of TEAM) if (h.card(r, 'player-2') !== dead[0]) expect(stopped(h, r)).toBe(false);
    expect(h.where(h.card('Armus - Skin of Evil')).z).toBe('discard');
    expect(events(h, 'awayTeamStopped')).toEqual([]);
    h.finish();
  });

  it('the victim is chosen at random: over twelve seeds, more than one member dies', () => {
    const victims = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const h = meet(['Armus - Skin of Evil'], { team: TEAM, seed });
      const [dead] = eventCards(h, 'personnelKilled');
      victims.add(String(h.s.cards[dead!]?.def));
    }
    expect(victims.size).toBeGreaterThan(1);
  });

  it('a lone member dies: the attempt ends with nobody left (boundary)', () => {
    const h = meet(['Armus - Skin of Evil'], { team: ['Klag'] });
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it("player-2's own Armus under its own mission is not met (wrong player): nobody dies", () => {
    const h = meet([], { team: TEAM, p2: { seeded: { Gault: ['Armus - Skin of Evil'] } } });
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.where(h.card('Armus - Skin of Evil', 'player-2')).z).toBe('underMission');
    h.finish();
  });

  it('is a planet dilemma: met by a crew in a space attempt it does nothing', () => {
    const h = meet(['Armus - Skin of Evil'], { space: true, team: TEAM });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Armus - Skin of Evil')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });
});

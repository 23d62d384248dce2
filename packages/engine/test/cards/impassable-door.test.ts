/**
 * Impassable Door (Klingon dilemma): Computer Skill opens it; otherwise the Away Team is stopped and the
 * door stays under the mission for the next attempt.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, endTurn, eventCards } from './helpers.ts';

const FED = { active: 'federation' as const };

describe('Impassable Door', () => {
  it('Computer Skill opens it: discarded, and the team goes on (and here completes Homeward)', () => {
    // Homeward: Anthropology + Computer Skill
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Christopher Hobson', 'Darian Wallace'] } } });
    attempt(h, 'Homeward');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Impassable Door')]);
    expect(h.where(h.card('Impassable Door')).z).toBe('discard');
    expect(h.s.completed[h.card('Homeward')]).toBe('federation');
    h.finish();
  });

  it('without Computer Skill the team is stopped and the door stays under the mission', () => {
    const h = setupTest({ turn: FED, dilemmas: { homeward: ['Impassable Door'] }, federation: { planets: { homeward: ['Taurik', 'Darian Wallace'] } } });
    attempt(h, 'Homeward');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Impassable Door')]);
    expect(h.where(h.card('Impassable Door')).z).toBe('underMission');
    expect(h.s.cards[h.card('Taurik')]?.stopped).toBe(true);
    expect(h.s.completed[h.card('Homeward')]).toBeUndefined();
    h.finish();
  });

  it('Computer Skill in an enemy Away Team on the planet does not open it for you', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { homeward: ['Impassable Door'] },
      federation: { planets: { homeward: ['Taurik'] } },
      klingon: { planets: { homeward: ['Narik'] } },
    });
    attempt(h, 'Homeward');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Impassable Door')]);
    h.finish();
  });

  it('the door is faced again by the next attempt, and opens when Computer Skill comes', () => {
    const h = setupTest({
      turn: FED,
      dilemmas: { homeward: ['Impassable Door'] },
      federation: {
        planets: { homeward: ['Darian Wallace'] },
        ships: [{ card: 'Runabout', at: 'homeward', crew: ['Christopher Hobson'] }],
      },
    });
    const door = h.card('Impassable Door');
    attempt(h, 'Homeward');
    expect(h.where(door).z).toBe('underMission');
    endTurn(h);
    endTurn(h);
    h.choose('Beam down');
    h.choose('Christopher Hobson');
    attempt(h, 'Homeward');
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([door, door]);
    expect(h.where(door).z).toBe('discard');
    expect(h.s.completed[h.card('Homeward')]).toBe('federation');
    h.finish();
  });
});

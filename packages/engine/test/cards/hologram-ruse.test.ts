/**
 * Hologram Ruse (Premiere 101_027, planet dilemma): a barrier passed only with INTEGRITY>30 and
 * CUNNING>30 together; otherwise the Away Team is stopped and the card stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import type { Harness } from '../harness.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const totals = (h: Harness, team: string[]) => {
  const t = teamStats(h.s, team.map((r) => h.card(r, 'player-2')));
  return [t.INTEGRITY, t.CUNNING];
};
const PASS = ['Batrell', 'Torin', 'Klag', 'Divok', 'Kromm', 'Dukath']; // 36 / 32
const CUNNING_30 = ['Batrell', 'Torin', 'Klag', 'Divok', 'Gorath', 'Dukath']; // 37 / 30
const INTEGRITY_30 = ['Torin', 'Divok', 'Kromm', 'Dukath', "B'iJik", 'Koral']; // 30 / 34

describe('Hologram Ruse', () => {
  it('is a planet dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('hologram-ruse');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('planet');
    expect(cardImplementation('101_027')).toEqual({ implemented: true });
    expect(cardText('hologram-ruse')).toContain('INTEGRITY>30 and CUNNING>30');
  });

  it('INTEGRITY 36 and CUNNING 32 see through it: discarded, nobody stopped', () => {
    const h = meet(['Hologram Ruse'], { team: PASS });
    expect(totals(h, PASS)).toEqual([36, 32]);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Hologram Ruse')]);
    expect(h.where(h.card('Hologram Ruse')).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('CUNNING exactly 30, INTEGRITY 37 (boundary): stopped, the card stays under the mission', () => {
    const h = meet(['Hologram Ruse'], { team: CUNNING_30 });
    expect(totals(h, CUNNING_30)).toEqual([37, 30]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hologram Ruse')]);
    expect(h.where(h.card('Hologram Ruse')).z).toBe('underMission');
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it('INTEGRITY exactly 30, CUNNING 34 (boundary): stopped', () => {
    const h = meet(['Hologram Ruse'], { team: INTEGRITY_30 });
    expect(totals(h, INTEGRITY_30)).toEqual([30, 34]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hologram Ruse')]);
    expect(stopped(h, 'Torin')).toBe(true);
    h.finish();
  });

  it('is a planet dilemma: a crew in a space attempt meets it with no effect (wrong place)', () => {
    const h = meet(['Hologram Ruse'], { space: true, team: ['Klag'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Hologram Ruse')]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });
});

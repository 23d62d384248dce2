/**
 * Shaka, When the Walls Fell (Premiere 101_049, dual dilemma): a barrier on a planet or in space,
 * passed only with Diplomacy x2 and CUNNING>30 together; otherwise the team is stopped and the
 * card stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { teamStats } from '../../src/rules/attributes.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const SHAKA = ['Shaka, When the Walls Fell'];
// CUNNING: Gowron 7 + K'mpec 8 (Diplomacy each) + Kromm 6 + Divok 6 = 27; Batrell 3 makes 30, Gorath 4 makes 31
const AT_30 = ['Gowron', "K'mpec", 'Kromm', 'Divok', 'Batrell'];
const AT_31 = ['Gowron', "K'mpec", 'Kromm', 'Divok', 'Gorath'];

describe('Shaka, When the Walls Fell', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('shaka-when-the-walls-fell');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('101_049')).toEqual({ implemented: true });
    expect(cardText('shaka-when-the-walls-fell')).toContain('Diplomacy x2 and CUNNING>30');
  });

  it('Diplomacy x2 and CUNNING 31 get an Away Team past: discarded, nobody stopped', () => {
    const h = meet(SHAKA, { team: AT_31 });
    expect(teamStats(h.s, AT_31.map((r) => h.card(r, 'player-2'))).CUNNING).toBe(31);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Shaka, When the Walls Fell')]);
    expect(h.where(h.card('Shaka, When the Walls Fell')).z).toBe('discard');
    expect(stopped(h, 'Kromm')).toBe(false);
    h.finish();
  });

  it('CUNNING exactly 30 is not above 30 (boundary): stopped, the card stays under the mission', () => {
    const h = meet(SHAKA, { team: AT_30 });
    expect(teamStats(h.s, AT_30.map((r) => h.card(r, 'player-2'))).CUNNING).toBe(30);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Shaka, When the Walls Fell')]);
    expect(h.where(h.card('Shaka, When the Walls Fell')).z).toBe('underMission');
    expect(stopped(h, 'Kromm')).toBe(true);
    h.finish();
  });

  it('one Diplomacy with CUNNING 32 is stopped (one short)', () => {
    const h = meet(SHAKA, { team: ["K'mpec", 'Kromm', 'Divok', 'Dukath', 'Torin'] });
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Shaka, When the Walls Fell')]);
    h.finish();
  });

  it('a dual dilemma acts in space too: the crew of the ship is measured the same way, and stopped with its ship', () => {
    const pass = meet(SHAKA, { space: true, team: AT_31 });
    expect(eventCards(pass, 'dilemmaOvercome')).toEqual([pass.card('Shaka, When the Walls Fell')]);
    pass.finish();
    const fail = meet(SHAKA, { space: true, team: AT_30 });
    expect(eventCards(fail, 'dilemmaNotOvercome')).toEqual([fail.card('Shaka, When the Walls Fell')]);
    expect(stopped(fail, "I.K.C. K'Vort")).toBe(true);
    fail.finish();
  });
});

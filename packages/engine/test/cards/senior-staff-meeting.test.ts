/**
 * Senior Staff Meeting (Alternate Universe interrupt, 103_076): on a ship whose crew has all five
 * of SECURITY, SCIENCE, OFFICER, MEDICAL and ENGINEER, before its player's first attempt of a space mission, the first
 * dilemma its crew then meets is discarded with no effect. Constructed positions (space-dilemma-spec.ts):
 * player-2's I.K.C. K'Vort at Study Stellar Collision, player-1's dilemmas under it.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { attemptFromShip, SSC, spacePosition } from './space-dilemma-spec.ts';
import { plays } from './interrupts-b-position.ts';
import { missingStaff } from '../../src/cards/senior-staff-meeting.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';

const SM = 'Senior Staff Meeting';
const KV = "I.K.C. K'Vort";
// OFFICER, ENGINEER, MEDICAL, SCIENCE, SECURITY
const STAFF = ['Klag', 'Kromm', 'Divok', 'Torin', 'Gorath'];

describe('Senior Staff Meeting', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_076')).toEqual({ implemented: true });
    expect(cardText('senior-staff-meeting')).toContain("Captain's Order");
  });

  it('the first dilemma of the attempt is discarded with no effect; the second acts', () => {
    const h = spacePosition(STAFF, ['Null Space', 'Nanites'], { p2: { hand: [SM] } });
    expect(plays(h, SM)).toEqual([`Play ${SM}: on ${KV} before attempting ${SSC}`]);
    h.choose(`Play ${SM}`, 'player-2');
    h.passResponses();
    attemptFromShip(h);
    const log = h.log();
    expect(log.some((l) => l.includes('the senior staff foresaw Null Space; it is discarded with no effect'))).toBe(true);
    expect(log.some((l) => l.includes('Null Space turbulence') || l.includes('damaged (Null Space'))).toBe(false);
    expect(h.where(h.card('Null Space', 'player-1')).z).toBe('discard');
    // Nanites, the second, damages the ship as usual
    expect(h.s.cards[h.card(KV, 'player-2')]?.damaged).toBe(true);
    h.finish();
  });

  it('boundary: four of the five skills aboard are not enough', () => {
    for (let i = 0; i < STAFF.length; i++) {
      const h = spacePosition(STAFF.filter((_, j) => j !== i), ['Null Space'], { p2: { hand: [SM] } });
      expect(plays(h, SM)).toEqual([]);
      h.finish();
    }
  });

  it('wrong timing: not once the player has attempted the mission before, though all else still holds', () => {
    const h = spacePosition(STAFF, ['Nanites'], { p2: { hand: [SM] } });
    expect(plays(h, SM)).toHaveLength(1);
    attemptFromShip(h);
    expect(h.s.completed[h.card(SSC)]).toBeUndefined();
    h.choose('end', 'player-2');
    h.passResponses();
    h.choose('end', 'player-1');
    h.passResponses();
    expect(h.s.turn.active).toBe('player-2');
    const kv = h.card(KV, 'player-2');
    // the five are aboard and the ship may attempt again: only the earlier attempt bars the meeting
    expect(missingStaff(h.s, kv)).toEqual([]);
    expect(whyCannotAttempt(h.s, 'player-2', h.card(SSC), kv)).toBeNull();
    expect(plays(h, SM)).toEqual([]);
    h.finish();
  });
});

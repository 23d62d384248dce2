/**
 * rules/mission-points.ts: interrupts with printed points placed on a mission change what completing
 * it scores (Destroy Radioactive Garbage Scow: -10). Constructed positions (interrupts-b-position.ts).
 */
import { describe, expect, it } from 'vitest';
import { missionPoints, pointsPlacedOn } from '../../src/rules/mission-points.ts';
import { setup } from '../cards/interrupts-b-position.ts';

describe('points placed on a mission', () => {
  it('an interrupt with points on the mission adds them; other missions are untouched', () => {
    const h = setup({}, { attached: [{ card: 'Destroy Radioactive Garbage Scow', on: 'Gault' }] });
    expect(pointsPlacedOn(h.s, h.card('Gault'))).toBe(-10);
    expect(missionPoints(h.s, h.card('Gault'), 30)).toBe(20);
    expect(missionPoints(h.s, h.card('Avert Danger'), 30)).toBe(30);
    h.finish();
  });

  it('boundary: two such cards add up', () => {
    const h = setup({}, { attached: [{ card: 'Destroy Radioactive Garbage Scow', on: 'Gault' }, { card: 'Destroy Radioactive Garbage Scow', on: 'Gault' }] });
    expect(pointsPlacedOn(h.s, h.card('Gault'))).toBe(-20);
    h.finish();
  });

  it('negative: an event on the mission carries no points to it', () => {
    const h = setup({}, { attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    expect(pointsPlacedOn(h.s, h.card('Gault'))).toBe(0);
    h.finish();
  });
});

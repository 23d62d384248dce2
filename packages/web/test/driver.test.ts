/**
 * The browser tests' driver (driver.ts) reads an attempt option's team from its words: an Away
 * Team's "with N personnel" and a ship's or facility's "with the N personnel aboard" (a space
 * mission, as constructed games have), and attempts with four or more, once a mission a turn.
 */
import { describe, expect, it } from 'vitest';
import { attemptTeamSize, choose, newMemory, type DriverOption } from './driver.ts';

const attempt = (id: string, label: string, target: string): DriverOption => ({ id, label, target, group: 'attempt' });
const end: DriverOption = { id: 'end', label: 'End your turn', group: 'end' };

describe('the driver reads the team an attempt sends', () => {
  it('from an Away Team\'s words and from a crew aboard a ship or facility', () => {
    expect(attemptTeamSize('Attempt Test Mission with 5 personnel')).toBe(5);
    expect(attemptTeamSize('Attempt Test Mission with the 7 personnel aboard Federation Outpost')).toBe(7);
    expect(attemptTeamSize('Attempt Test Mission with the 12 personnel aboard U.S.S. Enterprise')).toBe(12);
  });
  it('reads 0 where the words name no team', () => {
    expect(attemptTeamSize('Attempt Test Mission')).toBe(0);
    expect(attemptTeamSize('End your turn')).toBe(0);
    expect(attemptTeamSize('Report Data to Federation Outpost')).toBe(0);
  });

  it('attempts a space mission with four personnel aboard, once that mission a turn; not with three', () => {
    const mem = newMemory();
    const four = attempt('attempt:m1:o1', 'Attempt Test Mission with the 4 personnel aboard Federation Outpost', 'm1');
    const three = attempt('attempt:m2:s1', 'Attempt Test Mission with the 3 personnel aboard a ship', 'm2');
    expect(choose('main', [three, four, end], 3, mem).id).toBe('attempt:m1:o1');
    // the same mission again this turn (after the attempt): the driver ends its turn instead
    expect(choose('main', [three, four, end], 3, mem).id).toBe('end');
    // the next turn: again
    expect(choose('main', [three, four, end], 4, mem).id).toBe('attempt:m1:o1');
    // three aboard is too few
    expect(choose('main', [three, end], 5, newMemory()).id).toBe('end');
  });
  it('still attempts a planet with an Away Team of four, and reports before attempting', () => {
    const planet = attempt('attempt:m3', 'Attempt Test Mission with 4 personnel', 'm3');
    expect(choose('main', [planet, end], 2, newMemory()).id).toBe('attempt:m3');
    const report: DriverOption = { id: 'play:c1', label: 'Report Data to Federation Outpost', group: 'play', card: 'c1' };
    expect(choose('main', [planet, report, end], 2, newMemory()).id).toBe('play:c1');
  });
});

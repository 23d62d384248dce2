/**
 * The premium personnel (Admiral McCoy, Admiral Picard, Commander Data, Commander Troi, Spock, Gi'ral,
 * Ja'rod, Mogh): each reports for duty at its side's outpost like any personnel; a second copy for the
 * same player is refused (they are unique); the other player may have their own. Their [AU] icons do not
 * bar them: the quick-start rules ignore icons.
 */
import { describe, expect, it } from 'vitest';
import { cardText, facts, premiumAdditions } from '../../src/index.ts';
import type { Side } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { offeredPlays } from '../persona-play-position.ts';

const PERSONNEL: [string, Side][] = [
  ...premiumAdditions('federation').draw.filter((id) => facts(id).type === 'personnel').map((id) => [id, 'federation'] as [string, Side]),
  ...premiumAdditions('klingon').draw.map((id) => [id, 'klingon'] as [string, Side]),
];

describe('premium personnel', () => {
  it('there are eight, each with its own text in our words', () => {
    expect(PERSONNEL.map(([id]) => id).sort()).toEqual(['admiral-mccoy', 'admiral-picard', 'commander-data', 'commander-troi', 'giral', 'jarod', 'mogh', 'spock']);
    for (const [id] of PERSONNEL) expect(cardText(id).length).toBeGreaterThan(10);
  });

  for (const [id, side] of PERSONNEL) {
    const other: Side = side === 'federation' ? 'klingon' : 'federation';
    it(`${facts(id).name}: reports for duty (positive), a second copy is refused (negative), the opponent may have theirs (boundary)`, () => {
      const h = setupTest({ turn: { active: side }, [side]: { hand: [id] } });
      expect(offeredPlays(h)).toContain(id);
      h.choose(`Report ${facts(id).name}`);
      h.passResponses();
      expect(h.where(h.card(id, side)).z).toBe('aboard');
      h.finish();

      const two = setupTest({ turn: { active: side }, [side]: { atOutpost: [id], hand: [id] } });
      expect(offeredPlays(two)).not.toContain(id);
      two.finish();

      const theirs = setupTest({ turn: { active: other }, [side]: { atOutpost: [id] }, [other]: { hand: [id] } });
      expect(offeredPlays(theirs)).toContain(id);
      theirs.finish();
    });
  }

  it('the Alternate Universe icon does not bar a premium card in the quick-start game', () => {
    expect((facts('admiral-picard') as { icons: string[] }).icons).toContain('alternateUniverse');
    const h = setupTest({ turn: { active: 'federation' }, federation: { hand: ['admiral-picard', 'commander-data', 'commander-troi'] } });
    expect(offeredPlays(h)).toEqual(expect.arrayContaining(['admiral-picard', 'commander-data', 'commander-troi']));
    h.finish();
  });
});

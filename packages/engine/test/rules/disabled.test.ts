/**
 * rules/disabled.ts: personnel a card disables one by one (Ktarian Game's marks). A victim is disabled
 * while the card is on a ship, wherever he is; cured, the marks go; one who leaves play is forgotten.
 */
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/index.ts';
import { moveTo } from '../../src/rules/board.ts';
import { awayTeam } from '../../src/rules/dilemmas.ts';
import { cureVictims, disabledByCard, forgetVictim, victimsOf } from '../../src/rules/disabled.ts';
import { spaceAttempt } from '../cards/space-dilemma-spec.ts';

const CREW = ['Kurak', 'Gowron', "K'mpec", 'Lursa'];

function placed() {
  const h = spaceAttempt(CREW, ['Ktarian Game']);
  const game = h.card('Ktarian Game', 'player-1');
  const victim = victimsOf(h.s, game)[0] as CardId;
  return { h, game, victim };
}

describe('disabled personnel (rules/disabled.ts)', () => {
  it('a personnel no card marked is not disabled', () => {
    const { h, victim } = placed();
    const others = CREW.map((n) => h.card(n, 'player-2')).filter((id) => id !== victim);
    expect(others).toHaveLength(3);
    for (const id of others) expect(disabledByCard(h.s, id)).toBe(false);
    expect(disabledByCard(h.s, victim)).toBe(true);
  });

  it('on the planet a victim is left out of the Away Team', () => {
    const { h, victim } = placed();
    moveTo(h.s, victim, { z: 'planet', loc: h.card('Gault') });
    expect(disabledByCard(h.s, victim)).toBe(true);
    expect(awayTeam(h.s, 'player-2', h.card('Gault'))).toEqual([]);
  });

  it('the card off its ship (boundary): its marks disable nobody', () => {
    const { h, game, victim } = placed();
    moveTo(h.s, game, { z: 'discard' });
    expect(disabledByCard(h.s, victim)).toBe(false);
  });

  it('cured or forgotten, the marks go', () => {
    const a = placed();
    cureVictims(a.h.s, a.game);
    expect(victimsOf(a.h.s, a.game)).toEqual([]);
    const b = placed();
    forgetVictim(b.h.s, b.victim);
    expect(disabledByCard(b.h.s, b.victim)).toBe(false);
  });
});
